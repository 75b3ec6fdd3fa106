// The unencrypted header of an `openssh-key-v1` private key (OpenSSH's PROTOCOL.key): its cipher
// and its public key's type and numbers, read before sshpk sees the key, so that a key that is no
// RSA key, or whose header does not match its private part, is named as such.
import type { NonRsaKeyKind } from './errors.js'

const OPENSSH_MAGIC = Buffer.from('openssh-key-v1\0', 'latin1')

export interface OpenSshHeader {
  cipher: string
  keyType: string
  /** The RSA numbers of the header's public key (empty for other key types). */
  publicKey: { e: Buffer; n: Buffer }
}

/** Reads the unencrypted header of an `openssh-key-v1` key: cipher, public key type and numbers. */
export function readOpenSshHeader(body: string): OpenSshHeader | undefined {
  const data = Buffer.from(body.replace(/\s+/g, ''), 'base64')
  if (!data.subarray(0, OPENSSH_MAGIC.length).equals(OPENSSH_MAGIC)) return undefined
  const fields = sshFieldReader(data, OPENSSH_MAGIC.length)
  const cipher = fields.string()
  const kdf = fields.string()
  const kdfOptions = fields.string()
  const keyCount = fields.uint32()
  const publicKey = fields.string()
  if (!cipher || !kdf || !kdfOptions || keyCount !== 1 || !publicKey) return undefined
  const publicFields = sshFieldReader(publicKey, 0)
  const keyType = publicFields.string()
  if (!keyType) return undefined
  // For ssh-rsa: mpint e, mpint n (RFC 4253 §6.6); a sign byte of 0 is no part of the number.
  const e = publicFields.string() ?? Buffer.alloc(0)
  const n = publicFields.string() ?? Buffer.alloc(0)
  return {
    cipher: cipher.toString('latin1'),
    keyType: keyType.toString('latin1'),
    publicKey: { e, n }
  }
}

/** Bounds-checked reads of SSH wire-format fields (RFC 4251 §5); undefined past the end. */
function sshFieldReader(data: Buffer, start: number) {
  let offset = start
  const uint32 = (): number | undefined => {
    if (offset + 4 > data.length) return undefined
    const value = data.readUInt32BE(offset)
    offset += 4
    return value
  }
  const string = (): Buffer | undefined => {
    const length = uint32()
    if (length === undefined || offset + length > data.length) return undefined
    const value = data.subarray(offset, offset + length)
    offset += length
    return value
  }
  return { uint32, string }
}

export function openSshKeyKind(keyType: string): NonRsaKeyKind {
  if (keyType === 'ssh-ed25519') return 'ed25519'
  if (keyType === 'sk-ssh-ed25519@openssh.com') return 'ed25519-SK'
  if (keyType.startsWith('ecdsa-sha2-')) return 'ECDSA'
  if (keyType.startsWith('sk-ecdsa-sha2-')) return 'ECDSA-SK'
  if (keyType === 'ssh-dss') return 'DSA'
  return 'non-RSA'
}
