// /repo/{repo}/requests, /repo/{repo}/request/{id} (and its messages), /repo/{repo}/builds,
// /build/{id} and its restart and cancel (docs/travis-api.md#builds, #build-requests, #jobs,
// #request-messages): build requests, builds with their jobs and stages, and the pipeline behind
// them as the live kit plays it (travis-api-live/README.md "The build pipeline", lib/pipeline.rb;
// fake-travis/pipeline.mjs). travis-api only queues a request for travis-gatekeeper and a restart
// or cancel for travis-hub; the fake's `state.pipeline` says what they do, and when:
// - a request stays `pending` for `pendingReads` reads of it, then the gatekeeper takes it on the
//   next one: a build with `jobs` jobs (a count or job descriptions with stages and configs, state
//   created) and the request's `messages`, or, with `reject`, no build;
// - a build then shows `states[0]` on the first read of `/build/{id}`, `states[1]` on the next,
//   the last one staying: a state, or `{state, jobs: [job states], ranSeconds, logs}` (the workers
//   and travis-hub; `ranSeconds`: how long a build that finishes now has run; `logs`: each job's
//   log text);
// - travis-hub applies a restart or cancel right after its 202 (the kit's `/hub`);
// - `state.gatekeeper`, `state.setBuildState`, `state.jobLog`, `state.hub` do what the kit's
//   control endpoints do, when a test says; `state.travisStarts` a build Travis CI starts itself.
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
  buildMinimal,
  commitRef,
  formatTime,
  notFound,
  repoAccessError,
  repoMinimal,
  resultResponse
} from './render.mjs'
import { paginate } from './pagination.mjs'
import {
  FINISHED,
  hubCancelBuild,
  hubRestartBuild,
  jobFinishedAt,
  jobStartedAt,
  locateBuild,
  moveBuild,
  readRepositoryListing,
  stagesOf,
  takeRequest
} from './pipeline.mjs'

/** @typedef {import('./params.mjs').TravisContext} TravisContext */
/** @typedef {import('./state.mjs').TravisRepo} TravisRepo */
/** @typedef {import('./state.mjs').TravisBranch} TravisBranch */
/** @typedef {import('./state.mjs').TravisBuild} TravisBuild */
/** @typedef {import('./state.mjs').TravisRequest} TravisRequest */
/** @typedef {import('./state.mjs').TravisJob} TravisJob */
/** @typedef {import('./state.mjs').TravisStage} TravisStage */
/** @typedef {import('./state.mjs').TravisMessage} TravisMessage */
/** @typedef {import('./render.mjs').Json} Json */
/** @typedef {import('../fake-http.mjs').FakeResponse} FakeResponse */

/** requests/create.rb: `LIMIT = 10` per `TIME_FRAME = 1.hour` for a token without full access. */
const HOUR_MS = 3_600_000
/** builds/find.rb `params :state, :event_type, …, prefix: :build` and `"branch.name"`. */
const BUILD_FILTERS = ['state', 'event_type', 'previous_state', 'created_by']
const JOB_FIELDS = ['state', 'number', 'allow_failure', 'started_at', 'finished_at', 'config']

/**
 * `/build/{id}` (`queries/build.rb` find, `access_control` visible): 404 build when unknown or
 * its repository is private and not the caller's.
 * @param {TravisContext} ctx
 */
function findBuild(ctx) {
  const found = locateBuild(ctx.state, Number(ctx.name))
  if (!found || (found.repo.private && !hasPermissionRow(ctx.user, found.repo))) {
    throw notFound('build')
  }
  // The caller's rights are those on the build's repository (params.mjs rightsOn).
  ctx.user = rightsOn(ctx.user, found.repo)
  return found
}

// `config_obfuscator.rb` L5-15: the addons a job's config keeps.
const SAFELISTED_ADDONS = [
  'apt',
  'apt_packages',
  'apt_sources',
  'chrome',
  'firefox',
  'hosts',
  'mariadb',
  'postgresql',
  'ssh_known_hosts'
]

/**
 * A job's config as `include=job.config` shows it: travis-api's ConfigObfuscator
 * (`config_obfuscator.rb` L22-95): `deploy` moved into `addons`, then only the safelisted addons
 * kept (so `deploy` goes), `source_key` dropped, `env` and `global_env` as one string (a mapping
 * `K=V`, a secure value `[secure]`).
 * @param {Record<string, unknown> | undefined} stored
 * @returns {Json}
 */
