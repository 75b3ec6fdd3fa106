// Waiting for a build to finish: one request in flight, a read every 'poll-seconds', less and
// less often (up to a minute) while the build waits for a worker, a progress line when the state
// of the build or of a job changes and at least once a minute, a line per job as it finishes and
// its log ('show-logs', job-logs.ts) read right then, in the same loop; and an end: finished, out
// of time ('wait-minutes'), the workflow cancelled, or the build no longer readable.
import type { WaitPlan } from '../../inputs/parsed.js'
import { ABORTED, pause, untilAborted } from '../../lib/abortable.js'
import { WAITING_STATES, isFinished } from '../../model/builds.js'
import { explanationOf } from '../../travis/errors.js'
import type { OperationContext } from '../context.js'
import type { JobLogs } from './job-logs.js'
import { readBuild } from './read.js'
import type { BuildView, JobView, WaitEnd } from './result.js'
import { elapsed, jobLabel, notYetRestarted, progressLine, stateKey } from './views.js'

/** The longest wait between two reads of a build that waits for a worker, and between lines. */
const MINUTE_MS = 60_000

export interface Waited {
  build: BuildView
  end: WaitEnd
  /** A restart's wait ended before travis-hub applied it: `build` is the build before it. */
  restartPending?: true
  /** end 'unreadable': why the build could not be read (after the client's retries). */
  failure?: string
}

/**
 * A restart sent before the wait: the build as it was, and which of its jobs were restarted
 * ('all': the build). travis-hub applies it later; until then the build shows what it was.
 */
export interface Restarted {
  before: BuildView
  jobs: number[] | 'all'
}

export interface FollowOptions {
  logs: JobLogs
  restarted?: Restarted
  /** When 'wait-minutes' ends, counted from the start of the whole wait (a request's too). */
  deadline?: number
}

/**
 * Reads the build until it finishes, the time runs out, `signal` aborts or a read fails past the
 * client's retries; `first` is the build as last read.
 */
export async function followBuild(
  context: OperationContext,
  first: BuildView,
  plan: WaitPlan,
  signal: AbortSignal,
  { logs, restarted, deadline = Date.now() + plan.minutes * MINUTE_MS }: FollowOptions
): Promise<Waited> {
  const started = Date.now()
  const finishing = new FinishedJobs(restarted)
  let build = first
  let shownKey = ''
  let shownAt = -Infinity
  let waitingReads = 0
  const show = (suffix = '') => {
    context.runner.info(`${progressLine(build, Date.now() - started)}${suffix}`)
    shownKey = stateKey(build)
    shownAt = Date.now()
  }
  for (;;) {
    const pending = restarted !== undefined && restartPending(build, restarted)
    if (stateKey(build) !== shownKey || Date.now() - shownAt >= MINUTE_MS) show()
    for (const job of finishing.take(build)) {
      context.runner.info(jobLine(job))
      await logs.read(job, signal)
    }
    const still = pending ? ({ restartPending: true } as const) : {}
    if (!pending && isOver(build, restarted)) return { build, end: 'finished' }
    if (signal.aborted) return { build, end: 'aborted', ...still }
    const left = deadline - Date.now()
    if (left <= 0) return { build, end: 'timeout', ...still }
    waitingReads = pending || WAITING_STATES.includes(build.state) ? waitingReads + 1 : 0
    let rest = Math.min(left, pollDelayMs(plan.pollSeconds, waitingReads))
    const readAt = Date.now()
    while (rest > 0 && !signal.aborted) {
      const step = Math.min(rest, Math.max(1, shownAt + MINUTE_MS - Date.now()))
      await pause(step, signal)
      rest -= step
      // Not right before a read: its own line follows.
      if (rest > 0 && Date.now() - shownAt >= MINUTE_MS) {
        show(` (read ${elapsed(Date.now() - readAt)} ago)`)
      }
    }
    if (signal.aborted) return { build, end: 'aborted', ...still }
    // The read ends with the signal (nothing more is sent), and is raced against it too, so that
    // no transport can hold back 'cancel-on-abort'.
    let read: BuildView | typeof ABORTED
    try {
      read = await untilAborted(readBuild(context, build.id, signal), signal)
    } catch (error) {
      if (signal.aborted) return { build, end: 'aborted', ...still }
      return { build, end: 'unreadable', ...still, failure: explanationOf(error) }
    }
    if (read === ABORTED) return { build, end: 'aborted', ...still }
    build = read
  }
}

/**
 * The jobs that have finished since the last look, each once. After a restart, a restarted job
 * counts only once it shows otherwise than before (restarted and finished again), and a job not
 * restarted never (it finished before this run).
 */
class FinishedJobs {
  private readonly seen = new Set<number>()
  private readonly held = new Map<number, JobView>()

  constructor(restarted: Restarted | undefined) {
    for (const job of restarted?.before.jobs ?? []) {
      if (restarted?.jobs === 'all' || restarted?.jobs.includes(job.id)) this.held.set(job.id, job)
      else this.seen.add(job.id)
    }
  }

  take(build: BuildView): JobView[] {
    return build.jobs.filter((job) => {
      const was = this.held.get(job.id)
      if (was !== undefined) {
        if (sameRun(job, was)) return false
        this.held.delete(job.id)
      }
      if (this.seen.has(job.id) || !isFinished(job.state)) return false
      this.seen.add(job.id)
      return true
    })
  }
}

/** `57.2 unit tests failed (allowed to fail) after 2 min` */
function jobLine(job: JobView): string {
  const allowed = job.allow_failure && job.state !== 'passed' ? ' (allowed to fail)' : ''
  const took = job.duration === null ? '' : ` after ${elapsed(job.duration * 1000)}`
  return `${jobLabel(job)} ${job.state}${allowed}${took}`
}

/** The same run of a job: as it was, at the same finish (a restart clears both). */
function sameRun(job: JobView, was: JobView): boolean {
  return job.state === was.state && job.finished_at === was.finished_at
}

/** Travis CI has not yet applied the restart: the build, or one of the restarted jobs, shows what it was. */
function restartPending(build: BuildView, { before, jobs }: Restarted): boolean {
  if (jobs === 'all') return notYetRestarted(build, before)
  return jobs.some((id) => {
    const now = build.jobs.find((job) => job.id === id)
    const was = before.jobs.find((job) => job.id === id)
    return now !== undefined && was !== undefined && sameRun(now, was)
  })
}

/**
 * Finished: the build, and after a restart of some of its jobs those jobs too (travis-hub sets
 * the build back to created when it restarts a job, `model/job.rb` propagate; the kit's
 * stand-in leaves it finished: docs/travis-api.md#job-restarts).
 */
function isOver(build: BuildView, restarted: Restarted | undefined): boolean {
  if (!isFinished(build.state)) return false
  if (restarted === undefined || restarted.jobs === 'all') return true
  const ids = restarted.jobs
  return build.jobs.filter((job) => ids.includes(job.id)).every((job) => isFinished(job.state))
}

/**
 * The wait before the next read: 'poll-seconds', doubled for each read that found the build (or
 * request) still waiting, up to a minute (never below 'poll-seconds').
 */
export function pollDelayMs(pollSeconds: number, waitingReads: number): number {
  const doubled = pollSeconds * 2 ** Math.max(0, waitingReads - 1)
  return Math.max(pollSeconds, Math.min(60, doubled)) * 1000
}
