// Never two builds for one step: the POST to `requests` is sent once, and its answer told in the log
// (accepted, and a notice when few API build requests are left). When its answer is lost (no
// answer, a 5xx, an answer cut short: it may have landed), the repository's newest requests are
// read for one this run made: an `api` request created since the POST was sent, by the server's
// own clock (its `Date` header, travis/server-clock.ts: the runner's clock may be off by any
// amount), still pending (travis-api shows neither branch nor commit until travis-gatekeeper takes
// it) or whose branch, commit message and sha are ours. Exactly one → the run goes on with it,
// provisionally while pending (checkAdopted, once taken); none → the step fails saying it may still
// appear; several → it fails naming them. Nothing is sent again, and nothing is read before the
// POST: the usual run costs no request for this.
import type { InputsFor } from '../../inputs/parsed.js'
import { ActionError, messageOf } from '../../lib/action-error.js'
import { mayHaveBeenApplied, type WriteOutcome } from '../../lib/write-outcome.js'
import { TravisApiError } from '../../travis/errors.js'
import type { MonotonicMs } from '../../travis/server-clock.js'
import { requestBranchGet } from '../../travis/resources/branches.js'
import {
  buildRequestLimitOf,
  requestRequestsGet,
  requestRequestsPost,
  type PendingRequest,
  type RequestBody,
  type RequestRecord
} from '../../travis/resources/requests.js'
import type { OperationContext } from '../context.js'

/** How many of the newest requests are read: a run's own is among the last few. */
const REQUESTS_READ = 25

/** What to do before triggering again when this run's request may exist unseen. */
export const LOOK_AT_REQUESTS =
  "look at the repository's requests on Travis CI before triggering again"

/** At or below this many API build requests left in the hour, a notice says so. */
const FEW_REQUESTS_LEFT = 2

/** A request sent, or adopted after a lost answer (not yet known to be ours while pending). */
export type SentRequest = PendingRequest & { adopted: boolean }

export async function sendBuildRequest(
  context: OperationContext,
  inputs: InputsFor<'trigger-build'>,
  body: RequestBody
): Promise<WriteOutcome<SentRequest>> {
  // Before the POST: on the server's clock, its request cannot be older than this moment.
  const sentAt = context.client.moment()
  return context.client.write<SentRequest>({
    send: async (attempt) => {
      const pending = await requestRequestsPost(context.client, body, attempt)
      context.runner.info(
        `Travis CI accepted build request ${pending.request.id} for ${branchWords(inputs)}.`
      )
      noticeFewLeft(context, pending.remaining_requests ?? null)
      return { ...pending, adopted: false }
    },
    afterFailure: (error) => {
      const limit = buildRequestLimitOf(error)
      if (limit !== null && error instanceof TravisApiError) {
        const { maxRequests, perSeconds } = limit
        const allowed = `${maxRequests ?? 'a limited number of'} API build requests`
        const window = perSeconds === null ? 'hour' : `${perSeconds} seconds`
        const figures = `max_requests ${maxRequests ?? '?'}, per_seconds ${perSeconds ?? '?'}`
        const failure = error.withHint(
          `Travis CI allows ${allowed} per ${window} on this repository for this token (${figures}); ` +
            'nothing was sent again: run again once the window has moved on.'
        )
        return { kind: 'refused', failure }
      }
      // Each 429 was answered before travis-api: none of the attempts made a request.
      if (throttledBeforeTravis(error)) return 'not-landed'
      const mayHaveLanded = error instanceof TravisApiError && error.mayHaveLanded
      return mayHaveLanded ? 'read-back' : { kind: 'refused', failure: error }
    },
    readBack: (lost) => findOurRequest(context, inputs, lost as TravisApiError, sentAt)
  })
}

