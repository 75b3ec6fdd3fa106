import nock from 'nock'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DeployKeys, type DeployKey } from '../../../src/github/deploy-keys.js'
import { GitHubApiError } from '../../../src/github/errors.js'
import { recordingRetryPolicy } from '../../support/client.js'
import { useNock } from '../../support/nock.js'
import { rejectionOf } from '../../support/rejection.js'
import { recordingRunner, type RecordingRunner } from '../../support/recording-runner.js'

// @actions/github reads GITHUB_API_URL once, when it is first imported (as the runner sets it
// before the action starts), so the stub must be in place before the imports above run.
vi.hoisted(() => {
  vi.stubEnv('GITHUB_API_URL', 'https://github.example.test/api/v3')
})

const GITHUB = 'https://github.example.test'
const KEYS = '/api/v3/repos/octo-org/hello/keys'
const TOKEN = 'ghp_test-token-0123456789'
const DOCS = 'https://docs.github.com/rest/deploy-keys/deploy-keys'
const NEW_KEY = 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQCnewkey'

function deployKey(id: number, key = `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC${id}`): DeployKey {
  return {
    id,
    key,
    title: `key ${id}`,
    created_at: '2025-01-02T03:04:05Z',
    read_only: true
  }
}

let logs: RecordingRunner[] = []

function deployKeys(retries = 2, timeoutMs = 5000) {
  const log = recordingRunner()
  logs.push(log)
  const sleeps: number[] = []
  const retryPolicy = recordingRetryPolicy(retries, sleeps)
  const keys = new DeployKeys({
    token: TOKEN,
    owner: 'octo-org',
    repo: 'hello',
    runner: log,
    retryPolicy,
    timeoutMs,
    // nock does not see Octokit's default (undici) transport.
    fetch: globalThis.fetch
  })
  return { keys, log, sleeps }
}

const rejection = (promise: Promise<unknown>) => rejectionOf(promise, GitHubApiError)

const github = () => nock(GITHUB, { reqheaders: { authorization: `token ${TOKEN}` } })

useNock()
beforeEach(() => {
  logs = []
})
afterEach(() => {
  for (const log of logs) expect(JSON.stringify(log.lines)).not.toContain(TOKEN)
})

