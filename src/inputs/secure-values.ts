// Inputs of the secure values for .travis.yml: 'value' and 'name' (encrypt-value), 'file'
// (encrypt-file), 'secure-env' and 'travis-yml' (encrypt-travis-yml). A value is a secret: masked
// the moment it is read, and never shown in a problem. Paths are inside the workspace, checked as
// 'export-file' is (files.ts).
import { relative } from 'node:path'
import { ENV_NAME_LIMIT, isEnvName } from '../model/env-and-crons.js'
import type { InputsFor, SecureEnvEntry, WorkspacePath } from './parsed.js'
import { PATH_LIMIT, PATH_LIMIT_REASON, workspaceFileInput } from './files.js'
import { INVALID, quoted, type InputReader, type Read } from './reader.js'
import { warnIfWeak } from './weak-secret.js'
import { entryFields, scalarText } from './yaml-scalars.js'
import { parseInputYaml, yaml } from './yaml.js'

type SecureOperation = 'encrypt-value' | 'encrypt-file' | 'encrypt-travis-yml'

/** A secure value: the key's size bounds it far below this (501 bytes for a 4096-bit key). */
export const SECURE_VALUE_LIMIT = 64 * 1024
const VALUE_REASON = 'Travis CI keys encrypt at most a few hundred bytes; encrypt-file takes more'
/** 'secure-env' is a few lines, one per variable. */
const SECURE_ENV_LIMIT = 64 * 1024
/** The file encrypt-file reads: a key file, a certificate, a credentials file. */
export const ENCRYPT_FILE_LIMIT = 64 * 1024 * 1024
/**
 * What the path of 'file' may not hold: decrypt-command names it in a plain YAML line of
 * .travis.yml, which ' #' ends (a comment), ': ' breaks (a key) and a control character cuts.
 */
const CUT_BY_YAML = / #|: |[\p{Cc}\u2028\u2029]/u
const SECURE_ENV_FORM =
  'a YAML mapping NAME: { from-env: VAR }, e.g. DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN }'
const NAME_FORM = `letters, digits and _, not starting with a digit (a shell name, e.g. DEPLOY_TOKEN), at most ${ENV_NAME_LIMIT}`

export function readSecureValueInputs<O extends SecureOperation>(
  reader: InputReader,
  operation: O
): Read<InputsFor<SecureOperation>> {
  switch (operation) {
    case 'encrypt-value':
      return readEncryptValue(reader)
    case 'encrypt-file': {
      const dryRun = reader.boolean('dry-run')
      const file = readFile(reader)
      return dryRun === INVALID || file === INVALID ? INVALID : { operation, file, dryRun }
    }
    case 'encrypt-travis-yml': {
      const dryRun = reader.boolean('dry-run')
      const secureEnv = readSecureEnv(reader, dryRun === true)
      const travisYml = workspaceFileInput(reader, 'travis-yml', '.travis.yml')
      if (dryRun === INVALID || secureEnv === INVALID || travisYml === INVALID) return INVALID
      return { operation, secureEnv, travisYml, dryRun }
    }
  }
  return INVALID
}

function readEncryptValue(reader: InputReader): Read<InputsFor<'encrypt-value'>> {
  const value = reader.raw('value')
  reader.mask(value)
  const name = reader.raw('name')
  if (reader.tooLong('value', value, SECURE_VALUE_LIMIT, VALUE_REASON)) return INVALID
  if (value === '') {
    return reader.fail(
      "encrypt-value needs 'value', the secret to encrypt (pass it from a secret: value: ${{ secrets.DEPLOY_TOKEN }})."
    )
  }
  if (name !== '' && !isEnvName(name)) {
    return reader.fail(`Input 'name' must be a variable name, ${NAME_FORM}; got ${quoted(name)}.`)
  }
  warnIfWeak(reader, "Input 'value'", value)
  return { operation: 'encrypt-value', value, name: name === '' ? null : name }
}

