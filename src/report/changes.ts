// What a finished operation changed, in words: for a failure that comes after the change (the step
// outputs could not be written), so the user knows what the servers already hold. Each kind words
// its own (kinds.ts, from the module of its area).
import type { OperationResult } from '../operations/result.js'
import { reportOf } from './kinds.js'

/** `the key pair was created on Travis CI (fingerprint aa:…)`, `nothing was changed`, … */
export function describeChanges(result: OperationResult): string {
  if (result.dryRun) return 'it was a dry run, so nothing was changed'
  const { changes } = reportOf(result)
  if (!result.changed || changes === null) return 'nothing was changed'
  return changes(result)
}