describe('list', () => {
  it('reads every page (per_page=100, following Link) under the GHES path prefix, with the token', async () => {
    const first = Array.from({ length: 100 }, (_, i) => deployKey(i + 1))
    github()
      .get(KEYS)
      .query({ per_page: '100' })
      .reply(200, first, {
        link: `<${GITHUB}/api/v3/repositories/42/keys?per_page=100&page=2>; rel="next", <${GITHUB}/api/v3/repositories/42/keys?per_page=100&page=2>; rel="last"`
      })
    github()
      .get('/api/v3/repositories/42/keys')
      .query({ per_page: '100', page: '2' })
      .reply(200, [deployKey(101)], {
        link: `<${GITHUB}/api/v3/repositories/42/keys?per_page=100&page=1>; rel="prev", <${GITHUB}/api/v3/repositories/42/keys?per_page=100&page=1>; rel="first"`
      })
    const { keys } = deployKeys()
    const listed = await keys.list()
    expect(listed.map((k) => k.id)).toEqual([...first.map((k) => k.id), 101])
    expect(listed[100]).toEqual(deployKey(101))
  })

  it('a chain of next links longer than 100 pages fails instead of going on', async () => {
    const next = `<${GITHUB}/api/v3/repositories/42/keys?per_page=100&page=2>; rel="next"`
    github()
      .get(KEYS)
      .query(true)
      .reply(200, [deployKey(1)], { link: next })
    github()
      .get('/api/v3/repositories/42/keys')
      .query(true)
      .times(99)
      .reply(200, [deployKey(2)], { link: next })
    const { keys } = deployKeys()
    const error = await rejection(keys.list())
    expect(error.message).toBe(
      'GitHub answered GET /repos/octo-org/hello/keys with something that is no deploy key list (more than 100 pages).'
    )
    expect(nock.pendingMocks()).toEqual([])
  })

  it('logs one debug line per request (method, path, status, ms) and never the token', async () => {
    github()
      .get(KEYS)
      .query({ per_page: '100' })
      .reply(200, [deployKey(1)])
    const { keys, log } = deployKeys()
    await keys.list()
    expect(log.messages('debug')).toEqual([
      expect.stringMatching(/^GitHub GET \/api\/v3\/repos\/octo-org\/hello\/keys → 200 \(\d+ ms\)$/)
    ])
    expect(JSON.stringify(log.lines)).not.toContain(TOKEN)
  })

  it('retries a 5xx with backoff and says so', async () => {
    github().get(KEYS).query(true).reply(500, { message: 'Server Error' })
    github()
      .get(KEYS)
      .query(true)
      .reply(200, [deployKey(7)])
    const { keys, log, sleeps } = deployKeys()
    expect(await keys.list()).toEqual([deployKey(7)])
    expect(sleeps).toEqual([750])
    expect(log.messages('info')).toEqual([
      'GitHub: list deploy keys: HTTP 500; retrying in 0.8 s (attempt 2 of 3).'
    ])
    expect(log.messages('debug')).toEqual([
      expect.stringMatching(
        /^GitHub GET \/api\/v3\/repos\/octo-org\/hello\/keys → 500 \(\d+ ms\)$/
      ),
      expect.stringMatching(/^GitHub GET \/api\/v3\/repos\/octo-org\/hello\/keys → 200 \(\d+ ms\)$/)
    ])
  })

  it('times a request out and retries it', async () => {
    github()
      .get(KEYS)
      .query(true)
      .delay(500)
      .reply(200, [deployKey(1)])
    github()
      .get(KEYS)
      .query(true)
      .reply(200, [deployKey(2)])
    const { keys, log, sleeps } = deployKeys(2, 50)
    expect(await keys.list()).toEqual([deployKey(2)])
    expect(sleeps).toEqual([750])
    expect(log.messages('debug')[0]).toMatch(
      /^GitHub GET \/api\/v3\/repos\/octo-org\/hello\/keys → no response \(\d+ ms\)$/
    )
  })

  it('honours Retry-After', async () => {
    github()
      .get(KEYS)
      .query(true)
      .reply(429, { message: 'API rate limit exceeded' }, { 'retry-after': '3' })
    github().get(KEYS).query(true).reply(200, [])
    const { keys, sleeps } = deployKeys()
    expect(await keys.list()).toEqual([])
    expect(sleeps).toEqual([3000])
  })

  it('401: the github-token is invalid or expired (not retried)', async () => {
    github()
      .get(KEYS)
      .query(true)
      .reply(401, { message: 'Bad credentials', documentation_url: DOCS })
    const { keys, sleeps } = deployKeys()
    const error = await rejection(keys.list())
    expect(error.status).toBe(401)
    expect(error.message).toBe(
      "GitHub could not list deploy keys (HTTP 401: Bad credentials). The 'github-token' is invalid or expired."
    )
    expect(sleeps).toEqual([])
  })

  it.each([
    [403, 'Resource not accessible by integration'],
    [404, 'Not Found']
  ])(
    '%i: names "Administration: read and write" and the classic repo scope',
    async (status, text) => {
      github().get(KEYS).query(true).reply(status, { message: text, documentation_url: DOCS })
      const { keys, sleeps } = deployKeys()
      const error = await rejection(keys.list())
      expect(error.status).toBe(status)
      expect(error.message).toContain(`GitHub could not list deploy keys (HTTP ${status}: ${text})`)
      expect(error.message).toContain('"Administration: read and write"')
      expect(error.message).toContain('classic token with the repo scope')
      expect(error.message).toContain('GITHUB_TOKEN cannot manage deploy keys')
      expect(sleeps).toEqual([])
    }
  )
})

