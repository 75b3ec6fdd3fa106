// restart-build's and cancel-build's one write each (POST, 202: queued for travis-hub), as a
// WriteOutcome. A lost answer (no answer, a 5xx, an answer cut short) is settled by reading the
// build, never by sending blindly: a cancel the read shows not done is sent again (a build
// cancelled twice is cancelled once), a restart never is (a second one would restart it again).
import { ActionError, messageOf } from '../../lib/action-error.js'
import { mayHaveBeenApplied, type WriteOutcome } from '../../lib/write-outcome.js'
import { isFinished } from '../../model/builds.js'
import { TravisApiError } from '../../travis/errors.js'
import {
  conflictOf,
  requestBuildCancelPost,
  requestBuildRestartPost
} from '../../travis/resources/builds.js'
import type { OperationContext } from '../context.js'
import { readBuild } from './read.js'
import type { BuildView } from './result.js'
import { buildLabel, notYetRestarted } from './views.js'

/**
 * travis-api refuses a restart of these (409 build_already_running: queries/build.rb L24-25,
 * docs/travis-api.md#build-actions), so the action refuses it before sending.
 */
const RUNNING_STATES: readonly string[] = ['received', 'queued', 'started']

/** Whether travis-api refuses to restart a build in `state`: it is running. */
export function restartRefused(state: string): boolean {
  return RUNNING_STATES.includes(state)
}

/**
 * One restart. A running build is refused before sending; after a lost answer, a finished build
 * no longer as it was has been restarted. An unfinished one (`created`) may change by itself, so
 * its change proves nothing: unknown, as is a build that still is as it was; nothing sent again.
 */
export async function sendRestart(
  context: OperationContext,
  before: BuildView
): Promise<WriteOutcome<Restarted>> {
  if (restartRefused(before.state)) return { kind: 'refused', failure: stillRunning(before) }
  return context.client.write<Restarted>({
    send: async (attempt) => {
      await requestBuildRestartPost(context.client, before.id, attempt)
      return {}
    },
    afterFailure: (error) => {
      if (conflictOf(error) === 'build_already_running') {
        return { kind: 'refused', failure: stillRunning(before) }
      }
      return mayHaveLanded(error)
        ? 'read-back'
        : { kind: 'refused', failure: explainRefusal(error, 'restart') }
    },
    // Never 'absent': a restart is not sent again.
    readBack: async (lost) => {
      const error = lost as TravisApiError
      const now = await readBack(context, before, error, 'the restart')
      if ('kind' in now) return now
      const changed = !notYetRestarted(now, before)
      if (changed && isFinished(before.state)) {
        context.runner.info(
          `${error.message} The build shows ${now.state} now: the restart was applied.`
        )
        return { kind: 'done', done: { now } }
      }
      const shows = changed
        ? `${buildLabel(before)} was ${before.state} and now shows ${now.state}, which it may have reached by itself`
        : `${buildLabel(before)} still shows ${now.state}`
      const failure = new ActionError(
        `${error.message} The restart may have been applied all the same: Travis CI queues restarts, and ${shows}; ` +
          'look at it on Travis CI before restarting again (a second restart would restart it again).'
      )
      return { kind: 'unknown', failure }
    }
  })
}

/** A failed request that the server may have acted on all the same: read back before anything else. */
export function mayHaveLanded(error: unknown): error is TravisApiError {
  return error instanceof TravisApiError && error.mayHaveLanded
}

/** A restart sent; `now`: the build read back after a lost answer, showing it applied. */
export interface Restarted {
  now?: BuildView
}

function stillRunning(build: BuildView): ActionError {
  return new ActionError(
    `${buildLabel(build)} is still running (${build.state}; Travis CI: build_already_running): ` +
      'only a finished build can be restarted; cancel it first (cancel-build) or wait for it (wait-for-build).'
  )
}

