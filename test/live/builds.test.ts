// The builds operations against the real travis-api, with the kit playing travis-gatekeeper, the
// workers and travis-hub while the action waits (travis-api-live/README.md "The build pipeline"):
// a passed build, a failed job, a rejected request, the request limit, a lost POST answer, wait
// by build id, cancel running and finished, restart newest and with a read-only token,
// list-builds with filters; each read back from the server.
import { beforeEach, describe, expect, it } from 'vitest'
import { askServer, control, gatekeeper, held, seedKit } from './kit.js'
import {
  expectFailure,
  expectSuccess,
  jsonOutput,
  runLive,
  summaryOf,
  useRecorder,
  type LiveRun
} from './helpers.js'
import { baseSeed, daysAgo, READONLY_TOKEN, REPO } from './seed.js'

useRecorder()

const PATH = '/repo/octo-org%2Fprivate-repo'
/** Fast polls: the kit's pipeline moves when the test says. */
const WAIT = { wait: 'true', 'poll-seconds': '2' }

/** Seeded builds, in creation order: ids 1…; `ci` has a running build, `feature` a failed one. */
beforeEach(async () => {
  await seedKit(
    baseSeed({
      repo: {
        branches: [
          {
            name: 'main',
            builds: [
              { state: 'passed', started_at: daysAgo(3) },
              { state: 'failed', started_at: daysAgo(2) }
            ]
          },
          { name: 'feature', builds: [{ state: 'failed', started_at: daysAgo(1.5) }] },
          { name: 'ci', builds: [{ state: 'started', started_at: daysAgo(0.01) }] }
        ]
      }
    })
  )
})

const setState = (id: number, body: unknown) => control(`/builds/${id}`, body)

/** The build `id` as the server holds it. */
const heldBuild = (id: number) => held<{ state: string; number: string }>(`/build/${id}`)

function posts(run: LiveRun): string[] {
  return run.requests.filter((line) => line.startsWith('POST'))
}