describe('add', () => {
  it('sends {title, key, read_only} with the token and returns the new key', async () => {
    const created = { ...deployKey(900, NEW_KEY), title: 'Travis CI deploy key 2025-03-04' }
    github()
      .post(KEYS, { title: 'Travis CI deploy key 2025-03-04', key: NEW_KEY, read_only: true })
      .reply(201, created)
    const { keys, log } = deployKeys()
    expect(await keys.add('Travis CI deploy key 2025-03-04', NEW_KEY, true)).toEqual(created)
    expect(log.messages('debug')).toEqual([
      expect.stringMatching(
        /^GitHub POST \/api\/v3\/repos\/octo-org\/hello\/keys → 201 \(\d+ ms\)$/
      )
    ])
  })

  it('sends read_only false for a read-write key', async () => {
    github()
      .post(KEYS, { title: 't', key: NEW_KEY, read_only: false })
      .reply(201, { ...deployKey(901, NEW_KEY), read_only: false })
    const { keys } = deployKeys()
    expect((await keys.add('t', NEW_KEY, false)).read_only).toBe(false)
  })

  it('after a failed POST, lists first and returns the key when it arrived (no second POST)', async () => {
    const posts: unknown[] = []
    github()
      .post(KEYS)
      .reply((_uri, body) => {
        posts.push(body)
        return [502, { message: 'Server Error' }]
      })
    // GitHub stores the key without its comment.
    const stored = { ...deployKey(902, NEW_KEY), title: 't' }
    github()
      .get(KEYS)
      .query({ per_page: '100' })
      .reply(200, [deployKey(1), stored])
    const { keys, sleeps, log } = deployKeys()
    expect(await keys.add('t', `${NEW_KEY} travis-ci`, true)).toEqual(stored)
    expect(posts).toHaveLength(1)
    expect(sleeps).toEqual([])
    expect(log.messages('debug')).toEqual([
      expect.stringMatching(
        /^GitHub POST \/api\/v3\/repos\/octo-org\/hello\/keys → 502 \(\d+ ms\)$/
      ),
      expect.stringMatching(/^GitHub GET \/api\/v3\/repos\/octo-org\/hello\/keys → 200 \(\d+ ms\)$/)
    ])
  })

  it('after a retryable failure with the key absent, POSTs again after a backoff', async () => {
    github().post(KEYS).reply(502, { message: 'Server Error' })
    github()
      .get(KEYS)
      .query(true)
      .reply(200, [deployKey(1)])
    const created = { ...deployKey(903, NEW_KEY), title: 't' }
    github().post(KEYS, { title: 't', key: NEW_KEY, read_only: true }).reply(201, created)
    const { keys, sleeps } = deployKeys()
    expect(await keys.add('t', NEW_KEY, true)).toEqual(created)
    expect(sleeps).toEqual([750])
  })

  it('after a network error with the key absent, POSTs again', async () => {
    github().post(KEYS).replyWithError({ code: 'ECONNRESET', message: 'socket hang up' })
    github().get(KEYS).query(true).reply(200, [])
    const created = { ...deployKey(904, NEW_KEY), title: 't' }
    github().post(KEYS).reply(201, created)
    const { keys, log, sleeps } = deployKeys()
    expect(await keys.add('t', NEW_KEY, true)).toEqual(created)
    expect(sleeps).toHaveLength(1)
    expect(log.messages('info')).toEqual([
      `GitHub: add the deploy key failed and the key is not there; sending it again in ${(sleeps[0]! / 1000).toFixed(1)} s.`
    ])
  })

  it('does not POST again when the keys cannot be listed (the first POST may have landed)', async () => {
    github().post(KEYS).reply(502, { message: 'Server Error' })
    github().get(KEYS).query(true).times(3).reply(500, { message: 'Server Error' })
    const { keys } = deployKeys()
    const error = await rejection(keys.add('t', NEW_KEY, true))
    expect(error.status).toBe(502)
  })

  it('gives up after the retry budget with the last status', async () => {
    github().post(KEYS).times(2).reply(503, { message: 'Service Unavailable' })
    github().get(KEYS).query(true).times(2).reply(200, [])
    const { keys, sleeps } = deployKeys(1)
    const error = await rejection(keys.add('t', NEW_KEY, true))
    expect(error.status).toBe(503)
    expect(error.message).toBe(
      'GitHub could not add the deploy key (HTTP 503: Service Unavailable) after 2 attempts.'
    )
    expect(sleeps).toEqual([750])
  })

  it('422 "key is already in use": explains that a key can be registered only once', async () => {
    github()
      .post(KEYS)
      .reply(422, {
        message: 'Validation Failed',
        errors: [
          { resource: 'PublicKey', code: 'custom', field: 'key', message: 'key is already in use' }
        ],
        documentation_url: DOCS
      })
    github()
      .get(KEYS)
      .query(true)
      .reply(200, [deployKey(1)])
    const { keys, sleeps } = deployKeys()
    const error = await rejection(keys.add('t', NEW_KEY, true))
    expect(error.status).toBe(422)
    expect(error.message).toBe(
      'GitHub could not add the deploy key (HTTP 422: Validation Failed: key is already in use). ' +
        "GitHub accepts a key only once: as a deploy key of one repository or as a user's SSH key."
    )
    expect(sleeps).toEqual([])
  })

  it('401: the github-token is invalid or expired', async () => {
    github().post(KEYS).reply(401, { message: 'Bad credentials', documentation_url: DOCS })
    github()
      .get(KEYS)
      .query(true)
      .reply(401, { message: 'Bad credentials', documentation_url: DOCS })
    const { keys } = deployKeys()
    const error = await rejection(keys.add('t', NEW_KEY, true))
    expect(error.status).toBe(401)
    expect(error.message).toContain("The 'github-token' is invalid or expired.")
  })

  it.each([
    [403, 'Resource not accessible by integration'],
    [404, 'Not Found']
  ])('%i: names the permission the token needs', async (status, text) => {
    github().post(KEYS).reply(status, { message: text, documentation_url: DOCS })
    github().get(KEYS).query(true).reply(status, { message: text, documentation_url: DOCS })
    const { keys, sleeps } = deployKeys()
    const error = await rejection(keys.add('t', NEW_KEY, true))
    expect(error.status).toBe(status)
    expect(error.message).toContain(`GitHub could not add the deploy key (HTTP ${status}: ${text})`)
    expect(error.message).toContain('"Administration: read and write"')
    expect(error.message).toContain('classic token with the repo scope')
    expect(sleeps).toEqual([])
  })
})

