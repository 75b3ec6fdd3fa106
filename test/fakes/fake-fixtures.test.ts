// The fake Travis server answers the requests of the live fixtures (test/fixtures/travis-v3,
// INDEX.md says which request each one answers) with the same status and the same shape: the same
// keys at every depth, the same value types, and the same values where the server's rules fix them.
// The fake is seeded with the fixture's own data where ids, names or builds matter.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { newRsaPem } from '../support/keys.js'
import { send, type JsonBody, type Reply } from './fake-request.js'
import { startFakeTravis } from './fake-travis.mjs'
import { fixture } from '../support/fixtures.js'

type FakeTravis = Awaited<ReturnType<typeof startFakeTravis>>
type TravisRepo = ReturnType<FakeTravis['addRepo']>

type BuildJson = {
  id: number
  number: string
  state: string
  duration: number | null
  event_type: string
  previous_state: string | null
  started_at: string | null
  finished_at: string | null
}
type BranchJson = { name: string; exists_on_github: boolean; last_build: BuildJson }
type CacheJson = { name: string; branch: string; size: number; last_modified: string }

const TOKEN = 'fake-travis-token'

// Values the server's rules fix whatever the data: types, representations, error texts.
const FIXED_VALUES = new Set([
  '@type',
  '@representation',
  'error_type',
  'error_message',
  'resource_type',
  'permission',
  'warning_type'
])

function kindOf(value: unknown): string {
  if (value === null) return 'null'
  return Array.isArray(value) ? 'array' : typeof value
}

/**
 * How `actual` differs in shape from `expected`, one `path: difference` line each; [] if alike.
 * Objects need the same set of keys; leaves the same JSON type (null is a type); keys in
 * FIXED_VALUES the same value. Entry counts are data: arrays must only be both empty or both
 * non-empty, and every entry of each side is compared with the entry at the same index on the
 * other side (or its last entry, when that side is shorter).
 */
function shapeDifferences(actual: unknown, expected: unknown, path = '$'): string[] {
  const [kind, expectedKind] = [kindOf(actual), kindOf(expected)]
  if (kind !== expectedKind) return [`${path}: ${kind} instead of ${expectedKind}`]
  if (Array.isArray(actual) && Array.isArray(expected)) {
    if ((actual.length === 0) !== (expected.length === 0)) {
      return [`${path}: ${actual.length} entries instead of ${expected.length}`]
    }
    const pairs = Math.max(actual.length, expected.length)
    return Array.from({ length: pairs }, (_, i) =>
      shapeDifferences(
        actual[Math.min(i, actual.length - 1)],
        expected[Math.min(i, expected.length - 1)],
        `${path}[${i}]`
      )
    ).flat()
  }
  if (kind !== 'object') return []
  const got = actual as Record<string, unknown>
  const want = expected as Record<string, unknown>
  const differences = Object.keys(got)
    .filter((key) => !Object.hasOwn(want, key))
    .map((key) => `${path}.${key}: not in the fixture`)
  for (const key of Object.keys(want)) {
    if (!Object.hasOwn(got, key)) differences.push(`${path}.${key}: missing`)
    else if (FIXED_VALUES.has(key) && got[key] !== want[key]) {
      differences.push(
        `${path}.${key}: ${JSON.stringify(got[key])}, live ${JSON.stringify(want[key])}`
      )
    } else differences.push(...shapeDifferences(got[key], want[key], `${path}.${key}`))
  }
  return differences
}

/** The fake's reply has the fixture's status and shape; returns the fixture. */
function expectLive(reply: Reply, status: number, file: string): JsonBody {
  const live = fixture(file)
  expect(reply.status).toBe(status)
  expect(shapeDifferences(reply.json, live)).toEqual([])
  return live
}

/**
 * The fixtures use the `/v3` path prefix; the fake is reached with `Travis-API-Version: 3`, and then
 * "every `@href` simply lacks the leading `/v3`" (INDEX.md).
 */
function headerForm<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (key, item: unknown) =>
    key === '@href' && typeof item === 'string' ? item.replace(/^\/v3\//, '/') : item
  ) as T
}

/** The spec's repository, id 1 (public unless said otherwise, as in the spec). */
function addMinimal(travis: FakeTravis, isPrivate = false): TravisRepo {
  return travis.addRepo({ id: 1, slug: 'svenfuchs/minimal', private: isPrivate })
}

function buildSpec(build: BuildJson) {
  return {
    id: build.id,
    number: build.number,
    state: build.state,
    duration: build.duration,
    eventType: build.event_type,
    previousState: build.previous_state,
    startedAt: build.started_at,
    finishedAt: build.finished_at
  }
}

