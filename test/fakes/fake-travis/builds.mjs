// /repo/{repo}/requests, /repo/{repo}/request/{id}, /repo/{repo}/builds, /build/{id} and its
// restart and cancel (docs/travis-api.md#builds, #build-requests): build requests, and the
// pipeline behind them as the live kit plays it (travis-api-live/README.md "The build
// pipeline", lib/pipeline.rb). travis-api only queues a request for travis-gatekeeper and a
// restart or cancel for travis-hub; the fake's `state.pipeline` says what they do, and when:
// - a request stays `pending` for `pendingReads` reads of it, then the gatekeeper takes it on the
//   next one: a build with `jobs` jobs (state created), or, with `reject`, no build;
// - a build then shows `states[0]` on the first read of `/build/{id}`, `states[1]` on the next,
//   the last one staying: a state, or `{state, jobs: [job states], ranSeconds}` (the workers and
//   travis-hub; `ranSeconds`: how long a build that finishes now has run);
// - travis-hub applies a restart or cancel right after its 202 (the kit's `/hub`).
import {
  collectionRepresentation,
  findRepo,
  hasPermissionRow,
  includes,
  requestHref,
  requireLoginAndRepo,
  rightsOn,
  warnUnknownParams
} from './params.mjs'
import {
  TravisApiError,
  branchHref,
  buildCore,
  formatTime,
  notFound,
  repoAccessError,
  repoMinimal,
  resultResponse
} from './render.mjs'
import { paginate } from './pagination.mjs'

/** @typedef {import('./params.mjs').TravisContext} TravisContext */
/** @typedef {import('./state.mjs').TravisRepo} TravisRepo */
/** @typedef {import('./state.mjs').TravisBranch} TravisBranch */
/** @typedef {import('./state.mjs').TravisBuild} TravisBuild */
/** @typedef {import('./state.mjs').TravisRequest} TravisRequest */
/** @typedef {import('./render.mjs').Json} Json */
/** @typedef {import('../fake-http.mjs').FakeResponse} FakeResponse */

const FINISHED = ['passed', 'failed', 'errored', 'canceled']
/** requests/create.rb: `LIMIT = 10` per `TIME_FRAME = 1.hour` for a token without full access. */
const HOUR_MS = 3_600_000
/** builds/find.rb `params :state, :event_type, …, prefix: :build` and `"branch.name"`. */
const BUILD_FILTERS = ['state', 'event_type', 'previous_state', 'created_by']
const JOB_FIELDS = ['state', 'number', 'allow_failure', 'started_at', 'finished_at', 'config']

/**
 * Every build of the repositories the caller sees, with where it lives.
 * @param {TravisContext} ctx
 * @param {number} id
 */
function locateBuild(ctx, id) {
  for (const repo of ctx.state.repos) {
    for (const branch of repo.branches) {
      const index = branch.builds.findIndex((build) => build.id === id)
      if (index >= 0) return { repo, branch, index, build: branch.builds[index] }
    }
  }
  return undefined
}

/**
 * `/build/{id}` (`queries/build.rb` find, `access_control` visible): 404 build when unknown or
 * its repository is private and not the caller's.
 * @param {TravisContext} ctx
 */
function findBuild(ctx) {
  const found = locateBuild(ctx, Number(ctx.name))
  if (!found || (found.repo.private && !hasPermissionRow(ctx.user, found.repo))) {
    throw notFound('build')
  }
  // The caller's rights are those on the build's repository (params.mjs rightsOn).
  ctx.user = rightsOn(ctx.user, found.repo)
  return found
}

/**
 * A job as `include=build.jobs` (or any `job.` include) renders it, standard
 * (`renderer/build.rb` include_full_jobs?, `renderer/job.rb`); minimal otherwise.
 * @param {TravisContext} ctx
 * @param {TravisRepo} repo
 * @param {TravisBuild} build
 * @param {{ id: number, number: string, state: string }} job
 * @param {boolean} full
 * @returns {Json}
 */
