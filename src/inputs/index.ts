// The one place that reads inputs. Every value is checked here, so a bad input fails the step
// with a message naming the input, the value and what is allowed, before any request is sent.
import * as core from '@actions/core'
import { closeSync, constants, fstatSync, openSync, readSync, statSync } from 'node:fs'
import { rememberSecret } from '../runtime/mask.js'
import { OWNER_OPERATIONS } from '../model/operations.js'
import { describeRepo } from '../model/repository.js'
import { readConnection, readOperation } from './connection.js'
import { readOperationInputs } from './operation-inputs.js'
import { ownerOf } from './listings.js'
import type { ActionInputs } from './parsed.js'
import { INVALID, InputReader, inputsNamed, type InputSource } from './reader.js'
import { checkUndeclaredInputs } from './undeclared.js'
import { loadYaml } from './yaml.js'

export type { InputSource } from './reader.js'

/** Bad input: the message says which input, what it got, and what is allowed. */
export class InputError extends Error {
  /** How many inputs need fixing (several problems may be about one input). */
  readonly inputCount: number

  constructor(
    readonly problems: string[],
    /**
     * The operation, and what it works on (the repository, or the owner for list-repositories),
     * when those inputs themselves were valid.
     */
    readonly operation?: string,
    readonly label?: string,
    readonly warnings: string[] = []
  ) {
    super(problems.join(' '))
    this.name = 'InputError'
    this.inputCount = inputsNamed(problems)
  }
}

const runnerInputs: InputSource = {
  get: (name) => core.getInput(name),
  mask: (secret) => {
    if (rememberSecret(secret)) core.setSecret(secret)
  },
  stat: (path) => {
    const stats = statSync(path)
    return { regularFile: stats.isFile(), size: stats.size }
  },
  readFile: readBounded,
  workflowRepository: () => process.env.GITHUB_REPOSITORY ?? '',
  inputVariables: () => Object.keys(process.env).filter((name) => name.startsWith('INPUT_')),
  environment: (name) => process.env[name]
}

/**
 * A regular file's text, read through one descriptor that is checked again after opening (the
 * file may have been replaced since it was looked at): never more than `maxBytes` + 1 bytes are
 * read, and a pipe does not block the open.
 */
function readBounded(path: string, maxBytes: number): string {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK)
  try {
    if (!fstatSync(fd).isFile())
      throw Object.assign(new Error('not a regular file'), { code: 'EINVAL' })
    const buffer = Buffer.alloc(maxBytes + 1)
    let length = 0
    while (length < buffer.length) {
      const read = readSync(fd, buffer, length, buffer.length - length, null)
      if (read === 0) break
      length += read
    }
    if (length > maxBytes) throw Object.assign(new Error('file too large'), { code: 'EFBIG' })
    return buffer.toString('utf8', 0, length)
  } finally {
    closeSync(fd)
  }
}

/**
 * Loads what reading the inputs needs beyond the bundle's start: the YAML parser, whenever
 * 'desired-settings' holds text or 'desired-settings-file' names a file (the settings it reads),
 * or 'config' holds a build config (trigger-build).
 * Call it before readInputs().
 */
export async function loadInputParsers(source: InputSource = runnerInputs): Promise<void> {
  const yamlInputs = ['desired-settings', 'desired-settings-file', 'config', 'secure-env'] as const
  if (yamlInputs.some((name) => source.get(name).trim() !== '')) await loadYaml()
}

/** Inputs that hold secrets (a key file's text is masked as it is read, key-pair.ts). */
const SECRET_INPUTS = ['travis-token', 'github-token', 'private-key', 'passphrase'] as const

export function readInputs(source: InputSource = runnerInputs): ActionInputs {
  const reader = new InputReader(source)
  // Masked whichever operation runs: a secret given where it does not apply is a secret still.
  for (const name of SECRET_INPUTS) reader.mask(reader.raw(name))
  const operation = readOperation(reader)
  const { connection, repo } = readConnection(reader, operation)
  const repoLabel = repo === INVALID ? undefined : describeRepo(repo)
  if (operation !== INVALID) checkUndeclaredInputs(reader, operation)
  if (operation === INVALID) {
    throw new InputError(reader.problems, undefined, repoLabel, reader.warnings)
  }
  const label = OWNER_OPERATIONS.includes(operation)
    ? (ownerOf(reader.raw('owner'), repo) ?? undefined)
    : repoLabel
  const inputs = readOperationInputs(reader, operation, repo)
  if (
    connection === INVALID ||
    inputs === INVALID ||
    label === undefined ||
    reader.problems.length > 0
  ) {
    throw new InputError(reader.problems, operation, label, reader.warnings)
  }
  return {
    connection,
    operation: inputs,
    label,
    warnings: reader.warnings,
    notices: reader.notices
  }
}
