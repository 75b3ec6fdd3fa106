// list-repositories end to end: GET /owner/{login}/repos with the `repository.` filters, every page
// of the window (the first alone, then the rest side by side, at most 4 at a time), the owner taken
// from 'repo' when not given, bad input failing before any request, failures naming the owner.
import { afterAll, describe, expect, it } from 'vitest'
import {
  answerGate,
  closeFakes,
  expectStandardHeaders,
  expectSuccess,
  fakeTravis,
  jsonOutput,
  requestLines,
  run,
  summaryText,
  type FakeTravis
} from '../helpers.js'

afterAll(closeFakes)

// The order pages side by side need, and the light representation with the two fields shown.
const SORT =
  'sort_by=id%3Adesc&representation=minimal&include=repository.active%2Crepository.private'

/** The owner's repositories the filters select, newest first: what the action must output. */
function expected(
  fake: FakeTravis,
  owner: string,
  filter: { active?: boolean; private?: boolean } = { active: true }
) {
  return fake.state.repos
    .filter((repo) => repo.ownerName === owner)
    .filter((repo) => filter.active === undefined || repo.active === filter.active)
    .filter((repo) => filter.private === undefined || repo.private === filter.private)
    .sort((a, b) => b.id - a.id)
    .map((repo) => ({ slug: repo.slug, id: repo.id, active: repo.active, private: repo.private }))
}

const slugs = (repositories: Array<{ slug: string }>) => repositories.map((r) => r.slug)