function renderJob(ctx, repo, build, job, full) {
  const head = { '@type': 'job', '@href': `/job/${job.id}` }
  if (!full) return { ...head, '@representation': 'minimal', id: job.id }
  const write = Boolean(ctx.user?.buildWrite)
  return {
    ...head,
    '@representation': 'standard',
    '@permissions': {
      read: true,
      debug: write,
      delete_log: write,
      view_log: true,
      cancel: write,
      restart: write,
      prioritize: false
    },
    id: job.id,
    allow_failure: false,
    number: job.number,
    state: job.state,
    started_at: formatTime(
      ['created', 'received', 'queued'].includes(job.state) ? null : build.startedAt
    ),
    finished_at: formatTime(FINISHED.includes(job.state) ? build.finishedAt : null),
    build: { '@href': `/build/${build.id}` },
    queue: 'builds.linux',
    repository: repoMinimal(repo)
  }
}

/**
 * `renderer/build.rb` standard: the minimal fields, then repository, branch (minimal), tag,
 * commit (minimal, with the request's message), jobs, stages, created_by, updated_at.
 * @param {TravisContext} ctx
 * @param {{ repo: TravisRepo, branch: TravisBranch, index: number, build: TravisBuild }} found
 * @param {boolean} fullJobs
 * @returns {Json}
 */
function renderBuild(ctx, { repo, branch, index, build }, fullJobs) {
  return {
    ...buildCore(repo, branch, index, 'standard', Boolean(ctx.user?.buildWrite)),
    repository: repoMinimal(repo),
    branch: {
      '@type': 'branch',
      '@href': branchHref(repo, branch.name),
      '@representation': 'minimal',
      name: branch.name
    },
    tag: null,
    commit: renderCommit(repo, branch, build),
    jobs: (build.jobs ?? []).map((job) => renderJob(ctx, repo, build, job, fullJobs)),
    stages: [],
    // The kit's seeded builds have no sender (createdBy null); an API build's is the requesting
    // user on the real server, which the fake's tokens do not model: null too.
    created_by: build.createdBy ?? null,
    updated_at: formatTime(
      build.updatedAt ?? build.finishedAt ?? build.startedAt ?? build.createdAt,
      true
    )
  }
}

/**
 * The build's commit, minimal: a seeded one as the kit's seeder writes it (with a compare URL),
 * or the one the gatekeeper made of a request (the request's message and sha, no compare URL;
 * lib/pipeline.rb build_for).
 * @param {TravisRepo} repo
 * @param {TravisBranch} branch
 * @param {TravisBuild} build
 * @returns {Json}
 */
function renderCommit(repo, branch, build) {
  const seeded = build.commit
  return {
    '@type': 'commit',
    '@representation': 'minimal',
    id: seeded?.id ?? build.id,
    sha: seeded?.sha ?? build.sha ?? null,
    ref: `refs/heads/${branch.name}`,
    message: seeded?.message ?? build.message ?? null,
    compare_url: seeded
      ? `https://github.com/${repo.slug}/compare/${seeded.sha.slice(0, 12)}`
      : null,
    committed_at: formatTime(seeded?.committedAt ?? build.createdAt ?? build.startedAt)
  }
}

/**
 * Whether jobs come whole: `include=build.jobs` or any `job.` item (renderer/build.rb).
 * @param {TravisContext} ctx
 */
function fullJobs(ctx) {
  const items = includes(ctx, { build: ['jobs', 'request', 'log_complete'], job: JOB_FIELDS })
  return items.has('build.jobs') || [...items].some((item) => item.startsWith('job.'))
}

/**
 * Moves a build to a state: the build and, unless given, every unfinished job (lib/pipeline.rb
 * set_build_state).
 * @param {TravisBuild} build
 * @param {string | { state: string, jobs?: string[], ranSeconds?: number }} step
 */
function moveBuild(build, step) {
  const { state, jobs, ranSeconds } =
    typeof step === 'string' ? { state: step, jobs: undefined, ranSeconds: undefined } : step
  const now = new Date()
  build.previousState = build.state
  build.state = state
  if (ranSeconds !== undefined) build.startedAt = new Date(now.getTime() - ranSeconds * 1000)
  if (!['created', 'received', 'queued'].includes(state)) build.startedAt ??= now
  build.finishedAt = FINISHED.includes(state) ? now : null
  for (const [i, job] of (build.jobs ?? []).entries()) {
    job.state = jobs?.[i] ?? (FINISHED.includes(job.state) ? job.state : state)
  }
}

