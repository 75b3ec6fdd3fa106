// wait-for-build, restart-build and cancel-build: one build, by 'build-id' or the newest of
// 'branch'; the writes, and how a lost answer is settled, are in build-writes.ts.
import type { BuildTarget, InputsFor } from '../../inputs/parsed.js'
import { ActionError } from '../../lib/action-error.js'
import { doneOrThrow } from '../../lib/write-outcome.js'
import { isFinished } from '../../model/builds.js'
import { TravisApiError } from '../../travis/errors.js'
import { requestBuildGet, requestBuildsGetNewest } from '../../travis/resources/builds.js'
import type { OperationContext } from '../context.js'
import { resultBase } from '../result-base.js'
import type { BuildResult, BuildView } from './result.js'
import { followBuild, verdictOf } from './wait.js'
import { buildLabel, buildView } from './views.js'
import { sendCancel, sendRestart } from './build-writes.js'

export async function waitForBuild(
  context: OperationContext,
  inputs: InputsFor<'wait-for-build'>
): Promise<BuildResult> {
  const build = await findBuild(context, inputs.target)
  // The verdict sends 'cancel-on-abort': inside `during`, so that the runner's next signal
  // does not end the process before it and its failure line.
  return context.interrupts.during(async (signal) => {
    const waited = await followBuild(context, build, inputs.plan, signal)
    return {
      ...resultBase('build', 'wait-for-build'),
      action: 'found',
      request: null,
      build: waited.build,
      waitEnd: waited.end,
      ...(await verdictOf(context, waited, inputs.plan))
    }
  })
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
  doneOrThrow(await sendRestart(context, before))
  context.runner.info(`Restart of ${buildLabel(before)} accepted by Travis CI.`)
  // Until travis-hub applies it, the build shows how it ended before: not its state.
  const restarted = { ...base, changed: true, action: 'restarted' } as const
  if (!inputs.wait) return { ...restarted, build: before, pending: 'restart' }
  return context.interrupts.during(async (signal) => {
    const waited = await followBuild(context, before, inputs.plan, signal, { restarted: true })
    return {
      ...restarted,
      build: waited.build,
      waitEnd: waited.end,
      ...(waited.restartPending ? { pending: 'restart' as const } : {}),
      ...(await verdictOf(context, waited, inputs.plan))
    }
  })
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
  const sent = doneOrThrow(await sendCancel(context, build))
  // After a lost answer the build was read back finished: that is what it holds now.
  const shown = sent.now ?? build
  if (sent.how === 'not-cancelable') {
    context.runner.notice(
      `${buildLabel(shown)} has finished already (${sent.now === undefined ? 'Travis CI: build_not_cancelable' : shown.state}); nothing to cancel.`
    )
    return { ...base, build: shown, action: 'not-cancelable' }
  }
  if (sent.now !== undefined) {
    context.runner.info(`${buildLabel(shown)} shows canceled: the cancel was applied.`)
    return { ...base, build: shown, changed: true, action: 'canceled' }
  }
  context.runner.info(`Cancel of ${buildLabel(build)} accepted by Travis CI.`)
  // Queued for travis-hub: the build shows its state before the cancel until it is applied.
  return { ...base, changed: true, action: 'canceled', pending: 'cancel' }
}

/** The build of 'build-id', or the newest of 'branch', with its jobs. */
async function findBuild(context: OperationContext, target: BuildTarget): Promise<BuildView> {
  if ('buildId' in target) {
    const build = await requestBuildGet(context.client, target.buildId).catch((error: unknown) => {
      if (error instanceof TravisApiError && error.status === 404) {
        throw error.withHint(
          "Check 'build-id': the number in the build's URL on Travis CI, of a build the token can see."
        )
      }
      throw error
    })
    return buildView(build, context.buildUrl(build.id))
  }
  const newest = await requestBuildsGetNewest(context.client, target.branch)
  if (newest === null) {
    throw new ActionError(`branch '${target.branch}' has no builds on Travis CI.`)
  }
  return buildView(newest, context.buildUrl(newest.id))
}
