// What the user reads when Travis CI (or whatever answers at 'api-url') does not give the answer
// the action needs: bodies the client cannot read, error bodies short of the catalogue's fields,
// success bodies without the fields of their resource, and connections that fail before any
// answer. The common cases are in client.test.ts; e2e/guarantees/failures.test.ts shows the whole run.
import { createServer } from 'node:net'
import nock from 'nock'
import { Agent, fetch as undiciFetch } from 'undici'
import { describe, expect, it } from 'vitest'
import { INPUT_ADVICE } from '../../../src/failure-advice.js'
import { TravisClient } from '../../../src/travis/client.js'
import { withRetries } from '../../../src/lib/retry.js'
import { TravisApiError, classifyTravisFailure } from '../../../src/travis/errors.js'
import { REPOSITORIES } from '../../../src/travis/resources/repositories.js'
import { API, recordingRetryPolicy, testClient } from '../../support/client.js'
import { fixture } from '../../support/fixtures.js'
import { useNock } from '../../support/nock.js'
import { recordingRunner } from '../../support/recording-runner.js'
import { rejectionOf } from '../../support/rejection.js'
import { CACHES } from '../../../src/travis/resources/caches.js'
import { KEY_PAIR } from '../../../src/travis/resources/key-pair.js'
import { SETTING, SETTINGS } from '../../../src/travis/resources/settings.js'

const SLUG_PATH = '/repo/octo-org%2Fhello'

useNock()

const failure = (promise: Promise<unknown>) => rejectionOf(promise, TravisApiError)

/** A client of the action's own wording (INPUT_ADVICE) or of none, without retries. */
function client(
  options: { advice?: boolean; timeoutMs?: number; apiUrl?: string; fetch?: typeof fetch } = {}
) {
  return new TravisClient({
    connection: {
      apiUrl: options.apiUrl ?? API,
      token: 'travis-secret-token',
      repo: { kind: 'slug', owner: 'octo-org', name: 'hello' },
      provider: '',
      timeoutMs: options.timeoutMs ?? 5000,
      retries: 0
    },
    version: '9.9.9',
    ...(options.advice === false ? {} : { advice: INPUT_ADVICE }),
    runner: recordingRunner(),
    retryPolicy: recordingRetryPolicy(0, []),
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  })
}

describe('answers whose body cannot be shown', () => {
  it.each([
    ['named by its type', [0x1f, 0x8b, 0x08, 0x00], ': a body of application/octet-stream.'],
    ['called empty only when it is', [], ' and an empty body.']
  ])('a binary body is %s', async (_, bytes, end) => {
    // @octokit/request reads an application/octet-stream body as bytes, never as text.
    nock(API)
      .get(`${SLUG_PATH}/settings`)
      .reply(502, Buffer.from(bytes), { 'content-type': 'application/octet-stream' })
    expect((await failure(client().get(`${SLUG_PATH}/settings`, SETTINGS))).message).toBe(
      `GET ${SLUG_PATH}/settings failed with HTTP 502${end}`
    )
  })

  it('a 200 with an empty body is an answer lost on the way, which may have landed', async () => {
    nock(API).get(`${SLUG_PATH}/caches`).reply(200, '', { 'content-type': 'text/html' })
    const error = await failure(client().get(`${SLUG_PATH}/caches`, CACHES))
    expect(error.message).toBe(
      `GET ${SLUG_PATH}/caches: the answer (HTTP 200) was empty, so it was lost.`
    )
    expect(error.status).toBe(0)
    expect(error.mayHaveLanded).toBe(true)
  })

  it('a 429 without a body still says it is the rate limit', async () => {
    nock(API).get(`${SLUG_PATH}/caches`).reply(429, '')
    expect((await failure(client().get(`${SLUG_PATH}/caches`, CACHES))).message).toBe(
      'Travis CI rate limit reached (HTTP 429: no body).'
    )
  })
})

describe('v3 error bodies', () => {
  it('a JSON server_error that outlasts the retries says how many attempts it took', async () => {
    // The catalogue's server_error (500, docs/travis-api.md#err-catalogue), rendered by the v3 error handler.
    const serverError = {
      '@type': 'error',
      error_type: 'server_error',
      error_message: 'internal server error'
    }
    nock(API).get(`${SLUG_PATH}/caches`).times(2).reply(500, serverError)
    const { client: retrying, sleeps } = testClient({}, 1)
    expect((await failure(retrying.get(`${SLUG_PATH}/caches`, CACHES))).message).toBe(
      'the server refused the request (HTTP 500 server_error: internal server error; after 2 attempts).'
    )
    expect(sleeps).toHaveLength(1)
  })
})

