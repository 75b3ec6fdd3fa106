// Hostile or broken servers (ACTION-SPEC "Hardening rules"): a redirect is never followed on a
// Travis or a GitHub call, nor a GitHub pagination link to another host, so no body (a private
// key!) or token goes to another host and no foreign answer is trusted; a 2xx answer without the
// fields of its resource fails naming the endpoint, before any output is set.
import { createServer } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { newRsaPem } from '../../support/keys.js'
import { everythingVisible, type ActionRun } from '../../support/run-action.mjs'
import {
  REPO,
  REPO_PATH,
  closeFakes,
  demoRepo,
  expectFailure,
  fakeTravis,
  requestLines,
  run
} from '../helpers.js'
import {
  deployKeys,
  finishTest,
  rotate,
  startRotationFakes,
  writesIn
} from '../rotation/helpers.js'

const KEY_PAIR = `${REPO_PATH}/key_pair`
/** What the foreign server answers: a key pair no one installed. Must never reach an output. */
const FOREIGN_FINGERPRINT = 'fo:re:ig:nf:fo:re:ig:nf:fo:re:ig:nf:fo:re:ig:nf'
const FOREIGN_DESCRIPTION = 'planted by the redirect target'

interface ForeignServer {
  url: string
  host: string
  requests: Array<{ method: string; url: string; body: string }>
  close(): Promise<void>
}

const foreign: ForeignServer[] = []

/** Another server on 127.0.0.1: a redirect target that records anything it receives. */
async function foreignServer(): Promise<ForeignServer> {
  const requests: ForeignServer['requests'] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        body: Buffer.concat(chunks).toString('utf8')
      })
      res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          '@type': 'key_pair',
          description: FOREIGN_DESCRIPTION,
          public_key: '-----BEGIN PUBLIC KEY-----\nFOREIGN\n-----END PUBLIC KEY-----\n',
          fingerprint: FOREIGN_FINGERPRINT,
          caches: [],
          settings: []
        })
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  const target: ForeignServer = {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
  foreign.push(target)
  return target
}

afterAll(closeFakes)
afterAll(async () => {
  await Promise.all(foreign.splice(0).map((server) => server.close()))
})

let pemA: string
let pemB: string

beforeAll(() => {
  pemA = newRsaPem()
  pemB = newRsaPem()
})

/** The redirect failed the step naming the status and the target host, never its query. */
function expectRedirectFailure(
  result: ActionRun,
  operation: string,
  status: number,
  target: ForeignServer
): void {
  const message = expectFailure(result, operation, REPO, `HTTP ${status}`, target.host)
  expect(message).not.toContain('steal')
  expect(message).not.toContain('token=')
  // No output, log line or summary describes what the other host would have said.
  const visible = everythingVisible(result)
  expect(visible).not.toContain(FOREIGN_FINGERPRINT)
  expect(visible).not.toContain(FOREIGN_DESCRIPTION)
  expect(result.outputs.exists).toBeUndefined()
  expect(result.outputs.fingerprint).toBeUndefined()
}

