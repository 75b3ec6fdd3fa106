// trigger-build: POST /repo/{repo}/requests (202 `pending`, queued for travis-gatekeeper), sent
// once (request-recovery.ts settles a lost answer by reading), then the request followed until
// the gatekeeper has taken it (follow-request.ts): approved with a build, or rejected with the
// server's message; with 'wait', the build followed to its end (wait-to-the-end.ts).
import type { InputsFor } from '../../inputs/parsed.js'
import { ActionError } from '../../lib/action-error.js'
import { doneOrThrow } from '../../lib/write-outcome.js'
import { explanationOf } from '../../travis/errors.js'
import type { RequestBody } from '../../travis/resources/requests.js'
import type { OperationContext } from '../context.js'
import { resultBase } from '../result-base.js'
import { notWaited, waitToTheEnd } from './wait-to-the-end.js'
import { readBuild } from './read.js'
import { followRequest, type Taken } from './follow-request.js'
import type { BuildRequestView, BuildResult, BuildView } from './result.js'
import { branchWords, sendBuildRequest } from './request-recovery.js'
import { buildKnownByIdOnly, buildLabel, progressLine } from './views.js'

export async function triggerBuild(
  context: OperationContext,
  inputs: InputsFor<'trigger-build'>
): Promise<BuildResult> {
  const base = {
    ...resultBase('build', 'trigger-build', { changed: true, dryRun: inputs.dryRun }),
    ...notWaited(),
    action: 'triggered'
  } as const
  if (inputs.dryRun) {
    context.runner.info(
      `Dry run: a build request for ${branchWords(inputs)} would be sent; nothing was sent.`
    )
    return { ...base, action: 'would-trigger', build: null }
  }
  // The run's own clock, for 'wait-minutes' only (which requests are ours: the server's clock).
  const runStarted = Date.now()
  return context.interrupts.during(async (signal) => {
    const sent = await sendBuildRequest(context, inputs, triggerBodyOf(inputs))
    const pending = doneOrThrow(sent)
    const request: BuildRequestView = {
      id: pending.request.id,
      remainingRequests: pending.remaining_requests ?? null
    }
    // One 'wait-minutes' for the request and its build together.
    const deadline = runStarted + inputs.plan.minutes * 60_000
    const followed = { ...base, request }
    let taken: Taken
    try {
      const how = { adopted: pending.adopted, deadline }
      taken = await followRequest(context, request.id, inputs, signal, how)
    } catch (error) {
      // The request is known: its id is an output, so that nobody triggers another to find it.
      if (error instanceof ActionError) throw error
      return {
        ...followed,
        build: null,
        failure: `build request ${request.id} could no longer be read: ${explanationOf(error)}`
      }
    }
    if (taken.kind === 'failure') return { ...followed, build: null, failure: taken.failure }
    let build: BuildView
    try {
      build = await readBuild(context, taken.buildId)
    } catch (error) {
      // Its id and page are known and shown; the rest is not.
      const known = buildKnownByIdOnly(taken.buildId, context.buildUrl(taken.buildId))
      return {
        ...followed,
        build: known,
        failure: `${buildLabel(known)} was made of build request ${request.id}, but could not be read: ${explanationOf(error)}`
      }
    }
    context.runner.info(`Build request ${request.id} became ${buildLabel(build)}.`)
    if (!inputs.wait) {
      context.runner.info(progressLine(build, 0))
      return { ...followed, build }
    }
    return {
      ...followed,
      ...(await waitToTheEnd(context, build, inputs.plan, signal, { deadline }))
    }
  })
}

/** The dotted keys travis-api reads; what the inputs leave empty is left to the server. */
function triggerBodyOf(inputs: InputsFor<'trigger-build'>): RequestBody {
  return {
    ...(inputs.branch === '' ? {} : { 'request.branch': inputs.branch }),
    ...(inputs.message === '' ? {} : { 'request.message': inputs.message }),
    ...(inputs.sha === '' ? {} : { 'request.sha': inputs.sha }),
    ...(inputs.config === null
      ? {}
      : { 'request.config': inputs.config, 'request.merge_mode': inputs.mergeMode })
  }
}
