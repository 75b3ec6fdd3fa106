// "Did you mean": the allowed word nearest to a mistyped one, by edit distance (insert, delete,
// replace, or swap two neighbours, each costing 1), case ignored. Only a near word is offered: a
// suggestion far from what was typed misleads more than none.

/** The edit distance between `a` and `b` (optimal string alignment: a swap of neighbours is one edit). */
export function editDistance(a: string, b: string): number {
  const width = b.length + 1
  // d(i, j): the distance between the first i characters of a and the first j of b.
  const table = new Uint32Array((a.length + 1) * width)
  const d = (i: number, j: number): number => table[i * width + j] as number
  for (let i = 0; i <= a.length; i++) {
    for (let j = 0; j <= b.length; j++) {
      let best = Math.max(i, j)
      if (i > 0 && j > 0) {
        const cost = a[i - 1] === b[j - 1] ? 0 : 1
        best = Math.min(d(i - 1, j) + 1, d(i, j - 1) + 1, d(i - 1, j - 1) + cost)
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          best = Math.min(best, d(i - 2, j - 2) + 1)
        }
      }
      table[i * width + j] = best
    }
  }
  return d(a.length, b.length)
}

/**
 * The candidate nearest to `typed` when it is near enough: at most a third of its length away
 * (at least 1, at most 3 edits); the first of equally near ones; null when none is near or
 * `typed` is one of them.
 */
export function closest(typed: string, candidates: readonly string[]): string | null {
  // A long value is no typo of a short word, and comparing it would cost its length each time.
  if (typed.length > 100) return null
  const word = typed.toLowerCase()
  const limit = Math.min(3, Math.max(1, Math.floor(word.length / 3)))
  let best: { candidate: string; distance: number } | null = null
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate.toLowerCase())
    if (distance === 0 && candidate === typed) return null
    if (distance <= limit && (best === null || distance < best.distance)) {
      best = { candidate, distance }
    }
  }
  return best?.candidate ?? null
}

/** ` Did you mean 'build_pushes'?` (with its leading space), or '' when nothing is near. */
export function didYouMean(typed: string, candidates: readonly string[]): string {
  const near = closest(typed, candidates)
  return near === null ? '' : ` Did you mean '${near}'?`
}
