import nock from 'nock'
import { describe, expect, it, vi } from 'vitest'
import { INPUT_ADVICE } from '../../../src/failure-advice.js'
import { REQUESTS_IN_FLIGHT, TravisClient } from '../../../src/travis/client.js'
import { TravisApiError } from '../../../src/travis/errors.js'
import { ownerPath } from '../../../src/travis/paths.js'
import { ActionError } from '../../../src/lib/action-error.js'
import { API, recordingRetryPolicy, testClient } from '../../support/client.js'
import { recordingRunner } from '../../support/recording-runner.js'
import { useNock } from '../../support/nock.js'
import { rejectionOf } from '../../support/rejection.js'
import { fixture } from '../../support/fixtures.js'
import { BRANCHES } from '../../../src/travis/resources/branches.js'
import { requestBuildGet } from '../../../src/travis/resources/builds.js'
import { CACHES } from '../../../src/travis/resources/caches.js'
import { KEY_PAIR } from '../../../src/travis/resources/key-pair.js'
import { requestRequestGet } from '../../../src/travis/resources/requests.js'
import { SETTING, SETTINGS } from '../../../src/travis/resources/settings.js'

const SLUG_PATH = '/repo/octo-org%2Fhello'

useNock()

const failure = (promise: Promise<unknown>) => rejectionOf(promise, TravisApiError)

/** The path of a resource of the client's repository, as travis/resources/ build it. */
const at = (client: TravisClient, resource: string) => `${client.repositoryPath}/${resource}`

/** A cache record with every field the client checks. */
const cache = (name: string) => ({
  name,
  branch: 'master',
  size: 1,
  last_modified: '2024-01-01T00:00:00Z'
})

describe('every request', () => {
  it('sends the token, both version headers, Accept and the User-Agent', async () => {
    nock(API, {
      reqheaders: {
        authorization: 'token travis-secret-token',
        'travis-api-version': '3',
        'service-api-version': '3',
        accept: 'application/json',
        'user-agent': 'travis-repo-action/9.9.9'
      },
      badheaders: ['content-type']
    })
      .get(`${SLUG_PATH}/settings`)
      .reply(200, fixture('settings_list.json'))
    const { client } = testClient()
    const body = await client.get<{ settings: unknown[] }>(at(client, 'settings'), SETTINGS)
    expect(body.settings).toHaveLength(13)
  })

  it('sends Content-Type and the dotted body on writes, beside the headers of every request', async () => {
    nock(API, {
      reqheaders: {
        'content-type': 'application/json',
        authorization: 'token travis-secret-token',
        'travis-api-version': '3',
        'user-agent': 'travis-repo-action/9.9.9'
      }
    })
      .patch(`${SLUG_PATH}/setting/build_pushes`, { 'setting.value': false })
      .reply(200, fixture('setting_update.json'))
    const { client } = testClient()
    await client.send('PATCH', at(client, 'setting/build_pushes'), SETTING, {
      body: { 'setting.value': false },
      retried: true
    })
  })

  it('addresses by id, with a provider segment, under an Enterprise path prefix', async () => {
    nock('https://travis.example.com')
      .get('/api/repo/github/4711/caches')
      .reply(200, { caches: [] })
    const { client } = testClient({
      apiUrl: 'https://travis.example.com/api',
      repo: { kind: 'id', id: '4711' },
      provider: 'github'
    })
    await client.get(at(client, 'caches'), CACHES)
  })

  it('an owner path takes the provider segment of the connection', async () => {
    nock(API).get('/owner/github/octo%20org/repos').query({ limit: 1 }).reply(200, { x: 1 })
    const { client } = testClient({ provider: 'github' })
    await client.get(ownerPath(client.provider, 'octo org', 'repos'), null, {
      query: { limit: 1 }
    })
  })

  it('a path that is not whole (a resource name alone) is a bug: thrown, nothing sent', async () => {
    const { client } = testClient()
    // nock.disableNetConnect: any request sent would fail differently.
    await expect(client.get('caches', CACHES)).rejects.toThrow("Not a path on the API: 'caches'.")
    await expect(client.send('DELETE', 'key_pair', null, { retried: true })).rejects.toThrow(
      "Not a path on the API: 'key_pair'."
    )
    expect(client.requestsSent).toBe(0)
  })

  it('encodes query values so that templates and separators survive', async () => {
    nock(API)
      .get(`${SLUG_PATH}/caches`)
      .query((q) => q.branch === 'a&b' && q.match === '{x}/y')
      .reply(200, { caches: [] })
    const { client } = testClient()
    await client.get(at(client, 'caches'), CACHES, {
      query: { branch: 'a&b', match: '{x}/y', include: undefined }
    })
  })

  it('logs method, path, status and milliseconds at debug level, and never the token', async () => {
    nock(API).get(`${SLUG_PATH}/key_pair`).reply(200, fixture('key_pair_find.json'))
    const { client, log } = testClient()
    await client.get(at(client, 'key_pair'), KEY_PAIR)
    expect(log.messages('debug')).toEqual([
      expect.stringMatching(/^GET \/repo\/octo-org%2Fhello\/key_pair → 200 \(\d+ ms\)$/)
    ])
    expect(JSON.stringify(log.lines)).not.toContain('travis-secret-token')
  })
})

