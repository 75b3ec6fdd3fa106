// What Travis CI's background services do with what travis-api records and queues, as the fake
// plays them (docs/travis-api.md#builds, #jobs, #job-restarts, #request-messages):
// - travis-gatekeeper takes a build request: a build with jobs (configs, stages, allowed failures)
//   and the request's messages, or the request rejected; the live kit's stand-in is its control
//   `/gatekeeper` (../shared/travis-api-live/lib/pipeline.rb `gatekeeper`, `build_for`,
//   `job_specs`), which `state.gatekeeper` mirrors;
// - the workers move a build and its jobs and write the jobs' logs (the kit's `/builds/{id}`,
//   `/jobs/{id}/log`: `state.setBuildState`, `state.jobLog`; the fake's own `script` steps);
// - travis-hub applies cancels and restarts (lib/travis/hub/model/job.rb, stage.rb, build.rb of
//   travis-ci/travis-hub c9a2154), at once after travis-api's 202 here (`state.hub()` reports them);
// - builds Travis CI starts itself from GitHub's webhooks (travis-listener, then the gatekeeper):
//   `state.travisStarts`.
// Plain functions of the state object (state.mjs), which holds the data.

/** @typedef {import('./state.mjs').TravisState} TravisState */
/** @typedef {import('./state.mjs').TravisRepo} TravisRepo */
/** @typedef {import('./state.mjs').TravisBranch} TravisBranch */
/** @typedef {import('./state.mjs').TravisBuild} TravisBuild */
/** @typedef {import('./state.mjs').TravisJob} TravisJob */
/** @typedef {import('./state.mjs').TravisStage} TravisStage */
/** @typedef {import('./state.mjs').TravisRequest} TravisRequest */
/** @typedef {import('./state.mjs').TravisMessage} TravisMessage */
/** @typedef {import('./state.mjs').TravisCommit} TravisCommit */
/** @typedef {import('./state.mjs').JobSpec} JobSpec */
/** @typedef {import('./state.mjs').MessageSpec} MessageSpec */
/** @typedef {import('./state.mjs').PipelineStep} PipelineStep */
/** @typedef {import('./state.mjs').TravisStart} TravisStart */

export const PRE_START = ['created', 'received', 'queued']
export const FINISHED = ['passed', 'failed', 'errored', 'canceled']
const STATES = [...PRE_START, 'started', ...FINISHED]

/**
 * Ruby's truthiness, which the kit's job_specs applies: only nil and false are false.
 * @param {unknown} value
 */
function truthy(value) {
  return value !== undefined && value !== null && value !== false
}

/**
 * A job description as the gatekeeper stores it (lib/pipeline.rb `job_specs`).
 * @typedef {object} StoredJobSpec
 * @property {boolean} allowFailure
 * @property {string | undefined} stage its stage's name
 * @property {Record<string, unknown> | undefined} config the stored config (none for a count)
 */

/**
 * `jobs` of the gatekeeper: a count (jobs without config or stage) or a list of job descriptions
 * `{name, stage, allow_failure, config}`, 1 to 20 (lib/pipeline.rb `job_specs`, as travis-yml's
 * matrix leaves them): when any job names a stage, a job without one is in the previous job's
 * stage (the first in `test`), and the jobs are ordered by stage (in order of first appearance,
 * stable), which is the order of their ids and numbers; the stored config is `config` plus `name`
 * (when given) and `stage`.
 * @param {number | JobSpec[] | undefined} value
 * @returns {StoredJobSpec[]}
 */
export function jobSpecs(value) {
  if (!Array.isArray(value)) {
    const count = Number(value ?? 1)
    if (!Number.isInteger(count) || count < 1 || count > 20) {
      throw new Error('fake travis: jobs must be 1..20')
    }
    return Array.from({ length: count }, () => ({
      allowFailure: false,
      stage: undefined,
      config: undefined
    }))
  }
  if (value.length < 1 || value.length > 20) throw new Error('fake travis: jobs must list 1..20')
  let specs = value.map((job, i) => {
    const unknown = Object.keys(job).filter(
      (key) => !['name', 'stage', 'allow_failure', 'config'].includes(key)
    )
    if (unknown.length > 0) throw new Error(`fake travis: jobs[${i}]: unknown keys ${unknown}`)
    return { job, stage: /** @type {string | undefined} */ (undefined) }
  })
  if (specs.some(({ job }) => truthy(job.stage))) {
    /** @type {string | undefined} */
    let current
    for (const spec of specs) {
      spec.stage = current = String(truthy(spec.job.stage) ? spec.job.stage : (current ?? 'test'))
    }
    const names = [...new Set(specs.map((spec) => spec.stage))]
    specs = specs
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => names.indexOf(a.spec.stage) - names.indexOf(b.spec.stage) || a.i - b.i)
      .map(({ spec }) => spec)
  }
  return specs.map(({ job, stage }) => {
    const config = { ...job.config }
    if (truthy(job.name)) config.name = String(job.name)
    if (stage !== undefined) config.stage = stage
    return { allowFailure: truthy(job.allow_failure), stage, config }
  })
}