/** Branches as in a fixture: names, exists flags and last builds. */
function addBranches(travis: FakeTravis, repo: TravisRepo, branches: BranchJson[]): void {
  for (const branch of branches) {
    travis.state.addBranch(repo, {
      name: branch.name,
      existsOnHost: branch.exists_on_github,
      builds: [buildSpec(branch.last_build)]
    })
  }
}

/** Caches as in a fixture, stored under their branch names. */
function addCaches(travis: FakeTravis, repo: TravisRepo, caches: CacheJson[]): void {
  for (const cache of caches) {
    travis.state.addCache(repo, {
      branch: cache.branch,
      name: cache.name,
      size: cache.size,
      lastModified: cache.last_modified
    })
  }
}

const names = (entries: { name: string }[]): string[] => entries.map((entry) => entry.name)

let rsaPem: string
let otherRsaPem: string

beforeAll(() => {
  rsaPem = newRsaPem()
  otherRsaPem = newRsaPem()
})

describe('the shape comparison', () => {
  it('reports missing and extra keys, other types, fixed values and empty arrays', () => {
    const live = fixture('caches_find.json')
    expect(shapeDifferences(live, live)).toEqual([])
    const changed = JSON.parse(JSON.stringify(live))
    delete changed['@href']
    changed.extra = 1
    changed.caches[2].size = '123'
    changed.caches[1]['@representation'] = 'minimal'
    changed.caches[0].repo.id = null
    expect(shapeDifferences(changed, live)).toEqual([
      '$.extra: not in the fixture',
      '$.@href: missing',
      '$.caches[0].repo.id: null instead of number',
      '$.caches[1].@representation: "minimal", live "standard"',
      '$.caches[2].size: string instead of number'
    ])
    expect(shapeDifferences({ caches: [] }, { caches: live.caches })).toEqual([
      '$.caches: 0 entries instead of 3'
    ])
    // A shorter side is compared through its last entry, in both directions.
    expect(shapeDifferences([{ a: 1 }], [{ a: 1 }, { b: 1 }])).toEqual([
      '$[1].a: not in the fixture',
      '$[1].b: missing'
    ])
  })

  it('turns the /v3 hrefs of a fixture into those of the header opt-in', () => {
    expect(headerForm(fixture('branches_find_page1.json'))).toEqual(
      fixture('branches_find_page1_header_optin.json')
    )
  })
})

