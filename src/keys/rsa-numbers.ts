// The numbers of an RSA private key (RFC 8017 §3.2) as bigints, read from its JWK form, and the
// CRT exponents filled in where a converter left them out.
import { createPrivateKey, type KeyObject } from 'node:crypto'

export interface RsaNumbers {
  n: bigint
  e: bigint
  d: bigint
  p: bigint
  q: bigint
  dp: bigint
  dq: bigint
  qi: bigint
}

const NAMES = ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'] as const

/**
 * The numbers of an RSA private key. Node writes all eight into the JWK of every RSA private key
 * (RFC 7518 §6.3.2), and only RSA private keys are passed here.
 */
export function rsaNumbers(key: KeyObject): RsaNumbers {
  const jwk = key.export({ format: 'jwk' })
  const numbers: Partial<RsaNumbers> = {}
  for (const name of NAMES) numbers[name] = toBigInt(Buffer.from(jwk[name] as string, 'base64url'))
  return numbers as RsaNumbers
}

/**
 * The key with dp = d mod (p−1) and dq = d mod (q−1): the OpenSSH format stores neither, and
 * sshpk writes them as 0 when it converts such a key to PKCS#1. A key they cannot be computed
 * for (a prime of 0 or 1) or that OpenSSL will not build with them (e.g. a modulus far smaller
 * than its primes) is returned as it is: the proof then refuses it.
 */
export function withCrtExponents(key: KeyObject): KeyObject {
  const { d, p, q } = rsaNumbers(key)
  if (p <= 1n || q <= 1n) return key
  const jwk = key.export({ format: 'jwk' })
  try {
    return createPrivateKey({
      key: { ...jwk, dp: toBase64Url(d % (p - 1n)), dq: toBase64Url(d % (q - 1n)) },
      format: 'jwk'
    })
  } catch {
    return key
  }
}

export function toBigInt(bytes: Buffer): bigint {
  return bytes.length === 0 ? 0n : BigInt(`0x${bytes.toString('hex')}`)
}

function toBase64Url(value: bigint): string {
  const hex = value.toString(16)
  return Buffer.from(hex.length % 2 === 0 ? hex : `0${hex}`, 'hex').toString('base64url')
}
