// Builds as Travis CI names them: their states, the events that start them, and the merge modes
// of a build request's config (travis-api `models/build.rb`, `queries/request.rb`;
// docs/travis-api.md#builds).

export const BUILD_STATES = [
  'created',
  'received',
  'queued',
  'started',
  'passed',
  'failed',
  'errored',
  'canceled'
] as const

export type BuildState = (typeof BUILD_STATES)[number]

/** A build in one of these states is over; travis-api cancels only the others. */
export const FINISHED_STATES: readonly string[] = ['passed', 'failed', 'errored', 'canceled']

/** Finished without passing: what 'fail-on-build-failure' fails the step on. */
export const FAILED_STATES: readonly string[] = ['failed', 'errored', 'canceled']

/**
 * A job that failed the build: it finished without passing (failed, errored or canceled) and was
 * not allowed to fail.
 */
export function failedTheBuild(job: { state: string; allow_failure: boolean }): boolean {
  return FAILED_STATES.includes(job.state) && !job.allow_failure
}

/**
 * Where a job's state sorts when the jobs that did not pass come first: failed, errored,
 * canceled (FAILED_STATES' order), then those still going, passed last.
 */
export function jobOrder(state: string): number {
  const failed = FAILED_STATES.indexOf(state)
  if (failed >= 0) return failed
  return state === 'passed' ? FAILED_STATES.length + 1 : FAILED_STATES.length
}

/** Not yet running: a build waiting here is polled less and less often (up to a minute). */
export const WAITING_STATES: readonly string[] = ['created', 'received', 'queued']

export const EVENT_TYPES = ['push', 'pull_request', 'api', 'cron'] as const

export type EventType = (typeof EVENT_TYPES)[number]

export const MERGE_MODES = [
  'deep_merge_append',
  'deep_merge_prepend',
  'deep_merge',
  'merge',
  'replace'
] as const

export type MergeMode = (typeof MERGE_MODES)[number]

export function isFinished(state: string): boolean {
  return FINISHED_STATES.includes(state)
}
