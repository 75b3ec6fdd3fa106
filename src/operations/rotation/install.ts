// rotate-key-pair's steps (4)–(5): install the new key on Travis CI and read it back, or, when
// the write fails, decide from what it came to whether the new deploy key must go again, and say
// truthfully what Travis holds. A write that may still land, or may have been applied unseen,
// removes no deploy key: either key may be the one in use, and the run says which to remove once
// the outcome is settled. An overlapping run is named, not guessed at.
import { ActionError, messageOf } from '../../lib/action-error.js'
import type { DeployKey, DeployKeysPort } from '../../github/deploy-keys.js'
import type { PreparedKey } from '../../keys/index.js'
import type { OperationContext } from '../context.js'
import { readBackKeyPair } from '../key-pair/key-pair.js'
import type { KeyPairView } from '../result.js'
import { mayHaveBeenApplied, type WriteOutcome } from '../../lib/write-outcome.js'
import { explanationOf } from '../../travis/errors.js'
import { CONCURRENCY_ADVICE, describeHeld, writeKeyPair } from './write.js'

/** The deploy keys of the rotation: the one added by this run and the one it replaces. */
export interface RotationDeployKeys {
  added: DeployKey | null
  previous: DeployKey | null
}

/**
 * The key pair installed (`confirmed` false when Travis could not be read back after the write:
 * the previous deploy key stays), or, when whether Travis holds the new key is unknown, the
 * failure that fails the step; a refused write throws.
 */
export type Installed = Exclude<
  WriteOutcome<{ keyPair: KeyPairView; confirmed: boolean }, string>,
  { kind: 'refused' }
>

/**
 * Installs the key on Travis CI and reads it back. On failure, what the write came to decides:
 * holding the new key, the write went through; holding the previous one (or another) after an
 * answered failure, the new deploy key is removed again; when the write may still land or may
 * have been applied unseen, both deploy keys stay and the outcome is reported as unknown.
 */
export async function installOrRollBack(
  context: OperationContext,
  key: PreparedKey,
  current: KeyPairView | null,
  description: string,
  deployKeys: RotationDeployKeys
): Promise<Installed> {
  const write = await writeKeyPair(context, key, current, description)
  const verb = current === null ? 'create' : 'update'
  const { readBack } = write
  if (write.kind === 'done') {
    context.runner.info(`Travis CI key pair is now ${write.done.fingerprint}.`)
    // Found by a read-back after the write: that read is the confirmation.
    if (readBack === 'found')
      return { kind: 'done', done: { keyPair: write.done, confirmed: true } }
    return confirmInstalled(context, key, write.done, deployKeys.added)
  }
  const unknown = write.kind === 'unknown'
  if (typeof readBack === 'object') {
    const overlap = { failure: write.failure, held: readBack.other, inFlight: unknown }
    return overlapped(context, overlap, verb, key, current, deployKeys.added)
  }
  if (readBack === 'unreadable') {
    if (unknown) {
      const state = mayHaveBeenApplied({
        cause: `The ${verb} got no clear answer and`,
        read: 'the key pair',
        check: null
      })
      return unknownOutcome(write.failure, state, '', key, current, deployKeys)
    }
    if (deployKeys.added !== null) keepBoth(context, deployKeys.added, key)
    throw write.failure
  }
  // Travis holds what it held before the run.
  if (unknown) {
    const held = current === null ? 'no key pair' : `the previous key pair (${current.fingerprint})`
    const state = `Travis CI still holds ${held}, but the ${verb} got no answer, so it may still land.`
    return unknownOutcome(write.failure, state, 'still ', key, current, deployKeys)
  }
  await rollBack(context, deployKeys.added, travisSide(current, current))
  throw write.failure
}

/**
 * The write's answer named our key; a read-back showing another key (or none) means another run
 * or person wrote meanwhile (overlapping rotations): this run's deploy key is then the stray one.
 * Nothing is removed, since which key ends up installed is not this run's to decide.
 */
async function confirmInstalled(
  context: OperationContext,
  key: PreparedKey,
  installed: KeyPairView,
  added: DeployKey | null
): Promise<Installed> {
  const after = await readBackKeyPair(context)
  if (after === 'unreadable') {
    context.runner.warning(
      `Travis CI answered with the new key pair ${installed.fingerprint}, ` +
        'but it could not be read back to rule out another run changing it at the same time, ' +
        'so the previous deploy key was kept. Remove it once find-key-pair shows the new fingerprint.'
    )
    return { kind: 'done', done: { keyPair: installed, confirmed: false } }
  }
  if (after?.fingerprint === key.fingerprint) {
    return { kind: 'done', done: { keyPair: after, confirmed: true } }
  }
  throw new ActionError(
    `Travis CI holds ${describeHeld(after)} right after this run installed ${key.fingerprint}: ` +
      'another run or person changed it at the same time (overlapping rotations). ' +
      `${strayKeyNote(added, key)} ${CONCURRENCY_ADVICE}`
  )
}

