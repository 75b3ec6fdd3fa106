// list-branches end to end, in both dialects of the fake: the live server's exists_on_github and
// the interface document's exists_on_host.
import { afterAll, describe, expect, it } from 'vitest'
import {
  DIALECTS,
  REPO,
  REPO_PATH,
  closeFakes,
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
} from '../helpers.js'

afterAll(closeFakes)

describe.concurrent.each(DIALECTS)('list-branches, %s dialect', (dialect) => {
  const existsField = dialect === 'live' ? 'exists_on_github' : 'exists_on_host'

  const start = (options: { basePath?: string } = {}): Promise<FakeTravis> =>
    fakeTravis({ dialect, ...options })

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
    // The branches deleted on GitHub first, in a table of their own, every one of them in the
    // server's order; then every branch, folded, its cut naming the output that holds the rest.
    const summary = summaryText(result, 'list-branches')
    const deleted = branches.filter((b) => b.exists_on_host === false).map((b) => b.name)
    expect(deleted).toHaveLength(20)
    const [before, after = ''] = summary.split('\n\nEvery branch listed (202)\n')
    expect(before?.split('\n').slice(1)).toEqual([
      expect.stringMatching(
        /^202 branches; 20 deleted on GitHub; last builds: \d+ passed(, \d+ [a-z]+)*\.$/
      ),
      'Deleted on GitHub (20)',
      'Branch | Last build | Finished',
      ...deleted.map((name) => expect.stringMatching(new RegExp(`^${name} \\| #\\d+ passed \\| `)))
    ])
    expect(summary).not.toContain('no longer on the host')
    expect(after).toContain('Branch | Default | On GitHub | Last build | Finished')
    expect(after).toMatch(
      /master \| yes \| yes \| #\d+ passed \| \d+ [a-z]+ ago \(20\d\d-\d\d-\d\d\)/
    )
    expect(after).toContain('… and 102 more: all 202 are in the result output.')
    expect(summary).not.toContain('see the step outputs')
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

  it('exists-on-host false: the table of deleted branches is the whole summary', async () => {
    const fake = await start()
    const result = await run(fake, { operation: 'list-branches', 'exists-on-host': 'false' })
    expectSuccess(result)
    const names = jsonOutput<string[]>(result, 'branches')
    expect(names).toHaveLength(20)
    const summary = summaryText(result, 'list-branches')
    expect(summary.split('\n').slice(1, 4)).toEqual([
      '20 branches; 20 deleted on GitHub; last builds: 20 passed.',
      'Deleted on GitHub (20)',
      'Branch | Last build | Finished'
    ])
    expect(summary).toContain(`\n${names[19]} | #`)
    expect(summary).not.toContain('Every branch listed')
  })

  it('more deleted branches than a table shows: the cut says where the rest are', async () => {
    const fake = await fakeTravis({ dialect, seedDemo: false })
    const repo = fake.addRepo({ id: 1, slug: REPO })
    for (let i = 0; i < 3; i++) fake.state.addBranch(repo, { name: `live-${i}` })
    for (let i = 0; i < 105; i++) {
      fake.state.addBranch(repo, {
        name: `gone-${String(i).padStart(3, '0')}`,
        existsOnHost: false
      })
    }
    const result = await run(fake, { operation: 'list-branches' })
    expectSuccess(result)
    const summary = summaryText(result, 'list-branches')
    expect(summary).toMatch(/^108 branches; 105 deleted on GitHub; last builds: 108 passed\.$/m)
    const [deleted = '', every = ''] = summary.split('Every branch listed (108)')
    expect(deleted).toContain('Deleted on GitHub (105)\nBranch | Last build | Finished\n')
    expect(deleted.match(/^gone-\d{3} \| /gm)).toHaveLength(100)
    expect(deleted).toContain(
      '… and 5 more: all 108 are in the result output; the deleted ones have exists_on_host false.'
    )
    expect(every).toContain('… and 8 more: all 108 are in the result output.')
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
