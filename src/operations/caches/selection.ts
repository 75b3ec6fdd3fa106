// Pure: where each listed cache is stored, and which of them the selectors keep.
// Placement: the server shows only the last path segment of a cache's group
// (model/cache-groups.ts), so the group (branch or `PR.<n>`) comes from what the action asked for,
// or from the repository's branch list. Selection: every selector given must hold.
import { isWithinPrefix, lastSegment, pullRequestOfGroup } from '../../model/cache-groups.js'
import { DAY_MS } from '../../lib/days.js'
import type { CacheSelection } from '../../inputs/parsed.js'
import type { PullRequestState } from '../../github/pull-requests.js'
import type { CacheRecord } from '../../travis/resources/caches.js'

/** A cache as the server lists it. */
export interface ListedCache {
  name: string
  /** The server's `branch` field: only the last path segment of the cache's group. */
  segment: string
  size: number
  last_modified: string
}

export function toListedCache(record: CacheRecord): ListedCache {
  return {
    name: record.name,
    segment: record.branch,
    size: record.size,
    last_modified: record.last_modified
  }
}

/** A listed cache and where it is stored, as far as the action can tell. */
export interface PlacedCache extends ListedCache {
  /** Its group (the full branch name, or `PR.<n>`); null when it cannot be told for sure. */
  group: string | null
  /**
   * Every group it may be stored under: [group] when known; otherwise the candidates, so that a
   * delete by prefix is never assumed to miss it.
   */
  possibleGroups: string[]
}

/** A listed cache placed nowhere: where it is stored cannot be told. */
export function unplacedCache(cache: ListedCache): PlacedCache {
  return { ...cache, group: null, possibleGroups: [] }
}

/** Two listings show the same cache when all its listed fields agree. */
export function identityOf(cache: ListedCache): string {
  return JSON.stringify([cache.segment, cache.name, cache.size, cache.last_modified])
}

/** A group's listing split into its own caches and those of nested branches (`group/…`). */
export interface GroupListing {
  own: PlacedCache[]
  /** Caches the prefix also reached: of nested branches, never the group's own. */
  nested: PlacedCache[]
  /** Caches that may be the group's own or a nested branch's of the same last segment. */
  uncertain: PlacedCache[]
}

/**
 * Splits what `branch=<group>` listed. A cache whose segment is not the group's last segment is
 * nested. One whose segment is the group's may still be nested, when a known branch
 * `<group>/…/<same last segment>` exists (`branchNames`) or when its name appears twice.
 */
export function splitGroupListing(
  group: string,
  listed: ListedCache[],
  branchNames: readonly string[]
): GroupListing {
  const segment = lastSegment(group)
  const shadows = branchNames.filter(
    (name) => name.startsWith(`${group}/`) && lastSegment(name) === segment
  )
  const ownNames = listed.filter((c) => c.segment === segment).map((c) => c.name)
  const result: GroupListing = { own: [], nested: [], uncertain: [] }
  for (const cache of listed) {
    if (cache.segment !== segment) {
      const candidates = branchNames.filter(
        (name) => name.startsWith(`${group}/`) && lastSegment(name) === cache.segment
      )
      // An unknown nested branch still lies under the prefix: name a stand-in within it.
      const possible = candidates.length > 0 ? candidates : [`${group}/…/${cache.segment}`]
      result.nested.push(placed(cache, candidates.length === 1 ? candidates : [], possible))
    } else if (
      shadows.length > 0 ||
      ownNames.indexOf(cache.name) !== ownNames.lastIndexOf(cache.name)
    ) {
      result.uncertain.push(placed(cache, [], [group, ...shadows]))
    } else {
      result.own.push(placed(cache, [group], [group]))
    }
  }
  return result
}

/**
 * Places the caches of a listing of every group. A `PR.<n>` segment is that pull request's group;
 * any other segment is matched against the last segments of the known branches. With one
 * candidate the cache is placed; with several, `confirmed` (from one listing per candidate) must
 * name exactly one; with none, it is left unplaced (an old build's stripped group name, say).
 */
export function placeListedCaches(
  listed: ListedCache[],
  branchNames: readonly string[],
  confirmed: ReadonlyMap<string, readonly string[]> = new Map()
): PlacedCache[] {
  const duplicates = duplicateIdentities(listed)
  return listed.map((cache) => {
    const candidates = candidateGroups(cache.segment, branchNames)
    if (candidates.length === 0) return placed(cache, [], [cache.segment])
    if (duplicates.has(identityOf(cache))) return placed(cache, [], candidates)
    if (candidates.length === 1) return placed(cache, candidates, candidates)
    const confirmedIn = confirmed.get(identityOf(cache)) ?? []
    return confirmedIn.length === 1
      ? placed(cache, confirmedIn, confirmedIn)
      : placed(cache, [], candidates)
  })
}

/** Groups whose caches the server would show with this segment. */
export function candidateGroups(segment: string, branchNames: readonly string[]): string[] {
  const fromBranches = branchNames.filter((name) => lastSegment(name) === segment)
  const pullRequest = pullRequestOfGroup(segment) === null ? [] : [segment]
  return [...new Set([...pullRequest, ...fromBranches])]
}

/** The caches a delete by prefix `group` can reach, as far as the placement can tell. */
export function reachableUnder(group: string, caches: readonly PlacedCache[]): PlacedCache[] {
  return caches.filter((cache) =>
    cache.possibleGroups.some((candidate) => isWithinPrefix(candidate, group))
  )
}

function placed(
  cache: ListedCache,
  group: readonly string[],
  possibleGroups: readonly string[]
): PlacedCache {
  return {
    ...cache,
    group: group.length === 1 ? (group[0] as string) : null,
    possibleGroups: [...possibleGroups]
  }
}

function duplicateIdentities(listed: ListedCache[]): Set<string> {
  const seen = new Set<string>()
  const duplicates = new Set<string>()
  for (const cache of listed) {
    const identity = identityOf(cache)
    if (seen.has(identity)) duplicates.add(identity)
    seen.add(identity)
  }
  return duplicates
}

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
