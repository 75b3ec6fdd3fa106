// The job summary bodies of list-env-vars and list-crons, and of check-settings and apply-settings
// for a sectioned 'desired-settings': three sections (settings, variables, cron jobs), extras
// marked, what prune would delete in a dry run. A private variable is "set (value not readable)":
// nothing here suggests the action knows a private value, and none is ever written.
import type {
  AsCodeSections,
  CronState,
  CronsResult,
  EnvComparison,
  EnvVarState,
  EnvVarsResult,
  SectionResult,
  SettingsCheckResult
} from '../../operations/result.js'
import { CRON_STOPPED, WRITE_DONE, envLabel } from '../../model/env-and-crons.js'
import { escapeHtml, plural, whenHtml } from '../format.js'
import { code, headline, table } from '../html.js'
import { settingsCheckBody } from './settings.js'

const NOT_READABLE = 'set (value not readable)'

export function envVarsBody(result: EnvVarsResult): string {
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

export function cronsBody(result: CronsResult, now: Date): string {
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
  return `${headline(plural(result.crons.length, 'cron job'), rest)}${table(['Branch', 'Interval', 'Not after a recent build', 'Active', 'Last run', 'Next run'], rows)}`
}

/** The three sections of a sectioned check or apply; a section the input has not is left out. */
export function asCodeBody(result: SettingsCheckResult, sections: AsCodeSections): string {
  const parts: string[] = [sectionsVerdict(result, sections)]
  if (result.comparisons.length > 0) parts.push(`<h3>Settings</h3>\n${settingsCheckBody(result)}`)
  if (sections.env !== null) {
    parts.push(`<h3>Environment variables</h3>\n${envSection(result, sections.env, sections)}`)
  }
  if (sections.crons !== null) {
    parts.push(`<h3>Cron jobs</h3>\n${cronSection(result, sections.crons, sections)}`)
  }
  return parts.join('')
}

/**
 * One verdict for every section, before each section's own: "2 of 3 sections differ: settings
 * and cron jobs." An extra on the server counts only when prune is true (fail-on-mismatch's rule).
 */
function sectionsVerdict(result: SettingsCheckResult, sections: AsCodeSections): string {
  const counted = (drift: Array<{ expected: unknown }>): boolean =>
    drift.some((c) => sections.prune || c.expected !== null)
  const shown: Array<[string, boolean]> = []
  if (result.comparisons.length > 0) shown.push(['settings', result.drift.length > 0])
  if (sections.env !== null) shown.push(['environment variables', counted(sections.env.drift)])
  if (sections.crons !== null) shown.push(['cron jobs', counted(sections.crons.drift)])
  const differing = shown.filter(([, differs]) => differs).map(([name]) => name)
  const total = plural(shown.length, 'section')
  if (differing.length === 0) {
    const all = shown.length === 1 ? 'The section' : `All ${total}`
    const verb = shown.length === 1 ? 'matches' : 'match'
    return headline(`${all} ${result.changes === null ? verb : `already ${verb}`}.`)
  }
  const verb =
    result.changes === null
      ? differing.length === 1
        ? 'differs'
        : 'differ'
      : result.dryRun
        ? 'would change'
        : 'differed'
  const names = differing.join(' and ').replace(/ and (?=.* and )/, ', ')
  return headline(`${differing.length} of ${total} ${verb}: ${names}.`)
}

function envSection(
  result: SettingsCheckResult,
  section: NonNullable<AsCodeSections['env']>,
  sections: AsCodeSections
): string {
  const rows = section.comparisons.map((c) => [
    code(c.name),
    branchCell(c.branch),
    expectedEnvCell(c),
    c.actual === null ? 'missing' : envCell(c.actual),
    status(
      result,
      section,
      sections,
      c,
      (ch) => ch.name === c.name && ch.branch === c.branch,
      `env ${envLabel(c)}`
    )
  ])
  return `${sectionHeadline(result, section, 'variable')}${table(['Variable', 'Branch', 'Expected', result.changes === null ? 'Actual' : 'Before', result.changes === null ? 'Matches' : 'Outcome'], rows)}`
}

function cronSection(
  result: SettingsCheckResult,
  section: NonNullable<AsCodeSections['crons']>,
  sections: AsCodeSections
): string {
  const rows = section.comparisons.map((c) => [
    code(c.branch),
    c.expected === null ? 'not in crons:' : cronCell(c.expected),
    c.actual === null ? 'missing' : cronCell(c.actual),
    status(result, section, sections, c, (ch) => ch.branch === c.branch, `cron '${c.branch}'`)
  ])
  return `${sectionHeadline(result, section, 'cron job')}${table(['Branch', 'Expected', result.changes === null ? 'Actual' : 'Before', result.changes === null ? 'Matches' : 'Outcome'], rows)}`
}

function sectionHeadline(
  result: SettingsCheckResult,
  section: SectionResult<{ expected: unknown }, unknown>,
  noun: string
): string {
  const declared = section.comparisons.filter((c) => c.expected !== null).length
  const differ = section.drift.filter((c) => c.expected !== null).length
  const extras = section.drift.length - differ
  const extra =
    extras === 0 ? '' : `; ${plural(extras, `more ${noun}`, `more ${noun}s`)} on the server (extra)`
  if (section.changes === null) {
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
  const count = plural(section.changes.length, 'change')
  const failed = section.failed.length === 0 ? '' : `; ${section.failed.length} failed`
  return headline(`${result.dryRun ? `${count} would be made` : `${count} made`}${failed}${extra}.`)
}

function status<C extends { expected: unknown }, Ch extends { action: string }>(
  result: SettingsCheckResult,
  section: SectionResult<C, Ch>,
  sections: AsCodeSections,
  comparison: C,
  same: (change: Ch) => boolean,
  what: string
): string {
  const differs = section.drift.includes(comparison)
  const extra = comparison.expected === null
  if (section.changes === null) {
    if (!differs) return '✓'
    return extra ? (sections.prune ? '✗ extra (prune is true)' : 'extra') : '✗'
  }
  const failure = section.failed.find((f) => f.what === what)
  if (failure !== undefined) return `✗ not done: ${escapeHtml(failure.reason)}`
  const already = section.alreadySo?.find((a) => a.what === what)
  if (already !== undefined) return `✓ ${escapeHtml(already.how)}`
  const change = section.changes.find(same)
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
  return `${escapeHtml(state.interval)}${state.dont_run_if_recent_build_exists ? ', not after a recent build' : ''}${state.active === false ? `, ${CRON_STOPPED}` : ''}`
}
