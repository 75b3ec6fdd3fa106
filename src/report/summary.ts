// The job summary as HTML: a heading naming the operation and repository, a DRY RUN banner, a
// headline with the numbers that matter, then the details, long ones folded, and links to the
// repository's pages. Pure functions: `now` (the run's time) makes ages such as "3 days ago";
// index.ts writes the result.
import type { OperationResult } from '../operations/result.js'
import { cachesBody } from './bodies/caches.js'
import { branchesBody, repositoriesBody } from './bodies/listings.js'
import { failureBlock, type FailureView } from './failure-summary.js'
import { escapeHtml } from './format.js'
import { pagesLine } from './links.js'
import { keyPairBody, rotationBody } from './bodies/key-pair.js'
import { settingBody, settingsBody, settingsCheckBody } from './bodies/settings.js'
import { asCodeBody, cronsBody, envVarsBody } from './bodies/env-and-crons.js'
import { buildBody, buildsBody } from './bodies/builds.js'
import { exportBody } from './bodies/export.js'
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
      failureBlock({
        cause: result.failure,
        finished: true,
        check: result.failedCheck === true,
        todo: result.failureTodo
      })
    )
  }
  parts.push(renderBody(result, now, view))
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
  return `${heading(operation, repoLabel)}${failureBlock(failure)}${pagesLine(operation, view.pages)}`
}

/** The body of each kind of result. */
const BODIES: {
  [K in OperationResult['kind']]: (
    result: Extract<OperationResult, { kind: K }>,
    now: Date,
    view: SummaryView
  ) => string
} = {
  'key-pair': (result) => keyPairBody(result),
  rotation: (result) => rotationBody(result),
  caches: (result, now, view) => cachesBody(result, now, view.fullResult),
  settings: (result) => settingsBody(result),
  setting: (result) => settingBody(result),
  'settings-check': (result) =>
    result.sections ? asCodeBody(result, result.sections) : settingsCheckBody(result),
  'env-vars': (result) => envVarsBody(result),
  crons: (result, now) => cronsBody(result, now),
  'settings-export': (result) => exportBody(result),
  branches: (result, now, view) => branchesBody(result, now, view.fullResult),
  repositories: (result, _now, view) => repositoriesBody(result, view.fullResult),
  build: (result) => buildBody(result),
  builds: (result, now, view) => buildsBody(result, now, view.fullResult)
}

function renderBody<R extends OperationResult>(result: R, now: Date, view: SummaryView): string {
  return (BODIES[result.kind] as (result: R, now: Date, view: SummaryView) => string)(
    result,
    now,
    view
  )
}
