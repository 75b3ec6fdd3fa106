// wait-for-build, restart-build and cancel-build: one build by 'build-id' or the newest of
// 'branch'; what the server answers (409s, 403) as the user reads it; a write whose answer is lost
// settled by reading; an answer about another build than the one asked for; a 'build-id' of
// another repository than 'repo'; and a cancelled workflow, with and without 'cancel-on-abort'.
import { afterEach, describe, expect, it } from 'vitest'
import {
  REPO,
  REPO_PATH,
  TOKEN,
  closeFakes,
  demoRepo,
  expectFailure,
  expectSuccess,
  fakeTravis,
  requestLines,
  run,
  summaryText,
  type FakeTravis
} from '../helpers.js'

afterEach(closeFakes)

type Step = string | { state: string; jobs?: string[] }

/** A branch `ci` whose one build has two jobs in `state`, then shows `script` read by read. */
function ciBuild(fake: FakeTravis, state: string, script: Step[] = []) {
  const branch = fake.state.addBranch(demoRepo(fake), {
    name: 'ci',
    builds: [{ state, finishedAt: null, eventType: 'api' }]
  })
  const build = branch.builds[0]
  if (!build) throw new Error('no build')
  Object.assign(build, {
    jobs: [
      { id: 90001, number: `${build.number}.1`, state },
      { id: 90002, number: `${build.number}.2`, state }
    ],
    script
  })
  return build
}

/** Another build of the demo repository, in `state`, and its body as the server gives it. */
async function otherBuild(fake: FakeTravis, state: string) {
  const other = fake.state.addBranch(demoRepo(fake), { name: 'other', builds: [{ state }] })
    .builds[0]
  if (!other) throw new Error('no build')
  const response = await fetch(`${fake.url}/build/${other.id}?include=build.jobs,job.state`, {
    headers: { authorization: `token ${TOKEN}`, 'travis-api-version': '3' }
  })
  const body: unknown = await response.json()
  fake.clearRequests()
  return { other, body }
}

const withJobs = (id: number) => `GET /build/${id}?include=build.jobs%2Cjob.state%2Cjob.config`
const NEWEST_CI = `GET ${REPO_PATH}/builds?branch.name=ci&include=build.jobs%2Cjob.state%2Cjob.config&limit=1`

