// What e2e cannot show in seconds, with a clock that vitest moves: 'cancel-on-abort' sent while
// the signal handlers are still in place and within a few seconds of its own, a restart whose
// wait ends before travis-hub applies it, and one 'wait-minutes' for a request and its build.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WaitPlan } from '../../../../src/inputs/parsed.js'
import type { OperationContext } from '../../../../src/operations/context.js'
import {
  cancelBuild,
  restartBuild,
  waitForBuild
} from '../../../../src/operations/builds/control.js'
import { triggerBuild } from '../../../../src/operations/builds/trigger.js'
import { concludeWaitCancellingOnAbort } from '../../../../src/operations/builds/conclude.js'
import { buildView } from '../../../../src/operations/builds/views.js'
import type { Interrupts } from '../../../../src/runtime/interrupts.js'
import { TravisApiError } from '../../../../src/travis/errors.js'
import { STAND_IN_BUILD_URL, standInContext } from '../../../support/client.js'

const PLAN: WaitPlan = {
  minutes: 1,
  pollSeconds: 10,
  failOnBuildFailure: true,
  cancelOnAbort: true,
  showLogs: 'none',
  logLines: 30,
  logsDir: null
}
const start = Date.parse('2026-11-28T12:00:00Z')

beforeEach(() => {
  vi.useFakeTimers({ now: start })
})
afterEach(() => {
  vi.useRealTimers()
})

/** Build 7 of the stand-in repository, with one job, as the server renders it. */
const build = (state: string) => ({
  id: 7,
  number: '57',
  state,
  jobs: [{ id: 70, number: '57.1', state }],
  repository: { id: 1, slug: 'octo-org/hello' }
})

function contextWith(client: Record<string, unknown>, interrupts: Interrupts): OperationContext {
  return standInContext(client, { buildUrl: STAND_IN_BUILD_URL, interrupts })
}

/** Interrupts whose signal the test aborts, and which tell whether `during` still runs. */
function testInterrupts() {
  const controller = new AbortController()
  const state = { inside: false }
  const interrupts: Interrupts = {
    during: async (work) => {
      state.inside = true
      try {
        return await work(controller.signal)
      } finally {
        state.inside = false
      }
    }
  }
  return { controller, state, interrupts }
}

