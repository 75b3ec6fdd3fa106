// list-caches and delete-caches as a user sees them, against the fake Travis CI server, which
// stores caches as the live one does: under `{repo}/{branch name itself}/{file}`, listed and deleted
// by storage prefix, with only the last path segment shown as `branch` (docs/travis-api.md#cache-branch-filter, #cache-keys, #cache-record).
import { afterAll, describe, expect, it } from 'vitest'
import { startFakeGitHub } from '../../fakes/fake-github.mjs'
import {
  DIALECTS,
  REPO,
  REPO_PATH,
  closeFakes,
  expectFailure,
  expectStandardHeaders,
  expectSuccess,
  fakeTravis,
  jsonOutput,
  run,
  summaryText,
  type FakeTravis
} from '../helpers.js'

type FakeGitHub = Awaited<ReturnType<typeof startFakeGitHub>>
type CacheSpec = Parameters<FakeTravis['state']['addCache']>[1]

const DAY_MS = 24 * 60 * 60 * 1000
const GITHUB_TOKEN = 'ghs_fake-github-token-for-pulls'
const githubs: FakeGitHub[] = []

afterAll(async () => {
  await closeFakes()
  await Promise.all(githubs.splice(0).map((github) => github.close()))
})

/** A time `days` ago, as the server writes `last_modified`. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY_MS).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** A repository with these branches (name → exists on GitHub) and caches. */
async function repository(
  branches: Record<string, boolean>,
  caches: CacheSpec[],
  options: Parameters<typeof fakeTravis>[0] = {}
) {
  const fake = await fakeTravis({ seedDemo: false, ...options })
  const repo = fake.addRepo({ id: 1, slug: REPO })
  for (const [name, existsOnHost] of Object.entries(branches)) {
    fake.state.addBranch(repo, { name, existsOnHost })
  }
  for (const spec of caches) fake.state.addCache(repo, spec)
  return { fake, repo }
}

/** `group/name` of every cache the fake still stores. */
function stored(repo: { caches: Array<{ group: string; name: string }> }): string[] {
  return repo.caches.map((cache) => `${cache.group}/${cache.name}`).sort()
}

/** The caches requests, as `METHOD query`, GETs before DELETEs (concurrent ones sorted). */
function cacheRequests(fake: FakeTravis): string[] {
  const lines = fake.requests
    .filter((request) => request.path === `${REPO_PATH}/caches`)
    .map((request) => `${request.method} ${request.rawQuery}`)
  const deletes = lines.filter((line) => line.startsWith('DELETE'))
  expect(lines.slice(lines.length - deletes.length)).toEqual(deletes)
  return [...lines.filter((line) => line.startsWith('GET')).sort(), ...deletes.sort()]
}

function cachesOutput(result: Awaited<ReturnType<typeof run>>) {
  return jsonOutput(result, 'caches') as Array<{ name: string; branch: string | null }>
}

async function githubWithPulls(pulls: Record<number, 'open' | 'closed'>): Promise<FakeGitHub> {
  const github = await startFakeGitHub()
  githubs.push(github)
  github.tokens[GITHUB_TOKEN] = { user: 'github-actions[bot]', admin: false }
  for (const [number, state] of Object.entries(pulls)) {
    github.addPullRequest(REPO, { number: Number(number), state })
  }
  return github
}

describe('branch names as they are', () => {
  const caches: CacheSpec[] = [
    { branch: 'feature/login', name: 'cache-linux.tgz', size: 1000 },
    { branch: 'my feature', name: 'cache-linux.tgz', size: 2000 },
    { branch: 'café', name: 'cache-linux.tgz', size: 3000 },
    { branch: 'featurelogin', name: 'cache-linux.tgz', size: 4000 }
  ]
  const branches = { 'feature/login': true, 'my feature': true, café: true, featurelogin: true }

  it('lists feature/login, a name with a space and a non-ASCII name by their own names', async () => {
    const { fake } = await repository(branches, caches)
    const result = await run(fake, {
      operation: 'list-caches',
      branch: 'feature/login\nmy feature\ncafé'
    })
    expectSuccess(result)
    expectStandardHeaders(fake)
    // One encoding of the name itself: the server's prefix is the stored name.
    expect(cacheRequests(fake)).toEqual([
      'GET branch=caf%C3%A9',
      'GET branch=feature%2Flogin',
      'GET branch=my%20feature'
    ])
    expect(cachesOutput(result)).toEqual([
      {
        name: 'cache-linux.tgz',
        branch: 'feature/login',
        size: 1000,
        last_modified: expect.any(String)
      },
      {
        name: 'cache-linux.tgz',
        branch: 'my feature',
        size: 2000,
        last_modified: expect.any(String)
      },
      { name: 'cache-linux.tgz', branch: 'café', size: 3000, last_modified: expect.any(String) }
    ])
    expect(result.notices).toEqual([])
    const summary = summaryText(result, 'list-caches')
    expect(summary).toContain('3 caches, 5.9 KiB (of feature/login, my feature, café).')
    // A subtotal per branch, the largest first; every cache folded below, with its age and date.
    expect(summary).toContain(
      'Branch | Caches | Size\ncafé | 1 | 2.9 KiB\nmy feature | 1 | 2.0 KiB\nfeature/login | 1 | 1000 B'
    )
    expect(summary).toContain('Every cache (3)')
    expect(summary).toMatch(
      /cache-linux\.tgz \| my feature \| 2\.0 KiB \| .+ ago \(\d{4}-\d\d-\d\d\)/
    )
  })

  it('deletes the caches of feature/login, and nothing of featurelogin', async () => {
    const { fake, repo } = await repository(branches, caches)
    const result = await run(fake, { operation: 'delete-caches', branch: 'feature/login' })
    expectSuccess(result, true)
    expect(cacheRequests(fake)).toEqual([
      'GET branch=feature%2Flogin',
      'DELETE branch=feature%2Flogin'
    ])
    expect(stored(repo)).toEqual([
      'café/cache-linux.tgz',
      'featurelogin/cache-linux.tgz',
      'my feature/cache-linux.tgz'
    ])
    expect(result.outputs['deleted-count']).toBe('1')
    expect(result.outputs['deleted-size']).toBe('1000')
    expect(cachesOutput(result).map((c) => c.branch)).toEqual(['feature/login'])
  })

  it('caches of one branch: no subtotal table repeating the headline', async () => {
    const { fake } = await repository(branches, [
      ...caches,
      { branch: 'feature/login', name: 'cache-osx.tgz', size: 500 }
    ])
    const result = await run(fake, { operation: 'list-caches', branch: 'feature/login' })
    expectSuccess(result)
    const summary = summaryText(result, 'list-caches')
    expect(summary.split('\n').slice(1, 3)).toEqual([
      '2 caches, 1.5 KiB (of feature/login).',
      'Every cache (2)'
    ])
    expect(summary).not.toContain('Branch | Caches | Size')
  })
})