/**
 * `GET /build/{id}` (`services/build/find.rb`): the build, after the pipeline's next step.
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function findBuildService(ctx) {
  const found = findBuild(ctx)
  const full = fullJobs(ctx)
  warnUnknownParams(ctx, 'build', ['id'])
  const step = found.build.script?.shift()
  if (step !== undefined) moveBuild(found.build, step)
  return resultResponse(200, renderBuild(ctx, found, full), ctx.warnings)
}

/**
 * `GET /repo/{repo}/builds` (`services/builds/find.rb`, `queries/builds.rb`): filters by
 * `branch.name` and the `build.` states and events (comma separated lists), newest first
 * (`number:desc,id:desc`), paged; jobs minimal unless included.
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function findBuilds(ctx) {
  const repo = findRepo(ctx)
  const full = fullJobs(ctx)
  warnUnknownParams(ctx, 'build', BUILD_FILTERS, ['branch.name', 'limit', 'offset', 'sort_by'])
  const list = (name) => {
    const value = ctx.params.get(name)
    return value === undefined || value === '' ? null : String(value).split(',')
  }
  const branches = list('branch.name')
  const states = list('build.state')
  const events = list('build.event_type')
  const all = repo.branches
    .filter((branch) => branches === null || branches.includes(branch.name))
    .flatMap((branch) => branch.builds.map((build, index) => ({ repo, branch, index, build })))
    .filter(({ build }) => states === null || states.includes(build.state))
    .filter(({ build }) => events === null || events.includes(build.eventType))
    .sort((a, b) => Number(b.build.number) - Number(a.build.number) || b.build.id - a.build.id)
  const { page, pagination } = paginate(ctx, all)
  return resultResponse(
    200,
    {
      '@type': 'builds',
      '@href': requestHref(ctx),
      '@representation': collectionRepresentation(ctx),
      '@pagination': pagination,
      builds: page.map((found) => renderBuild(ctx, found, full))
    },
    ctx.warnings
  )
}

/**
 * `POST /build/{id}/restart` and `/cancel` (`services/build/restart.rb`, `cancel.rb`,
 * `queries/build.rb`): login, the build, the permission (403 with the build, minimal), then 409
 * `build_already_running` for a restart of a received, queued or started build and
 * `build_not_cancelable` for a cancel of a finished one; else 202 `pending` with the build as it
 * was, and travis-hub applies it.
 * @param {'restart' | 'cancel'} action
 * @returns {(ctx: TravisContext) => FakeResponse}
 */
export function buildAction(action) {
  return (ctx) => {
    if (!ctx.user) throw new TravisApiError(403, 'login_required')
    const found = findBuild(ctx)
    const minimal = buildCore(found.repo, found.branch, found.index, 'minimal')
    if (!ctx.user.buildWrite) {
      throw new TravisApiError(
        403,
        'insufficient_access',
        `operation requires ${action} access to build`,
        {
          resource_type: 'build',
          permission: action,
          build: minimal
        }
      )
    }
    const { build } = found
    if (action === 'restart' && ['received', 'queued', 'started'].includes(build.state)) {
      throw new TravisApiError(
        409,
        'build_already_running',
        'build already running, cannot restart'
      )
    }
    if (action === 'cancel' && FINISHED.includes(build.state)) {
      throw new TravisApiError(409, 'build_not_cancelable', 'build is not running, cannot cancel')
    }
    const answer = {
      '@type': 'pending',
      build: minimal,
      state_change: action,
      resource_type: 'build'
    }
    if (action === 'cancel') {
      moveBuild(build, 'canceled')
      build.script = []
    } else {
      build.state = 'created'
      build.startedAt = null
      build.finishedAt = null
      for (const job of build.jobs ?? []) job.state = 'created'
      build.script = [...ctx.state.pipeline.states]
    }
    return resultResponse(202, answer, ctx.warnings)
  }
}

