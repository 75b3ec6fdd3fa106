// Picks the function for the chosen operation.
import type { OperationInputs } from '../inputs/parsed.js'
import { deleteCaches, listCaches } from './caches.js'
import { listBranches } from './branches.js'
import type { OperationContext } from './context.js'
import { createKeyPair, deleteKeyPair, findKeyPair, setKeyPair, updateKeyPair } from './key-pair.js'
import type { OperationResult } from './result.js'
import { rotateKeyPair } from './rotate-key-pair.js'
import { getSetting, listSettings, setSetting } from './repository-settings.js'

export async function runOperation(
  context: OperationContext,
  settings: OperationInputs
): Promise<OperationResult> {
  switch (settings.operation) {
    case 'find-key-pair':
      return findKeyPair(context, settings)
    case 'create-key-pair':
      return createKeyPair(context, settings)
    case 'update-key-pair':
      return updateKeyPair(context, settings)
    case 'set-key-pair':
      return setKeyPair(context, settings)
    case 'delete-key-pair':
      return deleteKeyPair(context, settings)
    case 'rotate-key-pair':
      return rotateKeyPair(context, settings)
    case 'list-caches':
      return listCaches(context, settings)
    case 'delete-caches':
      return deleteCaches(context, settings)
    case 'list-settings':
      return listSettings(context, settings)
    case 'get-setting':
      return getSetting(context, settings)
    case 'set-setting':
      return setSetting(context, settings)
    case 'list-branches':
      return listBranches(context, settings)
  }
}
