// list-branches over many pages when the server's order is not total, and when the server pages
// by row id (no count, `next` links): the two pagination facts of docs/travis-api.md#sorting and #page-efficient the action meets.
// And a listing too long for the outputs: its result file, written as the pages arrive.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  REPO,
  REPO_PATH,
  TOKEN,
  closeFakes,
  expectFailure,
  expectSuccess,
  fakeTravis,
  jsonOutput,
  requestLines,
  run,
  serverBranchNames,
  summaryText,
  type FakeTravis
} from '../helpers.js'

const temp = mkdtempSync(join(tmpdir(), 'branch-pages-'))

afterAll(async () => {
  await closeFakes()
  rmSync(temp, { recursive: true, force: true })
})

/**
 * The `result` of a listing, built here from the fake's own pages: each branch as the server sent
 * it plus `exists_on_host` (the live server's exists_on_github), every @-key removed at any depth.
 */
async function expectedResult(fake: FakeTravis, query: Record<string, string>): Promise<string> {
  const before = fake.requests.length
  const branches: unknown[] = []
  for (let offset = 0; ; offset += 100) {
    const params = new URLSearchParams({ ...query, limit: '100', offset: String(offset) })
    const response = await fetch(`${fake.url}${REPO_PATH}/branches?${params}`, {
      headers: { authorization: `token ${TOKEN}`, 'travis-api-version': '3' }
    })
    const body = (await response.json()) as {
      branches: Array<Record<string, unknown>>
      '@pagination': { is_last: boolean }
    }
    branches.push(...body.branches.map((b) => ({ ...b, exists_on_host: b.exists_on_github })))
    if (body['@pagination'].is_last) break
  }
  fake.requests.splice(before)
  const strip = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(strip)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([key]) => !key.startsWith('@'))
              .map(([key, inner]) => [key, strip(inner)])
          )
        : value
  return JSON.stringify(strip(branches))
}

