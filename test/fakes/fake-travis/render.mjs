// Shapes shared by several endpoints: errors, warnings, minimal repository, builds, timestamps.
// Hrefs carry neither `/v3` (the client opts in by header) nor an Enterprise base path (the real
// server does not know the prefix its proxy strips).
import { createHash } from 'node:crypto'
import { jsonResponse } from '../fake-http.mjs'

/** @typedef {import('./state.mjs').TravisRepo} TravisRepo */
/** @typedef {import('./state.mjs').TravisBranch} TravisBranch */
/** @typedef {import('./state.mjs').TravisBuild} TravisBuild */
/** @typedef {import('../fake-http.mjs').FakeResponse} FakeResponse */
/** @typedef {Record<string, unknown>} Json */

/** Default messages of the v3 error catalogue (docs/travis-api.md#err-catalogue). */
const DEFAULT_MESSAGES = {
  duplicate_resource: 'resource already exists',
  // `Error#message` of the base class for `error_type: error` (service.rb L195-197 passes its own).
  error: 'error',
  insufficient_access: 'forbidden',
  // v3.rb L38 JobAlreadyRunning, L42-43 LogExpired and LogAccessDenied.
  job_already_running: 'job already running, cannot restart',
  log_access_denied:
    "We're sorry, but this data is not available. Please check the repository settings in Travis CI.",
  log_expired:
    "We're sorry, but this data is not available anymore. Please check the repository settings in Travis CI.",
  login_required: 'login required',
  method_not_allowed: 'method not allowed',
  not_found: 'resource not found (or insufficient access)',
  private_repo_feature:
    'this feature is only available on private repositories and for Travis CI Enterprise customers',
  unprocessable_entity: 'request unable to be processed due to semantic errors',
  wrong_credentials: 'access denied',
  wrong_params: 'wrong parameters'
}

/** A v3 error, thrown by services and turned into a response by the dispatcher. */
export class TravisApiError extends Error {
  /**
   * @param {number} status
   * @param {keyof typeof DEFAULT_MESSAGES} errorType
   * @param {string} [message]
   * @param {Json} [payload] extra keys after error_message, in order
   */
  constructor(status, errorType, message, payload = {}) {
    super(message ?? DEFAULT_MESSAGES[errorType])
    this.status = status
    this.errorType = errorType
    this.payload = payload
  }

  /**
   * @param {string} [contentType] default application/json
   * @returns {FakeResponse}
   */
  toResponse(contentType = 'application/json') {
    return jsonResponse(
      this.status,
      {
        '@type': 'error',
        error_type: this.errorType,
        error_message: this.message,
        ...this.payload
      },
      { 'content-type': contentType }
    )
  }
}

/**
 * 404 for a named resource type, or the generic one (route miss, unknown setting) without it.
 * @param {string} [resourceType]
 */
export function notFound(resourceType) {
  if (!resourceType) return new TravisApiError(404, 'not_found')
  return new TravisApiError(
    404,
    'not_found',
    `${resourceType} not found (or insufficient access)`,
    {
      resource_type: resourceType
    }
  )
}

/**
 * 403 of a failed permission check on the repository (object embedded in minimal form).
 * @param {TravisRepo} repo
 * @param {string} permission
 */
export function repoAccessError(repo, permission) {
  return new TravisApiError(
    403,
    'insufficient_access',
    `operation requires ${permission} access to repository`,
    { resource_type: 'repository', permission, repository: repoMinimal(repo) }
  )
}

/**
 * @param {string} parameter
 * @returns {Json}
 */
export function ignoredParameterWarning(parameter) {
  return {
    '@type': 'warning',
    message: `query parameter ${parameter} not safelisted, ignored`,
    warning_type: 'ignored_parameter',
    parameter
  }
}

/**
 * @param {string} parameter
 * @param {string} value
 * @returns {Json}
 */
export function ignoredValueWarning(parameter, value) {
  return {
    '@type': 'warning',
    message: `query value ${value} for ${parameter} not a valid sort mode, ignored`,
    warning_type: 'ignored_value',
    parameter,
    value
  }
}

/**
 * Successful response; `@warnings` goes first, as the real server inserts it.
 * @param {number} status
 * @param {Json} body
 * @param {Json[]} warnings
 * @returns {FakeResponse}
 */
export function resultResponse(status, body, warnings) {
  return jsonResponse(status, warnings.length > 0 ? { '@warnings': warnings, ...body } : body)
}

/**
 * `YYYY-MM-DDTHH:MM:SSZ`, or with milliseconds for the few fields that use them.
 * @param {string | Date | null | undefined} value
 * @param {boolean} [withMs]
 * @returns {string | null}
 */
export function formatTime(value, withMs = false) {
  if (value === null || value === undefined) return null
  const iso = new Date(value).toISOString()
  return withMs ? iso : iso.replace(/\.\d{3}Z$/, 'Z')
}

/**
 * @param {TravisRepo} repo
 * @returns {Json}
 */
export function repoMinimal(repo) {
  return {
    '@type': 'repository',
    '@href': `/repo/${repo.id}`,
    '@representation': 'minimal',
    id: repo.id,
    name: repo.slug.split('/')[1],
    slug: repo.slug
  }
}

