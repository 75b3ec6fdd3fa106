// wait-for-build, restart-build and cancel-build: one build, by 'build-id' or the newest of
// 'branch'. A restart or cancel is one POST (202: queued for travis-hub); a lost answer is
// settled by reading the build, never by sending blindly: a cancel that the read shows not done
// is sent again (a second cancel of one build changes nothing more), a restart never is (a second
// one would restart the build again).
import type { BuildTarget, InputsFor } from '../../inputs/parsed.js'
import { ActionError, messageOf } from '../../lib/action-error.js'
import { isFinished } from '../../model/builds.js'
import { TravisApiError } from '../../travis/errors.js'
import {
  conflictOf,
  getBuild,
  newestBuildOf,
  postBuildAction
} from '../../travis/resources/builds.js'
import type { OperationContext } from '../context.js'
import { resultBase, type BuildResult, type BuildView } from '../result.js'
import { followBuild, verdictOf } from './wait.js'
import { buildLabel, buildView } from './views.js'

export async function waitForBuild(
  context: OperationContext,
  inputs: InputsFor<'wait-for-build'>
): Promise<BuildResult> {
  const build = await findBuild(context, inputs.target)
  const waited = await context.interrupts.during((signal) =>
    followBuild(context, build, inputs.plan, signal)
  )
  return {
    ...resultBase('build', 'wait-for-build'),
    action: 'found',
    request: null,
    build: waited.build,
    waitEnd: waited.end,
    ...(await verdictOf(context, waited, inputs.plan))
  }
}

export async function restartBuild(
  context: OperationContext,
  inputs: InputsFor<'restart-build'>
): Promise<BuildResult> {
  const before = await findBuild(context, inputs.target)
  const base = { ...resultBase('build', 'restart-build'), request: null, waitEnd: null }
  if (inputs.dryRun) {
    const running = !isFinished(before.state)
    return {
      ...base,
      changed: !running,
      dryRun: true,
      action: 'would-restart',
      build: before,
      notes: running
        ? [`${buildLabel(before)} is ${before.state}: a restart would be refused.`]
        : []
    }
  }
  await sendRestart(context, before)
  context.runner.info(`Restart of ${buildLabel(before)} accepted by Travis CI.`)
  if (!inputs.wait) return { ...base, changed: true, action: 'restarted', build: before }
  const waited = await context.interrupts.during((signal) =>
    followBuild(context, before, inputs.plan, signal, before)
  )
  return {
    ...base,
    changed: true,
    action: 'restarted',
    build: waited.build,
    waitEnd: waited.end,
    ...(await verdictOf(context, waited, inputs.plan))
  }
}

export async function cancelBuild(
  context: OperationContext,
  inputs: InputsFor<'cancel-build'>
): Promise<BuildResult> {
  const build = await findBuild(context, inputs.target)
  const base = { ...resultBase('build', 'cancel-build'), request: null, waitEnd: null, build }
  const finished = isFinished(build.state)
  if (inputs.dryRun) {
    return { ...base, changed: !finished, dryRun: true, action: 'would-cancel' }
  }
  const outcome = await sendCancel(context, build)
  if (outcome === 'not-cancelable') {
    context.runner.notice(
      `${buildLabel(build)} has finished already (Travis CI: build_not_cancelable); nothing to cancel.`
    )
    return { ...base, action: 'not-cancelable' }
  }
  context.runner.info(`Cancel of ${buildLabel(build)} accepted by Travis CI.`)
  return { ...base, changed: true, action: 'canceled' }
}

