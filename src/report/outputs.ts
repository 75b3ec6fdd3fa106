// The step outputs of a result: `changed`, then those of its kind (kinds.ts, from the module of
// its area), as the text values the runner stores; a long listing's JSON arrays are given as built
// (json-array.ts), and output-limits.ts makes them text that fits.
import type { OperationResult } from '../operations/result.js'
import { reportOf } from './kinds.js'
import type { OutputValue } from './output-values.js'

export type { OutputValue, Outputs } from './output-values.js'

export function outputsOf(result: OperationResult): Record<string, OutputValue> {
  return { changed: String(result.changed), ...reportOf(result).outputs(result) }
}
