// 'stale-branches' with a 'github-token': the caches of pull requests (`PR.<n>`) go once GitHub
// says the pull request is closed (merged ones are closed too), stay while it is open, and are
// left alone when GitHub does not know the number. Any GitHub failure ends the run before a single
// cache is deleted, saying what to fix.
import { afterAll, describe, expect, it } from 'vitest'
import { startFakeGitHub } from '../../fakes/fake-github.mjs'
import {
  REPO,
  closeFakes,
  expectFailure,
  expectSuccess,
  fakeTravis,
  jsonOutput,
  run,
  summaryText,
  type FakeTravis
} from '../helpers.js'

type FakeGitHub = Awaited<ReturnType<typeof startFakeGitHub>>
type CacheSpec = Parameters<FakeTravis['state']['addCache']>[1]

const GITHUB_TOKEN = 'ghs_fake-workflow-token-for-pull-states'
const OPERATION = 'delete-caches'
const githubs: FakeGitHub[] = []

afterAll(async () => {
  await closeFakes()
  await Promise.all(githubs.splice(0).map((github) => github.close()))
})

/** A fake GitHub knowing these pull requests of the repository, and the workflow's token. */
async function githubWith(
  pulls: Array<{ number: number; state?: 'open' | 'closed'; merged?: boolean }>
): Promise<FakeGitHub> {
  const github = await startFakeGitHub()
  githubs.push(github)
  github.addRepo(REPO)
  github.tokens[GITHUB_TOKEN] = { user: 'github-actions[bot]', admin: false }
  for (const pull of pulls) github.addPullRequest(REPO, pull)
  return github
}

/** The repository on the fake Travis with a live `main` and these caches. */
async function travisWith(caches: CacheSpec[]) {
  const fake = await fakeTravis({ seedDemo: false })
  const repo = fake.addRepo({ id: 1, slug: REPO })
  fake.state.addBranch(repo, { name: 'main', existsOnHost: true })
  for (const spec of caches) fake.state.addCache(repo, spec)
  return { fake, repo }
}

function stored(repo: { caches: Array<{ group: string; name: string }> }): string[] {
  return repo.caches.map((cache) => `${cache.group}/${cache.name}`).sort()
}

function deleteStale(
  fake: FakeTravis,
  github: FakeGitHub,
  inputs: Record<string, string> = {}
): ReturnType<typeof run> {
  return run(
    fake,
    { operation: OPERATION, 'stale-branches': 'true', 'github-token': GITHUB_TOKEN, ...inputs },
    { env: { GITHUB_API_URL: github.url } }
  )
}

/** `METHOD path` of every request GitHub received, sorted (they go out side by side). */
function githubRequests(github: FakeGitHub): string[] {
  return github.requests.map((r) => `${r.method} ${r.path}`).sort()
}

/** The run failed before deleting anything: Travis saw only reads, and holds every cache. */
function expectNothingDeleted(fake: FakeTravis, repo: { caches: unknown[] }, count: number) {
  expect(fake.requests.filter((r) => r.method !== 'GET')).toEqual([])
  expect(repo.caches).toHaveLength(count)
}

const PR7_CACHE: CacheSpec = { pullRequest: 7, name: 'cache-linux.tgz', size: 100 }

