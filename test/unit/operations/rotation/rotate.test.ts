import { processInterrupts } from '../../../../src/runtime/interrupts.js'
import { generateKeyPairSync, type KeyObject } from 'node:crypto'
import nock from 'nock'
import { beforeEach, describe, expect, it } from 'vitest'
import { ActionError } from '../../../../src/lib/action-error.js'
import type { DeployKey } from '../../../../src/github/deploy-keys.js'
import { GitHubApiError } from '../../../../src/github/errors.js'
import {
  fingerprintOf,
  fingerprintOfSshPublicKeyLine,
  generateRsaKeyAsync,
  preparePrivateKey,
  publicKeyPemOf,
  sshPublicKeyOf,
  type PreparedKey,
  type RsaKeyBits
} from '../../../../src/keys/index.js'
import type { OperationContext } from '../../../../src/operations/context.js'
import type { RotationResult } from '../../../../src/operations/result.js'
import {
  rotateKeyPair,
  type RotationDependencies
} from '../../../../src/operations/rotation/rotate.js'
import type { InputsFor } from '../../../../src/inputs/parsed.js'
import { TravisApiError } from '../../../../src/travis/errors.js'
import { API, testClient } from '../../../support/client.js'
import { rejectionOf } from '../../../support/rejection.js'
import { fixture } from '../../../support/fixtures.js'
import { useNock } from '../../../support/nock.js'
import { fakeDeployKeys, type FakeDeployKeys } from '../../../fakes/github-fake-deploy-keys.js'
import type { RecordingRunner } from '../../../support/recording-runner.js'

const KEY_PAIR = '/repo/octo-org%2Fhello/key_pair'
const TITLE = 'Travis CI deploy key'
// 01:30 on 5 March at +02:00 is still 4 March in UTC: titles carry the UTC date.
const NOW = new Date('2025-03-05T01:30:00+02:00')
const TODAY_UTC = '2025-03-04'
const DAY_MS = 24 * 60 * 60 * 1000
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS - 3_600_000).toISOString()

type Settings = InputsFor<'rotate-key-pair'>

function settings(overrides: Partial<Settings> = {}): Settings {
  return {
    operation: 'rotate-key-pair',
    keyBits: 2048,
    description: 'rotated by CI',
    githubToken: 'ghp_not-used-by-the-fake',
    deployKeyTitle: TITLE,
    deployKeyReadOnly: true,
    rotateIfOlderThanDays: null,
    dryRun: false,
    ...overrides
  }
}

function rsaKey(): KeyObject {
  return generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 0x10001 }).privateKey
}

// The key pair Travis holds before the run, and the deploy key holding it on GitHub.
const oldKey = rsaKey()
const OLD_FINGERPRINT = fingerprintOf(oldKey)
const oldKeyPair = {
  description: 'old key',
  public_key: publicKeyPemOf(oldKey),
  fingerprint: OLD_FINGERPRINT
}
const otherKey = rsaKey()

function deployKey(id: number, title: string, key: string, createdAt: string): DeployKey {
  return { id, key, title, created_at: createdAt, read_only: true }
}

/** The deploy key whose key is the current Travis key (created 40 days ago). */
const PREVIOUS = deployKey(101, `${TITLE} 2025-01-23`, sshPublicKeyOf(oldKey), daysAgo(40))
/** Someone else's keys: never touched. */
const UNRELATED = [
  deployKey(
    102,
    'Netlify',
    'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGQ7cWb3Yv7l8x3xWw8fEoJtZQ4vQb2t5PqkVt0m1a2b',
    daysAgo(2)
  ),
  deployKey(103, 'release bot', sshPublicKeyOf(otherKey), daysAgo(100))
]

interface Upload {
  method: 'POST' | 'PATCH'
  body: Record<string, unknown>
}

let timeline: string[]
let uploads: Upload[]
/** Every key the operation generates, so tests can check where its private half went. */
let generated: PreparedKey[]

const dependencies: RotationDependencies = {
  now: NOW,
  generateKey: async (bits: RsaKeyBits) => {
    const key = await generateRsaKeyAsync(bits)
    generated.push(key)
    return key
  }
}

useNock()
beforeEach(() => {
  timeline = []
  uploads = []
  generated = []
})

function travisHas(keyPair: typeof oldKeyPair | null): void {
  nock(API)
    .get(KEY_PAIR)
    .reply(() => {
      timeline.push('Travis GET key_pair')
      return keyPair === null
        ? [404, fixture('key_pair_not_found.json')]
        : [200, { '@type': 'key_pair', '@href': '/v3/repo/1/key_pair', ...keyPair }]
    })
}

/**
 * With deploy keys, Travis is read again right before the write, side by side with GitHub's
 * listing that confirms the new deploy key: it must still hold what it held at the start.
 */
const travisStillHas = travisHas

/**
 * Travis answers a POST/PATCH the way the server does: the fingerprint and public key of the
 * PEM it was sent, or (to inject a mismatch) `fingerprint` instead.
 */
