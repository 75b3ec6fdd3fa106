// Throw-away RSA private keys for tests.
import { generateKeyPairSync } from 'node:crypto'

/** A new RSA private key as PEM (PKCS#1 unless asked for PKCS#8). */
export function newRsaPem(bits = 2048, type: 'pkcs1' | 'pkcs8' = 'pkcs1'): string {
  return String(
    generateKeyPairSync('rsa', { modulusLength: bits }).privateKey.export({ type, format: 'pem' })
  )
}
