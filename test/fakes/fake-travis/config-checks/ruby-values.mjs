// Ruby's comparisons of values as travis-yml's matrix and configs use them: Hash equality (key
// order ignored), `uniq`, Array#- and a stable `sort_by`.

/**
 * Ruby's Hash equality ignores key order: a canonical text for comparing values.
 * @param {unknown} value
 * @returns {string}
 */
export function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value).sort()
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(/** @type {any} */ (value)[key])}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'undefined'
}

/**
 * @template T
 * @param {T[]} items
 * @returns {T[]} Ruby's `uniq` (eql?, order-insensitive for hashes)
 */
export function unique(items) {
  const seen = new Set()
  return items.filter((item) => {
    const key = canonical(item)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * Ruby's Array#-.
 * @param {unknown[]} items
 * @param {unknown[]} removed
 */
export function without(items, removed) {
  const gone = new Set(removed.map(canonical))
  return items.filter((item) => !gone.has(canonical(item)))
}

/**
 * Ruby's `sort_by`, stable here (glibc's merge sort): equal keys keep their order.
 * @template T
 * @param {T[]} items
 * @param {(item: T) => number} by
 */
export function stableSortBy(items, by) {
  return items
    .map((item, index) => ({ item, index, key: by(item) }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map(({ item }) => item)
}
