// What e2e cannot show in seconds: the build Travis CI starts itself waited for over minutes, with
// a clock that vitest moves: the back-off while it does not exist, the progress line, how far the
// listing is read on each look, and the end of 'wait-minutes' without any request, whose failure
// names the setting that is why.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WaitPlan } from '../../../../src/inputs/parsed.js'
import { awaitTravisBuild } from '../../../../src/operations/builds/travis-started.js'
import { STAND_IN_BUILD_URL, standInContext } from '../../../support/client.js'
import { recordingRunner } from '../../../support/recording-runner.js'
import { rejectionOf } from '../../../support/rejection.js'
import { ActionError } from '../../../../src/lib/action-error.js'

const PLAN: WaitPlan = {
  minutes: 3,
  pollSeconds: 10,
  failOnBuildFailure: true,
  cancelOnAbort: false,
  showLogs: 'failed',
  logLines: 30,
  logsDir: null
}
const start = Date.parse('2026-12-02T12:00:00Z')
const SHA = '3f2c1a9e5b7d4c6a8f0e1d2c3b4a59687f6e5d4c'

beforeEach(() => {
  vi.useFakeTimers({ now: start })
})
afterEach(() => {
  vi.useRealTimers()
})

const build = (id: number, sha: string) => ({
  id,
  number: String(id),
  state: 'created',
  branch: { name: 'main' },
  commit: { sha },
  jobs: []
})

/** A client whose listings answer from `pages` (builds, by offset) and `requests`. */
function contextWith(options: {
  pages: (offset: number, look: number) => ReturnType<typeof build>[]
  requests?: unknown[]
  settings?: Array<{ name: string; value: unknown }>
}) {
  const sent: string[] = []
  let look = 0
  const client = {
    get: async (path: string, _shape: unknown, asked: { query?: Record<string, unknown> } = {}) => {
      if (path.startsWith('/build/')) return build(Number(path.split('/')[2]), SHA)
      const resource = path.replace('/repo/octo-org%2Fhello/', '')
      const query = asked.query ?? {}
      sent.push(`${(Date.now() - start) / 1000} s ${resource} ${JSON.stringify(query)}`)
      if (resource === 'builds') {
        const offset = Number(query.offset ?? 0)
        if (offset === 0) look += 1
        return { builds: options.pages(offset, look) }
      }
      if (resource === 'requests') return { requests: options.requests ?? [] }
      if (resource === 'settings') return { settings: options.settings ?? [] }
      throw new Error(`unexpected GET ${resource}`)
    }
  }
  const runner = recordingRunner()
  const context = standInContext(client, { runner, buildUrl: STAND_IN_BUILD_URL })
  return { context, sent, runner }
}

const full = (from: number) => Array.from({ length: 25 }, (_, i) => build(from - i, 'f'.repeat(40)))

describe('the build Travis CI starts for a commit', () => {
  it('reads up to 4 pages on the first look, then only until it meets builds seen before', async () => {
    const { context, sent } = contextWith({
      // 100 other builds; from the third look on, a new build of the commit comes first.
      pages: (offset, look) =>
        look >= 3 && offset === 0
          ? [build(500, SHA), ...full(400).slice(0, 24)]
          : full(400 - offset)
    })
    const target = { commit: { sha: SHA.slice(0, 7), branch: 'main' } }
    const found = awaitTravisBuild(
      context,
      target,
      PLAN,
      new AbortController().signal,
      start + 180_000
    )
    await vi.advanceTimersByTimeAsync(60_000)
    const view = await found
    expect(view.id).toBe(500)
    const builds = sent.filter((line) => line.includes(' builds '))
    // First look: offsets 0, 25, 50, 75; second look: its first page already holds seen builds.
    expect(builds.map((line) => JSON.parse(line.slice(line.indexOf('{'))).offset ?? 0)).toEqual([
      0, 25, 50, 75, 0, 0
    ])
    expect(builds[0]).toContain('"branch.name":"main"')
  })

  it("without a request by the deadline: one read of the settings, and 'build_pushes: false' named", async () => {
    const { context, sent, runner } = contextWith({
      pages: () => [],
      settings: [{ name: 'build_pushes', value: false }]
    })
    const target = { commit: { sha: SHA, branch: 'main' } }
    const failing = rejectionOf(
      awaitTravisBuild(context, target, PLAN, new AbortController().signal, start + 180_000),
      ActionError
    )
    await vi.advanceTimersByTimeAsync(200_000)
    const error = await failing
    expect(error.message).toBe(
      "Travis CI has no request and no build for 3f2c1a9 on main after 3 minutes ('wait-minutes'). The repository's setting build_pushes is false: Travis CI builds none of them (set-setting build_pushes: true, or trigger-build)."
    )
    // Polls back off while nothing exists (10, 20, 40, 60, then what is left), each a builds and a requests read.
    const times = sent
      .filter((line) => line.includes(' builds '))
      .map((line) => Number(line.split(' ')[0]))
    expect(times).toEqual([0, 10, 30, 70, 130, 180])
    expect(sent.filter((line) => line.includes(' settings '))).toHaveLength(1)
    expect(runner.messages('info')).toEqual([
      'waiting for Travis CI to start a build of 3f2c1a9 on main, 0 s',
      'waiting for Travis CI to start a build of 3f2c1a9 on main, 1 min',
      'waiting for Travis CI to start a build of 3f2c1a9 on main, 2 min'
    ])
  })

  it('a pull request: its builds by event type, matched on number and head commit; a request seen pending is named', async () => {
    const { context, sent } = contextWith({
      pages: () => [{ ...build(9, 'a'.repeat(40)), pull_request_number: 12 }],
      requests: [
        {
          id: 77,
          state: 'pending',
          result: null,
          message: null,
          event_type: 'pull_request',
          commit: { sha: SHA, ref: 'refs/pull/12/merge' },
          builds: []
        }
      ],
      settings: [{ name: 'build_pull_requests', value: true }]
    })
    const target = { pullRequest: { number: 12, sha: SHA } }
    const failing = rejectionOf(
      awaitTravisBuild(
        context,
        target,
        { ...PLAN, minutes: 1 },
        new AbortController().signal,
        start + 60_000
      ),
      ActionError
    )
    await vi.advanceTimersByTimeAsync(70_000)
    expect((await failing).message).toBe(
      "Travis CI has started no build of pull request #12 (at 3f2c1a9) after 1 minute ('wait-minutes'): its request 77 is pending."
    )
    expect(sent[0]).toContain('"build.event_type":"pull_request"')
    // A request was seen: no settings read.
    expect(sent.some((line) => line.includes(' settings '))).toBe(false)
  })
})
