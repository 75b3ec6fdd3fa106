// list-branches and list-repositories in report/: their outputs, and the summary. Branches
// deleted on GitHub are what a listing is usually read for (which caches and pull requests are
// left over), so they come first, in a table of their own; every branch follows, folded.
import type {
  BranchView,
  BranchesResult,
  RepositoriesResult
} from '../../operations/listings/result.js'
import { escapeHtml, plural, whenHtml } from '../format.js'
import { code, foldedTable, headline, table } from '../html.js'
import type { KindReport } from '../kind-report.js'
import { json, text, type OutputValue } from '../output-values.js'
import { wholeListIn, type FullResult } from '../view.js'

export const branchesReport: KindReport<BranchesResult> = {
  body: (result, now, view) => branchesBody(result, now, view.fullResult),
  outputs: (result) => {
    // A long listing's arrays come as built (json-array.ts): output-limits.ts makes them fit.
    const outputs: Record<string, OutputValue> = {
      result: result.result,
      branches: result.names,
      count: String(result.count)
    }
    if (result.defaultBranch !== null) outputs['default-branch'] = text(result.defaultBranch)
    return outputs
  },
  changes: null
}

export const repositoriesReport: KindReport<RepositoriesResult> = {
  body: (result, _now, view) => repositoriesBody(result, view.fullResult),
  outputs: (result) => ({
    result: json(result.repositories),
    repositories: json(result.repositories.map((repository) => repository.slug)),
    count: String(result.repositories.length)
  }),
  changes: null
}

function branchesBody(result: BranchesResult, now: Date, fullResult: FullResult): string {
  const { count, gone } = result
  const rest = wholeListIn(fullResult, count)
  const line = headline(
    plural(count, 'branch', 'branches'),
    `${totalNote(result.total, count)}${gone > 0 ? `; ${gone} deleted on GitHub` : ''}${buildStates(result)}.`
  )
  const deleted =
    gone === 0
      ? ''
      : `<p><strong>Deleted on GitHub (${gone})</strong></p>\n` +
        table(
          ['Branch', 'Last build', 'Finished'],
          result.goneShown.map((b) => [escapeHtml(b.name), ...buildCells(b, now)]),
          gone,
          gone === count ? rest : `${rest}; the deleted ones have <code>exists_on_host</code> false`
        )
  // A listing of deleted branches only (exists-on-host: false) is the table above.
  if (gone === count) return line + deleted
  const rows = result.shown.map((b) => [
    escapeHtml(b.name),
    b.default_branch === true ? 'yes' : '',
    b.exists_on_host === null ? '?' : b.exists_on_host ? 'yes' : 'deleted',
    ...buildCells(b, now)
  ])
  return (
    line +
    deleted +
    foldedTable(
      `Every branch listed (${count})`,
      rows.length,
      rows.length
        ? table(['Branch', 'Default', 'On GitHub', 'Last build', 'Finished'], rows, count, rest)
        : ''
    )
  )
}

/** `#12 passed` and when it finished; empty cells for a branch never built. */
function buildCells(branch: BranchView, now: Date): [string, string] {
  const build = (branch.last_build ?? null) as {
    number?: string
    state?: string
    finished_at?: string | null
  } | null
  if (build === null) return ['', '']
  return [
    `#${escapeHtml(String(build.number ?? ''))} ${escapeHtml(String(build.state ?? ''))}`,
    whenHtml(build.finished_at, now)
  ]
}

/** `; last builds: 150 passed, 30 failed`, the commonest state first. */
function buildStates(result: BranchesResult): string {
  const parts = [...result.lastBuildStates]
    .sort((a, b) => b.count - a.count)
    .map(({ state, count }) => `${count} ${escapeHtml(state)}`)
  return parts.length ? `; last builds: ${parts.join(', ')}` : ''
}

function repositoriesBody(result: RepositoriesResult, fullResult: FullResult): string {
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
    foldedTable(
      `Every repository listed (${count})`,
      rows.length,
      rows.length
        ? table(
            ['Repository', 'Id', 'Active', 'Private'],
            rows,
            count,
            wholeListIn(fullResult, count)
          )
        : ''
    )
  )
}

/** What the server counts for the filters, when the listing (limit, offset) shows fewer. */
function totalNote(total: number | null, count: number): string {
  return total === null || total === count ? '' : ` (the server has ${total} for these filters)`
}
