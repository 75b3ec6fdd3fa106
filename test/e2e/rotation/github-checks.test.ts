// rotate-key-pair against hostile servers and overlapping runs, end to end: a deploy key GitHub
// claims to have added but does not keep, GitHub's organisation policy, a Travis key pair changed
// by another run right after ours, truthful rollback messages, and the outputs key-age-days and
// fingerprint-sha256. Every test asserts the end state on both fakes.
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto'
import sshpk from 'sshpk'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sshMd5Fingerprint } from '../../fakes/fake-travis.mjs'
import { REPO, demoRepo, expectFailure, expectSuccess, summaryText } from '../helpers.js'
import {
  TITLE_PREFIX,
  daysAgo,
  deployKeys,
  ed25519Line,
  finishTest,
  pemOf,
  rotate,
  rsaPrivateKey,
  sshRsaLine,
  startRotationFakes,
  writesIn,
  type RotationFakes
} from './helpers.js'

const OPERATION = 'rotate-key-pair'

let k1: KeyObject
let k1Pem: string
let k1Line: string
let other: KeyObject

beforeAll(() => {
  k1 = rsaPrivateKey()
  k1Pem = pemOf(k1)
  k1Line = sshRsaLine(createPublicKey(k1))
  other = rsaPrivateKey()
})

afterEach(finishTest)

/** Travis holds K1; GitHub holds K1's deploy key, 100 days old. */
function seedK1(fakes: RotationFakes) {
  demoRepo(fakes.travis).keyPair = { privateKey: k1Pem, description: 'old key' }
  return fakes.github.addKey(REPO, {
    key: k1Line,
    title: `${TITLE_PREFIX} 2024-01-01`,
    created_at: daysAgo(100)
  })
}

function travisKeyPem(fakes: RotationFakes): string | undefined {
  return demoRepo(fakes.travis).keyPair?.privateKey
}

function writes(fakes: RotationFakes): string[] {
  return writesIn(fakes).map((r) => `${r.server} ${r.method}`)
}

