// The retry policy's waits, on a fake clock: sleeping moves the clock, nothing really waits.
import { describe, expect, it } from 'vitest'
import {
  retryAfterMs,
  withRetries,
  write,
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
    const writer = { policy, classify, mayHaveLanded: () => true, onRetry: () => {} }
    const outcome = await write(writer, {
      send: answers(TRAVIS_429),
      readBack: async () => 'absent',
      onResend: (delayMs) => waits.push(delayMs)
    })
    expect(outcome).toEqual({ kind: 'done', done: 'ok' })
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

describe('write: a write whose answer may be lost, never sent again blindly', () => {
  const LOST: AttemptFailure = { status: 502, retryAfterMs: null, label: 'POST /repo/1/env_vars' }
  const REFUSED: AttemptFailure = {
    status: 409,
    retryAfterMs: null,
    label: 'POST /repo/1/env_vars'
  }

  /** A writer on the fake clock: a failed request with a status of 0 or 5xx may have landed. */
  function writer(retries = 3) {
    const { policy, sleeps } = clockedPolicy(10_000, retries)
    const log: string[] = []
    const mayHaveLanded = (error: unknown) =>
      error instanceof Failed && (error.failure.status === 0 || error.failure.status >= 500)
    return {
      writer: { policy, classify, mayHaveLanded, onRetry: (m: string) => log.push(m) },
      sleeps,
      log
    }
  }

  /** Sends that fail with `failures` in turn, then answer 'sent', counted. */
  function sends(...failures: AttemptFailure[]) {
    const sent: number[] = []
    const send = async (attempt: number) => {
      sent.push(attempt)
      const failure = failures[attempt - 1]
      if (failure !== undefined) throw new Failed(failure)
      return 'sent'
    }
    return { send, sent }
  }

  it('answered: done with the answer, nothing read back', async () => {
    const { writer: w, sleeps } = writer()
    const { send, sent } = sends()
    let reads = 0
    const outcome = await write(w, { send, readBack: async () => (reads++, 'absent') })
    expect(outcome).toEqual({ kind: 'done', done: 'sent' })
    expect({ sent, reads, sleeps }).toEqual({ sent: [1], reads: 0, sleeps: [] })
  })

  it('a lost answer, and the read-back finds it: done, not sent again', async () => {
    const { writer: w, sleeps } = writer()
    const { send, sent } = sends(LOST)
    const told: Array<[number, number]> = []
    const outcome = await write(w, {
      send,
      readBack: async (error, attempt) => {
        told.push([(error as Failed).failure.status, attempt])
        return { kind: 'done', done: 'found' }
      }
    })
    expect(outcome).toEqual({ kind: 'done', done: 'found' })
    expect({ sent, told, sleeps }).toEqual({ sent: [1], told: [[502, 1]], sleeps: [] })
  })

  it('a lost answer, and the read-back finds nothing: sent again after the back-off', async () => {
    const { writer: w, sleeps, log } = writer()
    const { send, sent } = sends(LOST, LOST)
    const outcome = await write(w, { send, readBack: async () => 'absent' })
    expect(outcome).toEqual({ kind: 'done', done: 'sent' })
    expect(sent).toEqual([1, 2, 3])
    expect(sleeps).toEqual([750, 1500])
    expect(log).toEqual([
      'POST /repo/1/env_vars: HTTP 502; retrying in 0.8 s (attempt 2 of 4).',
      'POST /repo/1/env_vars: HTTP 502; retrying in 1.5 s (attempt 3 of 4).'
    ])
  })

  it('told the wait before each resend instead of the line, when the area words it', async () => {
    const { writer: w, log } = writer()
    const { send } = sends(LOST)
    const waits: Array<[number, number]> = []
    await write(w, {
      send,
      readBack: async () => 'absent',
      onResend: (delayMs, attempt) => waits.push([delayMs, attempt])
    })
    expect(waits).toEqual([[750, 1]])
    expect(log).toEqual([])
  })

  it('a read-back that shows nothing after the last retry: refused, or as the area says', async () => {
    const { writer: w, sleeps } = writer(1)
    const { send, sent } = sends(LOST, LOST)
    const outcome = await write(w, { send, readBack: async () => 'absent' })
    expect(outcome).toMatchObject({ kind: 'refused', failure: { failure: LOST } })
    expect({ sent, sleeps }).toEqual({ sent: [1, 2], sleeps: [750] })
    const worded = await write(writer(0).writer, {
      send: sends(LOST).send,
      readBack: async () => 'absent',
      notLanded: (_, attempts) => ({ kind: 'unknown', failure: `after ${attempts} attempt` })
    })
    expect(worded).toEqual({ kind: 'unknown', failure: 'after 1 attempt' })
  })

  it('a refusal that the read-back shows absent is not sent again: sending cannot help', async () => {
    const { writer: w, sleeps } = writer()
    const { send, sent } = sends(REFUSED)
    const outcome = await write(w, {
      send,
      afterFailure: () => 'read-back',
      readBack: async () => 'absent'
    })
    expect(outcome).toMatchObject({ kind: 'refused', failure: { failure: REFUSED } })
    expect({ sent, sleeps }).toEqual({ sent: [1], sleeps: [] })
  })

  it("a read-back that cannot read: unknown, with the send's failure or as the area says", async () => {
    const { writer: w } = writer()
    const unreadable = async (): Promise<never> => {
      throw new Error('no answer to the read either')
    }
    const outcome = await write(w, { send: sends(LOST).send, readBack: unreadable })
    expect(outcome).toMatchObject({ kind: 'unknown', failure: { failure: LOST } })
    const worded = await write(w, {
      send: sends(LOST).send,
      readBack: unreadable,
      unreadable: (error, readError) => ({
        kind: 'unknown',
        failure: `${(error as Error).message}; ${(readError as Error).message}`
      })
    })
    expect(worded).toEqual({ kind: 'unknown', failure: 'HTTP 502; no answer to the read either' })
  })

  it('no read-back: a send that may have landed is unknown (a later read settles it)', async () => {
    const { send, sent } = sends(LOST)
    const outcome = await write(writer().writer, { send })
    expect(outcome).toMatchObject({ kind: 'unknown', failure: { failure: LOST } })
    expect(sent).toEqual([1])
  })

  it('refused: a failure that cannot have landed is neither read back nor sent again', async () => {
    const { writer: w, sleeps } = writer()
    const { send, sent } = sends(REFUSED)
    let reads = 0
    const outcome = await write(w, { send, readBack: async () => (reads++, 'absent') })
    expect(outcome).toMatchObject({ kind: 'refused', failure: { failure: REFUSED } })
    expect({ sent, reads, sleeps }).toEqual({ sent: [1], reads: 0, sleeps: [] })
  })

  it('a send that certainly did not land (a 429 before the server) is sent again without a read-back', async () => {
    const { writer: w, sleeps, log } = writer()
    const { send, sent } = sends(TRAVIS_429)
    let reads = 0
    const outcome = await write(w, {
      send,
      afterFailure: () => 'not-landed',
      readBack: async () => (reads++, 'absent')
    })
    expect(outcome).toEqual({ kind: 'done', done: 'sent' })
    expect({ sent, reads }).toEqual({ sent: [1, 2], reads: 0 })
    // 10 s into the window: 50 s to its end, 2 s past it, half the jitter.
    expect(sleeps).toEqual([52_500])
    expect(log[0]).toContain('waiting 52.5 s for the next window (attempt 2 of 4)')
  })

  it('a failure that settles the write itself is its outcome', async () => {
    const outcome = await write(writer().writer, {
      send: sends(REFUSED).send,
      afterFailure: () => ({ kind: 'done', done: 'already so' })
    })
    expect(outcome).toEqual({ kind: 'done', done: 'already so' })
  })
})
