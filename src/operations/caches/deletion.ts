// Running a deletion plan (plan.ts): requests whose reaches overlap never run side by side,
// counts come from the server's answers, and a lost answer is settled by listing again.
import { mapConcurrent } from '../../lib/concurrency.js'
import type { WriteOutcome } from '../../lib/write-outcome.js'
import { plural, wasWere } from '../../lib/plural.js'
import { TravisApiError } from '../../travis/errors.js'
import { requestCachesDelete, requestCachesGet } from '../../travis/resources/caches.js'
import {
  identityOf,
  toListedCache,
  type ListedCache,
  type PlacedCache,
  unplacedCache
} from './selection.js'
import { describeRequest, inWaves, type DeleteRequest } from './plan.js'
import type { OperationContext } from '../context.js'

const DELETES_AT_ONCE = 4

export interface DeletionFailure {
  request: DeleteRequest
  error: TravisApiError
  /** The answer was lost and listing again failed too: some caches may have been deleted. */
  readBackError?: TravisApiError
}

export interface DeletionOutcome {
  /** What the server answered it deleted, placed where the plan knew the cache. */
  deleted: PlacedCache[]
  /** Deleted caches that no listing showed (created since). */
  unexpected: PlacedCache[]
  /** Listed caches that were gone when their request came (deleted elsewhere): not counted. */
  alreadyGone: PlacedCache[]
  failures: DeletionFailure[]
}

/**
 * Runs every planned request (4 at a time); one failing does not stop the others. A request whose
 * answer may have been lost after the server acted (no answer, a 5xx, or an answer to a repeated
 * request) is checked by listing what it reaches again: what is gone was deleted.
 */
export async function executeDeletion(
  context: OperationContext,
  requests: readonly DeleteRequest[]
): Promise<DeletionOutcome> {
  const outcome: DeletionOutcome = { deleted: [], unexpected: [], alreadyGone: [], failures: [] }
  const seen = new Set<string>()
  const goneBefore: PlacedCache[] = []
  /** Counts each cache once; `expected`: one the listings showed, else one created since. */
  const record = (caches: readonly PlacedCache[], expected = true) => {
    for (const cache of caches) {
      const identity = identityOf(cache)
      if (seen.has(identity)) continue
      seen.add(identity)
      ;(expected ? outcome.deleted : outcome.unexpected).push(cache)
    }
  }
  const run = async (request: DeleteRequest): Promise<void> => {
    let attempts = 0
    // Retried (a delete sent again deletes what is left); null: settled by listing again.
    const sent = await context.client.write<ListedCache[] | null, DeletionFailure>({
      send: () => send(context, 'DELETE', request, (attempt) => (attempts = attempt)),
      afterFailure: (thrown) => {
        const error = failedRequest(thrown)
        return error.mayHaveLanded ? 'read-back' : { kind: 'refused', failure: { request, error } }
      },
      readBack: (lost) => readBackDeletion(context, request, lost as TravisApiError, record),
      unreadable: (lost, thrown) => {
        const failure = {
          request,
          error: lost as TravisApiError,
          readBackError: failedRequest(thrown)
        }
        return { kind: 'unknown', failure }
      }
    })
    if (sent.kind !== 'done') {
      context.runner.warning(`Could not delete ${describeDeletionFailure(sent.failure)}`)
      outcome.failures.push(sent.failure)
      return
    }
    const answer = sent.done
    if (answer === null) return
    const expected = new Map(request.reaches.map((cache) => [identityOf(cache), cache]))
    for (const cache of answer) {
      const known = expected.get(identityOf(cache))
      // One the answer shows but no listing did: deleted, though where it was is unknown.
      record([known ?? unplacedCache(cache)], known !== undefined)
    }
    // Every cache the request reaches matches it: one the answer lacks was already gone. The
    // counts are what the answers say was deleted; only an answer to a repeated request may
    // lack what an earlier attempt deleted (its answer lost), and those count, as after a
    // read-back: neither can tell them from caches deleted elsewhere meanwhile, and the log says so.
    const gone = missingFrom(request.reaches, answer)
    const what = describeRequest(request)
    if (attempts > 1) {
      record(gone)
      const earlier =
        gone.length > 0
          ? ` (${gone.length} by an earlier attempt, or by someone else meanwhile)`
          : ''
      context.runner.info(
        `Deleted ${plural(answer.length + gone.length, 'cache')}: ${what}${earlier}.`
      )
      return
    }
    goneBefore.push(...gone)
    const already =
      gone.length > 0 ? ` (${gone.length} more ${wasWere(gone.length)} already gone)` : ''
    context.runner.info(`Deleted ${plural(answer.length, 'cache')}: ${what}${already}.`)
  }
  for (const wave of inWaves(requests)) await mapConcurrent(wave, DELETES_AT_ONCE, run)
  // Gone before their request, and not deleted by an earlier one of this run.
  for (const cache of goneBefore) {
    const identity = identityOf(cache)
    if (seen.has(identity)) continue
    seen.add(identity)
    outcome.alreadyGone.push(cache)
  }
  return outcome
}

/** Lists what a failed request reaches again: what is gone was deleted; done when all went. */
async function readBackDeletion(
  context: OperationContext,
  request: DeleteRequest,
  error: TravisApiError,
  record: (caches: readonly PlacedCache[]) => void
): Promise<WriteOutcome<null, DeletionFailure>> {
  const gone = missingFrom(request.reaches, await send(context, 'GET', request))
  record(gone)
  if (gone.length < request.reaches.length) return { kind: 'refused', failure: { request, error } }
  context.runner.info(
    `No answer to the delete of ${describeRequest(request)} (${error.explanation}); listing them again shows its ${plural(gone.length, 'cache')} gone.`
  )
  return { kind: 'done', done: null }
}

/**
 * The caches of `reaches` that `listed` no longer shows. Caches are told apart by group segment
 * and name (a newer upload under the same name replaces the older one); a pair listed twice
 * accounts for two.
 */
function missingFrom(
  reaches: readonly PlacedCache[],
  listed: readonly ListedCache[]
): PlacedCache[] {
  const key = (cache: ListedCache) => JSON.stringify([cache.segment, cache.name])
  const shown = new Map<string, number>()
  for (const cache of listed) shown.set(key(cache), (shown.get(key(cache)) ?? 0) + 1)
  return reaches.filter((cache) => {
    const left = shown.get(key(cache)) ?? 0
    shown.set(key(cache), left - 1)
    return left <= 0
  })
}

/** A request that failed; anything else thrown (a bug, not a failure to report) goes on up. */
function failedRequest(thrown: unknown): TravisApiError {
  if (thrown instanceof TravisApiError) return thrown
  throw thrown
}

/**
 * A DELETE of the request, or the GET listing what it reaches; `attempted`: told the number of
 * each attempt of the DELETE.
 */
async function send(
  context: OperationContext,
  method: 'GET' | 'DELETE',
  request: DeleteRequest,
  attempted?: (attempt: number) => void
): Promise<ListedCache[]> {
  const filters = { branch: request.branch, match: request.match }
  const caches =
    method === 'GET'
      ? await requestCachesGet(context.client, filters)
      : await requestCachesDelete(context.client, filters, attempted)
  return caches.map(toListedCache)
}

/** A failed request and why, for its warning and the failure line. */
export function describeDeletionFailure(failure: DeletionFailure): string {
  const { request, error, readBackError } = failure
  const doubt =
    readBackError === undefined
      ? ''
      : `; listing them again failed too (${readBackError.explanation}), so they may have been deleted`
  return `${describeRequest(request)}: ${error.explanation}${doubt}`
}