describe('the new deploy key is found on GitHub before Travis CI changes', () => {
  it.each([
    ['201 with an id, but the key is not kept', { id: 4242, title: `${TITLE_PREFIX} x` }, '4242'],
    ['201 {}', {}, 'without an id'],
    ['201 with an empty body', '', 'without an id']
  ])('%s: nothing written to Travis, the old key kept, exit 1', async (_, answer, says) => {
    const fakes = await startRotationFakes()
    const old = seedK1(fakes)
    const body =
      typeof answer === 'object' && 'id' in answer
        ? { ...answer, key: sshRsaLine(createPublicKey(other)) }
        : answer
    fakes.github.failNext({ method: 'POST', status: 201, body })
    const result = await rotate(fakes)

    expectFailure(result, OPERATION, REPO, 'GitHub', says, 'nothing was written to Travis CI')
    expect(writes(fakes)).toEqual(['github POST'])
    expect(travisKeyPem(fakes)).toBe(k1Pem)
    expect(deployKeys(fakes.github)).toEqual([old])
  })

  it('answered without an id, then the list fails: nothing written to Travis, no id to remove named', async () => {
    const fakes = await startRotationFakes()
    const old = seedK1(fakes)
    fakes.github.failNext({ method: 'POST', status: 201, body: {} })
    // The listing that looks for the new key fails (the first listing has been answered by then).
    fakes.github.onRequest((request) => {
      if (request.method === 'POST') fakes.github.failNext({ method: 'GET', status: 502 })
    })
    const result = await rotate(fakes)

    const message = expectFailure(
      result,
      OPERATION,
      REPO,
      'GitHub answered the deploy key add without an id, but the deploy keys could not be listed to find it ' +
        '(GitHub could not list deploy keys (HTTP 502: Bad Gateway)); ' +
        'nothing was written to Travis CI (its key pair is as before).'
    )
    expect(message).not.toContain('Remove deploy key')
    expect(fakes.github.requests.map((r) => r.method)).toEqual(['GET', 'POST', 'GET'])
    expect(writes(fakes)).toEqual(['github POST'])
    expect(travisKeyPem(fakes)).toBe(k1Pem)
    expect(deployKeys(fakes.github)).toEqual([old])
  })

  it('stored under another id than answered: that key (it holds the new key) goes again, exit 1', async () => {
    const fakes = await startRotationFakes()
    const old = seedK1(fakes)
    fakes.github.failNext({ method: 'POST', status: 201, body: { id: 4242 }, afterHandling: true })
    const result = await rotate(fakes)

    expectFailure(
      result,
      OPERATION,
      REPO,
      'with id 4242',
      /Deploy key \d+, which holds the new key, was removed again/
    )
    expect(writes(fakes)).toEqual(['github POST', 'github DELETE'])
    expect(travisKeyPem(fakes)).toBe(k1Pem)
    expect(deployKeys(fakes.github)).toEqual([old])
  })

  it('stored, but answered without an id: the stored key goes again, and the failure does not call it missing', async () => {
    const fakes = await startRotationFakes()
    const old = seedK1(fakes)
    fakes.github.failNext({ method: 'POST', status: 201, body: {}, afterHandling: true })
    const result = await rotate(fakes)

    const message = expectFailure(
      result,
      OPERATION,
      REPO,
      'GitHub answered the deploy key add without an id, which confirms no deploy key',
      'nothing was written to Travis CI (its key pair is as before).',
      /Deploy key \d+, which holds the new key, was removed again/
    )
    expect(message).not.toContain('do not include')
    expect(writes(fakes)).toEqual(['github POST', 'github DELETE'])
    expect(travisKeyPem(fakes)).toBe(k1Pem)
    expect(deployKeys(fakes.github)).toEqual([old])
  })

  it('stored, but the listing lags and does not show it yet: the key the answer named goes again, exit 1', async () => {
    const fakes = await startRotationFakes()
    const old = seedK1(fakes)
    const before = structuredClone(fakes.github.keys[REPO])
    // Once the add arrives, the next listing is answered as it was before the add.
    const stop = fakes.github.onRequest((request) => {
      if (request.method !== 'POST') return
      stop()
      fakes.github.failNext({ method: 'GET', pathIncludes: '/keys', status: 200, body: before })
    })
    const result = await rotate(fakes)

    const added = fakes.github.requests.find((r) => r.method === 'DELETE')?.path ?? ''
    const id = /\/keys\/(\d+)$/.exec(added)?.[1]
    expect(id).toBeDefined()
    expect(id).not.toBe(String(old.id))
    expectFailure(
      result,
      OPERATION,
      REPO,
      `GitHub answered the deploy key add with id ${id}, but the repository's deploy keys do not include key ${id} holding the new key`,
      'nothing was written to Travis CI',
      `Deploy key ${id}, which the answer named, was removed again.`
    )
    expect(writes(fakes)).toEqual(['github POST', 'github DELETE'])
    expect(travisKeyPem(fakes)).toBe(k1Pem)
    expect(deployKeys(fakes.github)).toEqual([old])
  })

  it('stored under another id than answered, and that key cannot be removed: says to remove it by hand', async () => {
    const fakes = await startRotationFakes()
    const old = seedK1(fakes)
    fakes.github.failNext({ method: 'POST', status: 201, body: { id: 4242 }, afterHandling: true })
    fakes.github.failNext({ method: 'DELETE', status: 500 })
    const result = await rotate(fakes)

    const stray = deployKeys(fakes.github).find((key) => key.id !== old.id)
    expect(stray).toBeDefined()
    const note = `Deploy key ${stray?.id} holds the new key and could not be removed: remove it by hand.`
    expectFailure(result, OPERATION, REPO, 'with id 4242', note)
    expect(result.stdout).toContain(note)
    expect(writes(fakes)).toEqual(['github POST', 'github DELETE'])
    expect(travisKeyPem(fakes)).toBe(k1Pem)
    expect(deployKeys(fakes.github).map((key) => key.id)).toEqual([old.id, stray?.id])
  })
})

it.each([
  ['[{"id": 7}]', { body: [{ id: 7 }] }, 'entry 0 has no key text'],
  ['[null]', { body: [null] }, 'entry 0 is not an object'],
  ['{"id": "7"}', { body: { id: '7' } }, 'not a list'],
  // A proxy's sign-in page: not retried, and none of its text is shown.
  [
    'an HTML page',
    { body: '<html><body>Sign in to continue</body></html>', contentType: 'text/html' },
    'not a list'
  ]
])(
  'a deploy key list answered %s fails naming the endpoint; nothing written',
  async (_, answer, problem) => {
    const fakes = await startRotationFakes()
    const old = seedK1(fakes)
    fakes.github.failNext({ method: 'GET', status: 200, ...answer })
    const result = await rotate(fakes, { retries: '2' })

    const message = expectFailure(
      result,
      OPERATION,
      REPO,
      `GET /repos/${REPO}/keys with something that is no deploy key list (${problem})`
    )
    expect(message).not.toMatch(/Sign in|TypeError/)
    expect(fakes.github.requests.map((r) => r.method)).toEqual(['GET'])
    expect(writes(fakes)).toEqual([])
    expect(travisKeyPem(fakes)).toBe(k1Pem)
    expect(deployKeys(fakes.github)).toEqual([old])
  }
)

