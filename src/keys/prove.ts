// Proof that an RSA private key is whole before anything is uploaded: its numbers fit together
// (the public half is the one of the private half) and it signs what its public half verifies.
// A key with one changed character still loads, and would be uploaded and installed broken.
import { createPublicKey, randomBytes, sign, verify, type KeyObject } from 'node:crypto'

import { damagedKey, KeyMaterialError } from './errors.js'
import { rsaNumbers, toBigInt, type RsaNumbers } from './rsa-numbers.js'

/**
 * The key's numbers, once proven to fit; otherwise throws KeyMaterialError('damaged'), naming
 * what does not fit and never any key text. A multi-prime key (RFC 8017 §3.2, `openssl genrsa
 * -primes 3`) is refused as what it is, not as damaged: its JWK shows only two of its primes, and
 * OpenSSL signs correctly even when the others are damaged, so no proof reaches them.
 */
export function proveRsaKey(key: KeyObject): RsaNumbers {
  const numbers = rsaNumbers(key)
  const { n, e, d, p, q, dp, dq, qi } = numbers
  if (p <= 1n || q <= 1n || n % (p * q) !== 0n) {
    throw damagedKey('its public modulus is not the product of its private primes')
  }
  if (n !== p * q) throw new KeyMaterialError('multi-prime')
  const exponentsFit =
    (e * d) % (p - 1n) === 1n &&
    (e * d) % (q - 1n) === 1n &&
    dp === d % (p - 1n) &&
    dq === d % (q - 1n) &&
    (q * qi) % p === 1n
  if (!exponentsFit) throw damagedKey('its private exponents do not fit its primes')
  const challenge = randomBytes(32)
  let signature: Buffer
  try {
    signature = sign('sha256', challenge, key)
  } catch {
    throw damagedKey('it cannot sign')
  }
  if (!verify('sha256', challenge, createPublicKey(key), signature)) {
    throw damagedKey('a signature made with it does not verify with its public half')
  }
  return numbers
}

/** The public key in an OpenSSH file's header must be the one of its private section. */
export function proveSameRsaPublicKey(key: KeyObject, header: { e: Buffer; n: Buffer }): void {
  const { e, n } = rsaNumbers(key)
  if (e !== toBigInt(header.e) || n !== toBigInt(header.n)) {
    throw damagedKey("the public key in the OpenSSH header is not the private key's public half")
  }
}
