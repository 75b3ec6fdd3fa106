// wait-for-build, restart-build and cancel-build: one build, by 'build-id' or the newest of
// 'branch' (find.ts), or for wait-for-build the one Travis CI starts for a commit or pull request
// (travis-started.ts); the writes, and how a lost answer is settled, are in build-writes.ts and
// job-restarts.ts.
import type { InputsFor, WaitTarget, BuildTarget } from '../../inputs/parsed.js'
import { doneOrThrow } from '../../lib/write-outcome.js'
import { explanationOf } from '../../travis/errors.js'
import { isFinished } from '../../model/builds.js'
import type { OperationContext } from '../context.js'
import { resultBase } from '../result-base.js'
import { restartRefused, sendCancel, sendRestart } from './build-writes.js'
import { notWaited, waitToTheEnd } from './wait-to-the-end.js'
import { findBuild } from './find.js'
import { restartJobs } from './job-restarts.js'
import type { BuildResult, BuildView } from './result.js'
import { awaitTravisBuild } from './travis-started.js'
import { buildLabel, failedJobs, jobLabel } from './views.js'

export async function waitForBuild(
  context: OperationContext,
  inputs: InputsFor<'wait-for-build'>
): Promise<BuildResult> {
  const deadline = Date.now() + inputs.plan.minutes * 60_000
  const { target, plan } = inputs
  // Inside `during`: the wait for a build to appear ends with the workflow too, and the verdict
  // sends 'cancel-on-abort' before the runner's next signal ends the process.
  return context.interrupts.during(async (signal) => {
    const build = isOneBuild(target)
      ? await findBuild(context, target)
      : await awaitTravisBuild(context, target, plan, signal, deadline)
    return {
      ...resultBase('build', 'wait-for-build'),
      ...notWaited(),
      action: 'found',
      ...(await waitToTheEnd(context, build, plan, signal, { deadline }))
    }
  })
}

function isOneBuild(target: WaitTarget): target is BuildTarget {
  return 'buildId' in target || 'branch' in target
}

export async function restartBuild(
  context: OperationContext,
  inputs: InputsFor<'restart-build'>
): Promise<BuildResult> {
  const before = await findBuild(context, inputs.target)
  const base = { ...resultBase('build', 'restart-build'), ...notWaited() }
  if (inputs.jobs === 'failed') return await restartFailedJobs(context, inputs, before)
  if (inputs.dryRun) {
    const running = restartRefused(before.state)
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
  const sent = doneOrThrow(await sendRestart(context, before))
  context.runner.info(`Restart of ${buildLabel(before)} accepted by Travis CI.`)
  const restarted = { ...base, changed: true, action: 'restarted' } as const
  // Until travis-hub applies it, the build shows how it ended before: not its state. A lost
  // answer read back shows it applied: that build.
  if (!inputs.wait) {
    return sent.now === undefined
      ? { ...restarted, build: before, pending: 'restart' }
      : { ...restarted, build: sent.now }
  }
  return context.interrupts.during(async (signal) => ({
    ...restarted,
    ...(await waitToTheEnd(context, sent.now ?? before, inputs.plan, signal, {
      restarted: { before, jobs: 'all' }
    }))
  }))
}

/** 'jobs: failed': the jobs that did not pass (and may not fail) restarted, one at a time. */
async function restartFailedJobs(
  context: OperationContext,
  inputs: InputsFor<'restart-build'>,
  before: BuildView
): Promise<BuildResult> {
  const base = { ...resultBase('build', 'restart-build'), ...notWaited(), build: before }
  const jobs = failedJobs(before)
  if (jobs.length === 0) {
    context.runner.info(`${buildLabel(before)} has no failed, errored or canceled job to restart.`)
    return { ...base, action: 'nothing-to-restart', restartedJobs: [] }
  }
  const names = jobs.map(jobLabel).join(', ')
  if (inputs.dryRun) {
    context.runner.info(`Dry run: would restart ${names}; nothing was sent.`)
    return {
      ...base,
      changed: true,
      dryRun: true,
      action: 'would-restart',
      restartedJobs: jobs.map((job) => job.id)
    }
  }
  const { restarted, failure } = await restartJobs(context, before, jobs)
  const result = {
    ...base,
    changed: restarted.length > 0,
    action: 'restarted',
    restartedJobs: restarted
  } as const
  if (failure !== undefined) {
    if (restarted.length === 0) throw failure
    return { ...result, pending: 'restart', failure: explanationOf(failure) }
  }
  if (!inputs.wait) return { ...result, pending: 'restart' }
  return context.interrupts.during(async (signal) => ({
    ...result,
    ...(await waitToTheEnd(context, before, inputs.plan, signal, {
      restarted: { before, jobs: restarted }
    }))
  }))
}

export async function cancelBuild(
  context: OperationContext,
  inputs: InputsFor<'cancel-build'>
): Promise<BuildResult> {
  const build = await findBuild(context, inputs.target)
  const base = { ...resultBase('build', 'cancel-build'), ...notWaited(), build }
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