describe('pull request caches under stale-branches', () => {
  it('closed and merged pull requests lose their caches; an open one keeps them; an unknown number is left alone', async () => {
    const github = await githubWith([
      { number: 7, state: 'closed' },
      { number: 8, state: 'open' },
      { number: 9, merged: true }
    ])
    const { fake, repo } = await travisWith([
      { branch: 'main', name: 'main.tgz', size: 1 },
      { pullRequest: 7, name: 'seven.tgz', size: 10 },
      { pullRequest: 8, name: 'eight.tgz', size: 20 },
      { pullRequest: 9, name: 'nine.tgz', size: 40 },
      { pullRequest: 10, name: 'ten.tgz', size: 80 }
    ])
    const result = await deleteStale(fake, github)

    expectSuccess(result, true)
    expect(stored(repo)).toEqual(['PR.10/ten.tgz', 'PR.8/eight.tgz', 'main/main.tgz'])
    // One read per pull request, with the workflow's token; nothing else is asked of GitHub.
    expect(githubRequests(github)).toEqual(
      [7, 8, 9, 10].map((n) => `GET /repos/${REPO}/pulls/${n}`).sort()
    )
    for (const request of github.requests) {
      expect(request.headers.authorization).toBe(`token ${GITHUB_TOKEN}`)
    }
    expect(fake.requests.filter((r) => r.method === 'DELETE').map((r) => r.query.branch)).toEqual(
      expect.arrayContaining(['PR.7', 'PR.9'])
    )
    expect(result.outputs['deleted-count']).toBe('2')
    expect(result.outputs['deleted-size']).toBe('50')
    expect(
      (jsonOutput(result, 'caches') as Array<{ branch: string }>).map((c) => c.branch).sort()
    ).toEqual(['PR.7', 'PR.9'])
    const unknown =
      "1 cache of pull requests GitHub does not know was left alone: 'ten.tgz' ('PR.10')."
    expect(result.notices).toContain(unknown)
    expect(result.stdout).toContain('Reading the state of 4 pull requests on GitHub.')
    expect(summaryText(result, OPERATION)).toContain(unknown)
  })

  it('a bad github-token fails the run before any cache is deleted', async () => {
    const github = await githubWith([{ number: 7, state: 'closed' }])
    const { fake, repo } = await travisWith([PR7_CACHE])
    const result = await run(
      fake,
      { operation: OPERATION, 'stale-branches': 'true', 'github-token': 'ghs_expired_token_0123' },
      { env: { GITHUB_API_URL: github.url } }
    )

    expectFailure(
      result,
      OPERATION,
      REPO,
      'GitHub could not read pull request #7 (HTTP 401: Bad credentials).',
      "The 'github-token' is invalid or expired."
    )
    expectNothingDeleted(fake, repo, 1)
  })

  it('a token without "pull-requests: read" fails naming the permission, before any cache is deleted', async () => {
    const github = await githubWith([{ number: 7, state: 'closed' }])
    github.tokens[GITHUB_TOKEN] = { user: 'github-actions[bot]', pullRequests: false }
    const { fake, repo } = await travisWith([PR7_CACHE])
    const result = await deleteStale(fake, github)

    expectFailure(
      result,
      OPERATION,
      REPO,
      'GitHub could not read pull request #7 (HTTP 403: Resource not accessible by integration).',
      `The 'github-token' needs "pull-requests: read" on the repository`
    )
    expect(githubRequests(github)).toEqual([`GET /repos/${REPO}/pulls/7`])
    expectNothingDeleted(fake, repo, 1)
  })

  it('GitHub failing (502, no retries left) fails the run with the status, before any cache is deleted', async () => {
    const github = await githubWith([{ number: 7, state: 'closed' }])
    github.failNext({ method: 'GET', pathIncludes: '/pulls/7', status: 502 })
    const { fake, repo } = await travisWith([PR7_CACHE])
    const result = await deleteStale(fake, github)

    expectFailure(
      result,
      OPERATION,
      REPO,
      'GitHub could not read pull request #7 (HTTP 502: Bad Gateway).'
    )
    expectNothingDeleted(fake, repo, 1)
  })

  it('a 502 with a retry left is read again, and the closed pull request loses its cache', async () => {
    const github = await githubWith([{ number: 7, state: 'closed' }])
    github.failNext({ method: 'GET', pathIncludes: '/pulls/7', status: 502 })
    const { fake, repo } = await travisWith([PR7_CACHE])
    const result = await deleteStale(fake, github, { retries: '1' })

    expectSuccess(result, true)
    expect(githubRequests(github)).toEqual([
      `GET /repos/${REPO}/pulls/7`,
      `GET /repos/${REPO}/pulls/7`
    ])
    expect(result.stdout).toMatch(
      /GitHub: read pull request #7: HTTP 502; retrying in \d+\.\d s \(attempt 2 of 2\)\./
    )
    expect(stored(repo)).toEqual([])
  })

  // A 200 that is no pull request (a proxy's or captive portal's page, an empty object) must not
  // read as "closed": that would delete the caches of a pull request that is still open.
  it.each([
    [
      'an HTML page',
      { body: '<html><body>Sign in to continue</body></html>', contentType: 'text/html' }
    ],
    ['{}', { body: {} }]
  ])('a 200 with %s for an open pull request fails the run; its cache stays', async (_, answer) => {
    const github = await githubWith([{ number: 7, state: 'open' }])
    github.failNext({ method: 'GET', pathIncludes: '/pulls/7', status: 200, ...answer })
    const { fake, repo } = await travisWith([PR7_CACHE])
    const result = await deleteStale(fake, github, { retries: '2' })

    const message = expectFailure(
      result,
      OPERATION,
      REPO,
      `GitHub answered GET /repos/${REPO}/pulls/7 with something that is no pull request`
    )
    expect(message).not.toContain('Sign in')
    // Not retried: another read would not make the answer a pull request.
    expect(githubRequests(github)).toEqual([`GET /repos/${REPO}/pulls/7`])
    expectNothingDeleted(fake, repo, 1)
    expect(stored(repo)).toEqual(['PR.7/cache-linux.tgz'])
  })
})
