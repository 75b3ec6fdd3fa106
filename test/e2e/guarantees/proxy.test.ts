// Self-hosted runners behind a proxy (ACTION-SPEC "Hardening rules": Proxies). The fakes are
// given names only the forward proxy resolves (travis.test, github.test → their 127.0.0.1 ports;
// loopback addresses are never proxied), so a request succeeds only through the proxy. The fakes
// speak http, so HTTP_PROXY / http_proxy is the variable that applies.
import { createPrivateKey } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { sshMd5Fingerprint } from '../../fakes/fake-travis.mjs'
import { startForwardProxy, type ForwardProxy } from '../../support/forward-proxy.js'
import {
  REPO,
  TOKEN,
  closeFakes,
  demoRepo,
  expectFailure,
  expectSuccess,
  fakeTravis,
  jsonOutput,
  run,
  type FakeTravis
} from '../helpers.js'
import {
  deployKeys,
  fingerprintOfLine,
  finishTest,
  rotate,
  startRotationFakes
} from '../rotation/helpers.js'

const proxies: ForwardProxy[] = []

afterEach(async () => {
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()))
  await closeFakes()
})

async function proxy(): Promise<ForwardProxy> {
  const started = await startForwardProxy(['travis.test', 'github.test'])
  proxies.push(started)
  return started
}

/** The fake's URL under a name only the proxy resolves. */
function named(url: string, name: string): string {
  return url.replace('127.0.0.1', name)
}

/** `METHOD path?query` of what the fake received, as the proxy would have passed it. */
function fakeLines(fake: Pick<FakeTravis, 'requests'>): string[] {
  return fake.requests.map(
    (r) => `${r.method} ${r.path}${r.rawQuery === '' ? '' : `?${r.rawQuery}`}`
  )
}

function proxiedLines(forward: ForwardProxy, host: string): string[] {
  return forward.requests.filter((r) => r.host === host).map((r) => `${r.method} ${r.path}`)
}

/** The demo repository with 400 more branches: 602 with builds, seven pages. */
async function manyBranches(): Promise<FakeTravis> {
  const fake = await fakeTravis()
  for (let i = 0; i < 400; i++) fake.state.addBranch(1, { name: `extra-${i}` })
  return fake
}

describe('behind a proxy', () => {
  for (const variable of ['HTTP_PROXY', 'http_proxy']) {
    it(`Travis calls go through the proxy named by ${variable}, every page of a listing`, async () => {
      const forward = await proxy()
      const fake = await manyBranches()
      const host = new URL(named(fake.url, 'travis.test')).host
      const result = await run(
        fake,
        { operation: 'list-branches', 'api-url': named(fake.url, 'travis.test') },
        { env: { [variable]: forward.url }, debug: true }
      )
      expectSuccess(result)
      expect(result.stdout).toContain(
        `::debug::Travis CI requests go through the proxy 127.0.0.1:${forward.port}.`
      )
      expect(jsonOutput(result, 'branches')).toHaveLength(602)
      expect(result.stdout).toContain('Listed 100 of 602 branches; fetching 6 more pages.')
      expect(fake.requests).toHaveLength(7)
      // Everything the fake answered passed the proxy, in tunnels to travis.test.
      expect(proxiedLines(forward, host).sort()).toEqual(fakeLines(fake).sort())
      expect(new Set(forward.requests.map((r) => r.via))).toEqual(new Set(['tunnel']))
      expect(forward.tunnels.map((t) => t.host)).toContain(host)
    })
  }

  it('NO_PROXY=travis.test bypasses the proxy: the name does not resolve, and the failure says so', async () => {
    const forward = await proxy()
    const fake = await fakeTravis()
    const result = await run(
      fake,
      { operation: 'list-branches', 'api-url': named(fake.url, 'travis.test') },
      { env: { HTTP_PROXY: forward.url, NO_PROXY: 'example.org, travis.test' } }
    )
    expectFailure(result, 'list-branches', REPO, 'ENOTFOUND travis.test')
    expect(forward.requests).toEqual([])
    expect(forward.tunnels).toEqual([])
    expect(fake.requests).toEqual([])
  })

  it('an http api-url to another host warns that the token travels unencrypted, naming only the host', async () => {
    const forward = await proxy()
    const fake = await fakeTravis()
    const url = named(fake.url, 'travis.test')
    const result = await run(
      fake,
      { operation: 'list-settings', 'api-url': url },
      { env: { HTTP_PROXY: forward.url } }
    )
    expectSuccess(result)
    expect(result.warnings).toEqual([
      `Input 'api-url' uses plain http:// to ${new URL(url).host}: the Travis token travels unencrypted to it and to anyone on the way; use https:// unless the network is yours alone.`
    ])
    expect(result.warnings.join('\n')).not.toContain(TOKEN)
    // The fake's own address (127.0.0.1) is this machine: no warning.
    const direct = await run(fake, { operation: 'list-settings' })
    expectSuccess(direct)
    expect(direct.warnings).toEqual([])
  })

  it('HTTPS_PROXY does not apply to an http api-url', async () => {
    const forward = await proxy()
    const fake = await fakeTravis()
    const result = await run(
      fake,
      { operation: 'list-branches', 'api-url': named(fake.url, 'travis.test') },
      { env: { HTTPS_PROXY: forward.url } }
    )
    expectFailure(result, 'list-branches', REPO, 'ENOTFOUND travis.test')
    expect(forward.tunnels).toEqual([])
  })
})

