// Picks the function for the chosen operation.
import type { OperationInputs } from '../inputs/parsed.js'
import { deleteCaches, listCaches } from './caches.js'
import { listBranches } from './branches.js'
import type { OperationContext } from './context.js'
import { createKeyPair, deleteKeyPair, findKeyPair, setKeyPair, updateKeyPair } from './key-pair.js'
import { listRepositories } from './repositories.js'
import type { OperationResult } from './result.js'
import { rotateKeyPair } from './rotate-key-pair.js'
import { getSetting, listSettings, setSetting } from './repository-settings.js'
import { applySettings, checkSettings } from './settings-as-code.js'

export async function runOperation(
  context: OperationContext,
  inputs: OperationInputs
): Promise<OperationResult> {
  switch (inputs.operation) {
    case 'find-key-pair':
      return findKeyPair(context, inputs)
    case 'create-key-pair':
      return createKeyPair(context, inputs)
    case 'update-key-pair':
      return updateKeyPair(context, inputs)
    case 'set-key-pair':
      return setKeyPair(context, inputs)
    case 'delete-key-pair':
      return deleteKeyPair(context, inputs)
    case 'rotate-key-pair':
      return rotateKeyPair(context, inputs)
    case 'list-caches':
      return listCaches(context, inputs)
    case 'delete-caches':
      return deleteCaches(context, inputs)
    case 'list-settings':
      return listSettings(context, inputs)
    case 'get-setting':
      return getSetting(context, inputs)
    case 'set-setting':
      return setSetting(context, inputs)
    case 'list-branches':
      return listBranches(context, inputs)
    case 'check-settings':
      return checkSettings(context, inputs)
    case 'apply-settings':
      return applySettings(context, inputs)
    case 'list-repositories':
      return listRepositories(context, inputs)
  }
}
