// Counts in words, for every line a user reads (summary, failures, log).

/** `1 cache`, `3 caches`; `plural(2, 'branch', 'branches')`. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}

/** `was` or `were`, for the count before it. */
export function wasWere(count: number): string {
  return count === 1 ? 'was' : 'were'
}
