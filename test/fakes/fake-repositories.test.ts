// The fake Travis server's GET /owner/{login}/repos answers as travis-api's
// `Services::Repositories::ForOwner` does (`queries/repositories.rb`, `renderer/repository.rb`,
// `paginator.rb`). Real HTTP on 127.0.0.1 with global fetch; no nock here.
import { afterEach, describe, expect, it } from 'vitest'
import { send, type JsonBody, type Reply } from './fake-request.js'
import { startFakeTravis } from './fake-travis.mjs'

type FakeTravis = Awaited<ReturnType<typeof startFakeTravis>>
type FakeOptions = Parameters<typeof startFakeTravis>[0]

let travis: FakeTravis | undefined
afterEach(async () => {
  await travis?.close()
  travis = undefined
})

async function fake(options: FakeOptions = {}): Promise<FakeTravis> {
  travis = await startFakeTravis(options)
  return travis
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Reply> {
  if (!travis) throw new Error('no fake')
  const reply = await send(travis.url, path, { headers })
  return reply
}

/** Anonymous: the helper's default Authorization header, removed. */
async function getAnonymous(path: string): Promise<Reply> {
  if (!travis) throw new Error('no fake')
  const response = await fetch(`${travis.url}${path}`, { headers: { 'Travis-API-Version': '3' } })
  const text = await response.text()
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text,
    json: JSON.parse(text)
  }
}

const ids = (reply: Reply): number[] => reply.json.repositories.map((repo: JsonBody) => repo.id)

