// What every result of an operation starts with (each area's result.ts adds its own fields; the
// union of them all is result.ts): plain data for report/, no formatting, no @actions/core.
import type { Operation } from '../model/operations.js'

export interface Base {
  operation: Operation
  /** Whether this run changed something (in a dry run: whether a real run would). */
  changed: boolean
  dryRun: boolean
  /** Extra lines for the job summary. */
  notes: string[]
  /** Set when the step must fail after its outputs are written (e.g. fail-on-mismatch). */
  failure?: string
  /** `failure` is a check the inputs asked for (fail-if-missing, fail-on-mismatch), not a fault. */
  failedCheck?: boolean
  /** What the summary tells the user to do about `failure`, when not the general advice. */
  failureTodo?: string
}

/**
 * What every result starts with: its kind and operation, whether it changed something (in a dry
 * run: whether a real run would), and no notes yet.
 */
export function resultBase<K extends string, O extends Operation>(
  kind: K,
  operation: O,
  { changed = false, dryRun = false }: { changed?: boolean; dryRun?: boolean } = {}
): { kind: K; operation: O; changed: boolean; dryRun: boolean; notes: string[] } {
  return { kind, operation, changed, dryRun, notes: [] }
}

/**
 * A check the inputs asked for (fail-if-missing, fail-on-mismatch, fail-on) did not hold: the
 * step fails with `sentence` once its outputs are written.
 */
export function failedCheck(sentence: string): { failure: string; failedCheck: true } {
  return { failure: sentence, failedCheck: true }
}

/** failedCheck's two fields set on `result`, which the operation goes on to return. */
export function failCheck(result: { failure?: string; failedCheck?: boolean }, sentence: string) {
  Object.assign(result, failedCheck(sentence))
}
