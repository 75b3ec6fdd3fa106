import { generateKeyPairSync } from 'node:crypto'
import nock from 'nock'
import { describe, expect, it } from 'vitest'
import { ActionError } from '../../../../src/lib/action-error.js'
import { preparePrivateKey } from '../../../../src/keys/index.js'
import { deleteKeyPair, findKeyPair } from '../../../../src/operations/key-pair/find-delete.js'
import {
  createKeyPair,
  setKeyPair,
  updateKeyPair
} from '../../../../src/operations/key-pair/writes.js'
import { sha256FingerprintOfKeyPair } from '../../../../src/operations/key-pair/key-pair.js'
import type { KeyInput } from '../../../../src/inputs/parsed.js'
import { TravisApiError } from '../../../../src/travis/errors.js'
import { API, testContext } from '../../../support/client.js'
import { useNock } from '../../../support/nock.js'
import { fixture } from '../../../support/fixtures.js'
import { rejectionOf } from '../../../support/rejection.js'

const KEY_PAIR = '/repo/octo-org%2Fhello/key_pair'

useNock()

function rsaPem(): string {
  return generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs1', format: 'pem' })
    .toString()
}

const PEM_A = rsaPem()
const PEM_B = rsaPem()
const A = preparePrivateKey(PEM_A)
const B = preparePrivateKey(PEM_B)
const keyInput = (text: string): KeyInput => ({ text, passphrase: '', from: 'private-key' })
const rendered = (key: typeof A, description = '') => ({
  '@type': 'key_pair',
  description,
  public_key: key.publicKeyPem,
  fingerprint: key.fingerprint
})

describe('find-key-pair', () => {
  it('returns the key pair', async () => {
    nock(API).get(KEY_PAIR).reply(200, fixture('key_pair_find.json'))
    const { context } = testContext()
    const result = await findKeyPair(context, {
      operation: 'find-key-pair',
      include: [],
      failIfMissing: false
    })
    expect(result).toMatchObject({
      action: 'found',
      keyPair: {
        fingerprint: '18:7e:31:0b:d8:b6:50:30:2c:15:3c:c5:0e:42:14:d1',
        description: 'foo key pair'
      }
    })
  })

  it('treats 404 key_pair as success with no key pair, unless fail-if-missing', async () => {
    nock(API).get(KEY_PAIR).twice().reply(404, fixture('key_pair_not_found.json'))
    const { context } = testContext()
    const absent = await findKeyPair(context, {
      operation: 'find-key-pair',
      include: [],
      failIfMissing: false
    })
    expect(absent).toMatchObject({ action: 'absent', keyPair: null })
    expect(absent.failure).toBeUndefined()
    const failing = await findKeyPair(context, {
      operation: 'find-key-pair',
      include: [],
      failIfMissing: true
    })
    expect(failing.failure).toBe('the repository has no key pair (fail-if-missing is true).')
  })

  it('does not mistake a repository 404 for a missing key pair', async () => {
    nock(API).get(KEY_PAIR).reply(404, fixture('error_not_found_repository.json'))
    const { context } = testContext()
    await expect(
      findKeyPair(context, { operation: 'find-key-pair', include: [], failIfMissing: false })
    ).rejects.toThrow('the repository is unknown or the token cannot see it')
  })
})

