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