describe('v3 error bodies short of the fields the catalogue promises', () => {
  // The server always sends error_message, and permission with resource_type (docs/travis-api.md#err-shape);
  // a body from anything else at 'api-url' still makes one sentence from what it has.
  it('without error_message, the error type stands for it', async () => {
    nock(API)
      .get(`${SLUG_PATH}/caches`)
      .reply(409, { '@type': 'error', error_type: 'already_syncing' })
    expect((await failure(client().get(`${SLUG_PATH}/caches`, CACHES))).message).toBe(
      'the server refused the request (HTTP 409 already_syncing: already_syncing).'
    )
  })

  it('a missing permission without resource_type names "the resource"', async () => {
    nock(API).patch(`${SLUG_PATH}/setting/build_pushes`).reply(403, {
      '@type': 'error',
      error_type: 'insufficient_access',
      error_message: 'operation requires write access',
      permission: 'write'
    })
    expect(
      (
        await failure(
          client().send('PATCH', `${SLUG_PATH}/setting/build_pushes`, SETTING, { retried: true })
        )
      ).message
    ).toBe(
      "the token's user lacks the 'write' permission on the resource (HTTP 403 insufficient_access: operation requires write access). Use a token of a user with admin access to the repository."
    )
  })

  it.each([
    ['the object under its resource type', 'setting_update_insufficient_access.json', true],
    ['nothing without a resource type (the push check)', 'caches_forbidden_no_push.json', false]
  ])('an insufficient_access body embeds %s', async (_, file, embedded) => {
    nock(API).patch(`${SLUG_PATH}/setting/build_pushes`).reply(403, fixture(file))
    const error = await failure(
      client().send('PATCH', `${SLUG_PATH}/setting/build_pushes`, SETTING, { retried: true })
    )
    expect(error.embeddedResource()).toEqual(
      embedded ? expect.objectContaining({ name: 'build_pushes', value: true }) : undefined
    )
  })

  it('a resource type whose object is missing (the caller cannot read it) embeds nothing', async () => {
    // permissions/generic.rb adds the object only when the caller may read it (docs/travis-api.md#err-shape).
    const body = fixture('caches_delete_insufficient_access.json')
    delete body.repository
    nock(API).delete(`${SLUG_PATH}/caches`).reply(403, body)
    const error = await failure(
      client().send('DELETE', `${SLUG_PATH}/caches`, CACHES, { retried: true })
    )
    expect(error.resourceType).toBe('repository')
    expect(error.embeddedResource()).toBeUndefined()
  })
})

describe('without the action’s advice, the travis/ layer names no input', () => {
  it.each([
    [
      'a route the server does not know',
      () =>
        nock(API).get(`${SLUG_PATH}/settings`).reply(404, fixture('error_not_found_route.json')),
      'not found (HTTP 404 not_found: resource not found (or insufficient access)).'
    ],
    [
      'no answer within the timeout',
      () => nock(API).get(`${SLUG_PATH}/settings`).delay(1000).reply(200, { settings: [] }),
      `GET ${SLUG_PATH}/settings: timed out (no response within 0.1 s).`
    ]
  ])('%s', async (_, mock, message) => {
    mock()
    const error = await failure(
      client({ advice: false, timeoutMs: 100 }).get(`${SLUG_PATH}/settings`, SETTINGS)
    )
    expect(error.message).toBe(message)
  })
})

