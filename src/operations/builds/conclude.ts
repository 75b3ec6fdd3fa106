// What the end of a wait (wait-to-the-end.ts) means for the step: the failure line of a build that
// did not pass (its failed jobs, each with the command that failed), of a wait out of time or of a
// build no longer readable; and, when the workflow was cancelled, 'cancel-on-abort': the Travis CI
// build cancelled within the few seconds the runner leaves, a lost answer read back in what is left
// of them.
import type { WaitPlan } from '../../inputs/parsed.js'
import { messageOf } from '../../lib/action-error.js'
import type { WriteOutcome } from '../../lib/write-outcome.js'
import { FAILED_STATES, isFinished } from '../../model/builds.js'
import { TravisApiError } from '../../travis/errors.js'
import { conflictOf, requestBuildCancelPost } from '../../travis/resources/builds.js'
import type { OperationContext } from '../context.js'
import { failedCheck } from '../result-base.js'
import { readBuild } from './read.js'
import type { BuildView, JobLogView } from './result.js'
import type { Waited } from './wait.js'
import { buildLabel, jobsNotPassed } from './views.js'

/** How long the cancel of 'cancel-on-abort' may take: the runner kills the step soon after. */
const CANCEL_ON_ABORT_MS = 5000
/** Of that, the most the cancel's own answer may take: the rest reads the build back. */
const CANCEL_ANSWER_MS = 3500

export interface Conclusion {
  failure?: string
  failedCheck?: true
  /** The cancel of 'cancel-on-abort' was queued, not yet seen applied (build-state cancel-pending). */
  pending?: 'cancel'
  /** The build as read back after the cancel's answer was lost. */
  build?: BuildView
}

/**
 * The failure line of a wait's end, if any. Not pure: a wait the workflow's cancel ended sends
 * the cancel of 'cancel-on-abort' first (and reads the build back when its answer is lost).
 */
export async function concludeWaitCancellingOnAbort(
  context: OperationContext,
  waited: Waited,
  plan: WaitPlan,
  logs: JobLogView[]
): Promise<Conclusion> {
  const { build } = waited
  switch (waited.end) {
    case 'finished': {
      if (!plan.failOnBuildFailure || !FAILED_STATES.includes(build.state)) return {}
      const jobs = jobsNotPassed(build, logs)
      return failedCheck(`build #${build.number} ${build.state}${jobs === '' ? '' : `: ${jobs}`}.`)
    }
    case 'timeout':
      return {
        failure: waited.restartPending
          ? `the restart of ${buildLabel(build)} is still queued on Travis CI after ${plan.minutes} min of waiting ('wait-minutes'): ` +
            `the build still shows how it ended before (${build.state}); it will run when Travis CI takes the restart.`
          : `${buildLabel(build)} is still ${build.state} after ${plan.minutes} min of waiting ('wait-minutes'); it goes on on Travis CI.`
      }
    case 'unreadable':
      return {
        failure: `${buildLabel(build)} could no longer be read while waiting for it (it goes on on Travis CI): ${waited.failure ?? 'no answer'}`
      }
    case 'aborted': {
      if (waited.restartPending) {
        // travis-api refuses to cancel a finished build, and the build reads finished until
        // travis-hub applies the restart: there is nothing to cancel yet, whatever the inputs.
        return {
          failure:
            `the workflow was cancelled while the restart of ${buildLabel(build)} was still queued on Travis CI; ` +
            'it will run when Travis CI takes it, and can be cancelled only then (cancel-build).'
        }
      }
      const cancelled = await cancelOnAbort(context, build, plan)
      return {
        failure: `the workflow was cancelled while waiting for ${buildLabel(build)}; ${cancelled.words}`,
        ...(cancelled.pending ? { pending: 'cancel' as const } : {}),
        ...(cancelled.now === undefined ? {} : { build: cancelled.now })
      }
    }
  }
}

interface Cancelled {
  words: string
  /** Travis CI queued the cancel, and it was not seen applied. */
  pending: boolean
  /** The build as read back after a lost answer. */
  now?: BuildView
}

/**
 * With 'cancel-on-abort', cancels the build: one attempt within a few seconds of its own (the
 * runner kills the step soon), whatever 'timeout-seconds' says. An answer lost on the way (none in
 * time, a 5xx, cut short) may hide a cancel that landed: the build is read back in the time left,
 * and what it shows is said; without that, that the cancel may have been applied.
 */
async function cancelOnAbort(
  context: OperationContext,
  build: BuildView,
  plan: WaitPlan
): Promise<Cancelled> {
  if (!plan.cancelOnAbort) {
    const words =
      "the Travis CI build goes on (set 'cancel-on-abort: true' to cancel it with the workflow)."
    return { words, pending: false }
  }
  const until = Date.now() + CANCEL_ON_ABORT_MS
  // Sent once (lib/retry.ts write): a lost answer is read back, never sent again.
  const outcome = await context.client.write<Cancelled, Cancelled>({
    send: async () => {
      await withinMs(requestBuildCancelPost(context.client, build.id, 1), CANCEL_ANSWER_MS)
      context.runner.info(
        `Cancel of ${buildLabel(build)} accepted by Travis CI ('cancel-on-abort').`
      )
      const words =
        "Travis CI accepted the cancel of the build ('cancel-on-abort') and applies it shortly."
      return { words, pending: true }
    },
    afterFailure: (error) => {
      if (conflictOf(error) === 'build_not_cancelable') {
        const words = 'the Travis CI build had finished already, so there was nothing to cancel.'
        return { kind: 'done', done: { words, pending: false } }
      }
      const lost = !(error instanceof TravisApiError) || error.mayHaveLanded
      if (lost) return 'read-back'
      const words = `cancelling the Travis CI build ('cancel-on-abort') failed: ${messageOf(error)}`
      return { kind: 'refused', failure: { words, pending: false } }
    },
    readBack: (error) => readBackCancel(context, build, messageOf(error), until)
  })
  return outcome.kind === 'done' ? outcome.done : outcome.failure
}

/** After a cancel whose answer was lost: the build read back before `until`, and what it shows. */
async function readBackCancel(
  context: OperationContext,
  build: BuildView,
  lost: string,
  until: number
): Promise<WriteOutcome<Cancelled, Cancelled>> {
  const unknown = (why: string): WriteOutcome<Cancelled, Cancelled> => ({
    kind: 'unknown',
    failure: {
      words:
        `the cancel of the Travis CI build ('cancel-on-abort') got no clear answer (${lost}) and ${why}, ` +
        'so it may have been applied all the same: look at the build on Travis CI.',
      pending: false
    }
  })
  const left = until - Date.now()
  if (left <= 0) return unknown('there was no time left to read the build back')
  let now: BuildView
  try {
    now = await withinMs(readBuild(context, build.id), left)
  } catch (error) {
    return unknown(`reading the build back failed (${messageOf(error)})`)
  }
  if (now.state === 'canceled') {
    const words = "the Travis CI build shows canceled: the cancel ('cancel-on-abort') was applied."
    return { kind: 'done', done: { words, pending: false, now } }
  }
  if (isFinished(now.state)) {
    const words = `the Travis CI build had finished (${now.state}), so there was nothing to cancel.`
    return { kind: 'done', done: { words, pending: false, now } }
  }
  return unknown(`the build still shows ${now.state}`)
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
