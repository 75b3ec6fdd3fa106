// list-caches and delete-caches: survey the caches, select with the pruning selectors, and
// delete exactly the selection (or say what a dry run would delete).
import { ActionError } from '../../lib/action-error.js'
import { plural, wasWere } from '../../lib/plural.js'
import type { CacheSelection, InputsFor } from '../../inputs/parsed.js'
import { describeDeletionFailure, executeDeletion } from './deletion.js'
import { planDeletion } from './plan.js'
import { describeGroup, explainSurvey, names } from './explain.js'
import { identityOf, type PlacedCache } from './selection.js'
import { exactReaches, surveyAndSelect } from './survey.js'
import type { OperationContext } from '../context.js'
import { resultBase } from '../result-base.js'
import type { CacheView, CachesResult } from './result.js'

export async function listCaches(
  context: OperationContext,
  inputs: InputsFor<'list-caches'>,
  now: Date = new Date()
): Promise<CachesResult> {
  const { survey, selected, undecided } = await surveyAndSelect(
    context,
    inputs.selection,
    inputs.include,
    now
  )
  const result = cachesResult('list-caches', inputs.selection, selected, false, false)
  result.notes.push(...explainSurvey(context, survey, undecided))
  context.runner.info(`Found ${plural(selected.length, 'cache')}.`)
  return result
}

export async function deleteCaches(
  context: OperationContext,
  inputs: InputsFor<'delete-caches'>,
  now: Date = new Date()
): Promise<CachesResult> {
  const { selection, dryRun, maxDeletions } = inputs
  const { survey, selected, undecided } = await surveyAndSelect(context, selection, [], now)
  const notes = explainSurvey(context, survey, undecided)
  const everything =
    selection.groups.length === 0 && selection.olderThanDays === null && !selection.staleBranches
  // Given branches were listed one by one: their listings are exact. A survey of every group
  // is checked group by group before anything is deleted.
  const reachable =
    selection.groups.length > 0 || everything
      ? survey.reachable
      : await exactReaches(context, groupsOf(selected), selection.match, survey.pool)
  const plan = planDeletion({
    selected,
    reachable,
    match: selection.match,
    everything,
    listed: survey.pool
  })
  for (const { cache, reason } of plan.skipped) {
    context.runner.warning(`Skipped cache '${cache.name}' of ${describeGroup(cache)}: ${reason}.`)
  }
  const planned = uniqueCaches(plan.requests.flatMap((request) => request.reaches))
  if (maxDeletions !== null && planned.length > maxDeletions) {
    throw new ActionError(
      `${planned.length} caches would be deleted, more than 'max-deletions' (${maxDeletions}); nothing was deleted. ` +
        "Narrow the selection ('branch', 'pull-request', 'match', 'older-than', 'stale-branches'), or raise 'max-deletions'."
    )
  }
  if (dryRun) {
    context.runner.info(
      `Dry run: ${plural(planned.length, 'cache')} would be deleted; nothing was deleted.`
    )
    const result = cachesResult('delete-caches', selection, planned, planned.length > 0, true)
    result.notes.push(...notes)
    result.skipped = plan.skipped.map(({ cache, reason }) => ({ cache: viewOf(cache), reason }))
    return result
  }

  const outcome = await executeDeletion(context, plan.requests)
  const deleted = [...outcome.deleted, ...outcome.unexpected]
  if (outcome.unexpected.length > 0) {
    const count = plural(outcome.unexpected.length, 'cache')
    const unexpected = outcome.unexpected.map((c) => `'${c.name}'`).join(', ')
    context.runner.warning(
      `The server also deleted ${count} that the listing did not show (created since): ${unexpected}.`
    )
  }
  if (maxDeletions !== null && deleted.length > maxDeletions) {
    context.runner.warning(
      `${deleted.length} caches were deleted, more than 'max-deletions' (${maxDeletions}): caches created after the listing were deleted too.`
    )
  }
  const result = cachesResult('delete-caches', selection, deleted, deleted.length > 0, false)
  result.notes.push(...notes)
  if (outcome.alreadyGone.length > 0) {
    const gone = outcome.alreadyGone.length
    const more = plural(gone, 'more selected cache', 'more selected caches')
    result.notes.push(
      `${more} ${wasWere(gone)} already gone when the delete came (deleted elsewhere since the listing) ` +
        `and ${gone === 1 ? 'is' : 'are'} not counted: ${names(outcome.alreadyGone)}.`
    )
  }
  result.skipped = plan.skipped.map(({ cache, reason }) => ({ cache: viewOf(cache), reason }))
  const [first] = outcome.failures
  if (first !== undefined) {
    const count = outcome.failures.length
    const cause = describeDeletionFailure(first)
    const sure = outcome.failures.some((f) => f.readBackError !== undefined) ? ' for certain' : ''
    result.failure =
      (count === 1
        ? `could not delete ${cause}`
        : `${count} of ${plan.requests.length} delete requests failed, the first for ${cause}`) +
      `; ${plural(deleted.length, 'cache')} ${wasWere(deleted.length)} deleted${sure}${count > 1 ? ' (see the warnings for each failure)' : ''}.`
    result.failureTodo =
      'the caches that were not deleted are still on Travis CI; run the step again once the cause is fixed to delete them. The outputs count what was deleted.'
  }
  return result
}

function uniqueCaches(caches: readonly PlacedCache[]): PlacedCache[] {
  const seen = new Set<string>()
  return caches.filter((cache) => {
    const identity = identityOf(cache)
    if (seen.has(identity)) return false
    seen.add(identity)
    return true
  })
}

/** The branch a cache belongs to is shown only when known: never the server's last segment. */
function viewOf(cache: PlacedCache): CacheView {
  return {
    name: cache.name,
    branch: cache.group,
    size: cache.size,
    last_modified: cache.last_modified
  }
}

function cachesResult(
  operation: 'list-caches' | 'delete-caches',
  selection: CacheSelection,
  caches: readonly PlacedCache[],
  changed: boolean,
  dryRun: boolean
): CachesResult {
  return {
    ...resultBase('caches', operation, { changed, dryRun }),
    caches: caches.map(viewOf),
    selection: {
      groups: selection.groups.map((g) => g.label),
      match: selection.match,
      olderThanDays: selection.olderThanDays,
      staleBranches: selection.staleBranches
    },
    skipped: []
  }
}

/** The known groups of these caches, each once. */
function groupsOf(caches: readonly PlacedCache[]): string[] {
  return [...new Set(caches.flatMap((cache) => (cache.group === null ? [] : [cache.group])))]
}
