// Failures against the real travis-api: what the server answers for a bad token, a token that may
// only read, an unknown repository or setting, a public repository's key pair, and its rate
// limits; each run must say what happened, in one line, and leave the server as it was.
import { generateKeyPairSync } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { askServer, exhaustRateLimit, held, seedKit } from './kit.js'
import { expectFailure, expectSuccess, runLive, summaryOf, useRecorder } from './helpers.js'
import {
  ADMIN_TOKEN,
  baseSeed,
  PUBLIC_REPO,
  PUSH_TOKEN,
  READONLY_TOKEN,
  REPO,
  daysAgo
} from './seed.js'

useRecorder()

/** A fresh RSA key for the key pair writes. */
const PEM_SEEDED = String(
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    type: 'pkcs1',
    format: 'pem'
  })
)

beforeEach(async () => {
  await seedKit(
    baseSeed({
      repo: {
        settings: { build_pushes: true },
        caches: [{ branch: 'main', name: 'cache.tgz', size: 10, last_modified: daysAgo(1) }]
      }
    })
  )
})

describe('the token', () => {
  it('an unknown token: one line saying the token is invalid, no retries, nothing changed', async () => {
    const run = await runLive({
      operation: 'set-setting',
      repo: REPO,
      setting: 'build_pushes',
      value: 'false',
      'travis-token': 'no-such-token-0000'
    })
    expectFailure(run, 'set-setting', REPO, /token .*(missing|invalid|expired)/i, 'HTTP 403')
    expect(run.requests).toHaveLength(1)
    expect((await held<{ value: boolean }>('/repo/1/setting/build_pushes')).value).toBe(true)
  })

  it('a token that may only read, on set-setting: the permission named, the value kept', async () => {
    const run = await runLive({
      operation: 'set-setting',
      repo: REPO,
      setting: 'build_pushes',
      value: 'false',
      'travis-token': READONLY_TOKEN
    })
    expectFailure(run, 'set-setting', REPO, "'write' permission", 'It stays true')
    expect((await held<{ value: boolean }>('/repo/1/setting/build_pushes')).value).toBe(true)
  })

  it('a token that may only read, on delete-caches: the cache permission named, the cache kept', async () => {
    const run = await runLive({
      operation: 'delete-caches',
      repo: REPO,
      branch: 'main',
      'travis-token': READONLY_TOKEN
    })
    expectFailure(run, 'delete-caches', REPO, /cache_(view|delete)/)
    expect((await held<{ caches: unknown[] }>('/repo/1/caches')).caches).toHaveLength(1)
  })

  it('a token that may only read, on create-key-pair: the permission named, nothing created', async () => {
    const run = await runLive({
      operation: 'create-key-pair',
      repo: REPO,
      'private-key': PEM_SEEDED,
      'travis-token': READONLY_TOKEN
    })
    expectFailure(run, 'create-key-pair', REPO, "'create_key_pair' permission")
    expect((await askServer('GET', '/repo/1/key_pair')).status).toBe(404)
  })

  it('a token with push access may write settings', async () => {
    const run = await runLive({
      operation: 'set-setting',
      repo: REPO,
      setting: 'build_pushes',
      value: 'false',
      'travis-token': PUSH_TOKEN
    })
    expectSuccess(run, true)
    expect(run.requests).toEqual([
      'GET /repo/octo-org%2Fprivate-repo/setting/build_pushes',
      'PATCH /repo/octo-org%2Fprivate-repo/setting/build_pushes'
    ])
    expect(run.outputs.value).toBe('false')
    expect(summaryOf(run, 'set-setting', REPO)).toContain('build_pushes')
    expect((await held<{ value: boolean }>('/repo/1/setting/build_pushes')).value).toBe(false)
  })
})

describe('what the server does not have', () => {
  it('an unknown repository: it is named as unknown or invisible to the token', async () => {
    const run = await runLive({ operation: 'list-settings', repo: 'octo-org/no-such-repo' })
    expectFailure(
      run,
      'list-settings',
      'octo-org/no-such-repo',
      /repository .*unknown/i,
      'HTTP 404'
    )
  })

  it('an unknown setting: the valid names are listed', async () => {
    const run = await runLive({ operation: 'get-setting', repo: REPO, setting: 'no_such_setting' })
    expectFailure(run, 'get-setting', REPO, "'no_such_setting' is not a setting", 'build_pushes')
  })

  it('a public repository has no key pair: said so', async () => {
    const run = await runLive({ operation: 'find-key-pair', repo: PUBLIC_REPO })
    expectFailure(run, 'find-key-pair', PUBLIC_REPO, 'only for private repositories')
  })
})

describe('rate limits', () => {
  it('the token over its 2,000 requests a minute: 429, said as a rate limit', async () => {
    await seedKit(baseSeed({ rateLimited: true }))
    await exhaustRateLimit(ADMIN_TOKEN)
    const run = await runLive({ operation: 'list-settings', repo: REPO })
    expectFailure(run, 'list-settings', REPO, 'rate limit', 'HTTP 429')
  })

  it('more than 50 POSTs in 30 seconds: the token is blocked (403 Forbidden), said as such', async () => {
    await seedKit(baseSeed({ repo: { key_pair: { value: PEM_SEEDED } }, rateLimited: true }))
    // POSTs of a key pair that exists (409 each) trip the ban of lib/travis/api/attack.rb (50 in
    // 30 seconds). Rack::Attack counts them in fixed 30-second windows (cache.rb key_and_expiry:
    // the epoch time ÷ 30), so 51 that straddle a window's end may trip nothing: they are sent
    // until the ban answers (403), 150 at the most.
    let banned = false
    for (let i = 0; i < 150 && !banned; i++) {
      const answer = await askServer('POST', '/repo/1/key_pair', {
        body: { 'key_pair.value': PEM_SEEDED }
      })
      banned = answer.status === 403
    }
    expect(banned).toBe(true)
    const run = await runLive({ operation: 'set-key-pair', repo: REPO, 'private-key': PEM_SEEDED })
    expectFailure(
      run,
      'set-key-pair',
      REPO,
      'HTTP 403: Forbidden',
      'blocked the token',
      '50 POST requests'
    )
  })
})