describe('wait-for-build', () => {
  it("by 'build-id': reads the build until it finishes, one read at a time", async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'started', [
      'started',
      { state: 'passed', jobs: ['passed', 'passed'] }
    ])
    const result = await run(fake, {
      operation: 'wait-for-build',
      'build-id': String(build.id),
      'poll-seconds': '2'
    })
    expectSuccess(result)
    expect(requestLines(fake)).toEqual([withJobs(build.id), withJobs(build.id)])
    expect(result.outputs).toMatchObject({ 'build-state': 'passed', 'build-id': String(build.id) })
    expect(summaryText(result, 'wait-for-build')).toContain(
      `Waited for build #${build.number}: ✓ passed on ci`
    )
  })

  it("by 'branch': its newest build", async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'failed')
    const result = await run(fake, { operation: 'wait-for-build', branch: 'ci' })
    expectFailure(
      result,
      'wait-for-build',
      REPO,
      `build #${build.number} failed: ${build.number}.1 (failed), ${build.number}.2 (failed).`
    )
    // The build had finished: each failed job's log read once ('show-logs: failed').
    expect(requestLines(fake)).toEqual([
      NEWEST_CI,
      'GET /job/90001/log.txt',
      'GET /job/90002/log.txt'
    ])
  })

  it("needs 'build-id' or 'branch', not both and not neither; nothing is sent", async () => {
    const fake = await fakeTravis()
    const neither = await run(fake, { operation: 'wait-for-build' })
    expectFailure(neither, 'wait-for-build', REPO, "wait-for-build needs 'build-id'")
    const both = await run(fake, { operation: 'wait-for-build', branch: 'ci', 'build-id': '7' })
    expectFailure(both, 'wait-for-build', REPO, "Inputs 'build-id' and 'branch' are both set")
    const bad = await run(fake, { operation: 'wait-for-build', 'build-id': '12a' })
    expectFailure(
      bad,
      'wait-for-build',
      REPO,
      "Input 'build-id' must be a Travis CI build id",
      "got '12a'"
    )
    expect(fake.requests).toEqual([])
  })

  it('an unknown build or a branch without builds is said so', async () => {
    const fake = await fakeTravis()
    const unknown = await run(fake, { operation: 'wait-for-build', 'build-id': '999999' })
    expectFailure(unknown, 'wait-for-build', REPO, 'build is unknown', "Check 'build-id'")
    const none = await run(fake, { operation: 'wait-for-build', branch: 'never-built-1' })
    expectFailure(
      none,
      'wait-for-build',
      REPO,
      "branch 'never-built-1' has no builds on Travis CI."
    )
  })

  it('a poll answered 200 with another build (a cache, a server bug) is not taken for it: the gate does not pass', async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'started', [
      'started',
      { state: 'failed', jobs: ['failed', 'failed'] }
    ])
    const { other, body } = await otherBuild(fake, 'passed')
    // The first read as the server gives it; the first poll answered with the other build.
    fake.failNext({ method: 'GET', pathIncludes: `/build/${build.id}?` })
    fake.failNext({ method: 'GET', pathIncludes: `/build/${build.id}?`, status: 200, body })
    const result = await run(fake, {
      operation: 'wait-for-build',
      'build-id': String(build.id),
      'poll-seconds': '2'
    })
    expectFailure(
      result,
      'wait-for-build',
      REPO,
      `${withJobs(build.id)} answered HTTP 200 without the fields of a build with id ${build.id}`,
      `id is not ${build.id}`
    )
    // Never followed: no read of the other build, and the outputs are this build's.
    expect(requestLines(fake)).toEqual([withJobs(build.id), withJobs(build.id)])
    expect(result.outputs['build-id']).toBe(String(build.id))
    expect(result.outputs['build-state']).not.toBe('passed')
    expect(result.stdout).not.toContain(`#${other.number}`)
  })

  it("a cancelled workflow with 'cancel-on-abort' cancels the Travis build and says so", async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'started')
    const firstRead = new Promise<void>((resolve) => fake.onRequest(() => resolve()))
    const result = await run(
      fake,
      {
        operation: 'wait-for-build',
        'build-id': String(build.id),
        'cancel-on-abort': 'true',
        'poll-seconds': '60'
      },
      {
        interrupt: {
          signal: 'SIGINT',
          when: firstRead.then(() => new Promise((r) => setTimeout(r, 300)))
        }
      }
    )
    expectFailure(
      result,
      'wait-for-build',
      REPO,
      'the workflow was cancelled while waiting for',
      "Travis CI accepted the cancel of the build ('cancel-on-abort') and applies it shortly."
    )
    expect(requestLines(fake)).toEqual([withJobs(build.id), `POST /build/${build.id}/cancel`])
    expect(build.state).toBe('canceled')
    // What the action knows: the cancel is queued, not that the build shows canceled.
    expect(result.outputs['build-state']).toBe('cancel-pending')
  })

  it("'cancel-on-abort' does not wait for a poll read without an answer: the cancel goes out first, and the read is not sent again", async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'started')
    // The poll's read gets no answer until the cancel arrives (or, without the fix, 8 s pass).
    let releasedBy = ''
    let release: (by: string) => void = () => {}
    const answered = new Promise<void>((resolve) => {
      release = (by) => {
        releasedBy ||= by
        resolve()
      }
    })
    const fallback = setTimeout(() => release('fallback'), 8000)
    // The first read (of the build to wait for) is answered at once, the second is held, then
    // fails (502): a read the workflow cancelled is not retried.
    fake.failNext({ method: 'GET', pathIncludes: `/build/${build.id}?` })
    fake.failNext({
      method: 'GET',
      pathIncludes: `/build/${build.id}?`,
      holdUntil: answered,
      status: 502
    })
    const pollRead = new Promise<void>((resolve) =>
      fake.onRequest((request) => {
        if (request.method === 'POST') release('cancel')
        if (fake.requests.length === 2) resolve()
      })
    )
    const result = await run(
      fake,
      {
        operation: 'wait-for-build',
        'build-id': String(build.id),
        'cancel-on-abort': 'true',
        'poll-seconds': '2',
        retries: '3'
      },
      {
        interrupt: {
          signal: 'SIGINT',
          when: pollRead.then(() => new Promise((r) => setTimeout(r, 300)))
        }
      }
    )
    clearTimeout(fallback)
    expectFailure(
      result,
      'wait-for-build',
      REPO,
      "Travis CI accepted the cancel of the build ('cancel-on-abort') and applies it shortly."
    )
    expect(releasedBy).toBe('cancel')
    expect(requestLines(fake)).toEqual([
      withJobs(build.id),
      withJobs(build.id),
      `POST /build/${build.id}/cancel`
    ])
  })

  it("without 'cancel-on-abort' the Travis build goes on, and the user is told how to stop it", async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'queued')
    const firstRead = new Promise<void>((resolve) => fake.onRequest(() => resolve()))
    const result = await run(
      fake,
      { operation: 'wait-for-build', 'build-id': String(build.id), 'poll-seconds': '60' },
      {
        interrupt: {
          signal: 'SIGTERM',
          when: firstRead.then(() => new Promise((r) => setTimeout(r, 300)))
        }
      }
    )
    expectFailure(
      result,
      'wait-for-build',
      REPO,
      "the Travis CI build goes on (set 'cancel-on-abort: true'"
    )
    expect(requestLines(fake)).toEqual([withJobs(build.id)])
    expect(build.state).toBe('queued')
  })
})

