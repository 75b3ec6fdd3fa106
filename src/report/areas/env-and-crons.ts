// The variables and cron jobs in report/: list-env-vars and list-crons (summary and outputs), and
// the env: and crons: sections of check-settings and apply-settings (settings-as-code.ts puts them
// under its verdict): extras marked, what prune would delete in a dry run. A private variable is
// "set (value not readable)": nothing here suggests the action knows a private value, and none is
// ever written.
import type {
  AlreadySo,
  CronChange,
  CronComparison,
  CronState,
  CronsResult,
  EnvChange,
  EnvComparison,
  EnvVarState,
  EnvVarsResult,
  FailedWrite,
  SectionOutcome,
  SectionResult,
  SettingsCheckResult
} from '../../operations/settings-as-code/result.js'
import { CRON_STOPPED, UNSET_PUBLIC, WRITE_DONE, envLabel } from '../../model/env-and-crons.js'
import { escapeHtml, plural, whenHtml } from '../format.js'
import { code, headline, table } from '../html.js'
import type { KindReport } from '../kind-report.js'
import { json } from '../output-values.js'

export const envVarsReport: KindReport<EnvVarsResult> = {
  body: (result) => envVarsBody(result),
  outputs: (result) => {
    const envVars = json(result.envVars)
    return { result: envVars, 'env-vars': envVars, count: String(result.envVars.length) }
  },
  changes: null
}

export const cronsReport: KindReport<CronsResult> = {
  body: (result, now) => cronsBody(result, now),
  outputs: (result) => {
    const crons = json(result.crons)
    return { result: crons, crons, count: String(result.crons.length) }
  },
  changes: null
}

const NOT_READABLE = 'set (value not readable)'

function envVarsBody(result: EnvVarsResult): string {
  const hidden = result.envVars.filter((v) => !v.public).length
  const rows = result.envVars.map((v) => [
    code(v.name),
    branchCell(v.branch),
    v.public ? 'yes' : 'no',
    v.public ? code(v.value ?? '') : `private, ${NOT_READABLE}`
  ])
  const rest = hidden === 0 ? '.' : `; ${hidden} private (Travis CI never shows their values).`
  return `${headline(plural(result.envVars.length, 'environment variable'), rest)}${table(['Variable', 'Branch', 'Public', 'Value'], rows)}`
}

function cronsBody(result: CronsResult, now: Date): string {
  const rows = result.crons.map((c) => [
    code(c.branch),
    escapeHtml(c.interval),
    c.dont_run_if_recent_build_exists ? 'yes' : 'no',
    c.active ? 'yes' : 'no',
    whenHtml(c.last_run, now),
    whenHtml(c.next_run, now)
  ])
  const inactive = result.crons.filter((c) => !c.active).length
  const rest = inactive === 0 ? '.' : `; ${inactive} inactive (Travis CI stopped them).`
  const columns = [
    'Branch',
    'Interval',
    'Not after a recent build',
    'Active',
    'Last run',
    'Next run'
  ]
  return `${headline(plural(result.crons.length, 'cron job'), rest)}${table(columns, rows)}`
}

/** The variables of a check or apply: expected beside actual, or what became of each. */
export function envSection(
  result: SettingsCheckResult,
  section: SectionResult<EnvComparison, EnvChange>
): string {
  const rows = section.comparisons.map((c) => [
    code(c.name),
    branchCell(c.branch),
    expectedEnvCell(c),
    c.actual === null ? 'missing' : envCell(c.actual),
    status(result, section, c, envRow(c))
  ])
  const checks = section.outcome === null
  const columns = [
    'Variable',
    'Branch',
    'Expected',
    checks ? 'Actual' : 'Before',
    checks ? 'Matches' : 'Outcome'
  ]
  return `${sectionHeadline(result, section, 'variable', envRow)}${table(columns, rows)}`
}

/** A variable's row: by the server's variable too, as it may hold two of one (name, branch). */
function envRow(c: EnvComparison): Row<EnvChange> {
  const same = (ch: EnvChange) => ch.id === c.id && ch.name === c.name && ch.branch === c.branch
  return { same, what: `env ${envLabel(c)}`, id: c.id }
}

/** The cron jobs of a check or apply: expected beside actual, or what became of each. */
export function cronSection(
  result: SettingsCheckResult,
  section: SectionResult<CronComparison, CronChange>
): string {
  const rows = section.comparisons.map((c) => [
    code(c.branch),
    c.expected === null ? 'not in crons:' : cronCell(c.expected),
    c.actual === null ? 'missing' : cronCell(c.actual),
    status(result, section, c, cronRow(c))
  ])
  const checks = section.outcome === null
  const headers = [
    'Branch',
    'Expected',
    checks ? 'Actual' : 'Before',
    checks ? 'Matches' : 'Outcome'
  ]
  return `${sectionHeadline(result, section, 'cron job', cronRow)}${table(headers, rows)}`
}

