// Retry policy shared by the Travis and GitHub clients: exponential backoff with jitter,
// `retries` more attempts at most, a server's Retry-After honoured up to a cap, and a 429 without
// Retry-After waited out to the next one-minute window. withRetries repeats requests that may be
// repeated; createOnce guards the creates that may not be.
import { pause } from './abortable.js'

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
      const seconds = `${(delay / 1000).toFixed(1)} s`
      const next = `(attempt ${number + 1} of ${policy.retries + 1})`
      const what = failure.status === 0 ? 'no response' : `HTTP ${failure.status}`
      const rateLimit = failure.rateLimit ?? 'the server counts requests per minute'
      onRetry(
        forWindow
          ? `${failure.label}: ${what} without Retry-After: ${rateLimit}; waiting ${seconds} for the next window ${next}.`
          : `${failure.label}: ${what}; retrying in ${seconds} ${next}.`
      )
      await policy.sleep(delay, signal)
      if (aborted()) throw error
    }
  }
}

/**
 * What reading back after a failed create shows: the thing created (the answer was lost, the
 * create went through), nothing (sending it again is safe), or something else in its place
 * (sending again cannot help).
 */
export type ReadBack<T> = { found: T } | 'absent' | 'other'

/** What the last read-back showed when the create failed for good ('unreadable': no answer). */
export type NotCreated = 'absent' | 'other' | 'unreadable'

export interface CreateOnceOptions<T> {
  policy: RetryPolicy
  /** Sends the create once; `attempt` counts from 1, for messages. */
  create: (attempt: number) => Promise<T>
  /** Looks for what the create makes. Throws when it cannot tell, and then nothing is resent. */
  findCreated: () => Promise<ReadBack<T>>
  classify: ClassifyFailure
  /** Told the wait before the create is sent again, for a log line. */
  onResend?: (delayMs: number) => void
}

export type CreateOnceResult<T> =
  | {
      ok: true
      value: T
      /** When the create failed but the read-back found the thing: that failure and its attempt. */
      foundAfter: { failure: AttemptFailure | null; attempt: number } | null
    }
  | {
      ok: false
      /** The create's last error, as thrown. */
      error: unknown
      attempts: number
      /** So that callers need not read back again. */
      lastReadBack: NotCreated
    }

/**
 * A create is never repeated blindly (a second POST could make a second key): after any
 * failure, read back; what is there was created; only when the read-back shows it absent, the
 * failure is retryable and budget remains is it sent again. Never throws.
 */
export async function createOnce<T>(options: CreateOnceOptions<T>): Promise<CreateOnceResult<T>> {
  const { policy, create, findCreated, classify, onResend } = options
  const waits = new Waits(policy)
  for (let attempt = 1; ; attempt++) {
    let error: unknown
    try {
      return { ok: true, value: await create(attempt), foundAfter: null }
    } catch (thrown) {
      error = thrown
    }
    const failure = classify(error)
    const readBack = await findCreated().catch(() => 'unreadable' as const)
    if (typeof readBack === 'object') {
      return { ok: true, value: readBack.found, foundAfter: { failure, attempt } }
    }
    if (readBack !== 'absent' || !mayRetry(failure, attempt, policy)) {
      return { ok: false, error, attempts: attempt, lastReadBack: readBack }
    }
    const { delay } = waits.before(failure, attempt)
    onResend?.(delay)
    await policy.sleep(delay)
  }
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
