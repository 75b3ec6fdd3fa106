// list-branches against the real travis-api over more than 1,000 branches: every page, each
// filter and sort, both spellings of exists_on_github, compared with the server's own listing.
import { beforeAll, describe, expect, it } from 'vitest'
import { askServer, seedKit } from './kit.js'
import { expectSuccess, jsonOutput, runLive, summaryOf, useRecorder } from './helpers.js'
import { baseSeed, REPO, type SeedBranch } from './seed.js'

useRecorder()

const BRANCHES = '/repo/octo-org%2Fprivate-repo/branches'
const BUILT = 1000
const GONE = 30
const NEVER_BUILT = 3

/** One build a minute apart, the newest first in name order, so last_build sorts are unambiguous. */
function branchesToSeed(): SeedBranch[] {
  const base = Date.now() - 2 * 24 * 60 * 60 * 1000
  const at = (minutes: number) =>
    new Date(base - minutes * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z')
  const built = Array.from({ length: BUILT }, (_, i) => ({
    name: `feature-${String(i + 1).padStart(4, '0')}`,
    builds: [{ state: i % 7 === 0 ? 'failed' : 'passed', started_at: at(i + 10) }]
  }))
  const gone = Array.from({ length: GONE }, (_, i) => ({
    name: `Gone-${String(i + 1).padStart(3, '0')}`,
    exists_on_github: false,
    builds: [{ state: 'passed', started_at: at(2000 + i) }]
  }))
  const neverBuilt = Array.from({ length: NEVER_BUILT }, (_, i) => ({
    name: `never-built-${i + 1}`
  }))
  return [
    { name: 'main', builds: [{ state: 'passed', started_at: at(1) }] },
    ...built,
    ...gone,
    ...neverBuilt
  ]
}

beforeAll(async () => {
  await seedKit(baseSeed({ repo: { branches: branchesToSeed() } }))
})

/**
 * The server's own listing for a query, page by page in its order: the oracle. Minimal
 * representations (names only) keep it cheap; the query and its order are the same.
 */
async function serverNames(
  query: Record<string, string> = {},
  window = { offset: 0, limit: Infinity }
): Promise<string[]> {
  const names: string[] = []
  for (let offset = window.offset; names.length < window.limit; offset += 100) {
    const limit = String(Math.min(100, window.limit - names.length))
    const params = new URLSearchParams({
      ...query,
      representation: 'minimal',
      limit,
      offset: String(offset)
    })
    const answer = await askServer('GET', `${BRANCHES}?${params}`)
    expect(answer.status).toBe(200)
    const body = answer.json as {
      branches: Array<{ name: string }>
      '@pagination': { is_last: boolean }
    }
    names.push(...body.branches.map((branch) => branch.name))
    if (body['@pagination'].is_last) break
  }
  return names
}

describe('list-branches', () => {
  it('no filter: every branch with a build (the default sort hides the never-built), in the server order', async () => {
    const run = await runLive({ operation: 'list-branches', repo: REPO })
    expectSuccess(run)
    const names = jsonOutput<string[]>(run, 'branches')
    expect(names).toEqual(await serverNames())
    expect(names).toHaveLength(1 + BUILT + GONE)
    expect(names[0]).toBe('main')
    expect(run.outputs.count).toBe(String(1 + BUILT + GONE))
    expect(run.outputs['default-branch']).toBe('main')
    // Pages of 100: the first alone (it tells the count), then the other ten.
    expect(run.requests).toHaveLength(11)
    expect(run.requests[0]).toBe(`GET ${BRANCHES}?limit=100&offset=0`)
    expect(run.maxInFlight).toBeLessThanOrEqual(10)
    expect(summaryOf(run, 'list-branches', REPO)).toContain('1031 branches; 30 deleted on GitHub')
  })

  it('sort-by name: the never-built branches are listed too', async () => {
    const run = await runLive({ operation: 'list-branches', repo: REPO, 'sort-by': 'name' })
    expectSuccess(run)
    const names = jsonOutput<string[]>(run, 'branches')
    expect(names).toEqual(await serverNames({ sort_by: 'name' }))
    expect(names).toHaveLength(1 + BUILT + GONE + NEVER_BUILT)
    expect(names).toContain('never-built-2')
  })

  for (const [sortBy, sent] of [
    ['name:desc', 'name:desc'],
    ['last_build', 'last_build,name'],
    ['last_build:desc', 'last_build:desc,name'],
    ['default_branch,name', 'default_branch,name'],
    ['exists_on_host,last_build:desc', 'exists_on_github,last_build:desc,name']
  ]) {
    it(`sort-by ${sortBy}: the server's order for sort_by=${sent}`, async () => {
      const run = await runLive({ operation: 'list-branches', repo: REPO, 'sort-by': sortBy })
      expectSuccess(run)
      expect(run.warnings).toEqual([])
      expect(jsonOutput<string[]>(run, 'branches')).toEqual(await serverNames({ sort_by: sent }))
    })
  }

  it('name filter: a case-insensitive substring, as the server filters', async () => {
    const run = await runLive({ operation: 'list-branches', repo: REPO, name: 'FEATURE-09' })
    expectSuccess(run)
    const names = jsonOutput<string[]>(run, 'branches')
    expect(names).toHaveLength(100)
    expect(names).toEqual(await serverNames({ 'branch.name': 'FEATURE-09' }))
  })

  for (const value of ['false', 'true']) {
    it(`exists-on-host ${value}: sent as exists_on_host, repeated as exists_on_github when the server ignores it`, async () => {
      const run = await runLive({ operation: 'list-branches', repo: REPO, 'exists-on-host': value })
      expectSuccess(run)
      expect(run.warnings).toEqual([])
      expect(run.requests.slice(0, 2)).toEqual([
        `GET ${BRANCHES}?branch.exists_on_host=${value}&limit=100&offset=0`,
        `GET ${BRANCHES}?branch.exists_on_github=${value}&limit=100&offset=0`
      ])
      const names = jsonOutput<string[]>(run, 'branches')
      expect(names).toEqual(await serverNames({ 'branch.exists_on_github': value }))
      expect(names).toHaveLength(value === 'false' ? GONE : 1 + BUILT)
      const result = jsonOutput<Array<{ exists_on_host: boolean; exists_on_github: boolean }>>(
        run,
        'result'
      )
      expect([...new Set(result.map((branch) => branch.exists_on_host))]).toEqual([
        value === 'true'
      ])
    })
  }

  it('limit and offset across pages: the window of the server order', async () => {
    const run = await runLive({
      operation: 'list-branches',
      repo: REPO,
      offset: '95',
      limit: '120'
    })
    expectSuccess(run)
    expect(jsonOutput<string[]>(run, 'branches')).toEqual(
      await serverNames({}, { offset: 95, limit: 120 })
    )
  })

  it('include-recent-builds: each branch carries its recent builds', async () => {
    const run = await runLive({
      operation: 'list-branches',
      repo: REPO,
      name: 'feature-000',
      'include-recent-builds': 'true'
    })
    expectSuccess(run)
    expect(run.requests[0]).toContain('include=branch.recent_builds')
    const result = jsonOutput<Array<{ name: string; recent_builds: unknown[] }>>(run, 'result')
    expect(result).toHaveLength(9)
    for (const branch of result) expect(branch.recent_builds).toHaveLength(1)
  })
})
