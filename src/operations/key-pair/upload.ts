// A key on its way to the key pair, behind the key pair writes and rotation: local checks before
// anything is sent and a create that is never repeated blindly. The body, the fingerprint check
// after every upload, reading and the PATCH, which parse no key, are in key-pair.ts.
import { ActionError } from '../../lib/action-error.js'
import { KeyMaterialError, preparePrivateKey, type PreparedKey } from '../../keys/index.js'
import { maskSecret } from '../../runtime/mask.js'
import type { WriteOutcome } from '../../lib/write-outcome.js'
import type { KeyInput } from '../../inputs/parsed.js'
import { TravisApiError } from '../../travis/errors.js'
import type { OperationContext } from '../context.js'
import {
  explainKeyPairError,
  readKeyPair,
  toKeyPairView,
  unknownKeyPairWrite,
  uploadBody
} from './key-pair.js'
import { requestKeyPairPost } from '../../travis/resources/key-pair.js'
import type { KeyPairView } from '../result.js'

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

/** The key pair a run would install, as Travis would render it. */
export function predictedKeyPair(prepared: PreparedKey, description: string): KeyPairView {
  return { description, public_key: prepared.publicKeyPem, fingerprint: prepared.fingerprint }
}

/** A create done: the key pair, and false when the key was there before (409 to the first POST). */
export type KeyPairCreate = WriteOutcome<{ keyPair: KeyPairView; created: boolean }>

/**
 * POST the key pair (lib/retry.ts write). After any failure, read the key pair back: if it holds
 * this key, the create went through; only when there is none (and the failure was transient) is
 * the POST sent again.
 * A failure is the create's last error, with its hint; with no clear answer and no read-back
 * either, the key pair may hold the new key all the same: unknown.
 */
export async function createKeyPairSafely(
  context: OperationContext,
  prepared: PreparedKey,
  description: string
): Promise<KeyPairCreate> {
  const { client, runner } = context
  /** The create's last error, with its hint; unknown when it may have landed unseen. */
  const failed = (error: unknown, unreadable: boolean): KeyPairCreate => {
    if (!(error instanceof TravisApiError)) return { kind: 'refused', failure: error }
    const explained = explainKeyPairError(error)
    return unreadable && explained.mayHaveLanded
      ? unknownKeyPairWrite(explained, 'created')
      : { kind: 'refused', failure: explained }
  }
  return client.write({
    send: async (attempt) => {
      const body = uploadBody(prepared, description)
      return {
        keyPair: toKeyPairView(await requestKeyPairPost(client, body, attempt)),
        created: true
      }
    },
    afterFailure: () => 'read-back',
    readBack: async (error, attempt) => {
      const installed = await readKeyPair(context)
      if (installed === null) return 'absent'
      if (installed.fingerprint !== prepared.fingerprint) return failed(error, false)
      const status = error instanceof TravisApiError ? error.status : 0
      // A 409 on the first POST means the key was there before; later, it may be our own POST.
      if (status === 409 && attempt === 1) {
        runner.info('The key pair already holds this key; nothing was changed.')
        return { kind: 'done', done: { keyPair: installed, created: false } }
      }
      runner.info(
        `The create answered with an error (${status || 'no response'}), but the key pair holds the new key.`
      )
      return { kind: 'done', done: { keyPair: installed, created: true } }
    },
    unreadable: (error) => failed(error, true),
    notLanded: (error) => failed(error, false),
    onResend: (delayMs) =>
      runner.info(
        `The create failed and no key pair exists; sending it again in ${(delayMs / 1000).toFixed(1)} s.`
      )
  })
}
