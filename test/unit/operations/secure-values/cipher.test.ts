// The ciphers: a secure value round-trips with the key's private half as Travis CI decrypts it,
// up to the most one block holds; a file is what openssl aes-256-cbc -d reads back.
import { execFileSync } from 'node:child_process'
import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  encryptFileBytes,
  encryptSecure,
  mostSecureBytes,
  publicKeyOf
} from '../../../../src/operations/secure-values/cipher.js'

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
const pem = String(publicKey.export({ type: 'spki', format: 'pem' }))

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'])
    return true
  } catch {
    return false
  }
}

describe('encryptSecure', () => {
  it('round-trips NAME=value with the private half, with PKCS#1 v1.5 padding', () => {
    const key = publicKeyOf(pem)
    if (key === null) throw new Error('no key')
    const secure = encryptSecure(key, 'DEPLOY_TOKEN=s3cr3t-välue')
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(secure, 'base64')
    )
    expect(plain.toString('utf8')).toBe('DEPLOY_TOKEN=s3cr3t-välue')
    expect(secure).not.toContain('s3cr3t')
    // Random padding: the same value never encrypts the same twice.
    expect(encryptSecure(key, 'A=b')).not.toBe(encryptSecure(key, 'A=b'))
  })

  it('holds at most the modulus less 11 bytes', () => {
    const key = publicKeyOf(pem)
    if (key === null) throw new Error('no key')
    expect(mostSecureBytes(key)).toBe(245)
    expect(() => encryptSecure(key, 'x'.repeat(245))).not.toThrow()
    expect(() => encryptSecure(key, 'x'.repeat(246))).toThrow()
  })

  it('knows no key in what is no RSA public key', () => {
    expect(publicKeyOf('nonsense')).toBeNull()
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey
    expect(publicKeyOf(String(ec.export({ type: 'spki', format: 'pem' })))).toBeNull()
  })
})

describe('encryptFileBytes', () => {
  const data = Buffer.from(`-----BEGIN KEY-----\n${'z'.repeat(1000)}\n\u0000\u00ff end`, 'latin1')

  it('is AES-256-CBC with PKCS#7 padding and no salt header', () => {
    const { keyHex, ivHex, encrypted } = encryptFileBytes(data)
    expect(keyHex).toMatch(/^[0-9a-f]{64}$/)
    expect(ivHex).toMatch(/^[0-9a-f]{32}$/)
    expect(encrypted.length).toBe(Math.floor(data.length / 16) * 16 + 16)
    expect(encrypted.subarray(0, 8).toString('latin1')).not.toBe('Salted__')
    const decipher = createDecipheriv(
      'aes-256-cbc',
      Buffer.from(keyHex, 'hex'),
      Buffer.from(ivHex, 'hex')
    )
    expect(Buffer.concat([decipher.update(encrypted), decipher.final()])).toEqual(data)
  })

  it.runIf(hasOpenssl())('is what openssl aes-256-cbc -K -iv -d decrypts', () => {
    const { keyHex, ivHex, encrypted } = encryptFileBytes(data)
    const dir = mkdtempSync(join(tmpdir(), 'enc-'))
    writeFileSync(join(dir, 'secret.enc'), encrypted)
    execFileSync('openssl', [
      ...['aes-256-cbc', '-K', keyHex, '-iv', ivHex],
      ...['-in', join(dir, 'secret.enc'), '-out', join(dir, 'secret'), '-d']
    ])
    expect(readFileSync(join(dir, 'secret'))).toEqual(data)
  })
})
