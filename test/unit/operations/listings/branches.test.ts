import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import nock from 'nock'
import { describe, expect, it, vi } from 'vitest'
import { TravisApiError } from '../../../../src/travis/errors.js'
import { jsonArrayText } from '../../../../src/runtime/json-array.js'
import { listBranches } from '../../../../src/operations/listings/branches.js'
import type { BranchesResult } from '../../../../src/operations/result.js'
import type { InputName } from '../../../../src/inputs/table.js'
import { inputsFor } from '../../../support/input-source.js'
import { API, testContext } from '../../../support/client.js'
import { useNock } from '../../../support/nock.js'
import { rejectionOf } from '../../../support/rejection.js'

const BRANCHES = '/repo/octo-org%2Fhello/branches'

useNock()

/** The names listed, as the `branches` output has them. */
const namesOf = (result: BranchesResult) => JSON.parse(jsonArrayText(result.names)) as string[]

/** list-branches inputs as the action reads them from these input values. */
const settings = (values: Partial<Record<InputName, string>> = {}) =>
  inputsFor('list-branches', values)

/**
 * A server holding `count` branches b000…; answers a page like the live server (exists_on_github),
 * or, with `withCount: false`, without @pagination (a server that skips counting).
 */
function serveBranches(count: number, pageLimitCap = 100, withCount = true) {
  const requested: Array<{ limit: number; offset: number }> = []
  nock(API)
    .persist()
    .get(BRANCHES)
    .query(true)
    .reply((uri) => {
      const query = new URL(uri, API).searchParams
      const limit = Math.min(Number(query.get('limit') ?? 25), pageLimitCap)
      const offset = Number(query.get('offset') ?? 0)
      requested.push({ limit: Number(query.get('limit')), offset })
      const names = Array.from({ length: count }, (_, i) => `b${String(i).padStart(3, '0')}`)
      return [
        200,
        {
          '@type': 'branches',
          ...(withCount && {
            '@pagination': {
              limit,
              offset,
              count,
              is_first: offset === 0,
              is_last: count <= offset + limit
            }
          }),
          branches: names.slice(offset, offset + limit).map((name, i) => ({
            '@type': 'branch',
            name,
            default_branch: offset + i === 0,
            exists_on_github: (offset + i) % 2 === 0,
            last_build: null
          }))
        }
      ]
    })
  return requested
}

/**
 * Most branch pages open at once while listing `count` branches, `bound` of them expected. Pages
 * after the first are held until `bound` are open (or as many as are left), then a little longer
 * so that one more would show; only a client that never reaches `bound` waits for the 2 s timer.
 */
async function mostPagesOpen(
  count: number,
  bound: number,
  values: Partial<Record<InputName, string>>
) {
  let open = 0
  let most = 0
  let release = (): void => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const fallback = setTimeout(release, 2000)
  const later = Math.ceil(count / 100) - 1
  nock(API)
    .persist()
    .get(BRANCHES)
    .query(true)
    .reply(async (uri) => {
      const offset = Number(new URL(uri, API).searchParams.get('offset') ?? 0)
      if (offset > 0) {
        open += 1
        most = Math.max(most, open)
        if (open === Math.min(bound, later)) setTimeout(release, 50)
        await held
        open -= 1
      }
      const names = Array.from(
        { length: Math.min(100, count - offset) },
        (_, i) => `b${offset + i}`
      )
      return [
        200,
        {
          '@type': 'branches',
          '@pagination': { limit: 100, offset, count },
          branches: names.map((name) => ({ '@type': 'branch', name, last_build: null }))
        }
      ]
    })
  const { context } = testContext()
  const result = await listBranches(context, settings(values))
  clearTimeout(fallback)
  expect(result.count).toBe(count)
  return most
}

