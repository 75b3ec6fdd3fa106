// The repository's generated key (GET key_pair/generated): the key Travis CI decrypts `secure:`
// values with, not the key pair of find-key-pair. A value must fit one RSA block of it.
import type { KeyObject } from 'node:crypto'
import { ActionError } from '../../lib/action-error.js'
import { grouped } from '../../runtime/text.js'
import { requestKeyPairGeneratedGet } from '../../travis/resources/key-pair.js'
import type { OperationContext } from '../context.js'
import { keyBits, mostSecureBytes, publicKeyOf } from './cipher.js'
import type { GeneratedKeyView } from './result.js'

export interface GeneratedKey {
  key: KeyObject
  view: GeneratedKeyView
}

export async function readGeneratedKey(context: OperationContext): Promise<GeneratedKey> {
  const record = await requestKeyPairGeneratedGet(context.client)
  const key = publicKeyOf(record.public_key)
  if (key === null) {
    throw new ActionError(
      "Travis CI's answer to key_pair/generated holds no RSA public key, so nothing can be encrypted for this repository."
    )
  }
  const view = { bits: keyBits(key), fingerprint: record.fingerprint }
  context.runner.info(
    `Read the repository's own key (${view.bits}-bit RSA, ${view.fingerprint}), which Travis CI decrypts secure values with.`
  )
  return { key, view }
}

/**
 * Fails, before anything is encrypted, when `text` (what `what` names) is longer than one block
 * of the key holds, naming encrypt-file, which takes any length.
 */
export function checkFits(key: GeneratedKey, text: string, what: string): void {
  const bytes = Buffer.byteLength(text, 'utf8')
  const most = mostSecureBytes(key.key)
  if (bytes <= most) return
  throw new ActionError(
    `${what} is ${grouped(bytes)} bytes long; the repository's ${key.view.bits}-bit key encrypts at most ${grouped(most)}` +
      ' (RSA with PKCS#1 v1.5 padding, as Travis CI decrypts it). Put a longer secret in a file and use encrypt-file.'
  )
}
