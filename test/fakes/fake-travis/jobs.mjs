// /job/{id}, /job/{id}/log.txt and /job/{id}/restart (docs/travis-api.md#jobs, #job-logs,
// #job-restarts): a job as travis-api renders it, its log as travis-logs holds it, and a restart,
// which travis-hub applies (fake-travis/pipeline.mjs hubRestartJob).
import { textResponse } from '../fake-http.mjs'
import { PlainServerError, hasPermissionRow, rightsOn, warnUnknownParams } from './params.mjs'
import { TravisApiError, notFound, resultResponse } from './render.mjs'
import { SETTING_DEFINITIONS } from './settings.mjs'
import { FINISHED, hubRestartJob, jobStartedAt, locateJob } from './pipeline.mjs'
import { renderJob } from './builds.mjs'

/** @typedef {import('./params.mjs').TravisContext} TravisContext */
/** @typedef {import('./state.mjs').TravisRepo} TravisRepo */
/** @typedef {import('../fake-http.mjs').FakeResponse} FakeResponse */

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * `find(:job)` (`service.rb` L74-78, `queries/job.rb` L31-34): 404 `job` when unknown or its
 * repository is not visible; the caller's rights become those on its repository.
 * @param {TravisContext} ctx
 */
function findJob(ctx) {
  const found = locateJob(ctx.state, Number(ctx.name))
  if (
    !found ||
    found.repo.invalidated ||
    (found.repo.private && !hasPermissionRow(ctx.user, found.repo))
  ) {
    throw notFound('job')
  }
  ctx.user = rightsOn(ctx.user, found.repo)
  return found
}

/**
 * `GET /job/{id}` (`services/job/find.rb`): the job, standard, its build minimal; `config` with
 * `include=job.config`.
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function findJobService(ctx) {
  const found = findJob(ctx)
  warnUnknownParams(ctx, 'job', ['id'])
  const config = String(ctx.params.get('include') ?? '')
    .split(',')
    .includes('job.config')
  return resultResponse(
    200,
    renderJob(ctx, found, found.job, { full: true, inBuild: false, config }),
    ctx.warnings
  )
}

/**
 * A repository setting's value (`models/user_settings.rb`: the stored value, else the default).
 * @param {TravisRepo} repo
 * @param {string} name
 * @returns {unknown}
 */
function setting(repo, name) {
  if (Object.hasOwn(repo.settings, name)) return repo.settings[name]
  return SETTING_DEFINITIONS.find((definition) => definition.name === name)?.default
}

/**
 * `GET /job/{id}/log.txt` (`routes.rb` L87-91; `router.rb` L81-86 `process_txt_extension!` makes
 * the answer text/plain whatever Accept says). The checks in the order of `services/log/find.rb`:
 * - L6 `Models::Job.find`: an unknown id (a build's id too) raises RecordNotFound, a plain 500;
 * - L8 `query.find(job)` (`queries/log.rb` L68-71): no log is 404 `log not found` (EntityMissing,
 *   no resource_type), before any access check;
 * - L10-14 a caller without the repository's `view_log` (the authorizer grants it with a
 *   permission row, travis-api-live README "Permissions") on a private repository: 403
 *   `log_access_denied`;
 * - L17 not visible (an anonymous caller on a private repository): 404 `log not found (or
 *   insufficient access)`, resource_type log;
 * - L18 `log_expired` (403) when the job started more than `job_log_access_older_than_days`
 *   (default 365) days ago, unless `job_log_time_based_limit` is true (which switches expiry off);
 * - L19 with `job_log_access_based_limit`, `log_access_denied` (403) for a caller without push
 *   access (anonymous callers included).
 * Errors are the JSON error body, pretty, served as text/plain; the log is its text, byte for
 * byte (`renderer/log.rb` L29-32), and a log row without content (a restart cleared it) the
 * 4 bytes `null` (`v3.rb` L11-15 JSON-encodes what is not a String).
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function findJobLog(ctx) {
  const found = locateJob(ctx.state, Number(ctx.name))
  if (!found) throw new PlainServerError()
  const { repo, build, job } = found
  if (job.log === null || job.log === undefined) {
    throw new TravisApiError(404, 'not_found', 'log not found')
  }
  const user = ctx.user
  const row = user !== null && hasPermissionRow(user, repo)
  if (user !== null && repo.private && !row) throw new TravisApiError(403, 'log_access_denied')
  if (repo.invalidated || (repo.private && !row)) throw notFound('log')
  const started = jobStartedAt(build, job)
  const days = Number(setting(repo, 'job_log_access_older_than_days'))
  if (
    setting(repo, 'job_log_time_based_limit') !== true &&
    started !== null &&
    new Date(started).getTime() < ctx.state.now() - days * DAY_MS
  ) {
    throw new TravisApiError(403, 'log_expired')
  }
  const pushes = user !== null && row && Boolean(rightsOn(user, repo)?.buildWrite)
  if (setting(repo, 'job_log_access_based_limit') === true && !pushes) {
    throw new TravisApiError(403, 'log_access_denied')
  }
  return textResponse(200, job.log === '' ? 'null' : job.log)
}

/**
 * `POST /job/{id}/restart` (`services/job/restart.rb`, `queries/job.rb` L45-52): login
 * (`check_login_and_find`), the job (404 `job`), the restart permission (403
 * `insufficient_access`, `permission: restart`, `resource_type: job`, the job minimal), 409
 * `job_already_running` for a received, queued or started job; a job that is not finished (one in
 * `created`) cannot be reset (`lib/travis/model/job/test.rb` L67-69), so RestartModel#push fails
 * and the service answers what it answers for every failure but abuse, 403 `error` "Builds have
 * been temporarily disabled…" (`services/job/restart.rb` L16-19, `service.rb` L195-197); else 202
 * `pending` with the job minimal, and travis-hub applies it (pipeline.mjs hubRestartJob).
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function restartJob(ctx) {
  if (!ctx.user) throw new TravisApiError(403, 'login_required')
  const found = findJob(ctx)
  const { job } = found
  const minimal = {
    '@type': 'job',
    '@href': `/job/${job.id}`,
    '@representation': 'minimal',
    id: job.id
  }
  if (!ctx.user?.buildWrite) {
    throw new TravisApiError(
      403,
      'insufficient_access',
      'operation requires restart access to job',
      {
        resource_type: 'job',
        permission: 'restart',
        job: minimal
      }
    )
  }
  if (['received', 'queued', 'started'].includes(job.state)) {
    throw new TravisApiError(409, 'job_already_running')
  }
  if (!FINISHED.includes(job.state)) {
    throw new TravisApiError(
      403,
      'error',
      'Builds have been temporarily disabled for private repositories due to a insufficient credit balance'
    )
  }
  hubRestartJob(ctx.state, found.build, job)
  return resultResponse(
    202,
    { '@type': 'pending', job: minimal, state_change: 'restart', resource_type: 'job' },
    ctx.warnings
  )
}
