// rotate-key-pair's step (1) without waiting in line: the Travis key pair and the GitHub deploy
// keys are read side by side, and the new key (which can take a second or more) is generated
// meanwhile whenever the run will surely use it.
import type { DeployKey } from '../../github/deploy-keys.js'
import type { PreparedKey, RsaKeyBits } from '../../keys/index.js'
import type { InputsFor } from '../../inputs/parsed.js'
import type { OperationContext } from '../context.js'
import { readKeyPair } from '../key-pair/key-pair.js'
import type { KeyPairView } from '../result.js'
import { findPreviousDeployKey } from './github.js'

export interface CurrentKeys {
  current: KeyPairView | null
  previousDeployKey: DeployKey | null
}

/**
 * Reads the Travis key pair and lists the deploy keys at the same time. The Travis read is
 * awaited first, so when both fail its error is the one reported, as when they ran one after the
 * other; the listing is then left to finish unheard.
 */
export async function readCurrentKeys(
  context: OperationContext,
  titlePrefix: string
): Promise<CurrentKeys> {
  const { runner, deployKeys } = context
  const travisRead = readKeyPair(context)
  const listing = deployKeys === null ? null : quietWhenAbandoned(deployKeys.list())
  const current = await travisRead
  runner.info(
    current === null ? 'Travis CI: no key pair yet.' : `Travis CI: key pair ${current.fingerprint}.`
  )
  const previousDeployKey =
    listing === null ? null : findPreviousDeployKey(context, await listing, current, titlePrefix)
  return { current, previousDeployKey }
}

/**
 * Starts generating the new key before the reads, when nothing after them can stop the rotation
 * short of a failure: not in a dry run (it generates nothing) and not with rotate-if-older-than
 * (the reads may show a young key, and the key would be made for nothing). Null: generate later.
 * The key is neither masked nor logged until it is taken; one left behind by a failed read is
 * dropped unseen, and its own failure then goes unreported (the read's error is the run's).
 */
export function generationAhead(
  inputs: InputsFor<'rotate-key-pair'>,
  generateKey: (bits: RsaKeyBits) => Promise<PreparedKey>
): Promise<PreparedKey> | null {
  if (inputs.dryRun || inputs.rotateIfOlderThanDays !== null) return null
  // A generator that throws instead of rejecting still fails where the key is taken.
  return quietWhenAbandoned(new Promise((resolve) => resolve(generateKey(inputs.keyBits))))
}

/**
 * The promise itself, marked as handled: if an earlier step fails and nobody awaits it any more,
 * its rejection must not end the run as an unhandled one. Whoever awaits it still gets the error.
 */
function quietWhenAbandoned<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined)
  return promise
}
