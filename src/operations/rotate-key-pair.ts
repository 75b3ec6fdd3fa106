// rotate-key-pair: a new RSA key becomes the GitHub deploy key and the Travis key pair. Travis
// changes only once GitHub lists the new deploy key (rotate-key-pair-github.ts); the old deploy
// key goes only after Travis was read back holding the new key. No step leaves the repository
// keyless: a failure after the new deploy key was added removes that key again, keeping the old
// one, and an overlapping run is named, not guessed at (rotate-key-pair-install.ts). The reads
// and the key generation overlap (rotate-key-pair-start.ts); the writes stay one after another.
import type { DeployKey } from '../github/deploy-keys.js'
import { generateRsaKeyAsync, type PreparedKey, type RsaKeyBits } from '../keys/index.js'
import { maskSecret } from '../mask.js'
import type { InputsFor } from '../inputs/parsed.js'
import type { OperationContext } from './context.js'
import { sha256FingerprintOf } from './key-pair-verify.js'
import {
  addConfirmedDeployKey,
  ageInDays,
  removePrevious,
  toView
} from './rotate-key-pair-github.js'
import { installOrRollBack } from './rotate-key-pair-install.js'
import { generationAhead, readCurrentKeys } from './rotate-key-pair-start.js'
import type { KeyPairView, RotationResult } from './result.js'

type RotationInputs = InputsFor<'rotate-key-pair'>

/** What a rotation takes from outside besides the context; tests pass their own. */
export interface RotationDependencies {
  /** The moment of the run: the date in the deploy key title and the age of the previous key. */
  now: Date
  /** Makes the new key (by default on the thread pool; a 4096-bit key can take seconds). */
  generateKey: (bits: RsaKeyBits) => Promise<PreparedKey>
}

export async function rotateKeyPair(
  context: OperationContext,
  inputs: RotationInputs,
  { now = new Date(), generateKey = generateRsaKeyAsync }: Partial<RotationDependencies> = {}
): Promise<RotationResult> {
  const { runner, deployKeys } = context
  // The key is made while the reads travel, unless the run may end without it.
  const keyAhead = generationAhead(inputs, generateKey)
  const { current, previousDeployKey } = await runner.group('Read the current keys', () =>
    readCurrentKeys(context, inputs.deployKeyTitle)
  )
  const age = previousDeployKey === null ? null : ageInDays(previousDeployKey, now)
  const result = rotationResult(inputs, current, previousDeployKey, age)

  if (age !== null && inputs.rotateIfOlderThanDays !== null && age < inputs.rotateIfOlderThanDays) {
    runner.notice(
      `The deploy key '${previousDeployKey?.title}' is ${age} day(s) old, younger than ${inputs.rotateIfOlderThanDays}; no rotation.`
    )
    result.notes.push(
      `Current deploy key is ${age} day(s) old; 'rotate-if-older-than' is ${inputs.rotateIfOlderThanDays}.`
    )
    return { ...result, changed: false }
  }
  const title = `${inputs.deployKeyTitle} ${now.toISOString().slice(0, 10)}`
  if (deployKeys === null) {
    result.notes.push(
      "No 'github-token': only the Travis CI side rotated. Register the 'ssh-public-key' output as a deploy key where the key is used."
    )
  }
  if (inputs.dryRun) {
    if (deployKeys === null) {
      runner.warning(
        "No 'github-token': a real run would rotate only the Travis CI key pair; GitHub would not be updated."
      )
    }
    describeDryRun(context, inputs, current, previousDeployKey, age, title, deployKeys !== null)
    return {
      ...result,
      changed: true,
      ...(deployKeys === null ? {} : { plannedDeployKeyTitle: title })
    }
  }

  const key = await runner.group(`Generate a ${inputs.keyBits}-bit RSA key`, () =>
    takeNewKey(context, keyAhead ?? generateKey(inputs.keyBits))
  )
  // Nothing changes on Travis CI until GitHub lists the new deploy key.
  const added =
    deployKeys === null
      ? null
      : await runner.group('Add the new GitHub deploy key', () =>
          addConfirmedDeployKey(context, deployKeys, key, title, inputs.deployKeyReadOnly)
        )
  const installed = await runner.group('Install the key pair on Travis CI', () =>
    installOrRollBack(context, key, current, inputs.description, added)
  )
  // The previous deploy key goes only once Travis CI was read back holding the new key.
  const removedDeployKeyId =
    previousDeployKey === null || deployKeys === null || !installed.confirmed
      ? null
      : await runner.group('Remove the previous deploy key', () =>
          removePrevious(context, deployKeys, previousDeployKey)
        )
  runner.info(`Rotated: ${current?.fingerprint ?? 'none'} → ${installed.keyPair.fingerprint}.`)
  // Said once it is true: a run that failed before this point rotated nothing.
  if (deployKeys === null) {
    runner.warning(
      "No 'github-token': only the Travis CI key pair was rotated; GitHub was not updated. Register the 'ssh-public-key' output as a deploy key where the key is used."
    )
  }
  return {
    ...result,
    changed: true,
    keyPair: installed.keyPair,
    fingerprintSha256: sha256FingerprintOf(installed.keyPair),
    sshPublicKey: key.sshPublicKey,
    deployKey: added === null ? null : toView(added),
    removedDeployKeyId
  }
}

/** Waits for the key (generated ahead or just started), then masks it and names it. */
async function takeNewKey(
  context: OperationContext,
  generated: Promise<PreparedKey>
): Promise<PreparedKey> {
  const key = await generated
  maskSecret(context.runner.mask, key.privateKeyPem)
  context.runner.info(`New key ${key.fingerprint}.`)
  return key
}

function describeDryRun(
  context: OperationContext,
  inputs: RotationInputs,
  current: KeyPairView | null,
  previous: DeployKey | null,
  age: number | null,
  title: string,
  withGitHub: boolean
): void {
  const steps = [
    `generate a ${inputs.keyBits}-bit RSA key`,
    withGitHub ? `add it as deploy key '${title}'` : null,
    current === null
      ? 'create the Travis CI key pair'
      : `replace the Travis CI key pair ${current.fingerprint}`,
    previous === null
      ? null
      : `remove deploy key '${previous.title}' (id ${previous.id}, ${age ?? '?'} day(s) old)`
  ].filter(Boolean)
  context.runner.info(`Dry run: would ${steps.join(', then ')}. Nothing was changed.`)
}

function rotationResult(
  inputs: RotationInputs,
  current: KeyPairView | null,
  previous: DeployKey | null,
  age: number | null
): RotationResult {
  return {
    kind: 'rotation',
    operation: 'rotate-key-pair',
    changed: false,
    dryRun: inputs.dryRun,
    notes: [],
    keyPair: current,
    fingerprintSha256: sha256FingerprintOf(current),
    previousFingerprint: current?.fingerprint ?? null,
    sshPublicKey: '',
    deployKey: null,
    previousDeployKey: previous === null ? null : toView(previous),
    keyAgeDays: age,
    removedDeployKeyId: null
  }
}
