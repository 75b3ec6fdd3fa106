// Waiting for a build to finish: one request in flight, a read every 'poll-seconds', less and
// less often (up to a minute) while the build waits for a worker, a progress line when the state
// of the build or of a job changes and at least once a minute, and an end: finished, out of time
// ('wait-minutes'), or the workflow cancelled (then 'cancel-on-abort' cancels the Travis build).
import type { WaitPlan } from '../../inputs/parsed.js'
import { FAILED_STATES, WAITING_STATES, isFinished } from '../../model/builds.js'
import { messageOf } from '../../lib/action-error.js'
import { ABORTED, pause, untilAborted } from '../../lib/abortable.js'
import {
  conflictOf,
  requestBuildCancelPost,
  requestBuildGet
} from '../../travis/resources/builds.js'
import type { OperationContext } from '../context.js'
import type { BuildView, WaitEnd } from './result.js'
import {
  buildLabel,
  buildView,
  elapsed,
  jobsNotPassed,
  notYetRestarted,
  progressLine,
  stateKey
} from './views.js'

/** The longest wait between two reads of a build that waits for a worker, and between lines. */
const MINUTE_MS = 60_000

/** How long the cancel of 'cancel-on-abort' may take: the runner kills the step soon after. */
const CANCEL_ON_ABORT_MS = 5000

export interface Waited {
  build: BuildView
  end: WaitEnd
  /** A restart's wait ended before travis-hub applied it: `build` is the build before it. */
  restartPending?: true
}

/**
 * Reads the build until it finishes, the time runs out or `signal` aborts; `first` is the build
 * as last read. `restarted`: `first` is the build before a restart, which travis-hub applies
 * later; until the build shows another state or finish time, the restart has not happened yet.
 * `deadline`: when 'wait-minutes' ends, counted from the start of the whole wait (trigger-build's
 * request too).
 */
export async function followBuild(
  context: OperationContext,
  first: BuildView,
  plan: WaitPlan,
  signal: AbortSignal,
  { restarted = false, deadline = Date.now() + plan.minutes * MINUTE_MS } = {}
): Promise<Waited> {
  const restartedFrom = restarted ? first : undefined
  const started = Date.now()
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
    const old = restartedFrom !== undefined && notYetRestarted(build, restartedFrom)
    if (stateKey(build) !== shownKey || Date.now() - shownAt >= MINUTE_MS) show()
    if (isFinished(build.state) && !old) return { build, end: 'finished' }
    const left = deadline - Date.now()
    const pending = old ? ({ restartPending: true } as const) : {}
    if (signal.aborted) return { build, end: 'aborted', ...pending }
    if (left <= 0) return { build, end: 'timeout', ...pending }
    waitingReads = old || WAITING_STATES.includes(build.state) ? waitingReads + 1 : 0
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
    if (signal.aborted) return { build, end: 'aborted', ...pending }
    // The read ends with the signal (nothing more is sent), and is raced against it too, so that
    // no transport can hold back 'cancel-on-abort'.
    const read = await untilAborted(requestBuildGet(context.client, build.id, signal), signal)
    if (read === ABORTED) return { build, end: 'aborted', ...pending }
    build = buildView(read, build.url)
  }
}

/**
 * The wait before the next read: 'poll-seconds', doubled for each read that found the build (or
 * request) still waiting, up to a minute (never below 'poll-seconds').
 */
export function pollDelayMs(pollSeconds: number, waitingReads: number): number {
  const doubled = pollSeconds * 2 ** Math.max(0, waitingReads - 1)
  return Math.max(pollSeconds, Math.min(60, doubled)) * 1000
}

/** What a wait's end means for the step: its failure line, or none. */
export async function verdictOf(
  context: OperationContext,
  waited: Waited,
  plan: WaitPlan
): Promise<{ failure?: string; failedCheck?: boolean; pending?: 'cancel' }> {
  const { build } = waited
  switch (waited.end) {
    case 'finished': {
      if (!plan.failOnBuildFailure || !FAILED_STATES.includes(build.state)) return {}
      const jobs = jobsNotPassed(build)
      return {
        failure: `${buildLabel(build)} ${build.state}${jobs === '' ? '' : `: ${jobs}`}.`,
        failedCheck: true
      }
    }
    case 'timeout':
      return {
        failure: waited.restartPending
          ? `the restart of ${buildLabel(build)} is still queued on Travis CI after ${plan.minutes} min of waiting ('wait-minutes'): the build still shows how it ended before (${build.state}); it will run when Travis CI takes the restart.`
          : `${buildLabel(build)} is still ${build.state} after ${plan.minutes} min of waiting ('wait-minutes'); it goes on on Travis CI.`
      }
    case 'aborted': {
      if (waited.restartPending) {
        // travis-api refuses to cancel a finished build, and the build reads finished until
        // travis-hub applies the restart: there is nothing to cancel yet, whatever the inputs.
        return {
          failure: `the workflow was cancelled while the restart of ${buildLabel(build)} was still queued on Travis CI; it will run when Travis CI takes it, and can be cancelled only then (cancel-build).`
        }
      }
      const { words, accepted } = await cancelOnAbort(context, build, plan)
      return {
        failure: `the workflow was cancelled while waiting for ${buildLabel(build)}; ${words}`,
        // Queued for travis-hub: build-state says so, not the state the build showed.
        ...(accepted ? { pending: 'cancel' as const } : {})
      }
    }
  }
}

/**
 * With 'cancel-on-abort', cancels the build: one attempt, given a few seconds of its own (the
 * runner kills the step soon), whatever 'timeout-seconds' says. `accepted`: Travis CI queued it.
 */
async function cancelOnAbort(
  context: OperationContext,
  build: BuildView,
  plan: WaitPlan
): Promise<{ words: string; accepted: boolean }> {
  if (!plan.cancelOnAbort) {
    const words =
      "the Travis CI build goes on (set 'cancel-on-abort: true' to cancel it with the workflow)."
    return { words, accepted: false }
  }
  try {
    await withinMs(requestBuildCancelPost(context.client, build.id, 1), CANCEL_ON_ABORT_MS)
    context.runner.info(`Cancel of ${buildLabel(build)} accepted by Travis CI ('cancel-on-abort').`)
    const words =
      "Travis CI accepted the cancel of the build ('cancel-on-abort') and applies it shortly."
    return { words, accepted: true }
  } catch (error) {
    if (conflictOf(error) === 'build_not_cancelable') {
      const words = 'the Travis CI build had finished already, so there was nothing to cancel.'
      return { words, accepted: false }
    }
    const words = `cancelling the Travis CI build ('cancel-on-abort') failed: ${messageOf(error)}`
    return { words, accepted: false }
  }
}

/** `work`, or a failure after `ms` (the work goes on unheeded). */
function withinMs<T>(work: Promise<T>, ms: number): Promise<T> {
  work.catch(() => {})
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}