describe('restart-build', () => {
  it("restarts the newest build of 'branch'; changed is true", async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'failed')
    const result = await run(fake, { operation: 'restart-build', branch: 'ci' })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([NEWEST_CI, `POST /build/${build.id}/restart`])
    expect(build.state).toBe('created')
    // The build read before the restart shows its old state: travis-hub restarts it after the 202.
    expect(summaryText(result, 'restart-build')).toContain(
      `Restarted build #${build.number}: restart queued for Travis CI (the build showed ✗ failed) on ci`
    )
    expect(result.outputs['build-state']).toBe('restart-pending')
  })

  it('with wait, waits for the restarted build, not the old result', async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'failed')
    fake.state.pipeline.states = ['started', { state: 'passed', jobs: ['passed', 'passed'] }]
    const result = await run(fake, {
      operation: 'restart-build',
      'build-id': String(build.id),
      wait: 'true',
      'poll-seconds': '2'
    })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([
      withJobs(build.id),
      `POST /build/${build.id}/restart`,
      withJobs(build.id),
      withJobs(build.id)
    ])
    expect(result.outputs['build-state']).toBe('passed')
  })

  it('a running build cannot be restarted: refused as travis-api would (409 build_already_running), nothing sent', async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'started')
    const result = await run(fake, { operation: 'restart-build', 'build-id': String(build.id) })
    expectFailure(
      result,
      'restart-build',
      REPO,
      'is still running (started; Travis CI: build_already_running)',
      'cancel it first (cancel-build)'
    )
    expect(requestLines(fake)).toEqual([withJobs(build.id)])
  })

  it('a 409 build_already_running (the build started since it was read) is explained', async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'created')
    // It starts between the action's read and its restart.
    fake.onRequest((request) => {
      if (request.method === 'POST') build.state = 'started'
    })
    const result = await run(fake, { operation: 'restart-build', 'build-id': String(build.id) })
    expectFailure(
      result,
      'restart-build',
      REPO,
      'is still running (created; Travis CI: build_already_running)'
    )
    expect(requestLines(fake)).toEqual([withJobs(build.id), `POST /build/${build.id}/restart`])
  })

  it('with wait, a running build whose restart would be lost is refused before sending, not "applied" when it ends by itself', async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'started', [
      'started',
      { state: 'failed', jobs: ['failed', 'failed'] }
    ])
    fake.failNext({ method: 'POST', pathIncludes: '/restart', status: 502 })
    const result = await run(fake, {
      operation: 'restart-build',
      'build-id': String(build.id),
      wait: 'true',
      'poll-seconds': '2'
    })
    expectFailure(result, 'restart-build', REPO, 'is still running (started')
    expect(result.stdout).not.toContain('the restart was applied')
    expect(result.outputs.changed).not.toBe('true')
    expect(requestLines(fake)).toEqual([withJobs(build.id)])
  })

  it('a lost answer for a created build that then finishes by itself: the outcome is unknown, not "applied"', async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'created', [
      'created',
      { state: 'failed', jobs: ['failed', 'failed'] }
    ])
    fake.failNext({ method: 'POST', pathIncludes: '/restart', status: 502 })
    const result = await run(fake, {
      operation: 'restart-build',
      'build-id': String(build.id),
      wait: 'true',
      'poll-seconds': '2'
    })
    expectFailure(
      result,
      'restart-build',
      REPO,
      'HTTP 502',
      'may have been applied',
      'was created and now shows failed, which it may have reached by itself',
      'a second restart would restart it again'
    )
    expect(result.stdout).not.toContain('the restart was applied')
    expect(result.outputs.changed).not.toBe('true')
    expect(requestLines(fake)).toEqual([
      withJobs(build.id),
      `POST /build/${build.id}/restart`,
      withJobs(build.id)
    ])
  })

  it('a token without the permission: 403 names it', async () => {
    const fake = await fakeTravis()
    fake.tokens['read-only-token'] = { user: 'reader', buildWrite: false }
    const build = ciBuild(fake, 'passed')
    const result = await run(fake, {
      operation: 'restart-build',
      'build-id': String(build.id),
      'travis-token': 'read-only-token'
    })
    expectFailure(
      result,
      'restart-build',
      REPO,
      "lacks the 'restart' permission on build",
      'repository_build_restart'
    )
    expect(build.state).toBe('passed')
  })

  it('a lost answer is settled by reading the build: restarted, and not sent again', async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'errored')
    fake.failNext({
      method: 'POST',
      pathIncludes: '/restart',
      dropConnection: true,
      afterHandling: true
    })
    const result = await run(fake, {
      operation: 'restart-build',
      'build-id': String(build.id),
      retries: '3'
    })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([
      withJobs(build.id),
      `POST /build/${build.id}/restart`,
      withJobs(build.id)
    ])
  })

  it('a lost answer with the build unchanged is "may have been applied", never a second restart', async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'errored')
    fake.failNext({ method: 'POST', pathIncludes: '/restart', status: 503 })
    const result = await run(fake, {
      operation: 'restart-build',
      'build-id': String(build.id),
      retries: '3'
    })
    expectFailure(
      result,
      'restart-build',
      REPO,
      'HTTP 503',
      'may have been applied',
      'a second restart would restart it again'
    )
    expect(requestLines(fake).filter((line) => line.startsWith('POST'))).toHaveLength(1)
  })
})