/** The branch a build request is for, in words. */
export function branchWords(inputs: InputsFor<'trigger-build'>): string {
  return inputs.branch === '' ? 'the default branch' : `branch '${inputs.branch}'`
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

/**
 * A 429 that is not travis-api's own `request_limit_reached` (an hour's window, which fails at
 * once) comes from Rack::Attack, which answers before the request reaches travis-api (`Retry
 * later`, text, one-minute windows: attack.rb, docs/travis-api.md#rate-window): nothing was
 * created, so the POST is sent again once the window has moved on, as a GET would be.
 */
function throttledBeforeTravis(error: unknown): boolean {
  return (
    error instanceof TravisApiError &&
    error.status === 429 &&
    error.errorType !== 'request_limit_reached'
  )
}

async function findOurRequest(
  context: OperationContext,
  inputs: InputsFor<'trigger-build'>,
  lost: TravisApiError,
  sentAt: MonotonicMs
): Promise<WriteOutcome<SentRequest>> {
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
      check: LOOK_AT_REQUESTS
    })
    return { kind: 'unknown', failure: new ActionError(`${lost.message} ${words}`) }
  }
  const since = context.client.serverTimeAt(sentAt)
  if (since === null) {
    return unknown(
      `${lost.message} Travis CI's answers carry no Date header, ` +
        `so the action cannot tell which of the repository's requests were made after its POST: ${LOOK_AT_REQUESTS}.`
    )
  }
  const ours = requests.filter((request) => isOurs(request, inputs, since))
  const [only] = ours
  const sinceText = `made since ${since.toISOString().replace('.000Z', 'Z')} (Travis CI's clock, when the POST was sent)`
  if (ours.length === 1 && only !== undefined) {
    context.runner.info(
      `Found build request ${only.id}, ${sinceText}: the POST had landed; following it (checked once Travis CI has taken it).`
    )
    return { kind: 'done', done: { request: { id: only.id }, adopted: true } }
  }
  const ids = ours.map((request) => request.id).join(', ')
  return unknown(
    ours.length === 0
      ? `${lost.message} No build request ${sinceText} is among the repository's newest requests, ` +
          `but it may still appear: ${LOOK_AT_REQUESTS} (a second run could start a second build).`
      : `${lost.message} Several build requests ${sinceText} could be this run's (${ids}): ` +
          'another run or person triggered builds too, so the action follows none of them.'
  )
}

function unknown(message: string): WriteOutcome<SentRequest> {
  return { kind: 'unknown', failure: new ActionError(message) }
}

/**
 * An API request created at or after `since` (one without a readable `created_at` cannot be
 * dated, so it is never adopted: the step then fails saying the request may still appear),
 * pending (no branch or commit shown yet) or with our branch, commit message and sha. Without a
 * 'branch' input any branch fits here (checkAdopted compares the default branch); without
 * 'message' or 'sha', any.
 */
function isOurs(request: RequestRecord, inputs: InputsFor<'trigger-build'>, since: Date) {
  if (request.event_type !== undefined && request.event_type !== 'api') return false
  const created = Date.parse(request.created_at ?? '')
  if (Number.isNaN(created) || created < since.getTime()) return false
  const { branch, message, sha } = takenAs(request)
  return (
    (branch === null || inputs.branch === '' || branch === inputs.branch) &&
    (message === null || inputs.message === '' || message === inputs.message) &&
    (sha === null || inputs.sha === '' || sha.toLowerCase() === inputs.sha.toLowerCase())
  )
}

/** Whether an adopted request is this run's: it is, it is not (and why), or nothing tells. */
export type Adoption = { verdict: 'ours' | 'unknown' } | { verdict: 'not-ours'; why: string }

/**
 * An adopted request, once the gatekeeper has taken it: its build is ours when what Travis CI
 * shows of it agrees with what was sent (branch, or the default branch when 'branch' is empty;
 * commit message and sha when given). A field Travis CI does not show (a request rejected before
 * it got a commit shows neither branch nor commit) is unknown, not a difference.
 */
export async function checkAdopted(
  context: OperationContext,
  inputs: InputsFor<'trigger-build'>,
  request: RequestRecord
): Promise<Adoption> {
  const { branch, message, sha } = takenAs(request)
  const differences: string[] = []
  if (branch !== null && inputs.branch !== '' && branch !== inputs.branch) {
    differences.push(`branch '${branch}', not '${inputs.branch}'`)
  } else if (
    branch !== null &&
    inputs.branch === '' &&
    !(await requestBranchGet(context.client, branch)).default_branch
  ) {
    differences.push(`branch '${branch}', not the default branch`)
  }
  if (message !== null && inputs.message !== '' && message !== inputs.message) {
    differences.push(`commit message '${message}', not '${inputs.message}'`)
  }
  if (sha !== null && inputs.sha !== '' && sha.toLowerCase() !== inputs.sha.toLowerCase()) {
    differences.push(`commit '${sha}', not ${inputs.sha}`)
  }
  if (differences.length > 0) {
    const why =
      `Build request ${request.id}, found after the POST's answer was lost, is not this run's: ` +
      `Travis CI took it with ${differences.join(', ')}. ` +
      `This run's request may still appear: ${LOOK_AT_REQUESTS}.`
    return { verdict: 'not-ours', why }
  }
  return { verdict: branch === null && message === null && sha === null ? 'unknown' : 'ours' }
}

/** What Travis CI shows a request was taken with; null until travis-gatekeeper takes it. */
function takenAs(request: RequestRecord) {
  return {
    branch: request.branch_name ?? null,
    message: request.commit?.message ?? null,
    sha: request.commit?.sha ?? null
  }
}
