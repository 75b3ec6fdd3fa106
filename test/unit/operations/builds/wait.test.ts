// What e2e cannot show in seconds: waiting over minutes. A clock that vitest moves (fake timers)
// and a client that answers from a script: the backoff for a build that waits for a worker, a
// line at least once a minute, 'wait-minutes', and a cancelled workflow while a request is still
// pending.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WaitPlan } from '../../../../src/inputs/parsed.js'
import { triggerBuild } from '../../../../src/operations/builds/trigger.js'
import { concludeWaitCancellingOnAbort } from '../../../../src/operations/builds/conclude.js'
import { JobLogs } from '../../../../src/operations/builds/job-logs.js'
import { followBuild, pollDelayMs } from '../../../../src/operations/builds/wait.js'
import { buildView } from '../../../../src/operations/builds/views.js'
import type { Interrupts } from '../../../../src/runtime/interrupts.js'
import { TravisApiError } from '../../../../src/travis/errors.js'
import { STAND_IN_BUILD_URL, standInContext } from '../../../support/client.js'
import { recordingRunner } from '../../../support/recording-runner.js'

const PLAN: WaitPlan = {
  minutes: 60,
  pollSeconds: 10,
  failOnBuildFailure: true,
  cancelOnAbort: false,
  showLogs: 'none',
  logLines: 30,
  logsDir: null
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-28T12:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

/** A build in `state` with one job in the same state. */
const build = (state: string) => ({
  id: 7,
  number: '57',
  state,
  jobs: [{ id: 70, number: '57.1', state }]
})

/** A context whose client answers each GET of the build with the next state (the last stays). */
function contextReading(states: string[], extra: Partial<Record<string, unknown>> = {}) {
  const reads: number[] = []
  const runner = recordingRunner()
  const client = {
    get: async () => {
      reads.push(Date.now())
      return build(states.length > 1 ? (states.shift() as string) : (states[0] as string))
    },
    ...extra
  }
  const context = standInContext(client, { runner, buildUrl: STAND_IN_BUILD_URL })
  return { context, reads, runner }
}

const first = (state: string) =>
  buildView(build(state), 'https://app.travis-ci.com/b/7', Date.now())
const start = Date.parse('2026-11-28T12:00:00Z')
const seconds = (times: number[]) => times.map((t) => (t - start) / 1000)

describe('pollDelayMs', () => {
  it("is 'poll-seconds', doubled for each read that found the build still waiting, up to a minute", () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => pollDelayMs(10, n) / 1000)).toEqual([
      10, 10, 20, 40, 60, 60
    ])
    expect([1, 2, 3].map((n) => pollDelayMs(2, n) / 1000)).toEqual([2, 4, 8])
    expect(pollDelayMs(120, 3) / 1000).toBe(120)
  })
})

describe('followBuild', () => {
  it('reads a queued build less and less often, then every poll once it runs', async () => {
    const { context, reads } = contextReading(['queued', 'queued', 'queued', 'started', 'passed'])
    const done = followBuild(context, first('queued'), PLAN, new AbortController().signal, {
      logs: new JobLogs(context, PLAN)
    })
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect((await done).end).toBe('finished')
    // Waits of 10, 20, 40, 60 s while queued, then 10 s while started.
    expect(seconds(reads)).toEqual([10, 30, 70, 130, 140])
  })

  it('shows a line when nothing changes for a minute, between long polls', async () => {
    const { context, reads, runner } = contextReading(['started', 'passed'])
    const done = followBuild(
      context,
      first('started'),
      { ...PLAN, pollSeconds: 150 },
      new AbortController().signal,
      { logs: new JobLogs(context, PLAN) }
    )
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    await done
    expect(seconds(reads)).toEqual([150, 300])
    expect(runner.messages('info')).toEqual([
      'build #57 started: 0 of 1 jobs passed, 1 running, 0 s',
      'build #57 started: 0 of 1 jobs passed, 1 running, 1 min (read 1 min ago)',
      'build #57 started: 0 of 1 jobs passed, 1 running, 2 min (read 2 min ago)',
      'build #57 started: 0 of 1 jobs passed, 1 running, 3 min (read 30 s ago)',
      'build #57 started: 0 of 1 jobs passed, 1 running, 4 min (read 1 min ago)',
      'build #57 passed: 1 of 1 jobs passed, 5 min',
      '57.1 passed'
    ])
  })

  it("gives up after 'wait-minutes', saying where the build is; it is not cancelled", async () => {
    const { context, reads } = contextReading(['started'])
    const plan = { ...PLAN, minutes: 1 }
    const done = followBuild(context, first('started'), plan, new AbortController().signal, {
      logs: new JobLogs(context, plan)
    })
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    const waited = await done
    expect(waited.end).toBe('timeout')
    expect(reads).toHaveLength(6)
    expect(await concludeWaitCancellingOnAbort(context, waited, plan, [])).toEqual({
      failure:
        "build #57 (https://app.travis-ci.com/github/octo-org/hello/builds/7) is still started after 1 min of waiting ('wait-minutes'); it goes on on Travis CI."
    })
  })

  it("a cancel that fails on abort is said, with the server's reason", async () => {
    const refused = new TravisApiError({
      method: 'POST',
      path: '/build/7/cancel',
      status: 403,
      body: {
        '@type': 'error',
        error_type: 'insufficient_access',
        error_message: 'no',
        permission: 'cancel',
        resource_type: 'build'
      },
      contentType: 'application/json',
      attempts: 1
    })
    const { context } = contextReading(['started'], { send: async () => Promise.reject(refused) })
    const verdict = await concludeWaitCancellingOnAbort(
      context,
      { build: first('started'), end: 'aborted' },
      { ...PLAN, cancelOnAbort: true },
      []
    )
    expect(verdict.failure).toMatch(
      /^the workflow was cancelled while waiting for build #57 \(https:\/\/app\.travis-ci\.com\/b\/7\); cancelling the Travis CI build \('cancel-on-abort'\) failed: the token's user lacks the 'cancel' permission on build/
    )
  })
})