describe('restart-build, what else can happen', () => {
  it('a dry run reads the build only, and says when a restart would be refused', async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'started')
    const result = await run(fake, { operation: 'restart-build', branch: 'ci', 'dry-run': 'true' })
    expectSuccess(result, false)
    expect(requestLines(fake)).toEqual([NEWEST_CI])
    expect(summaryText(result, 'restart-build')).toContain(
      `build #${build.number} (id ${build.id}) is started: a restart would be refused.`
    )
  })

  // travis-api refuses a restart of a received, queued or started build only: a created one
  // takes it (queries/build.rb, build_already_running), so a dry run says what a real run does.
  it('a dry run of a created build says changed=true, as the real run then restarts it', async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'created')
    const dry = await run(fake, { operation: 'restart-build', branch: 'ci', 'dry-run': 'true' })
    expectSuccess(dry, true)
    expect(requestLines(fake)).toEqual([NEWEST_CI])
    expect(summaryText(dry, 'restart-build')).not.toContain('a restart would be refused')
    fake.clearRequests()
    const real = await run(fake, { operation: 'restart-build', branch: 'ci' })
    expectSuccess(real, true)
    expect(requestLines(fake).filter((line) => line.startsWith('POST'))).toEqual([
      `POST /build/${build.id}/restart`
    ])
  })

  it('a lost answer whose read-back fails too: the restart may have been applied', async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'failed')
    fake.failNext({ method: 'POST', pathIncludes: '/restart', status: 502 })
    fake.failNext({ method: 'GET', pathIncludes: `/build/${build.id}?`, status: 500 })
    const result = await run(fake, { operation: 'restart-build', branch: 'ci' })
    expectFailure(
      result,
      'restart-build',
      REPO,
      'HTTP 502',
      'back failed too',
      'may have been applied'
    )
    expect(requestLines(fake).filter((line) => line.startsWith('POST'))).toHaveLength(1)
  })
})

