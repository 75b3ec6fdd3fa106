export type KeyMaterialReason =
  | 'public-key'
  | 'not-rsa'
  | 'openssh-not-rsa'
  | 'not-a-key'
  | 'passphrase-missing'
  | 'passphrase-wrong'
  | 'damaged'
  | 'multi-prime'
  | 'empty'

/** Display names of key types that are not RSA; a closed set, so no key text reaches a message. */
export type NonRsaKeyKind =
  | 'EC'
  | 'ECDSA'
  | 'ECDSA-SK'
  | 'Ed25519'
  | 'ed25519'
  | 'ed25519-SK'
  | 'Ed448'
  | 'DSA'
  | 'X25519'
  | 'X448'
  | 'DH'
  | 'RSA-PSS'
  | 'non-RSA'

const RSA_PEM_HOWTO = 'Generate one with: ssh-keygen -t rsa -b 4096 -m PEM -f key'

const MESSAGES: Record<KeyMaterialReason, string> = {
  'public-key':
    "this is a public key; 'private-key' needs the private half (BEGIN RSA PRIVATE KEY or BEGIN PRIVATE KEY)",
  'not-rsa': `the key is not an RSA key; Travis CI accepts only RSA keys. ${RSA_PEM_HOWTO}`,
  'openssh-not-rsa': `the key is an OpenSSH-format key that is not RSA; Travis CI accepts only RSA keys. ${RSA_PEM_HOWTO}`,
  'not-a-key':
    'the text is not a PEM or OpenSSH private key; give the whole key, including its BEGIN and END lines',
  'passphrase-missing':
    "the key is encrypted and no 'passphrase' input was given; set 'passphrase' or give an unencrypted key",
  'passphrase-wrong': "the 'passphrase' does not decrypt the key; check the 'passphrase' input",
  damaged:
    'the key is damaged: its parts do not fit together; copy the whole key again from where it is kept',
  'multi-prime': `the key is an RSA key with more than two primes, which cannot be proven whole before the upload; use a two-prime RSA key. ${RSA_PEM_HOWTO}`,
  empty:
    "the key is empty; give the private key text in 'private-key' (or a file in 'private-key-path')"
}

/**
 * A supplied key that cannot be uploaded. The message names the case and what to do; it never
 * contains key text or a passphrase, and no underlying error is attached as `cause`. A key kind
 * is named only where the message has a place for it: a key that is not RSA.
 */
export class KeyMaterialError extends Error {
  override readonly name = 'KeyMaterialError'
  readonly reason: KeyMaterialReason
  readonly keyKind: NonRsaKeyKind | undefined

  constructor(reason: 'not-rsa' | 'openssh-not-rsa', keyKind: NonRsaKeyKind)
  constructor(reason: KeyMaterialReason, keyKind?: undefined, message?: string)
  constructor(reason: KeyMaterialReason, keyKind?: NonRsaKeyKind, message?: string) {
    super(message ?? messageFor(reason, keyKind))
    this.reason = reason
    this.keyKind = keyKind
  }
}

function messageFor(reason: KeyMaterialReason, kind: NonRsaKeyKind | undefined): string {
  if (kind === undefined) return MESSAGES[reason]
  if (reason === 'openssh-not-rsa') {
    return `the key is an OpenSSH-format ${kind} key; Travis CI accepts only RSA keys. ${RSA_PEM_HOWTO}`
  }
  const article = /^[aeiorx]/i.test(kind) ? 'an' : 'a'
  return `the key is ${article} ${kind} private key; Travis CI accepts only RSA keys. ${RSA_PEM_HOWTO}`
}

/** KeyMaterialError('damaged') naming what does not fit, never any key text. */
export function damagedKey(what: string): KeyMaterialError {
  return new KeyMaterialError(
    'damaged',
    undefined,
    `the key is damaged: ${what}; copy the whole key again from where it is kept`
  )
}
