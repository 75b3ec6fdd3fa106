// Inputs of the builds operations: which build ('build-id', the newest of 'branch', or for
// wait-for-build the one Travis CI starts for 'sha' or 'pull-request'), what a trigger sends
// ('branch', 'message', 'sha', 'config', 'merge-mode'), how to wait ('wait', 'wait-minutes',
// 'poll-seconds', 'fail-on-build-failure', 'cancel-on-abort') and what to show of the jobs' logs
// ('show-logs', 'log-lines', 'logs-dir'), which jobs a restart restarts ('jobs'), and the filters of
// list-builds ('branch', 'state', 'event-type', 'limit', 'offset').
import { BUILD_STATES, EVENT_TYPES, MERGE_MODES, type MergeMode } from '../model/builds.js'
import { PATH_LIMIT, PATH_LIMIT_REASON, workspacePathOf } from './files.js'
import type { BuildTarget, InputsFor, ShowLogs, WaitPlan, WaitTarget } from './parsed.js'
import {
  INVALID,
  QUERY_LIMIT,
  QUERY_REASON,
  complete,
  quoted,
  type InputReader,
  type Read
} from './reader.js'
import { yaml } from './yaml.js'

export type BuildOperation =
  'list-builds' | 'trigger-build' | 'wait-for-build' | 'restart-build' | 'cancel-build'

/** A request body travis-api takes: a commit message or a build config, not a file's worth. */
const BODY_LIMIT = 64 * 1024
const BODY_REASON = 'it is sent in the build request'
const SHA = /^[0-9a-f]{40}$/i
const SHOW_LOGS: readonly ShowLogs[] = ['failed', 'all', 'none']
const RESTARTED_JOBS = ['all', 'failed'] as const

export function readBuildInputs(
  reader: InputReader,
  operation: BuildOperation,
  include: string[]
): Read<InputsFor<BuildOperation>> {
  switch (operation) {
    case 'list-builds':
      return readListing(reader, include)
    case 'trigger-build':
      return readTrigger(reader)
    case 'wait-for-build':
      return complete({
        operation,
        target: readWaitTarget(reader),
        plan: readWait(reader)
      } as const)
    case 'restart-build':
      return complete({
        operation,
        target: readTarget(reader, operation),
        jobs: reader.choice('jobs', RESTARTED_JOBS),
        wait: reader.boolean('wait'),
        plan: readWait(reader),
        dryRun: reader.boolean('dry-run')
      } as const)
    case 'cancel-build':
      return complete({
        operation,
        target: readTarget(reader, operation),
        dryRun: reader.boolean('dry-run')
      } as const)
  }
}

function readListing(reader: InputReader, include: string[]): Read<InputsFor<'list-builds'>> {
  const fields = complete({
    operation: 'list-builds',
    include,
    branch: readBranch(reader),
    states: readChoices(reader, 'state', BUILD_STATES),
    eventTypes: readChoices(reader, 'event-type', EVENT_TYPES),
    window: reader.window()
  } as const)
  if (fields === INVALID) return INVALID
  const { window, ...rest } = fields
  return { ...rest, ...window }
}

function readTrigger(reader: InputReader): Read<InputsFor<'trigger-build'>> {
  return complete({
    operation: 'trigger-build',
    branch: readBranch(reader),
    message: reader.text('message', BODY_LIMIT, BODY_REASON),
    sha: readSha(reader),
    config: readConfig(reader),
    mergeMode: readMergeMode(reader),
    wait: reader.boolean('wait'),
    plan: readWait(reader),
    dryRun: reader.boolean('dry-run')
  } as const)
}

function readWait(reader: InputReader): Read<WaitPlan> {
  return complete({
    minutes: reader.wholeNumber('wait-minutes', 1, 360),
    pollSeconds: reader.wholeNumber('poll-seconds', 2, 300),
    failOnBuildFailure: reader.boolean('fail-on-build-failure'),
    cancelOnAbort: reader.boolean('cancel-on-abort'),
    showLogs: reader.choice('show-logs', SHOW_LOGS),
    logLines: reader.wholeNumber('log-lines', 0, 500),
    logsDir: readLogsDir(reader)
  } as const)
}

