// check-settings and apply-settings in report/. Settings alone (a flat mapping, or only
// `settings:`) are shown as settings: one table, outputs of `{name, expected, actual}`. With env:
// or crons:, one verdict for every section, then each section (env-and-crons.ts draws the
// variables and cron jobs), and every entry of `result`, `drift` and `changes` carries its `kind`
// (setting, env, cron); variables and crons the server has that the input does not name are
// `extra`. A private variable shows `{public: false}` and no value: the action never has the
// server's, and never prints its own.
import { WRITE_DONE, envLabel } from '../../model/env-and-crons.js'
import { describeSettingChange, formatSettingValue } from '../../model/repository-settings.js'
import {
  managesSettingsOnly,
  type CronComparison,
  type EnvChange,
  type EnvComparison,
  type SectionResult,
  type SettingChange,
  type SettingComparison,
  type SettingsCheckResult
} from '../../operations/settings-as-code/result.js'
import { escapeHtml, plural, wasWere } from '../format.js'
import { code, headline, table } from '../html.js'
import type { KindReport } from '../kind-report.js'
import { json, type Outputs } from '../output-values.js'
import { cronSection, envSection } from './env-and-crons.js'

type SettingsSection = SectionResult<SettingComparison, SettingChange>

export const settingsCheckReport: KindReport<SettingsCheckResult> = {
  body: (result) =>
    managesSettingsOnly(result) ? settingsTable(result, settingsOf(result)) : sectionsBody(result),
  outputs: (result) =>
    managesSettingsOnly(result) ? settingsOutputs(result) : sectionsOutputs(result),
  changes: (result) =>
    managesSettingsOnly(result) ? settingsChanged(result) : sectionsChanged(result)
}

/** The settings section; an empty one for an input without settings. */
function settingsOf(result: SettingsCheckResult): SettingsSection {
  const checks = result.operation === 'check-settings'
  const outcome = checks ? null : { changes: [], failed: [], alreadySo: [] }
  return result.settings ?? { comparisons: [], drift: [], outcome }
}

function settingsOutputs(result: SettingsCheckResult): Outputs {
  const { comparisons, drift, outcome } = settingsOf(result)
  const outputs: Outputs = { result: json(comparisons), drift: json(drift) }
  if (outcome === null) outputs.matches = String(drift.length === 0)
  else outputs.changes = json(outcome.changes)
  return outputs
}

function sectionsOutputs(result: SettingsCheckResult): Outputs {
  const { settings, env, crons } = result
  const entries = (
    settingEntries: SettingComparison[],
    variables: EnvComparison[],
    cronJobs: CronComparison[]
  ) => [
    ...settingEntries.map((c) => ({ kind: 'setting', ...c })),
    ...variables.map(envEntry),
    ...cronJobs.map(cronEntry)
  ]
  const outputs: Outputs = {
    result: json(
      entries(settings?.comparisons ?? [], env?.comparisons ?? [], crons?.comparisons ?? [])
    ),
    drift: json(entries(settings?.drift ?? [], env?.drift ?? [], crons?.drift ?? []))
  }
  if (result.operation === 'check-settings') {
    // Extras fail a check only with prune: without it, they are not the repository's drift.
    const counted = (drift: Array<{ expected: unknown }>) =>
      drift.filter((c) => result.prune || c.expected !== null).length
    const differs =
      (settings?.drift.length ?? 0) + counted(env?.drift ?? []) + counted(crons?.drift ?? [])
    outputs.matches = String(differs === 0)
  } else {
    outputs.changes = json([
      ...(settings?.outcome?.changes ?? []).map((c) => ({ kind: 'setting', ...c })),
      ...(env?.outcome?.changes ?? []).map(envChangeEntry),
      ...(crons?.outcome?.changes ?? []).map((c) => ({ kind: 'cron', ...c }))
    ])
  }
  return outputs
}

function envEntry({ name, branch, expected, actual }: EnvComparison) {
  return { kind: 'env', name, branch, expected, actual, extra: expected === null }
}

/** A variable's change as `changes` shows it: without the server's id, which tells rows apart. */
function envChangeEntry({ name, branch, action, from, to }: EnvChange) {
  return { kind: 'env', name, branch, action, from, to }
}

function cronEntry({ branch, expected, actual }: CronComparison) {
  return { kind: 'cron', branch, expected, actual, extra: expected === null }
}

/** `2 settings were changed on Travis CI: 'build_pushes' from true to false, …` */
function settingsChanged(result: SettingsCheckResult): string {
  const changes = settingsOf(result).outcome?.changes ?? []
  return `${plural(changes.length, 'setting')} ${wasWere(changes.length)} changed on Travis CI: ${changes.map((c) => describeSettingChange(c)).join(', ')}`
}

/**
 * `2 changes were made on Travis CI: setting 'build_pushes' from true to false, variable 'TOKEN'
 * created`.
 */
