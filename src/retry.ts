// Retry policy shared by the Travis and GitHub clients: exponential backoff with jitter,
// `retries` more attempts at most, and a server's Retry-After honoured up to a cap.

export interface RetryPolicy {
  retries: number
  baseDelayMs: number
  maxDelayMs: number
  random: () => number
  sleep: (ms: number) => Promise<void>
}

export const RETRY_AFTER_CAP_MS = 60_000

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

/** How a failed attempt looks to the retry loop. */
export interface AttemptFailure {
  /** HTTP status, or 0 when no response arrived. */
  status: number
  retryAfterMs: number | null
  /** For the log line, e.g. "GET /repo/1/caches". */
  label: string
}

/**
 * Runs `attempt` until it succeeds, fails for good, or the budget is spent: at most
 * `policy.retries` retries for retryable failures (see isRetryableStatus).
 */
export async function withRetries<T>(
  policy: RetryPolicy,
  attempt: (number: number) => Promise<T>,
  classify: (error: unknown) => AttemptFailure | null,
  onRetry: (message: string) => void
): Promise<T> {
  for (let number = 1; ; number++) {
    try {
      return await attempt(number)
    } catch (error) {
      const failure = classify(error)
      if (failure === null || !isRetryableStatus(failure.status) || number > policy.retries)
        throw error
      const delay = failure.retryAfterMs ?? backoffDelayMs(number, policy)
      const what = failure.status === 0 ? 'no response' : `HTTP ${failure.status}`
      onRetry(
        `${failure.label}: ${what}; retrying in ${(delay / 1000).toFixed(1)} s (attempt ${number + 1} of ${policy.retries + 1}).`
      )
      await policy.sleep(delay)
    }
  }
}