describe('the fake travis answers like the live fixtures', () => {
  let travis: FakeTravis
  afterEach(async () => {
    await travis?.close()
  })

  describe('branch', () => {
    it('branch_find.json: GET /repo/1/branch/master', async () => {
      travis = await startFakeTravis()
      const repo = addMinimal(travis)
      addBranches(travis, repo, [fixture('branch_find.json') as unknown as BranchJson])
      const reply = await send(travis.url, '/repo/1/branch/master')
      const live = expectLive(reply, 200, 'branch_find.json')
      expect(reply.json['@href']).toBe(headerForm(live)['@href'])
      expect(reply.json.default_branch).toBe(true)
    })

    it('branch_find_not_found.json: GET /repo/1/branch/nope', async () => {
      travis = await startFakeTravis()
      const repo = addMinimal(travis)
      travis.state.addBranch(repo, { name: 'master' })
      expectLive(await send(travis.url, '/repo/1/branch/nope'), 404, 'branch_find_not_found.json')
    })

    it('branch_find_recent_builds.json: GET /repo/1/branch/master?include=branch.recent_builds', async () => {
      travis = await startFakeTravis()
      const repo = addMinimal(travis)
      const live = fixture('branch_find_recent_builds.json') as JsonBody
      travis.state.addBranch(repo, {
        name: 'master',
        builds: (live.recent_builds as BuildJson[]).map(buildSpec)
      })
      const reply = await send(travis.url, '/repo/1/branch/master?include=branch.recent_builds')
      expectLive(reply, 200, 'branch_find_recent_builds.json')
      // Both seeded builds are push builds, newest first.
      expect(reply.json.recent_builds.map((build: BuildJson) => build.id)).toEqual(
        live.recent_builds.map((build: BuildJson) => build.id)
      )
    })
  })

  describe('branches', () => {
    // The five-branch data set of INDEX.md, as branches_find_default.json shows it.
    const fiveBranches = async () => {
      travis = await startFakeTravis()
      const repo = addMinimal(travis)
      const all = (fixture('branches_find_default.json') as JsonBody).branches as BranchJson[]
      // Added in reverse, so that only the server's default sort can put them in order.
      addBranches(travis, repo, [...all].reverse())
    }

    it.each([
      ['branches_find_default.json', ''],
      ['branches_find_page1.json', '?limit=2'],
      ['branches_find_page3_last.json', '?limit=2&offset=4']
    ])('%s: GET /repo/1/branches%s', async (file, query) => {
      await fiveBranches()
      const reply = await send(travis.url, `/repo/1/branches${query}`)
      const live = headerForm(expectLive(reply, 200, file))
      expect(reply.json['@href']).toBe(live['@href'])
      expect(reply.json['@pagination']).toEqual(live['@pagination'])
      expect(names(reply.json.branches)).toEqual(names(live.branches))
    })

    it('branches_find_page1_header_optin.json: GET /repo/1/branches?limit=2 with the header', async () => {
      await fiveBranches()
      const reply = await send(travis.url, '/repo/1/branches?limit=2')
      const live = expectLive(reply, 200, 'branches_find_page1_header_optin.json')
      // Already in the header form: no /v3 to remove.
      expect(reply.json['@href']).toBe(live['@href'])
      expect(reply.json['@pagination']).toEqual(live['@pagination'])
      expect(names(reply.json.branches)).toEqual(names(live.branches))
    })

    it('branches_find_limit1.json: GET /repo/1/branches?limit=1 (the spec data: master only)', async () => {
      travis = await startFakeTravis()
      const repo = addMinimal(travis)
      const live = headerForm(fixture('branches_find_limit1.json') as JsonBody)
      addBranches(travis, repo, live.branches)
      const reply = await send(travis.url, '/repo/1/branches?limit=1')
      expectLive(reply, 200, 'branches_find_limit1.json')
      expect(reply.json['@href']).toBe(live['@href'])
      expect(reply.json['@pagination']).toEqual(live['@pagination'])
    })

    it('warning_ignored_parameter.json: the @warnings entry of GET /repo/1/branches?foo=bar', async () => {
      await fiveBranches()
      const reply = await send(travis.url, '/repo/1/branches?foo=bar')
      expect(reply.status).toBe(200)
      expect(reply.json['@warnings']).toHaveLength(1)
      const live = fixture('warning_ignored_parameter.json')
      expect(shapeDifferences(reply.json['@warnings'][0], live)).toEqual([])
      // The request fixes every value of the warning.
      expect(reply.json['@warnings'][0]).toEqual(live)
    })
  })

  describe('caches', () => {
    const seeded = async (caches = true) => {
      travis = await startFakeTravis()
      const repo = addMinimal(travis)
      if (caches) addCaches(travis, repo, (fixture('caches_find.json') as JsonBody).caches)
    }
    const sortedNames = (entries: { name: string }[]) => names(entries).sort()

    // The order is not compared: the live list is S3 objects, then GCS objects (`cd-mac-build`
    // comes from GCS in the spec); the fake has one storage and lists it in key order.
    it.each([
      ['caches_find.json', 'GET', ''],
      ['caches_find_branch.json', 'GET', '?branch=ha-bug-rm_rf'],
      ['caches_find_match.json', 'GET', '?match=osx'],
      ['caches_delete.json', 'DELETE', ''],
      ['caches_delete_branch.json', 'DELETE', '?branch=ha-bug-rm_rf'],
      ['caches_delete_match.json', 'DELETE', '?match=osx']
    ])('%s: %s /repo/1/caches%s', async (file, method, query) => {
      await seeded()
      const reply = await send(travis.url, `/repo/1/caches${query}`, { method })
      const live = headerForm(expectLive(reply, 200, file))
      // Collections have `@href` on GET only (the shape comparison checks that it is absent).
      if (method === 'GET') expect(reply.json['@href']).toBe(live['@href'])
      expect(sortedNames(reply.json.caches)).toEqual(sortedNames(live.caches))
    })

    it('caches_find_empty.json: GET /repo/1/caches with nothing stored', async () => {
      await seeded(false)
      expectLive(await send(travis.url, '/repo/1/caches'), 200, 'caches_find_empty.json')
    })

    it('caches_delete_insufficient_access.json: DELETE without repository_cache_delete', async () => {
      await seeded()
      travis.tokens['viewer'] = { user: 'viewer', cacheDelete: false }
      const reply = await send(travis.url, '/repo/1/caches', {
        method: 'DELETE',
        headers: { Authorization: 'token viewer' }
      })
      const live = headerForm(expectLive(reply, 403, 'caches_delete_insufficient_access.json'))
      expect(reply.json.repository).toEqual(live.repository)
    })
  })

  describe('key_pair', () => {
    const privateRepo = async (keyPair: { privateKey: string; description: string } | null) => {
      travis = await startFakeTravis()
      addMinimal(travis, true).keyPair = keyPair
    }

    it('key_pair_create.json: POST /repo/1/key_pair with value and description', async () => {
      await privateRepo(null)
      const reply = await send(travis.url, '/repo/1/key_pair', {
        method: 'POST',
        body: { 'key_pair.value': rsaPem, 'key_pair.description': 'foo key pair' }
      })
      const live = headerForm(expectLive(reply, 201, 'key_pair_create.json'))
      expect(reply.json['@href']).toBe(live['@href'])
      expect(reply.json['@permissions']).toEqual(live['@permissions'])
      expect(reply.json.description).toBe(live.description)
    })

    it('key_pair_update.json: PATCH /repo/1/key_pair with a new description and value', async () => {
      await privateRepo({ privateKey: rsaPem, description: 'old description' })
      const reply = await send(travis.url, '/repo/1/key_pair', {
        method: 'PATCH',
        body: { 'key_pair.description': 'new description', 'key_pair.value': otherRsaPem }
      })
      const live = headerForm(expectLive(reply, 200, 'key_pair_update.json'))
      expect(reply.json['@permissions']).toEqual(live['@permissions'])
      expect(reply.json.description).toBe(live.description)
    })

    it('key_pair_missing_value.json: POST /repo/1/key_pair without key_pair.value', async () => {
      await privateRepo(null)
      const reply = await send(travis.url, '/repo/1/key_pair', {
        method: 'POST',
        body: { 'key_pair.description': 'foo key pair' }
      })
      expectLive(reply, 400, 'key_pair_missing_value.json')
    })

    it('key_pair_delete_insufficient_access.json: DELETE without repository_settings_delete', async () => {
      await privateRepo({ privateKey: rsaPem, description: 'foo key pair' })
      travis.tokens['reader'] = { user: 'reader', keyPairWrite: false }
      const reply = await send(travis.url, '/repo/1/key_pair', {
        method: 'DELETE',
        headers: { Authorization: 'token reader' }
      })
      const live = headerForm(expectLive(reply, 403, 'key_pair_delete_insufficient_access.json'))
      expect(reply.json.repository).toEqual(live.repository)
    })
  })

  describe('settings', () => {
    it('settings_list_private_repo.json: GET /repo/1/settings of a private repository', async () => {
      travis = await startFakeTravis()
      // The spec suite computes config_validation false (its repository predates the cut-off,
      // docs/travis-api.md#set-list); a real server lists true, as the fake does unless a value is stored.
      addMinimal(travis, true).settings.config_validation = false
      const reply = await send(travis.url, '/repo/1/settings')
      const live = headerForm(expectLive(reply, 200, 'settings_list_private_repo.json'))
      expect(reply.json['@href']).toBe(live['@href'])
      // Names, their order and the defaults are the server's (test environment).
      const pairs = (settings: { name: string; value: unknown }[]) =>
        settings.map(({ name, value }) => [name, value])
      expect(pairs(reply.json.settings)).toEqual(pairs(live.settings))
    })

    it.each(['/repo/1/settings', '/repo/1/setting/build_pushes'])(
      'settings_insufficient_access_read.json: GET %s without repository_settings_read',
      async (path) => {
        travis = await startFakeTravis()
        addMinimal(travis, true)
        travis.tokens['outsider'] = { user: 'outsider', settingsRead: false }
        const reply = await send(travis.url, path, { headers: { Authorization: 'token outsider' } })
        const live = headerForm(expectLive(reply, 403, 'settings_insufficient_access_read.json'))
        expect(reply.json.repository).toEqual(live.repository)
      }
    )
  })

  describe('generic errors', () => {
    // `Token` with a capital T needs a known token: an unknown one is refused in plain text first.
    it.each(['Bearer x', `Token ${TOKEN}`])(
      'error_wrong_credentials.json: Authorization: %s',
      async (authorization) => {
        travis = await startFakeTravis()
        addMinimal(travis, true)
        const reply = await send(travis.url, '/repo/1/settings', {
          headers: { Authorization: authorization }
        })
        expectLive(reply, 403, 'error_wrong_credentials.json')
      }
    )

    it.each(['/repo/1/branch/master', '/repo/1/branches'])(
      'error_wrong_params_include_field.json: GET %s?include=branch.foo',
      async (path) => {
        travis = await startFakeTravis()
        const repo = addMinimal(travis)
        travis.state.addBranch(repo, { name: 'master' })
        const reply = await send(travis.url, `${path}?include=branch.foo`)
        expectLive(reply, 400, 'error_wrong_params_include_field.json')
      }
    )

    it('error_wrong_params_include_format.json: ?include=repository.last_build.branch', async () => {
      travis = await startFakeTravis()
      const repo = addMinimal(travis)
      travis.state.addBranch(repo, { name: 'master' })
      const reply = await send(travis.url, '/repo/1/branches?include=repository.last_build.branch')
      expectLive(reply, 400, 'error_wrong_params_include_format.json')
    })
  })
})