describe('a branch name with a comma is one branch', () => {
  // git allows 'fix,cleanup' (git check-ref-format forbids no comma), and a workflow passes it as
  // branch: ${{ github.head_ref }}: it must never reach the caches of fix and cleanup.
  const caches: CacheSpec[] = [
    { branch: 'fix,cleanup', name: 'cache-linux.tgz', size: 1 },
    { branch: 'fix', name: 'cache-linux.tgz', size: 2 },
    { branch: 'cleanup', name: 'cache-linux.tgz', size: 4 }
  ]
  const branches = { 'fix,cleanup': true, fix: true, cleanup: true }

  it('delete-caches of fix,cleanup deletes its caches only, and a warning says how it was read', async () => {
    const { fake, repo } = await repository(branches, caches)
    const result = await run(fake, { operation: 'delete-caches', branch: 'fix,cleanup' })
    expectSuccess(result, true)
    expect(cacheRequests(fake)).toEqual(['GET branch=fix%2Ccleanup', 'DELETE branch=fix%2Ccleanup'])
    expect(stored(repo)).toEqual(['cleanup/cache-linux.tgz', 'fix/cache-linux.tgz'])
    expect(result.outputs['deleted-count']).toBe('1')
    expect(result.warnings).toEqual([
      "Input 'branch' has 'fix,cleanup', read as one branch name: commas do not separate branches (a branch name may contain them). To select several branches, give one per line."
    ])
  })

  it('several branches are given one per line', async () => {
    const { fake } = await repository(branches, caches)
    const result = await run(fake, { operation: 'list-caches', branch: 'fix\ncleanup' })
    expectSuccess(result)
    expect(cacheRequests(fake)).toEqual(['GET branch=cleanup', 'GET branch=fix'])
    expect(cachesOutput(result).map((c) => c.branch)).toEqual(['fix', 'cleanup'])
    expect(result.warnings).toEqual([])
  })
})