function sectionsChanged(result: SettingsCheckResult): string {
  const done = [
    ...(result.settings?.outcome?.changes ?? []).map((c) => `setting ${describeSettingChange(c)}`),
    ...(result.env?.outcome?.changes ?? []).map(
      (c) => `variable ${envLabel(c)} ${WRITE_DONE[c.action]}`
    ),
    ...(result.crons?.outcome?.changes ?? []).map(
      (c) => `the cron job of branch '${c.branch}' ${WRITE_DONE[c.action]}`
    )
  ]
  return `${plural(done.length, 'change')} ${wasWere(done.length)} made on Travis CI: ${done.join(', ')}`
}

/** Every section the input has, under one verdict; a section it has not is left out. */
function sectionsBody(result: SettingsCheckResult): string {
  const parts: string[] = [sectionsVerdict(result)]
  if (result.settings !== null) {
    parts.push(`<h3>Settings</h3>\n${settingsTable(result, result.settings)}`)
  }
  if (result.env !== null) {
    parts.push(`<h3>Environment variables</h3>\n${envSection(result, result.env)}`)
  }
  if (result.crons !== null) {
    parts.push(`<h3>Cron jobs</h3>\n${cronSection(result, result.crons)}`)
  }
  return parts.join('')
}

/**
 * One verdict for every section, before each section's own: "2 of 3 sections differ: settings
 * and cron jobs." An extra on the server counts only when prune is true (fail-on-mismatch's rule).
 */
function sectionsVerdict(result: SettingsCheckResult): string {
  const counted = (drift: Array<{ expected: unknown }>): boolean =>
    drift.some((c) => result.prune || c.expected !== null)
  const checks = result.operation === 'check-settings'
  const shown: Array<[string, boolean]> = []
  if (result.settings !== null) shown.push(['settings', result.settings.drift.length > 0])
  if (result.env !== null) shown.push(['environment variables', counted(result.env.drift)])
  if (result.crons !== null) shown.push(['cron jobs', counted(result.crons.drift)])
  const differing = shown.filter(([, differs]) => differs).map(([name]) => name)
  const total = plural(shown.length, 'section')
  if (differing.length === 0) {
    const all = shown.length === 1 ? 'The section' : `All ${total}`
    const verb = shown.length === 1 ? 'matches' : 'match'
    return headline(`${all} ${checks ? verb : `already ${verb}`}.`)
  }
  const verb = checks
    ? differing.length === 1
      ? 'differs'
      : 'differ'
    : result.dryRun
      ? 'would change'
      : 'differed'
  const names = differing.join(' and ').replace(/ and (?=.* and )/, ', ')
  return headline(`${differing.length} of ${total} ${verb}: ${names}.`)
}

/** check-settings: expected beside actual; apply-settings: what happened to each. */
function settingsTable(result: SettingsCheckResult, section: SettingsSection): string {
  const { comparisons, drift, outcome } = section
  const differs = (c: SettingComparison): boolean => drift.includes(c)
  const value = (v: unknown): string => code(formatSettingValue(v))
  if (outcome === null) {
    const rows = comparisons.map((c) => [
      code(c.name),
      value(c.expected),
      value(c.actual),
      differs(c) ? '✗' : '✓'
    ])
    const line =
      drift.length === 0
        ? `${allOf(comparisons.length)} ${comparisons.length === 1 ? 'matches' : 'match'}.`
        : `${drift.length} of ${plural(comparisons.length, 'desired setting')} ${drift.length === 1 ? 'differs' : 'differ'}.`
    return `${headline(line)}${table(['Setting', 'Expected', 'Actual', 'Matches'], rows)}`
  }
  const became = (c: SettingComparison): string => {
    if (!differs(c)) return '✓ already so'
    if (result.dryRun) return 'would change'
    const failure = outcome.failed.find((f) => f.what === c.name)
    if (failure === undefined) return '✓ changed'
    return `✗ ${failure.unknown ? 'unknown' : 'not changed'}: ${escapeHtml(failure.reason)}`
  }
  const rows = comparisons.map((c) => [code(c.name), value(c.expected), value(c.actual), became(c)])
  const line =
    drift.length === 0
      ? `${allOf(comparisons.length)} already ${comparisons.length === 1 ? 'matches' : 'match'}; nothing was sent.`
      : result.dryRun
        ? `${drift.length} of ${plural(comparisons.length, 'desired setting')} would change.`
        : `Changed ${outcome.changes.length} of the ${plural(drift.length, 'setting')} that differed.`
  return `${headline(line)}${table(['Setting', 'Expected', 'Before', 'Outcome'], rows)}`
}

/** `The desired setting`, `All 3 desired settings`. */
function allOf(count: number): string {
  return count === 1 ? 'The desired setting' : `All ${count} desired settings`
}
