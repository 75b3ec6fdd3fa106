// The job summary as HTML: a heading naming the operation and repository, a DRY RUN banner, a
// headline with the numbers that matter, then the details, long ones folded. Pure functions:
// `now` (the run's time) makes ages such as "3 days ago"; index.ts writes the result.
import type { BranchesResult, OperationResult, RepositoriesResult } from '../operations/result.js'
import { cachesBody } from './bodies/caches.js'
import { failureBlock, type FailureView } from './failure-summary.js'
import { escapeHtml, plural, whenHtml } from './format.js'
import { code, folded, headline, table } from './html.js'
import { keyPairBody, rotationBody } from './bodies/key-pair.js'
import { settingBody, settingsBody, settingsCheckBody } from './bodies/settings.js'
import { asCodeBody, cronsBody, envVarsBody } from './bodies/env-and-crons.js'

export { MAX_TABLE_ROWS } from './html.js'

export function heading(operation: string, repoLabel: string): string {
  return `<h2>Travis CI: ${escapeHtml(operation)} · ${escapeHtml(repoLabel)}</h2>\n`
}

export function renderSummary(
  result: OperationResult,
  repoLabel: string,
  now: Date = new Date()
): string {
  const parts = [heading(result.operation, repoLabel)]
  if (result.dryRun) {
    parts.push(
      '<p><strong>DRY RUN</strong>: nothing was changed; this is what a real run would do.</p>\n'
    )
  }
  // A failure of a finished operation (e.g. fail-on-mismatch) comes first: it is what failed the step.
  if (result.failure !== undefined) {
    parts.push(failureBlock({ cause: result.failure, check: true, todo: result.failureTodo }))
  }
  parts.push(renderBody(result, now))
  for (const note of result.notes) parts.push(`<p>${escapeHtml(note)}</p>\n`)
  return parts.join('')
}

export function renderFailureSummary(
  operation: string,
  repoLabel: string,
  failure: FailureView
): string {
  return `${heading(operation, repoLabel)}${failureBlock(failure)}`
}

/** The body of each kind of result. */
const BODIES: {
  [K in OperationResult['kind']]: (
    result: Extract<OperationResult, { kind: K }>,
    now: Date
  ) => string
} = {
  'key-pair': (result) => keyPairBody(result),
  rotation: (result) => rotationBody(result),
  caches: (result, now) => cachesBody(result, now),
  settings: (result) => settingsBody(result),
  setting: (result) => settingBody(result),
  'settings-check': (result) =>
    result.sections ? asCodeBody(result, result.sections) : settingsCheckBody(result),
  'env-vars': (result) => envVarsBody(result),
  crons: (result, now) => cronsBody(result, now),
  branches: (result, now) => branchesBody(result, now),
  repositories: (result) => repositoriesBody(result)
}

function renderBody<R extends OperationResult>(result: R, now: Date): string {
  return (BODIES[result.kind] as (result: R, now: Date) => string)(result, now)
}

function branchesBody(result: BranchesResult, now: Date): string {
  const { count, gone } = result
  const rows = result.shown.map((b) => {
    const build = (b.last_build ?? null) as {
      number?: string
      state?: string
      finished_at?: string | null
    } | null
    return [
      escapeHtml(b.name),
      b.default_branch === true ? 'yes' : '',
      b.exists_on_host === null ? '?' : b.exists_on_host ? 'yes' : 'no',
      build === null
        ? ''
        : `#${escapeHtml(String(build.number ?? ''))} ${escapeHtml(String(build.state ?? ''))}`,
      whenHtml(build?.finished_at, now)
    ]
  })
  const rest = [
    totalNote(result.total, count),
    gone > 0 ? `; ${gone} no longer on the host` : '',
    buildStates(result)
  ].join('')
  return (
    headline(plural(count, 'branch', 'branches'), `${rest}.`) +
    folded(
      `Every branch listed (${count})`,
      rows.length
        ? table(['Branch', 'Default', 'Exists on host', 'Last build', 'Finished'], rows, count)
        : ''
    )
  )
}

/** `; last builds: 150 passed, 30 failed`, the commonest state first. */
function buildStates(result: BranchesResult): string {
  const parts = [...result.lastBuildStates]
    .sort((a, b) => b.count - a.count)
    .map(({ state, count }) => `${count} ${escapeHtml(state)}`)
  return parts.length ? `; last builds: ${parts.join(', ')}` : ''
}

function repositoriesBody(result: RepositoriesResult): string {
  const { active, private: isPrivate } = result.filters
  const which = [
    active === null ? '' : active ? 'active' : 'inactive',
    isPrivate === null ? '' : isPrivate ? 'private' : 'public'
  ].filter((word) => word !== '')
  const count = result.repositories.length
  const rows = result.repositories.map((r) => [
    code(r.slug),
    String(r.id),
    r.active ? 'yes' : 'no',
    r.private ? 'yes' : 'no'
  ])
  const noun = [...which, count === 1 ? 'repository' : 'repositories'].join(' ')
  const activeCount = result.repositories.filter((r) => r.active).length
  return (
    headline(
      `${count} ${noun}`,
      ` of ${code(result.owner)}${result.total === count ? '' : ` (of ${result.total} for these filters)`}${active === null ? `; ${activeCount} active` : ''}.`
    ) +
    folded(
      `Every repository listed (${count})`,
      rows.length ? table(['Repository', 'Id', 'Active', 'Private'], rows) : ''
    )
  )
}

/** What the server counts for the filters, when the listing (limit, offset) shows fewer. */
function totalNote(total: number | null, count: number): string {
  return total === null || total === count ? '' : ` (the server has ${total} for these filters)`
}