function travisAccepts(method: 'POST' | 'PATCH', options: { fingerprint?: string } = {}): void {
  const scope = nock(API, { reqheaders: { 'content-type': 'application/json' } })
  const interceptor = method === 'POST' ? scope.post(KEY_PAIR) : scope.patch(KEY_PAIR)
  interceptor.reply((_uri, requestBody) => {
    const body = parsed(requestBody)
    uploads.push({ method, body })
    timeline.push(`Travis ${method} key_pair`)
    const sent = preparePrivateKey(String(body['key_pair.value']))
    return [
      method === 'POST' ? 201 : 200,
      {
        '@type': 'key_pair',
        '@href': '/v3/repo/1/key_pair',
        description: body['key_pair.description'] ?? '',
        public_key: sent.publicKeyPem,
        fingerprint: options.fingerprint ?? sent.fingerprint
      }
    ]
  })
}

/** Travis read back after a write: it holds the key pair last uploaded. */
function travisReadsBack(): void {
  nock(API)
    .get(KEY_PAIR)
    .reply(() => {
      timeline.push('Travis GET key_pair')
      const last = uploads.at(-1)
      const sent = preparePrivateKey(String(last?.body['key_pair.value']))
      return [
        200,
        {
          '@type': 'key_pair',
          description: last?.body['key_pair.description'] ?? '',
          public_key: sent.publicKeyPem,
          fingerprint: sent.fingerprint
        }
      ]
    })
}

function travisRefuses(method: 'POST' | 'PATCH', status: number, body: unknown): void {
  const scope = nock(API)
  const interceptor = method === 'POST' ? scope.post(KEY_PAIR) : scope.patch(KEY_PAIR)
  interceptor.reply((_uri, requestBody) => {
    uploads.push({ method, body: parsed(requestBody) })
    timeline.push(`Travis ${method} key_pair`)
    return [status, body as Record<string, unknown>]
  })
}

function parsed(body: unknown): Record<string, unknown> {
  return (typeof body === 'string' ? JSON.parse(body) : body) as Record<string, unknown>
}

interface Run {
  context: OperationContext
  log: RecordingRunner
  github: FakeDeployKeys | null
}

function setup(keys: DeployKey[] | null): Run {
  const { client, log } = testClient()
  const github =
    keys === null ? null : fakeDeployKeys(keys, { timeline, nextId: 500, now: () => NOW })
  return {
    context: {
      client,
      runner: log,
      repoLabel: 'octo-org/hello',
      deployKeys: github,
      pullRequests: null,
      buildUrl: () => null,
      interrupts: processInterrupts
    },
    log,
    github
  }
}

function theGeneratedKey(): PreparedKey {
  expect(generated).toHaveLength(1)
  return generated[0] as PreparedKey
}

/** The generated private key was masked, and appears in no log line and not in the result. */
function expectPrivateKeyKeptSecret(log: RecordingRunner, result: RotationResult | null): void {
  const key = theGeneratedKey()
  expect(log.masked).toContain(key.privateKeyPem)
  const visible = JSON.stringify(log.lines) + JSON.stringify(result)
  expect(visible).not.toContain('PRIVATE KEY')
  const secretLines = key.privateKeyPem
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('-----'))
  expect(secretLines.length).toBeGreaterThan(10)
  for (const line of secretLines) expect(visible).not.toContain(line)
}

const failure = rejectionOf

/**
 * The two reads go out side by side, so their order in the timeline says nothing: both come
 * first, in either order, then `after` in this order.
 */
function expectTimelineAfterReads(after: string[]): void {
  expect(timeline.slice(0, 2).sort()).toEqual(['GitHub list', 'Travis GET key_pair'])
  expect(timeline.slice(2)).toEqual(after)
}

