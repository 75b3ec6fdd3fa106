// trigger-build: POST /repo/{repo}/requests (202 `pending`, queued for travis-gatekeeper), sent
// once (request-recovery.ts settles a lost answer by reading), then the request followed until
// the gatekeeper has taken it: approved with a build, or rejected with the server's message;
// with 'wait', the build followed to its end (wait.ts).
import type { InputsFor } from '../../inputs/parsed.js'
import { ActionError } from '../../lib/action-error.js'
import { ABORTED, pause, untilAborted } from '../../lib/abortable.js'
import { doneOrThrow } from '../../lib/write-outcome.js'
import { explanationOf } from '../../travis/errors.js'
import { requestRequestGet, type RequestBody } from '../../travis/resources/requests.js'
import type { OperationContext } from '../context.js'
import { resultBase } from '../result-base.js'
import { notWaited, waitToTheEnd } from './conclude.js'
import { readBuild } from './read.js'
import { rejection } from './rejection.js'
import type { BuildRequestView, BuildResult, BuildView } from './result.js'
import { LOOK_AT_REQUESTS, checkAdopted, sendBuildRequest } from './request-recovery.js'
import { pollDelayMs } from './wait.js'
import { buildKnownByIdOnly, buildLabel, progressLine } from './views.js'

/** A request in these states has not been taken by travis-gatekeeper yet. */
const REQUEST_PENDING_STATES: readonly string[] = ['pending', 'started', 'created']

/** At or below this many API build requests left in the hour, a notice says so. */
const FEW_REQUESTS_LEFT = 2

export async function triggerBuild(
  context: OperationContext,
  inputs: InputsFor<'trigger-build'>
): Promise<BuildResult> {
  const base = {
    ...resultBase('build', 'trigger-build', { changed: true, dryRun: inputs.dryRun }),
    ...notWaited(),
    action: 'triggered'
  } as const
  const where = inputs.branch === '' ? 'the default branch' : `branch '${inputs.branch}'`
  if (inputs.dryRun) {
    context.runner.info(`Dry run: a build request for ${where} would be sent; nothing was sent.`)
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
    // An adopted request has its own line (request-recovery.ts) until it is checked.
    if (!pending.adopted) {
      context.runner.info(`Travis CI accepted build request ${request.id} for ${where}.`)
    }
    noticeFewLeft(context, request.remainingRequests)
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

/**
 * travis-api counts `remaining_requests` before the request it answers (requests/create.rb:
 * `max - count`, and a 0 refuses), so R left means R - 1 more may follow within the hour.
 */
function noticeFewLeft(context: OperationContext, remaining: number | null): void {
  if (remaining === null || remaining > FEW_REQUESTS_LEFT) return
  const more = Math.max(0, remaining - 1)
  const requests = more === 1 ? 'request' : 'requests'
  context.runner.notice(
    `Travis CI answered remaining_requests ${remaining}: ` +
      `this token may send ${more} more API build ${requests} to this repository within the hour; ` +
      'the next ones are refused (request_limit_reached).'
  )
}

/** What became of a request: its build, or why there is none (a failure line). */
type Taken = { kind: 'build'; buildId: number } | { kind: 'failure'; failure: string }

/** How a request is followed: whether it was adopted after a lost answer, and until when. */
interface Following {
  /** Found after the POST's answer was lost: checked against the inputs once taken. */
  adopted: boolean
  /** The end of 'wait-minutes', on the run's clock. */
  deadline: number
}

/**
 * Reads the request until travis-gatekeeper has taken it: its build, or the failure line when
 * it was rejected (with its messages), made no build, or the wait ended first. A request adopted
 * after a lost answer is checked once taken, and throws when it is not this run's.
 */
async function followRequest(
  context: OperationContext,
  id: number,
  inputs: InputsFor<'trigger-build'>,
  signal: AbortSignal,
  { adopted, deadline }: Following
): Promise<Taken> {
  const { plan } = inputs
  let state = 'pending'
  const cancelled = (): Taken => ({
    kind: 'failure',
    failure: `the workflow was cancelled while build request ${id} was still ${state}; Travis CI may still start its build.`
  })
  for (let reads = 1; ; reads++) {
    // Nothing is read once the workflow is cancelled, and a read in flight is given up.
    if (signal.aborted) return cancelled()
    const request = await untilAborted(requestRequestGet(context.client, id, signal), signal)
    if (request === ABORTED) return cancelled()
    state = request.state
    const build = request.builds[0]
    const pending = REQUEST_PENDING_STATES.includes(request.state)
    if (adopted && (build !== undefined || !pending)) {
      const adoption = await checkAdopted(context, inputs, request)
      if (adoption.verdict === 'not-ours') throw new ActionError(adoption.why)
      context.runner.info(
        adoption.verdict === 'ours'
          ? `Build request ${id} is this run's: Travis CI took it as sent.`
          : `Build request ${id} shows no branch and no commit, so nothing tells whether it is this run's; ` +
              'it is the one request made since the POST.'
      )
    }
    if (request.result === 'rejected') {
      const { message } = await rejection(context, request, `build request ${id}`)
      return { kind: 'failure', failure: message }
    }
    if (build !== undefined) return { kind: 'build', buildId: build.id }
    if (!pending) {
      const result = request.result ? ` (${request.result})` : ''
      const why = request.message ? `: ${request.message}` : ''
      return {
        kind: 'failure',
        failure: `build request ${id} ended ${request.state}${result} without a build${why}.`
      }
    }
    const left = deadline - Date.now()
    if (left <= 0) {
      return {
        kind: 'failure',
        failure:
          `build request ${id} is still ${request.state} after ${plan.minutes} min ('wait-minutes'); ` +
          `Travis CI may still start its build: ${LOOK_AT_REQUESTS}.`
      }
    }
    await pause(Math.min(left, pollDelayMs(plan.pollSeconds, reads)), signal)
  }
}