// Octokit's paginate reads each of these as "no deploy keys" (a 409 as an empty repository's
// listing, a body that is no array as an empty page); only a 200 whose body is a JSON array is a
// listing, on every page.
describe('a deploy key listing that is not a list fails the step before any write', () => {
  const JSON_TYPE = 'application/json; charset=utf-8'
  const answers: Array<[string, Record<string, unknown>, string | RegExp]> = [
    ['409', { status: 409, body: { message: 'Git Repository is empty.' } }, 'HTTP 409'],
    ['204', { status: 204, body: '' }, 'no deploy key list (HTTP 204)'],
    ['200 with an empty body', { status: 200, body: '', contentType: JSON_TYPE }, 'not a list'],
    [
      '200 with a cut body',
      { status: 200, body: '[{"id": 1, "key": "ssh-rsa AAAA', contentType: JSON_TYPE },
      'not a list'
    ],
    ['200 null', { status: 200, body: 'null', contentType: JSON_TYPE }, 'not a list'],
    [
      '200 {"total_count":0,"items":[]}',
      { status: 200, body: { total_count: 0, items: [] } },
      'not a list'
    ]
  ]

  it.each(answers)('%s', async (_, answer, says) => {
    const fakes = await startRotationFakes()
    const old = seedK1(fakes)
    fakes.github.failNext({ method: 'GET', pathIncludes: '/keys', ...answer })
    const result = await rotate(fakes)

    expectFailure(result, OPERATION, REPO, 'deploy key', says)
    expect(writes(fakes)).toEqual([])
    expect(travisKeyPem(fakes)).toBe(k1Pem)
    expect(deployKeys(fakes.github)).toEqual([old])
  })

  it('204 under rotate-if-older-than: a 3-day-old key is not rotated', async () => {
    const fakes = await startRotationFakes()
    demoRepo(fakes.travis).keyPair = { privateKey: k1Pem, description: 'old key' }
    const young = fakes.github.addKey(REPO, {
      key: k1Line,
      title: `${TITLE_PREFIX} 2024-01-01`,
      created_at: daysAgo(3)
    })
    fakes.github.failNext({ method: 'GET', pathIncludes: '/keys', status: 204, body: '' })
    const result = await rotate(fakes, { 'rotate-if-older-than': '30' })

    expectFailure(result, OPERATION, REPO, 'no deploy key list (HTTP 204)')
    expect(writes(fakes)).toEqual([])
    expect(travisKeyPem(fakes)).toBe(k1Pem)
    expect(deployKeys(fakes.github)).toEqual([young])
  })

  it.each([
    ['409', { status: 409, body: { message: 'Conflict' } }, 'HTTP 409'],
    ['204', { status: 204, body: '' }, 'no deploy key list (page 2: HTTP 204)'],
    ['200 {}', { status: 200, body: {} }, 'page 2: not a list']
  ])('page 2 answered %s', async (_, answer, says) => {
    const fakes = await startRotationFakes()
    // 100 unrelated keys fill page 1; the one holding the Travis key is on page 2.
    for (let index = 0; index < 100; index++) {
      fakes.github.addKey(REPO, { key: ed25519Line(), title: `server ${index}` })
    }
    seedK1(fakes)
    const before = deployKeys(fakes.github)
    fakes.github.failNext({ method: 'GET', pathIncludes: 'page=2', ...answer })
    const result = await rotate(fakes)

    expectFailure(result, OPERATION, REPO, 'deploy key', says)
    expect(fakes.github.requests.map((r) => `${r.method} ${r.rawQuery}`)).toEqual([
      'GET per_page=100',
      'GET per_page=100&page=2'
    ])
    expect(writes(fakes)).toEqual([])
    expect(travisKeyPem(fakes)).toBe(k1Pem)
    expect(deployKeys(fakes.github)).toEqual(before)
  })
})

const DISABLED = 'Deploy keys are disabled for this repository'
const CREATE_DOCS = 'https://docs.github.com/rest/deploy-keys/deploy-keys#create-a-deploy-key'

