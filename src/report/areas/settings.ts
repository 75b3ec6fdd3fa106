// list-settings, get-setting and set-setting in report/: summary, outputs, and what set-setting
// changed.
import { describeSettingChange, formatSettingValue } from '../../model/repository-settings.js'
import type { SettingResult, SettingsResult } from '../../operations/settings/result.js'
import { plural } from '../format.js'
import { code, headline, keyValueTable, table } from '../html.js'
import type { KindReport } from '../kind-report.js'
import { json, text, type Outputs } from '../output-values.js'

export const settingsReport: KindReport<SettingsResult> = {
  body: (result) => settingsBody(result),
  outputs: (result) => ({
    result: json(result.settings),
    settings: json(Object.fromEntries(result.settings.map(({ name, value }) => [name, value]))),
    count: String(result.settings.length)
  }),
  changes: null
}

export const settingReport: KindReport<SettingResult> = {
  body: (result) => settingBody(result),
  outputs: (result) => {
    const outputs: Outputs = {
      result: json({ name: result.name, value: result.value }),
      value: text(formatSettingValue(result.value))
    }
    if (result.matches !== null) outputs.matches = String(result.matches)
    return outputs
  },
  changes: (result) =>
    `setting ${describeSettingChange({ name: result.name, from: result.previousValue, to: result.value }, 'was changed')} on Travis CI`
}

function settingsBody(result: SettingsResult): string {
  const rows = result.settings.map((s) => [code(s.name), code(formatSettingValue(s.value))])
  return `${headline(plural(result.settings.length, 'setting'))}${table(['Setting', 'Value'], rows)}`
}

function settingBody(result: SettingResult): string {
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