describe('politeness', () => {
  it(`keeps at most ${REQUESTS_IN_FLIGHT} requests in flight, whatever sends them`, async () => {
    let open = 0
    let most = 0
    let release = (): void => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    nock(API)
      .persist()
      .get(/\/repo\/octo-org%2Fhello\/(caches|settings)/)
      .reply(async () => {
        open += 1
        most = Math.max(most, open)
        // Every slot taken: let them all answer (a wait for more would end the test anyway).
        if (open === REQUESTS_IN_FLIGHT) setTimeout(release, 50)
        await held
        open -= 1
        return [200, { caches: [], settings: [] }]
      })
    const { client } = testClient()
    // 25 requests of two kinds, as a caches survey and a settings read would send them.
    const requests = Array.from({ length: 25 }, (_, i) =>
      i % 2 === 0
        ? client.get(at(client, 'caches'), CACHES)
        : client.get(at(client, 'settings'), SETTINGS)
    )
    const fallback = setTimeout(release, 2000)
    await Promise.all(requests)
    clearTimeout(fallback)
    expect(most).toBe(REQUESTS_IN_FLIGHT)
    nock.cleanAll()
  })
})

describe('retries', () => {
  it.each([500, 502, 503])('retries GET after %i and succeeds', async (status) => {
    nock(API)
      .get(`${SLUG_PATH}/caches`)
      .reply(status, 'Retry later\n', { 'content-type': 'text/plain' })
    nock(API).get(`${SLUG_PATH}/caches`).reply(200, { caches: [] })
    const { client, sleeps, log } = testClient()
    await client.get(at(client, 'caches'), CACHES)
    expect(sleeps).toEqual([750])
    expect(log.messages('info')).toEqual([
      expect.stringContaining(
        `GET ${SLUG_PATH}/caches: HTTP ${status}; retrying in 0.8 s (attempt 2 of 4)`
      )
    ])
  })

  it('waits for the next one-minute window after a 429 without Retry-After (docs/travis-api.md#rate-window)', async () => {
    nock(API)
      .get(`${SLUG_PATH}/caches`)
      .reply(429, 'Retry later\n', { 'content-type': 'text/plain' })
    nock(API).get(`${SLUG_PATH}/caches`).reply(200, { caches: [] })
    const sleeps: number[] = []
    const log = recordingRunner()
    // 30 s into a minute: the window ends in 30 s; the wait aims 2 s past it, plus half the jitter.
    const client = new TravisClient({
      connection: {
        apiUrl: API,
        token: 'travis-secret-token',
        repo: { kind: 'slug', owner: 'octo-org', name: 'hello' },
        provider: '',
        timeoutMs: 5000,
        retries: 3
      },
      version: '9.9.9',
      advice: INPUT_ADVICE,
      runner: log,
      retryPolicy: {
        ...recordingRetryPolicy(3, sleeps),
        now: () => Date.UTC(2024, 0, 1, 12, 0, 30)
      }
    })
    await client.get(at(client, 'caches'), CACHES)
    expect(sleeps).toEqual([32_500])
    expect(log.messages('info')).toEqual([
      `GET ${SLUG_PATH}/caches: HTTP 429 without Retry-After: Travis CI counts requests per minute; waiting 32.5 s for the next window (attempt 2 of 4).`
    ])
  })

  it("places that window on the server's clock, as its Date headers show it, not the runner's", async () => {
    // The runner's clock says 12:00:10; Travis CI's answers say 12:00:50: its window ends in 10 s.
    const runner = Date.UTC(2024, 0, 1, 12, 0, 10)
    const spy = vi.spyOn(Date, 'now').mockReturnValue(runner)
    const date = 'Mon, 01 Jan 2024 12:00:50 GMT'
    nock(API)
      .get(`${SLUG_PATH}/caches`)
      .reply(429, 'Retry later\n', { 'content-type': 'text/plain', date })
    nock(API).get(`${SLUG_PATH}/caches`).reply(200, { caches: [] }, { date })
    const { client, sleeps } = testClient()
    await client.get(at(client, 'caches'), CACHES)
    spy.mockRestore()
    // 10 s to the window, 2 s past its start, half the jitter: about 12.5 s, where the runner's
    // clock would have waited 52.5 s.
    expect(sleeps).toHaveLength(1)
    expect(sleeps[0]).toBeGreaterThan(12_000)
    expect(sleeps[0]).toBeLessThan(13_500)
  })

  it('makes retries+1 attempts with growing delays, then reports the last status and the count', async () => {
    nock(API).get(`${SLUG_PATH}/caches`).times(3).reply(503, 'Sorry, we experienced an error.\n', {
      'content-type': 'text/plain'
    })
    const { client, sleeps } = testClient({}, 2)
    const error = await failure(client.get(at(client, 'caches'), CACHES))
    expect(sleeps).toEqual([750, 1500])
    expect(error.status).toBe(503)
    expect(error.message).toBe(
      `GET ${SLUG_PATH}/caches failed with HTTP 503: Sorry, we experienced an error after 3 attempts.`
    )
  })

  it('retries network errors for DELETE and PATCH', async () => {
    nock(API)
      .delete(`${SLUG_PATH}/caches`)
      .replyWithError({ code: 'ECONNRESET', message: 'socket hang up' })
    nock(API).delete(`${SLUG_PATH}/caches`).reply(200, { caches: [] })
    nock(API)
      .patch(`${SLUG_PATH}/setting/build_pushes`)
      .reply(502, '<html><body><h1>502 Bad Gateway</h1></body></html>', {
        'content-type': 'text/html'
      })
    nock(API)
      .patch(`${SLUG_PATH}/setting/build_pushes`)
      .reply(200, { name: 'build_pushes', value: false })
    const { client, sleeps } = testClient()
    await client.send('DELETE', at(client, 'caches'), CACHES, { retried: true })
    await client.send('PATCH', at(client, 'setting/build_pushes'), SETTING, {
      body: { 'setting.value': false },
      retried: true
    })
    expect(sleeps).toHaveLength(2)
  })

  it('reports a network error after the last attempt', async () => {
    nock(API)
      .get(`${SLUG_PATH}/caches`)
      .times(2)
      .replyWithError({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' })
    const { client } = testClient({}, 1)
    const error = await failure(client.get(at(client, 'caches'), CACHES))
    expect(error.status).toBe(0)
    expect(error.message).toMatch(
      /^GET \/repo\/octo-org%2Fhello\/caches: network error: .*ECONNREFUSED.* after 2 attempts\.$/
    )
  })

  it('honours Retry-After up to a cap', async () => {
    nock(API).get(`${SLUG_PATH}/caches`).reply(429, 'Retry later\n', { 'retry-after': '7' })
    nock(API).get(`${SLUG_PATH}/caches`).reply(503, '', { 'retry-after': '3600' })
    nock(API).get(`${SLUG_PATH}/caches`).reply(200, { caches: [] })
    const { client, sleeps } = testClient()
    await client.get(at(client, 'caches'), CACHES)
    expect(sleeps).toEqual([7000, 60_000])
  })

  it('does not retry other 4xx', async () => {
    nock(API).get(`${SLUG_PATH}/caches`).reply(403, fixture('caches_insufficient_access.json'))
    const { client, sleeps } = testClient()
    const error = await failure(client.get(at(client, 'caches'), CACHES))
    expect(sleeps).toEqual([])
    expect(error.errorType).toBe('insufficient_access')
  })

  it('never repeats a POST', async () => {
    nock(API).post(`${SLUG_PATH}/key_pair`).reply(503, 'Sorry, we experienced an error.\n')
    const { client, sleeps } = testClient()
    const error = await failure(
      client.send('POST', at(client, 'key_pair'), KEY_PAIR, {
        body: { 'key_pair.value': 'x' },
        once: 1
      })
    )
    expect(error.status).toBe(503)
    expect(sleeps).toEqual([])
  })

  it('times out a slow request and retries it', async () => {
    nock(API).get(`${SLUG_PATH}/caches`).delay(500).reply(200, { caches: [] })
    nock(API)
      .get(`${SLUG_PATH}/caches`)
      .reply(200, { caches: [cache('second')] })
    const { client } = testClient({ timeoutMs: 100 })
    const body = await client.get<{ caches: Array<{ name: string }> }>(at(client, 'caches'), CACHES)
    expect(body.caches.map((c) => c.name)).toEqual(['second'])
  })

  it('says a request timed out, naming timeout-seconds', async () => {
    nock(API).get(`${SLUG_PATH}/caches`).delay(500).reply(200, { caches: [] })
    const { client } = testClient({ timeoutMs: 100 }, 0)
    const error = await failure(client.get(at(client, 'caches'), CACHES))
    expect(error.message).toBe(
      `GET ${SLUG_PATH}/caches: timed out (no response within 0.1 s, see 'timeout-seconds').`
    )
  })
})

describe('writes (client.write)', () => {
  const create = (client: TravisClient) => (attempt: number) =>
    client.send('POST', at(client, 'key_pair'), KEY_PAIR, {
      body: { 'key_pair.value': 'x' },
      once: attempt
    })

  it('a failure that may have landed is read back; absent, sent again after the back-off, with the retry line', async () => {
    nock(API)
      .post(`${SLUG_PATH}/key_pair`)
      .reply(502, 'Bad gateway', { 'content-type': 'text/plain' })
    nock(API).post(`${SLUG_PATH}/key_pair`).reply(201, fixture('key_pair_create.json'))
    const { client, sleeps, log } = testClient()
    const reads: number[] = []
    const outcome = await client.write({
      send: create(client),
      readBack: async (_, attempt) => (reads.push(attempt), 'absent')
    })
    expect(outcome.kind).toBe('done')
    expect(reads).toEqual([1])
    expect(sleeps).toEqual([750])
    expect(log.messages('info')).toEqual([
      `POST ${SLUG_PATH}/key_pair: HTTP 502; retrying in 0.8 s (attempt 2 of 4).`
    ])
    expect(client.requestsSent).toBe(2)
  })

  it('an answered refusal is neither read back nor sent again', async () => {
    nock(API).post(`${SLUG_PATH}/key_pair`).reply(409, fixture('key_pair_duplicate.json'))
    const { client, sleeps } = testClient()
    let reads = 0
    const outcome = await client.write({
      send: create(client),
      readBack: async () => (reads++, 'absent')
    })
    expect(outcome.kind).toBe('refused')
    expect((outcome as { failure: TravisApiError }).failure.status).toBe(409)
    expect({ reads, sleeps }).toEqual({ reads: 0, sleeps: [] })
  })

  it('keeps its policy to itself: frozen, so that no caller changes how the client retries', () => {
    const { client } = testClient()
    expect(Object.isFrozen(client.retryPolicy)).toBe(true)
  })
})

describe('a read the workflow cancels', () => {
  it('ends with the signal: the attempt in flight is given up and no retry is sent', async () => {
    const controller = new AbortController()
    // A retry would match no mock, which useNock fails.
    const first = nock(API).get('/build/7').delay(2000).reply(200, {})
    const { client, sleeps } = testClient()
    const read = client.get('/build/7', CACHES, { signal: controller.signal })
    setTimeout(() => controller.abort('SIGINT'), 50)
    // Not a failed request (never retried), and not worded as a timeout.
    const error = await rejectionOf(read, ActionError)
    expect(error).not.toBeInstanceOf(TravisApiError)
    expect(error.message).toBe('GET /build/7: given up, the workflow was cancelled.')
    expect(first.isDone()).toBe(true)
    expect(sleeps).toEqual([])
    expect(client.requestsSent).toBe(1)
  })

  it('a body cut short by the signal is given up too, not taken for a timeout', async () => {
    const controller = new AbortController()
    nock(API).get(`${SLUG_PATH}/request/5`).delayBody(2000).reply(200, { id: 5 })
    const { client, sleeps } = testClient()
    const read = client.get(at(client, 'request/5'), null, { signal: controller.signal })
    setTimeout(() => controller.abort('SIGTERM'), 100)
    const error = await rejectionOf(read, ActionError)
    expect(error.message).toBe(`GET ${SLUG_PATH}/request/5: given up, the workflow was cancelled.`)
    expect(sleeps).toEqual([])
  })

  it('is not sent again when the signal aborts during the wait before a retry', async () => {
    const controller = new AbortController()
    nock(API).get('/build/7').reply(502, 'Bad gateway', { 'content-type': 'text/plain' })
    const sleeps: number[] = []
    // The runner's signal arrives while the client waits to retry.
    const { client } = testClient({}, 3, {
      sleep: async (ms) => {
        sleeps.push(ms)
        controller.abort('SIGTERM')
      }
    })
    const error = await failure(client.get('/build/7', CACHES, { signal: controller.signal }))
    expect(error.status).toBe(502)
    expect(sleeps).toHaveLength(1)
    expect(client.requestsSent).toBe(1)
  })
})

describe("the server's clock", () => {
  it("is read from each answer's Date header", async () => {
    nock(API)
      .get(`${SLUG_PATH}/caches`)
      .reply(200, { caches: [] }, { date: 'Sat, 28 Nov 2026 12:00:10 GMT' })
    const { client } = testClient()
    const before = client.moment()
    expect(client.serverTimeAt(before)).toBeNull()
    await client.get(at(client, 'caches'), CACHES)
    const earliest = client.serverTimeAt(before)?.getTime() ?? 0
    // Before the answer, so at most its stamp; within the test's few seconds of it.
    expect(earliest).toBeLessThanOrEqual(Date.parse('2026-11-28T12:00:10Z'))
    expect(earliest).toBeGreaterThan(Date.parse('2026-11-28T12:00:00Z'))
  })
})

describe('@warnings', () => {
  it('become warnings', async () => {
    nock(API)
      .patch(`${SLUG_PATH}/key_pair`)
      .reply(200, fixture('key_pair_update_ignored_param.json'))
    const { client, log } = testClient()
    await client.send('PATCH', at(client, 'key_pair'), KEY_PAIR, {
      body: { 'key_pair.xyz': 'this does nothing' },
      retried: true
    })
    expect(log.messages('warning')).toEqual([
      'Travis CI: query parameter key_pair.xyz not safelisted, ignored'
    ])
  })

  it('repeat the request once with exists_on_github when exists_on_host is ignored, and keep that spelling', async () => {
    const ignored = {
      '@warnings': [
        {
          '@type': 'warning',
          message: 'query parameter branch.exists_on_host not safelisted, ignored',
          warning_type: 'ignored_parameter',
          parameter: 'branch.exists_on_host'
        },
        {
          '@type': 'warning',
          message: 'query parameter foo not safelisted, ignored',
          parameter: 'foo'
        }
      ],
      branches: []
    }
    nock(API)
      .get(`${SLUG_PATH}/branches`)
      .query({ 'branch.exists_on_host': 'true' })
      .reply(200, ignored)
    nock(API)
      .get(`${SLUG_PATH}/branches`)
      .query({ 'branch.exists_on_github': 'true' })
      .reply(200, { ...ignored, '@warnings': [ignored['@warnings'][0], ignored['@warnings'][1]] })
    nock(API)
      .get(`${SLUG_PATH}/branches`)
      .query({ 'branch.exists_on_github': 'false' })
      .reply(200, { branches: [] })
    const { client, log } = testClient()
    await client.get(at(client, 'branches'), BRANCHES, {
      query: (field) => ({ [`branch.${field}`]: true })
    })
    expect(client.hostField).toBe('exists_on_github')
    await client.get(at(client, 'branches'), BRANCHES, {
      query: (field) => ({ [`branch.${field}`]: false })
    })
    // The exists_on_host warning is the fallback's trigger, not shown; the other one is.
    expect(log.messages('warning')).toEqual([
      'Travis CI: query parameter foo not safelisted, ignored'
    ])
    // The switch is internal: a debug line, nothing in the build log.
    expect(log.messages('info')).toEqual([])
    expect(log.messages('debug')).toContain(
      'The server ignored exists_on_host (it names the field exists_on_github); repeating the request with exists_on_github.'
    )
  })

  it('trigger the fallback for an ignored sort field too', async () => {
    nock(API)
      .get(`${SLUG_PATH}/branches`)
      .query({ sort_by: 'exists_on_host:desc' })
      .reply(200, {
        '@warnings': [
          {
            '@type': 'warning',
            message: 'query value exists_on_host:desc for sort_by not a valid sort mode, ignored',
            warning_type: 'ignored_value',
            parameter: 'sort_by',
            value: 'exists_on_host:desc'
          }
        ],
        branches: []
      })
    nock(API)
      .get(`${SLUG_PATH}/branches`)
      .query({ sort_by: 'exists_on_github:desc' })
      .reply(200, { branches: [] })
    const { client, log } = testClient()
    await client.get(at(client, 'branches'), BRANCHES, {
      query: (field) => ({ sort_by: `${field}:desc` })
    })
    expect(log.messages('warning')).toEqual([])
  })
})

describe('error decoding', () => {
  it.each([
    [
      'error_login_required.json',
      403,
      "the Travis token is missing, invalid or expired. Create a token in Travis CI (Settings → API authentication) and pass it in 'travis-token' from a secret. (HTTP 403 login_required: login required)"
    ],
    [
      'caches_insufficient_access.json',
      403,
      "the token's user lacks the 'cache_view' permission on repository (HTTP 403 insufficient_access: operation requires cache_view access to repository). Use a token of a user with admin access to the repository."
    ],
    [
      'caches_forbidden_no_push.json',
      403,
      "the token's user may not do this; Travis needs push access to the repository (HTTP 403 insufficient_access: forbidden)."
    ],
    [
      'key_pair_private_repo_feature.json',
      403,
      'key pairs exist only for private repositories (and on Travis CI Enterprise) (HTTP 403 private_repo_feature: this feature is only available on private repositories and for Travis CI Enterprise customers).'
    ],
    [
      'error_not_found_repository.json',
      404,
      "the repository is unknown or the token cannot see it (HTTP 404 not_found: repository not found (or insufficient access)). Check 'repo' (owner/name or id) and 'provider'."
    ],
    [
      'error_not_found_route.json',
      404,
      "not found (HTTP 404 not_found: resource not found (or insufficient access)). Check 'api-url' (Enterprise: include its /api prefix) and 'repo'."
    ],
    [
      'error_method_not_allowed.json',
      405,
      "the server does not allow this request (HTTP 405 method_not_allowed: method not allowed). Check that 'api-url' is a Travis CI API v3 server."
    ],
    [
      'key_pair_duplicate.json',
      409,
      'the server refused the request (HTTP 409 duplicate_resource: resource already exists).'
    ],
    [
      'setting_update_out_of_bounds.json',
      422,
      'the server refused the request (HTTP 422 unprocessable_entity: Job log access older than days is outside the bounds).'
    ],
    [
      'error_wrong_params_limit.json',
      400,
      'the server refused the request (HTTP 400 wrong_params: limit must be an integer).'
    ]
  ])('%s → one clear sentence', async (file, status, message) => {
    nock(API).get(`${SLUG_PATH}/caches`).reply(status, fixture(file))
    const { client } = testClient()
    const error = await failure(client.get(at(client, 'caches'), CACHES))
    expect(error.message).toBe(message)
  })

  it('reads the plain-text 403 access denied as a bad token', async () => {
    nock(API)
      .get(`${SLUG_PATH}/caches`)
      .reply(403, 'access denied', { 'content-type': 'text/plain' })
    const { client } = testClient()
    const error = await failure(client.get(at(client, 'caches'), CACHES))
    expect(error.message).toContain('the Travis token is missing, invalid or expired')
    expect(error.message).toContain('(HTTP 403: access denied)')
  })

  it('gives a clear line for HTML, a non-v3 JSON body, and an empty body', async () => {
    nock(API)
      .get(`${SLUG_PATH}/a`)
      .reply(404, '<html><head><title>x</title></head><body><p>No such page</p></body></html>', {
        'content-type': 'text/html; charset=utf-8'
      })
    nock(API).patch(`${SLUG_PATH}/b`).reply(400, fixture('error_json_body_parse.json'))
    nock(API).delete(`${SLUG_PATH}/c`).reply(418)
    const { client } = testClient({}, 0)
    expect((await failure(client.get(at(client, 'a'), null))).message).toBe(
      `GET ${SLUG_PATH}/a failed with HTTP 404: x No such page.`
    )
    expect(
      (await failure(client.send('PATCH', at(client, 'b'), SETTING, { body: {}, retried: true })))
        .message
    ).toBe(`PATCH ${SLUG_PATH}/b failed with HTTP 400: {"error":"Failed to parse body as JSON"}.`)
    expect(
      (await failure(client.send('DELETE', at(client, 'c'), null, { retried: true }))).message
    ).toBe(`DELETE ${SLUG_PATH}/c failed with HTTP 418 and an empty body.`)
  })

  it('says how many attempts a rate limit took', async () => {
    nock(API)
      .get(`${SLUG_PATH}/caches`)
      .times(2)
      .reply(429, 'Retry later\n', { 'content-type': 'text/plain' })
    const { client } = testClient({}, 1)
    expect((await failure(client.get(at(client, 'caches'), CACHES))).message).toBe(
      'Travis CI rate limit reached (HTTP 429: Retry later) after 2 attempts.'
    )
  })
})

describe('answers that are not Travis CI JSON', () => {
  it('fails clearly on a 200 web page (an api-url without its /api prefix)', async () => {
    nock(API)
      .get(`${SLUG_PATH}/key_pair`)
      .reply(200, '<html><body>Travis CI</body></html>', { 'content-type': 'text/html' })
    const { client, sleeps } = testClient()
    const error = await failure(client.get(at(client, 'key_pair'), KEY_PAIR))
    expect(error.message).toBe(
      `GET ${SLUG_PATH}/key_pair answered HTTP 200 with a body that is not Travis CI JSON (Travis CI). Check 'api-url' (Enterprise: include its /api prefix).`
    )
    expect(sleeps).toEqual([])
  })

  it('keeps the text of a JSON answer that does not parse, or that says no Content-Type', async () => {
    nock(API)
      .get(`${SLUG_PATH}/key_pair`)
      .reply(200, '{"key_pair": ', { 'content-type': 'application/json; charset=utf-8' })
    nock(API).get(`${SLUG_PATH}/settings`).reply(200, 'plain words')
    const { client } = testClient()
    expect((await failure(client.get(at(client, 'key_pair'), KEY_PAIR))).message).toBe(
      `GET ${SLUG_PATH}/key_pair answered HTTP 200 with a body that is not Travis CI JSON ({"key_pair":). Check 'api-url' (Enterprise: include its /api prefix).`
    )
    expect((await failure(client.get(at(client, 'settings'), SETTINGS))).message).toContain(
      'with a body that is not Travis CI JSON (plain words).'
    )
  })

  it('never shows a binary body', async () => {
    nock(API)
      .get(`${SLUG_PATH}/caches`)
      .reply(200, Buffer.from([0, 1, 2, 0xff]), { 'content-type': 'application/octet-stream' })
    const { client } = testClient()
    expect((await failure(client.get(at(client, 'caches'), CACHES))).message).toBe(
      `GET ${SLUG_PATH}/caches answered HTTP 200 with a body that is not Travis CI JSON. Check 'api-url' (Enterprise: include its /api prefix).`
    )
  })

  it('retries a body cut short by the timeout', async () => {
    nock(API)
      .get(`${SLUG_PATH}/caches`)
      .delayBody(500)
      .reply(200, { caches: [cache('slow')] })
    nock(API)
      .get(`${SLUG_PATH}/caches`)
      .reply(200, { caches: [cache('fast')] })
    const { client, sleeps } = testClient({ timeoutMs: 100 })
    const body = await client.get<{ caches: Array<{ name: string }> }>(at(client, 'caches'), CACHES)
    expect(body.caches.map((c) => c.name)).toEqual(['fast'])
    expect(sleeps).toHaveLength(1)
  })

  it('shows a server warning once, however many pages repeat it', async () => {
    const warned = {
      '@warnings': [{ message: 'query parameter foo not safelisted, ignored' }],
      branches: []
    }
    nock(API).get(`${SLUG_PATH}/branches`).times(3).reply(200, warned)
    const { client, log } = testClient()
    for (let i = 0; i < 3; i++) await client.get(at(client, 'branches'), BRANCHES)
    expect(log.messages('warning')).toEqual([
      'Travis CI: query parameter foo not safelisted, ignored'
    ])
  })
})

describe('links the server gives', () => {
  it('are followed under api-url, keeping an Enterprise /api prefix the link leaves out', async () => {
    const { client } = testClient({ apiUrl: `${API}/api` })
    const scope = nock(API)
      .get('/api/repo/1/branches')
      .query({ limit: '100', offset: '77' })
      .reply(200, { branches: [] })
      .get('/api/repo/1/branches')
      .query({ limit: '100', offset: '66' })
      .reply(200, { branches: [] })
    await client.followLink('/repo/1/branches?limit=100&offset=77', BRANCHES)
    await client.followLink('/api/repo/1/branches?limit=100&offset=66', BRANCHES)
    scope.done()
  })

  it.each(['https://elsewhere.test/repo/1/branches', '//elsewhere.test/x', 'repo/1'])(
    'refuses %s, sending nothing',
    async (href) => {
      const { client } = testClient()
      await expect(client.followLink(href, BRANCHES)).rejects.toThrow(
        `The server gave a link that is not a path on the API: '${href}'.`
      )
    }
  )
})

describe('redirects', () => {
  // e2e (hardening-http.test.ts) shows that nothing follows a redirect; here, how the Location
  // is named. nock would report a followed redirect as a request that matched no mock.
  it.each([
    ['a relative Location names the API host', '/elsewhere?token=abc', 'to api.travis.test'],
    [
      'an absolute one its own host',
      'https://user:pw@other.test:8443/x?token=abc',
      'to other.test:8443'
    ],
    ['no Location', undefined, 'without a Location']
  ])('%s, never its path, query or credentials', async (_, location, target) => {
    nock(API)
      .get(`${SLUG_PATH}/key_pair`)
      .reply(302, '', location === undefined ? {} : { location })
    const { client, sleeps } = testClient()
    const error = await failure(client.get(at(client, 'key_pair'), KEY_PAIR))
    expect(error.status).toBe(302)
    expect(error.message).toBe(
      `GET ${SLUG_PATH}/key_pair answered HTTP 302, a redirect ${target}; redirects are not followed, so nothing was sent there. Check 'api-url' (Enterprise: include its /api prefix).`
    )
    expect(sleeps).toEqual([])
  })
})

describe('success bodies have the fields of their resource', () => {
  it('accepts a key pair without description (null), and a DELETE key_pair answered 204', async () => {
    nock(API)
      .get(`${SLUG_PATH}/key_pair`)
      .reply(200, { ...fixture('key_pair_find.json'), description: null })
    nock(API).delete(`${SLUG_PATH}/key_pair`).reply(204)
    const { client } = testClient()
    await client.get(at(client, 'key_pair'), KEY_PAIR)
    await client.send('DELETE', at(client, 'key_pair'), null, { retried: true })
  })

  it('refuses a page whose @pagination count is no number, also behind a link', async () => {
    const page = { branches: [{ name: 'master' }], '@pagination': { count: 'many' } }
    nock(API).get(`${SLUG_PATH}/branches`).reply(200, page)
    nock(API).get('/repo/1/branches').query({ limit: '100', offset: '100' }).reply(200, page)
    const { client, sleeps } = testClient()
    const problem =
      'answered HTTP 200 without the fields of a branch list (branches: a list of {name, …}, @pagination): @pagination.count is not a number.'
    expect((await failure(client.get(at(client, 'branches'), BRANCHES))).message).toContain(
      `GET ${SLUG_PATH}/branches ${problem}`
    )
    expect(
      (await failure(client.followLink('/repo/1/branches?limit=100&offset=100', BRANCHES))).message
    ).toContain(`GET /repo/1/branches?limit=100&offset=100 ${problem}`)
    expect(sleeps).toEqual([])
  })

  it('refuses an answer about another build or request than the one read by its id, never retried', async () => {
    // A proxy's cache or a server bug: a 200 about build 8 for build 7, about request 6 for 5.
    const repository = { id: 1, slug: 'octo-org/hello' }
    nock(API)
      .get('/build/7')
      .query(true)
      .reply(200, { id: 8, number: '58', state: 'passed', repository })
    nock(API).get(`${SLUG_PATH}/request/5`).reply(200, { id: 6, state: 'finished', builds: [] })
    const { client, sleeps } = testClient()
    const build = await failure(requestBuildGet(client, 7))
    expect(build.status).toBe(200)
    expect(build.message).toBe(
      'GET /build/7?include=build.jobs%2Cjob.state%2Cjob.config answered HTTP 200 without the fields of a build with id 7 ' +
        '(id, number, state, started_at, finished_at, branch.name, jobs, repository.id, repository.slug): id is not 7. ' +
        "Check that 'api-url' is a Travis CI API v3 server."
    )
    expect((await failure(requestRequestGet(client, 5))).message).toContain(
      `GET ${SLUG_PATH}/request/5 answered HTTP 200 without the fields of a build request with id 5 (id, state, result, message, builds): id is not 5.`
    )
    expect(client.requestsSent).toBe(2)
    expect(sleeps).toEqual([])
  })

  it('refuses a DELETE caches answer without the deleted caches', async () => {
    nock(API).delete(`${SLUG_PATH}/caches`).query({ branch: 'master' }).reply(200, { caches: {} })
    const { client } = testClient()
    const error = await failure(
      client.send('DELETE', at(client, 'caches'), CACHES, {
        query: { branch: 'master' },
        retried: true
      })
    )
    expect(error.status).toBe(200)
    expect(error.message).toBe(
      `DELETE ${SLUG_PATH}/caches?branch=master answered HTTP 200 without the fields of a cache list (caches: a list of {name, branch, size, last_modified}): caches is not a list. Check that 'api-url' is a Travis CI API v3 server.`
    )
  })
})

describe('server text in failure lines', () => {
  // A token-like word: the runner masks it only where it appears whole.
  const SECRET = 'tok_3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c'

  it.each([
    ['across the 200th character: left out whole', 185],
    ['ending before it: kept whole (and masked by the runner)', 150]
  ])('a secret-like word %s', async (_, lead) => {
    const body = `${'word '.repeat(lead / 5)}${SECRET} and more text after it ${'x '.repeat(40)}`
    nock(API).get(`${SLUG_PATH}/settings`).reply(500, body, { 'content-type': 'text/plain' })
    const { client } = testClient({}, 0)
    const { message } = await failure(client.get(at(client, 'settings'), SETTINGS))
    const shown = message.includes(SECRET)
    expect(shown).toBe(lead + SECRET.length <= 200)
    // No fragment of it either way: every piece of 6 characters or more is absent, or it is whole.
    if (!shown) {
      for (let length = 6; length < SECRET.length; length++) {
        expect(message).not.toContain(SECRET.slice(0, length))
      }
    }
    expect(message.length).toBeLessThan(320)
  })

  it('a first word longer than the limit leaves only the mark of the cut', async () => {
    nock(API)
      .get(`${SLUG_PATH}/settings`)
      .reply(503, 'A'.repeat(500), { 'content-type': 'text/plain' })
    const { client } = testClient({}, 0)
    expect((await failure(client.get(at(client, 'settings'), SETTINGS))).message).toBe(
      `GET ${SLUG_PATH}/settings failed with HTTP 503: ….`
    )
  })

  it('bounds the error_message of a JSON error body the same way', async () => {
    const errorMessage = `${'word '.repeat(38)}${SECRET} ${'more '.repeat(200)}`
    nock(API).get(`${SLUG_PATH}/settings`).reply(422, {
      '@type': 'error',
      error_type: 'unprocessable_entity',
      error_message: errorMessage
    })
    const { client } = testClient({}, 0)
    const { message } = await failure(client.get(at(client, 'settings'), SETTINGS))
    expect(message).not.toContain(SECRET.slice(0, 6))
    expect(message.length).toBeLessThan(320)
  })
})