describe('nested branches are never selected', () => {
  const caches: CacheSpec[] = [
    { branch: 'release', name: 'cache-linux--node-20.tgz', size: 10, lastModified: daysAgo(90) },
    { branch: 'release', name: 'cache-osx.tgz', size: 20, lastModified: daysAgo(90) },
    {
      branch: 'release/1.x',
      name: 'cache-linux--node-20.tgz',
      size: 30,
      lastModified: daysAgo(90)
    },
    { branch: 'release-2', name: 'cache-linux--node-20.tgz', size: 40, lastModified: daysAgo(90) }
  ]
  const branches = { release: false, 'release/1.x': true, 'release-2': true }

  it('list-caches of release leaves release/1.x out and says so', async () => {
    const { fake } = await repository(branches, caches)
    const result = await run(fake, { operation: 'list-caches', branch: 'release' })
    expectSuccess(result)
    expect(cachesOutput(result).map((c) => [c.branch, c.name])).toEqual([
      ['release', 'cache-linux--node-20.tgz'],
      ['release', 'cache-osx.tgz']
    ])
    expect(result.outputs.count).toBe('2')
    expect(result.outputs['total-size']).toBe('30')
    expect(result.notices).toEqual([
      "1 cache under 'release/…' belongs to nested branches, not to 'release'; it was left out and is never deleted with it."
    ])
  })

  it('delete-caches of release deletes cache by cache and skips the one a nested cache shares a name with', async () => {
    const { fake, repo } = await repository(branches, caches)
    const result = await run(fake, { operation: 'delete-caches', branch: 'release' })
    expectSuccess(result, true)
    expect(cacheRequests(fake)).toEqual([
      'GET branch=release',
      'DELETE branch=release&match=cache-osx.tgz'
    ])
    expect(stored(repo)).toEqual([
      'release-2/cache-linux--node-20.tgz',
      'release/1.x/cache-linux--node-20.tgz',
      'release/cache-linux--node-20.tgz'
    ])
    expect(result.warnings).toEqual([
      "Skipped cache 'cache-linux--node-20.tgz' of 'release': deleting it would also delete 'cache-linux--node-20.tgz' of 'release/1.x', which is not selected."
    ])
    expect(result.outputs['deleted-count']).toBe('1')
    // One cache deleted: its row, not folded and without a subtotal that repeats it; the skipped
    // cache in a list, whose reason wraps (a table's cell would make the table scroll).
    const summary = summaryText(result, 'delete-caches')
    expect(summary).toMatch(
      /^Deleted 1 cache, 20 B \(of release\)\.\nName \| Branch \| Size \| Last modified\ncache-osx\.tgz \| release \| 20 B \| /m
    )
    expect(result.summary).not.toContain('<details>')
    expect(result.summary).toContain(
      '<p>⚠️ Skipped for safety: 1 selected cache (see the warnings).</p>\n<ul>\n' +
        '<li><code>cache-linux--node-20.tgz</code> of release: deleting it would also delete &#39;cache-linux--node-20.tgz&#39; of &#39;release/1.x&#39;, which is not selected</li>\n</ul>\n'
    )
  })

  it('stale-branches: a stale release next to a live release/1.x loses only what is safe', async () => {
    const { fake, repo } = await repository(branches, caches)
    const result = await run(fake, { operation: 'delete-caches', 'stale-branches': 'true' })
    expectSuccess(result, true)
    // Every cache listed, then release's own listing (exactly what a delete there reaches).
    expect(cacheRequests(fake)).toEqual([
      'GET ',
      'GET branch=release',
      'DELETE branch=release&match=cache-osx.tgz'
    ])
    expect(stored(repo)).toEqual([
      'release-2/cache-linux--node-20.tgz',
      'release/1.x/cache-linux--node-20.tgz',
      'release/cache-linux--node-20.tgz'
    ])
    expect(result.warnings).toHaveLength(1)
    expect(result.warnings[0]).toContain("'cache-linux--node-20.tgz' of 'release/1.x'")
  })

  it('when the nested branch is selected too, one request takes both', async () => {
    const { fake, repo } = await repository({ ...branches, 'release/1.x': false }, caches)
    const result = await run(fake, { operation: 'delete-caches', 'stale-branches': 'true' })
    expectSuccess(result, true)
    expect(cacheRequests(fake)).toEqual([
      'GET ',
      'GET branch=release',
      'GET branch=release%2F1.x',
      'DELETE branch=release'
    ])
    expect(stored(repo)).toEqual(['release-2/cache-linux--node-20.tgz'])
    expect(
      cachesOutput(result)
        .map((c) => `${c.branch}/${c.name}`)
        .sort()
    ).toEqual([
      'release/1.x/cache-linux--node-20.tgz',
      'release/cache-linux--node-20.tgz',
      'release/cache-osx.tgz'
    ])
    expect(result.outputs['deleted-count']).toBe('3')
  })
})

