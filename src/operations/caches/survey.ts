// What the caches operations start from: the caches the server lists for the selection, each
// placed in its group, and the branch facts needed to place them. Given groups are listed one
// request each; otherwise every cache is listed once. The branch list is read at the same time.
import { both, mapConcurrent } from '../../lib/concurrency.js'
import type { CacheGroup } from '../../model/cache-groups.js'
import type { CacheSelection } from '../../inputs/parsed.js'
import { requestBranchesGetPages, type BranchQuery } from '../../travis/resources/branches.js'
import { requestCachesGet, type CacheFilters } from '../../travis/resources/caches.js'
import {
  identityOf,
  placeListedCaches,
  reachableUnder,
  splitGroupListing,
  toListedCache,
  type ListedCache,
  type PlacedCache,
  unplacedCache
} from './selection.js'
import type { OperationContext } from '../context.js'

const REQUESTS_AT_ONCE = 4

export interface CacheSurvey {
  /** Where the selection starts: the given groups' own caches, or every cache. */
  pool: PlacedCache[]
  /** How many caches each given branch's prefix reached that belong to nested branches. */
  nestedLeftOut: Array<{ group: CacheGroup; count: number }>
  /** Caches that may be a given branch's own or a nested branch's of the same last segment. */
  uncertain: PlacedCache[]
  /** Whether each branch Travis knows still exists on GitHub (null when the server does not say). */
  branchExists: ReadonlyMap<string, boolean | null>
  /** Every cache a delete with `branch=<group>` would reach, as listed. */
  reachable(group: string): PlacedCache[]
}

export async function surveyCaches(
  context: OperationContext,
  selection: CacheSelection,
  include: string[]
): Promise<CacheSurvey> {
  return selection.groups.length > 0
    ? surveyGroups(context, selection, include)
    : surveyRepository(context, selection, include)
}

/** Given groups: one listing each, and for branches the Travis branches whose names contain it. */
async function surveyGroups(
  context: OperationContext,
  selection: CacheSelection,
  include: string[]
): Promise<CacheSurvey> {
  const { groups } = selection
  const branchGroups = groups.filter((group) => group.kind === 'branch')
  context.runner.info(`Listing the caches of ${groups.map((g) => `'${g.label}'`).join(', ')}.`)
  const [listings, branchLists] = await both(
    mapConcurrent(groups, REQUESTS_AT_ONCE, async (group) => ({
      group,
      caches: await cachesListed(context, {
        match: selection.match,
        include,
        branch: group.storage
      })
    })),
    // A branch nested under a given one with the same last segment would make their caches look
    // alike; the name filter (a substring) returns every such branch, and the branch itself.
    mapConcurrent(branchGroups, REQUESTS_AT_ONCE, (group) =>
      requestBranchesGetPages(context.client, context.runner, allBranches(group.storage))
    )
  )
  const knownBranches = branchLists.flatMap((list) => list.branches)
  const branchNames = knownBranches.map((branch) => branch.name)
  const reachable = new Map<string, PlacedCache[]>()
  const survey: CacheSurvey = {
    pool: [],
    nestedLeftOut: [],
    uncertain: [],
    branchExists: new Map(knownBranches.map((branch) => [branch.name, branch.exists_on_host])),
    reachable: (group) => reachable.get(group) ?? []
  }
  const splits = listings.map(({ group, caches }) => ({
    group,
    split: splitGroupListing(group.storage, caches, branchNames)
  }))
  const givenOwn = new Set(splits.flatMap(({ split }) => split.own.map(identityOf)))
  for (const { group, split } of splits) {
    survey.pool.push(...split.own)
    survey.uncertain.push(...split.uncertain)
    // Nested caches of a branch that was given too are selected through that branch.
    const leftOut = split.nested.filter((cache) => !givenOwn.has(identityOf(cache))).length
    if (leftOut > 0) survey.nestedLeftOut.push({ group, count: leftOut })
    reachable.set(group.storage, [...split.own, ...split.nested, ...split.uncertain])
  }
  return survey
}

/**
 * No group given: every cache, placed through the branch list. A segment that several branches
 * end with leaves its caches unplaced until one listing per candidate branch places them.
 */
async function surveyRepository(
  context: OperationContext,
  selection: CacheSelection,
  include: string[]
): Promise<CacheSurvey> {
  context.runner.info('Listing every cache of the repository, and its branches to place them.')
  const [listed, branchList] = await both(
    cachesListed(context, { match: selection.match, include }),
    requestBranchesGetPages(context.client, context.runner, allBranches(''))
  )
  const branchNames = branchList.branches.map((branch) => branch.name)
  let pool = placeListedCaches(listed, branchNames)
  const groupsOfUnplaced = [
    ...new Set(
      pool
        .filter((c) => c.group === null && c.possibleGroups.length > 1)
        .flatMap((c) => c.possibleGroups)
    )
  ]
  if (groupsOfUnplaced.length > 0) {
    context.runner.info(
      `Several branches end like some caches' groups; listing ${groupsOfUnplaced.length} of them to tell which is which.`
    )
    const confirmed = new Map<string, string[]>()
    await mapConcurrent(groupsOfUnplaced, REQUESTS_AT_ONCE, async (group) => {
      const listing = await cachesListed(context, { match: selection.match, branch: group })
      for (const cache of splitGroupListing(group, listing, branchNames).own) {
        const identity = identityOf(cache)
        confirmed.set(identity, [...(confirmed.get(identity) ?? []), group])
      }
    })
    pool = placeListedCaches(listed, branchNames, confirmed)
  }
  return {
    pool,
    nestedLeftOut: [],
    uncertain: [],
    branchExists: new Map(
      branchList.branches.map((branch) => [branch.name, branch.exists_on_host])
    ),
    reachable: (group) => reachableUnder(group, pool)
  }
}

/** What one GET of the caches lists, ready to be placed. */
async function cachesListed(
  context: OperationContext,
  filters: CacheFilters
): Promise<ListedCache[]> {
  return (await requestCachesGet(context.client, filters)).map(toListedCache)
}

/** Every branch whose name contains `name` (all when ''), sorted by name so pages never overlap. */
function allBranches(name: string): BranchQuery {
  return {
    include: [],
    name,
    existsOnHost: null,
    sortBy: [{ field: 'name', descending: false }],
    limit: null,
    offset: 0,
    includeRecentBuilds: false
  }
}

/**
 * In a survey of every group, what a delete by `branch=<group>` reaches is only guessed from last
 * segments, and the server's listing of every cache is one storage page (travis-api
 * remote_query.rb lists once). So before deleting, each group's own listing, the same request as
 * the delete but a GET, tells exactly what that delete reaches.
 */
export async function exactReaches(
  context: OperationContext,
  groups: readonly string[],
  match: string,
  pool: readonly PlacedCache[]
): Promise<(group: string) => PlacedCache[]> {
  const known = new Map(pool.map((cache) => [identityOf(cache), cache]))
  const byGroup = new Map(
    await mapConcurrent(groups, REQUESTS_AT_ONCE, async (group) => {
      const listed = await cachesListed(context, { match, branch: group })
      // A cache the survey did not list (beyond its one storage page) has no known place.
      return [group, listed.map((c) => known.get(identityOf(c)) ?? unplacedCache(c))] as const
    })
  )
  return (group) => byGroup.get(group) ?? []
}
