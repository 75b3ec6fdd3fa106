// HTML pieces of the job summary. Cells and keys must already be escaped.
import { escapeHtml } from './format.js'

/** Tables longer than this are cut, with a line saying how many rows were left out. */
export const MAX_TABLE_ROWS = 100

export function code(text: string): string {
  return `<code>${escapeHtml(text)}</code>`
}

/** The one line a reader sees first: the numbers that matter, in bold. Already escaped. */
export function headline(bold: string, rest = ''): string {
  return `<p><strong>${bold}</strong>${rest}</p>\n`
}

/** Details the reader opens when needed; `label` already escaped. */
export function folded(label: string, body: string): string {
  return body === '' ? '' : `<details><summary>${label}</summary>\n\n${body}</details>\n`
}

/** A table folded under `label`, unless it has one row: opening a fold for one row is a chore. */
export function foldedTable(label: string, rows: number, body: string): string {
  return rows === 1 ? body : folded(label, body)
}

export function keyValueTable(rows: Array<[string, string]>): string {
  return `<table>\n${rows.map(([k, v]) => `<tr><th align="left">${k}</th><td>${v}</td></tr>`).join('\n')}\n</table>\n`
}

/**
 * Cells and headers must already be escaped; `total`: rows in all, when only the first ones are
 * given; `rest`: where the rows left out can be read, for the line that counts them (escaped).
 */
export function table(headers: string[], rows: string[][], total = rows.length, rest = ''): string {
  const shown = rows.slice(0, MAX_TABLE_ROWS)
  const head = `<tr>${headers.map((h) => `<th>${h}</th>`).join('')}</tr>`
  const body = shown.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('\n')
  const more =
    total > shown.length
      ? `<p>… and ${total - shown.length} more${rest === '' ? '' : `: ${rest}`}.</p>\n`
      : ''
  return `<table>\n${head}\n${body}\n</table>\n${more}`
}