export function obfuscatedConfig(stored) {
  /** @type {Record<string, unknown>} */
  const config = structuredClone(stored ?? {})
  if (config.deploy !== undefined) {
    const deploy = config.deploy
    delete config.deploy
    if (isObject(config.addons)) config.addons = { ...config.addons, deploy }
    else {
      delete config.addons
      config.addons = { deploy }
    }
  }
  if (isObject(config.addons)) {
    config.addons = Object.fromEntries(
      Object.entries(config.addons).filter(([key]) => SAFELISTED_ADDONS.includes(key))
    )
  } else delete config.addons
  delete config.source_key
  for (const key of ['env', 'global_env']) {
    if (config[key] === undefined || config[key] === null || config[key] === false) continue
    const lines = (Array.isArray(config[key]) ? config[key] : [config[key]])
      .map((line) => {
        if (!isObject(line)) return line
        if (Object.hasOwn(line, 'secure')) return '[secure]'
        return Object.entries(line)
          .map(
            ([name, value]) =>
              `${name}=${isObject(value) && 'secure' in value ? '[secure]' : value}`
          )
          .join(' ')
      })
      .filter((line) => line !== null && line !== undefined)
    config[key] = lines.length > 0 ? lines.join(' ') : null
  }
  return config
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A stage, minimal (`renderer/stage.rb` L3), as a job and the build's `stages` show it.
 * @param {TravisStage} stage
 * @returns {Json}
 */
function stageMinimal(stage) {
  return {
    '@type': 'stage',
    '@representation': 'minimal',
    id: stage.id,
    number: stage.number,
    name: stage.name,
    state: stage.state,
    started_at: formatTime(stage.startedAt),
    finished_at: formatTime(stage.finishedAt)
  }
}

/**
 * A job, standard (`renderer/job.rb` L6): allow_failure, number, state, its own started_at and
 * finished_at, build (only its href inside a build: it is being rendered; minimal otherwise),
 * queue, repository, commit (the build's), owner, stage (minimal, or null without stages),
 * created_at and updated_at (with milliseconds, L21-27), private, restarted_at, restarted_by
 * (travis-hub never sets the restarter), vm_size; `config` last with `include=job.config`
 * (L39-43, through ConfigObfuscator). Minimal (`{id}`) unless `full`.
 * @param {TravisContext} ctx
 * @param {{ repo: TravisRepo, branch: TravisBranch, index: number, build: TravisBuild }} found
 * @param {TravisJob} job
 * @param {{ full: boolean, inBuild: boolean, config: boolean }} how
 * @returns {Json}
 */
export function renderJob(ctx, found, job, how) {
  const { repo, branch, index, build } = found
  const head = { '@type': 'job', '@href': `/job/${job.id}` }
  if (!how.full) return { ...head, '@representation': 'minimal', id: job.id }
  const write = Boolean(ctx.user?.buildWrite)
  const stage = (stagesOf(ctx.state, build) ?? []).find((s) => s.name === job.stage)
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
    allow_failure: job.allowFailure ?? false,
    number: job.number,
    state: job.state,
    started_at: formatTime(jobStartedAt(build, job)),
    finished_at: formatTime(jobFinishedAt(build, job)),
    build: how.inBuild ? { '@href': `/build/${build.id}` } : buildMinimal(repo, branch, index),
    queue: 'builds.linux',
    repository: repoMinimal(repo),
    commit: renderCommit(repo, branch, build),
    owner: ownerMinimal(ctx, repo),
    stage: stage ? stageMinimal(stage) : null,
    created_at: formatTime(job.createdAt ?? build.createdAt ?? build.startedAt, true),
    updated_at: formatTime(
      job.updatedAt ?? job.createdAt ?? build.updatedAt ?? build.createdAt ?? build.startedAt,
      true
    ),
    private: repo.private,
    restarted_at: formatTime(job.restartedAt),
    restarted_by: null,
    vm_size: null,
    ...(how.config && { config: obfuscatedConfig(job.config) })
  }
}

/**
 * `renderer/build.rb` standard: the minimal fields, then repository, branch (minimal), tag,
 * commit (minimal, with the request's message), jobs, stages (always there, minimal: `[]` without
 * stages; models/build.rb `has_many :stages`), created_by, updated_at.
 * @param {TravisContext} ctx
 * @param {{ repo: TravisRepo, branch: TravisBranch, index: number, build: TravisBuild }} found
 * @param {{ full: boolean, config: boolean }} jobs
 * @returns {Json}
 */
