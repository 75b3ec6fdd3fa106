// The job summary bodies of the settings operations: list-settings, get-setting, set-setting,
// check-settings and apply-settings.
import { formatSettingValue } from '../../model/repository-settings.js'
import type {
  SettingComparison,
  SettingResult,
  SettingsCheckResult,
  SettingsResult
} from '../../operations/result.js'
import { escapeHtml, plural } from '../format.js'
import { code, headline, keyValueTable, table } from '../html.js'

export function settingsBody(result: SettingsResult): string {
  const rows = result.settings.map((s) => [code(s.name), code(formatSettingValue(s.value))])
  return `${headline(plural(result.settings.length, 'setting'))}${table(['Setting', 'Value'], rows)}`
}

export function settingBody(result: SettingResult): string {
  const rows: Array<[string, string]> = [['Value', code(formatSettingValue(result.value))]]
  if (result.operation === 'set-setting') {
    rows.push(['Before', code(formatSettingValue(result.previousValue))])
  }
  if (result.expect !== null) {
    rows.push(['Expected', code(formatSettingValue(result.expect))])
    rows.push(['Matches', result.matches ? '✓' : '✗'])
  }
  const line =
    result.operation === 'get-setting'
      ? `Setting ${code(result.name)}.`
      : result.changed
        ? `Setting ${code(result.name)} ${result.dryRun ? 'would change' : 'changed'}.`
        : `Setting ${code(result.name)} already had this value; nothing was sent.`
  return `${headline(line)}${keyValueTable(rows)}`
}

/** check-settings: expected beside actual; apply-settings: what happened to each. */
export function settingsCheckBody(result: SettingsCheckResult): string {
  const { comparisons, drift, changes, failed } = result
  const differs = (c: SettingComparison): boolean => drift.includes(c)
  const value = (v: unknown): string => code(formatSettingValue(v))
  if (changes === null) {
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
  const outcome = (c: SettingComparison): string => {
    if (!differs(c)) return '✓ already so'
    if (result.dryRun) return 'would change'
    const failure = failed.find((f) => f.name === c.name)
    return failure === undefined ? '✓ changed' : `✗ not changed: ${escapeHtml(failure.reason)}`
  }
  const rows = comparisons.map((c) => [
    code(c.name),
    value(c.expected),
    value(c.actual),
    outcome(c)
  ])
  const line =
    drift.length === 0
      ? `${allOf(comparisons.length)} already ${comparisons.length === 1 ? 'matches' : 'match'}; nothing was sent.`
      : result.dryRun
        ? `${drift.length} of ${plural(comparisons.length, 'desired setting')} would change.`
        : `Changed ${changes.length} of the ${plural(drift.length, 'setting')} that differed.`
  return `${headline(line)}${table(['Setting', 'Expected', 'Before', 'Outcome'], rows)}`
}

/** `The desired setting`, `All 3 desired settings`. */
function allOf(count: number): string {
  return count === 1 ? 'The desired setting' : `All ${count} desired settings`
}
