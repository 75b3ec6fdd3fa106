// Pure: step outputs that fit the runner. GitHub keeps at most 1 MB of outputs per job; when a
// step's outputs together would pass OUTPUTS_SOFT_LIMIT, the full `result` is to be written to a
// file ('result-file') and each JSON array output keeps a prefix of whole items, so the outputs
// stay valid JSON and well under the runner's limit (other steps of the job need room too).
import { humanSize } from './format.js'
import type { Outputs } from './outputs.js'

export const OUTPUTS_SOFT_LIMIT = 512 * 1024
/** Kept free for the 'result-file' output, which names a path. */
const RESULT_FILE_ROOM = 4096

export interface Shortened {
  name: string
  kept: number
  total: number
}

export interface FittedOutputs {
  /** Whether the outputs as given fit; when not, the caller warns (describeFitting). */
  fits: boolean
  /** The outputs to set: as given when they fit, else with the array outputs shortened. */
  outputs: Outputs
  /** The full `result` JSON for the file named by 'result-file'; null when everything fit. */
  resultFileContent: string | null
  shortened: Shortened[]
  /** Bytes of the outputs as given (names and values, UTF-8). */
  size: number
}

export function fitOutputs(outputs: Outputs, limit = OUTPUTS_SOFT_LIMIT): FittedOutputs {
  const size = sizeOf(outputs)
  if (size <= limit) return { fits: true, outputs, resultFileContent: null, shortened: [], size }
  const arrays = Object.entries(outputs).flatMap(([name, value]) => {
    const items = arrayItems(value)
    return items === null ? [] : [{ name, items, size: bytes(value) }]
  })
  const fixed = size - arrays.reduce((sum, array) => sum + array.size, 0)
  const allowances = share(
    arrays.map((array) => array.size),
    limit - RESULT_FILE_ROOM - fixed
  )
  const fitted: Outputs = { ...outputs }
  const shortened: Shortened[] = []
  arrays.forEach((array, index) => {
    const kept = prefixFitting(array.items, allowances[index] ?? 0)
    if (kept === array.items.length) return
    fitted[array.name] = `[${array.items.slice(0, kept).join(',')}]`
    shortened.push({ name: array.name, kept, total: array.items.length })
  })
  const resultFileContent = outputs.result ?? null
  return { fits: false, outputs: fitted, resultFileContent, shortened, size }
}

/** The warning for outputs that did not fit, naming the file that holds the full result. */
export function describeFitting(fitted: FittedOutputs, resultFile: string | null): string {
  const kept = fitted.shortened
    .map(({ name, kept, total }) => `'${name}' holds the first ${kept} of ${total} items`)
    .join(', ')
  const where =
    resultFile === null
      ? 'the full result could not be written to a file'
      : `the full result is in the file named by 'result-file' (${resultFile})`
  return (
    `The outputs would take ${humanSize(fitted.size)}, more than the 512 KiB ` +
    `this action allows itself of the runner's 1 MB per job: ${kept || 'no output was shortened'}; ${where}.`
  )
}

/** Bytes of the outputs as the runner stores them: each name and value, UTF-8. */
export function sizeOf(outputs: Outputs): number {
  return Object.entries(outputs).reduce((sum, [name, value]) => sum + bytes(name) + bytes(value), 0)
}

function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8')
}

/** Each item of a JSON array output as JSON text; null for any other output. */
function arrayItems(value: string): string[] | null {
  if (!value.startsWith('[')) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    return null
  }
  return Array.isArray(parsed) ? parsed.map((item) => JSON.stringify(item) ?? 'null') : null
}

/**
 * Splits `budget` bytes among outputs of these sizes: the small ones keep all they need, the
 * large ones share what is left equally (so `result` and `caches`, the same array, stay equal).
 */
export function share(sizes: readonly number[], budget: number): number[] {
  const order = sizes.map((size, index) => ({ size, index })).sort((a, b) => a.size - b.size)
  const allowances = new Array<number>(sizes.length).fill(0)
  let left = Math.max(budget, 0)
  order.forEach(({ size, index }, position) => {
    const equal = Math.floor(left / (order.length - position))
    allowances[index] = Math.min(size, equal)
    left -= allowances[index] ?? 0
  })
  return allowances
}

/** How many leading items fit in `allowance` bytes as a JSON array (`[` items `,` … `]`). */
function prefixFitting(items: readonly string[], allowance: number): number {
  let used = 2
  let count = 0
  for (const item of items) {
    const next = used + bytes(item) + (count > 0 ? 1 : 0)
    if (next > allowance) break
    used = next
    count++
  }
  return count
}