describe('fake travis: GET /owner/{login}/repos', () => {
  it('renders the standard collection and repository in the renderer order', async () => {
    const server = await fake()
    server.state.addOwner({ login: 'octo-org', id: 7 })
    const repo = server.addRepo({
      id: 42,
      slug: 'octo-org/hello',
      private: true,
      defaultBranch: 'main'
    })
    server.state.addBranch(repo, { name: 'main', builds: 2 })
    server.state.addBranch(repo, { name: 'feature', builds: [{ eventType: 'pull_request' }] })

    const reply = await get('/owner/octo-org/repos')
    expect(reply.status).toBe(200)
    expect(Object.keys(reply.json)).toEqual([
      '@type',
      '@href',
      '@representation',
      '@pagination',
      'repositories'
    ])
    expect(reply.json['@type']).toBe('repositories')
    expect(reply.json['@href']).toBe('/owner/octo-org/repos')
    expect(reply.json['@representation']).toBe('standard')
    // paginate(default_limit: 100); the first and last links of the only page are the request.
    expect(reply.json['@pagination']).toEqual({
      limit: 100,
      offset: 0,
      count: 1,
      is_first: true,
      is_last: true,
      next: null,
      prev: null,
      first: { '@href': '/owner/octo-org/repos', offset: 0, limit: 100 },
      last: { '@href': '/owner/octo-org/repos', offset: 0, limit: 100 }
    })
    const [entry] = reply.json.repositories
    expect(Object.keys(entry)).toEqual([
      '@type',
      '@href',
      '@representation',
      '@permissions',
      'id',
      'name',
      'slug',
      'description',
      'github_id',
      'vcs_id',
      'vcs_type',
      'github_language',
      'active',
      'private',
      'owner',
      'owner_name',
      'vcs_name',
      'default_branch',
      'starred',
      'managed_by_installation',
      'active_on_org',
      'migration_status',
      'history_migration_status',
      'shared',
      'config_validation',
      'server_type',
      'scan_failed_at',
      'build_count'
    ])
    expect(entry).toMatchObject({
      '@type': 'repository',
      '@href': '/repo/42',
      '@representation': 'standard',
      id: 42,
      name: 'hello',
      slug: 'octo-org/hello',
      description: null,
      github_id: 42,
      vcs_id: '42',
      vcs_type: 'GithubRepository',
      github_language: null,
      active: true,
      private: true,
      owner: {
        '@type': 'organization',
        id: 7,
        login: 'octo-org',
        ro_mode: false,
        '@href': '/org/7'
      },
      owner_name: 'octo-org',
      vcs_name: 'hello',
      default_branch: {
        '@type': 'branch',
        '@href': '/repo/42/branch/main',
        '@representation': 'minimal',
        name: 'main'
      },
      starred: false,
      managed_by_installation: false,
      active_on_org: null,
      migration_status: null,
      history_migration_status: null,
      shared: false,
      config_validation: true,
      server_type: 'git',
      scan_failed_at: null,
      // Pull request builds are not counted.
      build_count: 2
    })
    expect(Object.keys(entry.owner)).toEqual(['@type', 'id', 'login', 'ro_mode', '@href'])
    expect(Object.keys(entry['@permissions'])).toEqual([
      'read',
      'activate',
      'deactivate',
      'migrate',
      'star',
      'unstar',
      'create_cron',
      'create_env_var',
      'create_key_pair',
      'delete_key_pair',
      'create_request',
      'check_scan_results',
      'settings_create',
      'settings_delete',
      'settings_update',
      'settings_read',
      'build_restart',
      'build_create',
      'build_cancel',
      'build_debug',
      'log_view',
      'log_delete',
      'cache_delete',
      'cache_view',
      'admin'
    ])
    expect(entry['@permissions']).toMatchObject({ read: true, settings_read: true, migrate: false })
  })

  it('permissions follow the token rights; a user owner renders as user', async () => {
    const server = await fake()
    server.state.seedOwner('alice', 1, { type: 'User', isPrivate: () => false })
    server.tokens['viewer'] = { user: 'bob', settingsRead: false, cacheDelete: false }
    const reply = await get('/owner/alice/repos', { Authorization: 'token viewer' })
    const [entry] = reply.json.repositories
    expect(entry.owner).toMatchObject({ '@type': 'user', login: 'alice' })
    expect(entry.owner['@href']).toMatch(/^\/user\/\d+$/)
    expect(entry['@permissions']).toMatchObject({
      read: true,
      settings_read: false,
      cache_delete: false,
      cache_view: true
    })
    // Another user's repository the caller has a permission row on.
    expect(entry.shared).toBe(true)

    // Without a permission row, on a public repository: what the kit's authorizer answers any
    // caller there, anonymous ones included (travis-api-live lib/control.rb `repo_answer`:
    // repository_settings_read and repository_log_view).
    const anonymous = await getAnonymous('/owner/alice/repos')
    const permissions = anonymous.json.repositories[0]['@permissions']
    expect(Object.entries(permissions).filter(([, value]) => value)).toEqual([
      ['read', true],
      ['settings_read', true],
      ['log_view', true]
    ])
    expect(anonymous.json.repositories[0].shared).toBe(false)
  })

  it('finds the owner by login (any case), provider segment or github_id; else 404 owner', async () => {
    const server = await fake()
    server.state.addOwner({ login: 'Octo-Org', id: 3, githubId: 555 })
    server.addRepo({ id: 1, slug: 'Octo-Org/one', private: false })
    server.addRepo({ id: 2, slug: 'octo-org/two', provider: 'gitlab', private: false })

    expect(ids(await get('/owner/octo-org/repos'))).toEqual([1])
    expect(ids(await get('/owner/github/OCTO-ORG/repos'))).toEqual([1])
    expect(ids(await get('/owner/gitlab/octo-org/repos'))).toEqual([2])
    expect(ids(await get('/owner/github_id/555/repos'))).toEqual([1])

    for (const path of [
      '/owner/nobody/repos',
      '/owner/bitbucket/octo-org/repos',
      '/owner/github_id/556/repos'
    ]) {
      const missing = await get(path)
      expect(missing.status).toBe(404)
      expect(missing.json).toEqual({
        '@type': 'error',
        error_type: 'not_found',
        error_message: 'owner not found (or insufficient access)',
        resource_type: 'owner'
      })
    }
    // Other shapes are route misses; other methods are not routed.
    const miss = await get('/owner/a/b/c/repos')
    expect([miss.status, miss.json.error_message]).toEqual([
      404,
      'resource not found (or insufficient access)'
    ])
    expect(miss.json).not.toHaveProperty('resource_type')
    const post = await send(server.url, '/owner/octo-org/repos', { method: 'POST', body: {} })
    expect([post.status, post.json.error_type]).toEqual([405, 'method_not_allowed'])
  })

  it('an owner without repositories is an empty page, not a 404', async () => {
    const server = await fake()
    server.state.addOwner({ login: 'empty-org' })
    const reply = await get('/owner/empty-org/repos')
    expect(reply.status).toBe(200)
    expect(reply.json.repositories).toEqual([])
    expect(reply.json['@pagination']).toMatchObject({ count: 0, is_last: true })
    // The empty-collection quirk of the links: last.offset = -limit.
    expect(reply.json['@pagination'].last).toEqual({
      '@href': '/owner/empty-org/repos?limit=100&offset=-100',
      offset: -100,
      limit: 100
    })
  })

  it('hides private repositories from callers without a permission row, invalidated ones always', async () => {
    const server = await fake()
    server.addRepo({ id: 1, slug: 'octo-org/public', private: false })
    server.addRepo({ id: 2, slug: 'octo-org/secret', private: true })
    server.addRepo({ id: 3, slug: 'octo-org/gone', private: false, invalidated: true })
    server.tokens['outsider'] = { user: 'outsider', owners: ['outsider'] }
    server.tokens['member'] = { user: 'member', owners: ['OCTO-ORG'] }

    expect(ids(await get('/owner/octo-org/repos'))).toEqual([1, 2])
    expect(ids(await get('/owner/octo-org/repos', { Authorization: 'token member' }))).toEqual([
      1, 2
    ])
    expect(ids(await get('/owner/octo-org/repos', { Authorization: 'token outsider' }))).toEqual([
      1
    ])
    const anonymous = await getAnonymous('/owner/octo-org/repos')
    expect([anonymous.status, ids(anonymous)]).toEqual([200, [1]])
    expect(anonymous.json['@pagination'].count).toBe(1)

    // The same rule on the repository's own routes.
    const hidden = await get('/repo/2/branches', { Authorization: 'token outsider' })
    expect([hidden.status, hidden.json.resource_type]).toEqual([404, 'repository'])
    const invalidated = await get('/repo/3/branches')
    expect([invalidated.status, invalidated.json.resource_type]).toEqual([404, 'repository'])
  })

  it('filters on active and private, prefixed or bare; only `false` is false', async () => {
    const server = await fake()
    server.state.seedOwner('octo-org', 15)
    const all = server.state.repos
    const expected = (keep: (repo: (typeof all)[number]) => boolean) =>
      all.filter(keep).map((repo) => repo.id)

    expect(ids(await get('/owner/octo-org/repos?repository.active=false'))).toEqual(
      expected((repo) => !repo.active)
    )
    expect(ids(await get('/owner/octo-org/repos?active=false'))).toEqual(
      expected((repo) => !repo.active)
    )
    // Any other value, even `0` or an empty one, is true (`Query#bool`, tested with nil?).
    for (const value of ['true', '0', 'False', '']) {
      expect(ids(await get(`/owner/octo-org/repos?repository.active=${value}`))).toEqual(
        expected((repo) => repo.active)
      )
    }
    expect(ids(await get('/owner/octo-org/repos?private=false&active=true'))).toEqual(
      expected((repo) => !repo.private && repo.active)
    )
    // The prefixed name wins over the bare one.
    expect(ids(await get('/owner/octo-org/repos?repository.private=true&private=false'))).toEqual(
      expected((repo) => repo.private)
    )
    // No stars, installations or active_on_org values are held.
    for (const name of ['starred', 'managed_by_installation', 'active_on_org']) {
      expect(ids(await get(`/owner/octo-org/repos?repository.${name}=true`))).toEqual([])
      expect(ids(await get(`/owner/octo-org/repos?${name}=false`))).toEqual(expected(() => true))
    }
    // starred is only read for a caller.
    expect(ids(await getAnonymous('/owner/octo-org/repos?starred=true'))).toEqual(
      expected((repo) => !repo.private)
    )
  })

  it('name_filter and slug_filter match a subsequence and sort by similarity', async () => {
    const server = await fake()
    for (const [id, name] of [
      [1, 'travis-web'],
      [2, 'travis-api'],
      [3, 'this-rather-vague'],
      [4, 'unrelated']
    ] as const) {
      server.addRepo({ id, slug: `travis-ci/${name}`, private: false })
    }
    expect(ids(await get('/owner/travis-ci/repos?name_filter=Trvs&sort_by=id:desc'))).toEqual([
      2, 1
    ])
    expect(
      ids(await get('/owner/travis-ci/repos?name_filter=trav&sort_by=name_filter:desc,id:desc'))
    ).toEqual([2, 1, 3])
    expect(ids(await get('/owner/travis-ci/repos?repository.slug_filter=ci/api'))).toEqual([2])
    // The similarity is pasted into the SQL unquoted: an unpaired quote is a plain 500.
    const broken = await get("/owner/travis-ci/repos?name_filter=it's")
    expect([broken.status, broken.text]).toEqual([500, 'Sorry, we experienced an error.\n'])
  })

  it('pages through 250 repositories 100 at a time', async () => {
    const server = await fake()
    const seeded = server.state.seedOwner('big-org', 250, { firstId: 1001 })
    expect(seeded.filter((repo) => repo.private)).toHaveLength(83)
    expect(seeded.filter((repo) => !repo.active)).toHaveLength(50)

    const seen: number[] = []
    let path: string | null = '/owner/big-org/repos'
    const pages: JsonBody[] = []
    while (path) {
      const reply = await get(path)
      expect(reply.status).toBe(200)
      pages.push(reply.json['@pagination'])
      seen.push(...ids(reply))
      path = reply.json['@pagination'].next?.['@href'] ?? null
    }
    expect(seen).toEqual(seeded.map((repo) => repo.id))
    expect(pages.map((page) => [page.offset, page.limit, page.count, page.is_last])).toEqual([
      [0, 100, 250, false],
      [100, 100, 250, false],
      [200, 100, 250, true]
    ])
    expect(pages[0].last).toEqual({
      '@href': '/owner/big-org/repos?limit=100&offset=200',
      offset: 200,
      limit: 100
    })
    // prev shrinks to the offset when it is less than a page.
    const third = await get('/owner/big-org/repos?limit=40&offset=30')
    expect(third.json['@pagination'].prev).toEqual({
      '@href': '/owner/big-org/repos?limit=30&offset=0',
      offset: 0,
      limit: 30
    })
    // Other parameters: the FancyParser links, keys sorted and encoded.
    const filtered = await get(
      '/owner/big-org/repos?repository.active=true&sort_by=id:desc&limit=50'
    )
    expect(filtered.json['@pagination'].next['@href']).toBe(
      '/owner/big-org/repos?limit=50&offset=50&repository.active=true&sort_by=id%3Adesc'
    )
    expect(filtered.json['@pagination'].count).toBe(200)

    // limit: negative means the default (100), 0 and above 100 the max (100).
    for (const limit of ['-5', '0', '500']) {
      const reply = await get(`/owner/big-org/repos?limit=${limit}`)
      expect(reply.json['@pagination'].limit).toBe(100)
      expect(reply.json.repositories).toHaveLength(100)
    }
    const bad = await get('/owner/big-org/repos?limit=abc')
    expect([bad.status, bad.json.error_message]).toEqual([400, 'limit must be an integer'])
    const skip = await get('/owner/big-org/repos?skip_count=true&offset=200')
    expect(skip.json['@pagination']).toMatchObject({ count: 400, is_last: false })
  })

  it('orders like the query: users by id, organizations not at all, sort_by replaces both', async () => {
    const server = await fake()
    server.state.addOwner({ login: 'alice', type: 'User' })
    for (const id of [5, 3, 9]) server.addRepo({ id, slug: `alice/r${id}`, private: false })
    server.state.addOwner({ login: 'org' })
    for (const [id, name] of [
      [8, 'b'],
      [2, 'c'],
      [6, 'a']
    ] as const) {
      server.addRepo({ id, slug: `org/${name}`, private: false, active: id !== 2 })
    }
    // `Models::User#repositories` orders by id; `Models::Organization#repositories` does not,
    // and Queries::Repositories has no default_sort: here insertion order.
    expect(ids(await get('/owner/alice/repos'))).toEqual([3, 5, 9])
    expect(ids(await get('/owner/org/repos'))).toEqual([8, 2, 6])
    expect(ids(await get('/owner/org/repos?sort_by=name'))).toEqual([6, 8, 2])
    expect(ids(await get('/owner/alice/repos?sort_by=id:desc'))).toEqual([9, 5, 3])
    // active: (case when active then 1 else 2 end), so active ones first when ascending.
    expect(ids(await get('/owner/org/repos?sort_by=active,name:desc'))).toEqual([8, 6, 2])
    // An empty sort_by or one without a valid term leaves the relation's order.
    expect(ids(await get('/owner/alice/repos?sort_by='))).toEqual([3, 5, 9])

    const warned = await get(
      '/owner/alice/repos?sort_by=foo,name_filter:desc,name:sideways&bogus=1'
    )
    expect(ids(warned)).toEqual([3, 5, 9])
    // The query's warnings come first, then the router's ignored parameters.
    expect(warned.json['@warnings']).toEqual([
      {
        '@type': 'warning',
        message: 'name_filter sort was selected, but name_filter param is not supplied, ignoring'
      },
      {
        '@type': 'warning',
        message: 'query value foo for sort_by not a valid sort mode, ignored',
        warning_type: 'ignored_value',
        parameter: 'sort_by',
        value: 'foo'
      },
      {
        '@type': 'warning',
        message: 'query value name:sideways for sort_by not a valid sort mode, ignored',
        warning_type: 'ignored_value',
        parameter: 'sort_by',
        value: 'name:sideways'
      },
      {
        '@type': 'warning',
        message: 'query parameter bogus not safelisted, ignored',
        warning_type: 'ignored_parameter',
        parameter: 'bogus'
      }
    ])
  })

  it('sorts by the default branch last build with NULLS LAST in both orders', async () => {
    const server = await fake()
    const older = server.addRepo({ id: 1, slug: 'org/older', private: false })
    server.addRepo({ id: 2, slug: 'org/never-built', private: false })
    const newer = server.addRepo({ id: 3, slug: 'org/newer', private: false })
    server.state.addBranch(older, { name: 'master', builds: 1 })
    server.state.addBranch(newer, { name: 'master', builds: 1 })
    expect(ids(await get('/owner/org/repos?sort_by=default_branch.last_build'))).toEqual([1, 3, 2])
    expect(ids(await get('/owner/org/repos?sort_by=default_branch.last_build:desc'))).toEqual([
      3, 1, 2
    ])
  })

  it('unstableTies reorders an unordered organization listing per window', async () => {
    const server = await fake({ unstableTies: true })
    const seeded = server.state.seedOwner('org', 30, { isPrivate: () => false })
    const first = ids(await get('/owner/org/repos?limit=10'))
    const second = ids(await get('/owner/org/repos?limit=10&offset=10'))
    const whole = ids(await get('/owner/org/repos'))
    expect(whole).toHaveLength(30)
    expect(new Set(whole)).toEqual(new Set(seeded.map((repo) => repo.id)))
    // Each window is its own draw, so pages need not add up to the whole.
    expect([...first, ...second]).not.toEqual(whole.slice(0, 20))
    // A total order (sort_by=id) is stable across windows.
    const byId = ids(await get('/owner/org/repos?sort_by=id&limit=10&offset=10'))
    expect(byId).toEqual(seeded.slice(10, 20).map((repo) => repo.id))
  })

  it('efficientPagination: id cursor; the join of default_branch.last_build makes it a 500', async () => {
    const server = await fake({ efficientPagination: true })
    server.state.seedOwner('org', 5, { isPrivate: () => false, firstId: 1 })
    const page = await get('/owner/org/repos?sort_by=id:desc&limit=2')
    expect(ids(page)).toEqual([5, 4])
    expect(page.json['@pagination']).toEqual({
      limit: 2,
      offset: 4,
      next: { '@href': '/owner/org/repos?limit=2&offset=4&sort_by=id%3Adesc', offset: 4, limit: 2 }
    })
    expect(ids(await get('/owner/org/repos?sort_by=id:desc&limit=2&offset=4'))).toEqual([3, 2])
    const joined = await get('/owner/org/repos?sort_by=default_branch.last_build&offset=4')
    expect(joined.status).toBe(500)
  })

  it('checks include items while rendering, honours representation, warns of current_build', async () => {
    const server = await fake()
    server.addRepo({ id: 1, slug: 'org/one', private: false })
    server.state.addOwner({ login: 'empty' })

    const format = await get('/owner/org/repos?include=repository')
    expect([format.status, format.json.error_message]).toEqual([
      400,
      'illegal format for include parameter'
    ])
    const field = await get('/owner/org/repos?include=repository.last_build_number')
    expect([field.status, field.json.error_message]).toEqual([
      400,
      'no field "repository.last_build_number" to include'
    ])
    // Nothing rendered, nothing checked.
    expect((await get('/owner/empty/repos?include=repository')).status).toBe(200)

    const included = await get(
      '/owner/org/repos?include=repository.current_build,repository.email_subscribed'
    )
    expect(included.json.repositories[0]).toMatchObject({
      current_build: null,
      email_subscribed: true
    })
    expect(Object.keys(included.json.repositories[0]).slice(-2)).toEqual([
      'current_build',
      'email_subscribed'
    ])
    expect(included.json['@warnings']).toEqual([
      {
        '@type': 'warning',
        message:
          'current_build will soon be deprecated. Please use repository.last_started_build instead',
        warning_type: 'deprecated_parameter',
        parameter: 'current_build'
      }
    ])

    const minimal = await get('/owner/org/repos?representation=minimal')
    expect(minimal.json['@representation']).toBe('minimal')
    expect(minimal.json.repositories[0]).toEqual({
      '@type': 'repository',
      '@href': '/repo/1',
      '@representation': 'minimal',
      id: 1,
      name: 'one',
      slug: 'org/one'
    })
    const withPermissions = await get(
      '/owner/org/repos?representation=minimal&include=repository.@permissions'
    )
    expect(withPermissions.json.repositories[0]['@permissions']).toMatchObject({ read: true })
    const list = await get('/owner/org/repos?representation=list')
    expect(Object.keys(list.json.repositories[0]).slice(4)).toEqual([
      'id',
      'name',
      'slug',
      'active',
      'private',
      'owner',
      'vcs_id',
      'vcs_type',
      'server_type'
    ])
    const unknown = await get('/owner/org/repos?representation=fancy')
    expect(unknown.status).toBe(500)
  })

  it('keeps the demo and the old addRepo defaults', async () => {
    const server = await fake({ seedDemo: true })
    const [demo] = server.state.repos
    expect(demo).toMatchObject({
      id: 1,
      slug: 'octo-org/hello-world',
      private: true,
      ownerName: 'octo-org',
      active: true,
      invalidated: false
    })
    expect(server.state.owners).toEqual([
      {
        id: 1,
        login: 'octo-org',
        type: 'Organization',
        provider: 'github',
        githubId: 1_000_001,
        sharedRepositoryIds: []
      }
    ])
    const reply = await get('/owner/octo-org/repos')
    const builds = demo.branches.reduce((sum, branch) => sum + branch.builds.length, 0)
    expect(reply.json.repositories[0]).toMatchObject({ id: 1, build_count: builds })
  })
})