/**
 * `messages` of the gatekeeper (lib/pipeline.rb `message_specs`): rows of the `messages` table
 * (`models/message.rb`), level alert, error, warn or info, a code, the rest optional.
 * @param {MessageSpec[] | undefined} value
 * @returns {MessageSpec[]}
 */
function messageSpecs(value) {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw new Error('fake travis: messages must be an array')
  return value.map((message, i) => {
    if (!['alert', 'error', 'warn', 'info'].includes(message.level)) {
      throw new Error(`fake travis: messages[${i}].level must be alert, error, warn or info`)
    }
    if (!message.code) throw new Error(`fake travis: messages[${i}].code is required`)
    return message
  })
}

/**
 * The request's messages, stored as travis-gatekeeper stores travis-yml's (lib/pipeline.rb
 * `write_messages`); their ids.
 * @param {TravisState} state
 * @param {TravisRequest} request
 * @param {MessageSpec[]} specs
 * @returns {number[]}
 */
function writeMessages(state, request, specs) {
  request.messages ??= []
  return specs.map((spec) => {
    /** @type {TravisMessage} */
    const message = {
      id: state.nextMessageId(),
      level: spec.level,
      key: spec.key ?? null,
      code: spec.code,
      args: spec.args ?? null,
      src: spec.src ?? null,
      line: spec.line === undefined || spec.line === null ? null : Number(spec.line)
    }
    request.messages?.push(message)
    return message.id
  })
}

/**
 * A job's `started_at` as travis-api renders it: its own, or (never set) the build's once the job
 * has started.
 * @param {TravisBuild} build
 * @param {TravisJob} job
 */
export function jobStartedAt(build, job) {
  if (job.startedAt !== undefined) return job.startedAt
  return PRE_START.includes(job.state) ? null : build.startedAt
}

/**
 * @param {TravisBuild} build
 * @param {TravisJob} job
 */
export function jobFinishedAt(build, job) {
  if (job.finishedAt !== undefined) return job.finishedAt
  return FINISHED.includes(job.state) ? build.finishedAt : null
}

/**
 * @param {(string | Date | null | undefined)[]} times
 * @param {1 | -1} sign 1 for the earliest, -1 for the latest
 */
function extreme(times, sign) {
  const held = times.filter((time) => time !== null && time !== undefined)
  if (held.length === 0) return null
  return held.reduce((a, b) =>
    sign * (new Date(a).getTime() - new Date(b).getTime()) <= 0 ? a : b
  )
}

/**
 * Each stage's state from its jobs, as travis-hub derives it (model/stage.rb with
 * Build::Matrix, allowed failures not counting; the kit's lib/pipeline.rb `refresh_stages`):
 * finished (canceled, errored or failed from the jobs that may not fail, else passed) when all its
 * jobs are, started when one has started, else created.
 * @param {TravisBuild} build
 */
export function refreshStages(build) {
  for (const stage of build.stages ?? []) {
    const jobs = (build.jobs ?? []).filter((job) => job.stage === stage.name)
    if (jobs.length === 0) continue
    if (jobs.every((job) => FINISHED.includes(job.state))) {
      const required = jobs.filter((job) => !job.allowFailure).map((job) => job.state)
      stage.state = ['canceled', 'errored', 'failed'].find((s) => required.includes(s)) ?? 'passed'
      stage.startedAt = extreme(
        jobs.map((job) => jobStartedAt(build, job)),
        1
      )
      stage.finishedAt = extreme(
        jobs.map((job) => jobFinishedAt(build, job)),
        -1
      )
    } else if (jobs.some((job) => !PRE_START.includes(job.state))) {
      stage.state = 'started'
      stage.startedAt = extreme(
        jobs.map((job) => jobStartedAt(build, job)),
        1
      )
      stage.finishedAt = null
    } else {
      stage.state = 'created'
      stage.startedAt = null
      stage.finishedAt = null
    }
  }
}

