// Picks the function for the chosen operation. Reads and the light writes are here from the
// start; what only some runs need is loaded when one asks for it (import()): the key pair writes
// (their key parsing brings sshpk) and rotation (key generation, the GitHub side). A read then
// evaluates none of them.
import type { OperationInputs } from '../inputs/parsed.js'
import { deleteCaches, listCaches } from './caches/caches.js'
import { listBranches } from './listings/branches.js'
import type { OperationContext } from './context.js'
import { deleteKeyPair, findKeyPair } from './key-pair/find-delete.js'
import { listRepositories } from './listings/repositories.js'
import type { OperationResult } from './result.js'
import { getSetting, listSettings, setSetting } from './settings/settings.js'
import { applySettings, checkSettings } from './settings/as-code.js'

const keyPairWrites = () => import('./key-pair/writes.js')

export async function runOperation(
  context: OperationContext,
  inputs: OperationInputs
): Promise<OperationResult> {
  switch (inputs.operation) {
    case 'find-key-pair':
      return findKeyPair(context, inputs)
    case 'create-key-pair':
      return (await keyPairWrites()).createKeyPair(context, inputs)
    case 'update-key-pair':
      return (await keyPairWrites()).updateKeyPair(context, inputs)
    case 'set-key-pair':
      return (await keyPairWrites()).setKeyPair(context, inputs)
    case 'delete-key-pair':
      return deleteKeyPair(context, inputs)
    case 'rotate-key-pair':
      return (await import('./rotation/rotate.js')).rotateKeyPair(context, inputs)
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
