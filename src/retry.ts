// Retry policy shared by the Travis and GitHub clients: exponential backoff with jitter,
// `retries` more attempts at most, and a server's Retry-After honoured up to a cap. withRetries
// repeats requests that may be repeated; createOnce guards the creates that may not be.

export interface RetryPolicy {
  retries: number
  baseDelayMs: number
  maxDelayMs: number
  random: () => number
  sleep: (ms: number) => Promise<void>
}

const RETRY_AFTER_CAP_MS = 60_000

export function defaultRetryPolicy(retries: number): RetryPolicy {
  return {
    retries,
    baseDelayMs: 1000,
    maxDelayMs: 30_000,
    random: Math.random,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms))
  }
}

/** Delay before retry number `retry` (1-based): half fixed, half random, doubling each time. */
export function backoffDelayMs(retry: number, policy: RetryPolicy): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1))
  return Math.round(ceiling / 2 + policy.random() * (ceiling / 2))
}

/** Retry-After as seconds or an HTTP date, in milliseconds, capped; null when absent or bad. */
export function retryAfterMs(header: string | undefined, now = Date.now()): number | null {
  if (header === undefined || header.trim() === '') return null
  const seconds = /^\d+$/.test(header.trim()) ? Number(header.trim()) * 1000 : NaN
  const date = Date.parse(header)
  const ms = Number.isNaN(seconds) ? (Number.isNaN(date) ? NaN : date - now) : seconds
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
}

/**
 * Each client's one reading of its own errors (TravisClient: classifyTravisFailure, GitHub:
 * deploy-keys.ts); null for an error that is no failed request, which is never retried.
 */
export type ClassifyFailure = (error: unknown) => AttemptFailure | null

/**
 * Runs `attempt` until it succeeds, fails for good, or the budget is spent: at most
 * `policy.retries` retries for retryable failures (see isRetryableStatus).
 */
export async function withRetries<T>(
  policy: RetryPolicy,
  attempt: (number: number) => Promise<T>,
  classify: ClassifyFailure,
  onRetry: (message: string) => void
): Promise<T> {
  for (let number = 1; ; number++) {
    try {
      return await attempt(number)
    } catch (error) {
      const failure = classify(error)
      if (!mayRetry(failure, number, policy)) throw error
      const delay = delayBefore(failure, number, policy)
      const what = failure.status === 0 ? 'no response' : `HTTP ${failure.status}`
      onRetry(
        `${failure.label}: ${what}; retrying in ${(delay / 1000).toFixed(1)} s (attempt ${number + 1} of ${policy.retries + 1}).`
      )
      await policy.sleep(delay)
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
    const delay = delayBefore(failure, attempt, policy)
    onResend?.(delay)
    await policy.sleep(delay)
  }
}

function mayRetry(
  failure: AttemptFailure | null,
  attempt: number,
  policy: RetryPolicy
): failure is AttemptFailure {
  return failure !== null && isRetryableStatus(failure.status) && attempt <= policy.retries
}

function delayBefore(failure: AttemptFailure, attempt: number, policy: RetryPolicy): number {
  return failure.retryAfterMs ?? backoffDelayMs(attempt, policy)
}