it.each([
  // As GitHub answers it (vitodeploy/vito#949): Validation Failed, the policy in `errors`.
  [
    'Validation Failed',
    {
      message: 'Validation Failed',
      errors: [{ resource: 'PublicKey', code: 'custom', message: DISABLED }],
      documentation_url: CREATE_DOCS,
      status: '422'
    }
  ],
  ['the policy as the message', { message: DISABLED, documentation_url: CREATE_DOCS }]
])("GitHub's organisation policy (422, %s) is explained; Travis untouched", async (_, body) => {
  const fakes = await startRotationFakes()
  const old = seedK1(fakes)
  fakes.github.failNext({ method: 'POST', status: 422, body })
  const result = await rotate(fakes)

  expectFailure(
    result,
    OPERATION,
    REPO,
    DISABLED,
    /organi[sz]ation/,
    'Member privileges',
    'Nothing was changed on Travis CI'
  )
  expect(writes(fakes)).toEqual(['github POST'])
  expect(travisKeyPem(fakes)).toBe(k1Pem)
  expect(deployKeys(fakes.github)).toEqual([old])
})

it('a first rotation rolled back says Travis had no key pair, not that "the previous key still works"', async () => {
  const fakes = await startRotationFakes()
  // Refused (a 4xx): a 5xx may still land, and keeps both deploy keys (unsettled.test.ts).
  fakes.travis.failNext({ method: 'POST', pathIncludes: 'key_pair', status: 422 })
  const result = await rotate(fakes)

  expectFailure(result, OPERATION, REPO, '422')
  expect(travisKeyPem(fakes)).toBeUndefined()
  expect(deployKeys(fakes.github)).toEqual([])
  const warnings = result.warnings.join('\n')
  expect(warnings).toContain('was removed again')
  expect(warnings).not.toContain('previous key still works')
  expect(warnings).toContain('Travis CI had no key pair before this run and has none now')
})

it('overlapping rotations: another key read back right after our write fails the run, naming our stray deploy key', async () => {
  const fakes = await startRotationFakes()
  const old = seedK1(fakes)
  const otherRunPem = pemOf(other)
  // Another run's PATCH lands between our PATCH and our read-back.
  let patched = false
  fakes.travis.onRequest((request) => {
    if (request.method === 'PATCH') patched = true
    else if (patched && request.method === 'GET') {
      demoRepo(fakes.travis).keyPair = { privateKey: otherRunPem, description: 'other run' }
    }
  })
  const result = await rotate(fakes)

  const ours = deployKeys(fakes.github).find((key) => key.id !== old.id)
  expect(ours).toBeDefined()
  const message = expectFailure(
    result,
    OPERATION,
    REPO,
    sshMd5Fingerprint(other),
    `deploy key '${ours?.title}' (id ${ours?.id})`,
    /overlapping/i
  )
  expect(message).toContain('concurrency')
  // Nothing was removed: the previous deploy key stays, ours is named for cleaning up.
  expect(deployKeys(fakes.github).map((key) => key.id)).toEqual([old.id, ours?.id])
  expect(writes(fakes)).toEqual(['github POST', 'travis PATCH'])
  expect(travisKeyPem(fakes)).toBe(otherRunPem)
  expect(result.outputs.fingerprint).toBeUndefined()
})

