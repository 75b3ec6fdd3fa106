// /repo/{repo}/key_pair: find, create, update, delete (docs/travis-api.md#key-pair); and
// /repo/{repo}/key_pair/generated: find (docs/travis-api.md#key-pair-generated).
// The fingerprint is computed here from the key itself, independently of the action's own code,
// so that a bug in one does not hide a bug in the other.
import { createHash, createPrivateKey, createPublicKey } from 'node:crypto'
import { TravisApiError, notFound, repoAccessError, resultResponse } from './render.mjs'
import { includes, requireLoginAndRepo, warnUnknownParams } from './params.mjs'
import { sharedGeneratedKey } from './state.mjs'

/** @typedef {import('./params.mjs').TravisContext} TravisContext */
/** @typedef {import('./state.mjs').TravisRepo} TravisRepo */
/** @typedef {import('./render.mjs').Json} Json */
/** @typedef {import('../fake-http.mjs').FakeResponse} FakeResponse */
/** @typedef {import('node:crypto').KeyObject} KeyObject */

const KEY_PAIR_FIELDS = { key_pair: ['description', 'public_key', 'fingerprint'] }

/**
 * SSH wire `string`: uint32 length, then the bytes.
 * @param {Buffer} bytes
 */
function sshString(bytes) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(bytes.length)
  return Buffer.concat([length, bytes])
}

/**
 * SSH wire `mpint` of a positive big-endian integer: no leading zeros, but a zero byte in front
 * when the high bit is set (so it does not read as negative).
 * @param {Buffer} magnitude
 */
function sshMpint(magnitude) {
  let start = 0
  while (start < magnitude.length - 1 && magnitude[start] === 0) start += 1
  const trimmed = magnitude.subarray(start)
  return sshString(trimmed[0] & 0x80 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed)
}

/**
 * MD5 over the SSH public key blob as lower-case colon hex, like `ssh-keygen -l -E md5`.
 * @param {KeyObject} key an RSA public or private key
 * @returns {string}
 */
export function sshMd5Fingerprint(key) {
  const publicKey = key.type === 'public' ? key : createPublicKey(key)
  const jwk = publicKey.export({ format: 'jwk' })
  const blob = Buffer.concat([
    sshString(Buffer.from('ssh-rsa')),
    sshMpint(Buffer.from(String(jwk.e), 'base64url')),
    sshMpint(Buffer.from(String(jwk.n), 'base64url'))
  ])
  const hex = createHash('md5').update(blob).digest('hex')
  return /** @type {string[]} */ (hex.match(/../g)).join(':')
}

/**
 * The key the server would accept: an unencrypted RSA private key in PKCS#1 or PKCS#8 PEM.
 * OpenSSH-format and encrypted keys make `createPrivateKey` throw, as they make Ruby's loader fail.
 * @param {unknown} value
 * @returns {KeyObject | undefined}
 */
export function parseRsaPrivateKey(value) {
  if (typeof value !== 'string') return undefined
  if (!/-----BEGIN (RSA )?PRIVATE KEY-----/.test(value)) return undefined
  try {
    const key = createPrivateKey({ key: value, format: 'pem' })
    return key.asymmetricKeyType === 'rsa' ? key : undefined
  } catch {
    return undefined
  }
}

/**
 * @param {unknown} value
 * @returns {boolean} Ruby's `blank?`: missing, null, or only whitespace
 */
