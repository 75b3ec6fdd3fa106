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

/** The numbers of an RSA private key; undefined when one is missing. */
export function rsaNumbers(key: KeyObject): RsaNumbers | undefined {
  const jwk = key.export({ format: 'jwk' }) as Record<string, unknown>
  const numbers: Partial<RsaNumbers> = {}
  for (const name of NAMES) {
    const value = jwk[name]
    if (typeof value !== 'string') return undefined
    numbers[name] = toBigInt(Buffer.from(value, 'base64url'))
  }
  return numbers as RsaNumbers
}

/**
 * The key with dp = d mod (p−1) and dq = d mod (q−1) where they are zero: the OpenSSH format
 * stores neither, and sshpk writes them as 0 when it converts such a key to PKCS#1. A key with
 * both already set is returned as it is; so is one these cannot be computed for (the proof then
 * refuses it).
 */
export function withCrtExponents(key: KeyObject): KeyObject {
  const numbers = rsaNumbers(key)
  if (numbers === undefined || (numbers.dp !== 0n && numbers.dq !== 0n)) return key
  const { d, p, q } = numbers
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
