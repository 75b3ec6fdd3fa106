// What the caches operations start from: the caches the server lists for the selection, each
// placed in its group, the branch facts needed to place them, and the pull request states
// 'stale-branches' needs; then what the selectors keep. Given groups are listed one request each;
// otherwise every cache is listed once. The branch list is read at the same time.
import { mapConcurrent } from '../../lib/concurrency.js'
import { plural } from '../../lib/plural.js'
import type { PullRequestState } from '../../github/pull-requests.js'
import type { CacheGroup } from '../../model/cache-groups.js'
import type { CacheSelection } from '../../inputs/parsed.js'
import { everyBranchContaining, requestBranchesGetPages } from '../../travis/resources/branches.js'
import { requestCachesGet, type CacheFilters } from '../../travis/resources/caches.js'
import {
  identityOf,
  placeListedCaches,
  pullRequestsOf,
  reachableUnder,
  selectCaches,
  splitGroupListing,
  toListedCache,
  type ListedCache,
  type PlacedCache,
  type SelectedCaches,
  unplacedCache
} from './selection.js'
import type { OperationContext } from '../context.js'

const REQUESTS_AT_ONCE = 4
const PULL_REQUESTS_AT_ONCE = 4

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

/**
 * The survey, the pull request states 'stale-branches' needs (read from GitHub), and what the
 * selectors keep of the pool.
 */
export async function surveyAndSelect(
  context: OperationContext,
  selection: CacheSelection,
  include: string[],
  now: Date
): Promise<{ survey: CacheSurvey } & SelectedCaches> {
  const survey = await surveyCaches(context, selection, include)
  const pullRequests = selection.staleBranches ? pullRequestsOf(survey.pool) : null
  const pullRequestStates = await readPullRequestStates(context, pullRequests)
  const chosen = selectCaches(survey.pool, selection, {
    now,
    branchExists: survey.branchExists,
    pullRequestStates
  })
  return { survey, ...chosen }
}

/**
 * States of the pull requests `numbers` (those of the pool's `PR.<n>` groups; null without
 * 'stale-branches'), read from GitHub.
 */
async function readPullRequestStates(
  context: OperationContext,
  numbers: readonly number[] | null
): Promise<Map<number, PullRequestState> | null> {
  const reader = context.pullRequests
  if (numbers === null || reader === null) return null
  if (numbers.length > 0)
    context.runner.info(`Reading the state of ${plural(numbers.length, 'pull request')} on GitHub.`)
  const states = await mapConcurrent(numbers, PULL_REQUESTS_AT_ONCE, (n) => reader.stateOf(n))
  return new Map(numbers.map((n, i) => [n, states[i] as PullRequestState]))
}

async function surveyCaches(
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
  const filters = groups.map((group) => ({
    match: selection.match,
    include,
    branch: group.storage
  }))
  // A branch nested under a given one with the same last segment would make their caches look
  // alike; the name filter (a substring) returns every such branch, and the branch itself.
  const [cacheLists, branchLists] = await listingsWithBranches(
    context,
    filters,
    branchGroups.map((group) => group.storage)
  )
  const listings = groups.map((group, i) => ({ group, caches: cacheLists[i] as ListedCache[] }))
  const knownBranches = branchLists.flat()
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
  const [[listed = []], [branches = []]] = await listingsWithBranches(
    context,
    [{ match: selection.match, include }],
    ['']
  )
  const branchNames = branches.map((branch) => branch.name)
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
    const filters = groupsOfUnplaced.map((group) => ({ match: selection.match, branch: group }))
    const cacheLists = await listingsOf(context, filters)
    groupsOfUnplaced.forEach((group, i) => {
      for (const cache of splitGroupListing(group, cacheLists[i] ?? [], branchNames).own) {
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
    branchExists: new Map(branches.map((branch) => [branch.name, branch.exists_on_host])),
    reachable: (group) => reachableUnder(group, pool)
  }
}

/** The caches of each of `filters` and the branches of `names`, read side by side, both settled. */
async function listingsWithBranches(
  context: OperationContext,
  filters: readonly CacheFilters[],
  names: readonly string[]
) {
  // On a failure the other read is waited for: nothing is left running when it is thrown.
  const [caches, branches] = await Promise.allSettled([
    listingsOf(context, filters),
    branchListsOf(context, names)
  ])
  if (caches.status === 'rejected') throw caches.reason
  if (branches.status === 'rejected') throw branches.reason
  return [caches.value, branches.value] as const
}

/** What a GET of the caches lists for each of `filters`, ready to be placed, in their order. */
function listingsOf(
  context: OperationContext,
  filters: readonly CacheFilters[]
): Promise<ListedCache[][]> {
  return mapConcurrent(filters, REQUESTS_AT_ONCE, async (filter) =>
    (await requestCachesGet(context.client, filter)).map(toListedCache)
  )
}

/** The branches whose names contain each of `names` ('' for every branch), in their order. */
function branchListsOf(context: OperationContext, names: readonly string[]) {
  return mapConcurrent(names, REQUESTS_AT_ONCE, async (name) => {
    const list = await requestBranchesGetPages(
      context.client,
      context.runner,
      everyBranchContaining(name)
    )
    return list.branches
  })
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
  const cacheLists = await listingsOf(
    context,
    groups.map((group) => ({ match, branch: group }))
  )
  // A cache the survey did not list (beyond its one storage page) has no known place.
  const byGroup = new Map(
    groups.map((group, i) => [
      group,
      (cacheLists[i] ?? []).map((c) => known.get(identityOf(c)) ?? unplacedCache(c))
    ])
  )
  return (group) => byGroup.get(group) ?? []
}