function cronRow(c: CronComparison): Row<CronChange> {
  return { same: (ch) => ch.branch === c.branch, what: `cron '${c.branch}'` }
}

/**
 * How a row finds what became of its entry: `same` finds its change; a failure or a write already
 * so is its by `what`, and by `id` when it has one (a variable's, FailedWrite's `id`).
 */
interface Row<Ch> {
  same: (change: Ch) => boolean
  what: string
  id?: string | null
}

/** Whether a failure or a write already so is the row's. */
function owns({ what, id }: Pick<Row<never>, 'what' | 'id'>) {
  return (entry: FailedWrite | AlreadySo) =>
    entry.what === what && (entry.id ?? null) === (id ?? null)
}

/** Whether an extra is off the server after a real apply: its delete done, or already gone. */
function gone<Ch>(outcome: SectionOutcome<Ch>, row: Row<Ch>): boolean {
  return outcome.changes.some(row.same) || outcome.alreadySo.some(owns(row))
}

function sectionHeadline<C extends { expected: unknown }, Ch>(
  result: SettingsCheckResult,
  section: SectionResult<C, Ch>,
  noun: string,
  rowOf: (comparison: C) => Row<Ch>
): string {
  const declared = section.comparisons.filter((c) => c.expected !== null).length
  const differ = section.drift.filter((c) => c.expected !== null).length
  const { outcome } = section
  // After a real apply, only the extras still on the server count: not those deleted, nor gone.
  const applied = result.dryRun ? null : outcome
  const extras = section.drift.filter(
    (c) => c.expected === null && (applied === null || !gone(applied, rowOf(c)))
  ).length
  const extra =
    extras === 0 ? '' : `; ${plural(extras, `more ${noun}`, `more ${noun}s`)} on the server (extra)`
  if (outcome === null) {
    const declaredNouns = plural(declared, `declared ${noun}`, `declared ${noun}s`)
    const line =
      differ > 0
        ? `${differ} of ${declaredNouns} ${differ === 1 ? 'differs' : 'differ'}`
        : declared === 1
          ? `The declared ${noun} matches`
          : declared === 0
            ? `No ${noun}s declared`
            : `All ${declaredNouns} match`
    return headline(`${line}${extra}.`)
  }
  const count = plural(outcome.changes.length, 'change')
  const failed = outcome.failed.length === 0 ? '' : `; ${outcome.failed.length} failed`
  return headline(`${result.dryRun ? `${count} would be made` : `${count} made`}${failed}${extra}.`)
}

function status<C extends { expected: unknown }, Ch extends { action: string }>(
  result: SettingsCheckResult,
  section: SectionResult<C, Ch>,
  comparison: C,
  row: Row<Ch>
): string {
  const mine = owns(row)
  const differs = section.drift.includes(comparison)
  const extra = comparison.expected === null
  const { outcome } = section
  if (outcome === null) {
    if (!differs) return '✓'
    return extra ? (result.prune ? '✗ extra (prune is true)' : 'extra') : '✗'
  }
  const failure = outcome.failed.find(mine)
  // A write that may have been applied is not "not done": its reason says what is known.
  if (failure !== undefined)
    return `✗ ${failure.unknown ? 'unknown' : 'not done'}: ${escapeHtml(failure.reason)}`
  const already = outcome.alreadySo.find(mine)
  if (already !== undefined) return `✓ ${escapeHtml(already.how)}`
  const change = outcome.changes.find(row.same)
  if (change !== undefined) {
    const done = WRITE_DONE[change.action as keyof typeof WRITE_DONE] ?? change.action
    return result.dryRun ? `would be ${done}` : `✓ ${done}`
  }
  if (extra) return 'extra, kept (prune is false)'
  return differs ? '✗ not done' : '✓ already so'
}

function branchCell(branch: string | null): string {
  return branch === null ? 'all' : code(branch)
}

function expectedEnvCell(c: EnvComparison): string {
  if (c.expected === null) return 'not in env:'
  if (c.expected.public && c.expected.value === null) {
    return `public, from ${code(c.fromEnv ?? '')} (${UNSET_PUBLIC})`
  }
  if (c.expected.public) return envCell(c.expected)
  return c.fromEnv ? `private, from ${code(c.fromEnv)}` : 'private, inline'
}

function envCell(state: EnvVarState): string {
  if (!state.public) return `private, ${NOT_READABLE}`
  // A value left out (env-plan.ts: a variable declared private that the server holds public).
  return typeof state.value !== 'string'
    ? 'public, value not shown (declared private)'
    : `${code(state.value)} (public)`
}

function cronCell(state: CronState): string {
  const recent = state.dont_run_if_recent_build_exists ? ', not after a recent build' : ''
  return `${escapeHtml(state.interval)}${recent}${state.active === false ? `, ${CRON_STOPPED}` : ''}`
}