describe('no answer at all: the most specific reason', () => {
  it('a host whose every address refuses (Node’s AggregateError, empty message) gives the code', async () => {
    // A name that resolves to two addresses (as localhost does on a dual-stack runner): Node
    // tries each (autoSelectFamily) and, when all refuse, throws an AggregateError whose message
    // is empty and whose code is the first attempt's. (Linux: all of 127.0.0.0/8 is loopback.)
    const port = await closedPort()
    const agent = new Agent({
      connect: {
        autoSelectFamily: true,
        lookup: (_host, options, callback) =>
          options.all
            ? callback(null, [
                { address: '127.0.0.1', family: 4 },
                { address: '127.0.0.2', family: 4 }
              ])
            : callback(null, '127.0.0.1', 4)
      }
    })
    // undici's own fetch: not nock's, a real connection attempt to each address.
    const viaAgent = ((input: string, init: RequestInit) =>
      undiciFetch(input, { ...init, dispatcher: agent } as never)) as unknown as typeof fetch
    const apiUrl = `http://travis.two-addresses.test:${port}`
    try {
      const error = await failure(
        client({ apiUrl, fetch: viaAgent }).get(`${SLUG_PATH}/settings`, SETTINGS)
      )
      expect(error.status).toBe(0)
      expect(error.message).toBe(`GET ${SLUG_PATH}/settings: network error: ECONNREFUSED.`)
    } finally {
      await agent.close()
    }
  })
})

describe('a redirect names the host of its Location, and nothing else of it', () => {
  it.each([
    ['a Location without a host', 'data:text/plain,token=abc', 'to a Location without a host'],
    ['a Location that is no URL', 'http://[not-a-host/x?token=abc', 'to a Location that is no URL']
  ])('%s', async (_, location, target) => {
    nock(API).get(`${SLUG_PATH}/key_pair`).reply(301, '', { location })
    const error = await failure(client().get(`${SLUG_PATH}/key_pair`, KEY_PAIR))
    expect(error.message).toContain(`answered HTTP 301, a redirect ${target};`)
    expect(error.message).not.toContain('token=abc')
  })
})

describe('success bodies without the fields of their resource', () => {
  const record = { name: 'a.tgz', branch: 'main', size: 1, last_modified: '2024-01-01T00:00:00Z' }
  const repository = { id: 1, slug: 'octo-org/hello', active: true, private: false }
  const owner = '/owner/octo-org/repos'
  it.each([
    ['a list where an object belongs', 'caches', [], 'the body is not an object'],
    ['no caches field', 'caches', {}, 'caches is missing'],
    ['a cache that is no object', 'caches', { caches: ['a.tgz'] }, 'caches[0] is not an object'],
    [
      'a cache without its name',
      'caches',
      { caches: [{ ...record, name: undefined }] },
      'caches[0].name is missing'
    ],
    [
      'a cache without its size',
      'caches',
      { caches: [{ ...record, size: undefined }] },
      'caches[0].size is missing'
    ],
    [
      'a repository without active',
      owner,
      { repositories: [{ ...repository, active: undefined }] },
      'repositories[0].active is missing'
    ],
    [
      'a repository whose private flag is text',
      owner,
      { repositories: [repository, { ...repository, private: 'no' }] },
      'repositories[1].private is not true or false'
    ]
  ])('%s', async (_, resource, body, problem) => {
    const path = resource === owner ? owner : `${SLUG_PATH}/${resource}`
    nock(API).get(path).reply(200, JSON.stringify(body), { 'content-type': 'application/json' })
    const travis = client()
    const error = await failure(
      resource === owner
        ? travis.get(owner, REPOSITORIES)
        : travis.get(`${SLUG_PATH}/${resource}`, CACHES)
    )
    expect(error.message).toContain(`GET ${path} answered HTTP 200 without the fields of `)
    expect(error.message).toContain(`: ${problem}. Check that 'api-url' is a Travis CI API v3`)
  })

  it('a repository list with every field passes', async () => {
    nock(API)
      .get(owner)
      .reply(200, { repositories: [repository], '@pagination': { count: 1, next: null } })
    const body = await client().get<{ repositories: unknown[] }>(owner, REPOSITORIES)
    expect(body.repositories).toEqual([repository])
  })
})

describe('retries see only failed requests', () => {
  it('anything else thrown is no failed request, and is never retried', async () => {
    const sleeps: number[] = []
    let attempts = 0
    const bug = new TypeError('a bug')
    const attempt = async () => {
      attempts++
      throw bug
    }
    const retried = withRetries(
      recordingRetryPolicy(3, sleeps),
      attempt,
      classifyTravisFailure,
      () => {}
    )
    await expect(retried).rejects.toBe(bug)
    expect(classifyTravisFailure(bug)).toBeNull()
    expect([attempts, sleeps]).toEqual([1, []])
  })
})

/** A port on 127.0.0.1 (and so on 127.0.0.2) that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