describe('redirects are never followed (Travis CI)', () => {
  it.each([307, 308])(
    'set-key-pair: a %i to the create sends the key nowhere else and is not repeated',
    async (status) => {
      const fake = await fakeTravis()
      const target = await foreignServer()
      fake.failNext({
        method: 'POST',
        pathIncludes: '/key_pair',
        status,
        headers: { location: `${target.url}/steal?token=abc` }
      })
      const result = await run(fake, {
        operation: 'set-key-pair',
        'private-key': pemA,
        retries: '2'
      })

      expectRedirectFailure(result, 'set-key-pair', status, target)
      expect(target.requests).toEqual([])
      // The create is sent once; the read-back after a failed create asks Travis, not the target.
      expect(requestLines(fake)).toEqual([`GET ${KEY_PAIR}`, `POST ${KEY_PAIR}`, `GET ${KEY_PAIR}`])
      expect(demoRepo(fake).keyPair).toBeNull()
    }
  )

  it('set-key-pair: a 307 to the update sends the key nowhere else and is not repeated', async () => {
    const fake = await fakeTravis()
    demoRepo(fake).keyPair = { privateKey: pemB, description: 'old' }
    const target = await foreignServer()
    fake.failNext({
      method: 'PATCH',
      pathIncludes: '/key_pair',
      status: 307,
      headers: { location: `${target.url}/steal?token=abc` }
    })
    const result = await run(fake, {
      operation: 'set-key-pair',
      'private-key': pemA,
      retries: '2'
    })

    expectRedirectFailure(result, 'set-key-pair', 307, target)
    expect(target.requests).toEqual([])
    expect(requestLines(fake)).toEqual([`GET ${KEY_PAIR}`, `PATCH ${KEY_PAIR}`])
    expect(demoRepo(fake).keyPair).toEqual({ privateKey: pemB, description: 'old' })
  })

  it('find-key-pair: a 302 to a read is not followed or retried, and sets no output', async () => {
    const fake = await fakeTravis()
    const target = await foreignServer()
    fake.failNext({
      method: 'GET',
      pathIncludes: '/key_pair',
      status: 302,
      headers: { location: `${target.url}/steal?token=abc` }
    })
    const result = await run(fake, { operation: 'find-key-pair', retries: '2' })

    expectRedirectFailure(result, 'find-key-pair', 302, target)
    expect(target.requests).toEqual([])
    expect(requestLines(fake)).toEqual([`GET ${KEY_PAIR}`])
    expect(result.outputs.result).toBeUndefined()
  })
})

describe('redirects are never followed (GitHub)', () => {
  afterEach(finishTest)

  it('rotate-key-pair: a 302 on the deploy keys list writes nothing anywhere', async () => {
    const fakes = await startRotationFakes()
    const target = await foreignServer()
    fakes.github.failNext({
      method: 'GET',
      pathIncludes: '/keys',
      status: 302,
      headers: { location: `${target.url}/steal?token=abc` }
    })
    const result = await rotate(fakes, { retries: '2' })

    expectRedirectFailure(result, 'rotate-key-pair', 302, target)
    expect(result.errors[0]).toContain('list deploy keys')
    expect(target.requests).toEqual([])
    expect(fakes.github.requests.map((r) => r.method)).toEqual(['GET'])
    expect(writesIn(fakes)).toEqual([])
    expect(deployKeys(fakes.github)).toEqual([])
    expect(demoRepo(fakes.travis).keyPair).toBeNull()
  })
})

describe('links to another host are never followed (GitHub)', () => {
  afterEach(finishTest)

  it('rotate-key-pair: a Link rel="next" elsewhere on the deploy keys list gets no request, no token', async () => {
    const fakes = await startRotationFakes()
    const target = await foreignServer()
    fakes.github.failNext({
      method: 'GET',
      pathIncludes: '/keys',
      status: 200,
      body: [],
      headers: { link: `<${target.url}/repositories/1/keys?page=2&token=abc>; rel="next"` }
    })
    const result = await rotate(fakes, { retries: '2' })

    const message = expectFailure(result, 'rotate-key-pair', REPO, target.host)
    expect(message).not.toContain('token=')
    expect(target.requests).toEqual([])
    expect(fakes.github.requests.map((r) => r.method)).toEqual(['GET'])
    expect(writesIn(fakes)).toEqual([])
    expect(demoRepo(fakes.travis).keyPair).toBeNull()
  })
})