describe('pruning', () => {
  it('older-than over three branches: a selected name inside a kept one is skipped', async () => {
    const { fake, repo } = await repository({ main: true, dev: true, docs: true }, [
      { branch: 'main', name: 'cache-node.tgz', lastModified: daysAgo(40) },
      { branch: 'main', name: 'cache-node.tgz.new', lastModified: daysAgo(1) },
      { branch: 'dev', name: 'cache-ruby.tgz', lastModified: daysAgo(31) },
      { branch: 'dev', name: 'cache-go.tgz', lastModified: daysAgo(29) },
      { branch: 'docs', name: 'cache-python.tgz', lastModified: daysAgo(400) }
    ])
    const result = await run(fake, {
      operation: 'delete-caches',
      branch: 'main\ndev\ndocs',
      'older-than': '30'
    })
    expectSuccess(result, true)
    expect(cacheRequests(fake)).toEqual([
      'GET branch=dev',
      'GET branch=docs',
      'GET branch=main',
      'DELETE branch=dev&match=cache-ruby.tgz',
      'DELETE branch=docs'
    ])
    expect(stored(repo)).toEqual([
      'dev/cache-go.tgz',
      'main/cache-node.tgz',
      'main/cache-node.tgz.new'
    ])
    expect(result.warnings).toEqual([
      "Skipped cache 'cache-node.tgz' of 'main': deleting it would also delete 'cache-node.tgz.new' of 'main', which is not selected."
    ])
    expect(result.outputs['deleted-count']).toBe('2')
  })

  it('list-caches previews stale branches and closed pull requests, with full branch names', async () => {
    const github = await githubWithPulls({ 7: 'closed', 8: 'open' })
    const { fake } = await repository({ 'feature/gone': false, 'feature/kept': true, main: true }, [
      { branch: 'feature/gone', name: 'a.tgz' },
      { branch: 'feature/kept', name: 'b.tgz' },
      { branch: 'main', name: 'c.tgz' },
      { pullRequest: 7, name: 'd.tgz' },
      { pullRequest: 8, name: 'e.tgz' }
    ])
    const result = await run(
      fake,
      { operation: 'list-caches', 'stale-branches': 'true', 'github-token': GITHUB_TOKEN },
      { env: { GITHUB_API_URL: github.url } }
    )
    expectSuccess(result)
    expect(cachesOutput(result).map((c) => [c.branch, c.name])).toEqual([
      ['PR.7', 'd.tgz'],
      ['feature/gone', 'a.tgz']
    ])
    expect(github.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      `GET /repos/${REPO}/pulls/7`,
      `GET /repos/${REPO}/pulls/8`
    ])
    for (const request of github.requests)
      expect(request.headers.authorization).toBe(`token ${GITHUB_TOKEN}`)
    expect([...new Set(fake.requests.map((r) => r.method))]).toEqual(['GET'])
  })

  it('without github-token, pull request caches are left alone and a notice says so', async () => {
    const { fake, repo } = await repository({ gone: false }, [
      { branch: 'gone', name: 'a.tgz' },
      { pullRequest: 7, name: 'd.tgz' }
    ])
    const result = await run(fake, { operation: 'delete-caches', 'stale-branches': 'true' })
    expectSuccess(result, true)
    expect(stored(repo)).toEqual(['PR.7/d.tgz'])
    expect(result.notices).toContain(
      "1 cache of pull requests (PR.7) was left alone: 'stale-branches' needs 'github-token' to read pull request states."
    )
  })

  it('a segment two branches end in is settled by one listing per candidate', async () => {
    const { fake, repo } = await repository({ 'feature/login': false, 'hotfix/login': true }, [
      { branch: 'feature/login', name: 'a.tgz', size: 1 },
      { branch: 'hotfix/login', name: 'b.tgz', size: 2 }
    ])
    const result = await run(fake, { operation: 'delete-caches', 'stale-branches': 'true' })
    expectSuccess(result, true)
    expect(cacheRequests(fake)).toEqual([
      'GET ',
      'GET branch=feature%2Flogin',
      'GET branch=feature%2Flogin',
      'GET branch=hotfix%2Flogin',
      'DELETE branch=feature%2Flogin'
    ])
    expect(stored(repo)).toEqual(['hotfix/login/b.tgz'])
  })

  it("an old build's stripped group no branch ends in is never deleted by pruning", async () => {
    const { fake, repo } = await repository({ 'feature/login': false }, [
      { group: 'featurelogin', name: 'old.tgz', lastModified: daysAgo(900) }
    ])
    const result = await run(fake, { operation: 'delete-caches', 'older-than': '30' })
    expectSuccess(result, false)
    expect(stored(repo)).toEqual(['featurelogin/old.tgz'])
    expect(result.warnings).toEqual([
      "Skipped cache 'old.tgz' of a branch ending in 'featurelogin': its branch could not be told from the listing."
    ])
    expect(cachesOutput(result)).toEqual([])
  })
})

describe('what a delete reaches is checked, not guessed', () => {
  it('a listing of every cache cut at the storage page never hides a live nested cache', async () => {
    const filler: CacheSpec[] = Array.from({ length: 999 }, (_, i) => ({
      branch: `a-${String(i).padStart(4, '0')}`,
      name: 'x.tgz'
    }))
    const { fake, repo } = await repository({ release: false, 'release/zeta': true }, [
      ...filler,
      { branch: 'release', name: 'c.tgz' },
      // The 1,001st key: beyond the one storage page the server lists (docs/travis-api.md#cache-page).
      { branch: 'release/zeta', name: 'c.tgz' }
    ])
    const result = await run(fake, { operation: 'delete-caches', 'stale-branches': 'true' })
    expectSuccess(result, false)
    expect(stored(repo)).toContain('release/zeta/c.tgz')
    expect(stored(repo)).toContain('release/c.tgz')
    expect(fake.requests.filter((r) => r.method === 'DELETE')).toEqual([])
    expect(result.warnings).toEqual([
      "Skipped cache 'c.tgz' of 'release': deleting it would also delete 'c.tgz' of a branch ending in 'zeta', which is not selected."
    ])
  })

  it('two caches that look the same keep a delete from reaching the live one', async () => {
    const at = '2024-05-01T12:00:00Z'
    const { fake, repo } = await repository({ old: false, 'old/x': false, 'old/y/x': true }, [
      { branch: 'old', name: 'o.tgz', size: 1, lastModified: at },
      { branch: 'old/x', name: 'c.tgz', size: 7, lastModified: at },
      // Same name, size and time as old/x's, but its branch still exists.
      { branch: 'old/y/x', name: 'c.tgz', size: 7, lastModified: at }
    ])
    const result = await run(fake, {
      operation: 'delete-caches',
      branch: 'old\nold/x',
      'stale-branches': 'true'
    })
    expectSuccess(result, true)
    expect(stored(repo)).toEqual(['old/y/x/c.tgz'])
    expect(cacheRequests(fake)).toEqual([
      'GET branch=old',
      'GET branch=old%2Fx',
      'DELETE branch=old%2Fx',
      'DELETE branch=old&match=o.tgz'
    ])
  })

  it('caches of a nested branch that was given too are not called left out', async () => {
    const { fake } = await repository({ release: true, 'release/1.x': true }, [
      { branch: 'release', name: 'a.tgz' },
      { branch: 'release/1.x', name: 'b.tgz' },
      { branch: 'release/2.x', name: 'c.tgz' }
    ])
    const result = await run(fake, { operation: 'list-caches', branch: 'release\nrelease/1.x' })
    expectSuccess(result)
    expect(cachesOutput(result).map((c) => c.branch)).toEqual(['release', 'release/1.x'])
    expect(result.notices).toEqual([
      "1 cache under 'release/…' belongs to nested branches, not to 'release'; it was left out and is never deleted with it."
    ])
  })
})

