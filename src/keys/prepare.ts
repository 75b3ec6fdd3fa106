import { createPrivateKey, type KeyObject } from 'node:crypto'
import sshpk from 'sshpk'

import { damagedKey, KeyMaterialError, type NonRsaKeyKind } from './errors.js'
import { openSshKeyKind, readOpenSshHeader } from './openssh.js'
import {
  fingerprintOf,
  publicKeyPemOf,
  sha256FingerprintOf,
  sshPublicKeyOf
} from './fingerprint.js'
import { proveRsaKey, proveSameRsaPublicKey } from './prove.js'
import { withCrtExponents } from './rsa-numbers.js'

export interface PreparedKey {
  /** What to upload: unencrypted PEM RSA, PKCS#1 or PKCS#8, LF line endings, trailing newline. */
  privateKeyPem: string
  fingerprint: string
  /** `SHA256:…`, as GitHub and `ssh-keygen -l` show it. */
  fingerprintSha256: string
  publicKeyPem: string
  sshPublicKey: string
  bits: number
  source: 'pem' | 'openssh-converted' | 'decrypted'
}

interface PemBlock {
  label: string
  /** The whole block, normalised, with a trailing newline. */
  pem: string
  body: string
}

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----\n([\s\S]*?)\n?-----END \1-----/g
const PUBLIC_KEY_TEXT = [
  /-----BEGIN (?:RSA )?PUBLIC KEY-----/,
  /---- BEGIN SSH2 PUBLIC KEY ----/,
  /^(?:ssh-\S+|ecdsa-sha2-\S+|sk-\S+)\s+AAAA/m
]
/** OpenSSH ciphers sshpk can decrypt (it lacks chacha20-poly1305 and the GCM modes). */
const OPENSSH_CIPHERS = new Set(
  ['aes128', 'aes192', 'aes256'].flatMap((aes) => [`${aes}-ctr`, `${aes}-cbc`])
)
const NODE_KEY_KINDS: Record<string, NonRsaKeyKind> = {
  ec: 'EC',
  ed25519: 'Ed25519',
  ed448: 'Ed448',
  dsa: 'DSA',
  x25519: 'X25519',
  x448: 'X448',
  dh: 'DH',
  'rsa-pss': 'RSA-PSS'
}

/**
 * Checks a user-supplied private key locally and returns what Travis CI will accept: an
 * unencrypted PEM RSA key. Converts OpenSSH-format RSA keys and decrypts encrypted keys; throws
 * KeyMaterialError for anything else. An empty passphrase counts as none.
 */
export function preparePrivateKey(text: string, passphrase?: string): PreparedKey {
  const normalised = normaliseText(text)
  if (normalised === '') throw new KeyMaterialError('empty')
  const pass = passphrase === '' ? undefined : passphrase
  const block = firstPrivateKeyBlock(normalised)
  if (block === undefined) {
    const isPublic = PUBLIC_KEY_TEXT.some((pattern) => pattern.test(normalised))
    throw new KeyMaterialError(isPublic ? 'public-key' : 'not-a-key')
  }
  switch (block.label) {
    case 'RSA PRIVATE KEY':
    case 'PRIVATE KEY':
    case 'ENCRYPTED PRIVATE KEY':
      return fromPem(block, pass)
    case 'OPENSSH PRIVATE KEY':
      return fromOpenSsh(block, pass)
    case 'EC PRIVATE KEY':
      throw new KeyMaterialError('not-rsa', 'EC')
    case 'DSA PRIVATE KEY':
      throw new KeyMaterialError('not-rsa', 'DSA')
    default:
      throw new KeyMaterialError('not-a-key')
  }
}

/**
 * The fields derived from an RSA private key, once the key is proven whole (it signs and
 * verifies, its halves match); shared with generate.ts.
 */
export function describeKey(
  key: KeyObject,
  privateKeyPem: string,
  source: PreparedKey['source']
): PreparedKey {
  const { n } = proveRsaKey(key)
  return {
    privateKeyPem,
    fingerprint: fingerprintOf(key),
    fingerprintSha256: sha256FingerprintOf(key),
    publicKeyPem: publicKeyPemOf(key),
    sshPublicKey: sshPublicKeyOf(key),
    bits: n.toString(2).length,
    source
  }
}