describe('cancel-build', () => {
  it('cancels a running build; changed is true', async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'started')
    const result = await run(fake, { operation: 'cancel-build', 'build-id': String(build.id) })
    expectSuccess(result, true)
    expect(build.state).toBe('canceled')
    // Queued for travis-hub: the build read before the cancel is not shown as the build's state.
    expect(summaryText(result, 'cancel-build')).toContain(
      `Cancel requested for build #${build.number}: cancel queued for Travis CI (the build showed … started)`
    )
    expect(result.outputs['build-state']).toBe('cancel-pending')
  })

  it('a finished build: 409 build_not_cancelable is success with changed false and a notice', async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'passed')
    const result = await run(fake, { operation: 'cancel-build', branch: 'ci' })
    expectSuccess(result, false)
    expect(result.notices).toEqual([
      `build #${build.number} (id ${build.id}) has finished already (Travis CI: build_not_cancelable); nothing to cancel.`
    ])
    expect(requestLines(fake)).toEqual([NEWEST_CI, `POST /build/${build.id}/cancel`])
  })

  it('a lost answer: the build read back; still running, the cancel is sent again', async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'started')
    fake.failNext({ method: 'POST', pathIncludes: '/cancel', status: 502 })
    const result = await run(fake, {
      operation: 'cancel-build',
      'build-id': String(build.id),
      retries: '1'
    })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([
      withJobs(build.id),
      `POST /build/${build.id}/cancel`,
      withJobs(build.id),
      `POST /build/${build.id}/cancel`
    ])
    expect(build.state).toBe('canceled')
  })

  it('a lost answer that had landed: the build reads canceled, nothing more is sent', async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'started')
    fake.failNext({
      method: 'POST',
      pathIncludes: '/cancel',
      dropConnection: true,
      afterHandling: true
    })
    const result = await run(fake, {
      operation: 'cancel-build',
      'build-id': String(build.id),
      retries: '1'
    })
    expectSuccess(result, true)
    expect(requestLines(fake).filter((line) => line.startsWith('POST'))).toHaveLength(1)
    // The build was read canceled: that is its state, not a cancel still queued.
    expect(result.outputs['build-state']).toBe('canceled')
    expect(result.stdout).toContain(
      `build #${build.number} (id ${build.id}) shows canceled: the cancel was applied.`
    )
  })

  it('a lost answer, and the build read back finished by itself: nothing to cancel, shown as it ended', async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'started')
    // The build passes while the cancel's answer is lost on its way (the cancel never arrived).
    fake.onRequest((request) => {
      if (request.method === 'POST') build.state = 'passed'
    })
    fake.failNext({ method: 'POST', pathIncludes: '/cancel', status: 502 })
    const result = await run(fake, { operation: 'cancel-build', 'build-id': String(build.id) })
    expectSuccess(result, false)
    expect(result.outputs['build-state']).toBe('passed')
    expect(result.notices).toEqual([
      `build #${build.number} (id ${build.id}) has finished already (passed); nothing to cancel.`
    ])
  })

  it('a build that ends between its read and the cancel (409): read once more, shown as it ended', async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'started')
    fake.onRequest((request) => {
      if (request.method === 'POST') build.state = 'passed'
    })
    const result = await run(fake, { operation: 'cancel-build', 'build-id': String(build.id) })
    expectSuccess(result, false)
    expect(requestLines(fake)).toEqual([
      withJobs(build.id),
      `POST /build/${build.id}/cancel`,
      withJobs(build.id)
    ])
    expect(result.outputs['build-state']).toBe('passed')
    expect(result.notices).toEqual([
      `build #${build.number} (id ${build.id}) has finished already (passed); nothing to cancel.`
    ])
  })

  it('a cancel sent again after a lost answer, answered 409 because the first had landed: canceled by this run', async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'started')
    fake.failNext({ method: 'POST', pathIncludes: '/cancel', status: 502 })
    // travis-hub applies the first cancel just as the second one arrives.
    let posts = 0
    fake.onRequest((request) => {
      if (request.method === 'POST' && ++posts === 2) build.state = 'canceled'
    })
    const result = await run(fake, {
      operation: 'cancel-build',
      'build-id': String(build.id),
      retries: '1'
    })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([
      withJobs(build.id),
      `POST /build/${build.id}/cancel`,
      withJobs(build.id),
      `POST /build/${build.id}/cancel`,
      withJobs(build.id)
    ])
    expect(result.outputs['build-state']).toBe('canceled')
    expect(result.notices).toEqual([])
  })

  it('a lost answer read back as another build (canceled) settles nothing: the cancel may have been applied', async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'started')
    const { body } = await otherBuild(fake, 'canceled')
    // The first read as the server gives it; the cancel never reaches Travis CI (a proxy's 502),
    // and its read-back gets the other build.
    fake.failNext({ method: 'GET', pathIncludes: `/build/${build.id}?` })
    fake.failNext({ method: 'POST', pathIncludes: '/cancel', status: 502 })
    fake.failNext({ method: 'GET', pathIncludes: `/build/${build.id}?`, status: 200, body })
    const result = await run(fake, {
      operation: 'cancel-build',
      'build-id': String(build.id),
      retries: '1'
    })
    expectFailure(
      result,
      'cancel-build',
      REPO,
      'HTTP 502',
      `id is not ${build.id}`,
      'may have been applied'
    )
    expect(result.stdout).not.toContain('the cancel was applied')
    expect(result.outputs.changed).not.toBe('true')
    expect(build.state).toBe('started')
    expect(requestLines(fake).filter((line) => line.startsWith('POST'))).toHaveLength(1)
  })

  it("a lost answer with no 'retries' left: the cancel may be queued, and not sent again", async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'started')
    fake.failNext({ method: 'POST', pathIncludes: '/cancel', status: 504 })
    const result = await run(fake, { operation: 'cancel-build', 'build-id': String(build.id) })
    expectFailure(
      result,
      'cancel-build',
      REPO,
      'HTTP 504',
      'still shows started; the cancel may be queued'
    )
    expect(requestLines(fake).filter((line) => line.startsWith('POST'))).toHaveLength(1)
  })

  it('a dry run reads the build and sends nothing', async () => {
    const fake = await fakeTravis()
    const build = ciBuild(fake, 'started')
    const result = await run(fake, {
      operation: 'cancel-build',
      'build-id': String(build.id),
      'dry-run': 'true'
    })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([withJobs(build.id)])
    expect(build.state).toBe('started')
  })
})

