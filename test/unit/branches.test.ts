import nock from 'nock'
import { describe, expect, it } from 'vitest'
import {
  branchQuery,
  listBranches,
  remainingPages,
  sortParameter
} from '../../src/operations/branches.js'
import type { InputsFor } from '../../src/inputs/parsed.js'
import { API, testContext } from '../support/client.js'
import { useNock } from '../support/nock.js'

const BRANCHES = '/repo/octo-org%2Fhello/branches'

useNock()

function settings(overrides: Partial<InputsFor<'list-branches'>> = {}): InputsFor<'list-branches'> {
  return {
    operation: 'list-branches',
    include: [],
    name: '',
    existsOnHost: null,
    sortBy: [],
    limit: null,
    offset: 0,
    includeRecentBuilds: false,
    ...overrides
  }
}

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

describe('pagination', () => {
  it('pages of 100 cover [from, to)', () => {
    expect(remainingPages(100, 305)).toEqual([
      { offset: 100, limit: 100 },
      { offset: 200, limit: 100 },
      { offset: 300, limit: 5 }
    ])
    expect(remainingPages(10, 10)).toEqual([])
  })

  it('fetches every page after the first, using the count of the first', async () => {
    const requested = serveBranches(250)
    const { context, log } = testContext()
    const result = await listBranches(context, settings())
    expect(result.branches).toHaveLength(250)
    expect(result.branches.map((b) => b.name).slice(98, 102)).toEqual([
      'b098',
      'b099',
      'b100',
      'b101'
    ])
    expect(result.total).toBe(250)
    expect(requested[0]).toEqual({ limit: 100, offset: 0 })
    expect(requested.slice(1).sort((a, b) => a.offset - b.offset)).toEqual([
      { limit: 100, offset: 100 },
      { limit: 50, offset: 200 }
    ])
    expect(log.messages('info')).toContain('Listed 100 of 250 branch(es); fetching 2 more page(s).')
  })

  it('honours limit and offset across page boundaries', async () => {
    const requested = serveBranches(250)
    const { context } = testContext()
    const result = await listBranches(context, settings({ limit: 120, offset: 95 }))
    expect(result.branches.map((b) => b.name)[0]).toBe('b095')
    expect(result.branches.map((b) => b.name).at(-1)).toBe('b214')
    expect(result.branches).toHaveLength(120)
    expect(requested).toEqual([
      { limit: 100, offset: 95 },
      { limit: 20, offset: 195 }
    ])
  })

  it('stops at the end of the collection when limit asks for more', async () => {
    serveBranches(30)
    const { context } = testContext()
    const result = await listBranches(context, settings({ limit: 500, offset: 25 }))
    expect(result.branches.map((b) => b.name)).toEqual(['b025', 'b026', 'b027', 'b028', 'b029'])
  })

  it('follows a server that caps pages below 100', async () => {
    const requested = serveBranches(60, 25)
    const { context } = testContext()
    const result = await listBranches(context, settings())
    expect(result.branches).toHaveLength(60)
    expect(requested.map((r) => r.offset).sort((a, b) => a - b)).toEqual([0, 25, 50])
  })

  it('reads exists_on_github as exists_on_host', async () => {
    serveBranches(2)
    const { context } = testContext()
    const result = await listBranches(context, settings())
    expect(result.branches.map((b) => [b.name, b.exists_on_host])).toEqual([
      ['b000', true],
      ['b001', false]
    ])
  })
})

describe('query', () => {
  it('sends filters, sort and include in the current spelling', () => {
    const s = settings({
      name: 'feat',
      existsOnHost: false,
      sortBy: [
        { field: 'exists_on_host', descending: true },
        { field: 'name', descending: false }
      ],
      includeRecentBuilds: true,
      include: ['branch.last_build']
    })
    expect(branchQuery(s, 'exists_on_github', { offset: 0, limit: 100 })).toEqual({
      'branch.name': 'feat',
      'branch.exists_on_github': false,
      sort_by: 'exists_on_github:desc,name',
      include: 'branch.last_build,branch.recent_builds',
      limit: 100,
      offset: 0
    })
    expect(sortParameter([{ field: 'last_build', descending: true }], 'exists_on_host')).toBe(
      'last_build:desc,name'
    )
  })

  it('adds name as the last sort key so that pages fetched side by side never overlap', () => {
    const byDefault = { field: 'default_branch', descending: false } as const
    expect(sortParameter([byDefault], 'exists_on_github')).toBe('default_branch,name')
    expect(
      sortParameter([byDefault, { field: 'name', descending: true }], 'exists_on_github')
    ).toBe('default_branch,name:desc')
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
    const result = await listBranches(context, settings({ existsOnHost: true }))
    expect(result.branches).toHaveLength(150)
    expect(seen).toEqual([
      'branch.exists_on_host=true&limit=100&offset=0',
      'branch.exists_on_github=true&limit=100&offset=0',
      'branch.exists_on_github=true&limit=50&offset=100'
    ])
    expect(log.messages('warning')).toEqual([])
  })
})

describe('a server that gives no @pagination.count', () => {
  it('pages on one at a time until a short page', async () => {
    const requested = serveBranches(230, 100, false)
    const { context } = testContext()
    const result = await listBranches(context, settings())
    expect(result.branches).toHaveLength(230)
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
    const result = await listBranches(context, settings({ limit: 150, offset: 10 }))
    expect(result.branches).toHaveLength(150)
    expect(result.branches.at(-1)?.name).toBe('b159')
    expect(requested).toEqual([
      { limit: 100, offset: 10 },
      { limit: 50, offset: 110 }
    ])
  })
})