/**
 * The build's stages (`stages` rows), made for jobs a test gave stage names without stages: one
 * per name, in order of first appearance, numbered from 1.
 * @param {TravisState} state
 * @param {TravisBuild} build
 * @returns {TravisStage[]}
 */
export function stagesOf(state, build) {
  const names = [
    ...new Set((build.jobs ?? []).flatMap((job) => (job.stage === undefined ? [] : [job.stage])))
  ]
  const held = build.stages ?? []
  const missing = names.filter((name) => !held.some((stage) => stage.name === name))
  if (build.stages !== undefined && missing.length === 0) return build.stages
  build.stages = [
    ...held,
    ...missing.map((name, i) => ({
      id: state.nextStageId(),
      number: held.length + i + 1,
      name,
      state: 'created',
      startedAt: null,
      finishedAt: null
    }))
  ]
  refreshStages(build)
  return build.stages
}

/**
 * Where a build lives.
 * @param {TravisState} state
 * @param {number} id
 * @returns {{ repo: TravisRepo, branch: TravisBranch, index: number, build: TravisBuild } | undefined}
 */
export function locateBuild(state, id) {
  for (const repo of state.repos) {
    for (const branch of repo.branches) {
      const index = branch.builds.findIndex((build) => build.id === id)
      if (index >= 0) return { repo, branch, index, build: branch.builds[index] }
    }
  }
  return undefined
}

/**
 * Where a job lives (builds and jobs share one id sequence, `shared_builds_tasks_seq`, so an id is
 * one or the other).
 * @param {TravisState} state
 * @param {number} id
 * @returns {{ repo: TravisRepo, branch: TravisBranch, index: number, build: TravisBuild, job: TravisJob } | undefined}
 */
export function locateJob(state, id) {
  for (const repo of state.repos) {
    for (const branch of repo.branches) {
      for (const [index, build] of branch.builds.entries()) {
        const job = (build.jobs ?? []).find((candidate) => candidate.id === id)
        if (job) return { repo, branch, index, build, job }
      }
    }
  }
  return undefined
}

/**
 * A new build with its jobs and stages on a branch (made if new), numbered after the repository's
 * newest (the gatekeeper: lib/pipeline.rb `build_for`; `repositories.next_build_number`).
 * @param {TravisState} state
 * @param {TravisRepo} repo
 * @param {object} spec
 * @param {string} spec.branchName
 * @param {string} spec.eventType
 * @param {number | null} spec.pullRequestNumber
 * @param {string | null} spec.pullRequestTitle
 * @param {TravisCommit} spec.commit
 * @param {StoredJobSpec[]} spec.jobs
 * @param {string} spec.buildState
 * @param {PipelineStep[]} spec.script
 * @param {number} spec.requestId
 * @param {import('./state.mjs').TravisSender | null} spec.createdBy
 * @returns {TravisBuild}
 */
function makeBuild(state, repo, spec) {
  const branch =
    repo.branches.find((candidate) => candidate.name === spec.branchName) ??
    state.addBranch(repo, { name: spec.branchName, builds: 0 })
  const number =
    1 + Math.max(0, ...repo.branches.flatMap((b) => b.builds.map((build) => Number(build.number))))
  const now = new Date()
  const started = PRE_START.includes(spec.buildState) ? null : now
  /** @type {TravisBuild} */
  const build = {
    id: state.nextBuildId(),
    number: String(number),
    state: spec.buildState,
    startedAt: started,
    finishedAt: FINISHED.includes(spec.buildState) ? now : null,
    eventType: spec.eventType,
    previousState: branch.builds[0]?.state ?? null,
    pullRequestNumber: spec.pullRequestNumber,
    pullRequestTitle: spec.pullRequestTitle,
    message: spec.commit.message,
    sha: spec.commit.sha,
    createdAt: now,
    updatedAt: now,
    commit: spec.commit,
    createdBy: spec.createdBy,
    requestId: spec.requestId,
    jobs: [],
    stages: [],
    script: spec.script
  }
  // insert_stages: one row per stage name, numbered in order, before the jobs.
  const names = [
    ...new Set(spec.jobs.flatMap((job) => (job.stage === undefined ? [] : [job.stage])))
  ]
  build.stages = names.map((name, i) => ({
    id: state.nextStageId(),
    number: i + 1,
    name,
    state: spec.buildState,
    startedAt: null,
    finishedAt: null
  }))
  build.jobs = spec.jobs.map((job, i) => ({
    id: state.nextBuildId(),
    number: `${number}.${i + 1}`,
    state: spec.buildState,
    allowFailure: job.allowFailure,
    ...(job.stage !== undefined && { stage: job.stage }),
    ...(job.config !== undefined && { config: job.config }),
    restartedAt: null,
    log: null,
    createdAt: now,
    updatedAt: now
  }))
  refreshStages(build)
  branch.builds.unshift(build)
  return build
}