describe('trigger-build while the request is pending', () => {
  const inputs = {
    operation: 'trigger-build',
    branch: 'main',
    message: '',
    sha: '',
    config: null,
    mergeMode: 'deep_merge_append',
    wait: true,
    plan: { ...PLAN, minutes: 1 },
    dryRun: false
  } as const
  const pending = { id: 5, state: 'pending', result: null, message: null, builds: [] }

  function pendingContext(interrupts?: Interrupts) {
    const { context, runner } = contextReading(['created'], {
      send: async () => ({ request: { id: 5 }, remaining_requests: 7 }),
      get: async () => pending
    })
    return { context: interrupts ? { ...context, interrupts } : context, runner }
  }

  it("a request still pending after 'wait-minutes' fails saying the build may still start", async () => {
    const { context } = pendingContext()
    const done = triggerBuild(context, inputs)
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    const result = await done
    expect(result.failure).toBe(
      "build request 5 is still pending after 1 min ('wait-minutes'); Travis CI may still start its build: look at the repository's requests on Travis CI before triggering again."
    )
    expect(result.request).toEqual({ id: 5, remainingRequests: 7 })
  })

  it('a cancelled workflow while the request is pending: no build to cancel, and said so', async () => {
    const controller = new AbortController()
    const { context } = pendingContext({ during: (work) => work(controller.signal) })
    const done = triggerBuild(context, inputs)
    await vi.advanceTimersByTimeAsync(15_000)
    controller.abort('SIGINT')
    await vi.advanceTimersByTimeAsync(1000)
    expect((await done).failure).toBe(
      'the workflow was cancelled while build request 5 was still pending; Travis CI may still start its build.'
    )
  })

  it('a cancelled workflow while a read of the request has no answer: given up, none follows', async () => {
    const controller = new AbortController()
    const signals: Array<AbortSignal | undefined> = []
    const { context } = contextReading(['created'], {
      send: async () => ({ request: { id: 5 }, remaining_requests: 7 }),
      // The first read answers pending; the second never does (a read retrying for minutes).
      get: (_path: string, _shape: unknown, { signal }: { signal?: AbortSignal } = {}) => {
        signals.push(signal)
        return signals.length === 1 ? Promise.resolve(pending) : new Promise(() => {})
      }
    })
    const done = triggerBuild(
      { ...context, interrupts: { during: (work) => work(controller.signal) } },
      inputs
    )
    await vi.advanceTimersByTimeAsync(15_000)
    expect(signals).toHaveLength(2)
    controller.abort('SIGTERM')
    await vi.advanceTimersByTimeAsync(60_000)
    expect((await done).failure).toBe(
      'the workflow was cancelled while build request 5 was still pending; Travis CI may still start its build.'
    )
    // The read in flight was handed the workflow's signal (it ends the read and its retries).
    expect(signals).toEqual([controller.signal, controller.signal])
  })
})