/**
 * Travis holds neither the key pair of the run's start nor this run's: another run or person
 * wrote meanwhile, so the write is not sent again. This run's deploy key goes again, unless its
 * write got no answer and may still land over the other key.
 */
async function overlapped(
  context: OperationContext,
  { failure, held, inFlight }: { failure: unknown; held: KeyPairView | null; inFlight: boolean },
  verb: string,
  key: PreparedKey,
  current: KeyPairView | null,
  added: DeployKey | null
): Promise<never> {
  const before = current === null ? 'none' : current.fingerprint
  const overlap =
    `Travis CI now holds ${describeHeld(held)}, ` +
    `neither the key pair it held when this run started (${before}) nor this run's (${key.fingerprint}): ` +
    `another run or person changed it at the same time (overlapping rotations), so the ${verb} was not sent again.`
  if (inFlight) {
    const landing = `This run's ${verb} got no answer and may still land over it. ${strayKeyNote(added, key)}`
    throw new ActionError(`${explanationOf(failure)} ${overlap} ${landing} ${CONCURRENCY_ADVICE}`)
  }
  await rollBack(context, added, travisSide(current, held))
  throw new ActionError(`${explanationOf(failure)} ${overlap} ${CONCURRENCY_ADVICE}`)
}

/**
 * The write's outcome is unknown: nothing is removed, and the failure says which deploy key to
 * remove once find-key-pair shows where it went (`still`: it showed the old key just now).
 */
function unknownOutcome(
  error: unknown,
  state: string,
  still: string,
  key: PreparedKey,
  current: KeyPairView | null,
  { added, previous }: RotationDeployKeys
): Installed {
  const old = current === null ? 'no key pair' : current.fingerprint
  let advice: string
  if (added === null) {
    advice =
      `If find-key-pair shows ${key.fingerprint}, register the 'ssh-public-key' output where the key is used; ` +
      `if it ${still}shows ${old}, the previous key is still in use.`
  } else if (previous === null) {
    const newKey = `the new deploy key (id ${added.id})`
    advice =
      `The new deploy key (id ${added.id}) was kept: if find-key-pair shows ${key.fingerprint}, ${newKey} is the one in use; ` +
      `if it ${still}shows ${old}, remove ${newKey}.`
  } else {
    advice =
      `Both deploy keys were kept: once find-key-pair shows ${key.fingerprint}, ` +
      `remove the previous deploy key '${previous.title}' (id ${previous.id}); ` +
      `if it ${still}shows ${old}, remove the new deploy key (id ${added.id}).`
  }
  return { kind: 'unknown', failure: `${explanationOf(error)} ${state} ${advice}` }
}

/** What is left of this run after an overlapping rotation: its key, and its deploy key if any. */
function strayKeyNote(added: DeployKey | null, key: PreparedKey): string {
  if (added === null) return "This run's key (its 'ssh-public-key') is not installed."
  return (
    `This run's deploy key '${added.title}' (id ${added.id}) holds a key Travis CI does not hold: ` +
    `remove deploy key ${added.id} unless find-key-pair shows ${key.fingerprint}; no deploy key was removed.`
  )
}

/** What Travis CI holds after a rollback, compared with what it held before the run. */
function travisSide(before: KeyPairView | null, now: KeyPairView | null): string {
  if (now === null) {
    return before === null
      ? 'Travis CI had no key pair before this run and has none now.'
      : `Travis CI now holds no key pair (it held ${before.fingerprint} before this run).`
  }
  if (before !== null && now.fingerprint === before.fingerprint) {
    return `Travis CI still holds the previous key pair (${before.fingerprint}), and no other deploy key was removed: the previous key still works.`
  }
  const previous = before === null ? '' : `, not the previous one (${before.fingerprint})`
  return `Travis CI holds a key pair this run did not install (${now.fingerprint})${previous}; no other deploy key was removed.`
}

/** Removes the deploy key this run added, so the old key stays the working one on both sides. */
async function rollBack(
  context: OperationContext,
  added: DeployKey | null,
  travis: string
): Promise<void> {
  const deployKeys: DeployKeysPort | null = context.deployKeys
  if (added === null || deployKeys === null) return
  try {
    await deployKeys.remove(added.id)
    context.runner.warning(
      `Installing the key on Travis CI failed; the new deploy key (id ${added.id}) was removed again. ${travis}`
    )
  } catch (error) {
    context.runner.warning(
      `Installing the key on Travis CI failed, and removing the new deploy key (id ${added.id}) failed too: ` +
        `${messageOf(error).replace(/\.$/, '')}. Remove it by hand. ${travis}`
    )
  }
}

/** Travis could not be read back after a refused write: the new deploy key is named, not removed. */
function keepBoth(context: OperationContext, added: DeployKey, key: PreparedKey): void {
  context.runner.warning(
    `Installing the key on Travis CI failed and the key pair could not be read back; both deploy keys were kept. ` +
      `Check the key pair (find-key-pair) and remove deploy key ${added.id} unless it shows ${key.fingerprint}.`
  )
}