/**
 * The request's sender as a build's `created_by` shows it (renderer/build.rb `created_by`): the
 * user of the request's token, when the fake holds that user (test/live/seed.ts loads them).
 * @param {TravisState} state
 * @param {TravisRequest} request
 * @returns {import('./state.mjs').TravisSender | null}
 */
function senderOf(state, request) {
  const login = request.senderLogin
  if (login === undefined) return null
  const user = state.owners.find((owner) => owner.type === 'User' && owner.login === login)
  return user ? { id: user.id, login: user.login } : null
}

/**
 * @typedef {object} GatekeeperOptions
 * @property {number | JobSpec[]} [jobs]
 * @property {string} [state] the builds' first state, default created
 * @property {string | null} [reject] the requests are rejected with this message
 * @property {MessageSpec[]} [messages] stored for each request
 * @property {PipelineStep[]} [script] the new builds' next states (the fake's own pipeline)
 */

/**
 * travis-gatekeeper takes an API request (lib/pipeline.rb `build_for`, `reject_request`): a
 * build (event api, a commit with the request's message or `API request on {branch}` and its sha
 * or one made of the repository and request ids, ref `refs/heads/{branch}`, no compare URL) and the
 * request finished and approved with that commit; or the request finished and rejected with the
 * message, and no commit (the kit writes none for a rejected request, so its `branch_name` is null
 * too: models/request.rb L60-62 takes it from the commit). Then its messages. Returns what the
 * kit's `/gatekeeper` answers for it.
 * @param {TravisState} state
 * @param {TravisRequest} request
 * @param {GatekeeperOptions} options
 * @returns {Record<string, unknown>}
 */
export function takeRequest(state, request, options) {
  const repo = state.repos.find((candidate) => candidate.id === request.repoId)
  if (!repo) throw new Error(`fake travis: no repository ${request.repoId}`)
  const buildState = String(options.state ?? 'created')
  if (!STATES.includes(buildState)) throw new Error(`fake travis: unknown state ${buildState}`)
  const jobs = jobSpecs(options.jobs)
  const messages = messageSpecs(options.messages)
  request.state = 'finished'
  /** @type {Record<string, unknown>} */
  let result
  if (options.reject !== undefined && options.reject !== null) {
    request.result = 'rejected'
    request.message = String(options.reject)
    result = { request_id: request.id, rejected: request.message }
  } else {
    const branchName = request.branch
    const sha =
      request.sha === null || request.sha === ''
        ? ((BigInt(repo.id) << 40n) + BigInt(request.id)).toString(16).padStart(40, '0')
        : request.sha
    const message =
      request.commitMessage === null || request.commitMessage === ''
        ? `API request on ${branchName}`
        : request.commitMessage
    /** @type {TravisCommit} */
    const commit = {
      id: state.nextCommitId(),
      sha,
      ref: `refs/heads/${branchName}`,
      message,
      compareUrl: null,
      committedAt: new Date(),
      branch: branchName
    }
    const build = makeBuild(state, repo, {
      branchName,
      eventType: 'api',
      pullRequestNumber: null,
      pullRequestTitle: null,
      commit,
      jobs,
      buildState,
      script: [...(options.script ?? [])],
      requestId: request.id,
      createdBy: senderOf(state, request)
    })
    request.result = 'approved'
    request.buildId = build.id
    request.commit = commit
    result = {
      request_id: request.id,
      build_id: build.id,
      number: build.number,
      branch: branchName,
      jobs: (build.jobs ?? []).map((job) => job.id)
    }
    if ((build.stages ?? []).length > 0) {
      result.stages = (build.stages ?? []).map(({ id, number, name }) => ({ id, number, name }))
    }
  }
  if (messages.length > 0) result.messages = writeMessages(state, request, messages)
  return result
}