describe('2xx answers without the fields of their resource fail, naming the endpoint', () => {
  it('find-key-pair: 200 {} is no key pair, and no output is set', async () => {
    const fake = await fakeTravis()
    fake.failNext({ method: 'GET', pathIncludes: '/key_pair', status: 200, body: {} })
    const result = await run(fake, { operation: 'find-key-pair' })

    expectFailure(
      result,
      'find-key-pair',
      REPO,
      `GET ${KEY_PAIR} answered HTTP 200 without the fields of a key pair (description, public_key, fingerprint)`
    )
    expect(result.outputs.exists).toBeUndefined()
    expect(result.outputs.result).toBeUndefined()
  })

  it('list-caches: 200 {"caches": [{}]} names the endpoint and the missing fields', async () => {
    const fake = await fakeTravis()
    fake.failNext({ method: 'GET', pathIncludes: '/caches', status: 200, body: { caches: [{}] } })
    const result = await run(fake, { operation: 'list-caches' })

    const message = expectFailure(
      result,
      'list-caches',
      REPO,
      `GET ${REPO_PATH}/caches answered HTTP 200 without the fields of a cache list`,
      'name, branch, size, last_modified'
    )
    expect(message).not.toContain('TypeError')
    expect(result.outputs.caches).toBeUndefined()
    expect(result.outputs.count).toBeUndefined()
  })

  const cases: Array<{
    operation: string
    method: string
    path: string
    body: unknown
    inputs: Record<string, string>
    what: string
  }> = [
    {
      operation: 'list-settings',
      method: 'GET',
      path: `${REPO_PATH}/settings`,
      body: { settings: [{ value: true }] },
      inputs: {},
      what: 'a settings list'
    },
    {
      operation: 'get-setting',
      method: 'GET',
      path: `${REPO_PATH}/setting/build_pushes`,
      body: { name: 'build_pushes' },
      inputs: { setting: 'build_pushes' },
      what: 'a setting'
    },
    {
      operation: 'set-setting',
      method: 'PATCH',
      path: `${REPO_PATH}/setting/build_pushes`,
      body: {},
      inputs: { setting: 'build_pushes', value: 'false' },
      what: 'a setting'
    },
    {
      operation: 'list-branches',
      method: 'GET',
      path: `${REPO_PATH}/branches`,
      body: { branches: [{ name: 7 }] },
      inputs: {},
      what: 'a branch list'
    }
  ]

  const page = (pagination: Record<string, unknown>) => ({
    '@type': 'branches',
    '@pagination': pagination,
    branches: [{ name: 'master' }]
  })
  it.each([
    [page({ count: 1e12 + 0.5, limit: 100 }), '@pagination.count is not a whole number'],
    [page({ count: -5, limit: 100 }), '@pagination.count is not a whole number'],
    [page({ count: 205, limit: 0 }), '@pagination.limit is 0'],
    [page({ count: 205, limit: 2.5 }), '@pagination.limit is not a whole number'],
    [
      {
        caches: [
          { name: 'a.tgz', branch: 'main', size: 1e308, last_modified: '2024-01-01T00:00:00Z' }
        ]
      },
      'caches[0].size is not a whole number from 0 to 2^53 - 1'
    ]
  ])('numbers no server keeps are refused: %j', async (body, problem) => {
    const fake = await fakeTravis()
    const listsCaches = 'caches' in body
    fake.failNext({
      method: 'GET',
      pathIncludes: listsCaches ? '/caches' : '/branches',
      status: 200,
      body
    })
    const operation = listsCaches ? 'list-caches' : 'list-branches'
    const result = await run(fake, { operation })
    const message = expectFailure(
      result,
      operation,
      REPO,
      'answered HTTP 200 without the fields',
      problem
    )
    expect(message).not.toMatch(/Infinity|NaN/)
    expect(result.summary).not.toMatch(/Infinity|NaN/)
    expect(result.outputs.result).toBeUndefined()
  })

  it.each(cases)(
    '$operation: $method answered with $body',
    async ({ operation, method, path, body, inputs, what }) => {
      const fake = await fakeTravis()
      fake.failNext({ method, pathIncludes: path, status: 200, body })
      const result = await run(fake, { operation, ...inputs })

      expectFailure(
        result,
        operation,
        REPO,
        `${method} ${path}`,
        `answered HTTP 200 without the fields of ${what}`
      )
      expect(result.outputs.result).toBeUndefined()
    }
  )
})
