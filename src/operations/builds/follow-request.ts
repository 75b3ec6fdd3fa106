// A build request followed until travis-gatekeeper has taken it: read one at a time (the pause
// of 'poll-seconds' between reads), until it has a build, was rejected (its messages:
// rejection.ts), ended without a build, or 'wait-minutes' ran out. A request adopted after a lost
// POST answer is checked once taken (request-recovery.ts checkAdopted).
import type { InputsFor } from '../../inputs/parsed.js'
import { ActionError } from '../../lib/action-error.js'
import { ABORTED, pause, untilAborted } from '../../lib/abortable.js'
import { requestRequestGet } from '../../travis/resources/requests.js'
import type { OperationContext } from '../context.js'
import { rejection } from './rejection.js'
import { LOOK_AT_REQUESTS, checkAdopted } from './request-recovery.js'
import { pollDelayMs } from './wait.js'

/** A request in these states has not been taken by travis-gatekeeper yet. */
const REQUEST_PENDING_STATES: readonly string[] = ['pending', 'started', 'created']

/** What became of a request: its build, or why there is none (a failure line). */
export type Taken = { kind: 'build'; buildId: number } | { kind: 'failure'; failure: string }

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
export async function followRequest(
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
