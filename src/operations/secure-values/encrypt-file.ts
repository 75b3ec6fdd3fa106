// encrypt-file: 'file' encrypted with a random AES-256 key and IV as `openssl aes-256-cbc` does,
// written beside it as <file>.enc; the key and IV stored as the private variables
// encrypted_<12 hex>_key and _iv, created one after the other under apply-settings' variable write
// rules (a create never sent twice blindly, lost and refused answers read back), the IV not once
// the key's was refused; a failure names what it left on Travis CI. The variables' names are new on
// every run: the file committed today keeps decrypting with its own until the new one is
// committed. The variables go first: the file is written only once they are there.
import { randomBytes } from 'node:crypto'
import type { InputsFor } from '../../inputs/parsed.js'
import { ActionError, messageOf } from '../../lib/action-error.js'
import {
  readWorkspaceFile,
  workspaceRelative,
  writeWorkspaceFile
} from '../../runtime/workspace-file.js'
import type { OperationContext } from '../context.js'
import { resultBase } from '../result-base.js'
import type { EnvWrite } from '../settings-as-code/env-plan.js'
import { readBackEnvWrites, sendEnvWrite } from '../settings-as-code/env-writes.js'
import { encryptFileBytes } from './cipher.js'
import type { EncryptedFileResult } from './result.js'

/** What encrypt-file reads (inputs/secure-values.ts checks the size first). */
const FILE_LIMIT = 64 * 1024 * 1024

export async function encryptFile(
  context: OperationContext,
  inputs: InputsFor<'encrypt-file'>
): Promise<EncryptedFileResult> {
  const { file, dryRun } = inputs
  const shown = workspaceRelative(file.path, file.workspace)
  let data: Buffer
  try {
    data = readWorkspaceFile(file.path, file.workspace, FILE_LIMIT)
  } catch (error) {
    throw new ActionError(`Input 'file' (${file.given}) could not be read: ${messageOf(error)}.`)
  }
  const prefix = `encrypted_${randomBytes(6).toString('hex')}`
  const keyVariable = `${prefix}_key`
  const ivVariable = `${prefix}_iv`
  const encryptedFile = `${shown}.enc`
  const decryptCommand =
    `openssl aes-256-cbc -K $${keyVariable} -iv $${ivVariable}` +
    ` -in ${shellWord(encryptedFile)} -out ${shellWord(shown)} -d`
  const result: EncryptedFileResult = {
    ...resultBase('encrypted-file', 'encrypt-file', { changed: true, dryRun }),
    file: shown,
    encryptedFile,
    keyVariable,
    ivVariable,
    decryptCommand,
    created: dryRun ? [keyVariable, ivVariable] : [],
    failed: []
  }
  if (dryRun) {
    context.runner.info(
      `Dry run: would write ${encryptedFile} and create the private variables ${keyVariable} and ${ivVariable}.`
    )
    return result
  }
  const { keyHex, ivHex, encrypted } = encryptFileBytes(data)
  context.runner.mask(keyHex)
  context.runner.mask(ivHex)
  // One after the other: two variable writes at once lose one (docs/travis-api.md#set-lost-updates).
  // No IV once the key was refused: the file is of no use without both. A key whose answer was
  // lost may be there: the IV goes, and the read-back settles both.
  const key = await sendEnvWrite(context, privateCreate(keyVariable, keyHex))
  const iv =
    key.kind === 'refused' ? null : await sendEnvWrite(context, privateCreate(ivVariable, ivHex))
  const outcome = await readBackEnvWrites(context, iv === null ? [key] : [key, iv])
  result.created = outcome.changes.map((change) => change.name)
  result.failed = outcome.failed
  if (iv === null) {
    result.failed.push({
      what: `env '${ivVariable}'`,
      reason: "not sent, as the key's create was refused."
    })
  }
  result.changed = result.created.length > 0 || outcome.failed.some((f) => f.unknown === true)
  if (result.failed.length > 0) {
    const unsure = [keyVariable, ivVariable].filter((name) =>
      outcome.failed.some((f) => f.unknown === true && f.what === `env '${name}'`)
    )
    result.failure =
      `${result.failed.map((f) => `${f.what}: ${f.reason}`).join('; ')} ${leftOnTravis(result.created, unsure)}` +
      ` ${encryptedFile} was not written: without both variables no build could decrypt it.`
    return result
  }
  try {
    writeWorkspaceFile(`${file.path}.enc`, file.workspace, encrypted)
  } catch (error) {
    const unused = `The variables ${keyVariable} and ${ivVariable} were created on Travis CI and are of no use: delete them.`
    throw new ActionError(`${encryptedFile} could not be written: ${messageOf(error)}. ${unused}`)
  }
  context.runner.info(`Wrote ${encryptedFile}; decrypt it in a build with: ${decryptCommand}`)
  return result
}

/** What a failed run leaves on Travis CI: variables created, or that may be, each of no use alone. */
function leftOnTravis(created: readonly string[], unsure: readonly string[]): string {
  const left = [
    ...created.map((name) => `${name} was created on Travis CI and is of no use alone: delete it.`),
    ...unsure.map(
      (name) =>
        `${name} may have been created on Travis CI: if list-env-vars shows it, delete it, as it is of no use alone.`
    )
  ]
  if (left.length === 0) return 'Nothing was created on Travis CI.'
  return left.length < 2 ? `${left.join(' ')} Nothing else was created.` : left.join(' ')
}

function privateCreate(name: string, value: string): EnvWrite {
  return {
    action: 'create',
    change: { name, branch: null, action: 'create', from: null, to: { public: false }, id: null },
    id: null,
    body: { 'env_var.name': name, 'env_var.value': value, 'env_var.public': false },
    madeForThisWrite: true
  }
}

/** A path as one word of a shell line: as it is when it needs no quoting, else in single quotes. */
function shellWord(path: string): string {
  return /^[A-Za-z0-9_./-]+$/.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`
}