function renderBuild(ctx, found, jobs) {
  const { repo, branch, index, build } = found
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
    jobs: (build.jobs ?? []).map((job) => renderJob(ctx, found, job, { ...jobs, inBuild: true })),
    stages: stagesOf(ctx.state, build).map(stageMinimal),
    // The kit's seeded builds have no sender (createdBy null); an API build's is the requesting
    // user (`renderer/build.rb` L49-58), when the fake holds that user.
    created_by: senderMinimal(build.createdBy),
    updated_at: formatTime(
      build.updatedAt ?? build.finishedAt ?? build.startedAt ?? build.createdAt,
      true
    )
  }
}

/**
 * `created_by` (`renderer/build.rb` L49-58): the sender, minimal.
 * @param {import('./state.mjs').TravisSender | null | undefined} sender
 * @returns {Json | null}
 */
function senderMinimal(sender) {
  if (!sender) return null
  return {
    '@type': 'user',
    '@href': `/user/${sender.id}`,
    '@representation': 'minimal',
    id: sender.id,
    login: sender.login
  }
}

/**
 * The build's commit, minimal (no `@href`): a seeded one as the kit's seeder writes it (ref
 * `refs/heads/{branch}`, or `refs/pull/{n}/merge` for a pull request build: lib/seeder.rb L351;
 * a compare URL, L366), or the one the gatekeeper made of a request (its message and sha, no
 * compare URL; lib/pipeline.rb build_for).
 * @param {TravisRepo} repo
 * @param {TravisBranch} branch
 * @param {TravisBuild} build
 * @returns {Json}
 */
export function renderCommit(repo, branch, build) {
  const held = build.commit
  return {
    '@type': 'commit',
    '@representation': 'minimal',
    id: held?.id ?? build.id,
    sha: held?.sha ?? build.sha ?? null,
    ref: held?.ref ?? commitRef(branch, build),
    message: held?.message ?? build.message ?? null,
    compare_url: !held
      ? null
      : held.compareUrl !== undefined
        ? held.compareUrl
        : `https://github.com/${repo.slug}/compare/${held.sha.slice(0, 12)}`,
    committed_at: formatTime(held?.committedAt ?? build.createdAt ?? build.startedAt)
  }
}

/**
 * Whether jobs come whole: `include=build.jobs` or any `job.` item (renderer/build.rb L82-86);
 * their config with `job.config` (renderer/job.rb L51-53).
 * @param {TravisContext} ctx
 * @returns {{ full: boolean, config: boolean }}
 */
function jobRendering(ctx) {
  const items = includes(ctx, { build: ['jobs', 'request', 'log_complete'], job: JOB_FIELDS })
  return {
    full: items.has('build.jobs') || [...items].some((item) => item.startsWith('job.')),
    config: items.has('job.config')
  }
}

/**
 * `GET /build/{id}` (`services/build/find.rb`): the build, after the pipeline's next step.
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function findBuildService(ctx) {
  const found = findBuild(ctx)
  const jobs = jobRendering(ctx)
  warnUnknownParams(ctx, 'build', ['id'])
  const step = found.build.script?.shift()
  if (step !== undefined) moveBuild(found.build, step)
  return resultResponse(200, renderBuild(ctx, found, jobs), ctx.warnings)
}

/**
 * `Query#list` (`query.rb` L174-175): `value.split(',')`, Ruby's split, which drops trailing
 * empty strings; an empty value is still given (`if branch_name`), so it selects nothing
 * (`IN (NULL)`; the conformance test's "builds, an empty branch filter").
 * @param {TravisContext} ctx
 * @param {string} name
 * @returns {string[] | null}
 */
function listParam(ctx, name) {
  const value = ctx.params.get(name)
  if (value === undefined || value === null) return null
  const parts = String(value).split(',')
  while (parts.length > 0 && parts.at(-1) === '') parts.pop()
  return parts
}