/**
 * `POST /repo/{repo}/requests` (`services/requests/create.rb`, `queries/request.rb` schedule):
 * login, the create_request permission, the hourly limit counted before this request (429
 * `request_limit_reached` when none is left), then a pending request and 202 with its payload.
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function createRequest(ctx) {
  const { repo, user } = requireLoginAndRepo(ctx)
  if (!user.buildWrite) throw repoAccessError(repo, 'create_request')
  const { maxRequests } = ctx.state.pipeline
  const now = ctx.state.now()
  const recent = ctx.state.requests.filter(
    (request) => request.repoId === repo.id && now - request.createdAt.getTime() < HOUR_MS
  ).length
  const remaining = recent > maxRequests ? 0 : maxRequests - recent
  if (remaining === 0) {
    throw new TravisApiError(429, 'request_limit_reached', 'request limit reached for resource', {
      repository: repoMinimal(repo),
      max_requests: maxRequests,
      per_seconds: HOUR_MS / 1000
    })
  }
  const get = (name) => {
    const value = ctx.params.get(`request.${name}`) ?? ctx.params.get(name)
    return value === undefined || value === null ? undefined : value
  }
  /** @type {TravisRequest} */
  const request = {
    id: ctx.state.nextRequestId(),
    repoId: repo.id,
    state: 'pending',
    result: null,
    message: null,
    branch: String(get('branch') ?? repo.defaultBranch),
    commitMessage: get('message') === undefined ? null : String(get('message')),
    sha: get('sha') === undefined ? null : String(get('sha')),
    config: get('config') ?? null,
    mergeMode: get('merge_mode') ?? null,
    createdAt: new Date(now),
    reads: 0,
    buildId: null
  }
  ctx.state.requests.push(request)
  const config =
    typeof request.config === 'object' && request.config !== null
      ? JSON.stringify(request.config)
      : request.config
  const payload = {
    repository: {
      id: repo.id,
      vcs_type: 'GithubRepository',
      owner_name: repo.ownerName,
      name: repo.slug.split('/')[1]
    },
    user: { id: 1 },
    id: request.id,
    ...(request.commitMessage !== null && { message: request.commitMessage }),
    branch: request.branch,
    ...(request.sha !== null && { sha: request.sha }),
    ...(config !== null && { configs: [{ config, mode: request.mergeMode }] }),
    ...(request.mergeMode !== null && { merge_mode: request.mergeMode }),
    ...(config !== null && { config })
  }
  return resultResponse(
    202,
    {
      '@type': 'pending',
      remaining_requests: remaining,
      repository: repoMinimal(repo),
      request: payload,
      resource_type: 'request'
    },
    ctx.warnings
  )
}

/**
 * The gatekeeper's part (lib/pipeline.rb build_for, reject_request): a build numbered after the
 * repository's newest, event api, a commit with the request's message (or `API request on
 * {branch}`), the branch made if new; or the request rejected with the message.
 * @param {TravisContext} ctx
 * @param {TravisRepo} repo
 * @param {TravisRequest} request
 */
function take(ctx, repo, request) {
  const { pipeline } = ctx.state
  request.state = 'finished'
  if (pipeline.reject !== null) {
    request.result = 'rejected'
    request.message = pipeline.reject
    return
  }
  request.result = 'approved'
  let branch = repo.branches.find((candidate) => candidate.name === request.branch)
  branch ??= ctx.state.addBranch(repo, { name: request.branch, builds: 0 })
  const number =
    1 + Math.max(0, ...repo.branches.flatMap((b) => b.builds.map((build) => Number(build.number))))
  const id = ctx.state.nextBuildId()
  /** @type {TravisBuild} */
  const build = {
    id,
    number: String(number),
    state: 'created',
    startedAt: null,
    finishedAt: null,
    eventType: 'api',
    previousState: branch.builds[0]?.state ?? null,
    message: request.commitMessage ?? `API request on ${request.branch}`,
    sha: request.sha ?? id.toString(16).padStart(40, '0'),
    createdAt: new Date(),
    jobs: Array.from({ length: pipeline.jobs }, (_, i) => ({
      id: ctx.state.nextBuildId(),
      number: `${number}.${i + 1}`,
      state: 'created'
    })),
    script: [...pipeline.states]
  }
  branch.builds.unshift(build)
  request.buildId = id
}