/** A key generator that fails by rejecting, and one that throws at once. */
const FAILING_GENERATORS: Array<[string, RotationDependencies['generateKey']]> = [
  ['rejects', () => Promise.reject(new Error('no entropy'))],
  [
    'throws',
    () => {
      throw new Error('no entropy')
    }
  ]
]
describe('rotate-key-pair with deploy keys', () => {
  it('first rotation: no Travis key pair → POST, no previous deploy key, nothing removed', async () => {
    travisHas(null)
    travisStillHas(null)
    travisAccepts('POST')
    travisReadsBack()
    const { context, log, github } = setup([...UNRELATED])
    const result = await rotateKeyPair(context, settings(), dependencies)

    const key = theGeneratedKey()
    expect(uploads).toEqual([
      {
        method: 'POST',
        body: { 'key_pair.value': key.privateKeyPem, 'key_pair.description': 'rotated by CI' }
      }
    ])
    expect(github?.calls).toEqual([
      { op: 'list' },
      { op: 'add', title: `${TITLE} ${TODAY_UTC}`, key: key.sshPublicKey, readOnly: true },
      { op: 'list' }
    ])
    expectTimelineAfterReads([
      `GitHub add ${TITLE} ${TODAY_UTC}`,
      'GitHub list',
      'Travis GET key_pair',
      'Travis POST key_pair',
      'Travis GET key_pair'
    ])
    expect(result).toEqual({
      kind: 'rotation',
      operation: 'rotate-key-pair',
      changed: true,
      dryRun: false,
      notes: [],
      keyPair: {
        description: 'rotated by CI',
        public_key: key.publicKeyPem,
        fingerprint: key.fingerprint
      },
      fingerprintSha256: key.fingerprintSha256,
      previousFingerprint: null,
      sshPublicKey: key.sshPublicKey,
      withGitHub: true,
      deployKey: { id: 500, title: `${TITLE} ${TODAY_UTC}`, created_at: NOW.toISOString() },
      previousDeployKey: null,
      keyAgeDays: null,
      removedDeployKeyId: null
    })
    expect(github?.keys.map((k) => k.id)).toEqual([102, 103, 500])
    expect(log.messages('warning')).toEqual([])
    expectPrivateKeyKeptSecret(log, result)
  })

  it('normal rotation: PATCH, previous deploy key found by fingerprint and removed after the Travis update', async () => {
    // A newer key with our title prefix that does not hold the Travis key: the fingerprint wins.
    const newerByTitle = deployKey(
      104,
      `${TITLE} 2025-02-20`,
      sshPublicKeyOf(rsaKey()),
      daysAgo(12)
    )
    travisHas(oldKeyPair)
    travisStillHas(oldKeyPair)
    travisAccepts('PATCH')
    travisReadsBack()
    const { context, log, github } = setup([...UNRELATED, PREVIOUS, newerByTitle])
    const result = await rotateKeyPair(context, settings(), dependencies)

    const key = theGeneratedKey()
    expectTimelineAfterReads([
      `GitHub add ${TITLE} ${TODAY_UTC}`,
      'GitHub list',
      'Travis GET key_pair',
      'Travis PATCH key_pair',
      'Travis GET key_pair',
      'GitHub remove 101'
    ])
    expect(uploads).toEqual([
      {
        method: 'PATCH',
        body: { 'key_pair.value': key.privateKeyPem, 'key_pair.description': 'rotated by CI' }
      }
    ])
    // The deploy key added is the public half of what Travis now holds.
    const added = github?.calls.find((c) => c.op === 'add')
    expect(added).toEqual({
      op: 'add',
      title: `${TITLE} ${TODAY_UTC}`,
      key: key.sshPublicKey,
      readOnly: true
    })
    expect(fingerprintOfSshPublicKeyLine(key.sshPublicKey)).toBe(result.keyPair?.fingerprint)
    expect(github?.calls.filter((c) => c.op === 'remove')).toEqual([{ op: 'remove', id: 101 }])
    expect(github?.keys.map((k) => k.id)).toEqual([102, 103, 104, 500])

    expect(result).toMatchObject({
      changed: true,
      previousFingerprint: OLD_FINGERPRINT,
      keyPair: { fingerprint: key.fingerprint, public_key: key.publicKeyPem },
      sshPublicKey: key.sshPublicKey,
      deployKey: { id: 500, title: `${TITLE} ${TODAY_UTC}` },
      previousDeployKey: { id: 101, title: PREVIOUS.title, created_at: PREVIOUS.created_at },
      keyAgeDays: 40,
      removedDeployKeyId: 101
    })
    expect(log.messages('info')).toEqual(
      expect.arrayContaining([
        `Travis CI: key pair ${OLD_FINGERPRINT}.`,
        `GitHub: previous deploy key '${PREVIOUS.title}' (id 101, holds the Travis key).`,
        `Added deploy key '${TITLE} ${TODAY_UTC}' (id 500, read-only); GitHub lists it.`,
        `Removed the previous deploy key '${PREVIOUS.title}' (id 101).`,
        `Rotated: ${OLD_FINGERPRINT} → ${key.fingerprint}.`
      ])
    )
    expect(log.messages('warning')).toEqual([])
    expectPrivateKeyKeptSecret(log, result)
  })

  it('falls back to the newest deploy key titled with the prefix when none holds the Travis key', async () => {
    const olderByTitle = deployKey(110, 'CI key 2024-01-01', sshPublicKeyOf(rsaKey()), daysAgo(400))
    const newestByTitle = deployKey(111, 'CI key 2024-12-01', sshPublicKeyOf(rsaKey()), daysAgo(95))
    travisHas(oldKeyPair)
    travisStillHas(oldKeyPair)
    travisAccepts('PATCH')
    travisReadsBack()
    const { context, log, github } = setup([olderByTitle, ...UNRELATED, newestByTitle])
    const result = await rotateKeyPair(
      context,
      settings({ deployKeyTitle: 'CI key', deployKeyReadOnly: false, description: '' }),
      dependencies
    )

    const key = theGeneratedKey()
    expect(uploads).toEqual([{ method: 'PATCH', body: { 'key_pair.value': key.privateKeyPem } }])
    expect(github?.calls).toEqual([
      { op: 'list' },
      { op: 'add', title: `CI key ${TODAY_UTC}`, key: key.sshPublicKey, readOnly: false },
      { op: 'list' },
      { op: 'remove', id: 111 }
    ])
    expect(result.previousDeployKey).toEqual({
      id: 111,
      title: 'CI key 2024-12-01',
      created_at: newestByTitle.created_at
    })
    expect(result.removedDeployKeyId).toBe(111)
    expect(log.messages('info')).toContain(
      "GitHub: previous deploy key 'CI key 2024-12-01' (id 111, matched by title)."
    )
    expect(log.messages('info')).toContain(
      `Added deploy key 'CI key ${TODAY_UTC}' (id 500, read-write); GitHub lists it.`
    )
    expectPrivateKeyKeptSecret(log, result)
  })

  it('skips when the current deploy key is younger than rotate-if-older-than', async () => {
    const young = { ...PREVIOUS, created_at: daysAgo(10) }
    travisHas(oldKeyPair)
    const { context, log, github } = setup([...UNRELATED, young])
    const result = await rotateKeyPair(
      context,
      settings({ rotateIfOlderThanDays: 30 }),
      dependencies
    )

    expect(result.changed).toBe(false)
    expect(generated).toEqual([])
    expect(log.masked).toEqual([])
    expect(uploads).toEqual([])
    expect(github?.calls).toEqual([{ op: 'list' }])
    expectTimelineAfterReads([])
    expect(log.messages('notice')).toEqual([
      `The deploy key '${PREVIOUS.title}' is 10 days old, younger than 30; no rotation.`
    ])
    expect(result).toMatchObject({
      keyPair: { fingerprint: OLD_FINGERPRINT },
      previousFingerprint: OLD_FINGERPRINT,
      sshPublicKey: '',
      deployKey: null,
      previousDeployKey: { id: 101 },
      removedDeployKeyId: null
    })
    expect(result.notes).toEqual([
      "The current deploy key is 10 days old; 'rotate-if-older-than' is 30."
    ])
  })

  it('rotates when the current deploy key is at least rotate-if-older-than days old', async () => {
    travisHas(oldKeyPair)
    travisStillHas(oldKeyPair)
    travisAccepts('PATCH')
    travisReadsBack()
    const { context, github } = setup([{ ...PREVIOUS, created_at: daysAgo(30) }])
    const result = await rotateKeyPair(
      context,
      settings({ rotateIfOlderThanDays: 30 }),
      dependencies
    )
    expect(result.changed).toBe(true)
    expect(result.removedDeployKeyId).toBe(101)
    expect(github?.keys.map((k) => k.id)).toEqual([500])
  })

  it('deploy key add fails: nothing is sent to Travis, nothing is removed', async () => {
    travisHas(oldKeyPair)
    const { context, log, github } = setup([...UNRELATED, PREVIOUS])
    const refused = new GitHubApiError(403, 'GitHub could not add the deploy key (HTTP 403).')
    if (github !== null) github.failures.add = refused
    const error = await failure(rotateKeyPair(context, settings(), dependencies), GitHubApiError)

    expect(error).toBe(refused)
    expect(uploads).toEqual([])
    expectTimelineAfterReads([`GitHub add ${TITLE} ${TODAY_UTC}`])
    expect(github?.keys.map((k) => k.id)).toEqual([102, 103, 101])
    expectPrivateKeyKeptSecret(log, null)
  })

  it('Travis PATCH fails: the new deploy key is removed again, the old one kept, the error thrown', async () => {
    travisHas(oldKeyPair)
    travisStillHas(oldKeyPair)
    travisRefuses('PATCH', 403, fixture('key_pair_update_insufficient_access.json'))
    travisHas(oldKeyPair) // the read-back before rolling back: still the old key
    const { context, log, github } = setup([...UNRELATED, PREVIOUS])
    const error = await failure(rotateKeyPair(context, settings(), dependencies), TravisApiError)

    expect(error.status).toBe(403)
    expect(error.errorType).toBe('insufficient_access')
    expectTimelineAfterReads([
      `GitHub add ${TITLE} ${TODAY_UTC}`,
      'GitHub list',
      'Travis GET key_pair',
      'Travis PATCH key_pair',
      'Travis GET key_pair',
      'GitHub remove 500'
    ])
    expect(github?.keys.map((k) => k.id)).toEqual([102, 103, 101])
    expect(log.messages('warning')).toEqual([
      `Installing the key on Travis CI failed; the new deploy key (id 500) was removed again. Travis CI still holds the previous key pair (${OLD_FINGERPRINT}), and no other deploy key was removed: the previous key still works.`
    ])
    expectPrivateKeyKeptSecret(log, null)
    expect(error.message).not.toContain(theGeneratedKey().privateKeyPem.split('\n')[1])
  })

  it('Travis POST fails on a first rotation: the new deploy key is removed again, Travis read back once', async () => {
    travisHas(null)
    travisStillHas(null)
    travisRefuses('POST', 403, fixture('key_pair_create_insufficient_access.json'))
    travisHas(null) // the create's read-back: still no key pair, which also decides the rollback
    const { context, log, github } = setup([...UNRELATED])
    await failure(rotateKeyPair(context, settings(), dependencies), TravisApiError)

    expectTimelineAfterReads([
      `GitHub add ${TITLE} ${TODAY_UTC}`,
      'GitHub list',
      'Travis GET key_pair',
      'Travis POST key_pair',
      'Travis GET key_pair',
      'GitHub remove 500'
    ])
    expect(github?.keys.map((k) => k.id)).toEqual([102, 103])
    expectPrivateKeyKeptSecret(log, null)
  })

  it('Travis POST fails (500) and the create cannot read the key pair back: the new deploy key is kept, the outcome unsettled', async () => {
    travisHas(null)
    travisStillHas(null)
    travisRefuses('POST', 500, { '@type': 'error', error_type: 'error', error_message: 'boom' })
    // The create's read-back, with all its retries; nothing reads Travis after it.
    nock(API)
      .get(KEY_PAIR)
      .times(4)
      .replyWithError({ code: 'ECONNRESET', message: 'socket hang up' })
    const { context, log, github } = setup([...UNRELATED])
    const result = await rotateKeyPair(context, settings(), dependencies)

    const key = theGeneratedKey()
    expect(uploads.map((u) => u.method)).toEqual(['POST'])
    expect(github?.calls.filter((c) => c.op === 'remove')).toEqual([])
    expect(github?.keys.map((k) => k.id)).toEqual([102, 103, 500])
    expect(result).toMatchObject({
      changed: true,
      keyPair: null,
      sshPublicKey: key.sshPublicKey,
      deployKey: { id: 500 },
      removedDeployKeyId: null,
      fingerprintOfUnknownWrite: key.fingerprint
    })
    expect(result.failure).toContain('so it may have been applied')
    expect(result.failure).toContain(
      `The new deploy key (id 500) was kept: if find-key-pair shows ${key.fingerprint}, the new deploy key (id 500) is the one in use; if it shows no key pair, remove the new deploy key (id 500).`
    )
    expect(log.messages('warning')).toEqual([])
    expectPrivateKeyKeptSecret(log, result)
  })

  it('fingerprint mismatch after the PATCH: the new deploy key is removed again, the error thrown', async () => {
    travisHas(oldKeyPair)
    travisStillHas(oldKeyPair)
    travisAccepts('PATCH', { fingerprint: OLD_FINGERPRINT })
    travisHas(oldKeyPair)
    const { context, log, github } = setup([...UNRELATED, PREVIOUS])
    const error = await failure(rotateKeyPair(context, settings(), dependencies), ActionError)

    const key = theGeneratedKey()
    expect(error.message).toContain(
      `Travis CI reports fingerprint ${OLD_FINGERPRINT} after the upload, but the key's fingerprint is ${key.fingerprint}`
    )
    expectTimelineAfterReads([
      `GitHub add ${TITLE} ${TODAY_UTC}`,
      'GitHub list',
      'Travis GET key_pair',
      'Travis PATCH key_pair',
      'Travis GET key_pair',
      'GitHub remove 500'
    ])
    expect(github?.keys.map((k) => k.id)).toEqual([102, 103, 101])
    expect(log.messages('warning')).toEqual([
      expect.stringContaining('the new deploy key (id 500) was removed again')
    ])
    expectPrivateKeyKeptSecret(log, null)
  })

  it('Travis fails and removing the new deploy key fails too: says to remove it by hand', async () => {
    travisHas(oldKeyPair)
    travisStillHas(oldKeyPair)
    travisRefuses('PATCH', 403, fixture('key_pair_update_insufficient_access.json'))
    travisHas(oldKeyPair)
    const { context, log, github } = setup([PREVIOUS])
    // DeployKeys' messages end with a full stop, as this one does.
    github?.failures.remove.set(
      500,
      new GitHubApiError(502, 'GitHub could not remove deploy key 500 (HTTP 502: Server Error).')
    )
    await failure(rotateKeyPair(context, settings(), dependencies), TravisApiError)

    expect(log.messages('warning')).toEqual([
      'Installing the key on Travis CI failed, and removing the new deploy key (id 500) failed too: ' +
        'GitHub could not remove deploy key 500 (HTTP 502: Server Error). Remove it by hand. ' +
        `Travis CI still holds the previous key pair (${OLD_FINGERPRINT}), and no other deploy key was removed: the previous key still works.`
    ])
    expect(github?.calls.filter((c) => c.op === 'remove')).toEqual([{ op: 'remove', id: 500 }])
  })

  it('Travis refuses (422) and cannot be read back: both deploy keys are kept, the new one named', async () => {
    travisHas(oldKeyPair)
    travisStillHas(oldKeyPair)
    travisRefuses('PATCH', 422, fixture('key_pair_invalid_value.json'))
    nock(API)
      .get(KEY_PAIR)
      .times(4)
      .replyWithError({ code: 'ECONNRESET', message: 'socket hang up' })
    const { context, log, github } = setup([PREVIOUS])
    await failure(rotateKeyPair(context, settings(), dependencies), TravisApiError)

    expect(github?.calls.filter((c) => c.op === 'remove')).toEqual([])
    expect(github?.keys.map((k) => k.id)).toEqual([101, 500])
    expect(log.messages('warning')).toEqual([expect.stringContaining('both deploy keys were kept')])
  })

  it('Travis answers with an error but holds the new key: no rollback, the rotation completes', async () => {
    travisHas(oldKeyPair)
    travisStillHas(oldKeyPair)
    travisRefuses('PATCH', 422, fixture('key_pair_invalid_value.json'))
    nock(API)
      .get(KEY_PAIR)
      .reply(() => {
        const key = theGeneratedKey()
        return [
          200,
          {
            '@type': 'key_pair',
            description: '',
            public_key: key.publicKeyPem,
            fingerprint: key.fingerprint
          }
        ]
      })
    const { context, github } = setup([PREVIOUS])
    const result = await rotateKeyPair(context, settings(), dependencies)

    expect(result).toMatchObject({ changed: true, removedDeployKeyId: 101 })
    expect(github?.keys.map((k) => k.id)).toEqual([500])
  })

  it('removing the old deploy key fails: a warning naming its id, the rotation still succeeds', async () => {
    travisHas(oldKeyPair)
    travisStillHas(oldKeyPair)
    travisAccepts('PATCH')
    travisReadsBack()
    const { context, log, github } = setup([...UNRELATED, PREVIOUS])
    github?.failures.remove.set(
      101,
      new GitHubApiError(502, 'GitHub could not remove deploy key 101 (HTTP 502: Server Error).')
    )
    const result = await rotateKeyPair(context, settings(), dependencies)

    expect(result.changed).toBe(true)
    expect(result.removedDeployKeyId).toBeNull()
    expect(result.deployKey?.id).toBe(500)
    expect(result.keyPair?.fingerprint).toBe(theGeneratedKey().fingerprint)
    expect(timeline.at(-1)).toBe('GitHub remove 101')
    const warnings = log.messages('warning')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain("previous deploy key 'Travis CI deploy key 2025-01-23' (id 101)")
    expect(warnings[0]).toContain('Remove deploy key 101 by hand.')
    expectPrivateKeyKeptSecret(log, result)
  })
})

