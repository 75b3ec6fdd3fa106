// export-settings in report/: its outputs, and the summary: how much of each section was exported, what was left
// out and why, where the document went, and the document itself in a fold (no private value is
// in it: the server never shows one).
import type { SettingsExportResult } from '../../operations/settings-as-code/result.js'
import { escapeHtml, plural } from '../format.js'
import { code, folded, headline, table } from '../html.js'
import type { KindReport } from '../kind-report.js'
import { json, text } from '../output-values.js'

export const exportReport: KindReport<SettingsExportResult> = {
  body: (result) => exportBody(result),
  outputs: (result) => ({
    result: json({
      settings: result.settings,
      env_vars: result.envVars,
      crons: result.crons,
      left_out: result.leftOut
    }),
    'desired-settings': text(result.documentInOutput ? result.document : '')
  }),
  // Read-only: the file it writes is in the workspace, not on Travis CI.
  changes: null
}

function exportBody(result: SettingsExportResult): string {
  const privates = result.envVars.filter((variable) => !variable.public).length
  const inactive = result.crons.filter((cron) => !cron.active).length
  const rows = [
    ['<code>settings:</code>', plural(result.settings.length, 'setting'), ''],
    [
      '<code>env:</code>',
      plural(result.envVars.length, 'variable'),
      privates === 0 ? '' : `${privates} private, as <code>from-env</code>: give each from a secret`
    ],
    [
      '<code>crons:</code>',
      plural(result.crons.length, 'cron job'),
      inactive === 0 ? '' : `${inactive} stopped by Travis CI: apply-settings starts them again`
    ]
  ]
  const output = '<code>desired-settings</code> output'
  const tooLong = `Too long for the ${output}, which is left empty`
  const where = !result.documentInOutput
    ? result.file === null
      ? ` ${tooLong}: set <code>export-file</code> to have it written in the workspace.`
      : ` ${tooLong}; written to ${code(result.file)}.`
    : result.file === null
      ? ` It is in the ${output}.`
      : ` Written to ${code(result.file)}, and in the ${output}.`
  const items = result.leftOut.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')
  const leftOut =
    result.leftOut.length === 0
      ? ''
      : `<p>Left out (${result.leftOut.length}), as 'desired-settings' cannot name them:</p>\n<ul>\n${items}\n</ul>\n`
  const document = result.documentInOutput
    ? folded('The document', `<pre><code>${escapeHtml(result.document)}</code></pre>\n`)
    : ''
  const heading = headline('Exported the repository as desired-settings.', where)
  return `${heading}${table(['Section', 'Exported', 'Note'], rows)}${leftOut}${document}`
}