describe('cancel-on-abort', () => {
  it('is sent while the signal handlers are in place (a second signal cannot end the step before it)', async () => {
    const { controller, state, interrupts } = testInterrupts()
    const cancels: boolean[] = []
    const context = contextWith(
      {
        get: async () => build('started'),
        send: async () => {
          cancels.push(state.inside)
          return {}
        }
      },
      interrupts
    )
    const done = waitForBuild(context, {
      operation: 'wait-for-build',
      target: { buildId: 7 },
      plan: PLAN
    })
    await vi.advanceTimersByTimeAsync(15_000)
    controller.abort('SIGINT')
    await vi.advanceTimersByTimeAsync(1000)
    expect((await done).failure).toBe(
      "the workflow was cancelled while waiting for build #57 (https://app.travis-ci.com/github/octo-org/hello/builds/7); Travis CI accepted the cancel of the build ('cancel-on-abort') and applies it shortly."
    )
    expect(cancels).toEqual([true])
  })

  it('does not wait for a poll read still retrying: the cancel goes out at once', async () => {
    const { controller, interrupts } = testInterrupts()
    let reads = 0
    const cancelledAt: number[] = []
    const context = contextWith(
      {
        // The first read answers; the poll's read never does (a read retrying for minutes).
        get: () => (++reads === 1 ? Promise.resolve(build('started')) : new Promise(() => {})),
        send: async () => {
          cancelledAt.push(Date.now() - start)
          return {}
        }
      },
      interrupts
    )
    const done = waitForBuild(context, {
      operation: 'wait-for-build',
      target: { buildId: 7 },
      plan: PLAN
    })
    await vi.advanceTimersByTimeAsync(15_000)
    expect(reads).toBe(2)
    controller.abort('SIGTERM')
    await vi.advanceTimersByTimeAsync(0)
    const result = await done
    expect(result.failure).toContain(
      "Travis CI accepted the cancel of the build ('cancel-on-abort') and applies it shortly."
    )
    expect(result.pending).toBe('cancel')
    expect(cancelledAt).toEqual([15_000])
  })

  it('gives the cancel a few seconds of its own; no answer, and no time to read back: it may have been applied', async () => {
    const reads: number[] = []
    const context = contextWith(
      {
        send: () => new Promise(() => {}),
        get: () => {
          reads.push(Date.now() - start)
          return new Promise(() => {})
        }
      },
      { during: (work) => work(new AbortController().signal) }
    )
    const verdict = concludeWaitCancellingOnAbort(
      context,
      { build: buildView(build('started'), null, Date.now()), end: 'aborted' },
      PLAN,
      []
    )
    await vi.advanceTimersByTimeAsync(5000)
    const { failure, pending } = await verdict
    expect(failure).toBe(
      "the workflow was cancelled while waiting for build #57 (id 7); the cancel of the Travis CI build ('cancel-on-abort') got no clear answer (no answer within 3.5 s) and reading the build back failed (no answer within 1.5 s), so it may have been applied all the same: look at the build on Travis CI."
    )
    expect(pending).toBeUndefined()
    // The read back went out as soon as the cancel's own seconds were over, within the five.
    expect(reads).toEqual([3500])
  })

  it('a lost cancel answer read back canceled: the cancel was applied, and the build is shown canceled', async () => {
    const lost = new TravisApiError({
      method: 'POST',
      path: '/build/7/cancel',
      status: 502,
      body: '',
      contentType: 'text/html',
      attempts: 1
    })
    const context = contextWith(
      { send: () => Promise.reject(lost), get: async () => build('canceled') },
      { during: (work) => work(new AbortController().signal) }
    )
    const verdict = await concludeWaitCancellingOnAbort(
      context,
      { build: buildView(build('started'), null, Date.now()), end: 'aborted' },
      PLAN,
      []
    )
    expect(verdict.failure).toBe(
      "the workflow was cancelled while waiting for build #57 (id 7); the Travis CI build shows canceled: the cancel ('cancel-on-abort') was applied."
    )
    expect(verdict.build?.state).toBe('canceled')
    expect(verdict.pending).toBeUndefined()
  })
})

describe('a cancel answered 409 build_not_cancelable', () => {
  const notCancelable = () =>
    new TravisApiError({
      method: 'POST',
      path: '/build/7/cancel',
      status: 409,
      body: { '@type': 'error', error_type: 'build_not_cancelable' },
      contentType: 'application/json',
      attempts: 1
    })

  it("by 'cancel-on-abort': the build had finished, nothing to cancel, and no cancel pending", async () => {
    const context = contextWith(
      { send: () => Promise.reject(notCancelable()) },
      { during: (work) => work(new AbortController().signal) }
    )
    const verdict = await concludeWaitCancellingOnAbort(
      context,
      { build: buildView(build('started'), null, Date.now()), end: 'aborted' },
      { ...PLAN, cancelOnAbort: true },
      []
    )
    expect(verdict).toEqual({
      failure:
        'the workflow was cancelled while waiting for build #57 (id 7); the Travis CI build had finished already, so there was nothing to cancel.'
    })
  })

  it('by cancel-build of a build read running, whose read back fails: not cancelable, as read before', async () => {
    const reads: string[] = []
    const context = contextWith(
      {
        get: async (path: string) => {
          reads.push(path)
          if (reads.length === 1) return build('started')
          throw new Error('read failed')
        },
        send: () => Promise.reject(notCancelable())
      },
      { during: (work) => work(new AbortController().signal) }
    )
    const result = await cancelBuild(context, {
      operation: 'cancel-build',
      target: { buildId: 7 },
      dryRun: false
    })
    expect(reads).toEqual(['/build/7', '/build/7'])
    expect(result).toMatchObject({ action: 'not-cancelable', changed: false })
    expect(result.build?.state).toBe('started')
  })
})