/**
 * A branch's `@href`: the name as Mustermann expands the route's capture (`renderer.rb` `href`,
 * docs/travis-api.md#br-shape): `/`, `?`, `#`, `%`, spaces and non-ASCII percent-encoded, the
 * other reserved characters of RFC 2396 (`; : @ & = + $ , [ ]`) as they are.
 * @param {TravisRepo} repo
 * @param {string} name
 */
export function branchHref(repo, name) {
  const segment = encodeURIComponent(name).replace(/%(3B|3A|40|26|3D|2B|24|2C|5B|5D)/g, (escaped) =>
    decodeURIComponent(escaped)
  )
  return `/repo/${repo.id}/branch/${segment}`
}

/**
 * @param {TravisBuild} build
 * @returns {number | null}
 */
function durationOf(build) {
  if (build.duration !== undefined) return build.duration
  if (!build.startedAt || !build.finishedAt) return null
  const ms = new Date(build.finishedAt).getTime() - new Date(build.startedAt).getTime()
  return Math.round(ms / 1000)
}

/**
 * @param {TravisRepo} repo
 * @param {TravisBranch} branch
 * @param {number} index position of the build in branch.builds
 * @param {string} representation
 * @returns {Json}
 */
export function buildCore(repo, branch, index, representation, canWrite = false) {
  const build = branch.builds[index]
  const older = branch.builds[index + 1]
  return {
    '@type': 'build',
    '@href': `/build/${build.id}`,
    '@representation': representation,
    // `permissions/build.rb`: cancel and restart are the authorizer's build_cancel and
    // build_restart, which come with push access (the live tier's conformance test).
    ...(representation === 'standard' && {
      '@permissions': { read: true, cancel: canWrite, restart: canWrite, prioritize: false }
    }),
    id: build.id,
    number: String(build.number),
    state: build.state,
    duration: durationOf(build),
    event_type: build.eventType,
    previous_state:
      build.previousState !== undefined ? build.previousState : (older?.state ?? null),
    // `renderer/build.rb`: a pull request build's title and number (docs/travis-api.md#br-shape).
    pull_request_title: build.pullRequestTitle ?? null,
    pull_request_number: build.pullRequestNumber ?? null,
    started_at: formatTime(build.startedAt),
    finished_at: formatTime(build.finishedAt),
    private: repo.private,
    priority: false
  }
}

/**
 * A build's commit ref when its commit names none: `refs/pull/{n}/merge` for a pull request
 * build, else `refs/heads/{branch}` (the kit's seeder, lib/seeder.rb L351; GitHub's refs).
 * @param {TravisBranch} branch
 * @param {TravisBuild} build
 * @returns {string}
 */
export function commitRef(branch, build) {
  const number = build.pullRequestNumber
  return number === undefined || number === null
    ? `refs/heads/${branch.name}`
    : `refs/pull/${number}/merge`
}

/**
 * @param {TravisRepo} repo
 * @param {TravisBranch} branch
 * @param {number} index
 * @returns {Json}
 */
export function buildMinimal(repo, branch, index) {
  return buildCore(repo, branch, index, 'minimal')
}

/**
 * Standard build, as in `recent_builds`: its commit, jobs, sender and update time as a seed gave
 * them (test/live/seed.ts `loadIntoFake`, as the kit's seeder writes them), else made up but stable.
 * @param {TravisRepo} repo
 * @param {TravisBranch} branch
 * @param {number} index
 * @param {boolean} canWrite the caller may cancel and restart builds
 * @returns {Json}
 */
export function buildStandard(repo, branch, index, canWrite) {
  const build = branch.builds[index]
  const made = {
    id: build.id + 500_000,
    sha: createHash('sha1').update(`${repo.id}/${build.id}`).digest('hex'),
    message: `Build ${build.number}`,
    committedAt: build.startedAt
  }
  const commit = build.commit ?? made
  const owner = repo.slug.split('/')[0]
  const sender = {
    '@type': 'user',
    '@href': '/user/1',
    '@representation': 'minimal',
    id: 1,
    login: owner
  }
  return {
    ...buildCore(repo, branch, index, 'standard', canWrite),
    repository: repoMinimal(repo),
    // The branch is being rendered already, so the server collapses it to its href.
    branch: { '@href': branchHref(repo, branch.name) },
    tag: null,
    commit: {
      '@type': 'commit',
      '@representation': 'minimal',
      id: commit.id,
      sha: commit.sha,
      ref: 'ref' in commit && commit.ref !== undefined ? commit.ref : commitRef(branch, build),
      message: commit.message,
      compare_url:
        'compareUrl' in commit && commit.compareUrl !== undefined
          ? commit.compareUrl
          : `https://github.com/${repo.slug}/compare/${commit.sha.slice(0, 12)}`,
      committed_at: formatTime(commit.committedAt)
    },
    jobs: (build.jobIds ?? [build.id * 10 + 1]).map((id) => ({
      '@type': 'job',
      '@href': `/job/${id}`,
      '@representation': 'minimal',
      id
    })),
    stages: [],
    created_by: build.createdBy === undefined ? sender : build.createdBy,
    updated_at: formatTime(build.updatedAt ?? build.finishedAt ?? build.startedAt, true)
  }
}