describe('another run changes the Travis key pair while this one installs', () => {
  let third: KeyObject
  beforeAll(() => {
    third = rsaPrivateKey()
  })

  /** Runs `change` on the fake Travis as the first request with `method` arrives. */
  function onTravis(fakes: RotationFakes, method: string, change: () => void): void {
    let done = false
    fakes.travis.onRequest((request) => {
      if (done || request.method !== method) return
      done = true
      change()
    })
  }

  /** The deploy key this run added (and removed again): the DELETE's id, never the old key's. */
  function rolledBackId(fakes: RotationFakes, oldId: number | null): string | undefined {
    const removed = fakes.github.requests.find((r) => r.method === 'DELETE')?.path
    const id = /\/keys\/(\d+)$/.exec(removed ?? '')?.[1]
    expect(id).not.toBe(String(oldId))
    return id
  }

  it("a failed first create that finds another run's key pair removes this run's deploy key and reports the overlap", async () => {
    const fakes = await startRotationFakes()
    const otherRunPem = pemOf(other)
    // Another run's create lands first, so ours is refused: 409, the key pair exists.
    onTravis(fakes, 'POST', () => {
      demoRepo(fakes.travis).keyPair = { privateKey: otherRunPem, description: 'other run' }
    })
    fakes.travis.failNext({ method: 'POST', pathIncludes: 'key_pair', status: 409 })
    const result = await rotate(fakes)

    expectFailure(
      result,
      OPERATION,
      REPO,
      '409',
      `Travis CI now holds key pair ${sshMd5Fingerprint(other)}, neither the key pair it held when this run started (none)`,
      /overlapping rotations\), so the create was not sent again/
    )
    const id = rolledBackId(fakes, null)
    expect(result.warnings).toEqual([
      `Installing the key on Travis CI failed; the new deploy key (id ${id}) was removed again. ` +
        `Travis CI holds a key pair this run did not install (${sshMd5Fingerprint(other)}); no other deploy key was removed.`
    ])
    expect(writes(fakes)).toEqual(['github POST', 'travis POST', 'github DELETE'])
    expect(travisKeyPem(fakes)).toBe(otherRunPem)
    expect(deployKeys(fakes.github)).toEqual([])
  })

  it("a failed update, after which Travis holds a third key, removes this run's deploy key and names both keys", async () => {
    const fakes = await startRotationFakes()
    const old = seedK1(fakes)
    const thirdPem = pemOf(third)
    onTravis(fakes, 'PATCH', () => {
      demoRepo(fakes.travis).keyPair = { privateKey: thirdPem, description: 'other run' }
    })
    fakes.travis.failNext({ method: 'PATCH', pathIncludes: 'key_pair', status: 422 })
    const result = await rotate(fakes)

    expectFailure(result, OPERATION, REPO, '422', /overlapping rotations/)
    const id = rolledBackId(fakes, old.id)
    expect(result.warnings).toEqual([
      `Installing the key on Travis CI failed; the new deploy key (id ${id}) was removed again. ` +
        `Travis CI holds a key pair this run did not install (${sshMd5Fingerprint(third)}), ` +
        `not the previous one (${sshMd5Fingerprint(k1)}); no other deploy key was removed.`
    ])
    expect(writes(fakes)).toEqual(['github POST', 'travis PATCH', 'github DELETE'])
    expect(travisKeyPem(fakes)).toBe(thirdPem)
    expect(deployKeys(fakes.github)).toEqual([old])
  })

  it("a failed update, after which Travis holds no key pair, removes this run's deploy key and says what Travis held", async () => {
    const fakes = await startRotationFakes()
    const old = seedK1(fakes)
    onTravis(fakes, 'PATCH', () => {
      demoRepo(fakes.travis).keyPair = null
    })
    fakes.travis.failNext({ method: 'PATCH', pathIncludes: 'key_pair', status: 422 })
    const result = await rotate(fakes)

    expectFailure(result, OPERATION, REPO, '422', 'Travis CI now holds no key pair', /overlapping/)
    const id = rolledBackId(fakes, old.id)
    expect(result.warnings).toEqual([
      `Installing the key on Travis CI failed; the new deploy key (id ${id}) was removed again. ` +
        `Travis CI now holds no key pair (it held ${sshMd5Fingerprint(k1)} before this run).`
    ])
    expect(travisKeyPem(fakes)).toBeUndefined()
    expect(deployKeys(fakes.github)).toEqual([old])
  })

  it("without github-token, a key pair deleted right after the update fails the run: this run's key is not installed", async () => {
    const fakes = await startRotationFakes()
    seedK1(fakes)
    // Our PATCH lands; the key pair is deleted before our read-back.
    onTravis(fakes, 'PATCH', () => {
      onTravis(fakes, 'GET', () => {
        demoRepo(fakes.travis).keyPair = null
      })
    })
    const result = await rotate(fakes, {}, { githubToken: null })

    const installed = fakes.travis.requests.find((r) => r.method === 'PATCH')?.body as
      Record<string, string> | undefined
    const fingerprint = sshMd5Fingerprint(createPrivateKey(installed?.['key_pair.value'] ?? ''))
    const message = expectFailure(
      result,
      OPERATION,
      REPO,
      `Travis CI holds no key pair right after this run installed ${fingerprint}`,
      "This run's key (its 'ssh-public-key') is not installed.",
      'concurrency'
    )
    expect(message).not.toContain('deploy key')
    expect(fakes.github.requests).toEqual([])
    // Nothing claims a rotation that did not happen.
    expect(result.warnings).toEqual([])
    expect(result.outputs['ssh-public-key']).toBeUndefined()
  })

  it('without github-token, a failed update only fails the run: nothing is rolled back, nothing claims a rotation', async () => {
    const fakes = await startRotationFakes()
    seedK1(fakes)
    fakes.travis.failNext({ method: 'PATCH', pathIncludes: 'key_pair', status: 500 })
    const result = await rotate(fakes, {}, { githubToken: null })

    expectFailure(result, OPERATION, REPO, '500')
    expect(fakes.github.requests).toEqual([])
    expect(result.warnings).toEqual([])
    expect(travisKeyPem(fakes)).toBe(k1Pem)
    expect(writes(fakes)).toEqual(['travis PATCH'])
  })
})