function fromPem(block: PemBlock, passphrase: string | undefined): PreparedKey {
  const encrypted =
    block.label === 'ENCRYPTED PRIVATE KEY' || /^Proc-Type:\s*4,ENCRYPTED$/m.test(block.pem)
  if (encrypted && passphrase === undefined) throw new KeyMaterialError('passphrase-missing')
  const key = loadPem(block.pem, encrypted ? passphrase : undefined)
  if (key === undefined) throw new KeyMaterialError(encrypted ? 'passphrase-wrong' : 'not-a-key')
  requireRsa(key)
  if (!encrypted) return describeKey(key, block.pem, 'pem')
  return describeKey(key, key.export({ type: 'pkcs8', format: 'pem' }).toString(), 'decrypted')
}

function fromOpenSsh(block: PemBlock, passphrase: string | undefined): PreparedKey {
  const header = readOpenSshHeader(block.body)
  if (header === undefined) throw new KeyMaterialError('not-a-key')
  if (header.keyType !== 'ssh-rsa') {
    throw new KeyMaterialError('openssh-not-rsa', openSshKeyKind(header.keyType))
  }
  const encrypted = header.cipher !== 'none'
  if (encrypted && !OPENSSH_CIPHERS.has(header.cipher)) {
    throw new KeyMaterialError(
      'not-a-key',
      undefined,
      'the OpenSSH key is encrypted with a cipher that cannot be read here; convert it to PEM with: ssh-keygen -p -m PEM -f key'
    )
  }
  if (encrypted && passphrase === undefined) throw new KeyMaterialError('passphrase-missing')
  let parsed: sshpk.PrivateKey
  try {
    parsed = sshpk.parsePrivateKey(block.pem, 'ssh', encrypted ? { passphrase } : {})
  } catch {
    throw new KeyMaterialError(encrypted ? 'passphrase-wrong' : 'not-a-key')
  }
  if (parsed.type !== 'rsa') throw new KeyMaterialError('openssh-not-rsa', 'non-RSA')
  const loaded = loadConverted(parsed)
  if (loaded === undefined) throw damagedKey('it lacks parts of an RSA private key')
  const key = withCrtExponents(loaded)
  proveSameRsaPublicKey(key, header.publicKey)
  return describeKey(key, pkcs1Of(key), 'openssh-converted')
}

/**
 * The key as PKCS#1 PEM. OpenSSL refuses to write numbers that do not form an RSA key (a damaged
 * private part whose public half is intact); the proof then says what is wrong with them.
 */
function pkcs1Of(key: KeyObject): string {
  try {
    return `${normaliseText(key.export({ type: 'pkcs1', format: 'pem' }).toString())}\n`
  } catch {
    proveRsaKey(key)
    throw damagedKey('its numbers cannot be written as an RSA key')
  }
}

/** sshpk's RSA key as a node:crypto one, through PKCS#1; undefined when a number is missing. */
function loadConverted(parsed: sshpk.PrivateKey): KeyObject | undefined {
  let pkcs1: string
  try {
    // sshpk asserts that every number is there only when it writes the key.
    pkcs1 = parsed.toString('pkcs1')
  } catch {
    return undefined
  }
  return loadPem(`${normaliseText(pkcs1)}\n`, undefined)
}

function loadPem(pem: string, passphrase: string | undefined): KeyObject | undefined {
  try {
    return createPrivateKey({ key: pem, format: 'pem', passphrase })
  } catch {
    return undefined
  }
}

function requireRsa(key: KeyObject): void {
  const type = key.asymmetricKeyType
  // Node knows more key types than have a name here (ml-dsa-44, …): those are 'non-RSA'.
  if (type !== 'rsa') throw new KeyMaterialError('not-rsa', NODE_KEY_KINDS[`${type}`] ?? 'non-RSA')
}

function normaliseText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim()
}

function firstPrivateKeyBlock(text: string): PemBlock | undefined {
  for (const match of text.matchAll(PEM_BLOCK)) {
    const [whole, label, body] = match
    if (label.endsWith('PRIVATE KEY')) return { label, pem: `${whole}\n`, body }
  }
  return undefined
}