describe('trigger-build', () => {
  it('a passed build: the request becomes a build, followed to its end', async () => {
    const running = runLive({
      operation: 'trigger-build',
      repo: REPO,
      branch: 'main',
      message: 'live: passed',
      ...WAIT
    })
    const { build_id: id = 0 } = await gatekeeper({ jobs: 2 })
    await setState(id, { state: 'started', jobs: ['started', 'queued'] })
    await new Promise((resolve) => setTimeout(resolve, 2500))
    await setState(id, { state: 'passed', jobs: ['passed', 'passed'] })
    const run = await running
    expectSuccess(run, true)
    expect(posts(run)).toEqual([`POST ${PATH}/requests`])
    const build = await heldBuild(id)
    expect(run.outputs).toMatchObject({
      'build-id': String(id),
      'build-number': build.number,
      'build-state': 'passed'
    })
    expect(jsonOutput<Array<{ state: string }>>(run, 'jobs').map((job) => job.state)).toEqual([
      'passed',
      'passed'
    ])
    const requests = await held<{ requests: Array<{ id: number; commit: { message: string } }> }>(
      `${PATH}/requests?limit=5`
    )
    expect(requests.requests.filter((r) => r.commit?.message === 'live: passed')).toHaveLength(1)
    expect(run.stdout).toMatch(/build #\d+ started: 0 of 2 jobs passed, 1 running, 1 queued/)
    expect(summaryOf(run, 'trigger-build', REPO)).toContain(
      `Triggered build #${build.number}: ✓ passed on main`
    )
  })

  it('a failed job fails the step, naming it', async () => {
    const running = runLive({ operation: 'trigger-build', repo: REPO, branch: 'main', ...WAIT })
    const { build_id: id = 0, number } = await gatekeeper({ jobs: 2, state: 'started' })
    await setState(id, { state: 'failed', jobs: ['passed', 'failed'] })
    const run = await running
    expectFailure(run, 'trigger-build', REPO, `build #${number} failed: ${number}.2 (failed).`)
    expect(run.outputs['build-state']).toBe('failed')
  })

  it("a rejected request fails with the gatekeeper's message, and no build is made", async () => {
    const running = runLive({
      operation: 'trigger-build',
      repo: REPO,
      branch: 'gone',
      'poll-seconds': '2'
    })
    const { request_id } = await gatekeeper({
      reject: 'Branch "gone" not included per configuration.'
    })
    const run = await running
    expectFailure(
      run,
      'trigger-build',
      REPO,
      `Travis CI rejected build request ${request_id}: Branch "gone" not included per configuration.`
    )
    expect(run.outputs['build-id']).toBe('')
  })

  it('the request limit: 429 request_limit_reached fails at once with its figures', async () => {
    // Ten accepted requests in the hour (remaining_requests counts before each: 10 … 1).
    for (let i = 0; i < 10; i++) {
      expect((await askServer('POST', `${PATH}/requests`, { body: {} })).status).toBe(202)
    }
    const run = await runLive({ operation: 'trigger-build', repo: REPO, retries: '3' })
    expectFailure(
      run,
      'trigger-build',
      REPO,
      'HTTP 429 request_limit_reached',
      'max_requests 10, per_seconds 3600'
    )
    // The POST alone: nothing read before it, nothing sent again.
    expect(run.requests).toEqual([`POST ${PATH}/requests`])
  })

  it('a lost POST answer: the request is found among the newest, followed, and made once', async () => {
    const running = runLive(
      {
        operation: 'trigger-build',
        repo: REPO,
        branch: 'main',
        message: 'live: lost answer',
        retries: '3',
        'poll-seconds': '2'
      },
      { losesAnswer: (request) => request.method === 'POST' }
    )
    const { request_id } = await gatekeeper({ jobs: 1 })
    const run = await running
    expectSuccess(run, true)
    expect(posts(run)).toEqual([`POST ${PATH}/requests`])
    expect(run.requests.slice(0, 2)).toEqual([
      `POST ${PATH}/requests`,
      `GET ${PATH}/requests?limit=25`
    ])
    expect(run.outputs['request-id']).toBe(String(request_id))
    const requests = await held<{ requests: Array<{ commit: { message: string } | null }> }>(
      `${PATH}/requests?limit=5`
    )
    expect(requests.requests.filter((r) => r.commit?.message === 'live: lost answer')).toHaveLength(
      1
    )
  })

  it("a lost POST that never reached the server: an earlier run's request on the branch is not taken for it", async () => {
    // Another run's request on the same branch and message, taken by the gatekeeper, 3.5 s before
    // this run: older by the server's clock than the bound, which may be up to 2 s (whole
    // seconds) plus an answer's way early.
    const body = { 'request.branch': 'main', 'request.message': 'live: same words' }
    expect((await askServer('POST', `${PATH}/requests`, { body })).status).toBe(202)
    await gatekeeper({ jobs: 1 })
    await new Promise((resolve) => setTimeout(resolve, 3500))
    const run = await runLive(
      { operation: 'trigger-build', repo: REPO, branch: 'main', message: 'live: same words' },
      {
        answersInstead: (request) =>
          request.method === 'POST' ? { status: 502, body: 'Bad Gateway', forward: false } : null
      }
    )
    expectFailure(
      run,
      'trigger-build',
      REPO,
      'HTTP 502',
      'No build request made since',
      'it may still appear'
    )
    expect(run.requests).toEqual([`POST ${PATH}/requests`, `GET ${PATH}/requests?limit=25`])
    expect(run.outputs['request-id'] ?? '').toBe('')
    expect(run.outputs['build-id'] ?? '').toBe('')
  })

  it("a lost POST that never reached the server: another run's request is adopted, then refused once taken", async () => {
    const run = await runLive(
      {
        operation: 'trigger-build',
        repo: REPO,
        branch: 'release',
        message: 'mine',
        'poll-seconds': '2'
      },
      {
        beforeForward: async (request) => {
          // Another run triggers master just as this run's POST is lost on its way.
          if (request.method === 'POST') {
            const other = { 'request.branch': 'master' }
            expect((await askServer('POST', `${PATH}/requests`, { body: other })).status).toBe(202)
          }
          // travis-gatekeeper takes it before this run reads the adopted request.
          if (/\/request\/\d+$/.test(request.url)) await gatekeeper({ jobs: 1 })
        },
        answersInstead: (request) =>
          request.method === 'POST' ? { status: 502, body: 'Bad Gateway', forward: false } : null
      }
    )
    expectFailure(
      run,
      'trigger-build',
      REPO,
      "found after the POST's answer was lost, is not this run's",
      "branch 'master', not 'release'",
      "This run's request may still appear"
    )
    expect(run.requests.slice(0, 2)).toEqual([
      `POST ${PATH}/requests`,
      `GET ${PATH}/requests?limit=25`
    ])
    expect(posts(run)).toEqual([`POST ${PATH}/requests`])
    expect(run.outputs['build-id'] ?? '').toBe('')
    expect(run.outputs['build-state'] ?? '').toBe('')
  })
})

describe('wait, cancel, restart, list', () => {
  it('wait-for-build by build id follows the running build to its end', async () => {
    const [ci] = (await held<{ builds: Array<{ id: number }> }>(`${PATH}/builds?branch.name=ci`))
      .builds
    const id = ci?.id ?? 0
    const running = runLive({
      operation: 'wait-for-build',
      repo: REPO,
      'build-id': String(id),
      'poll-seconds': '2'
    })
    await new Promise((resolve) => setTimeout(resolve, 500))
    await setState(id, { state: 'passed' })
    const run = await running
    expectSuccess(run)
    expect(run.outputs['build-state']).toBe('passed')
    // Only reads of the build, one after the other: the first, then one per poll until it passed.
    expect(run.requests.length).toBeGreaterThan(0)
    expect(new Set(run.requests)).toEqual(
      new Set([`GET /build/${id}?include=build.jobs%2Cjob.state%2Cjob.config`])
    )
    expect(run.maxInFlight).toBe(1)
  })

  it('cancel-build of a running build: 202, and travis-hub cancels it', async () => {
    const run = await runLive({ operation: 'cancel-build', repo: REPO, branch: 'ci' })
    expectSuccess(run, true)
    const id = Number(run.outputs['build-id'])
    await control('/hub')
    expect((await heldBuild(id)).state).toBe('canceled')
  })

  it('cancel-build of a finished build: build_not_cancelable is success, changed false', async () => {
    const run = await runLive({ operation: 'cancel-build', repo: REPO, branch: 'feature' })
    expectSuccess(run, false)
    expect(run.notices[0]).toContain('has finished already (Travis CI: build_not_cancelable)')
  })

  it('cancel-build whose answer is lost after travis-api queued it: read back canceled once travis-hub applied it, sent once', async () => {
    let posted = false
    const run = await runLive(
      { operation: 'cancel-build', repo: REPO, branch: 'ci', retries: '1' },
      {
        beforeForward: async (request) => {
          // travis-hub applies the queued cancel before the action reads the build back.
          if (posted && request.method === 'GET') await control('/hub')
          if (request.method === 'POST') posted = true
        },
        losesAnswer: (request) => request.method === 'POST'
      }
    )
    expectSuccess(run, true)
    const id = Number(run.outputs['build-id'])
    expect(posts(run)).toEqual([`POST /build/${id}/cancel`])
    // What the server holds, and what the action says: canceled, not a cancel still queued.
    expect((await heldBuild(id)).state).toBe('canceled')
    expect(run.outputs['build-state']).toBe('canceled')
  })

  it('cancel-build answered 502 without reaching travis-api: read back running, sent again, queued', async () => {
    let refused = false
    const run = await runLive(
      { operation: 'cancel-build', repo: REPO, branch: 'ci', retries: '1' },
      {
        answersInstead: (request) => {
          if (request.method !== 'POST' || refused) return null
          refused = true
          return { status: 502, body: 'Bad Gateway', forward: false }
        }
      }
    )
    expectSuccess(run, true)
    const id = Number(run.outputs['build-id'])
    expect(posts(run)).toEqual([`POST /build/${id}/cancel`, `POST /build/${id}/cancel`])
    expect(run.outputs['build-state']).toBe('cancel-pending')
    await control('/hub')
    expect((await heldBuild(id)).state).toBe('canceled')
  })

  it('cancel-build of a build that finishes between its read and the cancel: 409, read once more, shown as it ended', async () => {
    const run = await runLive(
      { operation: 'cancel-build', repo: REPO, branch: 'ci' },
      {
        beforeForward: async (request) => {
          const finished = /^\/build\/(\d+)\/cancel$/.exec(request.url)
          if (finished) await control(`/builds/${finished[1]}`, { state: 'passed' })
        }
      }
    )
    expectSuccess(run, false)
    const id = Number(run.outputs['build-id'])
    expect((await heldBuild(id)).state).toBe('passed')
    expect(run.outputs['build-state']).toBe('passed')
    expect(run.notices).toEqual([
      `build #${run.outputs['build-number']} (id ${id}) has finished already (passed); nothing to cancel.`
    ])
  })

  it("restart-build of the branch's newest build: travis-hub restarts it", async () => {
    const run = await runLive({ operation: 'restart-build', repo: REPO, branch: 'main' })
    expectSuccess(run, true)
    const id = Number(run.outputs['build-id'])
    expect(posts(run)).toEqual([`POST /build/${id}/restart`])
    await control('/hub')
    expect((await heldBuild(id)).state).toBe('created')
  })

  it('restart-build of a running build: refused before sending, as the server refuses it (409 build_already_running)', async () => {
    const run = await runLive({ operation: 'restart-build', repo: REPO, branch: 'ci' })
    expectFailure(run, 'restart-build', REPO, 'Travis CI: build_already_running', 'cancel it first')
    expect(posts(run)).toEqual([])
    const [ci] = (await held<{ builds: Array<{ id: number }> }>(`${PATH}/builds?branch.name=ci`))
      .builds
    const id = ci?.id ?? 0
    // What the action spares the server: its own answer to such a restart.
    const answer = await askServer('POST', `/build/${id}/restart`)
    expect([answer.status, (answer.json as { error_type?: string }).error_type]).toEqual([
      409,
      'build_already_running'
    ])
    expect((await heldBuild(id)).state).toBe('started')
  })

  it('cancel-build: build-state cancel-pending until travis-hub cancels it', async () => {
    const run = await runLive({ operation: 'cancel-build', repo: REPO, branch: 'ci' })
    expectSuccess(run, true)
    expect(run.outputs['build-state']).toBe('cancel-pending')
    expect(summaryOf(run, 'cancel-build', REPO)).toContain('cancel queued for Travis CI')
  })

  it('restart-build with a read-only token: 403 names the permission', async () => {
    const run = await runLive({
      operation: 'restart-build',
      repo: REPO,
      branch: 'main',
      'travis-token': READONLY_TOKEN
    })
    expectFailure(
      run,
      'restart-build',
      REPO,
      "lacks the 'restart' permission on build",
      'repository_build_restart'
    )
  })

  it('list-builds with filters: what the server holds, newest first', async () => {
    const run = await runLive({
      operation: 'list-builds',
      repo: REPO,
      state: 'failed',
      limit: '10'
    })
    expectSuccess(run)
    const listed = jsonOutput<Array<{ id: number; branch: string; state: string }>>(run, 'builds')
    const server = await held<{ builds: Array<{ id: number }> }>(
      `${PATH}/builds?build.state=failed`
    )
    expect(listed.map((build) => build.id)).toEqual(server.builds.map((build) => build.id))
    expect(listed.map((build) => build.branch)).toEqual(['feature', 'main'])
    const main = await runLive({ operation: 'list-builds', repo: REPO, branch: 'main' })
    expect(jsonOutput<unknown[]>(main, 'builds')).toHaveLength(2)
  })
})
