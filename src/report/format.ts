// Small formatting helpers for outputs and the job summary.
import { escapeBidi, redactSecrets } from '../runtime/mask.js'
import { plural } from '../lib/plural.js'

/** Bytes as B, KiB, MiB or GiB with one decimal above bytes. */
export function humanSize(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`
}

/**
 * Text as the job summary shows it, whoever wrote it (the server, an input): secrets replaced by
 * ***, the bidi controls written out (`\u202e`), and `& < > " '` as entities. So are line breaks
 * (`&#10;`, `&#13;`): the summary is HTML inside Markdown, every part of it starts an HTML block
 * (`<h2>`, `<p>`, `<table>`, `<details>`, `<pre>`), and only a blank line ends one and lets
 * Markdown (images, links) take effect; text without a line break cannot make one.
 */
export function escapeHtml(text: string): string {
  return escapeBidi(redactSecrets(text)).replace(/[&<>"'\n\r]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Sizes come checked as finite numbers (travis/shapes.ts), so they add up as they are. */
export function sumSizes(items: Array<{ size: number }>): number {
  return items.reduce((total, item) => total + item.size, 0)
}

export { plural, wasWere } from '../lib/plural.js'

const UNITS: Array<[seconds: number, one: string]> = [
  [365 * 86_400, 'year'],
  [30 * 86_400, 'month'],
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute']
]

/** How long before `now` the time `then` was: `3 days ago`, `just now`, `in 2 hours`. */
export function relativeAge(then: Date, now: Date): string {
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000)
  const size = Math.abs(seconds)
  const unit = UNITS.find(([length]) => size >= length)
  if (unit === undefined) return 'just now'
  const amount = plural(Math.floor(size / unit[0]), unit[1])
  return seconds >= 0 ? `${amount} ago` : `in ${amount}`
}

/**
 * A server's timestamp for the summary, escaped: `3 days ago (2026-11-20)` with the full time on
 * hover; the text as sent when it is not a date, and '' for none.
 */
export function whenHtml(iso: string | null | undefined, now: Date): string {
  if (iso === null || iso === undefined || iso === '') return ''
  const then = new Date(iso)
  if (Number.isNaN(then.getTime())) return escapeHtml(iso)
  return `<span title="${escapeHtml(iso)}">${relativeAge(then, now)}</span> (${then.toISOString().slice(0, 10)})`
}
