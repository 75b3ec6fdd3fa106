// Proof that an RSA private key is whole before anything is uploaded: its numbers fit together
// (the public half is the one of the private half) and it signs what its public half verifies.
// A key with one changed character still loads, and would be uploaded and installed broken.
import { createPublicKey, randomBytes, sign, verify, type KeyObject } from 'node:crypto'

import { KeyMaterialError } from './errors.js'
import { rsaNumbers, toBigInt } from './rsa-numbers.js'

/** Throws KeyMaterialError('damaged'), naming what does not fit and never any key text. */
export function proveRsaKey(key: KeyObject): void {
  const numbers = rsaNumbers(key)
  if (numbers === undefined) throw damaged('it lacks parts of an RSA private key')
  const { n, e, d, p, q, dp, dq, qi } = numbers
  if (p <= 1n || q <= 1n || n !== p * q) {
    throw damaged('its public modulus is not the product of its private primes')
  }
  const exponentsFit =
    (e * d) % (p - 1n) === 1n &&
    (e * d) % (q - 1n) === 1n &&
    dp === d % (p - 1n) &&
    dq === d % (q - 1n) &&
    (q * qi) % p === 1n
  if (!exponentsFit) throw damaged('its private exponents do not fit its primes')
  const challenge = randomBytes(32)
  let signature: Buffer
  try {
    signature = sign('sha256', challenge, key)
  } catch {
    throw damaged('it cannot sign')
  }
  if (!verify('sha256', challenge, createPublicKey(key), signature)) {
    throw damaged('a signature made with it does not verify with its public half')
  }
}

/** The public key in an OpenSSH file's header must be the one of its private section. */
export function proveSameRsaPublicKey(key: KeyObject, header: { e: Buffer; n: Buffer }): void {
  const numbers = rsaNumbers(key)
  if (
    numbers === undefined ||
    numbers.e !== toBigInt(header.e) ||
    numbers.n !== toBigInt(header.n)
  ) {
    throw damaged("the public key in the OpenSSH header is not the private key's public half")
  }
}

function damaged(what: string): KeyMaterialError {
  return new KeyMaterialError(
    'damaged',
    undefined,
    `the key is damaged: ${what}; copy the whole key again from where it is kept`
  )
}
