// Retry policy shared by the Travis and GitHub clients: exponential backoff with jitter,
// `retries` more attempts at most, a server's Retry-After honoured up to a cap, and a 429 without
// Retry-After waited out to the next one-minute window. withRetries repeats requests that may be
// repeated; write is the one way to write when an answer may be lost (sent again only once a
// read-back shows it did not land), a create its plainest case.
import { pause } from './abortable.js'
import type { WriteOutcome } from './write-outcome.js'

export interface RetryPolicy {
  retries: number
  baseDelayMs: number
  maxDelayMs: number
  random: () => number
  /** Ends early when `signal` aborts. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>
  /** The clock that places a 429 in its one-minute window; Date.now when absent. */
  now?: () => number
}

const RETRY_AFTER_CAP_MS = 60_000

/**
 * Travis CI answers 429 `Retry later` with no Retry-After and counts requests per token in fixed
 * windows of one minute, aligned to the Unix epoch (Rack::Attack's cache key is
 * `now / period`; docs/travis-api.md#rate-window). Backing off a few seconds stays inside the window
 * that is full, so a 429 without Retry-After waits for the next one.
 */
const RATE_WINDOW_MS = 60_000
/** The most one request waits for windows, across all its retries. */
const RATE_WINDOW_BUDGET_MS = 60_000
/** Aim this far past the window's start, so a clock a little off the server's still lands in it. */
const RATE_WINDOW_MARGIN_MS = 2000
/** Spread, so that jobs sharing a token do not all come back at the same instant. */
const RATE_WINDOW_JITTER_MS = 1000

export function defaultRetryPolicy(retries: number): RetryPolicy {
  return {
    retries,
    baseDelayMs: 1000,
    maxDelayMs: 30_000,
    random: Math.random,
    sleep: pause
  }
}

/** Delay before retry number `retry` (1-based): half fixed, half random, doubling each time. */
export function backoffDelayMs(retry: number, policy: RetryPolicy): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1))
  return Math.round(ceiling / 2 + policy.random() * (ceiling / 2))
}

/**
 * Retry-After as seconds or an HTTP date (each of its three forms starts with the day's name), in
 * milliseconds, capped; null when absent or neither, such as `-5` or `1.5`, which Date.parse
 * would take for dates long past.
 */
export function retryAfterMs(header: string | undefined, now = Date.now()): number | null {
  const text = header?.trim() ?? ''
  const ms = /^\d+$/.test(text)
    ? Number(text) * 1000
    : /^[A-Za-z]{3}/.test(text)
      ? Date.parse(text) - now
      : NaN
  if (Number.isNaN(ms)) return null
  return Math.min(Math.max(ms, 0), RETRY_AFTER_CAP_MS)
}

export function isRetryableStatus(status: number): boolean {
  // 0 stands for "no response": a network error or a timeout.
  return status === 0 || status === 429 || status >= 500
}

/** How a failed attempt looks to the retry helpers. */
export interface AttemptFailure {
  /** HTTP status, or 0 when no response arrived. */
  status: number
  retryAfterMs: number | null
  /** For the log line, e.g. "GET /repo/1/caches". */
  label: string
  /** How the service counts requests, for the log line of a 429 without Retry-After. */
  rateLimit?: string
  /** A rate limit answered with another status (GitHub's 403): retried like a 429. */
  rateLimited?: boolean
}

/**
 * Each client's one reading of its own errors (Travis: classifyTravisFailure in travis/errors.ts,
 * GitHub: classifyGitHubFailure in github/octokit.ts); null for an error that is no failed
 * request, which is never retried.
 */
export type ClassifyFailure = (error: unknown) => AttemptFailure | null

/**
 * Runs `attempt` until it succeeds, fails for good, or the budget is spent: at most
 * `policy.retries` retries for retryable failures (see isRetryableStatus); none once `signal`
 * has aborted (the user cancelled the workflow: nothing more is sent).
 */
