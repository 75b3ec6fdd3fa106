// travis/proxy.ts: which transport api-url gets. Which proxy applies is @actions/http-client's
// rule (e2e/guarantees/proxy.test.ts runs the bundled action through a proxy); here, what the module decides
// itself: no proxy without a host, the proxy named without its credentials, and undici's fetch
// through the proxy for every request once one applies.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TravisClient } from '../../../src/travis/client.js'
import { transportFor } from '../../../src/travis/proxy.js'
import { recordingRunner } from '../../support/recording-runner.js'
import { startForwardProxy, type ForwardProxy } from '../../support/forward-proxy.js'

const PROXY_VARIABLES = [
  'HTTP_PROXY',
  'http_proxy',
  'HTTPS_PROXY',
  'https_proxy',
  'NO_PROXY',
  'no_proxy'
]

const closers: Array<() => Promise<void>> = []

beforeEach(() => {
  for (const name of PROXY_VARIABLES) vi.stubEnv(name, '')
})

afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

/** A server on 127.0.0.1 that answers every request with its method and path. */
async function echoServer(): Promise<number> {
  const server: Server = createServer((req, res) => res.end(`${req.method} ${req.url}`))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closers.push(() => new Promise((resolve) => server.close(() => resolve())))
  return (server.address() as AddressInfo).port
}

async function forwardProxy(): Promise<ForwardProxy> {
  const proxy = await startForwardProxy(['travis.test'])
  closers.push(() => proxy.close())
  return proxy
}

describe('transportFor', () => {
  it("without a proxy, none: the client sends with Node's fetch, looked up at each call", async () => {
    const transport = transportFor('https://api.travis-ci.com')
    expect(transport).toEqual({ fetch: null, proxyHost: null })
    // Made before fetch is replaced, the client still sends through the fetch of the moment.
    const client = new TravisClient({
      connection: {
        apiUrl: 'https://api.travis-ci.com',
        token: 'travis-secret-token',
        repo: { kind: 'slug', owner: 'octo-org', name: 'hello' },
        provider: '',
        timeoutMs: 5000,
        retries: 0
      },
      version: '9.9.9',
      runner: recordingRunner()
    })
    const fetch = vi.fn(async () => Response.json({ '@type': 'settings', settings: [] }))
    vi.stubGlobal('fetch', fetch)
    await client.get(`${client.repositoryPath}/settings`, null)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
      'https://api.travis-ci.com/repo/octo-org%2Fhello/settings'
    )
  })

  it('a proxy URL without a host is no proxy, as @actions/http-client decides', () => {
    vi.stubEnv('HTTPS_PROXY', 'file:///etc/proxy')
    expect(transportFor('https://api.travis-ci.com').proxyHost).toBeNull()
  })

  it('names the proxy by host and port, never by its credentials', () => {
    vi.stubEnv('HTTPS_PROXY', 'http://ci-user:s3cret@proxy.example:3128')
    expect(transportFor('https://api.travis-ci.com').proxyHost).toBe('proxy.example:3128')
  })

  it('sends every request through the proxy once one applies', async () => {
    const port = await echoServer()
    const proxy = await forwardProxy()
    vi.stubEnv('HTTP_PROXY', proxy.url)
    const transport = transportFor(`http://travis.test:${port}`)
    expect(transport.proxyHost).toBe(`127.0.0.1:${proxy.port}`)
    // travis.test resolves only in the proxy: an answer proves the request went through it.
    const send = transport.fetch
    if (send === null) throw new Error('expected the proxy to be used')
    const first = await send(`http://travis.test:${port}/repo/1`)
    const second = await send(`http://travis.test:${port}/repo/2`, { method: 'DELETE' })
    expect([await first.text(), await second.text()]).toEqual(['GET /repo/1', 'DELETE /repo/2'])
    expect(proxy.requests.map((r) => `${r.via} ${r.method} ${r.path}`)).toEqual([
      'tunnel GET /repo/1',
      'tunnel DELETE /repo/2'
    ])
  })
})
