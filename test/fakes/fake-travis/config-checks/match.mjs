// travis-yml's matching of a misspelled key or value to a known one (doc/helper/match.rb).
import { ALL_KEYS, STOP_FROM } from './schema.mjs'
import { stableSortBy } from './ruby-values.mjs'

/**
 * Levenshtein distance (amatch's `Amatch::Levenshtein#match`, byte-wise; the schema is ASCII).
 * @param {string} a
 * @param {string} b
 */
function levenshtein(a, b) {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i]
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      next.push(Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + cost))
    }
    row = next
  }
  return row[b.length]
}

/**
 * doc/helper/match.rb `Match#run`: the nearest of `candidates` to `str`, or undefined. Equality,
 * then edit distance below min(len/2, other's len/2, 4), then (shorter than 6) an anagram; ties
 * broken by the number of distinct letters shared, then by the longer candidate; never from a
 * key of the schema or STOP (doc/schema/node.rb `stop?`). Ruby's sort_by is stable here (glibc's
 * merge sort), so equal candidates keep the schema's order.
 * @param {string[]} candidates
 * @param {string} str
 * @returns {string | undefined}
 */
export function nearest(candidates, str) {
  if (str.length < 3) return undefined
  /** @type {[number, string][]} */
  let pairs = candidates.includes(str) ? [[0, str]] : []
  if (pairs.length === 0) {
    pairs = candidates
      .map((other) => /** @type {[number, string]} */ ([levenshtein(other, str), other]))
      .filter(([distance, other]) => distance < Math.min(str.length / 2, other.length / 2, 4))
    pairs = stableSortBy(pairs, (pair) => pair[0])
  }
  if (pairs.length === 0 && str.length < 6) {
    const sorted = [...str].sort().join('')
    const anagram = candidates.find(
      (other) => other.length === str.length && [...other].sort().join('') === sorted
    )
    if (anagram !== undefined) pairs = [[1, anagram]]
  }
  const ambiguous = () => pairs.length > 1 && pairs[0][0] === pairs[1][0]
  if (ambiguous()) {
    const letters = new Set(str)
    pairs = stableSortBy(
      pairs.map(
        ([, other]) =>
          /** @type {[number, string]} */ ([
            new Set([...other].filter((c) => letters.has(c))).size,
            other
          ])
      ),
      (pair) => 1000 - pair[0]
    )
  }
  if (ambiguous()) pairs = stableSortBy(pairs, (pair) => 1000 - pair[1].length)
  if (pairs.length === 0) return undefined
  const found = pairs[0][1]
  if (STOP_FROM.has(str) || ALL_KEYS.has(str) || found === 'elm_test') return undefined
  return found
}
