// list-branches over many pages when the server's order is not total, and when the server pages
// by row id (no count, `next` links): the two pagination facts of contract §1.8 the action meets.
import { afterAll, describe, expect, it } from 'vitest'
import {
  REPO_PATH,
  TOKEN,
  closeFakes,
  expectSuccess,
  fakeTravis,
  jsonOutput,
  run,
  serverBranchNames,
  type FakeTravis
} from './helpers.js'

afterAll(closeFakes)

/** Follows the server's own `next` links from the first page: the oracle for efficient paging. */
async function namesByLinks(fake: FakeTravis, first: string): Promise<string[]> {
  const before = fake.requests.length
  const names: string[] = []
  for (let href: string | null = first; href !== null;) {
    const response = await fetch(`${fake.url}${href}`, {
      headers: { authorization: `token ${TOKEN}`, 'travis-api-version': '3' }
    })
    const body = (await response.json()) as {
      branches: Array<{ name: string }>
      '@pagination': { limit: number; next: { '@href': string } }
    }
    names.push(...body.branches.map((b) => b.name))
    href =
      body.branches.length < body['@pagination'].limit ? null : body['@pagination'].next['@href']
  }
  fake.requests.splice(before)
  return names
}

describe('branch pages', () => {
  it('a sort with ties gets name as its last key, so no branch repeats or goes missing', async () => {
    const fake = await fakeTravis({ unstableTies: true })
    const result = await run(fake, { operation: 'list-branches', 'sort-by': 'exists_on_host' })
    expectSuccess(result)
    // The first request uses the interface document's spelling, then the server's (dialect fallback).
    const sorts = fake.requests.map((r) => r.query.sort_by)
    expect(sorts[0]).toBe('exists_on_host,name')
    expect([...new Set(sorts.slice(1))]).toEqual(['exists_on_github,name'])
    const names = jsonOutput(result, 'branches') as string[]
    expect(names).toHaveLength(205)
    expect(new Set(names).size).toBe(205)
    expect(names).toEqual(await serverBranchNames(fake, { sort_by: 'exists_on_github,name' }))
  })

  it('without a count, the next links are followed under the Enterprise /api prefix', async () => {
    const fake = await fakeTravis({ efficientPagination: true, basePath: '/api' })
    const result = await run(fake, { operation: 'list-branches', 'sort-by': 'name' })
    expectSuccess(result)
    const lines = fake.requests.map((r) => `${r.path}?${r.rawQuery}`)
    expect(lines[0]).toBe(`/api${REPO_PATH}/branches?sort_by=name&limit=100&offset=0`)
    expect(lines.length).toBeGreaterThan(2)
    for (const line of lines.slice(1)) {
      expect(line).toMatch(
        new RegExp(
          `^/api${REPO_PATH.replace(/%/g, '%')}/branches\\?limit=100&offset=\\d+&sort_by=name$`
        )
      )
    }
    const expected = await namesByLinks(
      fake,
      `${REPO_PATH}/branches?sort_by=name&limit=100&offset=0`
    )
    expect(jsonOutput(result, 'branches')).toEqual(expected)
    expect(result.outputs.count).toBe(String(expected.length))
  })
})
