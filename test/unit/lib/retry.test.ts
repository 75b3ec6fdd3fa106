// The retry policy's waits, on a fake clock: sleeping moves the clock, nothing really waits.
import { describe, expect, it } from 'vitest'
import {
  createOnce,
  retryAfterMs,
  withRetries,
  type AttemptFailure,
  type RetryPolicy
} from '../../../src/lib/retry.js'

const MINUTE = 60_000
/** A whole minute of the Unix epoch: Rack::Attack's windows start there (docs/travis-api.md#rate-window). */
const WINDOW_START = Date.UTC(2024, 0, 1, 12, 0, 0)

/** A policy whose clock starts `offsetMs` into a window and moves only when it sleeps. */
function clockedPolicy(offsetMs: number, retries = 3) {
  let now = WINDOW_START + offsetMs
  const sleeps: number[] = []
  const policy: RetryPolicy = {
    retries,
    baseDelayMs: 1000,
    maxDelayMs: 30_000,
    random: () => 0.5,
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms)
      now += ms
    }
  }
  return { policy, sleeps }
}

class Failed extends Error {
  constructor(readonly failure: AttemptFailure) {
    super(`HTTP ${failure.status}`)
  }
}

const classify = (error: unknown) => (error instanceof Failed ? error.failure : null)

const TRAVIS_429: AttemptFailure = {
  status: 429,
  retryAfterMs: null,
  label: 'GET /repo/1/caches',
  rateLimit: 'Travis CI counts requests per minute'
}

/** Fails with `failures` in turn, then answers 'ok'. */
function answers(...failures: AttemptFailure[]) {
  let calls = 0
  return async () => {
    const failure = failures[calls++]
    if (failure !== undefined) throw new Failed(failure)
    return 'ok'
  }
}

async function retried(policy: RetryPolicy, ...failures: AttemptFailure[]) {
  const log: string[] = []
  const result = await withRetries(policy, answers(...failures), classify, (m) => log.push(m))
  return { result, log }
}

describe('a 429 without Retry-After waits for the next one-minute window', () => {
  it('waits from anywhere in the window to 2 s past its end, plus jitter, and says why', async () => {
    const { policy, sleeps } = clockedPolicy(28_000)
    const { result, log } = await retried(policy, TRAVIS_429)
    expect(result).toBe('ok')
    // 32 s to the window's end, 2 s past it, plus half of the 1 s jitter.
    expect(sleeps).toEqual([34_500])
    expect(log).toEqual([
      'GET /repo/1/caches: HTTP 429 without Retry-After: Travis CI counts requests per minute; waiting 34.5 s for the next window (attempt 2 of 4).'
    ])
  })

  it('a 429 just after a window began waits only for that window (the server clock may lag)', async () => {
    const { policy, sleeps } = clockedPolicy(500)
    await retried(policy, TRAVIS_429)
    expect(sleeps).toEqual([2000])
  })

  it('waits 60 s at most in all; then the retries left back off as usual', async () => {
    const { policy, sleeps } = clockedPolicy(28_000, 4)
    const { log } = await retried(policy, TRAVIS_429, TRAVIS_429, TRAVIS_429, TRAVIS_429)
    // 34.5 s; then a full minute wanted but 25.5 s left; then backoff: 3 s and 6 s.
    expect(sleeps).toEqual([34_500, 25_500, 3000, 6000])
    expect((sleeps[0] ?? 0) + (sleeps[1] ?? 0)).toBe(MINUTE)
    expect(log[1]).toContain('waiting 25.5 s for the next window (attempt 3 of 5)')
    expect(log[2]).toBe('GET /repo/1/caches: HTTP 429; retrying in 3.0 s (attempt 4 of 5).')
  })

  it('keeps retries as the attempt budget', async () => {
    const { policy, sleeps } = clockedPolicy(10_000, 1)
    const error = await withRetries(
      policy,
      answers(TRAVIS_429, TRAVIS_429),
      classify,
      () => {}
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Failed)
    expect(sleeps).toHaveLength(1)
  })

  it('honours a Retry-After instead, and backs off as before for 5xx', async () => {
    const { policy, sleeps } = clockedPolicy(28_000)
    await retried(
      policy,
      { ...TRAVIS_429, retryAfterMs: 7000 },
      { status: 503, retryAfterMs: null, label: 'GET /repo/1/caches' }
    )
    expect(sleeps).toEqual([7000, 1500])
  })

  it('words the wait for a service that does not say how it counts', async () => {
    const { policy } = clockedPolicy(59_000)
    const { log } = await retried(policy, {
      status: 429,
      retryAfterMs: null,
      label: 'GitHub: list deploy keys'
    })
    expect(log).toEqual([
      'GitHub: list deploy keys: HTTP 429 without Retry-After: the server counts requests per minute; waiting 3.5 s for the next window (attempt 2 of 4).'
    ])
  })

  it('a create sent again after a 429 waits for the next window too', async () => {
    const { policy, sleeps } = clockedPolicy(45_000)
    const waits: number[] = []
    const outcome = await createOnce({
      policy,
      create: answers(TRAVIS_429),
      findCreated: async () => 'absent',
      classify,
      onResend: (delayMs) => waits.push(delayMs)
    })
    expect(outcome).toMatchObject({ ok: true, value: 'ok' })
    expect(sleeps).toEqual([17_500])
    expect(waits).toEqual([17_500])
  })
})

describe('Retry-After, in either form RFC 9110 §10.2.3 allows', () => {
  const now = Date.UTC(2024, 0, 1, 12, 0, 0)

  it('delay-seconds: that many seconds, 60 s at most', () => {
    expect(retryAfterMs('7', now)).toBe(7000)
    expect(retryAfterMs(' 0 ', now)).toBe(0)
    expect(retryAfterMs('3600', now)).toBe(MINUTE)
  })

  it('an HTTP date: the time until then, nothing for a date past, 60 s at most', () => {
    expect(retryAfterMs('Mon, 01 Jan 2024 12:00:12 GMT', now)).toBe(12_000)
    expect(retryAfterMs('Monday, 01-Jan-24 12:00:20 GMT', now)).toBe(20_000)
    expect(retryAfterMs('Mon, 01 Jan 2024 11:59:00 GMT', now)).toBe(0)
    expect(retryAfterMs('Mon, 01 Jan 2024 13:00:00 GMT', now)).toBe(MINUTE)
  })

  it('absent, empty or neither form: null, so the policy chooses the wait', () => {
    // Date.parse reads these as dates long past, which would mean "retry at once".
    expect(retryAfterMs('1.5', now)).toBeNull()
    expect(retryAfterMs(undefined, now)).toBeNull()
    expect(retryAfterMs('  ', now)).toBeNull()
    expect(retryAfterMs('soon', now)).toBeNull()
    expect(retryAfterMs('-5', now)).toBeNull()
  })
})
