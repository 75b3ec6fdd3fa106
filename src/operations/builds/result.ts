// What the builds operations hand to report/ (../result.ts re-exports it): plain data.
import type { Base } from '../result-base.js'

/** A job as the outputs show it. */
export interface JobView {
  id: number
  number: string
  /** As Travis CI's web page names it (model/job-names.ts); '' when its config says nothing. */
  name: string
  /** Its stage's name; null for a build without stages. */
  stage: string | null
  state: string
  /** Allowed to fail: its failure does not fail the build. */
  allow_failure: boolean
  started_at: string | null
  finished_at: string | null
  /** Seconds from its start to its finish, or to now while it runs; null before it starts. */
  duration: number | null
}

/** What the action read of a job's log (show-logs), for the summary and the failure line. */
export interface JobLogView {
  jobId: number
  /** The command travis-build says failed, and its exit code; null when the log names none. */
  failedCommand: { command: string; exitCode: number } | null
  /** The last 'log-lines' lines before that command (or of the log), plain text. */
  tail: string[]
  /** Where 'logs-dir' holds it, relative to the workspace; null when not written. */
  file: string | null
  /** Why the log is not shown (expired, denied, not found, unreadable); null when it is. */
  missing: string | null
}

/** A build as the outputs and the summary show it. */
export interface BuildView {
  id: number
  number: string
  state: string
  branch: string | null
  event_type: string | null
  /** The commit message. */
  message: string | null
  sha: string | null
  /** A pull request build's number; null for the others. */
  pull_request_number: number | null
  started_at: string | null
  finished_at: string | null
  /** Seconds, as Travis CI counts them (the jobs' run time), or from start to finish. */
  duration: number | null
  /** The build's page in Travis CI's web app; null where the action cannot know it. */
  url: string | null
  jobs: JobView[]
}

/**
 * What a single-build operation did: `triggered` (the request became this build), `found`
 * (wait-for-build), `restarted`, `canceled`, `not-cancelable` (finished already),
 * `nothing-to-restart` (jobs: failed, and none did not pass), and the
 * dry runs' `would-trigger`, `would-restart`, `would-cancel`.
 */
export type BuildAction =
  | 'triggered'
  | 'found'
  | 'restarted'
  | 'canceled'
  | 'not-cancelable'
  | 'nothing-to-restart'
  | 'would-trigger'
  | 'would-restart'
  | 'would-cancel'

/**
 * How a wait ended: the build finished, the time ran out, the workflow was cancelled, or the
 * build could no longer be read (after the client's retries).
 */
export type WaitEnd = 'finished' | 'timeout' | 'aborted' | 'unreadable'

export interface BuildRequestView {
  id: number
  /** From the 202 of the create: API build requests left in the hour; null when unknown. */
  remainingRequests: number | null
}

/** trigger-build, wait-for-build, restart-build, cancel-build. */
export interface BuildResult extends Base {
  kind: 'build'
  action: BuildAction
  /** trigger-build: the request; null for the others and a dry run. */
  request: BuildRequestView | null
  /** null only for a trigger that made no build (dry run). */
  build: BuildView | null
  /** null when the run did not wait. */
  waitEnd: WaitEnd | null
  /**
   * A restart or cancel that travis-hub had not applied when the run ended (build-state
   * `restart-pending`, `cancel-pending`): `build` shows the build before it.
   */
  pending?: 'restart' | 'cancel'
  /** The logs read while waiting (show-logs), in the order the jobs finished. */
  logs: JobLogView[]
  /** restart-build with 'jobs: failed': the jobs restarted; null for the others. */
  restartedJobs: number[] | null
}

/** list-builds: newest first. */
export interface BuildsResult extends Base {
  kind: 'builds'
  builds: BuildView[]
  /** Builds the server has for these filters (@pagination.count); null when it does not say. */
  total: number | null
  filters: { branch: string; states: string[]; eventTypes: string[] }
}