describe.concurrent('list-repositories', () => {
  it('pages after the first go side by side, at most 10 in flight; slugs newest first', async () => {
    const fake = await fakeTravis({ seedDemo: false })
    // 1,500 repositories, 1,200 of them active (every fifth is not): 12 pages of 100.
    fake.state.seedOwner('big-org', 1500)
    // The first page is answered at once; the others only once the test opens the gate.
    const gate = answerGate(fake, 11)
    fake.failNext({ method: 'GET', pathIncludes: 'offset=0', times: 1 })
    fake.failNext({ method: 'GET', holdUntil: gate.held, times: 12 })
    const running = run(fake, { operation: 'list-repositories', owner: 'big-org' })
    // A twelfth would be on its way before the later pages are answered if more than 10 went at once.
    const { sentBeforeAnswers: sentBeforeLaterPagesAnswered, result } = await gate.settle(running)
    expect(sentBeforeLaterPagesAnswered).toBe(11)
    expectSuccess(result, false)
    const base = `GET /owner/big-org/repos?repository.active=true&${SORT}`
    // The count ends on a page boundary, so the page after it goes out beside the others, and
    // comes back empty: the count was not stale (ACTION-SPEC "Every request").
    expect(requestLines(fake)).toEqual(
      Array.from({ length: 13 }, (_, page) => `${base}&limit=100&offset=${page * 100}`)
    )
    expectStandardHeaders(fake)
    const all = expected(fake, 'big-org')
    expect(all).toHaveLength(1200)
    expect(all[0]?.slug).toBe('big-org/repo-1499')
    expect(jsonOutput(result, 'repositories')).toEqual(slugs(all))
    expect(jsonOutput(result, 'result')).toEqual(all)
    expect(result.outputs.count).toBe('1200')
    expect(result.stdout).toContain('Listed 100 of 1,200 repositories; fetching 11 more pages.')
    expect(result.stdout).toContain('Fetched 1,100 of 1,200 repositories.')
    const summary = summaryText(result, 'list-repositories', 'big-org')
    expect(summary).toContain(
      '1200 active repositories of big-org.\nEvery repository listed (1200)'
    )
    expect(summary).toContain('Repository | Id | Active | Private')
    expect(summary).toContain(`big-org/repo-1499 | ${all[0]?.id} | yes | no`)
    expect(summary).toContain('… and 1100 more: all 1200 are in the result output.')
    expect(summary).toContain(
      "A workflow matrix takes at most 256 jobs: list 256 at a time with 'limit' and 'offset'."
    )
  })

  it('250 repositories, limit and offset across pages, active any: every page read, the window cut here', async () => {
    const fake = await fakeTravis({ seedDemo: false })
    fake.state.seedOwner('octo-org', 250)
    const result = await run(fake, {
      operation: 'list-repositories',
      owner: 'octo-org',
      active: 'any',
      limit: '120',
      offset: '90'
    })
    expectSuccess(result, false)
    // A user's listing may hold repositories only shared with the user, which a window asked of
    // the server would count: the whole listing is read, and the window cut from it.
    expect(requestLines(fake)).toEqual([
      `GET /owner/octo-org/repos?${SORT}&limit=100&offset=0`,
      `GET /owner/octo-org/repos?${SORT}&limit=100&offset=100`,
      `GET /owner/octo-org/repos?${SORT}&limit=100&offset=200`
    ])
    const window = expected(fake, 'octo-org', {}).slice(90, 210)
    expect(jsonOutput(result, 'repositories')).toEqual(slugs(window))
    expect(result.outputs.count).toBe('120')
    expect(summaryText(result, 'list-repositories', 'octo-org')).toContain(
      `120 repositories of octo-org (of 250 for these filters); ${window.filter((r) => r.active).length} active.`
    )
  })

  it.each([
    [
      { active: 'false', private: 'true' },
      'repository.active=false&repository.private=true&',
      { active: false, private: true }
    ],
    [{ active: 'any', private: 'false' }, 'repository.private=false&', { private: false }],
    [{ active: 'TRUE', private: '' }, 'repository.active=true&', { active: true }],
    // A numeric 'repo' is fine with an 'owner'.
    [{ repo: '42', active: 'True' }, 'repository.active=true&', { active: true }]
  ])('filters %j are sent as %s', async (inputs, sent, filter) => {
    const fake = await fakeTravis({ seedDemo: false })
    fake.state.seedOwner('octo-org', 30)
    fake.state.seedOwner('other-org', 5)
    const result = await run(fake, { operation: 'list-repositories', owner: 'octo-org', ...inputs })
    expectSuccess(result, false)
    expect(requestLines(fake)).toEqual([
      `GET /owner/octo-org/repos?${sent}${SORT}&limit=100&offset=0`
    ])
    const wanted = expected(fake, 'octo-org', filter)
    expect(wanted.length).toBeGreaterThan(0)
    expect(jsonOutput(result, 'result')).toEqual(wanted)
  })

  it("the owner defaults to the owner part of 'repo'; the provider segment is kept", async () => {
    const fake = await fakeTravis()
    const result = await run(fake, { operation: 'list-repositories', provider: 'github' })
    expectSuccess(result, false)
    expect(requestLines(fake)).toEqual([
      `GET /owner/github/octo-org/repos?repository.active=true&${SORT}&limit=100&offset=0`
    ])
    expect(jsonOutput(result, 'repositories')).toEqual(['octo-org/hello-world'])
    expect(result.stdout).toContain('list-repositories for octo-org (')
    const summary = summaryText(result, 'list-repositories', 'octo-org')
    // One row is shown as it is, not folded away.
    expect(summary.split('\n').slice(1)).toEqual([
      '1 active repository of octo-org.',
      'Repository | Id | Active | Private',
      'octo-org/hello-world | 1 | yes | yes'
    ])
    expect(result.summary).not.toContain('<details>')
  })

  const OWNERLESS = 'list-repositories: '
  const FOR_OWNER = 'list-repositories for octo-org failed: '
  it.each([
    [
      { repo: '12345' },
      `${OWNERLESS}Input 'owner' is required for list-repositories when 'repo' is a numeric id (got '12345'): the owner cannot be told from an id without a request; set 'owner' to a Travis CI user or organisation login such as octo-org.`
    ],
    [
      { owner: '..' },
      `${OWNERLESS}Input 'owner' must be a Travis CI user or organisation login such as octo-org, got '..'.`
    ],
    [
      { active: 'yes' },
      `${FOR_OWNER}Input 'active' must be true (active on Travis CI), false (inactive) or any (both), got 'yes'.`
    ],
    [
      { private: 'maybe' },
      `${FOR_OWNER}Input 'private' must be true, false, or empty for both private and public repositories, got 'maybe'.`
    ],
    [{ limit: '0' }, `${FOR_OWNER}Input 'limit' must be a whole number from 1 to 10000, got '0'.`]
  ])('bad input %j fails before any request', async (inputs, line) => {
    const fake = await fakeTravis()
    const result = await run(fake, { operation: 'list-repositories', ...inputs })
    expect(result.exitCode).toBe(1)
    expect(result.errors).toEqual([line])
    expect(fake.requests).toEqual([])
    expect(result.outputs).toEqual({})
  })

  it('an unknown owner fails naming the owner and what to check', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, { operation: 'list-repositories', owner: 'ghost-org' })
    expect(result.exitCode).toBe(1)
    expect(result.errors).toEqual([
      "list-repositories for ghost-org failed: owner is unknown or the token cannot see it (HTTP 404 not_found: owner not found (or insufficient access)). Check 'owner' (a Travis CI user or organisation login; empty for the owner part of 'repo') and 'provider'."
    ])
    expect(requestLines(fake)).toEqual([
      `GET /owner/ghost-org/repos?repository.active=true&${SORT}&limit=100&offset=0`
    ])
    expect(summaryText(result, 'list-repositories', 'ghost-org')).toContain(
      'Failed: owner is unknown'
    )
  })

  it("a user's listing leaves out what is only shared with the user, with a notice; a window is cut from what the user owns", async () => {
    const fake = await fakeTravis({ seedDemo: false })
    fake.state.addOwner({ login: 'octo-user', type: 'User' })
    for (const [id, slug] of [
      [1, 'octo-user/one'],
      [2, 'someone-else/shared'],
      [3, 'octo-user/two'],
      [4, 'octo-user/three']
    ] as const) {
      fake.addRepo({ id, slug, private: false, ownerType: 'User' })
    }
    // models/user.rb `repositories`: the user's own, and those only shared with the user.
    const user = fake.state.owners.find((owner) => owner.login === 'octo-user')
    if (user) user.sharedRepositoryIds = [2]
    const all = await run(fake, { operation: 'list-repositories', owner: 'octo-user' })
    expectSuccess(all, false)
    expect(jsonOutput(all, 'repositories')).toEqual([
      'octo-user/three',
      'octo-user/two',
      'octo-user/one'
    ])
    expect(all.notices).toEqual([
      '1 repository the server lists for octo-user is only shared with octo-user, owned by others: left out.'
    ])
    expect(all.outputs.count).toBe('3')

    fake.clearRequests()
    const window = await run(fake, {
      operation: 'list-repositories',
      owner: 'octo-user',
      offset: '1',
      limit: '2'
    })
    expectSuccess(window, false)
    expect(jsonOutput(window, 'repositories')).toEqual(['octo-user/two', 'octo-user/one'])
    expect(requestLines(fake)).toEqual([
      `GET /owner/octo-user/repos?repository.active=true&${SORT}&limit=100&offset=0`
    ])
    expect(summaryText(window, 'list-repositories', 'octo-user')).toContain(
      '2 active repositories of octo-user (of 3 for these filters).'
    )
  })

  it("private repositories the token's user cannot see are not listed, and the summary says why", async () => {
    const fake = await fakeTravis({ seedDemo: false })
    fake.state.seedOwner('octo-org', 9)
    fake.tokens['outsider-token'] = { user: 'outsider', owners: [] }
    const result = await run(fake, {
      operation: 'list-repositories',
      owner: 'octo-org',
      private: 'true',
      'travis-token': 'outsider-token'
    })
    expectSuccess(result, false)
    expect(jsonOutput(result, 'repositories')).toEqual([])
    expect(result.outputs.count).toBe('0')
    const summary = summaryText(result, 'list-repositories', 'octo-org')
    expect(summary).toContain('0 active private repositories of octo-org')
    expect(summary).toContain(
      "Private repositories are listed only where the token's user has access"
    )
  })

  it('a success answer without the fields of a repository list fails naming the endpoint', async () => {
    const fake = await fakeTravis()
    const body = { repositories: [{ id: 1, slug: 'octo-org/a', active: 'yes', private: false }] }
    fake.failNext({ method: 'GET', pathIncludes: '/owner/octo-org/repos', status: 200, body })
    const result = await run(fake, { operation: 'list-repositories' })
    expect(result.exitCode).toBe(1)
    expect(result.errors).toHaveLength(1)
    expect(result.errors[0]).toMatch(
      /^list-repositories for octo-org failed: GET \/owner\/octo-org\/repos\?/
    )
    expect(result.errors[0]).toContain(
      'answered HTTP 200 without the fields of a repository list (repositories: a list of {id, slug, active, private, …}, @pagination): repositories[0].active is not true or false.'
    )
    expect(result.outputs.repositories).toBeUndefined()
  })

  it('a server that does not count is paged by its next links, one at a time', async () => {
    const fake = await fakeTravis({ seedDemo: false, efficientPagination: true, basePath: '/api' })
    fake.state.seedOwner('octo-org', 250)
    const result = await run(fake, {
      operation: 'list-repositories',
      owner: 'octo-org',
      active: 'any'
    })
    expectSuccess(result, false)
    const lines = fake.requests.map((r) => `${r.path}?${r.rawQuery}`)
    expect(lines[0]).toBe(`/api/owner/octo-org/repos?${SORT}&limit=100&offset=0`)
    expect(lines.length).toBeGreaterThanOrEqual(3)
    for (const line of lines.slice(1)) {
      expect(line).toMatch(
        /^\/api\/owner\/octo-org\/repos\?include=repository\.active%2Crepository\.private&limit=100&offset=\d+&representation=minimal&sort_by=id%3Adesc$/
      )
    }
    const all = expected(fake, 'octo-org', {})
    expect(jsonOutput(result, 'repositories')).toEqual(slugs(all))
    expect(result.outputs.count).toBe('250')
  })
})
