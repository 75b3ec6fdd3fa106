// The build request's answers e2e cannot make the fake give: a 429 without its figures, a lost
// answer among requests that are not this run's (another event, not newer than before the POST,
// another branch, message or sha), an adopted request checked once taken, and a request the
// gatekeeper ended without a build.
import { describe, expect, it } from 'vitest'
import type { InputsFor } from '../../../../src/inputs/parsed.js'
import {
  checkAdopted,
  sendBuildRequest
} from '../../../../src/operations/builds/request-recovery.js'
import { triggerBuild } from '../../../../src/operations/builds/trigger.js'
import { ServerClock } from '../../../../src/travis/server-clock.js'
import { TravisApiError } from '../../../../src/travis/errors.js'
import { clientBasics, standInContext } from '../../../support/client.js'

const INPUTS: InputsFor<'trigger-build'> = {
  operation: 'trigger-build',
  branch: 'main',
  message: 'ours',
  sha: '',
  config: null,
  mergeMode: 'deep_merge_append',
  wait: false,
  plan: {
    minutes: 1,
    pollSeconds: 2,
    failOnBuildFailure: true,
    cancelOnAbort: false,
    showLogs: 'none',
    logLines: 30,
    logsDir: null
  },
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

describe('sendBuildRequest', () => {
  it('a 429 without its figures still says what it is, and is refused', async () => {
    const limit = failed(429, { '@type': 'error', error_type: 'request_limit_reached' })
    const outcome = await sendBuildRequest(
      standInContext({ send: () => Promise.reject(limit) }),
      INPUTS,
      {}
    )
    expect(outcome.kind).toBe('refused')
    expect((limit as TravisApiError).hint).toBe(
      'Travis CI allows a limited number of API build requests per hour on this repository for this token (max_requests ?, per_seconds ?); nothing was sent again: run again once the window has moved on.'
    )
  })

  it("a lost answer: requests of another event, made before the POST by the server's clock, undated, or with another branch, message or sha are not this run's", async () => {
    const request = (id: number, createdAt: string | undefined, fields: object = {}) => ({
      id,
      state: 'finished',
      result: 'approved',
      message: null,
      builds: [],
      ...(createdAt === undefined ? {} : { created_at: createdAt }),
      branch_name: 'main',
      commit: { message: 'ours', sha: 'C'.repeat(40) },
      ...fields
    })
    // The server's clock: 12:00:10 when the runner's monotonic clock reads 3 s; the POST goes
    // out at 1 s, so no request of this run was made before 12:00:08 on the server.
    let monotonic = 1000
    const clock = new ServerClock(() => monotonic)
    const requests = [
      request(7, '2026-11-28T12:00:09Z', { event_type: 'push' }),
      request(6, '2026-11-28T12:00:09Z', { commit: { message: 'ours', sha: 'd'.repeat(40) } }),
      request(5, '2026-11-28T12:00:09Z', { branch_name: 'other' }),
      request(4, '2026-11-28T12:00:09Z', { commit: { message: 'theirs', sha: 'c'.repeat(40) } }),
      request(3, undefined),
      // Ours in every field, but made a second before the POST by the server's clock.
      request(2, '2026-11-28T12:00:07Z', { event_type: 'api' })
    ]
    const sent: string[] = []
    const context = standInContext({
      ...clientBasics(clock),
      send: () => {
        sent.push('POST')
        monotonic = 3000
        return Promise.reject(failed(0))
      },
      get: async (path: string) => {
        sent.push(`GET ${path}`)
        clock.heard('Sat, 28 Nov 2026 12:00:10 GMT')
        return { requests }
      }
    })
    const inputs = { ...INPUTS, sha: 'c'.repeat(40) }
    const outcome = await sendBuildRequest(context, inputs, {})
    expect(outcome.kind).toBe('unknown')
    expect(String((outcome as { failure: Error }).failure.message)).toContain(
      "No build request made since 2026-11-28T12:00:08Z (Travis CI's clock, when the POST was sent) is among the repository's newest requests"
    )
    expect(sent).toEqual(['POST', 'GET /repo/octo-org%2Fhello/requests'])
    // Request 2 made at 12:00:08 instead: it is the one (its sha compared in any case).
    const atTheSecond = request(2, '2026-11-28T12:00:08Z')
    requests.splice(5, 1, atTheSecond)
    monotonic = 1000
    const found = await sendBuildRequest(context, inputs, {})
    expect(found).toEqual({ kind: 'done', done: { request: { id: 2 }, adopted: true } })
  })

  it('a lost answer when no answer carried a Date header: which requests are new cannot be told', async () => {
    const context = standInContext({
      send: () => Promise.reject(failed(502)),
      get: async () => ({ requests: [] })
    })
    const outcome = await sendBuildRequest(context, INPUTS, {})
    expect(outcome.kind).toBe('unknown')
    expect(String((outcome as { failure: Error }).failure.message)).toContain(
      "Travis CI's answers carry no Date header, so the action cannot tell which of the repository's requests were made after its POST"
    )
  })
})

describe('checkAdopted', () => {
  const taken = (fields: Record<string, unknown>) => ({
    id: 9,
    state: 'finished',
    result: 'approved',
    message: null,
    builds: [],
    ...fields
  })

  it("a request taken without branch or commit shown (rejected before it had one) is unknown, not another run's; no read is sent", async () => {
    const context = standInContext({ get: () => Promise.reject(new Error('no read expected')) })
    const inputs = { ...INPUTS, branch: '', sha: 'c'.repeat(40) }
    expect(await checkAdopted(context, inputs, taken({ result: 'rejected' }))).toEqual({
      verdict: 'unknown'
    })
  })

  it('a field it shows that differs from what was sent makes it not ours', async () => {
    const context = standInContext({ get: () => Promise.reject(new Error('no read expected')) })
    const request = taken({ branch_name: 'other', commit: { message: 'ours', sha: null } })
    expect(await checkAdopted(context, INPUTS, request)).toEqual({
      verdict: 'not-ours',
      why: "Build request 9, found after the POST's answer was lost, is not this run's: Travis CI took it with branch 'other', not 'main'. This run's request may still appear: look at the repository's requests on Travis CI before triggering again."
    })
  })

  it('the default branch, our message and sha (in any case) are ours', async () => {
    const paths: string[] = []
    const context = standInContext({
      get: async (path: string) => {
        paths.push(path)
        return { name: 'trunk', default_branch: true }
      }
    })
    const request = taken({
      branch_name: 'trunk',
      commit: { message: 'ours', sha: 'C'.repeat(40) }
    })
    const inputs = { ...INPUTS, branch: '', sha: 'c'.repeat(40) }
    expect(await checkAdopted(context, inputs, request)).toEqual({ verdict: 'ours' })
    expect(paths).toEqual(['/repo/octo-org%2Fhello/branch/trunk'])
  })
})

describe('trigger-build', () => {
  it('a request the gatekeeper ended without a build fails saying how it ended', async () => {
    const context = standInContext({
      send: async () => ({ request: { id: 7 }, remaining_requests: 9 }),
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
