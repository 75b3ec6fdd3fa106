// Pure: which caches of the pool the pruning selectors keep. Every selector given must hold.
import { pullRequestOfGroup } from '../../model/cache-groups.js'
import { DAY_MS } from '../../lib/days.js'
import type { CacheSelection } from '../../inputs/parsed.js'
import type { PullRequestState } from '../../github/pull-requests.js'
import type { PlacedCache } from './placement.js'

export interface SelectionFacts {
  now: Date
  /** Travis's exists_on_github of each branch it knows. */
  branchExists: ReadonlyMap<string, boolean | null>
  /** States of the pull requests read from GitHub; null without a 'github-token'. */
  pullRequestStates: ReadonlyMap<number, PullRequestState> | null
}

export interface SelectedCaches {
  selected: PlacedCache[]
  /** Caches 'stale-branches' could not judge, and why; none of them is selected. */
  undecided: Array<{ cache: PlacedCache; reason: 'unplaced' | 'no-token' | 'unknown-pull-request' }>
}

export function selectCaches(
  pool: readonly PlacedCache[],
  selection: CacheSelection,
  facts: SelectionFacts
): SelectedCaches {
  const result: SelectedCaches = { selected: [], undecided: [] }
  const cutoff =
    selection.olderThanDays === null ? null : facts.now.getTime() - selection.olderThanDays * DAY_MS
  for (const cache of pool) {
    if (cutoff !== null && !(Date.parse(cache.last_modified) < cutoff)) continue
    if (!selection.staleBranches) {
      result.selected.push(cache)
      continue
    }
    const verdict = staleness(cache, facts)
    if (verdict === 'stale') result.selected.push(cache)
    else if (verdict !== 'live') result.undecided.push({ cache, reason: verdict })
  }
  return result
}

/** A branch that still exists, or Travis does not know, is never stale: nothing is assumed. */
function staleness(
  cache: PlacedCache,
  facts: SelectionFacts
): 'stale' | 'live' | SelectedCaches['undecided'][number]['reason'] {
  if (cache.group === null) return 'unplaced'
  const pullRequest = pullRequestOfGroup(cache.group)
  if (pullRequest === null) return facts.branchExists.get(cache.group) === false ? 'stale' : 'live'
  if (facts.pullRequestStates === null) return 'no-token'
  const state = facts.pullRequestStates.get(pullRequest)
  if (state === 'closed') return 'stale'
  return state === 'open' ? 'live' : 'unknown-pull-request'
}

/** The pull requests whose state decides whether caches of the pool are stale. */
export function pullRequestsOf(pool: readonly PlacedCache[]): number[] {
  const numbers = pool
    .map((cache) => (cache.group === null ? null : pullRequestOfGroup(cache.group)))
    .filter((n): n is number => n !== null)
  return [...new Set(numbers)]
}
