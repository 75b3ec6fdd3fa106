// The one place that reads inputs. Every value is checked here, so a bad input fails the step
// with a message naming the input, the value and what is allowed, before any request is sent.
import * as core from '@actions/core'
import { statSync } from 'node:fs'
import { rememberSecret } from '../runtime/mask.js'
import { OWNER_OPERATIONS, type Operation } from '../model/operations.js'
import { describeRepo, type RepoRef } from '../model/repository.js'
import { readBuildInputs } from './builds.js'
import { readCacheInputs } from './caches.js'
import { readConnection, readOperation } from './connection.js'
import { readBounded } from './files.js'
import { readKeyPairInputs } from './key-pair.js'
import { ownerOf, readListingInputs } from './listings.js'
import type { ActionInputs, OperationInputs, PlanCommentTarget } from './parsed.js'
import {
  INVALID,
  InputReader,
  QUERY_LIMIT,
  QUERY_REASON,
  inputsNamed,
  quoted,
  type InputSource,
  type Read
} from './reader.js'
import { readSecureValueInputs } from './secure-values.js'
import { readSettingsInputs } from './settings.js'
import { planCommentOf, readSettingsAsCodeInputs } from './settings-as-code.js'
import { inputApplies } from './table.js'
import { readTravisYmlCheckInputs } from './travis-yml-check.js'
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
    readonly warnings: string[] = [],
    /** The plan's comment, when its inputs and the connection's read well: it then says why there is no plan. */
    readonly planComment?: PlanCommentTarget
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
    // The plan's comment says why there is no plan, given its inputs, the repository and the
    // connection (its timeout and retries) read well.
    const comment = label === undefined ? null : planCommentOf(source, operation)
    const target =
      comment !== null && connection !== INVALID ? { ...comment, connection } : undefined
    throw new InputError(reader.problems, operation, label, reader.warnings, target)
  }
  return {
    connection,
    operation: inputs,
    label,
    warnings: reader.warnings,
    notices: reader.notices
  }
}

// The inputs of each operation: 'include' (shared by the reads), then the inputs of the operation's
// area, read by the input file of that area.
const INCLUDE_ITEM = /^[a-z_]+\.@?[a-z_]+$/

function readOperationInputs(
  reader: InputReader,
  operation: Operation,
  repo: Read<RepoRef>
): Read<OperationInputs> {
  // A bad 'include' still lets the other inputs be checked, so every problem is reported at once.
  const include = readInclude(reader, operation)
  const inputs = readInputsOf(reader, operation, repo, include === INVALID ? [] : include)
  return include === INVALID ? INVALID : inputs
}

function readInputsOf(
  reader: InputReader,
  operation: Operation,
  repo: Read<RepoRef>,
  include: string[]
): Read<OperationInputs> {
  switch (operation) {
    case 'find-key-pair':
    case 'create-key-pair':
    case 'update-key-pair':
    case 'set-key-pair':
    case 'delete-key-pair':
    case 'rotate-key-pair':
      return readKeyPairInputs(reader, operation, repo, include)
    case 'list-caches':
    case 'delete-caches':
      return readCacheInputs(reader, operation, repo, include)
    case 'list-settings':
    case 'get-setting':
    case 'set-setting':
      return readSettingsInputs(reader, operation, include)
    case 'check-settings':
    case 'apply-settings':
    case 'list-env-vars':
    case 'list-crons':
    case 'export-settings':
      return readSettingsAsCodeInputs(reader, operation)
    case 'list-branches':
    case 'list-repositories':
      return readListingInputs(reader, operation, repo, include)
    case 'list-builds':
    case 'trigger-build':
    case 'wait-for-build':
    case 'restart-build':
    case 'cancel-build':
      return readBuildInputs(reader, operation, include)
    case 'encrypt-value':
    case 'encrypt-file':
    case 'encrypt-travis-yml':
      return readSecureValueInputs(reader, operation)
    case 'check-travis-yml':
      return readTravisYmlCheckInputs(reader)
  }
}

function readInclude(reader: InputReader, operation: Operation): Read<string[]> {
  if (!inputApplies('include', operation)) return []
  if (reader.tooLong('include', reader.raw('include'), QUERY_LIMIT, QUERY_REASON)) return INVALID
  const items = reader.list('include')
  const bad = items.filter((item) => !INCLUDE_ITEM.test(item))
  for (const item of bad) {
    reader.fail(
      `Input 'include' must list attributes as type.field (e.g. branch.recent_builds), got ${quoted(item)}.`
    )
  }
  return bad.length === 0 ? items : INVALID
}