function readFile(reader: InputReader): Read<WorkspacePath> {
  const given = reader.text('file', PATH_LIMIT, PATH_LIMIT_REASON)
  if (given === INVALID) return INVALID
  if (given === '') {
    return reader.fail(
      "encrypt-file needs 'file', the file to encrypt, relative to the workspace (e.g. deploy_key)."
    )
  }
  const file = workspaceFileInput(reader, 'file', 'deploy_key')
  if (file === INVALID) return INVALID
  if (CUT_BY_YAML.test(relative(file.workspace, file.path))) {
    return reader.fail(
      `Input 'file' names a file whose decrypt-command would be cut short in .travis.yml: ${quoted(given)}. ` +
        "A path may hold any characters but ' #' and ': ' (YAML reads a comment and a key there), tabs and other control characters; rename the file."
    )
  }
  let facts
  try {
    facts = reader.source.stat(file.path)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable'
    return reader.fail(
      `Input 'file' names a file that cannot be read: ${quoted(given)} (${code}). Write or check out the file first; give its path from the workspace's root.`
    )
  }
  if (!facts.regularFile || facts.size > ENCRYPT_FILE_LIMIT) {
    const what = facts.regularFile ? `has ${facts.size} bytes` : 'is not a regular file'
    return reader.fail(
      `Input 'file' must name a regular file of at most ${ENCRYPT_FILE_LIMIT / 1024 / 1024} MiB; ${quoted(given)} ${what}.`
    )
  }
  // An empty file is most often one a step wrote from a secret that was empty.
  if (facts.size === 0) {
    return reader.fail(
      `Input 'file' names an empty file: ${quoted(given)} has 0 bytes, so there is nothing to encrypt. ` +
        'If a step wrote it from a secret, that secret was empty: ' +
        "secrets are empty in workflows triggered from forks, and Dependabot's runs get Dependabot's secrets, not the repository's."
    )
  }
  return file
}

/**
 * 'secure-env': NAME → { from-env: VAR }, every name a shell name given once, every value read
 * from the step's environment (not in a dry run) and masked at once; every problem recorded.
 */
function readSecureEnv(reader: InputReader, dryRun: boolean): Read<SecureEnvEntry[]> {
  const text = reader.text('secure-env', SECURE_ENV_LIMIT, 'it is a few lines, one per variable')
  if (text === INVALID) return INVALID
  if (text === '') {
    return reader.fail(`encrypt-travis-yml needs 'secure-env', ${SECURE_ENV_FORM}.`)
  }
  const { isMap } = yaml()
  const parsed = parseInputYaml(text)
  if (parsed === 'too deep') {
    return reader.fail(
      `Input 'secure-env' nests lists or mappings too deeply (the YAML parser ran out of stack); it must be ${SECURE_ENV_FORM}.`
    )
  }
  const { doc, lineAt } = parsed
  const syntax = doc.errors[0]
  if (syntax !== undefined) {
    return reader.fail(
      `Input 'secure-env' is not valid YAML: ${syntax.message} (line ${lineAt(syntax.pos[0])}).`
    )
  }
  const contents = doc.contents
  if (!isMap(contents) || contents.items.length === 0) {
    return reader.fail(`Input 'secure-env' must be ${SECURE_ENV_FORM}.`)
  }
  const before = reader.problems.length
  const entries: SecureEnvEntry[] = []
  for (const { key, value } of contents.items) {
    const line = lineAt(key.range?.[0] ?? 0)
    const name = scalarText(key)
    if (name === null || !isEnvName(name)) {
      reader.fail(
        `Input 'secure-env': ${name === null ? 'a key' : quoted(name)} (line ${line}) is no variable name: ${NAME_FORM}.`
      )
      continue
    }
    const where = `Input 'secure-env' '${name}' (line ${line})`
    const fields = isMap(value)
      ? entryFields(value.items, ['from-env'], 'give { from-env: VAR }')
      : 'is not { from-env: VAR }: a value is never written in the workflow, it comes from a secret.'
    const fromEnv = typeof fields === 'string' ? null : scalarText(fields.get('from-env'))
    if (typeof fields === 'string' || fromEnv === null || !isEnvName(fromEnv)) {
      reader.fail(
        `${where} ${typeof fields === 'string' ? fields : `needs from-env: the step's environment variable holding the value (${NAME_FORM}).`}`
      )
      continue
    }
    entries.push({ name, fromEnv, value: dryRun ? null : readValue(reader, where, fromEnv), line })
  }
  return reader.problems.length > before ? INVALID : entries
}

function readValue(reader: InputReader, where: string, fromEnv: string): string | null {
  const value = reader.source.environment(fromEnv)
  if (value === undefined || value === '') {
    reader.fail(
      `${where} takes its value from the step's environment variable ${fromEnv}, which is ${value === undefined ? 'not set' : 'empty'}; ` +
        `add it to the step's env: (e.g. ${fromEnv}: \${{ secrets.${fromEnv} }}); secrets are empty in workflows triggered from forks.`
    )
    return null
  }
  reader.mask(value)
  warnIfWeak(reader, where, value)
  if (Buffer.byteLength(value, 'utf8') > SECURE_VALUE_LIMIT) {
    reader.fail(`${where} has a value over ${SECURE_VALUE_LIMIT / 1024} KiB (${VALUE_REASON}).`)
  }
  return value
}
