// Days as the inputs and outputs count them (older-than, rotate-if-older-than, key-age-days).

export const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days from `since` to `now` (rounded down). */
export function wholeDaysBetween(since: number, now: number): number {
  return Math.floor((now - since) / DAY_MS)
}
