// rotate-key-pair against hostile servers and overlapping runs, end to end: a deploy key GitHub
// claims to have added but does not keep, GitHub's organisation policy, a Travis key pair changed
// by another run right after ours, truthful rollback messages, and the outputs key-age-days and
// fingerprint-sha256. Every test asserts the end state on both fakes.
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto'
import sshpk from 'sshpk'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sshMd5Fingerprint } from '../support/fake-travis.mjs'
import { REPO, demoRepo, expectFailure, expectSuccess, summaryText } from './helpers.js'
import {
  TITLE_PREFIX,
  daysAgo,
  deployKeys,
  finishTest,
  pemOf,
  rotate,
  rsaPrivateKey,
  sshRsaLine,
  startRotationFakes,
  writesIn,
  type RotationFakes
} from './rotation-helpers.js'

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
    ['201 {}', {}, 'without an id']
  ])('%s: nothing written to Travis, the old key kept, exit 1', async (_, answer, says) => {
    const fakes = await startRotationFakes()
    const old = seedK1(fakes)
    const body = 'id' in answer ? { ...answer, key: sshRsaLine(createPublicKey(other)) } : answer
    fakes.github.failNext({ method: 'POST', status: 201, body })
    const result = await rotate(fakes)

    expectFailure(result, OPERATION, REPO, 'GitHub', says, 'nothing was written to Travis CI')
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
})

it('a deploy key list without the fields of deploy keys fails naming the endpoint; nothing written', async () => {
  const fakes = await startRotationFakes()
  const old = seedK1(fakes)
  fakes.github.failNext({ method: 'GET', status: 200, body: [{ id: 7 }] })
  const result = await rotate(fakes)

  expectFailure(
    result,
    OPERATION,
    REPO,
    `GET /repos/${REPO}/keys with something that is no deploy key list (entry 0 has no key text)`
  )
  expect(writes(fakes)).toEqual([])
  expect(travisKeyPem(fakes)).toBe(k1Pem)
  expect(deployKeys(fakes.github)).toEqual([old])
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
  fakes.travis.failNext({ method: 'POST', pathIncludes: 'key_pair', status: 500 })
  const result = await rotate(fakes)

  expectFailure(result, OPERATION, REPO, '500')
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
    expect(summary).toContain(`SHA256 fingerprint | ${sha256}`)
    expect(summary).toContain('Previous deploy key age | 100 days')
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