describe('guards and facts', () => {
  const caches: CacheSpec[] = [
    { branch: 'main', name: 'cache-osx.tgz', size: 100 },
    { branch: 'dev', name: 'cache-osx.tgz', size: 200 },
    { branch: 'dev', name: 'cache-linux.tgz', size: 300 }
  ]

  it('match alone is one DELETE ?match= across branches', async () => {
    const { fake, repo } = await repository({ main: true, dev: true }, caches)
    const result = await run(fake, { operation: 'delete-caches', match: 'osx' })
    expectSuccess(result, true)
    expect(cacheRequests(fake)).toEqual(['GET match=osx', 'DELETE match=osx'])
    expect(stored(repo)).toEqual(['dev/cache-linux.tgz'])
    expect(cachesOutput(result).map((c) => c.branch)).toEqual(['dev', 'main'])
  })

  it('nothing selected is success with changed=false, and no DELETE', async () => {
    const { fake } = await repository({ main: true }, [
      { branch: 'main', name: 'cache-osx.tgz', lastModified: daysAgo(1) }
    ])
    const result = await run(fake, {
      operation: 'delete-caches',
      branch: 'main',
      'older-than': '5'
    })
    expectSuccess(result, false)
    expect(fake.requests.map((r) => r.method)).not.toContain('DELETE')
    expect(result.outputs['deleted-count']).toBe('0')
  })

  it('max-deletions exceeded fails and deletes nothing; dry-run shows the plan', async () => {
    const { fake, repo } = await repository({ main: true, dev: true }, caches)
    const capped = await run(fake, {
      operation: 'delete-caches',
      'allow-delete-all': 'true',
      'max-deletions': '2'
    })
    expectFailure(
      capped,
      'delete-caches',
      REPO,
      "3 caches would be deleted, more than 'max-deletions' (2); nothing was deleted."
    )
    const dry = await run(fake, { operation: 'delete-caches', branch: 'dev', 'dry-run': 'true' })
    expectSuccess(dry, true)
    expect(fake.requests.map((r) => r.method)).not.toContain('DELETE')
    expect(stored(repo)).toHaveLength(3)
    expect(dry.outputs['deleted-count']).toBe('2')
    expect(summaryText(dry, 'delete-caches')).toContain('DRY RUN')
  })

  it('a failing per-cache delete is named, the others go, and the counts are what was deleted', async () => {
    const { fake, repo } = await repository({ main: true }, [
      { branch: 'main', name: 'a.tgz', size: 1, lastModified: daysAgo(60) },
      { branch: 'main', name: 'b.tgz', size: 2, lastModified: daysAgo(60) },
      { branch: 'main', name: 'c.tgz', size: 4, lastModified: daysAgo(1) }
    ])
    fake.failNext({ method: 'DELETE', pathIncludes: 'match=b.tgz', status: 500 })
    const result = await run(fake, {
      operation: 'delete-caches',
      branch: 'main',
      'older-than': '30'
    })
    expectFailure(
      result,
      'delete-caches',
      REPO,
      "could not delete the caches of 'main' named like 'b.tgz': ",
      'HTTP 500',
      '; 1 cache was deleted.'
    )
    expect(stored(repo)).toEqual(['main/b.tgz', 'main/c.tgz'])
    expect(result.outputs['deleted-count']).toBe('1')
    expect(result.outputs['deleted-size']).toBe('1')
    expect(
      result.warnings.some((w) =>
        w.startsWith("Could not delete the caches of 'main' named like 'b.tgz'")
      )
    ).toBe(true)
  })

  it('max-deletions race: caches created between the listing and a branch-wide DELETE are reported loudly', async () => {
    const { fake, repo } = await repository({ main: true }, [
      { branch: 'main', name: 'a.tgz' },
      { branch: 'main', name: 'b.tgz' }
    ])
    // A build finishing meanwhile: new caches land on the branch as the DELETE arrives.
    fake.onRequest((request) => {
      if (request.method !== 'DELETE') return
      for (let i = 0; i < 10; i++)
        fake.state.addCache(repo, { branch: 'main', name: `new-${i}.tgz` })
    })
    const result = await run(fake, {
      operation: 'delete-caches',
      branch: 'main',
      'max-deletions': '2'
    })
    expectSuccess(result, true)
    expect(cacheRequests(fake)).toEqual(['GET branch=main', 'DELETE branch=main'])
    expect(stored(repo)).toEqual([])
    // Counts are what the server deleted, and the cap being passed is said, not hidden.
    expect(result.outputs['deleted-count']).toBe('12')
    expect(result.warnings).toContain(
      "12 caches were deleted, more than 'max-deletions' (2): caches created after the listing were deleted too."
    )
    expect(result.warnings.some((w) => w.startsWith('The server also deleted 10 caches'))).toBe(
      true
    )
  })

  it('the github-token is never shown', async () => {
    const github = await githubWithPulls({ 3: 'closed' })
    const { fake } = await repository({}, [{ pullRequest: 3, name: 'x.tgz' }])
    const result = await run(
      fake,
      {
        operation: 'delete-caches',
        'stale-branches': 'true',
        'github-token': GITHUB_TOKEN,
        'dry-run': 'true'
      },
      { env: { GITHUB_API_URL: github.url }, debug: true }
    )
    expectSuccess(result, true)
    // The runner consumes ::add-mask:: lines; everything else is shown.
    const shown = `${result.stdout}\n${result.stderr}`
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
    expect(shown.join('\n') + result.summary + JSON.stringify(result.outputs)).not.toContain(
      GITHUB_TOKEN
    )
    expect(`${result.stdout}`).toContain(`::add-mask::${GITHUB_TOKEN}`)
  })
})