/** A cancel sent: accepted (queued for travis-hub) or not cancelable (finished already). */
export interface CancelSent {
  how: 'accepted' | 'not-cancelable'
  /** After a lost answer: the build as read back, finished (canceled, or ended by itself). */
  now?: BuildView
}

/**
 * One cancel (lib/retry.ts write); after a lost answer the build is read: finished means done (by
 * this cancel when canceled), running means the cancel did not land or is queued, and it is sent
 * again, after the policy's back-off, within the 'retries' budget.
 */
export async function sendCancel(
  context: OperationContext,
  build: BuildView
): Promise<WriteOutcome<CancelSent>> {
  /** The failure of the last send and the state its read-back showed, for the messages. */
  let lost = ''
  let shown = build.state
  return context.client.write<CancelSent>({
    send: async (attempt) => {
      await requestBuildCancelPost(context.client, build.id, attempt)
      return { how: 'accepted' }
    },
    afterFailure: (error) => {
      // Finished since it was read: read once more (readBack) so that the outputs show how.
      if (conflictOf(error) === 'build_not_cancelable' || mayHaveLanded(error)) return 'read-back'
      return { kind: 'refused', failure: explainRefusal(error, 'cancel') }
    },
    readBack: async (error, attempt) => {
      if (conflictOf(error) === 'build_not_cancelable') {
        return { kind: 'done', done: await notCancelable(context, build, attempt) }
      }
      const now = await readBack(context, build, error as TravisApiError, 'the cancel')
      if ('kind' in now) return now
      if (isFinished(now.state)) {
        const how = now.state === 'canceled' ? 'accepted' : 'not-cancelable'
        return { kind: 'done', done: { how, now } }
      }
      lost = (error as TravisApiError).message
      shown = now.state
      return 'absent'
    },
    notLanded: (_, attempt) => {
      const failure = new ActionError(
        `${lost} ${buildLabel(build)} still shows ${shown}; the cancel may be queued on Travis CI (after ${attempt} attempts).`
      )
      return { kind: 'unknown', failure }
    },
    onResend: () =>
      context.runner.info(
        `${lost} ${buildLabel(build)} still shows ${shown}: sending the cancel again.`
      )
  })
}

/**
 * A 409 build_not_cancelable: the build has finished since it was read running (by itself, or by
 * this run's earlier cancel whose answer was lost): read once, so that the outputs show how it
 * ended; a read that fails leaves the build as read before.
 */
async function notCancelable(
  context: OperationContext,
  build: BuildView,
  attempt: number
): Promise<CancelSent> {
  if (isFinished(build.state)) return { how: 'not-cancelable' }
  try {
    const now = await readBuild(context, build.id)
    return { how: attempt > 1 && now.state === 'canceled' ? 'accepted' : 'not-cancelable', now }
  } catch {
    return { how: 'not-cancelable' }
  }
}

/** The build after a write whose answer was lost, or the unknown outcome when it cannot be read. */
export async function readBack(
  context: OperationContext,
  build: BuildView,
  lost: TravisApiError,
  subject: string
): Promise<BuildView | { kind: 'unknown'; failure: ActionError }> {
  try {
    return await readBuild(context, build.id)
  } catch (error) {
    const words = mayHaveBeenApplied({
      read: buildLabel(build),
      readError: messageOf(error),
      subject,
      check: 'look at the build on Travis CI before running again'
    })
    return { kind: 'unknown', failure: new ActionError(`${lost.message} ${words}`) }
  }
}

/**
 * A 403 names the permission in the words of Travis CI's roles (push access gives it: the
 * authorizer's repository_build_* permissions, travis-api-live/README.md "Permissions").
 */
export function explainRefusal(error: unknown, action: 'restart' | 'cancel'): unknown {
  if (
    error instanceof TravisApiError &&
    error.status === 403 &&
    error.errorType === 'insufficient_access'
  ) {
    return error.withHint(
      `To ${action} builds and jobs, the token's user needs push access to the repository on Travis CI (its repository_build_${action} permission).`
    )
  }
  return error
}