describe('remove', () => {
  it('DELETEs the key by id with the token', async () => {
    github().delete(`${KEYS}/17`).reply(204)
    const { keys, log } = deployKeys()
    expect(await keys.remove(17)).toBe('removed')
    expect(log.messages('debug')).toEqual([
      expect.stringMatching(
        /^GitHub DELETE \/api\/v3\/repos\/octo-org\/hello\/keys\/17 → 204 \(\d+ ms\)$/
      )
    ])
  })

  it('treats 404 as success, without retrying: the key was already gone', async () => {
    github().delete(`${KEYS}/18`).reply(404, { message: 'Not Found', documentation_url: DOCS })
    const { keys, sleeps } = deployKeys()
    await expect(keys.remove(18)).resolves.toBe('already-gone')
    expect(sleeps).toEqual([])
  })

  it('a 404 after a failed attempt may be that attempt landing: removed', async () => {
    github().delete(`${KEYS}/18`).reply(502, { message: 'Server Error' })
    github().delete(`${KEYS}/18`).reply(404, { message: 'Not Found', documentation_url: DOCS })
    const { keys } = deployKeys()
    await expect(keys.remove(18)).resolves.toBe('removed')
  })

  it('retries 5xx', async () => {
    github().delete(`${KEYS}/19`).reply(502, { message: 'Server Error' })
    github().delete(`${KEYS}/19`).reply(204)
    const { keys, sleeps, log } = deployKeys()
    await keys.remove(19)
    expect(sleeps).toEqual([750])
    expect(log.messages('info')).toEqual([
      'GitHub: remove deploy key 19: HTTP 502; retrying in 0.8 s (attempt 2 of 3).'
    ])
  })

  it('403: fails with the permission hint, not retried', async () => {
    github()
      .delete(`${KEYS}/20`)
      .reply(403, { message: 'Resource not accessible by integration', documentation_url: DOCS })
    const { keys, sleeps } = deployKeys()
    const error = await rejection(keys.remove(20))
    expect(error.message).toContain('GitHub could not remove deploy key 20 (HTTP 403')
    expect(error.message).toContain('"Administration: read and write"')
    expect(sleeps).toEqual([])
  })
})
