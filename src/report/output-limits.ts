// Pure: step outputs that fit the runner. GitHub keeps at most 1 MB of outputs per job; when a
// step's outputs together would pass OUTPUTS_SOFT_LIMIT, the full `result` is to be written to a
// file ('result-file') and each JSON array output keeps a prefix of whole items, so the outputs
// stay valid JSON and well under the runner's limit (other steps of the job need room too); a
// JSON object output (export-settings' `result`) keeps a prefix of each of its array members.
// A long listing's arrays come as built (json-array.ts): their first items, their size, and the
// result file already written as the pages arrived.
import { jsonArrayText } from '../runtime/json-array.js'
import { OUTPUTS_SOFT_LIMIT } from '../runtime/result-file.js'
import { humanSize } from './format.js'
import type { OutputValue, Outputs } from './output-values.js'

/** Kept free for the 'result-file' output, which names a path. */
const RESULT_FILE_ROOM = 4096

export interface Shortened {
  name: string
  kept: number
  total: number
}

/** What goes to the file named by 'result-file': the text to write, or the file already written. */
export type ResultFileSource = { content: string } | { path: string }

export interface FittedOutputs {
  /** Whether the outputs as given fit; when not, the caller warns (describeFitting). */
  fits: boolean
  /** The outputs to set: as given when they fit, else with the array outputs shortened. */
  outputs: Outputs
  /** The full `result` for 'result-file'; null when everything fit, or when it could not be kept. */
  resultFile: ResultFileSource | null
  shortened: Shortened[]
  /** Bytes of the outputs as given (names and values, UTF-8). */
  size: number
}

/**
 * The outputs to set. A JsonArray keeps at least OUTPUTS_SOFT_LIMIT bytes of its first items, so
 * it is whole whenever the outputs fit, and any prefix an output can take is among its items.
 */
export function fitOutputs(
  outputs: Record<string, OutputValue>,
  limit = OUTPUTS_SOFT_LIMIT
): FittedOutputs {
  const size = sizeOf(outputs)
  const texts = Object.fromEntries(
    Object.entries(outputs).map(([name, value]) => [name, textOf(value)])
  )
  if (size <= limit) return { fits: true, outputs: texts, resultFile: null, shortened: [], size }
  const arrays = Object.entries(outputs).flatMap(([name, value]) => arraysOf(name, value))
  const fixed = size - arrays.reduce((sum, array) => sum + array.size, 0)
  const allowances = share(
    arrays.map((array) => array.size),
    limit - RESULT_FILE_ROOM - fixed
  )
  const shortened: Shortened[] = []
  const kepts = new Map<string, Record<string, string>>()
  arrays.forEach((array, index) => {
    const kept = prefixFitting(array.items, allowances[index] ?? 0)
    if (kept === array.total) return
    const prefix = `[${array.items.slice(0, kept).join(',')}]`
    if (array.key === null) texts[array.name] = prefix
    else kepts.set(array.name, { ...kepts.get(array.name), [array.key]: prefix })
    const name = array.key === null ? array.name : `${array.name}.${array.key}`
    shortened.push({ name, kept, total: array.total })
  })
  for (const [name, kept] of kepts) texts[name] = withArrays(texts[name] as string, kept)
  return { fits: false, outputs: texts, resultFile: resultFileOf(outputs.result), shortened, size }
}

/** The full `result`: as text, or the file its array was written to as it grew. */
function resultFileOf(result: OutputValue | undefined): ResultFileSource | null {
  if (result === undefined) return null
  if (typeof result === 'string') return { content: result }
  if (result.file !== null) return { path: result.file }
  // Too long to keep, and no file could be written.
  return result.complete ? { content: jsonArrayText(result) } : null
}

/** The text of a value that is set whole: a JsonArray is then complete. */
function textOf(value: OutputValue): string {
  return typeof value === 'string' ? value : jsonArrayText(value)
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
export function sizeOf(outputs: Record<string, OutputValue>): number {
  return Object.entries(outputs).reduce(
    (sum, [name, value]) =>
      sum + bytes(name) + (typeof value === 'string' ? bytes(value) : value.bytes),
    0
  )
}

function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8')
}

/** An array of an output: the output itself (key null), or a member of a JSON object output. */
interface OutputArray {
  name: string
  key: string | null
  items: string[]
  total: number
  size: number
}

/**
 * The arrays an output holds that can be cut: the output itself when it is a JSON array, else
 * each array member of a JSON object output (export-settings' `result`: {settings, env_vars, …}).
 */
function arraysOf(name: string, value: OutputValue): OutputArray[] {
  if (typeof value !== 'string') {
    return [{ name, key: null, items: value.head, total: value.count, size: value.bytes }]
  }
  const items = arrayItems(value)
  if (items !== null) return [{ name, key: null, items, total: items.length, size: bytes(value) }]
  return Object.entries(objectOf(value)).flatMap(([key, member]) => {
    if (!Array.isArray(member)) return []
    const texts = member.map((item) => JSON.stringify(item) ?? 'null')
    return [{ name, key, items: texts, total: texts.length, size: bytes(JSON.stringify(member)) }]
  })
}

/** A JSON object output's members; none for any other output. */
function objectOf(value: string): Record<string, unknown> {
  if (!value.startsWith('{')) return {}
  try {
    return JSON.parse(value) as Record<string, unknown>
  } catch {
    return {}
  }
}

/** A JSON object output with some of its array members replaced by the given (shorter) texts. */
function withArrays(value: string, kept: Record<string, string>): string {
  const members = Object.entries(objectOf(value)).map(
    ([key, member]) => `${JSON.stringify(key)}:${kept[key] ?? JSON.stringify(member)}`
  )
  return `{${members.join(',')}}`
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
