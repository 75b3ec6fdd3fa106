import { generateKeyPair, type KeyObject } from 'node:crypto'
import { promisify } from 'node:util'

import { describeKey, type PreparedKey } from './prepare.js'

export type RsaKeyBits = 2048 | 3072 | 4096

const RSA_KEY_BITS: readonly RsaKeyBits[] = [2048, 3072, 4096]

const generateKeyPairAsync = promisify(generateKeyPair)

/**
 * A new RSA key, private half as PKCS#1 PEM. Generated on libuv's thread pool: a 4096-bit key
 * can take seconds, and the event loop (timeouts, log output) keeps running meanwhile.
 */
export async function generateRsaKeyAsync(bits: RsaKeyBits): Promise<PreparedKey> {
  checkBits(bits)
  const { privateKey } = await generateKeyPairAsync('rsa', {
    modulusLength: bits,
    publicExponent: 0x10001
  })
  return describeGenerated(privateKey)
}

function describeGenerated(privateKey: KeyObject): PreparedKey {
  return describeKey(
    privateKey,
    privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    'pem'
  )
}

function checkBits(bits: number): void {
  if (!RSA_KEY_BITS.includes(bits as RsaKeyBits)) {
    throw new RangeError(`RSA key size must be 2048, 3072 or 4096 bits, got ${bits}`)
  }
}