describe('rotate-key-pair: what is confirmed before and after the Travis write', () => {
  it('GitHub cannot list the deploy keys after the add: nothing goes to Travis, the key added goes again', async () => {
    travisHas(oldKeyPair)
    travisStillHas(oldKeyPair)
    const { context, github } = setup([PREVIOUS])
    const fake = github as FakeDeployKeys
    const add = fake.add.bind(fake)
    fake.add = async (...args) => {
      const added = await add(...args)
      fake.failures.list = new GitHubApiError(502, 'GitHub could not list deploy keys (HTTP 502).')
      return added
    }
    const error = await failure(rotateKeyPair(context, settings(), dependencies), ActionError)

    expect(error.message).toBe(
      'GitHub answered the deploy key add with id 500, but the deploy keys could not be listed to find it ' +
        '(GitHub could not list deploy keys (HTTP 502)); nothing was written to Travis CI (its key pair is as before). ' +
        'The new deploy key (id 500) was removed again.'
    )
    expect(uploads).toEqual([])
    expect(fake.calls.filter((c) => c.op === 'remove')).toEqual([{ op: 'remove', id: 500 }])
    expect(fake.keys.map((k) => k.id)).toEqual([101])
  })

  it('Travis cannot be read back after the write: success, but the previous deploy key is kept', async () => {
    travisHas(oldKeyPair)
    travisStillHas(oldKeyPair)
    travisAccepts('PATCH')
    nock(API)
      .get(KEY_PAIR)
      .times(4)
      .replyWithError({ code: 'ECONNRESET', message: 'socket hang up' })
    const { context, log, github } = setup([PREVIOUS])
    const result = await rotateKeyPair(context, settings(), dependencies)

    expect(result).toMatchObject({ changed: true, removedDeployKeyId: null })
    expect(result.keyPair?.fingerprint).toBe(theGeneratedKey().fingerprint)
    expect(github?.calls.filter((c) => c.op === 'remove')).toEqual([])
    expect(github?.keys.map((k) => k.id)).toEqual([101, 500])
    expect(log.messages('warning')).toEqual([
      expect.stringContaining('could not be read back to rule out another run')
    ])
  })
})

