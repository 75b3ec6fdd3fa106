// The key pair on the wire, behind the key pair operations and rotation: reading it, local checks
// before anything is sent, the body, a create that is never repeated blindly, the PATCH, a
// fingerprint check after every upload, and the hints that explain the server's refusals.
import { ActionError } from '../action-error.js'
import { KeyMaterialError, preparePrivateKey, type PreparedKey } from '../keys/index.js'
import { maskSecret } from '../mask.js'
import { createOnce, type NotCreated, type ReadBack } from '../retry.js'
import type { KeyInput } from '../inputs/parsed.js'
import { TravisApiError, classifyTravisFailure } from '../travis/errors.js'
import type { OperationContext } from './context.js'
import type { KeyPairView } from './result.js'
import { includeParameter } from '../travis/paths.js'

export type KeyPairBody = { 'key_pair.value'?: string; 'key_pair.description'?: string }

/** Checks, converts or decrypts the key locally; nothing is sent when it cannot be used. */
export function prepareKeyInput(context: OperationContext, key: KeyInput): PreparedKey {
  let prepared: PreparedKey
  try {
    prepared = preparePrivateKey(key.text, key.passphrase)
  } catch (error) {
    if (error instanceof KeyMaterialError) {
      throw new ActionError(
        `Input '${key.from}' cannot be used: ${error.message}. Nothing was sent.`
      )
    }
    throw error
  }
  // A converted or decrypted key is a new secret text: mask it before anything can print it.
  maskSecret(context.runner.mask, prepared.privateKeyPem)
  if (prepared.source === 'openssh-converted') {
    context.runner.notice(
      'The OpenSSH-format RSA key was converted to PEM locally; Travis CI accepts only PEM keys.'
    )
  } else if (prepared.source === 'decrypted') {
    context.runner.info(
      "The encrypted key was decrypted locally with 'passphrase'; the decrypted key is uploaded."
    )
  } else if (key.passphrase !== '') {
    context.runner.warning(
      "Input 'passphrase' was given, but the key is not encrypted; it was not needed."
    )
  }
  context.runner.info(`Key: RSA ${prepared.bits} bits, fingerprint ${prepared.fingerprint}.`)
  return prepared
}

export function uploadBody(prepared: PreparedKey | null, description: string): KeyPairBody {
  return {
    ...(prepared === null ? {} : { 'key_pair.value': prepared.privateKeyPem }),
    ...(description === '' ? {} : { 'key_pair.description': description })
  }
}

/** The key pair a run would install, as Travis would render it. */
export function predictedKeyPair(prepared: PreparedKey, description: string): KeyPairView {
  return { description, public_key: prepared.publicKeyPem, fingerprint: prepared.fingerprint }
}

export type KeyPairCreate =
  | {
      ok: true
      keyPair: KeyPairView
      /** False when the key was installed before this run (a 409 on the first POST). */
      created: boolean
    }
  | {
      ok: false
      /** The create's last error, with its hint. */
      error: unknown
      /** What reading the key pair back after that error showed; rotation decides on it. */
      lastReadBack: NotCreated
    }

/**
 * POST the key pair. After any failure, read the key pair back: if it holds this key, the create
 * went through; only when there is none (and the failure was transient) is the POST sent again.
 */
export async function createKeyPairSafely(
  context: OperationContext,
  prepared: PreparedKey,
  description: string
): Promise<KeyPairCreate> {
  const { client, runner } = context
  const outcome = await createOnce({
    policy: client.retryPolicy,
    create: async (attempt) =>
      toKeyPairView(
        await client.post<KeyPairView>('key_pair', uploadBody(prepared, description), attempt)
      ),
    findCreated: () => findKeyPairHolding(context, prepared),
    classify: classifyTravisFailure,
    onResend: (delayMs) =>
      runner.info(
        `The create failed and no key pair exists; sending it again in ${(delayMs / 1000).toFixed(1)} s.`
      )
  })
  if (!outcome.ok) {
    const { error, lastReadBack } = outcome
    return {
      ok: false,
      error: error instanceof TravisApiError ? explainKeyPairError(error) : error,
      lastReadBack
    }
  }
  const keyPair = outcome.value
  if (outcome.foundAfter === null) return { ok: true, keyPair, created: true }
  const { failure, attempt } = outcome.foundAfter
  // A 409 on the first POST means the key was there before; later, it may be our own POST.
  if (failure?.status === 409 && attempt === 1) {
    runner.info('The key pair already holds this key; nothing was changed.')
    return { ok: true, keyPair, created: false }
  }
  runner.info(
    `The create answered with an error (${failure?.status || 'no response'}), but the key pair holds the new key.`
  )
  return { ok: true, keyPair, created: true }
}

/** Whether the key pair holds this key, after a failed upload; throws when it cannot be read. */
export async function findKeyPairHolding(
  context: OperationContext,
  prepared: PreparedKey
): Promise<ReadBack<KeyPairView>> {
  const installed = await readKeyPair(context)
  if (installed === null) return 'absent'
  return installed.fingerprint === prepared.fingerprint ? { found: installed } : 'other'
}

export async function patchKeyPair(
  context: OperationContext,
  body: KeyPairBody
): Promise<KeyPairView> {
  try {
    return toKeyPairView(await context.client.patch<KeyPairView>('key_pair', body))
  } catch (error) {
    throw error instanceof TravisApiError ? explainKeyPairError(error) : error
  }
}

/** The server's fingerprint must be the one computed locally, or the wrong key may be installed. */
export function verifyFingerprint(prepared: PreparedKey, installed: KeyPairView): void {
  if (installed.fingerprint !== prepared.fingerprint) {
    throw new ActionError(
      `Travis CI reports fingerprint ${installed.fingerprint} after the upload, but the key's fingerprint is ` +
        `${prepared.fingerprint}; the installed key may not be the one intended. Check it with find-key-pair.`
    )
  }
}

/**
 * The hint for a refused create or update. No 400 wrong_params here: the action always sends a
 * value it proved (travis-api-contract §2.4 answers 400 only to a missing or blank one).
 */
function explainKeyPairError(error: TravisApiError): TravisApiError {
  if (error.status === 409) {
    return error.withHint(
      'The repository already has a key pair: use set-key-pair (replaces it only when it differs) or update-key-pair.'
    )
  }
  if (error.status === 422) {
    return error.withHint(
      'Travis CI accepts only unencrypted RSA private keys in PEM form (BEGIN RSA PRIVATE KEY or BEGIN PRIVATE KEY).'
    )
  }
  if (error.status === 404 && error.resourceType === 'key_pair') {
    return error.withHint(
      'The repository has no key pair: create one with create-key-pair or set-key-pair.'
    )
  }
  return error
}

/** The installed key pair, or null when there is none (404 key_pair). */
export async function readKeyPair(
  context: OperationContext,
  include: string[] = []
): Promise<KeyPairView | null> {
  try {
    const body = await context.client.get<KeyPairView>('key_pair', {
      include: includeParameter(include)
    })
    return toKeyPairView(body)
  } catch (error) {
    if (isMissingKeyPair(error)) return null
    throw error
  }
}

/** A 404 about the key pair itself, not about the repository. */
export function isMissingKeyPair(error: unknown): boolean {
  return (
    error instanceof TravisApiError && error.status === 404 && error.resourceType === 'key_pair'
  )
}

export function toKeyPairView(body: KeyPairView): KeyPairView {
  return {
    description: body.description ?? '',
    public_key: body.public_key,
    fingerprint: body.fingerprint
  }
}
