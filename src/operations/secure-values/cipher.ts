// The two ciphers of Travis CI's secure values, on node:crypto. A `secure:` value is RSA with
// PKCS#1 v1.5 padding under the repository's generated key, base64, as `travis encrypt` makes it
// (travis.rb) and travis-build decrypts it (the key's private half, `ssl_key.rb` `decrypt`). A file
// is AES-256-CBC with a random key and IV and PKCS#7 padding, with no salt header: exactly what
// `openssl aes-256-cbc -K <hex> -iv <hex>` writes and reads back with `-d`.
import {
  constants,
  createCipheriv,
  createPublicKey,
  publicEncrypt,
  randomBytes,
  type KeyObject
} from 'node:crypto'
import { ActionError } from '../../lib/action-error.js'
import { holdsSecret } from '../../runtime/mask.js'

/** The repository's key, from the PEM travis-api renders; null when it is no RSA public key. */
export function publicKeyOf(pem: string): KeyObject | null {
  try {
    const key = createPublicKey({ key: pem, format: 'pem' })
    return key.asymmetricKeyType === 'rsa' ? key : null
  } catch {
    return null
  }
}

/** The key's modulus in bits. */
export function keyBits(key: KeyObject): number {
  return key.asymmetricKeyDetails?.modulusLength ?? 0
}

/** The most bytes one RSA block with PKCS#1 v1.5 padding holds: the modulus less 11. */
export function mostSecureBytes(key: KeyObject): number {
  return Math.floor(keyBits(key) / 8) - 11
}

/** Tries at most, each about 0.1 ms: a secret of one character lets through one in about 250. */
const CIPHERTEXT_TRIES = 10_000

/**
 * `text` (UTF-8) encrypted for a `secure:` entry; the caller checks it fits (mostSecureBytes).
 * PKCS#1 v1.5 padding is random, so every encryption is another ciphertext of the same value: the
 * one taken holds no secret of the run by chance. A secret `1` would otherwise turn each `1` of
 * the base64 into *** in the output, the summary and the file, and Travis CI could not decrypt it.
 */
export function encryptSecure(key: KeyObject, text: string): string {
  for (let tries = 0; tries < CIPHERTEXT_TRIES; tries++) {
    const block = publicEncrypt(
      { key, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(text, 'utf8')
    )
    const secure = block.toString('base64')
    if (!holdsSecret(secure)) return secure
  }
  throw new ActionError(
    `every one of ${CIPHERTEXT_TRIES} encryptions held a secret of this run in its text, which the action would replace by ***; ` +
      'a secret of one character does this: use a longer one.'
  )
}

export interface EncryptedFile {
  /** 32 bytes, as 64 hexadecimal characters (openssl's -K). */
  keyHex: string
  /** 16 bytes, as 32 hexadecimal characters (openssl's -iv). */
  ivHex: string
  encrypted: Buffer
}

/** `data` under a fresh random key and IV, as openssl aes-256-cbc -K -iv writes it. */
export function encryptFileBytes(data: Buffer): EncryptedFile {
  const key = randomBytes(32)
  const iv = randomBytes(16)
  const cipher = createCipheriv('aes-256-cbc', key, iv)
  const encrypted = Buffer.concat([cipher.update(data), cipher.final()])
  return { keyHex: key.toString('hex'), ivHex: iv.toString('hex'), encrypted }
}