/** 400 branches with 5 builds each: with their recent builds, about 1.6 MB of `result`. */
async function longListing(): Promise<FakeTravis> {
  const fake = await fakeTravis({ seedDemo: false })
  const repo = fake.addRepo({ id: 1, slug: REPO, defaultBranch: 'branch-007' })
  for (let i = 0; i < 400; i++)
    fake.state.addBranch(repo, { name: `branch-${String(i).padStart(3, '0')}`, builds: 5 })
  return fake
}

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

  it('without a count, a listing of exactly two full pages ends at the empty third', async () => {
    const fake = await fakeTravis({ efficientPagination: true, seedDemo: false })
    const repo = fake.addRepo({ id: 1, slug: REPO })
    // Names descending as ids ascend: by name is by id descending, the order an id cursor pages.
    for (let i = 0; i < 200; i++) fake.state.addBranch(repo, { name: `b${String(999 - i)}` })
    const result = await run(fake, { operation: 'list-branches', 'sort-by': 'name' })
    expectSuccess(result)
    expect(fake.requests).toHaveLength(3)
    expect(jsonOutput(result, 'branches')).toEqual(
      Array.from({ length: 200 }, (_, i) => `b${800 + i}`)
    )
  })

  it('past a stale count, full pages with no count and no next link are read no further than the count reached', async () => {
    // A lying listing (docs/travis-api.md#page-count): the first page counts 200, every later page
    // is full with neither a count nor a next link, without end.
    const fake = await fakeTravis()
    const response = await fetch(`${fake.url}${REPO_PATH}/branches?limit=100&offset=0`, {
      headers: { authorization: `token ${TOKEN}`, 'travis-api-version': '3' }
    })
    const page = (await response.json()) as { branches: unknown[]; '@pagination': object }
    fake.clearRequests()
    expect(page.branches).toHaveLength(100)
    const counted = { ...page, '@pagination': { ...page['@pagination'], count: 200 } }
    const endless = { ...page, '@pagination': { limit: 100, offset: 100 } }
    fake.failNext({ method: 'GET', pathIncludes: '/branches', status: 200, body: counted })
    fake.failNext({
      method: 'GET',
      pathIncludes: '/branches',
      status: 200,
      body: endless,
      times: 1000
    })
    const result = await run(fake, { operation: 'list-branches' })
    expectFailure(
      result,
      'list-branches',
      REPO,
      'The listing of branches was stopped after 4 pages: the server counted 200 branches (2 pages), yet all 2 pages read past that count came back full, the last with no count and no next link; a count that far off cannot be trusted, nor where the listing ends.'
    )
    // The two pages counted, the one after them that settles the count, and one more past it.
    expect(
      requestLines(fake).map((line) => line.replace(/^.*[?&](limit=\d+&offset=\d+)$/, '$1'))
    ).toEqual([
      'limit=100&offset=0',
      'limit=100&offset=100',
      'limit=100&offset=200',
      'limit=100&offset=300'
    ])
    expect(result.outputs.count).toBeUndefined()
  })

  it('a count re-stated larger on every page (offset + 200) is read past no further than the smallest count reached', async () => {
    // A listing whose every page is full and counts 200 past itself (docs/travis-api.md#page-count):
    // going by the last count, no page would ever be past it, and the listing would read on for
    // 10,000 pages one at a time. The fake answers each offset once with such a page.
    const fake = await fakeTravis()
    const response = await fetch(`${fake.url}${REPO_PATH}/branches?limit=100&offset=0`, {
      headers: { authorization: `token ${TOKEN}`, 'travis-api-version': '3' }
    })
    const page = (await response.json()) as { branches: unknown[]; '@pagination': object }
    fake.clearRequests()
    expect(page.branches).toHaveLength(100)
    for (let offset = 0; offset < 3000; offset += 100) {
      fake.failNext({
        method: 'GET',
        pathIncludes: `offset=${offset}`,
        status: 200,
        body: { ...page, '@pagination': { limit: 100, offset, count: offset + 200 } }
      })
    }
    const result = await run(fake, { operation: 'list-branches' })
    expectFailure(
      result,
      'list-branches',
      REPO,
      'The listing of branches was stopped after 4 pages: the server counted 200 branches (2 pages), yet all 2 pages read past that count came back full, the last now counting 500; a count that far off cannot be trusted, nor where the listing ends.'
    )
    expect(
      requestLines(fake).map((line) => line.replace(/^.*[?&](limit=\d+&offset=\d+)$/, '$1'))
    ).toEqual([
      'limit=100&offset=0',
      'limit=100&offset=100',
      'limit=100&offset=200',
      'limit=100&offset=300'
    ])
    expect(result.outputs.count).toBeUndefined()
  })

  it('a listing larger than any output: the result file holds it byte for byte, in order', async () => {
    const fake = await longListing()
    const env = { RUNNER_TEMP: mkdtempSync(join(temp, 'runner-')) }
    const inputs = { operation: 'list-branches', 'include-recent-builds': 'true' }
    const result = await run(fake, inputs, { env })
    expectSuccess(result)
    // Four whole pages, then one more: the last page the count promised came back full.
    expect(fake.requests).toHaveLength(5)
    const file = result.outputs['result-file'] ?? ''
    expect(file.startsWith(env.RUNNER_TEMP)).toBe(true)
    const expected = await expectedResult(fake, { include: 'branch.recent_builds' })
    expect(expected.length).toBeGreaterThan(1_000_000)
    expect(readFileSync(file, 'utf8')).toBe(expected)
    // The outputs: a prefix of whole branches, every name, the default branch, a warning.
    const shown = result.outputs.result ?? ''
    expect(shown.length).toBeLessThan(512 * 1024)
    expect(expected.startsWith(shown.slice(0, -1))).toBe(true)
    const names = await serverBranchNames(fake)
    expect(jsonOutput(result, 'branches')).toEqual(names)
    expect(result.outputs.count).toBe('400')
    expect(result.outputs['default-branch']).toBe('branch-007')
    expect(result.warnings).toEqual([expect.stringContaining(`'result-file' (${file})`)])
    // The summary: every branch counted, the first 100 shown.
    const summary = summaryText(result, 'list-branches')
    expect(summary).toContain('400 branches; last builds: 400 passed.')
    expect(summary).toContain('Every branch listed (400)')
    expect(summary).toContain(`${names[99]} | `)
    expect(summary).not.toContain(`${names[100]} | `)
    // The rows left out are named where they are: the file, by the output that names it.
    expect(summary).toContain(
      '… and 300 more: all 400 are in the file named by the result-file output.'
    )
    expect(result.summary).toContain(
      'all 400 are in the file named by the <code>result-file</code> output'
    )
  })

  it('when no result file can be made, the outputs are shortened all the same, and the warning says so', async () => {
    const fake = await longListing()
    // No directory can be made inside a regular file.
    const notADirectory = join(temp, 'a-file')
    writeFileSync(notADirectory, '')
    const env = { RUNNER_TEMP: notADirectory, TMPDIR: notADirectory }
    const result = await run(
      fake,
      { operation: 'list-branches', 'include-recent-builds': 'true' },
      { env }
    )
    expectSuccess(result)
    expect(result.outputs['result-file']).toBeUndefined()
    const expected = await expectedResult(fake, { include: 'branch.recent_builds' })
    const shown = result.outputs.result ?? ''
    expect(shown.length > 2 && expected.startsWith(shown.slice(0, -1))).toBe(true)
    expect(result.outputs.count).toBe('400')
    expect(result.warnings).toEqual([
      expect.stringContaining('the full result could not be written to a file')
    ])
    // The summary does not send the user to an output that lacks the rest.
    expect(summaryText(result, 'list-branches')).toContain(
      '… and 300 more: the outputs hold only the first ones, and no file could be written for the rest (see the warning).'
    )
  })
})