/** 'logs-dir': a folder inside the workspace, made when the first log is written; or none. */
function readLogsDir(reader: InputReader): Read<WaitPlan['logsDir']> {
  const given = reader.text('logs-dir', PATH_LIMIT, PATH_LIMIT_REASON)
  if (given === INVALID || given === '') return given === INVALID ? INVALID : null
  return workspacePathOf(reader, 'logs-dir', given, { what: 'a folder', example: 'travis-logs' })
}

function readSha(reader: InputReader): Read<string> {
  const sha = reader.raw('sha')
  if (sha === '' || SHA.test(sha)) return sha.toLowerCase()
  return reader.fail(
    `Input 'sha' must be a full commit SHA (40 hexadecimal characters, e.g. \${{ github.sha }}), got ${quoted(sha)}.`
  )
}

function readMergeMode(reader: InputReader): Read<MergeMode> {
  return reader.choice('merge-mode', MERGE_MODES)
}

/** A YAML (or JSON, which YAML reads too) mapping, sent as JSON; null when empty. */
function readConfig(reader: InputReader): Read<Record<string, unknown> | null> {
  const text = reader.text('config', BODY_LIMIT, BODY_REASON)
  if (text === INVALID || text === '') return text === INVALID ? INVALID : null
  const doc = yaml().parseDocument(text)
  const problem = doc.errors[0]?.message.split('\n')[0]
  if (problem !== undefined) {
    return reader.fail(
      `Input 'config' must be a build config as a YAML or JSON mapping (e.g. script: npm test); it does not parse: ${problem}`
    )
  }
  // Building the value can still fail (an alias with no anchor, too many aliases): refused alike.
  let value: unknown
  try {
    value = doc.toJS()
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    return reader.fail(
      `Input 'config' must be a build config as a YAML or JSON mapping (e.g. script: npm test); it does not parse: ${reason}`
    )
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return reader.fail(
      `Input 'config' must be a build config as a YAML or JSON mapping (e.g. script: npm test), got ${Array.isArray(value) ? 'a list' : quoted(String(value))}.`
    )
  }
  return value as Record<string, unknown>
}

/** A comma or line separated list of known values ('state', 'event-type'). */
function readChoices<T extends string>(
  reader: InputReader,
  name: 'state' | 'event-type',
  allowed: readonly T[]
): Read<T[]> {
  if (reader.tooLong(name, reader.raw(name), QUERY_LIMIT, QUERY_REASON)) return INVALID
  const items = reader.list(name)
  const bad = [...new Set(items.filter((item) => !allowed.some((known) => known === item)))]
  if (bad.length === 0) return items as T[]
  const shown = bad.slice(0, 3).map(quoted).join(', ')
  return reader.fail(
    `Input '${name}' must list ${allowed.join(', ')} (comma separated), got ${shown}${bad.length > 3 ? ` and ${bad.length - 3} more` : ''}.`
  )
}

/** Travis build ids are database ids: whole numbers, far below 2^53. */
const BUILD_ID = /^[1-9]\d{0,14}$/
/** A commit as git abbreviates it (7 characters at least) or whole. */
const SHORT_SHA = /^[0-9a-f]{7,40}$/i

/** The operations that address one build. */
type OneBuildOperation = 'wait-for-build' | 'restart-build' | 'cancel-build'

/** One branch name: a line break would make it two. */
export function readBranch(reader: InputReader): Read<string> {
  const branch = reader.text('branch', QUERY_LIMIT, QUERY_REASON)
  if (branch === INVALID || !/[\r\n]/.test(branch)) return branch
  return reader.fail(
    `Input 'branch' must be one branch name for this operation, got ${quoted(branch)}.`
  )
}