/**
 * The kit's control `/gatekeeper` (lib/pipeline.rb `gatekeeper`): every request still pending, in
 * the order they were made (the Redis queue), taken with these options (`jobs` default 1).
 * @param {TravisState} state
 * @param {GatekeeperOptions} [options]
 * @returns {{ processed: Record<string, unknown>[] }}
 */
export function gatekeeper(state, options = {}) {
  const pending = state.requests
    .filter((request) => request.state === 'pending')
    .sort((a, b) => a.id - b.id)
  return { processed: pending.map((request) => takeRequest(state, request, options)) }
}

/**
 * The workers move a build (one step of the fake's pipeline, `script`): the build and every job
 * not yet finished (or, with `jobs`, each job) to the state; a job that moves starts and finishes
 * with the build unless it finishes first; `ranSeconds`: how long the build has run; `logs`: the
 * text each job's log then holds, verbatim (null: none written); the stages follow their jobs.
 * @param {TravisBuild} build
 * @param {PipelineStep} step
 */
export function moveBuild(build, step) {
  const { state, jobs, ranSeconds, logs } = typeof step === 'string' ? { state: step } : step
  const now = new Date()
  build.previousState = build.state
  build.state = state
  if (ranSeconds !== undefined) build.startedAt = new Date(now.getTime() - ranSeconds * 1000)
  if (!PRE_START.includes(state)) build.startedAt ??= now
  build.finishedAt = FINISHED.includes(state) ? now : null
  build.updatedAt = now
  delete build.duration
  for (const [i, job] of (build.jobs ?? []).entries()) {
    const next = jobs?.[i] ?? (FINISHED.includes(job.state) ? job.state : state)
    if (next !== job.state) {
      job.state = next
      job.updatedAt = now
      if (PRE_START.includes(next)) {
        job.startedAt = null
        job.finishedAt = null
      } else {
        job.startedAt = undefined
        job.finishedAt = !FINISHED.includes(next) ? null : build.finishedAt ? undefined : now
      }
    }
    const log = logs?.[i]
    if (typeof log === 'string') job.log = log
  }
  refreshStages(build)
}

/**
 * @param {string | undefined} value
 * @param {string} what
 */
function timeOption(value, what) {
  if (value === undefined || value === null) return undefined
  const time = new Date(value)
  if (Number.isNaN(time.getTime())) throw new Error(`fake travis: ${what}: not an ISO 8601 time`)
  return time
}

/**
 * @typedef {object} BuildStateBody
 * @property {string} state
 * @property {string[]} [jobs] one state per job, in job order
 * @property {string} [started_at] ISO 8601, instead of now
 * @property {string} [finished_at]
 * @property {(string | null)[]} [logs] each job's log text, verbatim (null: none written)
 */

/**
 * The kit's control `/builds/{id}` (lib/pipeline.rb `set_build_state`): the build and every job
 * (each its state in `jobs`, else the build's) to the state; the build's started_at kept or now
 * (or `started_at`), finished_at now (or `finished_at`) when finished, the duration between;
 * each job started at the build's start and finished at its finish; the stages follow. `logs` as
 * verbatim text (the kit writes travis-build's format around a string; `state.jobLog` writes
 * text as is on both). The build's `script` is left as it is.
 * @param {TravisState} state
 * @param {number} id
 * @param {BuildStateBody} body
 * @returns {{ build: number, state: string, jobs: Record<string, string> }}
 */
