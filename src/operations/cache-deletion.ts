// Deleting exactly the selected caches. The server deletes by group prefix and name substring
// only (`DELETE caches?branch=&match=`, contract §3.3), and each request deletes everything it
// reaches. So a request is planned only when every cache it can reach is selected: a whole group
// when all of it goes, otherwise one cache at a time (`branch=<group>&match=<name>`).
import { mapConcurrent } from '../concurrency.js'
import { TravisApiError } from '../travis/errors.js'
import {
  identityOf,
  toListedCache,
  type CacheRecord,
  type ListedCache,
  type PlacedCache
} from './cache-placement.js'
import type { OperationContext } from './context.js'

const DELETES_AT_ONCE = 4

export interface DeleteRequest {
  /** Group prefix; undefined to address every group. */
  branch: string | undefined
  match: string | undefined
  /** Every listed cache this request reaches (all of them selected). */
  reaches: PlacedCache[]
}

export interface SkippedCache {
  cache: PlacedCache
  /** Why, in words, for the log and the summary. */
  reason: string
}

export interface DeletionPlan {
  requests: DeleteRequest[]
  skipped: SkippedCache[]
}

export interface PlanInput {
  selected: readonly PlacedCache[]
  /** The caches a request with `branch=<group>` reaches, as listed. */
  reachable: (group: string) => readonly PlacedCache[]
  /** 'match' as given; every listing was already filtered by it. */
  match: string
  /** Every cache the listing of the whole repository showed is selected: one request serves. */
  everything: boolean
  /** What was listed of the whole repository; for the "everything" case. */
  listed: readonly PlacedCache[]
}

export function planDeletion(input: PlanInput): DeletionPlan {
  const match = input.match === '' ? undefined : input.match
  if (input.everything && input.selected.length > 0) {
    return { requests: [{ branch: undefined, match, reaches: [...input.listed] }], skipped: [] }
  }
  const selected = new Set(input.selected.map(identityOf))
  const covered = new Set<string>()
  const plan: DeletionPlan = { requests: [], skipped: [] }
  const add = (request: DeleteRequest) => {
    plan.requests.push(request)
    for (const cache of request.reaches) covered.add(identityOf(cache))
  }

  // Whole groups first, outer before nested (a prefix is shorter than what it reaches): one
  // request when everything the prefix reaches is selected and not already reached.
  const groups = [...new Set(input.selected.map((c) => c.group).filter((g) => g !== null))]
  groups.sort((a, b) => a.length - b.length)
  for (const group of groups) {
    const reaches = input.reachable(group)
    if (reaches.every((cache) => covered.has(identityOf(cache)))) continue
    if (reaches.every((cache) => selected.has(identityOf(cache))))
      add({ branch: group, match, reaches: [...reaches] })
  }
  for (const cache of input.selected) {
    if (covered.has(identityOf(cache))) continue
    if (cache.group === null) {
      plan.skipped.push({ cache, reason: 'its branch could not be told from the listing' })
      continue
    }
    const reaches = input.reachable(cache.group).filter((c) => c.name.includes(cache.name))
    const outside = reaches.filter((c) => !selected.has(identityOf(c)))
    if (outside.length > 0) {
      plan.skipped.push({
        cache,
        reason: `deleting it would also delete ${describeList(outside)}, which is not selected`
      })
    } else add({ branch: cache.group, match: cache.name, reaches })
  }
  return plan
}

export interface DeletionOutcome {
  /** What the server answered it deleted, placed where the plan knew the cache. */
  deleted: PlacedCache[]
  /** Deleted caches that no listing showed (created since). */
  unexpected: PlacedCache[]
  failures: Array<{ request: DeleteRequest; error: TravisApiError }>
}

/** Runs every planned request (4 at a time); one failing does not stop the others. */
export async function executeDeletion(
  context: OperationContext,
  requests: readonly DeleteRequest[]
): Promise<DeletionOutcome> {
  const outcome: DeletionOutcome = { deleted: [], unexpected: [], failures: [] }
  const seen = new Set<string>()
  await mapConcurrent(requests, DELETES_AT_ONCE, async (request) => {
    let answer: ListedCache[]
    try {
      answer = await deleteRequest(context, request)
    } catch (error) {
      if (!(error instanceof TravisApiError)) throw error
      context.runner.warning(`Could not delete ${describeRequest(request)}: ${error.explanation}`)
      outcome.failures.push({ request, error })
      return
    }
    const expected = new Map(request.reaches.map((cache) => [identityOf(cache), cache]))
    for (const cache of answer) {
      const identity = identityOf(cache)
      if (seen.has(identity)) continue
      seen.add(identity)
      const known = expected.get(identity)
      if (known) outcome.deleted.push(known)
      else outcome.unexpected.push({ ...cache, group: null, possibleGroups: [] })
    }
    context.runner.info(`Deleted ${answer.length} cache(s): ${describeRequest(request)}.`)
  })
  return outcome
}

async function deleteRequest(
  context: OperationContext,
  request: DeleteRequest
): Promise<ListedCache[]> {
  const body = await context.client.delete<{ caches: CacheRecord[] }>('caches', {
    branch: request.branch,
    match: request.match
  })
  return body.caches.map(toListedCache)
}

export function describeRequest(request: DeleteRequest): string {
  const where = request.branch === undefined ? 'every branch' : `'${request.branch}'`
  return request.match === undefined
    ? `the caches of ${where}`
    : `the caches of ${where} named like '${request.match}'`
}

function describeList(caches: readonly PlacedCache[]): string {
  const shown = caches
    .slice(0, 3)
    .map(
      (c) =>
        `'${c.name}' of ${c.group === null ? `a branch ending in '${c.segment}'` : `'${c.group}'`}`
    )
  return caches.length > 3 ? `${shown.join(', ')} and ${caches.length - 3} more` : shown.join(', ')
}
