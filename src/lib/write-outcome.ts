// A write whose answer may be lost (no answer, a server error, a repeat that met what an earlier
// attempt did): what it came to, one type for every area that writes, and the one sentence for
// an outcome that nothing read back could settle. Every write comes to one (retry.ts write: each
// area gives only how to read back and compare).

/**
 * What a write came to: done (answered, or read back holding what was sent), refused (the server
 * said no, or a read-back shows it did not land), or unknown (no clear answer, and nothing read
 * back settles it: it may have been applied).
 */
export type WriteOutcome<Done, Failure = unknown> =
  | { kind: 'done'; done: Done }
  | { kind: 'refused'; failure: Failure }
  | { kind: 'unknown'; failure: Failure }

/** The value of a write that was done; a failure is thrown as it is. */
export function doneOrThrow<Done>(outcome: WriteOutcome<Done>): Done {
  if (outcome.kind === 'done') return outcome.done
  throw outcome.failure
}

export interface UnknownOutcomeWords {
  /** What came before the read-back, leading the sentence: `The update got no clear answer and`. */
  cause?: string
  /** What was read back, as the sentence names it: `the variables`, `'build_pushes'`. */
  read: string
  /** Why reading it back failed, when that helps. */
  readError?: string
  /** What may have been applied; `it` when absent. */
  subject?: string
  /** What to do; `check it before running again` when absent, none when null. */
  check?: string | null
}

/**
 * The sentence of an unknown outcome, after the failure's own: "Reading the cron jobs back failed
 * too, so it may have been applied; check it before running again."
 */
export function mayHaveBeenApplied(words: UnknownOutcomeWords): string {
  const { cause, read, readError, subject = 'it', check = 'check it before running again' } = words
  const reading = cause === undefined ? `Reading ${read}` : `${cause} reading ${read}`
  const why = readError === undefined ? '' : ` (${readError})`
  const next = check === null ? '.' : `; ${check}.`
  return `${reading} back failed too${why}, so ${subject} may have been applied${next}`
}
