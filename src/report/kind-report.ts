// What report/ knows of one kind of result: its summary body, its step outputs and what it
// changed, in words. Each area's module (areas/<area>.ts) gives one per kind of its results, and
// kinds.ts registers them all in one table that fails to compile when a kind is missing.
import type { OperationResult } from '../operations/result.js'
import type { OutputValue } from './output-values.js'
import type { SummaryView } from './view.js'

export interface KindReport<R extends OperationResult> {
  /** The job summary's body: what follows the heading, the DRY RUN banner and a failure. */
  body(result: R, now: Date, view: SummaryView): string
  /** The step outputs besides `changed`, which every result has. */
  outputs(result: R): Record<string, OutputValue>
  /**
   * What the run changed, in words, for a failure that comes after the change (the outputs could
   * not be written); asked only when the result says changed and it was no dry run. null for a
   * read, whose results never say changed.
   */
  changes: ((result: R) => string) | null
}
