// rotate-key-pair's step (4)–(5): install the new key on Travis CI and verify it, or, when that
// fails, decide from what Travis holds whether the new deploy key must go again.
import type { DeployKey, DeployKeysPort } from '../github/deploy-keys.js'
import type { PreparedKey } from '../keys/index.js'
import type { NotCreated } from '../retry.js'
import type { OperationContext } from './context.js'
import {
  createKeyPairSafely,
  findKeyPairHolding,
  patchKeyPair,
  uploadBody,
  verifyFingerprint
} from './key-pair-upload.js'
import type { KeyPairView } from './result.js'

type Install =
  | { ok: true; keyPair: KeyPairView }
  | {
      ok: false
      error: unknown
      /** Set when the failed step has read Travis back already (the safe create does). */
      lastReadBack?: NotCreated
    }

/**
 * Installs the key on Travis CI. On failure, what Travis holds decides: the upload may have been
 * applied although its answer was lost, and then the new deploy key is the working one. Only when
 * Travis holds another key (or none) is the new deploy key removed; when Travis cannot be read,
 * both deploy keys stay. Travis is read back once: a failed create has done it already.
 */
export async function installOrRollBack(
  context: OperationContext,
  key: PreparedKey,
  current: KeyPairView | null,
  description: string,
  added: DeployKey | null
): Promise<KeyPairView> {
  const install = await installOnTravis(context, key, current, description)
  if (install.ok) return install.keyPair
  const readBack =
    install.lastReadBack ??
    (await findKeyPairHolding(context, key).catch(() => 'unreadable' as const))
  if (typeof readBack === 'object') {
    context.runner.info(
      'Travis CI answered with an error, but holds the new key: the update went through.'
    )
    return readBack.found
  }
  const { deployKeys } = context
  if (added !== null && deployKeys !== null) {
    if (readBack === 'unreadable') keepBoth(context, added)
    else await rollBack(context, deployKeys, added)
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

/** Removes the deploy key this run added, so the old key stays the working one on both sides. */
async function rollBack(
  context: OperationContext,
  deployKeys: DeployKeysPort,
  added: DeployKey
): Promise<void> {
  try {
    await deployKeys.remove(added.id)
    context.runner.warning(
      `Installing the key on Travis CI failed; the new deploy key (id ${added.id}) was removed again. The previous key still works.`
    )
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    context.runner.warning(
      `Installing the key on Travis CI failed, and removing the new deploy key (id ${added.id}) failed too: ${reason.replace(/\.$/, '')}. Remove it by hand.`
    )
  }
}

/** Travis could not be read back: either key may be the one installed, so both deploy keys stay. */
function keepBoth(context: OperationContext, added: DeployKey): void {
  context.runner.warning(
    `Installing the key on Travis CI failed and the key pair could not be read back; both deploy keys were kept. ` +
      `Check the key pair (find-key-pair) and remove deploy key ${added.id} if Travis still holds the old key.`
  )
}
