// The data the live tests put into the real server (the kit's seed document, its
// `seed.schema.json`), built here so that every group of tests says what it starts from, and the
// same document loaded into the fake for the conformance test (`loadIntoFake`).
import type { FakeTravis } from '../e2e/helpers.js'

export type Access = 'admin' | 'push' | 'pull'

export interface SeedUser {
  login: string
  id?: number
  tokens?: string[]
  permissions?: Record<string, Access>
  authorizer?: Record<string, { permissions: string[]; roles: string[] }>
}

export interface SeedOrganization {
  login: string
  id?: number
  members?: Record<string, 'admin' | 'member'>
}

export interface SeedBuild {
  state?: string
  started_at?: string
  finished_at?: string
  duration?: number
  created_at?: string
  event_type?: 'push' | 'pull_request' | 'cron' | 'api'
  pull_request_number?: number
  pull_request_title?: string
}

export interface SeedBranch {
  name: string
  exists_on_github?: boolean
  builds?: SeedBuild[]
}

export interface SeedCache {
  branch?: string
  pr?: number
  group?: string
  name: string
  size?: number
  last_modified?: string
}

export interface SeedRepository {
  owner: string
  name: string
  id?: number
  private?: boolean
  active?: boolean
  default_branch?: string
  settings?: Record<string, boolean | number>
  key_pair?: { value: string; description?: string } | null
  /** PEM RSA private key of GET key_pair/generated; default the document's, then the kit's file. */
  generated_key?: string
  branches?: SeedBranch[]
  caches?: SeedCache[]
}

export interface SeedDocument {
  now?: string
  users?: SeedUser[]
  organizations?: SeedOrganization[]
  repositories?: SeedRepository[]
  safelisted_ips?: string[]
  /** Every repository's generated key (ssl_keys); default the kit's lib/generated-key.pem. */
  generated_key?: string
}

/** What the kit answers to a seed: the ids it gave. */
export interface SeedSummary {
  ok: boolean
  repositories: Record<string, number>
  users: Record<string, number>
}

export const ADMIN_TOKEN = 'live-admin-token-0001'
export const READONLY_TOKEN = 'live-readonly-token-0002'
export const PUSH_TOKEN = 'live-push-token-0003'
/** The private repository most tests work on (id 1). */
export const REPO = 'octo-org/private-repo'
export const PUBLIC_REPO = 'octo-org/public-repo'
export const USER_REPO = 'octo-user/user-repo'
export const DAY_MS = 24 * 60 * 60 * 1000

