// The build request's answers e2e cannot make the fake give: a 429 without its figures, a lost
// answer among requests that are not this run's (another event, before the run, no time), and a
// request the gatekeeper ended without a build.
import { describe, expect, it } from 'vitest'
import type { InputsFor } from '../../../../src/inputs/parsed.js'
import { sendBuildRequest } from '../../../../src/operations/builds/request-recovery.js'
import { triggerBuild } from '../../../../src/operations/builds/trigger.js'
import type { OperationContext } from '../../../../src/operations/context.js'
import type { TravisClient } from '../../../../src/travis/client.js'
import { TravisApiError } from '../../../../src/travis/errors.js'
import { recordingRunner } from '../../../support/recording-runner.js'

const INPUTS: InputsFor<'trigger-build'> = {
  operation: 'trigger-build',
  branch: 'main',
  message: 'ours',
  sha: '',
  config: null,
  mergeMode: 'deep_merge_append',
  wait: false,
  plan: { minutes: 1, pollSeconds: 2, failOnBuildFailure: true, cancelOnAbort: false },
  dryRun: false
}

function failed(status: number, body: unknown = ''): TravisApiError {
  return new TravisApiError({
    method: 'POST',
    path: '/repo/o%2Fr/requests',
    status,
    body,
    contentType: 'application/json',
    attempts: 1,
    ...(status === 0 ? { networkError: 'ECONNRESET' } : {})
  })
}

function contextWith(client: Partial<Record<string, unknown>>): OperationContext {
  return {
    client: client as unknown as TravisClient,
    runner: recordingRunner(),
    repoLabel: 'o/r',
    deployKeys: null,
    pullRequests: null,
    buildUrl: () => null,
    interrupts: { during: (work) => work(new AbortController().signal) }
  }
}

describe('sendBuildRequest', () => {
  it('a 429 without its figures still says what it is, and is refused', async () => {
    const limit = failed(429, { '@type': 'error', error_type: 'request_limit_reached' })
    const outcome = await sendBuildRequest(
      contextWith({ post: () => Promise.reject(limit) }),
      INPUTS,
      {},
      Date.now()
    )
    expect(outcome.kind).toBe('refused')
    expect((limit as TravisApiError).hint).toBe(
      'Travis CI allows a limited number of API build requests per hour on this repository for this token (max_requests ?, per_seconds ?); nothing was sent again: run again once the window has moved on.'
    )
  })

  it("a lost answer: requests of another event, from before the run or with no time are not this run's", async () => {
    const started = Date.parse('2026-11-28T12:00:00Z')
    const request = (id: number, fields: Record<string, unknown>) => ({
      id,
      state: 'finished',
      result: 'approved',
      message: null,
      builds: [],
      ...fields
    })
    const requests = [
      request(5, { event_type: 'push', created_at: '2026-11-28T12:00:01Z' }),
      request(4, { event_type: 'api', created_at: '2026-11-28T11:59:58Z' }),
      request(3, { event_type: 'api' }),
      request(2, { created_at: '2026-11-28T12:00:00Z', branch_name: 'other' }),
      request(1, { created_at: '2026-11-28T12:00:00Z', commit: { message: 'theirs' } })
    ]
    const outcome = await sendBuildRequest(
      contextWith({
        post: () => Promise.reject(failed(0)),
        get: async () => ({ requests })
      }),
      INPUTS,
      {},
      started + 400
    )
    expect(outcome.kind).toBe('unknown')
    expect(String((outcome as { failure: Error }).failure.message)).toContain(
      'No build request created since the run started is among'
    )
  })
})

describe('trigger-build', () => {
  it('a request the gatekeeper ended without a build fails saying how it ended', async () => {
    const context = contextWith({
      post: async () => ({ request: { id: 7 }, remaining_requests: 9 }),
      get: async () => ({
        id: 7,
        state: 'error',
        result: null,
        message: 'config error',
        builds: []
      })
    })
    const result = await triggerBuild(context, INPUTS)
    expect(result.failure).toBe('build request 7 ended error without a build: config error.')
    expect(result.build).toBeNull()
  })
})