describe('rotate-key-pair without deploy keys', () => {
  it('rotates only the Travis side and says the github-token was missing', async () => {
    travisHas(oldKeyPair)
    travisAccepts('PATCH')
    travisReadsBack()
    const { context, log } = setup(null)
    const result = await rotateKeyPair(context, settings({ githubToken: '' }), dependencies)

    const key = theGeneratedKey()
    expect(timeline).toEqual([
      'Travis GET key_pair',
      'Travis PATCH key_pair',
      'Travis GET key_pair'
    ])
    expect(result.changed).toBe(true)
    expect(result.sshPublicKey.startsWith('ssh-rsa ')).toBe(true)
    expect(result.sshPublicKey).toBe(key.sshPublicKey)
    expect(result.keyPair?.fingerprint).toBe(key.fingerprint)
    expect(result.previousFingerprint).toBe(OLD_FINGERPRINT)
    expect(result.deployKey).toBeNull()
    expect(result.previousDeployKey).toBeNull()
    expect(result.removedDeployKeyId).toBeNull()
    // The summary says it first (report/bodies/key-pair.ts), from withGitHub.
    expect(result.withGitHub).toBe(false)
    expect(result.notes).toEqual([])
    expect(result.keyAgeDays).toBeNull()
    expectPrivateKeyKeptSecret(log, result)
  })
})

