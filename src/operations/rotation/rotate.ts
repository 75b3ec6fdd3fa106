// rotate-key-pair: a new RSA key becomes the GitHub deploy key and the Travis key pair. Travis
// changes only once GitHub lists the new deploy key and Travis still holds what it held at the
// start (github.ts); the old deploy key goes only after Travis was read back
// holding the new key. No step leaves the repository keyless: a failed write removes the new
// deploy key again, a write whose outcome is unknown removes no deploy key and says which to
// remove once it is settled, and an overlapping run is named, not guessed at
// (install.ts, write.ts). The reads and the key generation
// overlap (start.ts); the writes stay one after another.
import type { DeployKey } from '../../github/deploy-keys.js'
import { generateRsaKeyAsync, type PreparedKey, type RsaKeyBits } from '../../keys/index.js'
import { maskSecret } from '../../runtime/mask.js'
import { plural } from '../../lib/plural.js'
import type { InputsFor } from '../../inputs/parsed.js'
import type { OperationContext } from '../context.js'
import { sha256FingerprintOfKeyPair } from '../key-pair/key-pair.js'
import { addConfirmedDeployKey, ageInDays, removePrevious, toView } from './github.js'
import { installOrRollBack } from './install.js'
import { generationAhead, readCurrentKeys } from './start.js'
import { CONCURRENCY_ADVICE, expectUnchanged } from './write.js'
import { resultBase, type DeployKeyView, type KeyPairView, type RotationResult } from '../result.js'

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
  const result = rotationResult(inputs, deployKeys !== null, current, previousDeployKey, age)

  if (age !== null && inputs.rotateIfOlderThanDays !== null && age < inputs.rotateIfOlderThanDays) {
    runner.notice(
      `The deploy key '${previousDeployKey?.title}' is ${plural(age, 'day')} old, younger than ${inputs.rotateIfOlderThanDays}; no rotation.`
    )
    result.notes.push(
      `The current deploy key is ${plural(age, 'day')} old; 'rotate-if-older-than' is ${inputs.rotateIfOlderThanDays}.`
    )
    return { ...result, changed: false }
  }
  const title = `${inputs.deployKeyTitle} ${now.toISOString().slice(0, 10)}`
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
  // Nothing changes on Travis CI until GitHub lists the new deploy key, and Travis CI still holds
  // what it held when the run started (read side by side with GitHub's listing).
  const added =
    deployKeys === null
      ? null
      : await runner.group('Add the new GitHub deploy key', () =>
          addConfirmedDeployKey(context, deployKeys, key, title, inputs.deployKeyReadOnly, () =>
            expectUnchanged(context, current)
          )
        )
  const installed = await runner.group('Install the key pair on Travis CI', () =>
    installOrRollBack(context, key, current, inputs.description, {
      added,
      previous: previousDeployKey
    })
  )
  const deployKey = added === null ? null : toView(added)
  if (installed.kind === 'unknown') {
    return unknownOutcomeResult(result, key, deployKey, installed.failure)
  }
  // The previous deploy key goes only once Travis CI was read back holding the new key.
  const removal =
    previousDeployKey === null || deployKeys === null || !installed.done.confirmed
      ? null
      : await runner.group('Remove the previous deploy key', () =>
          removePrevious(context, deployKeys, previousDeployKey)
        )
  runner.info(`Rotated: ${current?.fingerprint ?? 'none'} → ${installed.done.keyPair.fingerprint}.`)
  // Said once it is true: a run that failed before this point rotated nothing.
  if (deployKeys === null) {
    runner.warning(
      "No 'github-token': only the Travis CI key pair was rotated; GitHub was not updated. " +
        "Register the 'ssh-public-key' output as a deploy key where the key is used."
    )
  }
  return {
    ...result,
    changed: true,
    keyPair: installed.done.keyPair,
    fingerprintSha256: sha256FingerprintOfKeyPair(installed.done.keyPair),
    sshPublicKey: key.sshPublicKey,
    deployKey,
    removedDeployKeyId: removal === 'removed' ? (previousDeployKey?.id ?? null) : null,
    ...(removal === 'already-gone' && previousDeployKey !== null && added !== null
      ? {
          previousDeployKeyGone: true,
          failure: previousGoneMeanwhile(key, added, previousDeployKey, inputs.deployKeyTitle),
          failureTodo:
            'this run rotated the key; check the deploy keys for what the other run left, as the cause says. The outputs are set for the steps after it.'
        }
      : {})
  }
}

/**
 * Whether Travis CI holds the new key is not known: the step fails, but the outputs still carry
 * the new public key and the new deploy key, which may be the ones in use.
 */
function unknownOutcomeResult(
  result: RotationResult,
  key: PreparedKey,
  deployKey: DeployKeyView | null,
  failure: string
): RotationResult {
  return {
    ...result,
    changed: true,
    failure,
    failureTodo:
      'find-key-pair shows which key Travis CI holds once the write has settled; ' +
      'then remove the deploy key the cause names. The outputs are set for the steps after it.',
    keyPair: null,
    fingerprintSha256: null,
    sshPublicKey: key.sshPublicKey,
    deployKey,
    fingerprintOfUnknownWrite: key.fingerprint
  }
}

/**
 * The rotation is whole, but the previous deploy key was gone before this run removed it: another
 * run (or person) changed the deploy keys meanwhile, and may have left a deploy key of its own.
 */
function previousGoneMeanwhile(
  key: PreparedKey,
  added: DeployKey,
  previous: DeployKey,
  titlePrefix: string
): string {
  return (
    `Travis CI holds this run's key pair ${key.fingerprint}, in deploy key '${added.title}' (id ${added.id}), ` +
    `but the previous deploy key '${previous.title}' (id ${previous.id}) was already gone when this run came to remove it: ` +
    'another run or person changed the deploy keys at the same time (overlapping rotations). ' +
    `Check the deploy keys for another run's key titled '${titlePrefix} YYYY-MM-DD' that Travis CI does not hold. ` +
    CONCURRENCY_ADVICE
  )
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
  const ageWords = age === null ? 'of unknown age' : `${plural(age, 'day')} old`
  const steps = [
    `generate a ${inputs.keyBits}-bit RSA key`,
    withGitHub ? `add it as deploy key '${title}'` : null,
    current === null
      ? 'create the Travis CI key pair'
      : `replace the Travis CI key pair ${current.fingerprint}`,
    previous === null
      ? null
      : `remove deploy key '${previous.title}' (id ${previous.id}, ${ageWords})`
  ].filter(Boolean)
  context.runner.info(`Dry run: would ${steps.join(', then ')}. Nothing was changed.`)
}

function rotationResult(
  inputs: RotationInputs,
  withGitHub: boolean,
  current: KeyPairView | null,
  previous: DeployKey | null,
  age: number | null
): RotationResult {
  return {
    ...resultBase('rotation', 'rotate-key-pair', { dryRun: inputs.dryRun }),
    keyPair: current,
    fingerprintSha256: sha256FingerprintOfKeyPair(current),
    previousFingerprint: current?.fingerprint ?? null,
    sshPublicKey: '',
    withGitHub,
    deployKey: null,
    previousDeployKey: previous === null ? null : toView(previous),
    keyAgeDays: age,
    removedDeployKeyId: null
  }
}