describe("GitHub's rate limits and bodies", () => {
  const limited = (headers: Record<string, string>) => ({
    method: 'GET',
    pathIncludes: '/keys',
    status: 403,
    headers,
    body: { message: 'API rate limit exceeded for installation ID 1' }
  })
  const now = () => Math.floor(Date.now() / 1000)

  it('a primary rate limit that resets within a minute is waited out, then the rotation goes on', async () => {
    const fakes = await startRotationFakes()
    seedK1(fakes)
    fakes.github.failNext(
      limited({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(now() + 1) })
    )
    const result = await rotate(fakes, { retries: '1' })
    expectSuccess(result, true)
    expect(result.stdout).toMatch(/GitHub: list deploy keys: HTTP 403; retrying in \d/)
    expect(deployKeys(fakes.github)).toHaveLength(1)
    expect(travisKeyPem(fakes)).not.toBe(k1Pem)
  })

  it('a secondary rate limit with Retry-After is waited out', async () => {
    const fakes = await startRotationFakes()
    seedK1(fakes)
    fakes.github.failNext(limited({ 'retry-after': '1' }))
    const result = await rotate(fakes, { retries: '1' })
    expectSuccess(result, true)
    expect(result.stdout).toContain('HTTP 403; retrying in 1.0 s')
  })

  it('a primary rate limit that resets in an hour fails at once, saying when it resets; nothing written', async () => {
    const fakes = await startRotationFakes()
    seedK1(fakes)
    const reset = now() + 3600
    fakes.github.failNext(
      limited({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) })
    )
    const result = await rotate(fakes, { retries: '3' })
    const at = new Date(reset * 1000).toISOString().slice(11, 19)
    expectFailure(result, OPERATION, REPO, 'HTTP 403', `rate limit resets at ${at} UTC`)
    expect(result.stdout).not.toContain('retrying')
    expect(writes(fakes)).toEqual([])
  })

  it('an endless deploy key listing fails naming the limit; nothing written', async () => {
    const fakes = await startRotationFakes()
    seedK1(fakes)
    fakes.github.failNext({ method: 'GET', pathIncludes: '/keys', endlessBody: true })
    const result = await rotate(fakes)
    expectFailure(result, OPERATION, REPO, 'with a body larger than 64 MiB')
    expect(writes(fakes)).toEqual([])
    expect(travisKeyPem(fakes)).toBe(k1Pem)
  })
})

describe('outputs', () => {
  it('key-age-days and fingerprint-sha256 with github-token', async () => {
    const fakes = await startRotationFakes()
    seedK1(fakes)
    const result = await rotate(fakes)

    expectSuccess(result, true)
    expect(result.outputs['key-age-days']).toBe('100')
    const installed = createPublicKey(createPrivateKey(travisKeyPem(fakes) ?? ''))
    const sha256 = sshpk
      .parseKey(String(installed.export({ type: 'spki', format: 'pem' })), 'pem')
      .fingerprint('sha256')
      .toString()
    expect(result.outputs['fingerprint-sha256']).toBe(sha256)
    const summary = summaryText(result, OPERATION)
    // The SHA256 row names the key it is of: the new one.
    expect(summary).toContain(`New fingerprint (SHA256) | ${sha256}`)
    expect(summary).toMatch(/^Previous deploy key \| .*, 100 days old; removed$/m)
  })

  it('key-age-days is empty when no deploy key held the key', async () => {
    const fakes = await startRotationFakes()
    const result = await rotate(fakes)
    expectSuccess(result, true)
    expect(result.outputs['key-age-days']).toBe('')
  })

  it('without github-token: a ::warning:: that GitHub was not updated', async () => {
    const fakes = await startRotationFakes()
    seedK1(fakes)
    const result = await rotate(fakes, {}, { githubToken: null })
    expect(result.exitCode).toBe(0)
    expect(result.warnings).toEqual([expect.stringContaining('GitHub was not updated')])
    expect(result.outputs['key-age-days']).toBe('')
    expect(fakes.github.requests).toEqual([])
  })
})