/** The DELETEs the fake received, in the order they arrived, as their queries. */
function deletesInOrder(fake: FakeTravis): string[] {
  return fake.requests.filter((r) => r.method === 'DELETE').map((r) => r.rawQuery)
}

describe('what the listings cannot tell apart is left alone', () => {
  it('caches a nested branch ending like the given one may hold are left out, five named', async () => {
    // release/x/release's caches show the segment 'release' too (docs/travis-api.md#cache-record): in release's
    // listing, no cache with that segment is surely release's own.
    const { fake, repo } = await repository({ release: false, 'release/x/release': true }, [
      ...['a', 'b', 'c', 'd', 'e'].map((n) => ({ branch: 'release', name: `${n}.tgz` })),
      { branch: 'release/x/release', name: 'f.tgz' }
    ])
    const named = ['a', 'b', 'c', 'd', 'e']
      .map((n) => `'${n}.tgz' (a branch ending in 'release')`)
      .join(', ')
    const warning = `6 caches may belong to a nested branch whose name ends like the branch asked for; they were left out: ${named} and 1 more.`
    const listed = await run(fake, { operation: 'list-caches', branch: 'release' })
    expectSuccess(listed)
    expect(cachesOutput(listed)).toEqual([])
    expect(listed.warnings).toEqual([warning])
    expect(summaryText(listed, 'list-caches')).toContain('6 caches may belong to a nested branch')
    const deleted = await run(fake, { operation: 'delete-caches', branch: 'release' })
    expectSuccess(deleted, false)
    expect(deleted.warnings).toEqual([warning])
    expect(deletesInOrder(fake)).toEqual([])
    expect(stored(repo)).toHaveLength(6)
  })

  it('stale-branches: a pull request GitHub does not know, and a cache of no known branch, stay', async () => {
    const github = await githubWithPulls({ 7: 'closed' })
    const { fake, repo } = await repository({ gone: false }, [
      { branch: 'gone', name: 'a.tgz' },
      { pullRequest: 7, name: 'b.tgz' },
      { pullRequest: 9, name: 'c.tgz' },
      // An old build's stripped group: no branch ends in it.
      { group: 'featurelogin', name: 'old.tgz' }
    ])
    const result = await run(
      fake,
      { operation: 'delete-caches', 'stale-branches': 'true', 'github-token': GITHUB_TOKEN },
      { env: { GITHUB_API_URL: github.url } }
    )
    expectSuccess(result, true)
    expect(github.requests.map((r) => r.path).sort()).toEqual([
      `/repos/${REPO}/pulls/7`,
      `/repos/${REPO}/pulls/9`
    ])
    expect(stored(repo)).toEqual(['PR.9/c.tgz', 'featurelogin/old.tgz'])
    expect(result.notices).toEqual([
      "1 cache of pull requests GitHub does not know was left alone: 'c.tgz' ('PR.9').",
      "1 cache whose branch could not be told from the listing was left alone by 'stale-branches': 'old.tgz' (a branch ending in 'featurelogin')."
    ])
  })

  it('stale-branches with a github-token but no pull request caches asks GitHub nothing', async () => {
    const github = await githubWithPulls({ 7: 'closed' })
    const { fake } = await repository({ gone: false, main: true }, [
      { branch: 'gone', name: 'a.tgz' },
      { branch: 'main', name: 'b.tgz' }
    ])
    const result = await run(
      fake,
      { operation: 'list-caches', 'stale-branches': 'true', 'github-token': GITHUB_TOKEN },
      { env: { GITHUB_API_URL: github.url } }
    )
    expectSuccess(result)
    expect(cachesOutput(result).map((c) => c.branch)).toEqual(['gone'])
    expect(github.requests).toEqual([])
    expect(result.stdout).not.toContain('Reading the state of')
  })

  it('two caches that look the same are never placed by one branch ending like them', async () => {
    // b/x is no branch Travis lists, so 'x' points at a/x alone; but the listing shows two
    // caches with the same segment, name, size and time, and cannot say which is a/x's.
    const at = '2024-05-01T12:00:00Z'
    const { fake, repo } = await repository({ 'a/x': false }, [
      { branch: 'a/x', name: 'c.tgz', size: 7, lastModified: at },
      { branch: 'b/x', name: 'c.tgz', size: 7, lastModified: at }
    ])
    const result = await run(fake, { operation: 'delete-caches', 'stale-branches': 'true' })
    expectSuccess(result, false)
    expect(deletesInOrder(fake)).toEqual([])
    expect(stored(repo)).toEqual(['a/x/c.tgz', 'b/x/c.tgz'])
    expect(result.notices).toEqual([
      "2 caches whose branch could not be told from the listing were left alone by 'stale-branches': 'c.tgz' (a branch ending in 'x'), 'c.tgz' (a branch ending in 'x')."
    ])
  })

  it('a per-cache delete that would reach a lookalike of a selected cache is skipped', async () => {
    // old/x/c.tgz (selected) and old/y/x/c.tgz (live branch) look the same; deleting old's
    // c.tgz by name would reach both, and a check by identity could not tell them apart.
    const at = '2024-05-01T12:00:00Z'
    const { fake, repo } = await repository({ old: false, 'old/x': false, 'old/y/x': true }, [
      { branch: 'old', name: 'c.tgz', size: 1, lastModified: at },
      { branch: 'old/x', name: 'c.tgz', size: 7, lastModified: at },
      { branch: 'old/y/x', name: 'c.tgz', size: 7, lastModified: at }
    ])
    const result = await run(fake, { operation: 'delete-caches', branch: 'old\nold/x' })
    expectSuccess(result, true)
    expect(deletesInOrder(fake)).toEqual(['branch=old%2Fx'])
    expect(stored(repo)).toEqual(['old/c.tgz', 'old/y/x/c.tgz'])
    expect(result.warnings).toEqual([
      "Skipped cache 'c.tgz' of 'old': deleting it would reach two caches that look the same (name, size and time), so one that is not selected could go too."
    ])
  })
})