/** 'build-id', or the newest build of 'branch': one of them, not both. */
export function readTarget(reader: InputReader, operation: OneBuildOperation): Read<BuildTarget> {
  const given = reader.raw('build-id')
  const branch = readBranch(reader)
  if (branch === INVALID) return INVALID
  if (given === '' && branch === '') {
    const travisBuilds =
      operation === 'wait-for-build'
        ? ", or 'sha' or 'pull-request' (the build Travis CI starts for that commit or pull request)"
        : ''
    const empty = travisBuilds === '' ? 'both' : 'all'
    return reader.fail(
      `${operation} needs 'build-id' (a build's number in its URL, e.g. 123456789) or 'branch' (its newest build)` +
        `${travisBuilds}; ${empty} are empty.`
    )
  }
  if (given !== '' && branch !== '') {
    return reader.fail(
      `Inputs 'build-id' and 'branch' are both set for ${operation}; set one: 'build-id' names a build, 'branch' takes its newest build.`
    )
  }
  if (given === '') return { branch }
  if (!BUILD_ID.test(given)) {
    return reader.fail(
      `Input 'build-id' must be a Travis CI build id (a whole number, e.g. 123456789 from the build's URL), got ${quoted(given)}.`
    )
  }
  return { buildId: Number(given) }
}

/**
 * wait-for-build's build: 'build-id' or the newest of 'branch' (readTarget), or the build Travis CI
 * starts itself for 'sha' (on 'branch', default the default branch) or for 'pull-request' (its
 * head commit 'sha', when given). One of 'build-id', 'sha' and 'pull-request' at most.
 */
export function readWaitTarget(reader: InputReader): Read<WaitTarget> {
  const given = (['build-id', 'sha', 'pull-request'] as const).filter(
    (name) => reader.raw(name) !== ''
  )
  if (given.length > 1 && !(given.length === 2 && given.join() === 'sha,pull-request')) {
    const names = given.map((name) => `'${name}'`).join(' and ')
    return reader.fail(
      `Inputs ${names} are both set for wait-for-build; 'build-id' names a build, ` +
        "'sha' (with 'branch') or 'pull-request' (with its head 'sha', if you like) the build Travis CI starts itself."
    )
  }
  if (given.length === 0 || given[0] === 'build-id') return readTarget(reader, 'wait-for-build')
  const sha = readShortSha(reader)
  if (given.includes('pull-request')) {
    const number = readPullRequest(reader)
    if (reader.raw('branch') !== '') {
      return reader.fail(
        "Input 'branch' does not go with 'pull-request' for wait-for-build: " +
          "a pull request's build is found by its number (and head 'sha'); leave 'branch' empty."
      )
    }
    return sha === INVALID || number === INVALID ? INVALID : { pullRequest: { number, sha } }
  }
  const branch = readBranch(reader)
  return sha === INVALID || branch === INVALID ? INVALID : { commit: { sha, branch } }
}

/** A commit of 7 to 40 hexadecimal characters (git's abbreviations included), in lower case. */
function readShortSha(reader: InputReader): Read<string> {
  const sha = reader.raw('sha')
  if (sha === '' || SHORT_SHA.test(sha)) return sha.toLowerCase()
  return reader.fail(
    `Input 'sha' must be a commit SHA of 7 to 40 hexadecimal characters (e.g. \${{ github.sha }}), got ${quoted(sha)}.`
  )
}

/** One pull request number. */
function readPullRequest(reader: InputReader): Read<number> {
  const given = reader.raw('pull-request')
  const number = /^\d{1,9}$/.test(given) ? Number(given) : 0
  if (number >= 1) return number
  return reader.fail(
    `Input 'pull-request' must be one pull request number for wait-for-build (e.g. \${{ github.event.pull_request.number }}), got ${quoted(given)}.`
  )
}