describe('pagination', () => {
  it('keeps 10 pages in flight, with or without include', async () => {
    expect(await mostPagesOpen(8_000, 10, {})).toBe(10)
    nock.cleanAll()
    expect(await mostPagesOpen(8_000, 10, { 'include-recent-builds': 'true' })).toBe(10)
  })

  it('fetches every page after the first, using the count of the first', async () => {
    const requested = serveBranches(250)
    const { context, log } = testContext()
    const result = await listBranches(context, settings())
    expect(result.count).toBe(250)
    expect(namesOf(result).slice(98, 102)).toEqual(['b098', 'b099', 'b100', 'b101'])
    expect(result.total).toBe(250)
    expect(requested[0]).toEqual({ limit: 100, offset: 0 })
    // The last page asks for a whole page: a short one shows the count was not stale.
    expect(requested.slice(1).sort((a, b) => a.offset - b.offset)).toEqual([
      { limit: 100, offset: 100 },
      { limit: 100, offset: 200 }
    ])
    expect(log.messages('info')).toContain('Listed 100 of 250 branches; fetching 2 more pages.')
  })

  it('honours limit and offset across page boundaries', async () => {
    const requested = serveBranches(250)
    const { context } = testContext()
    const result = await listBranches(context, settings({ limit: '120', offset: '95' }))
    expect(namesOf(result)[0]).toBe('b095')
    expect(namesOf(result).at(-1)).toBe('b214')
    expect(result.count).toBe(120)
    expect(requested).toEqual([
      { limit: 100, offset: 95 },
      { limit: 20, offset: 195 }
    ])
  })

  it('stops at the end of the collection when limit asks for more', async () => {
    serveBranches(30)
    const { context } = testContext()
    const result = await listBranches(context, settings({ limit: '500', offset: '25' }))
    expect(namesOf(result)).toEqual(['b025', 'b026', 'b027', 'b028', 'b029'])
  })

  it('follows a server that caps pages below 100', async () => {
    const requested = serveBranches(60, 25)
    const { context } = testContext()
    const result = await listBranches(context, settings())
    expect(result.count).toBe(60)
    expect(requested.map((r) => r.offset).sort((a, b) => a - b)).toEqual([0, 25, 50])
  })

  it('reads exists_on_github as exists_on_host', async () => {
    serveBranches(2)
    const { context } = testContext()
    const result = await listBranches(context, settings())
    expect(result.shown.map((b) => [b.name, b.exists_on_host])).toEqual([
      ['b000', true],
      ['b001', false]
    ])
  })
})

describe('query', () => {
  /** The query of the one request listBranches sends for these settings to an empty server. */
  async function queryFor(
    overrides: Partial<Record<InputName, string>>,
    hostField: 'exists_on_host' | 'exists_on_github' = 'exists_on_host'
  ): Promise<Record<string, string>> {
    let sent: Record<string, string> = {}
    nock(API)
      .get(BRANCHES)
      .query((query) => {
        sent = query as Record<string, string>
        return true
      })
      .reply(200, { '@type': 'branches', '@pagination': { count: 0, limit: 100 }, branches: [] })
    const { context } = testContext({}, hostField)
    await listBranches(context, settings(overrides))
    return sent
  }

  it('sends filters, sort and include in the current spelling', async () => {
    const query = await queryFor(
      {
        name: 'feat',
        'exists-on-host': 'false',
        'sort-by': 'exists_on_host:desc,name',
        'include-recent-builds': 'true',
        include: 'branch.last_build'
      },
      'exists_on_github'
    )
    expect(query).toEqual({
      'branch.name': 'feat',
      'branch.exists_on_github': 'false',
      sort_by: 'exists_on_github:desc,name',
      include: 'branch.last_build,branch.recent_builds',
      limit: '100',
      offset: '0'
    })
  })

  it('adds name as the last sort key so that pages fetched side by side never overlap', async () => {
    const sortOf = async (sortBy: string) => (await queryFor({ 'sort-by': sortBy })).sort_by
    expect(await sortOf('last_build:desc')).toBe('last_build:desc,name')
    expect(await sortOf('default_branch')).toBe('default_branch,name')
    expect(await sortOf('default_branch,name:desc')).toBe('default_branch,name:desc')
    // No sort given: the server's default order, which is total (no two branches share a build).
    expect(await queryFor({})).not.toHaveProperty('sort_by')
  })

  it('falls back to exists_on_github for every page once the server ignores exists_on_host', async () => {
    const seen: string[] = []
    nock(API)
      .persist()
      .get(BRANCHES)
      .query(true)
      .reply((uri) => {
        const query = new URL(uri, API).searchParams
        seen.push(query.toString())
        if (query.has('branch.exists_on_host')) {
          return [
            200,
            {
              '@warnings': [
                {
                  message: 'query parameter branch.exists_on_host not safelisted, ignored',
                  parameter: 'branch.exists_on_host'
                }
              ],
              '@pagination': { count: 150, limit: 100 },
              branches: []
            }
          ]
        }
        const offset = Number(query.get('offset'))
        const size = offset === 0 ? 100 : 50
        return [
          200,
          {
            '@pagination': { count: 150, limit: 100 },
            branches: Array.from({ length: size }, (_, i) => ({
              name: `n${offset + i}`,
              exists_on_github: true
            }))
          }
        ]
      })
    const { context, log } = testContext()
    const result = await listBranches(context, settings({ 'exists-on-host': 'true' }))
    expect(result.count).toBe(150)
    expect(seen).toEqual([
      'branch.exists_on_host=true&limit=100&offset=0',
      'branch.exists_on_github=true&limit=100&offset=0',
      'branch.exists_on_github=true&limit=100&offset=100'
    ])
    expect(log.messages('warning')).toEqual([])
  })
})

