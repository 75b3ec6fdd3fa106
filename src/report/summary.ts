// The job summary as HTML: a heading naming the operation and repository, a DRY RUN banner, a
// headline with the numbers that matter, then the details, long ones folded, and links to the
// repository's pages. Pure functions: `now` (the run's time) makes ages such as "3 days ago";
// index.ts writes the result.
import type { OperationResult } from '../operations/result.js'
import { failureBlock, type FailureView } from './failure-summary.js'
import { escapeHtml } from './format.js'
import { reportOf } from './kinds.js'
import { pagesLine } from './links.js'
import { PLAIN_VIEW, type SummaryView } from './view.js'

export { MAX_TABLE_ROWS } from './html.js'

/** `Travis CI: list-caches · octo-org/hello`; without the repository when the run failed before reading it. */
export function heading(operation: string, repoLabel: string): string {
  const subject = repoLabel === '' ? '' : ` · ${escapeHtml(repoLabel)}`
  return `<h2>Travis CI: ${escapeHtml(operation)}${subject}</h2>\n`
}

export function renderSummary(
  result: OperationResult,
  repoLabel: string,
  now: Date = new Date(),
  view: SummaryView = PLAIN_VIEW
): string {
  const parts = [heading(result.operation, repoLabel)]
  if (result.dryRun) {
    parts.push(
      '<p><strong>DRY RUN</strong>: nothing was changed; this is what a real run would do.</p>\n'
    )
  }
  // A failure of a finished operation (e.g. fail-on-mismatch) comes first: it is what failed the step.
  if (result.failure !== undefined) {
    parts.push(
      failureBlock(
        {
          cause: result.failure,
          finished: true,
          check: result.failedCheck === true,
          todo: result.failureTodo
        },
        view.pages.travisBuilds
      )
    )
  }
  parts.push(reportOf(result).body(result, now, view))
  for (const note of result.notes) parts.push(`<p>${escapeHtml(note)}</p>\n`)
  parts.push(pagesLine(result.operation, view.pages))
  return parts.join('')
}

export function renderFailureSummary(
  operation: string,
  repoLabel: string,
  failure: FailureView,
  view: SummaryView = PLAIN_VIEW
): string {
  const block = failureBlock(failure, view.pages.travisBuilds)
  return `${heading(operation, repoLabel)}${block}${pagesLine(operation, view.pages)}`
}