describe('deletes that overlap, fail or would reach too much', () => {
  it('requests reaching the same cache run one after the other, and it counts once', async () => {
    const { fake, repo } = await repository({ release: false, 'release/1.x': false }, [
      { branch: 'release', name: 'c.tgz', size: 1, lastModified: daysAgo(60) },
      { branch: 'release', name: 'keep.tgz', size: 2, lastModified: daysAgo(1) },
      { branch: 'release/1.x', name: 'c.tgz', size: 4, lastModified: daysAgo(60) }
    ])
    // release/1.x goes whole; release's c.tgz goes by name, which reaches release/1.x's too.
    const inputs = {
      operation: 'delete-caches',
      branch: 'release\nrelease/1.x',
      'older-than': '30'
    }
    const dry = await run(fake, { ...inputs, 'dry-run': 'true' })
    expectSuccess(dry, true)
    expect(dry.outputs['deleted-count']).toBe('2')
    expect(dry.outputs['deleted-size']).toBe('5')
    const result = await run(fake, inputs)
    expectSuccess(result, true)
    expect(deletesInOrder(fake)).toEqual(['branch=release%2F1.x', 'branch=release&match=c.tgz'])
    expect(stored(repo)).toEqual(['release/keep.tgz'])
    expect(result.outputs['deleted-count']).toBe('2')
    expect(result.outputs['deleted-size']).toBe('5')
    expect(result.stdout).toContain(
      "Deleted 1 cache: the caches of 'release' named like 'c.tgz' (1 more was already gone)."
    )
  })

  it('a cache gone before its delete is reported apart and not counted', async () => {
    const { fake, repo } = await repository({ main: true }, [
      { branch: 'main', name: 'a.tgz', size: 1, lastModified: daysAgo(60) },
      { branch: 'main', name: 'b.tgz', size: 2, lastModified: daysAgo(60) }
    ])
    // Someone else deletes b.tgz between our listing and our delete.
    const stop = fake.onRequest((request) => {
      if (request.method !== 'DELETE') return
      stop()
      repo.caches.splice(
        repo.caches.findIndex((cache) => cache.name === 'b.tgz'),
        1
      )
    })
    const result = await run(fake, { operation: 'delete-caches', branch: 'main' })
    expectSuccess(result, true)
    expect(stored(repo)).toEqual([])
    expect(result.stdout).toContain(
      "Deleted 1 cache: the caches of 'main' (1 more was already gone)."
    )
    expect(result.outputs['deleted-count']).toBe('1')
    expect(result.outputs['deleted-size']).toBe('1')
    expect(cachesOutput(result).map((cache) => cache.name)).toEqual(['a.tgz'])
    const summary = summaryText(result, 'delete-caches')
    expect(summary).toContain('Deleted 1 cache, 1 B')
    expect(summary).toContain(
      "1 more selected cache was already gone when the delete came (deleted elsewhere since the listing) and is not counted: 'b.tgz' ('main')."
    )
  })

  it('several failing deletes: the failure line counts them, the warnings name each', async () => {
    const { fake, repo } = await repository({ main: true }, [
      { branch: 'main', name: 'a.tgz', size: 1, lastModified: daysAgo(60) },
      { branch: 'main', name: 'b.tgz', size: 2, lastModified: daysAgo(60) },
      { branch: 'main', name: 'c.tgz', size: 4, lastModified: daysAgo(60) },
      { branch: 'main', name: 'd.tgz', size: 8, lastModified: daysAgo(1) }
    ])
    fake.failNext({ method: 'DELETE', pathIncludes: 'match=b.tgz', status: 500 })
    fake.failNext({ method: 'DELETE', pathIncludes: 'match=c.tgz', status: 500 })
    const result = await run(fake, {
      operation: 'delete-caches',
      branch: 'main',
      'older-than': '30'
    })
    expectFailure(
      result,
      'delete-caches',
      REPO,
      /: 2 of 3 delete requests failed, the first for the caches of 'main' named like '[bc]\.tgz': /,
      'HTTP 500',
      '; 1 cache was deleted (see the warnings for each failure).'
    )
    expect(stored(repo)).toEqual(['main/b.tgz', 'main/c.tgz', 'main/d.tgz'])
    expect(result.outputs['deleted-count']).toBe('1')
    expect(result.warnings.filter((w) => w.startsWith('Could not delete')).sort()).toEqual([
      expect.stringMatching(
        /^Could not delete the caches of 'main' named like 'b\.tgz': .*HTTP 500/
      ),
      expect.stringMatching(
        /^Could not delete the caches of 'main' named like 'c\.tgz': .*HTTP 500/
      )
    ])
  })

  it('a skipped cache names three of the caches it would also reach, and how many more', async () => {
    const { fake, repo } = await repository({ main: true }, [
      { branch: 'main', name: 'c.tgz', lastModified: daysAgo(60) },
      ...[1, 2, 3, 4].map((n) => ({ branch: 'main', name: `c.tgz.${n}`, lastModified: daysAgo(1) }))
    ])
    const result = await run(fake, {
      operation: 'delete-caches',
      branch: 'main',
      'older-than': '30'
    })
    expectSuccess(result, false)
    expect(deletesInOrder(fake)).toEqual([])
    expect(stored(repo)).toHaveLength(5)
    expect(result.warnings).toEqual([
      "Skipped cache 'c.tgz' of 'main': deleting it would also delete 'c.tgz.1' of 'main', 'c.tgz.2' of 'main', 'c.tgz.3' of 'main' and 1 more, which is not selected."
    ])
  })
})