describe('restart-build with wait, out of time before travis-hub restarts the build', () => {
  it("does not report the old state as the build's: the restart is pending, and said queued", async () => {
    const context = contextWith(
      { get: async () => build('failed'), send: async () => ({}) },
      { during: (work) => work(new AbortController().signal) }
    )
    const done = restartBuild(context, {
      operation: 'restart-build',
      target: { buildId: 7 },
      jobs: 'all',
      wait: true,
      plan: PLAN,
      dryRun: false
    })
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    const result = await done
    expect(result).toMatchObject({ waitEnd: 'timeout', pending: 'restart', changed: true })
    expect(result.failure).toBe(
      "the restart of build #57 (https://app.travis-ci.com/github/octo-org/hello/builds/7) is still queued on Travis CI after 1 min of waiting ('wait-minutes'): the build still shows how it ended before (failed); it will run when Travis CI takes the restart."
    )
  })
})

describe('restart-build with wait, cancelled while travis-hub has not restarted the build yet', () => {
  it('sends no cancel (the build reads finished, which Travis CI refuses to cancel) and says the restart will run', async () => {
    const { controller, interrupts } = testInterrupts()
    const posts: string[] = []
    const context = contextWith(
      {
        get: async () => build('failed'),
        send: async (_method: string, path: string) => {
          posts.push(path)
          return {}
        }
      },
      interrupts
    )
    const done = restartBuild(context, {
      operation: 'restart-build',
      target: { buildId: 7 },
      jobs: 'all',
      wait: true,
      plan: { ...PLAN, cancelOnAbort: true },
      dryRun: false
    })
    await vi.advanceTimersByTimeAsync(15_000)
    controller.abort('SIGINT')
    await vi.advanceTimersByTimeAsync(1000)
    const result = await done
    expect(posts).toEqual(['/build/7/restart'])
    expect(result).toMatchObject({ waitEnd: 'aborted', pending: 'restart', changed: true })
    expect(result.failure).toBe(
      'the workflow was cancelled while the restart of build #57 (https://app.travis-ci.com/github/octo-org/hello/builds/7) was still queued on Travis CI; it will run when Travis CI takes it, and can be cancelled only then (cancel-build).'
    )
  })
})

describe("trigger-build: one 'wait-minutes' for the request and its build", () => {
  it('a request taken after 40 s leaves its build 20 s, not a minute more', async () => {
    const buildReads: number[] = []
    const context = contextWith(
      {
        send: async () => ({ request: { id: 5 }, remaining_requests: 7 }),
        get: async (path: string) => {
          if (path.startsWith('/build/')) {
            buildReads.push((Date.now() - start) / 1000)
            return build('started')
          }
          // The request, read by read.
          return {
            id: 5,
            state: Date.now() - start < 40_000 ? 'pending' : 'finished',
            result: Date.now() - start < 40_000 ? null : 'approved',
            message: null,
            builds: Date.now() - start < 40_000 ? [] : [{ id: 7 }]
          }
        }
      },
      { during: (work) => work(new AbortController().signal) }
    )
    const done = triggerBuild(context, {
      operation: 'trigger-build',
      branch: 'main',
      message: '',
      sha: '',
      config: null,
      mergeMode: 'deep_merge_append',
      wait: true,
      plan: PLAN,
      dryRun: false
    })
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    const result = await done
    expect(result.waitEnd).toBe('timeout')
    expect(result.failure).toContain("after 1 min of waiting ('wait-minutes')")
    expect(Math.max(...buildReads)).toBeLessThanOrEqual(60)
  })
})