/**
 * `renderer/request.rb` standard: branch, commit and builds only once the gatekeeper took it.
 * @param {TravisContext} ctx
 * @param {TravisRepo} repo
 * @param {TravisRequest} request
 * @returns {Json}
 */
function renderRequest(ctx, repo, request) {
  const found = request.buildId === null ? undefined : locateBuild(ctx, request.buildId)
  return {
    '@type': 'request',
    '@href': `/repo/${repo.id}/request/${request.id}`,
    '@representation': 'standard',
    id: request.id,
    state: request.state,
    result: request.result,
    message: request.message,
    pull_request_mergeable: null,
    repository: repoMinimal(repo),
    branch_name: found ? found.branch.name : null,
    commit: found
      ? {
          '@type': 'commit',
          '@representation': 'minimal',
          id: found.build.id,
          sha: found.build.sha ?? null,
          ref: `refs/heads/${found.branch.name}`,
          message: found.build.message ?? null,
          compare_url: null,
          committed_at: formatTime(found.build.createdAt ?? null)
        }
      : null,
    builds: found ? [buildCore(found.repo, found.branch, found.index, 'minimal')] : [],
    owner: ownerMinimal(ctx, repo),
    created_at: formatTime(request.createdAt),
    event_type: 'api',
    base_commit: null,
    head_commit: null,
    messages: [],
    // The gatekeeper's configs; the kit's writes none (lib/pipeline.rb).
    config: {},
    raw_configs: []
  }
}

/**
 * The repository's owner, minimal (`renderer/organization.rb`, `renderer/user.rb`): its login
 * doubles as its name when it has none, as the kit's seeder gives it.
 * @param {TravisContext} ctx
 * @param {TravisRepo} repo
 * @returns {Json}
 */
function ownerMinimal(ctx, repo) {
  const owner = ctx.state.owners.find(
    (candidate) => candidate.login.toLowerCase() === repo.ownerName.toLowerCase()
  )
  const organization = owner?.type !== 'User'
  return {
    '@type': organization ? 'organization' : 'user',
    '@href': `/${organization ? 'org' : 'user'}/${owner?.id ?? 0}`,
    '@representation': 'minimal',
    id: owner?.id ?? 0,
    login: repo.ownerName,
    name: repo.ownerName,
    vcs_type: organization ? 'GithubOrganization' : 'GithubUser',
    ro_mode: false
  }
}

/**
 * `GET /repo/{repo}/request/{id}` (`services/request/find.rb`): the request, taken by the
 * gatekeeper once it has been read `pendingReads` times.
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function findRequest(ctx) {
  const repo = findRepo(ctx)
  const request = ctx.state.requests.find(
    (candidate) => candidate.repoId === repo.id && String(candidate.id) === ctx.name
  )
  if (!request) throw notFound('request')
  request.reads += 1
  if (request.state === 'pending' && request.reads > ctx.state.pipeline.pendingReads)
    take(ctx, repo, request)
  return resultResponse(200, renderRequest(ctx, repo, request), ctx.warnings)
}

/**
 * `GET /repo/{repo}/requests` (`services/requests/find.rb` `paginate`, `queries/requests.rb`
 * `relation.order(id: :desc)`): newest id first, paged by `limit`/`offset` (25 by default), so
 * `limit=1` is the newest request alone.
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function findRequests(ctx) {
  const repo = findRepo(ctx)
  const all = ctx.state.requests
    .filter((request) => request.repoId === repo.id)
    .sort((a, b) => b.id - a.id)
  const { page, pagination } = paginate(ctx, all)
  return resultResponse(
    200,
    {
      '@type': 'requests',
      '@href': requestHref(ctx),
      '@representation': 'standard',
      '@pagination': pagination,
      requests: page.map((request) => renderRequest(ctx, repo, request))
    },
    ctx.warnings
  )
}