export async function withRetries<T>(
  policy: RetryPolicy,
  attempt: (number: number) => Promise<T>,
  classify: ClassifyFailure,
  onRetry: (message: string) => void,
  signal?: AbortSignal
): Promise<T> {
  const waits = new Waits(policy)
  const aborted = () => signal?.aborted === true
  for (let number = 1; ; number++) {
    try {
      return await attempt(number)
    } catch (error) {
      const failure = classify(error)
      if (aborted() || !mayRetry(failure, number, policy)) throw error
      const { delay, forWindow } = waits.before(failure, number)
      onRetry(retryLine(failure, delay, forWindow, number, policy))
      await policy.sleep(delay, signal)
      if (aborted()) throw error
    }
  }
}

/**
 * What a failed send came to, before anything is read back: it may have landed ('read-back'),
 * it certainly did not ('not-landed': sent again while the failure is transient and the budget
 * lasts), or the failure itself settles it (a refusal, a conflict that says what is there).
 */
export type AfterFailure<Done, Failure> = 'read-back' | 'not-landed' | WriteOutcome<Done, Failure>

/**
 * What reading back after a send that may have landed shows, compared with what was sent: the
 * outcome (found: done; something else in its place: refused, or unknown), or 'absent': it did not
 * land, and sending it again is safe.
 */
export type ReadBack<Done, Failure> = WriteOutcome<Done, Failure> | 'absent'

/**
 * One write, in the steps only its area knows; what is left out takes the writer's way. A
 * `Failure` other than the error as thrown needs every step that makes one: `afterFailure`,
 * `unreadable` and `notLanded`.
 */
export interface WriteSteps<Done, Failure = unknown> {
  /** Sends the write once (a transport may repeat a send that is harmless to repeat); `attempt` counts from 1. */
  send: (attempt: number) => Promise<Done>
  /** What a failed send came to; by default the writer's reading (`mayHaveLanded`: read back, else refused). */
  afterFailure?: (error: unknown, attempt: number) => AfterFailure<Done, Failure>
  /**
   * Reads back and compares; throws when it cannot read. Without one, a send that may have
   * landed is unknown (a later read settles it).
   */
  readBack?: (error: unknown, attempt: number) => Promise<ReadBack<Done, Failure>>
  /** A read-back that threw: unknown by default, the send's error its failure. */
  unreadable?: (error: unknown, readError: unknown, attempt: number) => WriteOutcome<Done, Failure>
  /** A write that did not land and is not sent again: refused by default, the send's error its failure. */
  notLanded?: (error: unknown, attempt: number) => WriteOutcome<Done, Failure>
  /** Told the wait before the write is sent again; by default the writer logs the retry's line. */
  onResend?: (delayMs: number, attempt: number) => void
}

/** How a client writes: its policy, its reading of its failures, and where a retry's line goes. */
export interface Writer {
  policy: RetryPolicy
  classify: ClassifyFailure
  /** Whether a failed send may have been applied all the same (no answer, a 5xx…). */
  mayHaveLanded: (error: unknown) => boolean
  onRetry: (message: string) => void
}

/**
 * The one way to write when an answer may be lost: send; decide whether a failed send may have
 * landed; if so, read back and compare; send again, after the policy's back-off, only when the
 * read-back shows it did not land (or the send certainly did not), the failure was transient and
 * retries are left; and say what it came to. A write is never repeated blindly. Never throws but
 * what a step throws (a bug, not a failed request).
 */