/** An ISO timestamp `days` before now, without milliseconds (as the server renders times). */
export function daysAgo(days: number, now = Date.now()): string {
  return new Date(now - days * DAY_MS).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** `count` passed builds, one a day, the newest `newestDaysAgo` days ago. */
export function passedBuilds(count: number, newestDaysAgo = 1): SeedBuild[] {
  return Array.from({ length: count }, (_, i) => ({
    state: 'passed',
    started_at: daysAgo(newestDaysAgo + count - 1 - i)
  }))
}

/**
 * Three users, one organisation with the private repository (id 1) and a public one (id 2), and
 * a user repository (id 3): the admin (octo-user) is admin of octo-org and of both private
 * repositories and may push to the public one; ro-user may only read the private repository;
 * pusher may push to it. `repositories` replaces the private repository's defaults field by field.
 * Rate limiting is off (127.0.0.1 safelisted) unless `rateLimited`.
 */
export function baseSeed(
  options: {
    repo?: Partial<SeedRepository>
    more?: SeedRepository[]
    rateLimited?: boolean
  } = {}
): SeedDocument {
  return {
    users: [
      {
        login: 'octo-user',
        id: 1,
        tokens: [ADMIN_TOKEN],
        permissions: { [REPO]: 'admin', [PUBLIC_REPO]: 'push', [USER_REPO]: 'admin' }
      },
      { login: 'ro-user', id: 2, tokens: [READONLY_TOKEN], permissions: { [REPO]: 'pull' } },
      { login: 'pusher', id: 3, tokens: [PUSH_TOKEN], permissions: { [REPO]: 'push' } }
    ],
    organizations: [
      { login: 'octo-org', id: 1, members: { 'octo-user': 'admin', 'ro-user': 'member' } }
    ],
    repositories: [
      {
        owner: 'octo-org',
        name: 'private-repo',
        id: 1,
        private: true,
        default_branch: 'main',
        key_pair: null,
        branches: [{ name: 'main', builds: passedBuilds(2) }],
        ...options.repo
      },
      {
        owner: 'octo-org',
        name: 'public-repo',
        id: 2,
        private: false,
        default_branch: 'main',
        branches: [{ name: 'main', builds: passedBuilds(1) }]
      },
      {
        owner: 'octo-user',
        name: 'user-repo',
        id: 3,
        private: true,
        default_branch: 'master',
        branches: [{ name: 'master', builds: passedBuilds(1) }]
      },
      ...(options.more ?? [])
    ],
    ...(options.rateLimited ? {} : { safelisted_ips: ['127.0.0.1'] })
  }
}

/**
 * Loads a seed document into a fake, as the kit's seeder lays it out (lib/seeder.rb): owners with
 * their ids and GitHub ids (users 1000 + id, organisations 2000 + id), repositories with their
 * ids, builds numbered per repository in `created_at` order with ids in that order across the
 * document and no `previous_state` (the seeder writes none), branch `last_build` the newest,
 * caches under the branch name or `PR.<n>`; each build with the seeder's commit, no jobs, no sender
 * and the load time as its update time; repositories with the seeder's GitHub ids (3000 + id), and
 * the id sequences (builds and jobs, commits, requests) where the seeder leaves them. Tokens get, per repository, the rights the kit's
 * authorizer derives from the user's permission rows (its README, "Permissions"): admin and push
 * hold every repository permission, pull only `repository_settings_read`; a private repository
 * without a row is invisible, a public one read-only (the fake's `repositories` rights).
 */
export function loadIntoFake(fake: FakeTravis, doc: SeedDocument): void {
  const ids = new Map<string, number>()
  const seededAt = new Date()
  let nextOwnerId = 1
  for (const user of doc.users ?? []) {
    const id = user.id ?? nextOwnerId
    nextOwnerId = id + 1
    fake.state.addOwner({ login: user.login, type: 'User', id, githubId: 1000 + id })
    ids.set(user.login, id)
  }
  nextOwnerId = 1
  for (const org of doc.organizations ?? []) {
    const id = org.id ?? nextOwnerId
    nextOwnerId = id + 1
    fake.state.addOwner({ login: org.login, type: 'Organization', id, githubId: 2000 + id })
  }
  let nextBuildId = 1
  for (const spec of doc.repositories ?? []) {
    const repo = fake.state.addRepo({
      id: spec.id ?? 0,
      // The seeder's vcs_id, which is the repository's github_id too (lib/seeder.rb L232).
      githubId: 3000 + (spec.id ?? 0),
      slug: `${spec.owner}/${spec.name}`,
      private: spec.private ?? false,
      active: spec.active ?? true,
      defaultBranch: spec.default_branch ?? 'main',
      keyPair: spec.key_pair
        ? { privateKey: spec.key_pair.value, description: spec.key_pair.description ?? null }
        : null,
      // The kit's own default (lib/generated-key.pem) is unknown here: the fake's stands for it.
      ...((spec.generated_key ?? doc.generated_key) === undefined
        ? {}
        : { generatedKey: spec.generated_key ?? doc.generated_key }),
      settings: { ...spec.settings }
    })
    const numbered = (spec.branches ?? [])
      .flatMap((branch) => (branch.builds ?? []).map((build) => ({ branch: branch.name, build })))
      .map((entry, index) => ({ ...entry, index, created: createdAt(entry.build) }))
      .sort((a, b) => a.created - b.created || a.index - b.index)
      .map((entry, index) => ({ ...entry, id: nextBuildId + index, number: index + 1 }))
    nextBuildId += numbered.length
    for (const branch of spec.branches ?? []) {
      const builds = numbered
        .filter((entry) => entry.branch === branch.name)
        .reverse()
        .map((entry) => ({
          id: entry.id,
          number: String(entry.number),
          state: entry.build.state ?? 'passed',
          startedAt: entry.build.started_at ?? null,
          finishedAt: entry.build.finished_at ?? finishedAt(entry.build),
          // The seeder's rule: a build with a pull request number is a pull request build.
          eventType:
            entry.build.event_type ??
            (entry.build.pull_request_number === undefined ? 'push' : 'pull_request'),
          pullRequestNumber: entry.build.pull_request_number ?? null,
          pullRequestTitle:
            entry.build.pull_request_number === undefined
              ? null
              : (entry.build.pull_request_title ?? `PR #${entry.build.pull_request_number}`),
          duration: entry.build.duration ?? durationOf(entry.build),
          previousState: null,
          // The seeder's commit of each build (one per build, so its id is the build's), no jobs,
          // no sender; the schema's trigger stamps updated_at with the time of the seed
          // (structure.sql `set_updated_at_on_builds`).
          commit: {
            id: entry.id,
            sha: ((BigInt(spec.id ?? 0) << 32n) + BigInt(entry.id)).toString(16).padStart(40, '0'),
            message: `commit ${entry.number} on ${branch.name}`,
            committedAt: new Date(entry.created)
          },
          jobIds: [],
          createdBy: null,
          updatedAt: seededAt
        }))
      fake.state.addBranch(repo, {
        name: branch.name,
        existsOnHost: branch.exists_on_github ?? true,
        builds
      })
    }
    for (const cache of spec.caches ?? []) {
      fake.state.addCache(repo, {
        ...(cache.group !== undefined
          ? { group: cache.group }
          : cache.pr !== undefined
            ? { pullRequest: cache.pr }
            : { branch: cache.branch }),
        name: cache.name,
        size: cache.size ?? 0,
        lastModified: cache.last_modified ?? new Date().toISOString()
      })
    }
  }
  // The sequences where the seeder leaves them (lib/seeder.rb `sequences_sql`: each after the
  // highest id it wrote): one commit and one request per seeded build (`add_build`), builds and
  // jobs sharing one; the fake holds no seeded requests, only their ids are spent.
  fake.state.sequences.build = nextBuildId - 1
  fake.state.sequences.commit = nextBuildId - 1
  fake.state.sequences.request = nextBuildId - 1
  // models/user.rb: the repositories a user has rows on, less those of their organisations.
  for (const user of doc.users ?? []) {
    const organisations = (doc.organizations ?? [])
      .filter((org) => Object.hasOwn(org.members ?? {}, user.login))
      .map((org) => org.login)
    const owner = fake.state.owners.find((held) => held.login === user.login)
    if (!owner) continue
    owner.sharedRepositoryIds = Object.keys(user.permissions ?? {})
      .filter((slug) => !organisations.includes(slug.split('/')[0] ?? ''))
      .map((slug) => fake.state.repos.find((repo) => repo.slug === slug)?.id)
      .filter((id): id is number => id !== undefined)
  }
  for (const user of doc.users ?? []) {
    const repositories = Object.fromEntries(
      Object.entries(user.permissions ?? {}).map(([slug, level]) => {
        const writes = level !== 'pull'
        const rights = {
          settingsWrite: writes,
          keyPairWrite: writes,
          cacheView: writes,
          cacheDelete: writes,
          buildWrite: writes
        }
        return [slug.toLowerCase(), rights]
      })
    )
    for (const token of user.tokens ?? []) {
      fake.tokens[token] = { user: user.login, settingsRead: true, repositories }
    }
  }
}

const FINISHED_STATES = ['passed', 'failed', 'errored', 'canceled']

function createdAt(build: SeedBuild): number {
  if (build.created_at) return Date.parse(build.created_at)
  return Date.parse(build.started_at ?? '') - 10_000
}

function finishedAt(build: SeedBuild): string | null {
  if (!build.started_at || !FINISHED_STATES.includes(build.state ?? 'passed')) return null
  const seconds = build.duration ?? 95
  return new Date(Date.parse(build.started_at) + seconds * 1000)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
}

function durationOf(build: SeedBuild): number | null {
  const end = build.finished_at ?? finishedAt(build)
  if (!build.started_at || !end) return null
  return Math.round((Date.parse(end) - Date.parse(build.started_at)) / 1000)
}