function isBlank(value) {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

/**
 * @param {TravisRepo} repo
 * @param {TravisContext} ctx
 * @param {'standard' | 'minimal'} representation
 * @returns {Json}
 */
function renderKeyPair(repo, ctx, representation) {
  const keyPair = /** @type {import('./state.mjs').TravisKeyPair} */ (repo.keyPair)
  const privateKey = /** @type {KeyObject} */ (parseRsaPrivateKey(keyPair.privateKey))
  const publicKey = createPublicKey(privateKey)
  return {
    '@type': 'key_pair',
    '@href': `/repo/${repo.id}/key_pair`,
    '@representation': representation,
    ...(representation === 'standard' && {
      '@permissions': { read: true, write: Boolean(ctx.user?.keyPairWrite) }
    }),
    description: keyPair.description,
    public_key: String(publicKey.export({ type: 'spki', format: 'pem' })),
    fingerprint: sshMd5Fingerprint(publicKey)
  }
}

/**
 * login → repo → private (or Enterprise) → the rest.
 * @param {TravisContext} ctx
 */
function gate(ctx) {
  const { repo, user } = requireLoginAndRepo(ctx)
  if (!repo.private && !ctx.enterprise) throw new TravisApiError(403, 'private_repo_feature')
  return { repo, user }
}

/**
 * @param {TravisRepo} repo
 */
function requireKeyPair(repo) {
  if (!repo.keyPair) throw notFound('key_pair')
  return repo.keyPair
}

/**
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function findKeyPair(ctx) {
  const { repo } = gate(ctx)
  warnUnknownParams(ctx, 'key_pair', [])
  requireKeyPair(repo)
  includes(ctx, KEY_PAIR_FIELDS)
  return resultResponse(200, renderKeyPair(repo, ctx, 'standard'), ctx.warnings)
}

/**
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function createKeyPair(ctx) {
  const { repo, user } = gate(ctx)
  warnUnknownParams(ctx, 'key_pair', ['description', 'value'])
  if (!user.keyPairWrite) throw repoAccessError(repo, 'create_key_pair')
  if (repo.keyPair) throw new TravisApiError(409, 'duplicate_resource')
  // Only the dotted keys are read; bare `value`/`description` are safelisted but ignored.
  const value = ctx.params.get('key_pair.value')
  if (isBlank(value)) throw new TravisApiError(400, 'wrong_params')
  if (!parseRsaPrivateKey(value)) throw new TravisApiError(422, 'unprocessable_entity')
  const description = ctx.params.get('key_pair.description')
  repo.keyPair = {
    privateKey: String(value),
    description: description === undefined ? null : /** @type {string | null} */ (description)
  }
  return resultResponse(201, renderKeyPair(repo, ctx, 'standard'), ctx.warnings)
}

/**
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function updateKeyPair(ctx) {
  const { repo, user } = gate(ctx)
  warnUnknownParams(ctx, 'key_pair', ['description', 'value'])
  const keyPair = requireKeyPair(repo)
  if (!user.keyPairWrite) {
    throw new TravisApiError(
      403,
      'insufficient_access',
      'operation requires write access to key_pair',
      {
        resource_type: 'key_pair',
        permission: 'write',
        key_pair: renderKeyPair(repo, ctx, 'minimal')
      }
    )
  }
  const hasValue = ctx.params.has('key_pair.value')
  const value = ctx.params.get('key_pair.value')
  if (hasValue && !parseRsaPrivateKey(value)) throw new TravisApiError(422, 'unprocessable_entity')
  if (hasValue) keyPair.privateKey = String(value)
  if (ctx.params.has('key_pair.description')) {
    keyPair.description = /** @type {string | null} */ (ctx.params.get('key_pair.description'))
  }
  return resultResponse(200, renderKeyPair(repo, ctx, 'standard'), ctx.warnings)
}

/**
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function deleteKeyPair(ctx) {
  const { repo, user } = gate(ctx)
  requireKeyPair(repo)
  if (!user.keyPairWrite) throw repoAccessError(repo, 'delete_key_pair')
  repo.keyPair = null
  // 204 with an empty body and no Content-Type (the live tier's conformance test; docs/travis-api.md#kp-statuses:
  // the spec's stubbed stack adds one, the real server does not).
  return { status: 204, headers: {}, body: '' }
}

/**
 * GET /repo/{repo}/key_pair/generated: the repository's own key, which Travis CI decrypts
 * `secure:` values with. travis-api `routes.rb` (`resource :ssl_key, as: :key_pair_generated`,
 * `route '/key_pair/generated'`, `get :find`), `services/ssl_key/find.rb`
 * (`check_login_and_find(:repository)`, then `query.find(repository) || not_found(false, :key_pair)`:
 * a login and a visible repository, private or public), `renderer/ssl_key.rb` (`type :key_pair`,
 * the fields of a key pair, description 'This key pair was generated by Travis CI'), and
 * `models/ssl_key.rb` (`public_key` is the PEM of the public half; the fingerprint as a key pair's).
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function findGeneratedKey(ctx) {
  const { repo } = requireLoginAndRepo(ctx)
  warnUnknownParams(ctx, 'key_pair', [])
  if (repo.generatedKey === null) throw notFound('key_pair')
  const pem = repo.generatedKey ?? sharedGeneratedKey()
  const privateKey = /** @type {KeyObject} */ (parseRsaPrivateKey(pem))
  const publicKey = createPublicKey(privateKey)
  return resultResponse(
    200,
    {
      '@type': 'key_pair',
      '@href': `/repo/${repo.id}/key_pair/generated`,
      '@representation': 'standard',
      '@permissions': { read: true, write: Boolean(ctx.user?.keyPairWrite) },
      description: 'This key pair was generated by Travis CI',
      public_key: String(publicKey.export({ type: 'spki', format: 'pem' })),
      fingerprint: sshMd5Fingerprint(publicKey)
    },
    ctx.warnings
  )
}