export function setBuildState(state, id, body) {
  const to = String(body.state)
  if (!STATES.includes(to)) throw new Error(`fake travis: unknown build state ${to}`)
  const found = locateBuild(state, id)
  if (!found) throw new Error(`fake travis: no build ${id}`)
  const { build } = found
  const jobs = build.jobs ?? []
  const jobStates = body.jobs ?? jobs.map(() => to)
  if (jobStates.length !== jobs.length) {
    throw new Error(`fake travis: jobs: ${jobs.length} states needed`)
  }
  for (const s of jobStates) if (!STATES.includes(s)) throw new Error(`fake travis: state ${s}`)
  const startedOpt = timeOption(body.started_at, 'started_at')
  const finishedOpt = timeOption(body.finished_at, 'finished_at')
  const now = new Date()
  const started =
    startedOpt ??
    (build.startedAt ? new Date(build.startedAt) : PRE_START.includes(to) ? null : now)
  const finished = FINISHED.includes(to) ? (finishedOpt ?? now) : null
  build.previousState = build.state
  build.state = to
  build.startedAt = started
  build.finishedAt = finished
  build.duration =
    started && finished ? Math.round((finished.getTime() - started.getTime()) / 1000) : null
  build.updatedAt = now
  for (const [i, job] of jobs.entries()) {
    const s = jobStates[i]
    job.state = s
    job.startedAt = PRE_START.includes(s) ? null : (started ?? now)
    job.finishedAt = FINISHED.includes(s) ? (finishedOpt ?? now) : null
    job.updatedAt = now
    const log = body.logs?.[i]
    if (typeof log === 'string' && !PRE_START.includes(s)) job.log = log
  }
  refreshStages(build)
  return {
    build: build.id,
    state: to,
    jobs: Object.fromEntries(jobs.map((job, i) => [job.id, jobStates[i]]))
  }
}

/**
 * @typedef {object} JobLogBody
 * @property {string} [content] the whole log replaced (an empty one: the row without content)
 * @property {string[]} [parts] appended
 * @property {boolean} [final] accepted; the text does not change
 * @property {boolean} [aggregate] accepted; the text does not change
 * @property {boolean} [archive] accepted; travis-api serves an archived log's text the same
 * @property {boolean} [purge] accepted
 */

/**
 * The kit's control `/jobs/{id}/log` (lib/pipeline.rb `job_log`, lib/logs.rb `set_content`,
 * `append_parts`): the job's log as travis-logs holds it; `content` replaces it, and an empty
 * one is stored as a row without content (`content = nil if content.to_s.empty?`).
 * @param {TravisState} state
 * @param {number} jobId
 * @param {JobLogBody} body
 * @returns {{ job_id: number, bytes: number }}
 */
export function jobLog(state, jobId, body) {
  const found = locateJob(state, jobId)
  if (!found) throw new Error(`fake travis: no job ${jobId}`)
  const unknown = Object.keys(body).filter(
    (key) => !['parts', 'final', 'content', 'aggregate', 'archive', 'purge'].includes(key)
  )
  if (unknown.length > 0) throw new Error(`fake travis: unknown keys: ${unknown.join(', ')}`)
  const { job } = found
  if (body.content !== undefined) job.log = String(body.content)
  if (body.parts !== undefined) job.log = (job.log ?? '') + body.parts.join('')
  return { job_id: job.id, bytes: Buffer.byteLength(job.log ?? '') }
}

/**
 * travis-hub restarts a job (model/job.rb `restart`, `clear`, `clear_log`, `propagate`): back to
 * created with its times cleared, restarted_at set, its log emptied (`logs_api.update(id, '',
 * clear: true)`: the row stays, without content); the restart propagates to its stage (cleared,
 * stage.rb `restart`) and from there, or directly, to the build (build.rb `restart`: created,
 * duration and times cleared, restarted_at set).
 * @param {TravisBuild} build
 * @param {TravisJob} job
 * @param {Date} now
 */
function restartJob(build, job, now) {
  job.state = 'created'
  job.startedAt = null
  job.finishedAt = null
  job.restartedAt = now
  job.updatedAt = now
  job.log = ''
  const stage = (build.stages ?? []).find((candidate) => candidate.name === job.stage)
  if (stage) {
    stage.state = 'created'
    stage.startedAt = null
    stage.finishedAt = null
  }
  build.state = 'created'
  build.duration = null
  build.startedAt = null
  build.finishedAt = null
  build.restartedAt = now
  build.updatedAt = now
}

/**
 * travis-hub's `job:restart` (service/update_job.rb), applied right after travis-api's 202; the
 * build then runs again through the pipeline's states.
 * @param {TravisState} state
 * @param {TravisBuild} build
 * @param {TravisJob} job
 */
export function hubRestartJob(state, build, job) {
  restartJob(build, job, new Date())
  build.script = [...state.pipeline.states]
  state.hubApplied.push({ event: 'job:restart', id: job.id })
}

