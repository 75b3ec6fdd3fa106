// Never two builds for one step: the POST to `requests` is sent once. When its answer is lost (no
// answer, a 5xx, an answer cut short: it may have landed), the repository's newest requests are
// read for one this run made: an `api` request created since the run started, which is still
// pending (travis-api shows neither branch nor message until travis-gatekeeper takes it) or whose
// branch and commit message are ours. Exactly one → the run goes on with it; none → the step
// fails saying it may still appear; several → it fails naming them. Nothing is sent again.
import type { InputsFor } from '../../inputs/parsed.js'
import { ActionError, messageOf } from '../../lib/action-error.js'
import { mayHaveBeenApplied, type WriteOutcome } from '../../lib/write-outcome.js'
import { TravisApiError } from '../../travis/errors.js'
import {
  requestRequestsGet,
  requestRequestsPost,
  requestLimitOf,
  type PendingRequest,
  type RequestBody,
  type RequestRecord
} from '../../travis/resources/requests.js'
import type { OperationContext } from '../context.js'

/** How many of the newest requests are read: a run's own is among the last few. */
const REQUESTS_READ = 25
/** travis-api's `created_at` has whole seconds; the run's start is cut to its second. */
const SECOND_MS = 1000

export async function sendBuildRequest(
  context: OperationContext,
  inputs: InputsFor<'trigger-build'>,
  body: RequestBody,
  runStarted: number
): Promise<WriteOutcome<PendingRequest>> {
  try {
    return { kind: 'done', done: await requestRequestsPost(context.client, body, 1) }
  } catch (error) {
    const limit = requestLimitOf(error)
    if (limit !== null && error instanceof TravisApiError) {
      const { maxRequests, perSeconds } = limit
      const failure = error.withHint(
        `Travis CI allows ${maxRequests ?? 'a limited number of'} API build requests per ${perSeconds === null ? 'hour' : `${perSeconds} seconds`} on this repository for this token (max_requests ${maxRequests ?? '?'}, per_seconds ${perSeconds ?? '?'}); nothing was sent again: run again once the window has moved on.`
      )
      return { kind: 'refused', failure }
    }
    if (!(error instanceof TravisApiError) || !error.mayHaveLanded) {
      return { kind: 'refused', failure: error }
    }
    return await findOurRequest(context, inputs, error, runStarted)
  }
}

async function findOurRequest(
  context: OperationContext,
  inputs: InputsFor<'trigger-build'>,
  lost: TravisApiError,
  runStarted: number
): Promise<WriteOutcome<PendingRequest>> {
  context.runner.warning(
    `${lost.message} The request may have been created: looking for it among the repository's newest requests; nothing is sent again.`
  )
  let requests: RequestRecord[]
  try {
    requests = await requestRequestsGet(context.client, REQUESTS_READ)
  } catch (error) {
    const words = mayHaveBeenApplied({
      read: "the repository's requests",
      readError: messageOf(error),
      subject: 'the build request',
      check: "look at the repository's requests on Travis CI before triggering again"
    })
    return { kind: 'unknown', failure: new ActionError(`${lost.message} ${words}`) }
  }
  const since = Math.floor(runStarted / SECOND_MS) * SECOND_MS
  const ours = requests.filter((request) => isOurs(request, inputs, since))
  const [only] = ours
  if (ours.length === 1 && only !== undefined) {
    context.runner.info(
      `Found build request ${only.id}, created since the run started: the POST had landed; following it.`
    )
    return { kind: 'done', done: { request: { id: only.id } } }
  }
  const failure = new ActionError(
    ours.length === 0
      ? `${lost.message} No build request created since the run started is among the repository's newest requests, but it may still appear: look at the repository's requests on Travis CI before triggering again (a second run could start a second build).`
      : `${lost.message} Several build requests created since the run started could be this run's (${ours.map((request) => request.id).join(', ')}): another run or person triggered builds too, so the action follows none of them.`
  )
  return { kind: 'unknown', failure }
}

/**
 * An API request created since the run started, pending (no branch or message shown yet) or with
 * our branch and commit message. Without a 'branch' or 'message' input, any branch or message
 * fits: the default branch and the commit's message are the server's choice.
 */
function isOurs(request: RequestRecord, inputs: InputsFor<'trigger-build'>, since: number) {
  if (request.event_type !== undefined && request.event_type !== 'api') return false
  const created = Date.parse(request.created_at ?? '')
  if (Number.isNaN(created) || created < since) return false
  const branch = request.branch_name ?? null
  const message = request.commit?.message ?? null
  return (
    (branch === null || inputs.branch === '' || branch === inputs.branch) &&
    (message === null || inputs.message === '' || message === inputs.message)
  )
}
