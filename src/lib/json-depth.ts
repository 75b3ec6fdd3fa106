// How deep parsed JSON nests, checked without recursion: JSON.parse takes any depth, but the
// code that walks a value afterwards (JSON.stringify, the `@`-key removal of the outputs) runs out
// of stack near 10,000 levels, where a server's answer would crash the run with a RangeError.

/** The deepest answer a Travis CI or GitHub API reader accepts; their answers nest about 6. */
export const MAX_JSON_DEPTH = 64

/** Whether `value` nests arrays or objects more than `limit` levels deep. */
export function nestedDeeperThan(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }]
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue
    if (next.depth >= limit) return true
    for (const child of Object.values(next.value))
      stack.push({ value: child, depth: next.depth + 1 })
  }
  return false
}
