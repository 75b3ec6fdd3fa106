// Cache operations against the real travis-api and its S3 store: what the user sees, the requests
// that went out, and the keys the store holds afterwards (read from the store itself).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startFakeGitHub } from '../fakes/fake-github.mjs'
import { seedKit, storedCacheKeys } from './kit.js'
import {
  expectFailure,
  expectSuccess,
  jsonOutput,
  runLive,
  summaryOf,
  useRecorder
} from './helpers.js'
import { baseSeed, daysAgo, passedBuilds, REPO, type SeedBranch, type SeedCache } from './seed.js'

useRecorder()

const CACHES = '/repo/octo-org%2Fprivate-repo/caches'

const BRANCHES: SeedBranch[] = [
  { name: 'main', builds: passedBuilds(2) },
  { name: 'feature/login', builds: passedBuilds(1) },
  { name: 'release', builds: passedBuilds(1) },
  { name: 'release/v2', builds: passedBuilds(1) },
  { name: 'gone', exists_on_github: false, builds: passedBuilds(1, 60) },
  {
    name: 'pr-base',
    builds: [{ state: 'passed', started_at: daysAgo(41), pull_request_number: 12 }]
  }
]

const CACHE_SPECS: SeedCache[] = [
  { branch: 'main', name: 'cache-linux.tgz', size: 1000, last_modified: daysAgo(1) },
  { branch: 'main', name: 'cache-osx.tgz', size: 2000, last_modified: daysAgo(100) },
  { branch: 'feature/login', name: 'cache-linux.tgz', size: 512, last_modified: daysAgo(5) },
  { branch: 'release', name: 'cache-linux.tgz', size: 256, last_modified: daysAgo(10) },
  { branch: 'release', name: 'cache-osx.tgz', size: 300, last_modified: daysAgo(10) },
  { branch: 'release/v2', name: 'cache-linux.tgz', size: 128, last_modified: daysAgo(10) },
  { pr: 12, name: 'cache-linux.tgz', size: 64, last_modified: daysAgo(40) },
  { branch: 'gone', name: 'cache-linux.tgz', size: 32, last_modified: daysAgo(50) }
]

const ALL_KEYS = [
  'PR.12/cache-linux.tgz',
  'feature/login/cache-linux.tgz',
  'gone/cache-linux.tgz',
  'main/cache-linux.tgz',
  'main/cache-osx.tgz',
  'release/cache-linux.tgz',
  'release/cache-osx.tgz',
  'release/v2/cache-linux.tgz'
]

interface CacheOutput {
  name: string
  branch: string | null
  size: number
  last_modified: string
}

beforeEach(async () => {
  await seedKit(baseSeed({ repo: { branches: BRANCHES, caches: CACHE_SPECS } }))
  expect(await storedCacheKeys()).toEqual(ALL_KEYS)
})

/** The store's keys that are gone since the seed. */
async function deletedKeys(): Promise<string[]> {
  const left = await storedCacheKeys()
  return ALL_KEYS.filter((key) => !left.includes(key))
}

function cacheRequests(requests: string[]): string[] {
  return requests.filter((line) => line.includes('/caches'))
}

function keysOf(run: Parameters<typeof jsonOutput>[0]): string[] {
  return jsonOutput<CacheOutput[]>(run, 'caches')
    .map((cache) => `${cache.branch}/${cache.name}`)
    .sort()
}

describe('list-caches', () => {
  it('every cache, with full branch names (the server shows only the last segment)', async () => {
    const run = await runLive({ operation: 'list-caches', repo: REPO })
    expectSuccess(run)
    expect(keysOf(run)).toEqual(ALL_KEYS)
    expect(run.outputs.count).toBe('8')
    expect(run.outputs['total-size']).toBe('4292')
  })

  it('branch feature/login: its cache, asked for by the raw name encoded once', async () => {
    const run = await runLive({ operation: 'list-caches', repo: REPO, branch: 'feature/login' })
    expectSuccess(run)
    expect(keysOf(run)).toEqual(['feature/login/cache-linux.tgz'])
    expect(cacheRequests(run.requests)).toEqual([`GET ${CACHES}?branch=feature%2Flogin`])
  })

  it('branch release: release/v2 (which the server lists with it) is left out, with a notice', async () => {
    const run = await runLive({ operation: 'list-caches', repo: REPO, branch: 'release' })
    expectSuccess(run)
    expect(keysOf(run)).toEqual(['release/cache-linux.tgz', 'release/cache-osx.tgz'])
    expect(run.notices.join('\n')).toContain('release/…')
  })

  it('a pull request: its group PR.12', async () => {
    const run = await runLive({ operation: 'list-caches', repo: REPO, 'pull-request': '12' })
    expectSuccess(run)
    expect(keysOf(run)).toEqual(['PR.12/cache-linux.tgz'])
  })

  it('match osx across branches', async () => {
    const run = await runLive({ operation: 'list-caches', repo: REPO, match: 'osx' })
    expectSuccess(run)
    expect(keysOf(run)).toEqual(['main/cache-osx.tgz', 'release/cache-osx.tgz'])
  })
})