describe('create-key-pair', () => {
  const create = { operation: 'create-key-pair', description: 'deploy', dryRun: false } as const

  it('POSTs the dotted body and verifies the fingerprint', async () => {
    nock(API)
      .post(KEY_PAIR, { 'key_pair.value': A.privateKeyPem, 'key_pair.description': 'deploy' })
      .reply(201, rendered(A, 'deploy'))
    const { context } = testContext()
    const result = await createKeyPair(context, { ...create, key: keyInput(PEM_A) })
    expect(result).toMatchObject({
      action: 'created',
      changed: true,
      keyPair: { fingerprint: A.fingerprint }
    })
  })

  it('sends nothing for a key it cannot use', async () => {
    const { context } = testContext()
    const error = await createKeyPair(context, {
      ...create,
      key: keyInput('ssh-rsa AAAAB3NzaC1yc2E= me@host')
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ActionError)
    expect((error as Error).message).toMatch(
      /^Input 'private-key' cannot be used: this is a public key; .*Nothing was sent\.$/
    )
  })

  it('fails the step when the server reports another fingerprint', async () => {
    nock(API).post(KEY_PAIR).reply(201, rendered(B))
    const { context } = testContext()
    await expect(createKeyPair(context, { ...create, key: keyInput(PEM_A) })).rejects.toThrow(
      `Travis CI reports fingerprint ${B.fingerprint} after the upload, but the key's fingerprint is ${A.fingerprint}`
    )
  })

  it('after a failed POST, reads the key pair: when it holds the key, the create went through', async () => {
    nock(API).post(KEY_PAIR).reply(502, 'Bad Gateway')
    nock(API).get(KEY_PAIR).reply(200, rendered(A, 'deploy'))
    const { context, sleeps } = testContext()
    const result = await createKeyPair(context, { ...create, key: keyInput(PEM_A) })
    expect(result.keyPair?.fingerprint).toBe(A.fingerprint)
    expect(sleeps).toEqual([])
  })

  it('sends the POST again only when the read shows no key pair', async () => {
    nock(API).post(KEY_PAIR).replyWithError({ code: 'ECONNRESET', message: 'socket hang up' })
    nock(API).get(KEY_PAIR).reply(404, fixture('key_pair_not_found.json'))
    nock(API).post(KEY_PAIR).reply(201, rendered(A))
    const { context, sleeps } = testContext()
    const result = await createKeyPair(context, { ...create, key: keyInput(PEM_A) })
    expect(result.keyPair?.fingerprint).toBe(A.fingerprint)
    expect(sleeps).toHaveLength(1)
  })

  it('counts the attempts of a create that keeps failing, and honours Retry-After', async () => {
    for (let i = 0; i < 4; i++) {
      nock(API).post(KEY_PAIR).reply(503, 'Service Unavailable', { 'retry-after': '2' })
      nock(API).get(KEY_PAIR).reply(404, fixture('key_pair_not_found.json'))
    }
    const { context, sleeps } = testContext()
    await expect(createKeyPair(context, { ...create, key: keyInput(PEM_A) })).rejects.toThrow(
      `POST ${KEY_PAIR} failed with HTTP 503: Service Unavailable after 4 attempts.`
    )
    expect(sleeps).toEqual([2000, 2000, 2000])
  })

  it('does not resend when another key appeared, and explains a 409', async () => {
    nock(API).post(KEY_PAIR).reply(409, fixture('key_pair_duplicate.json'))
    nock(API).get(KEY_PAIR).reply(200, rendered(B))
    const { context } = testContext()
    const error = (await createKeyPair(context, { ...create, key: keyInput(PEM_A) }).catch(
      (e: unknown) => e
    )) as TravisApiError
    expect(error.explanation).toBe(
      'the server refused the request (HTTP 409 duplicate_resource: resource already exists). The repository already has a key pair: use set-key-pair (replaces it only when it differs) or update-key-pair.'
    )
  })

  it('explains a 422 and does not repeat it', async () => {
    nock(API).post(KEY_PAIR).reply(422, fixture('key_pair_invalid_value.json'))
    nock(API).get(KEY_PAIR).reply(404, fixture('key_pair_not_found.json'))
    const { context } = testContext()
    const error = (await createKeyPair(context, { ...create, key: keyInput(PEM_A) }).catch(
      (e: unknown) => e
    )) as TravisApiError
    expect(error.explanation).toContain(
      'Travis CI accepts only unencrypted RSA private keys in PEM form'
    )
  })

  it('reports no change when the POST meets a 409 and the key pair already holds this key', async () => {
    nock(API).post(KEY_PAIR).reply(409, fixture('key_pair_duplicate.json'))
    nock(API).get(KEY_PAIR).reply(200, rendered(A))
    nock(API).get(KEY_PAIR).reply(200, rendered(A))
    const { context } = testContext()
    expect(await createKeyPair(context, { ...create, key: keyInput(PEM_A) })).toMatchObject({
      action: 'unchanged',
      changed: false
    })
    // A dry run says the same without sending the POST.
    expect(
      await createKeyPair(context, { ...create, dryRun: true, key: keyInput(PEM_A) })
    ).toMatchObject({
      action: 'unchanged',
      changed: false,
      dryRun: true
    })
  })

  it('in a dry run only reads, and refuses when a key pair exists', async () => {
    nock(API).get(KEY_PAIR).reply(404, fixture('key_pair_not_found.json'))
    nock(API).get(KEY_PAIR).reply(200, rendered(B))
    const { context } = testContext()
    const result = await createKeyPair(context, { ...create, dryRun: true, key: keyInput(PEM_A) })
    expect(result).toMatchObject({
      changed: true,
      dryRun: true,
      keyPair: { fingerprint: A.fingerprint, public_key: A.publicKeyPem }
    })
    await expect(
      createKeyPair(context, { ...create, dryRun: true, key: keyInput(PEM_A) })
    ).rejects.toThrow('a real run would fail (409)')
  })
})

describe('set-key-pair', () => {
  const set = { operation: 'set-key-pair', description: '', dryRun: false } as const

  it('sends nothing when the stored fingerprint equals the key', async () => {
    nock(API).get(KEY_PAIR).reply(200, rendered(A, 'old'))
    const { context } = testContext()
    const result = await setKeyPair(context, { ...set, key: keyInput(PEM_A) })
    expect(result).toMatchObject({
      action: 'unchanged',
      changed: false,
      previousFingerprint: A.fingerprint
    })
  })

  it('sends only the description when the key is the same', async () => {
    nock(API).get(KEY_PAIR).reply(200, rendered(A, 'old'))
    nock(API).patch(KEY_PAIR, { 'key_pair.description': 'new' }).reply(200, rendered(A, 'new'))
    const { context } = testContext()
    const result = await setKeyPair(context, { ...set, description: 'new', key: keyInput(PEM_A) })
    expect(result).toMatchObject({
      action: 'updated',
      changed: true,
      keyPair: { description: 'new' }
    })
  })

  it('PATCHes a different key and reports the previous fingerprint', async () => {
    nock(API).get(KEY_PAIR).reply(200, rendered(B))
    nock(API).patch(KEY_PAIR, { 'key_pair.value': A.privateKeyPem }).reply(200, rendered(A))
    const { context } = testContext()
    const result = await setKeyPair(context, { ...set, key: keyInput(PEM_A) })
    expect(result).toMatchObject({
      action: 'updated',
      previousFingerprint: B.fingerprint,
      keyPair: { fingerprint: A.fingerprint }
    })
  })

  it('creates when there is no key pair', async () => {
    nock(API).get(KEY_PAIR).reply(404, fixture('key_pair_not_found.json'))
    nock(API).post(KEY_PAIR).reply(201, rendered(A))
    const { context } = testContext()
    expect(await setKeyPair(context, { ...set, key: keyInput(PEM_A) })).toMatchObject({
      action: 'created',
      previousFingerprint: null
    })
  })
})

describe('update-key-pair', () => {
  it('may change only the description', async () => {
    nock(API)
      .patch(KEY_PAIR, (body) => JSON.stringify(body) === '{"key_pair.description":"text"}')
      .reply(200, rendered(A, 'text'))
    const { context } = testContext()
    const result = await updateKeyPair(context, {
      operation: 'update-key-pair',
      key: null,
      description: 'text',
      dryRun: false
    })
    expect(result.keyPair?.description).toBe('text')
  })

  it('explains a missing key pair', async () => {
    nock(API).patch(KEY_PAIR).reply(404, fixture('key_pair_not_found.json'))
    const { context } = testContext()
    const error = (await updateKeyPair(context, {
      operation: 'update-key-pair',
      key: keyInput(PEM_A),
      description: '',
      dryRun: false
    }).catch((e: unknown) => e)) as TravisApiError
    expect(error.explanation).toContain(
      'The repository has no key pair: create one with create-key-pair or set-key-pair.'
    )
  })
})

describe('delete-key-pair', () => {
  it('deletes and reports the previous fingerprint', async () => {
    nock(API).get(KEY_PAIR).reply(200, rendered(A))
    nock(API).delete(KEY_PAIR).reply(204)
    const { context } = testContext()
    expect(
      await deleteKeyPair(context, { operation: 'delete-key-pair', dryRun: false })
    ).toMatchObject({
      action: 'deleted',
      changed: true,
      keyPair: null,
      previousFingerprint: A.fingerprint
    })
  })

  it('is a warning, not a failure, when there is none', async () => {
    nock(API).get(KEY_PAIR).reply(404, fixture('key_pair_not_found.json'))
    const { context, log } = testContext()
    expect(
      await deleteKeyPair(context, { operation: 'delete-key-pair', dryRun: false })
    ).toMatchObject({ changed: false })
    expect(log.messages('warning')).toEqual([
      'The repository has no key pair; nothing was deleted.'
    ])
  })

  it('deletes nothing in a dry run', async () => {
    nock(API).get(KEY_PAIR).reply(200, rendered(A))
    const { context } = testContext()
    expect(
      await deleteKeyPair(context, { operation: 'delete-key-pair', dryRun: true })
    ).toMatchObject({ changed: true, dryRun: true })
  })
})

describe('writes whose answer may be lost (the branches e2e cannot force)', () => {
  const connectionReset = { code: 'ECONNRESET', message: 'socket hang up' }

  it('a 404 on the first DELETE is a delete by someone else: no read-back, nothing deleted here', async () => {
    nock(API).get(KEY_PAIR).reply(200, rendered(A))
    nock(API).delete(KEY_PAIR).reply(404, fixture('key_pair_not_found.json'))
    const { context, log } = testContext()
    const result = await deleteKeyPair(context, { operation: 'delete-key-pair', dryRun: false })
    expect(result).toMatchObject({ action: 'absent', changed: false })
    expect(log.messages('warning')).toEqual([
      'The repository has no key pair; nothing was deleted.'
    ])
  })

  it('a lost DELETE answer and another key read back: the delete may have been applied', async () => {
    nock(API).get(KEY_PAIR).reply(200, rendered(A))
    nock(API).delete(KEY_PAIR).times(4).replyWithError(connectionReset)
    nock(API).get(KEY_PAIR).reply(200, rendered(B))
    const { context } = testContext()
    const error = await rejectionOf(
      deleteKeyPair(context, { operation: 'delete-key-pair', dryRun: false }),
      ActionError
    )
    expect(error.message).toContain(`The key pair now holds another key (${B.fingerprint})`)
    expect(error.message).toContain('check it with find-key-pair')
  })

  it('a PATCH answered 502 whose read-back fails too: the change may have been applied', async () => {
    nock(API).patch(KEY_PAIR).times(4).reply(502, 'Bad Gateway')
    nock(API).get(KEY_PAIR).times(4).replyWithError(connectionReset)
    const { context } = testContext()
    const error = await rejectionOf(
      updateKeyPair(context, {
        operation: 'update-key-pair',
        key: keyInput(PEM_A),
        description: '',
        dryRun: false
      }),
      ActionError
    )
    expect(error.message).toMatch(/HTTP 502.*The change may have been applied/)
    expect(error.message).toContain('Check it with find-key-pair.')
  })

  it('a PATCH refused with 403 is not read back: the refusal is the answer', async () => {
    nock(API).patch(KEY_PAIR).reply(403, fixture('key_pair_update_insufficient_access.json'))
    const { context } = testContext()
    const error = await rejectionOf(
      updateKeyPair(context, {
        operation: 'update-key-pair',
        key: keyInput(PEM_A),
        description: '',
        dryRun: false
      }),
      TravisApiError
    )
    expect(error.status).toBe(403)
    expect(nock.pendingMocks()).toEqual([])
  })
})

describe('the SHA256 fingerprint of a key pair', () => {
  it('is that of its public key, and only when it is the key its MD5 fingerprint names', () => {
    expect(sha256FingerprintOfKeyPair(rendered(A))).toBe(A.fingerprintSha256)
    // A SHA256 of another key would send a reader comparing with GitHub to the wrong key.
    expect(sha256FingerprintOfKeyPair({ ...rendered(A), public_key: B.publicKeyPem })).toBeNull()
    expect(sha256FingerprintOfKeyPair({ ...rendered(A), public_key: 'not a key' })).toBeNull()
    expect(sha256FingerprintOfKeyPair(null)).toBeNull()
  })
})
