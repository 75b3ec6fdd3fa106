// rotate-key-pair's step (4)–(5): install the new key on Travis CI, read it back to make sure no
// other run replaced it meanwhile, or, when the install fails, decide from what Travis holds
// whether the new deploy key must go again, and say truthfully what Travis holds.
import { ActionError, messageOf } from '../action-error.js'
import type { DeployKey, DeployKeysPort } from '../github/deploy-keys.js'
import type { PreparedKey } from '../keys/index.js'
import type { NotCreated } from '../retry.js'
import type { OperationContext } from './context.js'
import { createKeyPairSafely, uploadBody, verifyFingerprint } from './key-pair-upload.js'
import { patchKeyPair } from './key-pair-wire.js'
import { readBackKeyPair } from './key-pair-verify.js'
import type { KeyPairView } from './result.js'

type Install =
  | { ok: true; keyPair: KeyPairView }
  | {
      ok: false
      error: unknown
      /** Set when the failed step has read Travis back already (the safe create does). */
      lastReadBack?: NotCreated
    }

/** What Travis CI holds after a failed install. */
type Held =
  | { kind: 'ours'; keyPair: KeyPairView }
  | { kind: 'none' }
  | { kind: 'other'; keyPair: KeyPairView | null }
  | { kind: 'unreadable' }

export interface Installed {
  keyPair: KeyPairView
  /** False when Travis could not be read back after the write: the previous deploy key stays. */
  confirmed: boolean
}

/**
 * Installs the key on Travis CI and reads it back. On failure, what Travis holds decides: the
 * upload may have been applied although its answer was lost, and then the new deploy key is the
 * working one. Only when Travis holds another key (or none) is the new deploy key removed; when
 * Travis cannot be read, both deploy keys stay. A failed create has read Travis back already.
 */
export async function installOrRollBack(
  context: OperationContext,
  key: PreparedKey,
  current: KeyPairView | null,
  description: string,
  added: DeployKey | null
): Promise<Installed> {
  const install = await installOnTravis(context, key, current, description)
  if (install.ok) return confirmInstalled(context, key, install.keyPair, added)
  const held = await heldAfterFailure(context, key, install.lastReadBack)
  if (held.kind === 'ours') {
    context.runner.info(
      'Travis CI answered with an error, but holds the new key: the update went through.'
    )
    return { keyPair: held.keyPair, confirmed: true }
  }
  const { deployKeys } = context
  if (added !== null && deployKeys !== null) {
    if (held.kind === 'unreadable') keepBoth(context, added, key)
    else await rollBack(context, deployKeys, added, travisSide(current, held))
  }
  throw install.error
}

async function installOnTravis(
  context: OperationContext,
  key: PreparedKey,
  current: KeyPairView | null,
  description: string
): Promise<Install> {
  let installed: KeyPairView
  try {
    if (current === null) {
      const created = await createKeyPairSafely(context, key, description)
      if (!created.ok) return created
      installed = created.keyPair
    } else {
      installed = await patchKeyPair(context, uploadBody(key, description))
    }
    verifyFingerprint(key, installed)
  } catch (error) {
    return { ok: false, error }
  }
  context.runner.info(`Travis CI key pair is now ${installed.fingerprint}.`)
  return { ok: true, keyPair: installed }
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
      `Travis CI answered with the new key pair ${installed.fingerprint}, but it could not be read back to rule out another run changing it at the same time, so the previous deploy key was kept. ` +
        'Remove it once find-key-pair shows the new fingerprint.'
    )
    return { keyPair: installed, confirmed: false }
  }
  if (after?.fingerprint === key.fingerprint) return { keyPair: after, confirmed: true }
  const holds = after === null ? 'no key pair' : `key pair ${after.fingerprint}`
  throw new ActionError(
    `Travis CI holds ${holds} right after this run installed ${key.fingerprint}: another run or person changed it at the same time (overlapping rotations). ${strayKeyNote(added, key)} ` +
      'Give the rotating workflow one `concurrency` group per repository so that rotations never overlap.'
  )
}

/** What is left of this run after an overlapping rotation: its key, and its deploy key if any. */
function strayKeyNote(added: DeployKey | null, key: PreparedKey): string {
  if (added === null) return "This run's key (its 'ssh-public-key') is not installed."
  return `This run's deploy key '${added.title}' (id ${added.id}) holds a key Travis CI does not hold: remove deploy key ${added.id} unless find-key-pair shows ${key.fingerprint}; no deploy key was removed.`
}

async function heldAfterFailure(
  context: OperationContext,
  key: PreparedKey,
  lastReadBack: NotCreated | undefined
): Promise<Held> {
  if (lastReadBack === 'absent') return { kind: 'none' }
  if (lastReadBack === 'other') return { kind: 'other', keyPair: null }
  if (lastReadBack === 'unreadable') return { kind: 'unreadable' }
  const after = await readBackKeyPair(context)
  if (after === 'unreadable') return { kind: 'unreadable' }
  if (after === null) return { kind: 'none' }
  return after.fingerprint === key.fingerprint
    ? { kind: 'ours', keyPair: after }
    : { kind: 'other', keyPair: after }
}

/** What Travis CI holds after a rollback, compared with what it held before the run. */
function travisSide(
  before: KeyPairView | null,
  held: Extract<Held, { kind: 'none' | 'other' }>
): string {
  if (held.kind === 'none') {
    return before === null
      ? 'Travis CI had no key pair before this run and has none now.'
      : `Travis CI now holds no key pair (it held ${before.fingerprint} before this run).`
  }
  const now = held.keyPair
  if (before !== null && now?.fingerprint === before.fingerprint) {
    return `Travis CI still holds the previous key pair (${before.fingerprint}), and no other deploy key was removed: the previous key still works.`
  }
  const which = now === null ? '' : ` (${now.fingerprint})`
  const previous = before === null ? '' : `, not the previous one (${before.fingerprint})`
  return `Travis CI holds a key pair this run did not install${which}${previous}; no other deploy key was removed.`
}

/** Removes the deploy key this run added, so the old key stays the working one on both sides. */
async function rollBack(
  context: OperationContext,
  deployKeys: DeployKeysPort,
  added: DeployKey,
  travis: string
): Promise<void> {
  try {
    await deployKeys.remove(added.id)
    context.runner.warning(
      `Installing the key on Travis CI failed; the new deploy key (id ${added.id}) was removed again. ${travis}`
    )
  } catch (error) {
    context.runner.warning(
      `Installing the key on Travis CI failed, and removing the new deploy key (id ${added.id}) failed too: ${messageOf(error).replace(/\.$/, '')}. Remove it by hand. ${travis}`
    )
  }
}

/** Travis could not be read back: either key may be the one installed, so both deploy keys stay. */
function keepBoth(context: OperationContext, added: DeployKey, key: PreparedKey): void {
  context.runner.warning(
    `Installing the key on Travis CI failed and the key pair could not be read back; both deploy keys were kept. ` +
      `Check the key pair (find-key-pair) and remove deploy key ${added.id} unless it shows ${key.fingerprint}.`
  )
}