describe('behind a proxy, with GitHub', () => {
  afterEach(finishTest)

  it('rotate-key-pair: GitHub and Travis calls both go through the proxy, with its credentials', async () => {
    const forward = await proxy()
    const fakes = await startRotationFakes()
    const travisHost = new URL(named(fakes.travis.url, 'travis.test')).host
    const githubHost = new URL(named(fakes.github.url, 'github.test')).host
    const proxyUrl = forward.url.replace('http://', 'http://ci-user:s3cret@')
    const result = await rotate(
      fakes,
      { 'api-url': named(fakes.travis.url, 'travis.test') },
      { env: { GITHUB_API_URL: named(fakes.github.url, 'github.test'), http_proxy: proxyUrl } }
    )
    expectSuccess(result, true)
    expect(deployKeys(fakes.github)).toHaveLength(1)
    const held = createPrivateKey(demoRepo(fakes.travis).keyPair?.privateKey ?? '')
    expect(sshMd5Fingerprint(held)).toBe(result.outputs.fingerprint)
    expect(fingerprintOfLine(deployKeys(fakes.github)[0]?.key ?? '')).toBe(
      result.outputs.fingerprint
    )
    expect(proxiedLines(forward, travisHost).sort()).toEqual(fakeLines(fakes.travis).sort())
    expect(proxiedLines(forward, githubHost).sort()).toEqual(fakeLines(fakes.github).sort())
    expect(proxiedLines(forward, githubHost)).toContain(`POST /repos/${REPO}/keys`)
    const basic = `Basic ${Buffer.from('ci-user:s3cret').toString('base64')}`
    expect(new Set(forward.tunnels.map((t) => t.proxyAuthorization))).toEqual(new Set([basic]))
    expect(result.stdout).not.toContain('s3cret')
  })

  it('NO_PROXY=github.test: GitHub is asked directly (and not found), Travis still through the proxy', async () => {
    const forward = await proxy()
    const fakes = await startRotationFakes()
    const result = await rotate(
      fakes,
      { 'api-url': named(fakes.travis.url, 'travis.test') },
      {
        env: {
          GITHUB_API_URL: named(fakes.github.url, 'github.test'),
          HTTP_PROXY: forward.url,
          no_proxy: 'github.test'
        }
      }
    )
    expectFailure(result, 'rotate-key-pair', REPO, 'ENOTFOUND github.test')
    expect(fakes.github.requests).toEqual([])
    expect([...new Set(forward.requests.map((r) => r.host.split(':')[0]))]).toEqual(['travis.test'])
    expect(fakes.travis.requests.filter((r) => r.method !== 'GET')).toEqual([])
  })
})
