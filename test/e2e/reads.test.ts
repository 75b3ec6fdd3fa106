// Read operations end to end, in both dialects of the fake: the live server's (Travis-API-Version,
// exists_on_github) and the interface document's (Service-API-Version, exists_on_host).
import { generateKeyPairSync } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sshMd5Fingerprint } from '../support/fake-travis.mjs'
import {
  DIALECTS,
  REPO,
  REPO_PATH,
  closeFakes,
  debugLines,
  demoRepo,
  expectFailure,
  expectStandardHeaders,
  expectSuccess,
  fakeTravis,
  hasNoMetadata,
  jsonOutput,
  requestLines,
  run,
  serverBranchNames,
  summaryText,
  type FakeTravis
} from './helpers.js'

let keyPem: string
let keyFingerprint: string

beforeAll(() => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  keyPem = String(privateKey.export({ type: 'pkcs1', format: 'pem' }))
  keyFingerprint = sshMd5Fingerprint(privateKey)
})

afterAll(closeFakes)

describe.concurrent.each(DIALECTS)('reads, %s dialect', (dialect) => {
  const existsField = dialect === 'live' ? 'exists_on_github' : 'exists_on_host'

  const start = (options: { basePath?: string } = {}): Promise<FakeTravis> =>
    fakeTravis({ dialect, ...options })

  describe('find-key-pair', () => {
    it('reports an existing key pair', async () => {
      const fake = await start()
      demoRepo(fake).keyPair = { privateKey: keyPem, description: 'deploy key' }
      const result = await run(fake, { operation: 'find-key-pair' })
      expectSuccess(result)
      expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/key_pair`])
      expect(fake.requests[0]?.body).toBeUndefined()
      expectStandardHeaders(fake)
      expect(result.outputs.exists).toBe('true')
      expect(result.outputs.fingerprint).toBe(keyFingerprint)
      expect(result.outputs.description).toBe('deploy key')
      expect(result.outputs['public-key']).toMatch(/^-----BEGIN PUBLIC KEY-----\n/)
      expect(jsonOutput(result, 'result')).toEqual({
        description: 'deploy key',
        public_key: result.outputs['public-key'],
        fingerprint: keyFingerprint
      })
      const summary = summaryText(result, 'find-key-pair')
      expect(summary).toContain('Key pair found.')
      expect(summary).toContain(`Fingerprint | ${keyFingerprint}`)
      expect(summary).toContain('Description | deploy key')
    })

    it('treats a missing key pair as success with exists=false', async () => {
      const fake = await start()
      const result = await run(fake, { operation: 'find-key-pair' })
      expectSuccess(result)
      expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/key_pair`])
      expect(result.outputs.exists).toBe('false')
      expect(result.outputs.fingerprint).toBe('')
      expect(result.outputs.result).toBe('null')
      expect(summaryText(result, 'find-key-pair')).toContain('The repository has no key pair.')
    })

    it('fails a missing key pair with fail-if-missing, outputs still set', async () => {
      const fake = await start()
      const result = await run(fake, { operation: 'find-key-pair', 'fail-if-missing': 'true' })
      expectFailure(result, 'find-key-pair', REPO, 'no key pair', 'fail-if-missing')
      expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/key_pair`])
      expect(result.outputs.exists).toBe('false')
      expect(summaryText(result, 'find-key-pair')).toMatch(
        /^❌ Failed: the repository has no key pair \(fail-if-missing is true\)\.\nWhat to do: this is the check the inputs asked for/m
      )
    })

    it('succeeds with fail-if-missing when the key pair exists', async () => {
      const fake = await start()
      demoRepo(fake).keyPair = { privateKey: keyPem, description: null }
      const result = await run(fake, { operation: 'find-key-pair', 'fail-if-missing': 'true' })
      expectSuccess(result)
      expect(result.outputs.exists).toBe('true')
      expect(result.outputs.description).toBe('')
    })
  })

  describe('settings', () => {
    it('list-settings outputs a JSON object and the count', async () => {
      const fake = await start()
      demoRepo(fake).settings = { build_pushes: false, maximum_number_of_builds: 4 }
      const result = await run(fake, { operation: 'list-settings' })
      expectSuccess(result)
      expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/settings`])
      expectStandardHeaders(fake)
      const settings = jsonOutput(result, 'settings') as Record<string, unknown>
      expect(Object.keys(settings)).toHaveLength(14)
      expect(settings).toMatchObject({
        build_pushes: false,
        maximum_number_of_builds: 4,
        build_pull_requests: true,
        job_log_access_older_than_days: 365
      })
      expect(result.outputs.count).toBe('14')
      const list = jsonOutput(result, 'result') as Array<{ name: string; value: unknown }>
      expect(list[0]).toEqual({ name: 'builds_only_with_travis_yml', value: false })
      expect(hasNoMetadata(list)).toBe(true)
      const summary = summaryText(result, 'list-settings')
      expect(summary).toContain('14 settings\nSetting | Value')
      expect(summary).toContain('Setting | Value')
      expect(summary).toContain('maximum_number_of_builds | 4')
    })

    it('get-setting reads one setting and compares it with expect', async () => {
      const fake = await start()
      const result = await run(fake, {
        operation: 'get-setting',
        setting: 'build_pushes',
        expect: 'true'
      })
      expectSuccess(result)
      expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/setting/build_pushes`])
      expect(result.outputs.value).toBe('true')
      expect(result.outputs.matches).toBe('true')
      expect(jsonOutput(result, 'result')).toEqual({ name: 'build_pushes', value: true })
      const summary = summaryText(result, 'get-setting')
      expect(summary).toContain('Matches | yes')
    })

    it('get-setting without expect sets no matches output', async () => {
      const fake = await start()
      const result = await run(fake, {
        operation: 'get-setting',
        setting: 'job_log_access_older_than_days'
      })
      expectSuccess(result)
      expect(result.outputs.value).toBe('365')
      expect(result.outputs.matches).toBeUndefined()
    })

    it('get-setting mismatch: matches=false, success without fail-on-mismatch', async () => {
      const fake = await start()
      const result = await run(fake, {
        operation: 'get-setting',
        setting: 'maximum_number_of_builds',
        expect: '3'
      })
      expectSuccess(result)
      expect(result.outputs.value).toBe('0')
      expect(result.outputs.matches).toBe('false')
    })

    it('get-setting mismatch with fail-on-mismatch fails, with outputs still set', async () => {
      const fake = await start()
      const result = await run(fake, {
        operation: 'get-setting',
        setting: 'build_pushes',
        expect: 'false',
        'fail-on-mismatch': 'true'
      })
      expectFailure(result, 'get-setting', REPO, "'build_pushes' is true, expected false")
      expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/setting/build_pushes`])
      expect(result.outputs.value).toBe('true')
      expect(result.outputs.matches).toBe('false')
      expect(result.outputs.changed).toBe('false')
      const summary = summaryText(result, 'get-setting')
      expect(summary).toContain('Matches | no')
      expect(summary).toContain('Failed:')
    })
  })

  describe('list-branches', () => {
    it('lists every page of a repository with more than 200 branches', async () => {
      const fake = await start()
      const expected = await serverBranchNames(fake)
      expect(expected).toHaveLength(202)
      const result = await run(fake, { operation: 'list-branches' })
      expectSuccess(result)
      expectStandardHeaders(fake)
      // One request per page, of 100, with limit/offset computed by the action; the last page
      // asks for a whole page, so that a short one proves the count was not stale.
      expect(requestLines(fake).sort()).toEqual(
        [
          `GET ${REPO_PATH}/branches?limit=100&offset=0`,
          `GET ${REPO_PATH}/branches?limit=100&offset=100`,
          `GET ${REPO_PATH}/branches?limit=100&offset=200`
        ].sort()
      )
      expect(requestLines(fake)[0]).toBe(`GET ${REPO_PATH}/branches?limit=100&offset=0`)
      expect(jsonOutput(result, 'branches')).toEqual(expected)
      expect(result.outputs.count).toBe('202')
      expect(result.outputs['default-branch']).toBe('master')
      const branches = jsonOutput(result, 'result') as Array<Record<string, unknown>>
      expect(branches).toHaveLength(202)
      expect(hasNoMetadata(branches)).toBe(true)
      expect(branches[0]).toMatchObject({ name: 'master', default_branch: true })
      expect(branches[0]?.exists_on_host).toBe(true)
      expect(result.warnings).toEqual([])
      const summary = summaryText(result, 'list-branches')
      expect(summary).toMatch(
        /^202 branches; 20 no longer on the host; last builds: \d+ passed(, \d+ [a-z]+)*\.\nEvery branch listed \(202\)$/m
      )
      expect(summary).toContain('Branch | Default | Exists on host | Last build | Finished')
      expect(summary).toMatch(
        /master \| yes \| yes \| #\d+ passed \| \d+ [a-z]+ ago \(20\d\d-\d\d-\d\d\)/
      )
      expect(summary).toContain('… and 102 more')
    })

    it('offset 95, limit 120: the right names in server order, pages of 100', async () => {
      const fake = await start()
      const all = await serverBranchNames(fake)
      const result = await run(fake, { operation: 'list-branches', offset: '95', limit: '120' })
      expectSuccess(result)
      // 202 branches: only 107 remain after 95; the second page asks for the rest of the window.
      expect(requestLines(fake)).toEqual([
        `GET ${REPO_PATH}/branches?limit=100&offset=95`,
        `GET ${REPO_PATH}/branches?limit=20&offset=195`
      ])
      expect(jsonOutput(result, 'branches')).toEqual(all.slice(95, 215))
      expect(result.outputs.count).toBe('107')
      expect(result.outputs['default-branch']).toBeUndefined()
    })

    it('offset 50, limit 120: stops at the limit across a page boundary', async () => {
      const fake = await start()
      const all = await serverBranchNames(fake)
      const result = await run(fake, { operation: 'list-branches', offset: '50', limit: '120' })
      expectSuccess(result)
      expect(requestLines(fake)).toEqual([
        `GET ${REPO_PATH}/branches?limit=100&offset=50`,
        `GET ${REPO_PATH}/branches?limit=20&offset=150`
      ])
      expect(jsonOutput(result, 'branches')).toEqual(all.slice(50, 170))
      expect(result.outputs.count).toBe('120')
    })

    it('a small limit is one request of that size', async () => {
      const fake = await start()
      const all = await serverBranchNames(fake)
      const result = await run(fake, { operation: 'list-branches', limit: '3' })
      expectSuccess(result)
      expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/branches?limit=3&offset=0`])
      expect(jsonOutput(result, 'branches')).toEqual(all.slice(0, 3))
      expect(result.outputs['default-branch']).toBe('master')
    })

    it('filters by name', async () => {
      const fake = await start()
      const result = await run(fake, { operation: 'list-branches', name: 'release' })
      expectSuccess(result)
      expect(fake.requests).toHaveLength(1)
      expect(fake.requests[0]?.query).toEqual({
        'branch.name': 'release',
        limit: '100',
        offset: '0'
      })
      // A case-insensitive substring: release, release/1.x, release-1.0, release-1.1.
      const expected = await serverBranchNames(fake, { 'branch.name': 'release' })
      expect(expected).toHaveLength(4)
      expect(jsonOutput(result, 'branches')).toEqual(expected)
      expect(result.outputs.count).toBe('4')
      expect(result.outputs['default-branch']).toBeUndefined()
    })

    it('a name no branch has: count 0, empty lists, a summary of one line', async () => {
      const fake = await start()
      const result = await run(fake, { operation: 'list-branches', name: 'no-such-branch' })
      expectSuccess(result)
      expect(requestLines(fake)).toEqual([
        `GET ${REPO_PATH}/branches?branch.name=no-such-branch&limit=100&offset=0`
      ])
      expect(result.outputs.count).toBe('0')
      expect(jsonOutput(result, 'branches')).toEqual([])
      expect(jsonOutput(result, 'result')).toEqual([])
      const summary = summaryText(result, 'list-branches')
      // The headline alone: no fold, no table, no build states.
      expect(summary.split('\n').slice(1)).toEqual(['0 branches.'])
    })

    for (const [value, count] of [
      ['true', 182],
      ['false', 20]
    ] as const) {
      it(`exists-on-host ${value}: dialect fallback, no warning shown`, async () => {
        const fake = await start()
        const expected = await serverBranchNames(fake, { [`branch.${existsField}`]: value })
        expect(expected).toHaveLength(count)
        const result = await run(fake, { operation: 'list-branches', 'exists-on-host': value })
        expectSuccess(result)
        const queries = fake.requests.map((r) => r.query)
        if (dialect === 'live') {
          // The first request is ignored by the server; it is repeated once with the live name,
          // which every later page keeps.
          expect(queries[0]).toEqual({ 'branch.exists_on_host': value, limit: '100', offset: '0' })
          expect(queries.slice(1)).toEqual(
            count > 100
              ? [
                  { 'branch.exists_on_github': value, limit: '100', offset: '0' },
                  { 'branch.exists_on_github': value, limit: '100', offset: '100' }
                ]
              : [{ 'branch.exists_on_github': value, limit: '100', offset: '0' }]
          )
        } else {
          expect(queries).toEqual(
            count > 100
              ? [
                  { 'branch.exists_on_host': value, limit: '100', offset: '0' },
                  { 'branch.exists_on_host': value, limit: '100', offset: '100' }
                ]
              : [{ 'branch.exists_on_host': value, limit: '100', offset: '0' }]
          )
        }
        expect(result.warnings).toEqual([])
        expect(jsonOutput(result, 'branches')).toEqual(expected)
        expect(result.outputs.count).toBe(String(count))
        const branches = jsonOutput(result, 'result') as Array<Record<string, unknown>>
        for (const branch of branches) expect(branch.exists_on_host).toBe(value === 'true')
      })
    }

    it('sort-by exists_on_host uses the spelling the server knows', async () => {
      const fake = await start()
      const result = await run(fake, {
        operation: 'list-branches',
        'sort-by': 'exists_on_host:desc,name',
        limit: '5'
      })
      expectSuccess(result)
      const sorts = fake.requests.map((r) => r.query.sort_by)
      expect(sorts).toEqual(
        dialect === 'live'
          ? ['exists_on_host:desc,name', 'exists_on_github:desc,name']
          : ['exists_on_host:desc,name']
      )
      expect(result.warnings).toEqual([])
      // Descending on a boolean that sorts "true first" ascending: the false ones come first.
      const names = jsonOutput(result, 'branches') as string[]
      const absent = demoRepo(fake)
        .branches.filter((b) => !b.existsOnHost)
        .map((b) => b.name)
        .sort()
      expect(names).toEqual(absent.slice(0, 5))
    })

    it('sort-by name:desc is sent as sort_by', async () => {
      const fake = await start()
      const result = await run(fake, { operation: 'list-branches', 'sort-by': 'name:desc' })
      expectSuccess(result)
      // Sorting by name does not join the last build: all 205 branches, in three pages.
      expect(fake.requests.map((r) => r.query)).toEqual([
        { sort_by: 'name:desc', limit: '100', offset: '0' },
        { sort_by: 'name:desc', limit: '100', offset: '100' },
        { sort_by: 'name:desc', limit: '100', offset: '200' }
      ])
      const expected = demoRepo(fake)
        .branches.map((b) => b.name)
        .sort()
        .reverse()
      expect(jsonOutput(result, 'branches')).toEqual(expected)
      expect(result.outputs.count).toBe('205')
    })

    it('a bad sort-by fails with no request', async () => {
      const fake = await start()
      const result = await run(fake, { operation: 'list-branches', 'sort-by': 'name:up' })
      expectFailure(result, 'list-branches', REPO, "Input 'sort-by'", "'name:up'", ':desc')
      expect(fake.requests).toEqual([])
    })

    it('include-recent-builds asks for branch.recent_builds', async () => {
      const fake = await start()
      const result = await run(fake, {
        operation: 'list-branches',
        'include-recent-builds': 'true',
        limit: '2'
      })
      expectSuccess(result)
      expect(fake.requests.map((r) => r.query)).toEqual([
        { include: 'branch.recent_builds', limit: '2', offset: '0' }
      ])
      const branches = jsonOutput(result, 'result') as Array<{ recent_builds?: unknown[] }>
      expect(branches).toHaveLength(2)
      for (const branch of branches) expect(branch.recent_builds?.length).toBeGreaterThan(0)
      expect(hasNoMetadata(branches)).toBe(true)
    })

    it('Enterprise api-url with /api/ prefix, numeric repo id, provider segment', async () => {
      const fake = await start({ basePath: '/api' })
      const all = await serverBranchNames(fake)
      const result = await run(fake, {
        operation: 'list-branches',
        'api-url': `${fake.origin}/api/`,
        repo: '1',
        provider: 'github'
      })
      expectSuccess(result)
      // Pages by limit/offset: the server's @href links (which lack /api) are never followed.
      expect(requestLines(fake).sort()).toEqual(
        [
          'GET /api/repo/github/1/branches?limit=100&offset=0',
          'GET /api/repo/github/1/branches?limit=100&offset=100',
          'GET /api/repo/github/1/branches?limit=100&offset=200'
        ].sort()
      )
      expectStandardHeaders(fake)
      expect(jsonOutput(result, 'branches')).toEqual(all)
      summaryText(result, 'list-branches', 'repository #1')
    })
  })

  it('slug with a provider segment', async () => {
    const fake = await start()
    const result = await run(fake, { operation: 'list-settings', provider: 'github' })
    expectSuccess(result)
    expect(requestLines(fake)).toEqual([`GET /repo/github/octo-org%2Fhello-world/settings`])
  })

  it('with debug: true the log shows each request with status and time', async () => {
    const fake = await start()
    const result = await run(fake, { operation: 'list-caches', branch: 'master' }, { debug: true })
    expectSuccess(result)
    expect(debugLines(result)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^GET ${REPO_PATH.replace(/\//g, '\\/')}\\/caches\\?branch=master → 200 \\(\\d+ ms\\)$`
          )
        )
      ])
    )
  })

  it('other @warnings of a response are shown as warnings', async () => {
    const server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          '@type': 'settings',
          '@warnings': [
            {
              '@type': 'warning',
              message: 'query parameter frobnicate not safelisted, ignored',
              warning_type: 'ignored_parameter',
              parameter: 'frobnicate'
            }
          ],
          '@href': req.url,
          settings: []
        })
      )
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const result = await run(null, {
        operation: 'list-settings',
        'api-url': `http://127.0.0.1:${port}`
      })
      expectSuccess(result)
      expect(result.warnings).toEqual([
        'Travis CI: query parameter frobnicate not safelisted, ignored'
      ])
      expect(result.outputs.count).toBe('0')
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('writes no summary file when GITHUB_STEP_SUMMARY is unset', async () => {
    const fake = await start()
    const result = await run(fake, { operation: 'list-settings' }, { noSummary: true })
    expectSuccess(result)
    expect(result.summary).toBe('')
    expect(result.outputs.count).toBe('14')
    expect(result.stdout + result.stderr).not.toMatch(/summary/i)
  })
})