describe('what the summary shows', () => {
  it('caches on more branches than a table shows: both cut tables say where every cache is', async () => {
    const branches = Array.from({ length: 103 }, (_, i) => `b-${String(i).padStart(3, '0')}`)
    const { fake } = await repository(
      Object.fromEntries(branches.map((name) => [name, true])),
      branches.map((branch, i) => ({ branch, name: 'cache.tgz', size: 1000 + i }))
    )
    const result = await run(fake, { operation: 'list-caches' })
    expectSuccess(result)
    const summary = summaryText(result, 'list-caches')
    expect(summary).toMatch(/^103 caches, [\d.]+ KiB\.\nBranch \| Caches \| Size\n/m)
    const [subtotals = '', every = ''] = summary.split('Every cache (103)')
    expect(subtotals.match(/^b-\d{3} \| 1 \| /gm)).toHaveLength(100)
    expect(subtotals).toContain('… and 3 more: all 103 caches are in the result output.')
    expect(every).toContain('… and 3 more: all 103 are in the result output.')
  })
})

describe.concurrent.each(DIALECTS)('the demo repository, %s dialect', (dialect) => {
  it('list-caches lists every cache with its full branch, and reads the branch list beside it', async () => {
    const fake = await fakeTravis({ dialect })
    const result = await run(fake, { operation: 'list-caches' })
    expectSuccess(result)
    expectStandardHeaders(fake)
    expect(cacheRequests(fake)).toEqual(['GET '])
    expect(
      fake.requests.filter((r) => r.path.endsWith('/branches')).map((r) => r.query.sort_by)
    ).toEqual(['name', 'name', 'name'])
    const stored = fake.state.repos[0]?.caches ?? []
    expect(cachesOutput(result)).toEqual(
      stored.map((cache) => ({
        name: cache.name,
        branch: cache.group,
        size: cache.size,
        last_modified: String(cache.lastModified)
      }))
    )
    expect(stored.map((c) => c.group)).toContain('feature/login')
    expect(jsonOutput(result, 'result')).toEqual(jsonOutput(result, 'caches'))
    expect(result.outputs.count).toBe(String(stored.length))
    expect(summaryText(result, 'list-caches')).toContain('Name | Branch | Size | Last modified')
  })

  it('stale-branches reads exists_on_github in either spelling', async () => {
    const fake = await fakeTravis({ dialect })
    const result = await run(fake, { operation: 'list-caches', 'stale-branches': 'true' })
    expectSuccess(result)
    // In the demo, release is gone from GitHub and release/1.x is not.
    expect(cachesOutput(result).map((c) => c.branch)).toEqual(['release'])
  })

  it('a pull request group is deleted in one request', async () => {
    const fake = await fakeTravis({ dialect })
    const result = await run(fake, { operation: 'delete-caches', 'pull-request': '42' })
    expectSuccess(result, true)
    expect(cacheRequests(fake)).toEqual(['GET branch=PR.42', 'DELETE branch=PR.42'])
    expect(cachesOutput(result).map((c) => c.branch)).toEqual(['PR.42'])
    expect(fake.state.repos[0]?.caches.some((c) => c.group === 'PR.42')).toBe(false)
  })

  it('no selector without allow-delete-all sends nothing; with it, one unfiltered DELETE', async () => {
    const fake = await fakeTravis({ dialect })
    const count = fake.state.repos[0]?.caches.length ?? 0
    const refused = await run(fake, { operation: 'delete-caches' })
    expectFailure(refused, 'delete-caches', REPO, "'allow-delete-all: true'")
    expect(fake.requests).toEqual([])
    const all = await run(fake, { operation: 'delete-caches', 'allow-delete-all': 'true' })
    expectSuccess(all, true)
    expect(cacheRequests(fake)).toEqual(['GET ', 'DELETE '])
    expect(all.outputs['deleted-count']).toBe(String(count))
    expect(fake.state.repos[0]?.caches).toEqual([])
  })
})
