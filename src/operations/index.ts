// Picks the function for the chosen operation. Reads and the light writes are here from the
// start; what only some runs need is loaded when one asks for it (import()): the key pair writes
// (their key parsing brings sshpk), rotation (key generation, the GitHub side), export-settings
// (the YAML stringifier), the builds operations (requests, waiting), the secure values and check-travis-yml. A read then evaluates none
// of them.
import type { InputsFor, OperationInputs } from '../inputs/parsed.js'
import type { Operation } from '../model/operations.js'
import { deleteCaches, listCaches } from './caches/caches.js'
import { listBranches } from './listings/branches.js'
import type { OperationContext } from './context.js'
import { deleteKeyPair, findKeyPair } from './key-pair/find-delete.js'
import { listRepositories } from './listings/repositories.js'
import type { OperationResult } from './result.js'
import { getSetting, listSettings, setSetting } from './settings/settings.js'
import { applySettings, checkSettings } from './settings-as-code/as-code.js'
import { listEnvVars } from './settings-as-code/env-vars.js'
import { listCrons } from './settings-as-code/crons.js'

const keyPairWrites = () => import('./key-pair/writes.js')
/** export-settings brings the YAML stringifier: loaded only by a run that exports. */
const settingsExport = () => import('./settings-as-code/export.js')
const builds = () => import('./builds/index.js')
/** The secure values bring node:crypto's ciphers, the YAML parser and the variable writes. */
const secureValues = () => import('./secure-values/index.js')
/** check-travis-yml brings the YAML parser. */
const travisYmlCheck = () => import('./travis-yml-check/check.js')

type Run<O extends Operation> = (
  context: OperationContext,
  inputs: InputsFor<O>
) => Promise<OperationResult>

/** The function of each operation; the lazily loaded ones through import(). */
const RUN_OF_OPERATION: { [O in Operation]: Run<O> } = {
  'find-key-pair': findKeyPair,
  'create-key-pair': async (context, inputs) =>
    (await keyPairWrites()).createKeyPair(context, inputs),
  'update-key-pair': async (context, inputs) =>
    (await keyPairWrites()).updateKeyPair(context, inputs),
  'set-key-pair': async (context, inputs) => (await keyPairWrites()).setKeyPair(context, inputs),
  'delete-key-pair': deleteKeyPair,
  'rotate-key-pair': async (context, inputs) =>
    (await import('./rotation/rotate.js')).rotateKeyPair(context, inputs),
  'list-caches': listCaches,
  'delete-caches': deleteCaches,
  'list-settings': listSettings,
  'get-setting': getSetting,
  'set-setting': setSetting,
  'list-branches': listBranches,
  'check-settings': checkSettings,
  'apply-settings': applySettings,
  'list-repositories': listRepositories,
  'list-env-vars': listEnvVars,
  'list-crons': listCrons,
  'export-settings': async (context, inputs) =>
    (await settingsExport()).exportSettings(context, inputs),
  'list-builds': async (context, inputs) => (await builds()).listBuilds(context, inputs),
  'trigger-build': async (context, inputs) => (await builds()).triggerBuild(context, inputs),
  'wait-for-build': async (context, inputs) => (await builds()).waitForBuild(context, inputs),
  'restart-build': async (context, inputs) => (await builds()).restartBuild(context, inputs),
  'cancel-build': async (context, inputs) => (await builds()).cancelBuild(context, inputs),
  'encrypt-value': async (context, inputs) => (await secureValues()).encryptValue(context, inputs),
  'encrypt-file': async (context, inputs) => (await secureValues()).encryptFile(context, inputs),
  'encrypt-travis-yml': async (context, inputs) =>
    (await secureValues()).encryptTravisYml(context, inputs),
  'check-travis-yml': async (context, inputs) =>
    (await travisYmlCheck()).checkTravisYml(context, inputs)
}

export function runOperation(
  context: OperationContext,
  inputs: OperationInputs
): Promise<OperationResult> {
  // The table pairs each operation with its own inputs; TypeScript cannot follow the pair here.
  const run = RUN_OF_OPERATION[inputs.operation] as Run<typeof inputs.operation>
  return run(context, inputs as never)
}
