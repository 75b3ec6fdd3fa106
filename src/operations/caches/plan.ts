// Planning deletes that reach only the selected caches. The server deletes by group prefix and
// name substring only (`DELETE caches?branch=&match=`, docs/travis-api.md#cache-delete), and each request deletes
// everything it reaches. So a request is planned only when every cache it can reach is selected:
// a whole group when all of it goes, otherwise one cache at a time (`branch=<group>&match=<name>`).
import { identityOf, type PlacedCache } from './selection.js'

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
    if (!hasLookalikes(reaches) && reaches.every((cache) => selected.has(identityOf(cache))))
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
    if (hasLookalikes(reaches)) {
      plan.skipped.push({
        cache,
        reason:
          'deleting it would reach two caches that look the same (name, size and time), so one that is not selected could go too'
      })
    } else if (outside.length > 0) {
      plan.skipped.push({
        cache,
        reason: `deleting it would also delete ${describeList(outside)}, which is not selected`
      })
    } else add({ branch: cache.group, match: cache.name, reaches })
  }
  return plan
}

/**
 * The requests in waves whose reaches do not overlap, in plan order: two requests that reach the
 * same cache never run side by side (a storage that cannot delete a missing key answers the second
 * with an error), and the later one finds the shared caches already gone.
 */
export function inWaves(requests: readonly DeleteRequest[]): DeleteRequest[][] {
  const waves: Array<{ requests: DeleteRequest[]; reached: Set<string> }> = []
  for (const request of requests) {
    const ids = request.reaches.map(identityOf)
    // The first wave after the last one it overlaps (every later wave is free of its caches).
    const index = waves.findLastIndex((w) => ids.some((id) => w.reached.has(id))) + 1
    const wave = waves[index] ?? { requests: [], reached: new Set<string>() }
    if (index === waves.length) waves.push(wave)
    wave.requests.push(request)
    for (const id of ids) wave.reached.add(id)
  }
  return waves.map((wave) => wave.requests)
}

/** Two caches the listings cannot tell apart: a selection check on them proves nothing. */
function hasLookalikes(caches: readonly PlacedCache[]): boolean {
  return new Set(caches.map(identityOf)).size < caches.length
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
