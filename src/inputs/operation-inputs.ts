// The inputs of each operation: 'include' (shared by the reads), then the inputs of the operation's
// area, read by the input file of that area.
import type { Operation } from '../model/operations.js'
import type { RepoRef } from '../model/repository.js'
import { readBuildInputs } from './builds.js'
import { readCacheInputs } from './caches.js'
import { readKeyPairInputs } from './key-pair.js'
import { readListingInputs } from './listings.js'
import type { OperationInputs } from './parsed.js'
import {
  INVALID,
  QUERY_LIMIT,
  QUERY_REASON,
  quoted,
  type InputReader,
  type Read
} from './reader.js'
import { readSecureValueInputs } from './secure-values.js'
import { readSettingsInputs } from './settings.js'
import { readSettingsAsCodeInputs } from './settings-as-code.js'
import { readTravisYmlCheckInputs } from './travis-yml-check.js'
import { inputApplies } from './table.js'

const INCLUDE_ITEM = /^[a-z_]+\.@?[a-z_]+$/

export function readOperationInputs(
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
