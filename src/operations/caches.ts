// list-caches and delete-caches: one request per cache group, several groups concurrently.
import { mapConcurrent } from '../concurrency.js'
import type { CacheFilter, SettingsFor } from '../settings.js'
import { TravisApiError } from '../travis/errors.js'
import { includeParameter, type Query } from '../travis/paths.js'
import { ActionError } from '../action-error.js'
import type { OperationContext } from './context.js'
import type { CacheView, CachesResult } from './result.js'

const GROUPS_AT_ONCE = 4

interface CachesBody {
  caches: CacheView[]
}

export async function listCaches(
  context: OperationContext,
  settings: SettingsFor<'list-caches'>
): Promise<CachesResult> {
  announceNormalisedGroups(context, settings.filter)
  const caches = await fetchCaches(context, settings.filter, settings.include)
  context.log.info(`Found ${caches.length} cache(s).`)
  return cachesResult('list-caches', settings.filter, caches, false, false)
}

export async function deleteCaches(
  context: OperationContext,
  settings: SettingsFor<'delete-caches'>
): Promise<CachesResult> {
  const { filter, dryRun, maxDeletions } = settings
  announceNormalisedGroups(context, filter)
  if (dryRun || maxDeletions !== null) {
    const candidates = await fetchCaches(context, filter, [])
    if (maxDeletions !== null && candidates.length > maxDeletions) {
      throw new ActionError(
        `${candidates.length} caches would be deleted, more than 'max-deletions' (${maxDeletions}); nothing was deleted. ` +
          "Narrow 'branch', 'pull-request' or 'match', or raise 'max-deletions'."
      )
    }
    if (dryRun) {
      context.log.info(
        `Dry run: ${candidates.length} cache(s) would be deleted; nothing was deleted.`
      )
      return cachesResult('delete-caches', filter, candidates, candidates.length > 0, true)
    }
  }
  // Kept per group, so the result is in the order the groups were given.
  const perGroup: CacheView[][] = []
  const deletedSoFar = () => perGroup.flat()
  try {
    await mapConcurrent(queriesFor(filter, []), GROUPS_AT_ONCE, async (query, index) => {
      const body = await context.client.delete<CachesBody>('caches', query)
      context.log.info(`Deleted ${body.caches.length} cache(s)${describeQuery(query)}.`)
      perGroup[index] = body.caches.map(toCacheView)
    })
  } catch (error) {
    // Some groups may be gone already: say so, the failure line is all the user gets.
    const count = deletedSoFar().length
    if (error instanceof TravisApiError && count > 0) {
      throw error.withHint(`${count} cache(s) of other groups were deleted before this failure.`)
    }
    throw error
  }
  const deleted = deletedSoFar()
  return cachesResult('delete-caches', filter, deleted, deleted.length > 0, false)
}

async function fetchCaches(
  context: OperationContext,
  filter: CacheFilter,
  include: string[]
): Promise<CacheView[]> {
  const lists = await mapConcurrent(queriesFor(filter, include), GROUPS_AT_ONCE, async (query) => {
    const body = await context.client.get<CachesBody>('caches', query)
    return body.caches.map(toCacheView)
  })
  return lists.flat()
}

/** One query per group; a single unfiltered-by-branch query when no group was asked for. */
function queriesFor(filter: CacheFilter, include: string[]): Query[] {
  const shared: Query = {
    match: filter.match === '' ? undefined : filter.match,
    include: includeParameter(include)
  }
  if (filter.groups.length === 0) return [shared]
  return filter.groups.map(({ group }) => ({ branch: group, ...shared }))
}

function announceNormalisedGroups(context: OperationContext, filter: CacheFilter): void {
  for (const { given, group } of filter.groups) {
    if (!given.startsWith('#') && given !== group) {
      context.log.notice(
        `Branch '${given}' is stored by Travis CI as cache group '${group}' (only A-Z, a-z, 0-9, _ . - are kept); using '${group}'.`
      )
    }
  }
}

function describeQuery(query: Query): string {
  const parts = [
    query.branch && `group '${query.branch}'`,
    query.match && `matching '${query.match}'`
  ]
  const text = parts.filter(Boolean).join(', ')
  return text === '' ? '' : ` (${text})`
}

function toCacheView(cache: CacheView): CacheView {
  return {
    name: cache.name,
    branch: cache.branch,
    size: cache.size,
    last_modified: cache.last_modified
  }
}

function cachesResult(
  operation: 'list-caches' | 'delete-caches',
  filter: CacheFilter,
  caches: CacheView[],
  changed: boolean,
  dryRun: boolean
): CachesResult {
  return {
    kind: 'caches',
    operation,
    changed,
    dryRun,
    notes: [],
    caches,
    groups: filter.groups.map((g) => g.group),
    match: filter.match
  }
}