describe('delete-caches', () => {
  it('branch feature/login: exactly its cache leaves the store', async () => {
    const run = await runLive({ operation: 'delete-caches', repo: REPO, branch: 'feature/login' })
    expectSuccess(run, true)
    expect(await deletedKeys()).toEqual(['feature/login/cache-linux.tgz'])
    expect(run.outputs['deleted-count']).toBe('1')
    expect(run.outputs['deleted-size']).toBe('512')
    expect(summaryOf(run, 'delete-caches', REPO)).toContain('feature/login')
  })

  it('branch release: its own caches only; the one sharing a name with release/v2 is skipped', async () => {
    const run = await runLive({ operation: 'delete-caches', repo: REPO, branch: 'release' })
    expectSuccess(run, true)
    expect(await deletedKeys()).toEqual(['release/cache-osx.tgz'])
    expect(run.warnings.join('\n')).toContain("'release/v2'")
    expect(run.outputs['deleted-count']).toBe('1')
  })

  it('branches release and release/v2 together: all three go', async () => {
    const run = await runLive({
      operation: 'delete-caches',
      repo: REPO,
      branch: 'release\nrelease/v2'
    })
    expectSuccess(run, true)
    expect(await deletedKeys()).toEqual([
      'release/cache-linux.tgz',
      'release/cache-osx.tgz',
      'release/v2/cache-linux.tgz'
    ])
    expect(run.outputs['deleted-count']).toBe('3')
  })

  it('pull request 12: the group PR.12 goes', async () => {
    const run = await runLive({ operation: 'delete-caches', repo: REPO, 'pull-request': '12' })
    expectSuccess(run, true)
    expect(await deletedKeys()).toEqual(['PR.12/cache-linux.tgz'])
  })

  it('match osx: every osx cache, in one DELETE ?match=', async () => {
    const run = await runLive({ operation: 'delete-caches', repo: REPO, match: 'osx' })
    expectSuccess(run, true)
    expect(await deletedKeys()).toEqual(['main/cache-osx.tgz', 'release/cache-osx.tgz'])
    expect(run.requests.filter((line) => line.startsWith('DELETE '))).toEqual([
      `DELETE ${CACHES}?match=osx`
    ])
    expect(run.outputs['deleted-count']).toBe('2')
    expect(run.outputs['deleted-size']).toBe('2300')
  })

  it('older-than 30 over every branch: the caches last changed more than 30 days ago', async () => {
    const run = await runLive({ operation: 'delete-caches', repo: REPO, 'older-than': '30' })
    expectSuccess(run, true)
    expect(await deletedKeys()).toEqual([
      'PR.12/cache-linux.tgz',
      'gone/cache-linux.tgz',
      'main/cache-osx.tgz'
    ])
  })

  it('stale-branches without github-token: the branch deleted on GitHub loses its cache', async () => {
    const run = await runLive({ operation: 'delete-caches', repo: REPO, 'stale-branches': 'true' })
    expectSuccess(run, true)
    expect(await deletedKeys()).toEqual(['gone/cache-linux.tgz'])
    expect(run.notices.join('\n')).toMatch(/pull request/i)
  })

  describe("stale-branches with github-token (GitHub: the project's fake)", () => {
    let github: Awaited<ReturnType<typeof startFakeGitHub>>
    beforeEach(async () => {
      github = await startFakeGitHub()
      github.addPullRequest(REPO, { number: 12, state: 'closed', merged: true })
    })
    afterEach(() => github.close())

    it('a merged pull request and a deleted branch lose their caches', async () => {
      const run = await runLive(
        {
          operation: 'delete-caches',
          repo: REPO,
          'stale-branches': 'true',
          'github-token': 'fake-github-token'
        },
        { env: { GITHUB_API_URL: github.url } }
      )
      expectSuccess(run, true)
      expect(await deletedKeys()).toEqual(['PR.12/cache-linux.tgz', 'gone/cache-linux.tgz'])
    })
  })

  it('max-deletions exceeded: the step fails and the store keeps everything', async () => {
    const run = await runLive({
      operation: 'delete-caches',
      repo: REPO,
      branch: 'main',
      'max-deletions': '1'
    })
    expectFailure(run, 'delete-caches', REPO, "'max-deletions' (1)", 'nothing was deleted')
    expect(await deletedKeys()).toEqual([])
    expect(run.requests.filter((line) => line.startsWith('DELETE'))).toEqual([])
  })

  it('no selector without allow-delete-all: an input error, nothing sent', async () => {
    const run = await runLive({ operation: 'delete-caches', repo: REPO })
    expectFailure(run, 'delete-caches', REPO, 'allow-delete-all')
    expect(run.requests).toEqual([])
    expect(await deletedKeys()).toEqual([])
  })

  it('allow-delete-all: one DELETE, the store is empty', async () => {
    const run = await runLive({
      operation: 'delete-caches',
      repo: REPO,
      'allow-delete-all': 'true'
    })
    expectSuccess(run, true)
    expect(run.requests.filter((line) => line.startsWith('DELETE '))).toEqual([`DELETE ${CACHES}`])
    expect(await storedCacheKeys()).toEqual([])
    expect(run.outputs['deleted-count']).toBe('8')
  })

  it('a dry run: the plan, nothing deleted', async () => {
    const run = await runLive({
      operation: 'delete-caches',
      repo: REPO,
      branch: 'main',
      'dry-run': 'true'
    })
    expectSuccess(run, true)
    expect(run.outputs['deleted-count']).toBe('2')
    expect(run.requests.filter((line) => line.startsWith('DELETE'))).toEqual([])
    expect(await deletedKeys()).toEqual([])
    expect(summaryOf(run, 'delete-caches', REPO)).toContain('DRY RUN')
  })
})
