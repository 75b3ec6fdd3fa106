// ORDER BY as PostgreSQL runs it for the fake's collections. travis-api's queries order only by
// the sort_by fields (e.g. `queries/branches.rb`, `queries/repositories.rb`), so rows that compare
// equal may come in any order, and "very likely" a different one for each LIMIT/OFFSET
// (PostgreSQL docs, "LIMIT and OFFSET"). By default ties keep insertion (database id) order, one
// permitted outcome; with `unstableTies` each run of ties is reordered per requested window.
import { createHash } from 'node:crypto'
import { requestedWindow } from './pagination.mjs'

/** @typedef {import('./params.mjs').TravisContext} TravisContext */

/**
 * @template T
 * @param {TravisContext} ctx
 * @param {T[]} rows
 * @param {((a: T, b: T) => number)[]} order comparators, most significant first
 * @param {(row: T) => number} idOf the row's database id
 * @returns {T[]}
 */
export function sortRows(ctx, rows, order, idOf) {
  /** @type {(a: T, b: T) => number} */
  const compare = (a, b) => {
    for (const comparator of order) {
      const result = comparator(a, b)
      if (result !== 0) return result
    }
    return 0
  }
  // Array.prototype.sort is stable: ties keep insertion (database id) order.
  const sorted = [...rows].sort(compare)
  if (!ctx.unstableTies) return sorted
  const window = requestedWindow(ctx)
  const rank = (/** @type {T} */ row) =>
    createHash('sha256')
      .update(`${window.offset}/${window.limit}/${idOf(row)}`)
      .digest()
      .readUInt32BE(0)
  /** @type {T[]} */
  const result = []
  for (let start = 0; start < sorted.length;) {
    let end = start + 1
    while (end < sorted.length && compare(sorted[start], sorted[end]) === 0) end++
    const ties = sorted.slice(start, end)
    ties.sort((a, b) => rank(a) - rank(b) || idOf(a) - idOf(b))
    result.push(...ties)
    start = end
  }
  return result
}
