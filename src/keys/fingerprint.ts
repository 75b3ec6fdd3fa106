import { createHash, createPublicKey, type KeyObject } from 'node:crypto'

/** SSH wire format of an RSA public key (RFC 4253 §6.6): string "ssh-rsa", mpint e, mpint n. */
export function sshRsaBlob(publicKey: KeyObject): Buffer {
  const jwk = publicOf(publicKey).export({ format: 'jwk' })
  if (jwk.kty !== 'RSA' || jwk.n === undefined || jwk.e === undefined) {
    throw new TypeError(`expected an RSA key, got ${publicKey.asymmetricKeyType}`)
  }
  return Buffer.concat([
    sshString(Buffer.from('ssh-rsa', 'latin1')),
    sshMpint(Buffer.from(jwk.e, 'base64url')),
    sshMpint(Buffer.from(jwk.n, 'base64url'))
  ])
}

/** MD5 of the SSH public key blob as `aa:bb:…`, as Travis CI and `ssh-keygen -l -E md5` show it. */
export function fingerprintOf(key: KeyObject): string {
  return md5Fingerprint(sshRsaBlob(key))
}

/** SHA256 of the SSH public key blob as `SHA256:<base64, no padding>`, as GitHub and `ssh-keygen -l` show it. */
export function sha256FingerprintOf(key: KeyObject): string {
  return sha256Fingerprint(sshRsaBlob(key))
}

/**
 * Both fingerprints of a PEM RSA public key (e.g. Travis CI's `public_key`); null when the text
 * is no RSA public key.
 */
export function fingerprintsOfPublicKeyPem(pem: string): { md5: string; sha256: string } | null {
  let blob: Buffer
  try {
    blob = sshRsaBlob(createPublicKey(pem))
  } catch {
    return null
  }
  return { md5: md5Fingerprint(blob), sha256: sha256Fingerprint(blob) }
}

/**
 * Fingerprint of a one-line OpenSSH public key (`<type> <base64> [comment]`), e.g. a GitHub
 * deploy key; null when the line is not of that form.
 */
export function fingerprintOfSshPublicKeyLine(line: string): string | null {
  const base64 = line.trim().split(/\s+/)[1]
  if (base64 === undefined || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null
  return md5Fingerprint(Buffer.from(base64, 'base64'))
}

function md5Fingerprint(blob: Buffer): string {
  // 32 hex digits in pairs: a colon after every pair but the last.
  return createHash('md5')
    .update(blob)
    .digest('hex')
    .replace(/(..)(?!$)/g, '$1:')
}

function sha256Fingerprint(blob: Buffer): string {
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`
}

/** One-line OpenSSH public key: `ssh-rsa <base64>[ comment]`. */
export function sshPublicKeyOf(key: KeyObject, comment?: string): string {
  const line = `ssh-rsa ${sshRsaBlob(key).toString('base64')}`
  const oneLineComment = comment?.replace(/\s+/g, ' ').trim()
  return oneLineComment ? `${line} ${oneLineComment}` : line
}

/** SubjectPublicKeyInfo PEM with a trailing newline, as Travis CI renders `public_key`. */
export function publicKeyPemOf(key: KeyObject): string {
  return publicOf(key).export({ type: 'spki', format: 'pem' }).toString()
}

function publicOf(key: KeyObject): KeyObject {
  return key.type === 'private' ? createPublicKey(key) : key
}

function sshString(data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  return Buffer.concat([length, data])
}

/** Unsigned big-endian integer as an SSH mpint: no redundant leading zeros, 0x00 before a high bit. */
function sshMpint(magnitude: Buffer): Buffer {
  let start = 0
  while (start < magnitude.length && magnitude[start] === 0) start++
  const digits = magnitude.subarray(start)
  const needsPad = digits.length > 0 && digits[0] >= 0x80
  return sshString(needsPad ? Buffer.concat([Buffer.from([0]), digits]) : digits)
}
