// /repo/{repo}/builds, /build/{id}, /build/{id}/restart and /build/{id}/cancel (travis-api
// `services/builds/find.rb`, `services/build/*`, `renderer/build.rb`, docs/travis-api.md#builds):
// a build as the server renders it, the listing, one build with its jobs, and the two writes,
// each one attempt (answered 202: the work is queued for travis-hub).
import type { TravisClient } from '../client.js'
import { TravisApiError } from '../errors.js'
import type { Listing, Page, Paged } from '../pages.js'
import { buildPath, includeParameter, type Query } from '../paths.js'
import {
  arrayOf,
  count,
  nullable,
  object,
  optional,
  pageShape,
  shape,
  text,
  textOrNull,
  withId
} from '../shapes.js'

/**
 * A job as `include=build.jobs,job.state,job.config` renders it (standard representation: its
 * stage minimal, with its name; `config` through travis-api's ConfigObfuscator).
 */
export interface JobRecord {
  id: number
  number?: string
  state?: string
  allow_failure?: boolean
  started_at?: string | null
  finished_at?: string | null
  stage?: { name?: string } | null
  config?: Record<string, unknown> | null
}

/** A build as the standard representation renders it, with what the action reads. */
export type BuildRecord = Record<string, unknown> & {
  id: number
  number: string
  state: string
  duration?: number | null
  event_type?: string
  pull_request_number?: number | null
  started_at?: string | null
  finished_at?: string | null
  branch?: { name: string } | null
  commit?: { sha?: string; message?: string | null } | null
  jobs?: JobRecord[]
  /** Minimal: `/build/{id}` is a global route, so this says whose build it is. */
  repository?: { id: number; slug: string }
}

/** One build as `/build/{id}` renders it (BUILD): with its repository. */
export type OneBuild = BuildRecord & { repository: { id: number; slug: string } }

export interface BuildsBody extends Paged {
  builds: BuildRecord[]
}

const BUILD_FIELDS = {
  id: count,
  number: text,
  state: text,
  started_at: optional(textOrNull),
  finished_at: optional(textOrNull),
  branch: optional(nullable(object({ name: text }))),
  jobs: optional(
    arrayOf(
      object({
        id: count,
        number: optional(text),
        state: optional(text),
        started_at: optional(textOrNull),
        finished_at: optional(textOrNull),
        stage: optional(nullable(object({ name: optional(text) })))
      })
    )
  )
}

/** One build, standard: with its repository (minimal), which a listing's builds need not say. */
export const BUILD = shape(
  'a build',
  'id, number, state, started_at, finished_at, branch.name, jobs, repository.id, repository.slug',
  object({ ...BUILD_FIELDS, repository: object({ id: count, slug: text }) })
)

export const BUILDS = pageShape('a build list', 'builds', 'id, number, state', BUILD_FIELDS)

/** The 202 of a restart or cancel: `pending`, with the build as it was (minimal). */
export const BUILD_ACCEPTED = shape(
  'an accepted build action',
  'build.id, state_change',
  object({ build: object({ id: count }), state_change: text })
)

/**
 * The jobs with their states and configs (a job's name is made from its config: model/job-names.ts):
 * what waiting reads on every poll. `job.stage` is not asked for: the standard job already holds
 * its stage (minimal, with the name), and included the stage would list its jobs again.
 */
const WITH_JOBS = { include: 'build.jobs,job.state,job.config' }

/** What list-builds asks for: `build.` filters and `branch.name` (builds/find.rb). */
export interface BuildQuery {
  branch: string
  states: string[]
  eventTypes: string[]
  include: string[]
}

/**
 * How pages.ts reads a repository's builds: newest first (queries/builds.rb `default_sort
 * "number:desc,id:desc"`, a total order since ids are unique). Several states or event types
 * are one comma separated value (`list(state)`).
 */
export function buildListing(
  client: TravisClient,
  query: BuildQuery
): Listing<BuildsBody, BuildRecord> {
  const params = (page: Page): Query => ({
    'branch.name': query.branch === '' ? undefined : serverFilterOf(query.branch),
    'build.state': query.states.length === 0 ? undefined : query.states.join(','),
    'build.event_type': query.eventTypes.length === 0 ? undefined : query.eventTypes.join(','),
    include: includeParameter(query.include),
    limit: page.limit,
    offset: page.offset
  })
  return {
    page: (page) =>
      client.get<BuildsBody>(`${client.repositoryPath}/builds`, BUILDS, {
        query: params(page)
      }),
    link: (href) => client.followLink<BuildsBody>(href, BUILDS),
    items: (body) => body.builds,
    noun: 'builds'
  }
}

/**
 * The build with its jobs and their states; `signal` ends the read and its retries. An answer
 * about another build is refused (shapes.ts withId): it is never taken for this one.
 */
export function requestBuildGet(
  client: TravisClient,
  id: number,
  signal?: AbortSignal
): Promise<OneBuild> {
  return client.get<OneBuild>(buildPath(id), withId(BUILD, id), { query: WITH_JOBS, signal })
}

/**
 * A branch name as the server's `branch.name` filter can take it: none for a name with a comma,
 * which the server would read as several branches (the caller matches the name itself).
 */
export function serverFilterOf(branch: string | undefined): string | undefined {
  return branch?.includes(',') ? undefined : branch
}

/** Which builds of a repository a page lists: of a branch, or of an event type. */
export interface BuildsFilter {
  branch?: string
  eventType?: string
}

/**
 * One page of a repository's builds with their jobs, newest first, those of `branch` only,
 * matched exactly. travis-api splits every filter value at its commas (`query.rb` `list`,
 * `builds.branch IN (?)`): `branch.name=fix,cleanup` lists the builds of `fix` and `cleanup`,
 * never those of the branch `fix,cleanup` (docs/travis-api.md#builds), so such a name is not
 * sent as a filter: the repository's builds are listed and its own kept. `listed`: the ids of
 * the builds the server gave, before that match (a page is full when it gave `limit`).
 */
export async function requestBuildsGet(
  client: TravisClient,
  filter: BuildsFilter,
  page: { limit: number; offset: number },
  signal?: AbortSignal
): Promise<{ builds: BuildRecord[]; listed: number[] }> {
  const query = {
    'branch.name': serverFilterOf(filter.branch),
    'build.event_type': filter.eventType,
    ...WITH_JOBS,
    limit: page.limit,
    offset: page.offset === 0 ? undefined : page.offset
  }
  const path = `${client.repositoryPath}/builds`
  const body = await client.get<BuildsBody>(path, BUILDS, { query, signal })
  const builds =
    filter.branch === undefined
      ? body.builds
      : body.builds.filter((build) => build.branch?.name === filter.branch)
  return { builds, listed: body.builds.map((build) => build.id) }
}

/** One POST attempt of a restart (202, queued for travis-hub). */
export async function requestBuildRestartPost(
  client: TravisClient,
  id: number,
  attempt: number
): Promise<void> {
  await client.send('POST', buildPath(id, 'restart'), BUILD_ACCEPTED, { once: attempt })
}

/** One POST attempt of a cancel (202, queued for travis-hub). */
export async function requestBuildCancelPost(
  client: TravisClient,
  id: number,
  attempt: number
): Promise<void> {
  await client.send('POST', buildPath(id, 'cancel'), BUILD_ACCEPTED, { once: attempt })
}

/** A 409 of a build action: `build_already_running` (restart) or `build_not_cancelable`. */
export function conflictOf(error: unknown): string | null {
  return error instanceof TravisApiError && error.status === 409 ? (error.errorType ?? null) : null
}
