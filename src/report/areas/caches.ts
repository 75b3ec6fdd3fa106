// list-caches and delete-caches in report/: their outputs, what a delete changed, and the
// summary: the count and size, a subtotal per branch, and every cache folded.
import type { CacheView, CachesResult } from '../../operations/caches/result.js'
import { escapeHtml, humanSize, plural, sumSizes, wasWere, whenHtml } from '../format.js'
import { code, foldedTable, headline, table } from '../html.js'
import type { KindReport } from '../kind-report.js'
import { json, type Outputs } from '../output-values.js'
import { wholeListIn, type FullResult } from '../view.js'

export const cachesReport: KindReport<CachesResult> = {
  body: (result, now, view) => cachesBody(result, now, view.fullResult),
  outputs: (result): Outputs => {
    const caches = json(result.caches)
    const size = String(sumSizes(result.caches))
    return result.operation === 'list-caches'
      ? { result: caches, caches, count: String(result.caches.length), 'total-size': size }
      : {
          result: caches,
          caches,
          'deleted-count': String(result.caches.length),
          'deleted-size': size
        }
  },
  changes: (result) =>
    `${plural(result.caches.length, 'cache')} (${humanSize(sumSizes(result.caches))}) ${wasWere(result.caches.length)} deleted from Travis CI`
}

function cachesBody(result: CachesResult, now: Date, fullResult: FullResult): string {
  const count = plural(result.caches.length, 'cache')
  const size = humanSize(sumSizes(result.caches))
  const filters = describeCacheSelection(result)
  const line =
    result.operation === 'list-caches'
      ? headline(`${count}, ${size}`, `${filters}.`)
      : result.dryRun
        ? headline(`${count} would be deleted, ${size}`, `${filters}.`)
        : headline(`Deleted ${count}, ${size}`, `${filters}.`)
  const groups = byBranch(result.caches)
  const subtotals = groups.map(([branch, caches]) => [
    branchCell(branch),
    String(caches.length),
    humanSize(sumSizes(caches))
  ])
  const rows = groups.flatMap(([, caches]) =>
    caches.map((c) => [
      escapeHtml(c.name),
      branchCell(c.branch),
      humanSize(c.size),
      whenHtml(c.last_modified, now)
    ])
  )
  return (
    line +
    // Caches of one branch are their own subtotal: the headline says all.
    (groups.length > 1
      ? table(
          ['Branch', 'Caches', 'Size'],
          subtotals,
          subtotals.length,
          wholeListIn(fullResult, result.caches.length, 'caches')
        )
      : '') +
    foldedTable(
      `Every cache (${result.caches.length})`,
      rows.length,
      rows.length
        ? table(
            ['Name', 'Branch', 'Size', 'Last modified'],
            rows,
            rows.length,
            wholeListIn(fullResult, rows.length)
          )
        : ''
    ) +
    skippedList(result) +
    commaHints(result)
  )
}

/**
 * A branch line with a comma that selected nothing: most likely two names meant as one line (as
 * workflows wrote them when commas separated branches). Said here too, not only in the log.
 */
function commaHints(result: CachesResult): string {
  const unmatched = result.selection.groups.filter(
    (group) => group.includes(',') && !result.caches.some((cache) => cache.branch === group)
  )
  return unmatched
    .map(
      (group) =>
        `<p>ℹ️ No cache of the branch ${code(group)}: a line of 'branch' is one branch name, commas included (git allows them). ` +
        `For the branches ${group
          .split(',')
          .map((part) => code(part.trim()))
          .join(' and ')}, give each on its own line.</p>\n`
    )
    .join('')
}

/**
 * The selected caches left alone, each with why: a list, not a table, so that a long reason wraps
 * (GitHub's tables take the width of their widest cell and scroll).
 */
function skippedList(result: CachesResult): string {
  if (result.skipped.length === 0) return ''
  const items = result.skipped.map(
    ({ cache, reason }) =>
      `<li>${code(cache.name)} of ${branchCell(cache.branch)}: ${escapeHtml(reason)}</li>`
  )
  return (
    `<p>⚠️ Skipped for safety: ${plural(result.skipped.length, 'selected cache')} (see the warnings).</p>\n` +
    `<ul>\n${items.join('\n')}\n</ul>\n`
  )
}

/** Caches by branch, the largest total first; unknown branches last. */
function byBranch(caches: CacheView[]): Array<[string | null, CacheView[]]> {
  const groups = new Map<string | null, CacheView[]>()
  for (const cache of caches) {
    const group = groups.get(cache.branch)
    if (group === undefined) groups.set(cache.branch, [cache])
    else group.push(cache)
  }
  return [...groups.entries()].sort(
    ([a, left], [b, right]) =>
      Number(a === null) - Number(b === null) || sumSizes(right) - sumSizes(left)
  )
}

function branchCell(branch: string | null): string {
  return branch === null ? '<em>unknown</em>' : escapeHtml(branch)
}

function describeCacheSelection(result: CachesResult): string {
  const { groups, match, olderThanDays, staleBranches } = result.selection
  const parts: string[] = []
  if (groups.length) parts.push(`of ${groups.map((g) => code(g)).join(', ')}`)
  if (match !== '') parts.push(`name containing ${code(match)}`)
  if (olderThanDays !== null) parts.push(`last used more than ${plural(olderThanDays, 'day')} ago`)
  if (staleBranches) parts.push('of branches deleted on GitHub and closed pull requests')
  return parts.length ? ` (${parts.join('; ')})` : ''
}