describe('rotate-key-pair dry run', () => {
  it('sends only the reads, reports changed=true and what would happen', async () => {
    travisHas(oldKeyPair)
    const { context, log, github } = setup([...UNRELATED, PREVIOUS])
    const result = await rotateKeyPair(context, settings({ dryRun: true }), dependencies)

    expectTimelineAfterReads([])
    expect(uploads).toEqual([])
    expect(github?.calls).toEqual([{ op: 'list' }])
    expect(generated).toEqual([])
    expect(result).toMatchObject({
      changed: true,
      dryRun: true,
      keyPair: { fingerprint: OLD_FINGERPRINT },
      previousDeployKey: { id: 101 },
      deployKey: null,
      removedDeployKeyId: null
    })
    expect(log.messages('info')).toContain(
      `Dry run: would generate a 2048-bit RSA key, then add it as deploy key '${TITLE} ${TODAY_UTC}', ` +
        `then replace the Travis CI key pair ${OLD_FINGERPRINT}, ` +
        `then remove deploy key '${PREVIOUS.title}' (id 101, 40 days old). Nothing was changed.`
    )
  })

  it('a previous deploy key without a readable date: its age is unknown, so rotate-if-older-than does not skip', async () => {
    travisHas(oldKeyPair)
    const { context, log } = setup([{ ...PREVIOUS, created_at: 'yesterday' }])
    const result = await rotateKeyPair(
      context,
      settings({ dryRun: true, rotateIfOlderThanDays: 30 }),
      dependencies
    )

    expect(result).toMatchObject({
      changed: true,
      keyAgeDays: null,
      previousDeployKey: { id: 101 }
    })
    expect(result.notes).toEqual([])
    expect(log.messages('notice')).toEqual([])
    expect(log.messages('info')).toContain(
      `Dry run: would generate a 2048-bit RSA key, then add it as deploy key '${TITLE} ${TODAY_UTC}', ` +
        `then replace the Travis CI key pair ${OLD_FINGERPRINT}, ` +
        `then remove deploy key '${PREVIOUS.title}' (id 101, of unknown age). Nothing was changed.`
    )
  })

  it('without a Travis key pair or deploy keys: would create the key pair', async () => {
    travisHas(null)
    const { context, log } = setup(null)
    const result = await rotateKeyPair(
      context,
      settings({ dryRun: true, githubToken: '' }),
      dependencies
    )
    expect(result.changed).toBe(true)
    expect(generated).toEqual([])
    expect(log.messages('info')).toContain(
      'Dry run: would generate a 2048-bit RSA key, then create the Travis CI key pair. Nothing was changed.'
    )
  })
})