/**
 * `GET /repo/{repo}/builds` (`services/builds/find.rb`, `queries/builds.rb` L22-30): filters by
 * `branch.name` and the `build.` states and events, each a comma separated list split by
 * `Query#list` (so `branch.name=fix,cleanup` is the branches fix and cleanup, and a branch whose
 * name has a comma cannot be selected), newest first (`number:desc,id:desc`, L8), paged by
 * `limit`/`offset`; jobs minimal unless included. A build Travis CI started is taken first
 * (pipeline.mjs readRepositoryListing).
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function findBuilds(ctx) {
  const repo = findRepo(ctx)
  const jobs = jobRendering(ctx)
  warnUnknownParams(ctx, 'build', BUILD_FILTERS, ['branch.name', 'limit', 'offset', 'sort_by'])
  readRepositoryListing(ctx.state, repo)
  const branches = listParam(ctx, 'branch.name')
  const states = listParam(ctx, 'build.state')
  const events = listParam(ctx, 'build.event_type')
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
      builds: page.map((found) => renderBuild(ctx, found, jobs))
    },
    ctx.warnings
  )
}

/**
 * `POST /build/{id}/restart` and `/cancel` (`services/build/restart.rb`, `cancel.rb`,
 * `queries/build.rb`): login, the build, the permission (403 with the build, minimal), then 409
 * `build_already_running` for a restart of a received, queued or started build and
 * `build_not_cancelable` for a cancel of a finished one; else 202 `pending` with the build as it
 * was, and travis-hub applies it at once (pipeline.mjs hubRestartBuild, hubCancelBuild).
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
    if (action === 'cancel') hubCancelBuild(ctx.state, build)
    else hubRestartBuild(ctx.state, build)
    return resultResponse(202, answer, ctx.warnings)
  }
}

/**
 * `POST /repo/{repo}/requests` (`services/requests/create.rb`, `queries/request.rb` schedule):
 * login, the create_request permission, the hourly limit counted before this request (429
 * `request_limit_reached` when none is left; the API requests of the last hour count,
 * `queries/requests.rb` L18-22), then a pending request and 202 with its payload (the repository
 * by its GitHub id, `repository.github_id || repository.vcs_id`).
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function createRequest(ctx) {
  const { repo, user } = requireLoginAndRepo(ctx)
  if (!user.buildWrite) throw repoAccessError(repo, 'create_request')
  const { maxRequests } = ctx.state.pipeline
  const now = ctx.state.now()
  const recent = ctx.state.requests.filter(
    (request) =>
      request.repoId === repo.id &&
      (request.eventType ?? 'api') === 'api' &&
      now - request.createdAt.getTime() < HOUR_MS
  ).length
  const remaining = recent > maxRequests ? 0 : maxRequests - recent
  if (remaining === 0) {
    throw new TravisApiError(429, 'request_limit_reached', 'request limit reached for resource', {
      repository: repoMinimal(repo),
      max_requests: maxRequests,
      per_seconds: HOUR_MS / 1000
    })
  }
  const get = (/** @type {string} */ name) => {
    const value = ctx.params.get(`request.${name}`) ?? ctx.params.get(name)
    return value === undefined || value === null ? undefined : value
  }
  const sender = ctx.state.owners.find(
    (owner) => owner.type === 'User' && owner.login === user.user
  )
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
    buildId: null,
    eventType: 'api',
    messages: [],
    senderLogin: user.user
  }
  ctx.state.requests.push(request)
  const config =
    typeof request.config === 'object' && request.config !== null
      ? JSON.stringify(request.config)
      : request.config
  const payload = {
    repository: {
      id: repo.githubId ?? repo.id,
      vcs_type: 'GithubRepository',
      owner_name: repo.ownerName,
      name: repo.slug.split('/')[1]
    },
    user: { id: sender?.id ?? 1 },
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
 * A message (`renderer/message.rb` L3): no `@href`; a missing key, args, src or line is null.
 * @param {TravisMessage} message
 * @param {'minimal' | 'standard'} representation
 * @returns {Json}
 */
function renderMessage(message, representation) {
  return {
    '@type': 'message',
    '@representation': representation,
    id: message.id,
    level: message.level,
    key: message.key,
    code: message.code,
    args: message.args,
    src: message.src,
    line: message.line
  }
}

/**
 * `renderer/request.rb` standard: branch (`branch_name`, its commit's: models/request.rb L60-62),
 * commit and builds once the gatekeeper took it; `messages` always embedded (models/request.rb
 * L58), minimal in id order, standard with `include=request.messages` (the order stays).
 * @param {TravisContext} ctx
 * @param {TravisRequest} request
 * @returns {Json}
 */
function renderRequest(ctx, request) {
  const repo = /** @type {TravisRepo} */ (
    ctx.state.repos.find((candidate) => candidate.id === request.repoId)
  )
  const found = request.buildId === null ? undefined : locateBuild(ctx.state, request.buildId)
  const commit = request.commit ?? (found ? found.build.commit : undefined)
  const messagesIncluded = String(ctx.params.get('include') ?? '')
    .split(',')
    .includes('request.messages')
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
    branch_name: commit?.branch ?? (found ? found.branch.name : null),
    commit: commit
      ? {
          '@type': 'commit',
          '@representation': 'minimal',
          id: commit.id,
          sha: commit.sha,
          ref: commit.ref ?? `refs/heads/${commit.branch ?? request.branch}`,
          message: commit.message,
          compare_url:
            commit.compareUrl !== undefined
              ? commit.compareUrl
              : `https://github.com/${repo.slug}/compare/${commit.sha.slice(0, 12)}`,
          committed_at: formatTime(commit.committedAt)
        }
      : found
        ? renderCommit(found.repo, found.branch, found.build)
        : null,
    builds: found ? [buildCore(found.repo, found.branch, found.index, 'minimal')] : [],
    owner: ownerMinimal(ctx, repo),
    created_at: formatTime(request.createdAt),
    event_type: request.eventType ?? 'api',
    base_commit: null,
    head_commit: null,
    messages: [...(request.messages ?? [])]
      .sort((a, b) => a.id - b.id)
      .map((message) => renderMessage(message, messagesIncluded ? 'standard' : 'minimal')),
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
export function ownerMinimal(ctx, repo) {
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
 * A request by its id alone: `queries/request.rb` L7-10 `Models::Request.find_by_id(id)`, the
 * repository of the path playing no part (FACTS: `/repo/1/request/6` finds repository 2's).
 * @param {TravisContext} ctx
 * @returns {TravisRequest | undefined}
 */
function requestById(ctx) {
  return ctx.state.requests.find((candidate) => String(candidate.id) === ctx.name)
}

/**
 * `GET /repo/{repo}/request/{id}` (`services/request/find.rb`, `service.rb` L74-78 find): the
 * request by its id, 404 `request` when unknown or its repository not visible; taken by the
 * gatekeeper once it has been read `pendingReads` times.
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function findRequest(ctx) {
  const request = requestById(ctx)
  const repo = ctx.state.repos.find((candidate) => candidate.id === request?.repoId)
  if (!request || !repo || !visible(ctx, repo)) throw notFound('request')
  request.reads += 1
  const { pipeline } = ctx.state
  if (request.state === 'pending' && request.reads > pipeline.pendingReads) {
    takeRequest(ctx.state, request, {
      jobs: pipeline.jobs,
      reject: pipeline.reject,
      messages: pipeline.messages,
      script: [...pipeline.states]
    })
  }
  return resultResponse(200, renderRequest(ctx, request), ctx.warnings)
}

/**
 * `access_control/generic.rb` `repository_visible?`: public, or a permission row; never an
 * invalidated one.
 * @param {TravisContext} ctx
 * @param {TravisRepo} repo
 */
function visible(ctx, repo) {
  return !repo.invalidated && (!repo.private || hasPermissionRow(ctx.user, repo))
}

/**
 * `GET /repo/{repo}/requests` (`services/requests/find.rb` `paginate`, `queries/requests.rb`
 * `relation.order(id: :desc)`): newest id first, paged by `limit`/`offset` (25 by default), so
 * `limit=1` is the newest request alone. A build Travis CI started is taken first.
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function findRequests(ctx) {
  const repo = findRepo(ctx)
  readRepositoryListing(ctx.state, repo)
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
      requests: page.map((request) => renderRequest(ctx, request))
    },
    ctx.warnings
  )
}

// `models/message.rb` L7-16 `ordered`: alert, error, warn, info, then none.
const LEVELS = ['alert', 'error', 'warn', 'info']

/**
 * `GET /repo/{repo}/request/{id}/messages` (`services/messages/for_request.rb`,
 * `queries/messages.rb`, `renderer/messages.rb`): the request by its id (the repository of the
 * path plays no part) and no access check at all (anonymous callers get a private repository's
 * too), 404 without resource_type when unknown (`raise NotFound`); its messages ordered by level
 * (ties in table order), standard, paged (`paginate`, 25 by default).
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function findRequestMessages(ctx) {
  const request = requestById(ctx)
  if (!request) throw notFound()
  const rank = (/** @type {TravisMessage} */ message) => {
    const at = LEVELS.indexOf(message.level)
    return at < 0 ? LEVELS.length : at
  }
  const ordered = [...(request.messages ?? [])].sort((a, b) => rank(a) - rank(b) || a.id - b.id)
  const { page, pagination } = paginate(ctx, ordered)
  return resultResponse(
    200,
    {
      '@type': 'messages',
      '@href': requestHref(ctx),
      '@representation': 'standard',
      '@pagination': pagination,
      messages: page.map((message) => renderMessage(message, 'standard'))
    },
    ctx.warnings
  )
}