describe("a 'build-id' of another repository than 'repo'", () => {
  /** octo-org/other-repo (id 2), beside the demo repository, with a running and a passed build. */
  async function otherRepository() {
    const fake = await fakeTravis()
    const repo = fake.addRepo({ id: 2, slug: 'octo-org/other-repo', private: false })
    const [running, passed] = fake.state.addBranch(repo, {
      name: 'main',
      builds: [{ state: 'started', finishedAt: null }, { state: 'passed' }]
    }).builds
    if (!running || !passed) throw new Error('no builds')
    return { fake, running, passed }
  }

  const ofOtherRepo = (build: { id: number; number: string }, repo = REPO) =>
    `build #${build.number} (id ${build.id}) is a build of octo-org/other-repo (repository #2), not of ${repo} ('repo'): it is left alone; check 'build-id'.`

  it('wait-for-build: refused after its one read, never followed: the gate does not pass on it', async () => {
    const { fake, passed } = await otherRepository()
    const result = await run(fake, { operation: 'wait-for-build', 'build-id': String(passed.id) })
    expectFailure(result, 'wait-for-build', REPO, ofOtherRepo(passed))
    expect(requestLines(fake)).toEqual([withJobs(passed.id)])
    expect(result.outputs['build-state']).toBeUndefined()
  })

  it('cancel-build and restart-build: refused after the one read, no write sent', async () => {
    const { fake, running, passed } = await otherRepository()
    const cancel = await run(fake, { operation: 'cancel-build', 'build-id': String(running.id) })
    expectFailure(cancel, 'cancel-build', REPO, ofOtherRepo(running))
    const restart = await run(fake, { operation: 'restart-build', 'build-id': String(passed.id) })
    expectFailure(restart, 'restart-build', REPO, ofOtherRepo(passed))
    expect(requestLines(fake)).toEqual([withJobs(running.id), withJobs(passed.id)])
    expect([running.state, passed.state]).toEqual(['started', 'passed'])
    expect([cancel.outputs.changed, restart.outputs.changed]).toEqual([undefined, undefined])
  })

  it("compared by id when 'repo' is one, by slug in any case otherwise", async () => {
    const { fake, running } = await otherRepository()
    const byId = await run(fake, {
      operation: 'cancel-build',
      repo: '1',
      'build-id': String(running.id)
    })
    expectFailure(byId, 'cancel-build', 'repository #1', ofOtherRepo(running, 'repository #1'))
    const ours = ciBuild(fake, 'started')
    for (const repo of ['1', 'OCTO-ORG/Hello-World']) {
      const result = await run(fake, {
        operation: 'cancel-build',
        repo,
        'build-id': String(ours.id),
        'dry-run': 'true'
      })
      expectSuccess(result, true)
    }
    expect(requestLines(fake).filter((line) => line.startsWith('POST'))).toEqual([])
  })
})