/**
 * travis-hub's `build:restart` (service/update_build.rb: every job restarted, each propagating to
 * its stage and the build).
 * @param {TravisState} state
 * @param {TravisBuild} build
 */
export function hubRestartBuild(state, build) {
  const now = new Date()
  for (const job of build.jobs ?? []) restartJob(build, job, now)
  build.state = 'created'
  build.startedAt = null
  build.finishedAt = null
  build.duration = null
  build.restartedAt = now
  build.script = [...state.pipeline.states]
  state.hubApplied.push({ event: 'build:restart', id: build.id })
}

/**
 * travis-hub's `build:cancel`: every unfinished job canceled, the build canceled.
 * @param {TravisState} state
 * @param {TravisBuild} build
 */
export function hubCancelBuild(state, build) {
  moveBuild(build, 'canceled')
  build.script = []
  state.hubApplied.push({ event: 'build:cancel', id: build.id })
}

/**
 * A build Travis CI starts itself, once the gatekeeper takes it: a request made of the webhook
 * (event push or pull_request, finished, approved or rejected with `reject`) with its commit
 * even when rejected (travis-listener and the gatekeeper store the commit before deciding, so
 * `branch_name`, which models/request.rb L60-62 takes from the commit, is the branch), its
 * messages, and unless rejected a build on the branch (made if new) with that event, the pull
 * request's number and title, the commit (ref `refs/heads/{branch}` or `refs/pull/{n}/merge` and
 * a compare URL, as the kit's seeder writes Travis-made builds: lib/seeder.rb L351, L366), the
 * jobs and, as its script, the states.
 * @param {TravisState} state
 * @param {TravisStart} start
 */
function takeTravisStart(state, start) {
  const { spec } = start
  const repo = state.repos.find((candidate) => candidate.id === start.repoId)
  if (!repo) throw new Error(`fake travis: no repository ${start.repoId}`)
  const pullRequest = spec.pullRequestNumber ?? null
  const eventType = spec.eventType ?? (pullRequest === null ? 'push' : 'pull_request')
  const message = spec.message ?? `commit on ${spec.branch}`
  const reject = spec.reject ?? null
  /** @type {TravisCommit} */
  const commit = {
    id: state.nextCommitId(),
    sha: spec.sha,
    ref:
      eventType === 'pull_request' ? `refs/pull/${pullRequest}/merge` : `refs/heads/${spec.branch}`,
    message,
    compareUrl: `https://github.com/${repo.slug}/compare/${spec.sha.slice(0, 12)}`,
    committedAt: new Date(),
    branch: spec.branch
  }
  /** @type {TravisRequest} */
  const request = {
    id: state.nextRequestId(),
    repoId: repo.id,
    state: 'finished',
    result: reject === null ? 'approved' : 'rejected',
    message: reject,
    branch: spec.branch,
    commitMessage: message,
    sha: spec.sha,
    config: null,
    mergeMode: null,
    createdAt: new Date(state.now()),
    reads: 0,
    buildId: null,
    eventType,
    commit,
    messages: []
  }
  state.requests.push(request)
  start.request = request
  if (reject === null) {
    const build = makeBuild(state, repo, {
      branchName: spec.branch,
      eventType,
      pullRequestNumber: pullRequest,
      pullRequestTitle:
        pullRequest === null ? null : (spec.pullRequestTitle ?? `PR #${pullRequest}`),
      commit,
      jobs: jobSpecs(spec.jobs ?? state.pipeline.jobs),
      buildState: 'created',
      script: [...(spec.states ?? state.pipeline.states)],
      requestId: request.id,
      createdBy: null
    })
    request.buildId = build.id
    start.build = build
  }
  writeMessages(state, request, messageSpecs(spec.messages ?? state.pipeline.messages))
}

/**
 * A read of the repository's builds or requests: builds Travis CI started wait for their number
 * of such reads (`afterReads`), then the gatekeeper takes each on the next one, before it is
 * answered.
 * @param {TravisState} state
 * @param {TravisRepo} repo
 */
export function readRepositoryListing(state, repo) {
  for (const start of state.travisStarted) {
    if (start.repoId !== repo.id || start.request !== undefined) continue
    start.reads += 1
    if (start.reads > (start.spec.afterReads ?? 0)) takeTravisStart(state, start)
  }
}