describe('rotate-key-pair: the reads side by side, the key made meanwhile', () => {
  /** Travis answers the first read with `answer`; `seen` gets the timeline as it was by then. */
  function travisAnswersRead(answer: [number, unknown], seen: string[]): void {
    nock(API)
      .get(KEY_PAIR)
      .reply(() => {
        seen.push(...timeline)
        timeline.push('Travis GET key_pair')
        return answer as [number, Record<string, unknown>]
      })
  }
  const OLD_KEY_PAIR: [number, unknown] = [
    200,
    { '@type': 'key_pair', '@href': '/v3/repo/1/key_pair', ...oldKeyPair }
  ]
  const NOT_PRIVATE: [number, unknown] = [403, fixture('key_pair_private_repo_feature.json')]

  /** The tests' generator, noting in the timeline when it is asked for a key. */
  const generateNoted: RotationDependencies['generateKey'] = (bits) => {
    timeline.push(`generate ${bits}`)
    return dependencies.generateKey(bits)
  }

  /** Nothing of a key was masked or shown, and no step about it was opened. */
  function expectNoKeyTaken(log: RecordingRunner): void {
    expect(log.masked).toEqual([])
    expect(log.messages('group')).toEqual(['Read the current keys'])
    expect(JSON.stringify(log.lines)).not.toContain('New key')
  }

  it('lists the deploy keys and starts the key before Travis answers its read', async () => {
    const seen: string[] = []
    travisAnswersRead(OLD_KEY_PAIR, seen)
    travisStillHas(oldKeyPair)
    travisAccepts('PATCH')
    travisReadsBack()
    const { context, log } = setup([...UNRELATED, PREVIOUS])
    const result = await rotateKeyPair(context, settings(), {
      ...dependencies,
      generateKey: generateNoted
    })

    expect(seen).toEqual(['generate 2048', 'GitHub list'])
    expect(timeline.slice(2)).toEqual([
      'Travis GET key_pair',
      `GitHub add ${TITLE} ${TODAY_UTC}`,
      'GitHub list',
      'Travis GET key_pair',
      'Travis PATCH key_pair',
      'Travis GET key_pair',
      'GitHub remove 101'
    ])
    expect(result).toMatchObject({ changed: true, removedDeployKeyId: 101 })
    // The log reads as before: Travis, then GitHub, then the key, masked before it is named.
    const key = theGeneratedKey()
    const infos = log.messages('info')
    const travisAt = infos.indexOf(`Travis CI: key pair ${OLD_FINGERPRINT}.`)
    const githubAt = infos.indexOf(
      `GitHub: previous deploy key '${PREVIOUS.title}' (id 101, holds the Travis key).`
    )
    expect(travisAt).toBeGreaterThanOrEqual(0)
    expect(githubAt).toBe(travisAt + 1)
    expect(infos[githubAt + 1]).toBe(`New key ${key.fingerprint}.`)
    expect(log.messages('group').slice(0, 2)).toEqual([
      'Read the current keys',
      'Generate a 2048-bit RSA key'
    ])
    expectPrivateKeyKeptSecret(log, result)
  })

  it('without github-token the key is made while Travis is read', async () => {
    const seen: string[] = []
    travisAnswersRead(OLD_KEY_PAIR, seen)
    travisAccepts('PATCH')
    travisReadsBack()
    const { context } = setup(null)
    const result = await rotateKeyPair(context, settings({ githubToken: '' }), {
      ...dependencies,
      generateKey: generateNoted
    })

    expect(seen).toEqual(['generate 2048'])
    expect(result.keyPair?.fingerprint).toBe(theGeneratedKey().fingerprint)
  })

  it('with rotate-if-older-than the key is made only once the reads show an old enough key', async () => {
    travisHas(oldKeyPair)
    travisStillHas(oldKeyPair)
    travisAccepts('PATCH')
    travisReadsBack()
    const { context } = setup([PREVIOUS])
    const result = await rotateKeyPair(context, settings({ rotateIfOlderThanDays: 30 }), {
      ...dependencies,
      generateKey: generateNoted
    })

    expect(result.changed).toBe(true)
    expectTimelineAfterReads([
      'generate 2048',
      `GitHub add ${TITLE} ${TODAY_UTC}`,
      'GitHub list',
      'Travis GET key_pair',
      'Travis PATCH key_pair',
      'Travis GET key_pair',
      'GitHub remove 101'
    ])
  })

  it.each([
    ['a dry run', { dryRun: true }],
    ['a young key under rotate-if-older-than', { rotateIfOlderThanDays: 30 }]
  ])('%s asks for no key at all', async (_, overrides) => {
    travisHas(oldKeyPair)
    const { context, log } = setup([{ ...PREVIOUS, created_at: daysAgo(10) }])
    await rotateKeyPair(context, settings(overrides), {
      ...dependencies,
      generateKey: generateNoted
    })

    expect(timeline).not.toContain('generate 2048')
    expect(generated).toEqual([])
    expectNoKeyTaken(log)
  })

  it('a failed Travis read fails the run with its own error; the key made meanwhile is dropped unseen', async () => {
    travisAnswersRead(NOT_PRIVATE, [])
    let finish: () => void = () => undefined
    const { context, log, github } = setup([PREVIOUS])
    const error = await failure(
      rotateKeyPair(context, settings(), {
        ...dependencies,
        // Still being made when the read fails: the run does not wait for it.
        generateKey: async (bits) => {
          await new Promise<void>((resolve) => (finish = resolve))
          return dependencies.generateKey(bits)
        }
      }),
      TravisApiError
    )

    expect(error.status).toBe(403)
    expect(error.errorType).toBe('private_repo_feature')
    expect(github?.calls).toEqual([{ op: 'list' }])
    finish()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(uploads).toEqual([])
    expectNoKeyTaken(log)
  })

  it.each(FAILING_GENERATORS)(
    'a generator that %s while the Travis read fails: the read is the error, and nothing goes unhandled',
    async (_, generateKey: RotationDependencies['generateKey']) => {
      travisAnswersRead(NOT_PRIVATE, [])
      const { context, log } = setup([PREVIOUS])
      const error = await failure(
        rotateKeyPair(context, settings(), { ...dependencies, generateKey }),
        TravisApiError
      )

      expect(error.errorType).toBe('private_repo_feature')
      expectNoKeyTaken(log)
    }
  )

  it.each(FAILING_GENERATORS)(
    'a generator that %s after good reads fails the run with its error; nothing is written',
    async (_, generateKey: RotationDependencies['generateKey']) => {
      travisHas(oldKeyPair)
      const { context, log, github } = setup([PREVIOUS])
      const error = await failure(
        rotateKeyPair(context, settings(), { ...dependencies, generateKey }),
        Error
      )

      expect(error.message).toBe('no entropy')
      expect(github?.calls).toEqual([{ op: 'list' }])
      expect(uploads).toEqual([])
      expect(log.messages('group')).toEqual([
        'Read the current keys',
        'Generate a 2048-bit RSA key'
      ])
      expect(log.masked).toEqual([])
    }
  )

  it('both reads fail: the Travis read is the error, as when they ran one after the other', async () => {
    travisAnswersRead(NOT_PRIVATE, [])
    const { context, log, github } = setup([PREVIOUS])
    const listFailure = new GitHubApiError(502, 'GitHub could not list deploy keys (HTTP 502).')
    if (github !== null) github.failures.list = listFailure
    const error = await failure(rotateKeyPair(context, settings(), dependencies), TravisApiError)

    expect(error.errorType).toBe('private_repo_feature')
    expect(github?.calls).toEqual([{ op: 'list' }])
    expectNoKeyTaken(log)
  })

  it('the listing fails and Travis answers: the listing is the error, after the Travis line', async () => {
    travisHas(oldKeyPair)
    const { context, log, github } = setup([PREVIOUS])
    const listFailure = new GitHubApiError(404, 'GitHub could not list deploy keys (HTTP 404).')
    if (github !== null) github.failures.list = listFailure
    const error = await failure(rotateKeyPair(context, settings(), dependencies), GitHubApiError)

    expect(error).toBe(listFailure)
    expect(log.messages('info')).toEqual([`Travis CI: key pair ${OLD_FINGERPRINT}.`])
    expect(uploads).toEqual([])
    expectNoKeyTaken(log)
  })
})
