// Scalars and lists of them (doc/change/wrap.rb, cast.rb), as the keys the fake models take them.
import { YSeq, toPlain } from './yaml.mjs'

/** @typedef {import('./report.mjs').Report} Report */

/**
 * A list of strings (`to: :seq` of str; doc/change/wrap.rb, cast.rb): a scalar wrapped,
 * numbers as strings.
 * @param {string} key
 * @param {unknown} value
 * @param {Report} report
 * @returns {unknown}
 */
export function strings(key, value, report) {
  const items = value instanceof YSeq ? value.items : [value]
  return items.map((item) => string(key, item, report))
}

/**
 * @param {string} key
 * @param {unknown} value
 * @param {Report} report
 */
export function string(key, value, report) {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  report.note(`${key}: ${JSON.stringify(toPlain(value))}`)
  return toPlain(value)
}