/** The build of 'build-id', or the newest of 'branch', with its jobs. */
async function findBuild(context: OperationContext, target: BuildTarget): Promise<BuildView> {
  if ('buildId' in target) {
    const build = await getBuild(context.client, target.buildId).catch((error: unknown) => {
      if (error instanceof TravisApiError && error.status === 404) {
        throw error.withHint(
          "Check 'build-id': the number in the build's URL on Travis CI, of a build the token can see."
        )
      }
      throw error
    })
    return buildView(build, context.buildUrl(build.id))
  }
  const newest = await newestBuildOf(context.client, target.branch)
  if (newest === null) {
    throw new ActionError(`branch '${target.branch}' has no builds on Travis CI.`)
  }
  return buildView(newest, context.buildUrl(newest.id))
}

/**
 * One restart. A 409 means it still runs; a lost answer is settled by reading: a build no longer
 * as it was has been restarted; one that still is may have a restart queued, so nothing is sent.
 */
async function sendRestart(context: OperationContext, before: BuildView): Promise<void> {
  try {
    await postBuildAction(context.client, before.id, 'restart', 1)
  } catch (error) {
    if (conflictOf(error) === 'build_already_running') {
      throw new ActionError(
        `${buildLabel(before)} is still running (${before.state}; Travis CI: build_already_running): only a finished build can be restarted; cancel it first (cancel-build) or wait for it (wait-for-build).`
      )
    }
    if (!(error instanceof TravisApiError) || !error.mayHaveLanded)
      throw explainRefusal(error, 'restart')
    const now = await readBack(context, before, error)
    if (now.state !== before.state || now.finished_at !== before.finished_at) {
      context.runner.info(
        `${error.message} The build shows ${now.state} now: the restart was applied.`
      )
      return
    }
    throw new ActionError(
      `${error.message} The restart may have been applied all the same: Travis CI queues restarts, and ${buildLabel(before)} still shows ${now.state}; look at it on Travis CI before restarting again (a second restart would restart it again).`
    )
  }
}

/**
 * One cancel; after a lost answer the build is read: finished means done (by this cancel when
 * canceled), running means the cancel did not land or is queued, and a second one is sent (a
 * build cancelled twice is cancelled once), within the 'retries' budget.
 */
async function sendCancel(
  context: OperationContext,
  build: BuildView
): Promise<'accepted' | 'not-cancelable'> {
  for (let attempt = 1; ; attempt++) {
    try {
      await postBuildAction(context.client, build.id, 'cancel', attempt)
      return 'accepted'
    } catch (error) {
      if (conflictOf(error) === 'build_not_cancelable') return 'not-cancelable'
      if (!(error instanceof TravisApiError) || !error.mayHaveLanded)
        throw explainRefusal(error, 'cancel')
      const now = await readBack(context, build, error)
      if (isFinished(now.state)) return now.state === 'canceled' ? 'accepted' : 'not-cancelable'
      if (attempt > context.client.retryPolicy.retries) {
        throw new ActionError(
          `${error.message} ${buildLabel(build)} still shows ${now.state}; the cancel may be queued on Travis CI (after ${attempt} attempts).`
        )
      }
      context.runner.info(
        `${error.message} ${buildLabel(build)} still shows ${now.state}: sending the cancel again.`
      )
    }
  }
}

/** The build after a write whose answer was lost; failing that, the step fails saying so. */
async function readBack(
  context: OperationContext,
  build: BuildView,
  lost: TravisApiError
): Promise<BuildView> {
  try {
    return buildView(await getBuild(context.client, build.id), build.url)
  } catch (error) {
    throw new ActionError(
      `${lost.message} Reading ${buildLabel(build)} back failed too (${messageOf(error)}); the write may have been applied: look at the build on Travis CI.`
    )
  }
}

/** A 403 names the permission in the words of Travis CI's roles. */
function explainRefusal(error: unknown, action: 'restart' | 'cancel'): unknown {
  if (
    error instanceof TravisApiError &&
    error.status === 403 &&
    error.errorType === 'insufficient_access'
  ) {
    return error.withHint(
      `Restarting and cancelling builds needs the repository_build_${action} permission (push access to the repository on Travis CI); use a token of such a user.`
    )
  }
  return error
}