export async function write<Done, Failure = unknown>(
  writer: Writer,
  steps: WriteSteps<Done, Failure>
): Promise<WriteOutcome<Done, Failure>> {
  const { policy, classify } = writer
  const waits = new Waits(policy)
  const as = (error: unknown) => error as Failure
  for (let attempt = 1; ; attempt++) {
    let error: unknown
    try {
      return { kind: 'done', done: await steps.send(attempt) }
    } catch (thrown) {
      error = thrown
    }
    const after: AfterFailure<Done, Failure> =
      steps.afterFailure?.(error, attempt) ??
      (writer.mayHaveLanded(error) ? 'read-back' : { kind: 'refused', failure: as(error) })
    let landed: AfterFailure<Done, Failure> | ReadBack<Done, Failure> = after
    if (after === 'read-back') {
      if (steps.readBack === undefined) return { kind: 'unknown', failure: as(error) }
      try {
        landed = await steps.readBack(error, attempt)
      } catch (readError) {
        const unreadable = steps.unreadable?.(error, readError, attempt)
        return unreadable ?? { kind: 'unknown', failure: as(error) }
      }
    }
    if (typeof landed === 'object') return landed
    const failure = classify(error)
    if (!mayRetry(failure, attempt, policy)) {
      return steps.notLanded?.(error, attempt) ?? { kind: 'refused', failure: as(error) }
    }
    const { delay, forWindow } = waits.before(failure, attempt)
    if (steps.onResend !== undefined) steps.onResend(delay, attempt)
    else writer.onRetry(retryLine(failure, delay, forWindow, attempt, policy))
    await policy.sleep(delay)
  }
}

/** The log line of a retry: what failed, how long the wait is and why, which attempt comes next. */
function retryLine(
  failure: AttemptFailure,
  delay: number,
  forWindow: boolean,
  attempt: number,
  policy: RetryPolicy
): string {
  const seconds = `${(delay / 1000).toFixed(1)} s`
  const next = `(attempt ${attempt + 1} of ${policy.retries + 1})`
  const what = failure.status === 0 ? 'no response' : `HTTP ${failure.status}`
  const rateLimit = failure.rateLimit ?? 'the server counts requests per minute'
  return forWindow
    ? `${failure.label}: ${what} without Retry-After: ${rateLimit}; waiting ${seconds} for the next window ${next}.`
    : `${failure.label}: ${what}; retrying in ${seconds} ${next}.`
}

function mayRetry(
  failure: AttemptFailure | null,
  attempt: number,
  policy: RetryPolicy
): failure is AttemptFailure {
  return (
    failure !== null &&
    (isRetryableStatus(failure.status) || failure.rateLimited === true) &&
    attempt <= policy.retries
  )
}

/** The waits of one retried request; window waits draw on one budget (RATE_WINDOW_BUDGET_MS). */
class Waits {
  private windowWaitedMs = 0

  constructor(private readonly policy: RetryPolicy) {}

  /** The wait before the retry after `attempt`, and whether it waits for a rate limit window. */
  before(failure: AttemptFailure, attempt: number): { delay: number; forWindow: boolean } {
    if (failure.retryAfterMs !== null) return { delay: failure.retryAfterMs, forWindow: false }
    const left = RATE_WINDOW_BUDGET_MS - this.windowWaitedMs
    if (failure.status !== 429 || left <= 0) {
      return { delay: backoffDelayMs(attempt, this.policy), forWindow: false }
    }
    const delay = Math.min(left, rateWindowDelayMs(this.policy))
    this.windowWaitedMs += delay
    return { delay, forWindow: true }
  }
}

/**
 * From now to a moment just past the start of the next one-minute window (epoch-aligned), or of
 * the window just begun when the 429 came within the margin after its start (the server's clock
 * may still have been in the previous one).
 */
function rateWindowDelayMs(policy: RetryPolicy): number {
  const now = (policy.now ?? Date.now)()
  const intoWindow =
    (((now - RATE_WINDOW_MARGIN_MS) % RATE_WINDOW_MS) + RATE_WINDOW_MS) % RATE_WINDOW_MS
  const untilTarget = RATE_WINDOW_MS - intoWindow
  return Math.round(untilTarget + policy.random() * RATE_WINDOW_JITTER_MS)
}