describe('a server that gives no @pagination.count', () => {
  it('pages on one at a time until a short page', async () => {
    const requested = serveBranches(230, 100, false)
    const { context } = testContext()
    const result = await listBranches(context, settings())
    expect(result.count).toBe(230)
    expect(result.total).toBeNull()
    expect(requested).toEqual([
      { limit: 100, offset: 0 },
      { limit: 100, offset: 100 },
      { limit: 100, offset: 200 }
    ])
  })

  it('stops at limit', async () => {
    const requested = serveBranches(1000, 100, false)
    const { context } = testContext()
    const result = await listBranches(context, settings({ limit: '150', offset: '10' }))
    expect(result.count).toBe(150)
    expect(namesOf(result).at(-1)).toBe('b159')
    expect(requested).toEqual([
      { limit: 100, offset: 10 },
      { limit: 50, offset: 110 }
    ])
  })
})

describe('a long listing that fails half way', () => {
  it('leaves no result file behind', async () => {
    const temp = mkdtempSync(join(tmpdir(), 'branches-'))
    vi.stubEnv('RUNNER_TEMP', temp)
    // Pages of about 300 KB: the second one takes `result` past 512 KiB, into the result file.
    const page = (offset: number) => ({
      '@pagination': { count: 300, limit: 100 },
      branches: Array.from({ length: 100 }, (_, i) => ({
        name: `b${offset + i}`,
        note: 'x'.repeat(3000)
      }))
    })
    nock(API).get(BRANCHES).query({ limit: 100, offset: 0 }).reply(200, page(0))
    nock(API).get(BRANCHES).query({ limit: 100, offset: 100 }).reply(200, page(100))
    nock(API)
      .get(BRANCHES)
      .query({ limit: 100, offset: 200 })
      .delay(100)
      .reply(404, { '@type': 'error', error_type: 'not_found', error_message: 'gone' })
    // The page after the count, asked beside the others: the count ends on a page boundary.
    nock(API)
      .get(BRANCHES)
      .query({ limit: 100, offset: 300 })
      .reply(200, { '@pagination': { count: 300, limit: 100 }, branches: [] })
    const { context } = testContext()
    try {
      const error = await rejectionOf(listBranches(context, settings()), TravisApiError)
      expect(error.status).toBe(404)
      expect(readdirSync(temp)).toEqual([])
    } finally {
      rmSync(temp, { recursive: true, force: true })
    }
  })
})
