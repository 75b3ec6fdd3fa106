// trigger-build as a workflow author sees it: the request that goes out, the request followed to
// its build (approved, rejected), the wait, the request limit, and a POST whose answer is lost,
// which is found again by reading, never sent twice.
import { afterEach, describe, expect, it } from 'vitest'
import {
  REPO,
  REPO_PATH,
  closeFakes,
  expectFailure,
  expectStandardHeaders,
  expectSuccess,
  fakeTravis,
  jsonOutput,
  requestLines,
  run,
  summaryText
} from '../helpers.js'

afterEach(closeFakes)

const SHA = 'a'.repeat(40)

/** The build the fake's gatekeeper made of the run's (first) request, and its GET line. */
function madeBuild(fake: Awaited<ReturnType<typeof fakeTravis>>) {
  const id = fake.state.requests[0]?.buildId ?? -1
  const build = fake.state.repos[0]?.branches.flatMap((b) => b.builds).find((b) => b.id === id)
  return {
    id,
    number: build?.number ?? '',
    get: `GET /build/${id}?include=build.jobs%2Cjob.state%2Cjob.config`
  }
}

/** A request another run made, pending (as the fake's createRequest stores one). */
function pendingRequest(fake: Awaited<ReturnType<typeof fakeTravis>>, branch: string) {
  return {
    id: fake.state.nextRequestId(),
    repoId: 1,
    state: 'pending',
    result: null,
    message: null,
    branch,
    commitMessage: null,
    sha: null,
    config: null,
    mergeMode: null,
    createdAt: new Date(),
    reads: 0,
    buildId: null
  }
}

describe('trigger-build', () => {
  it('sends one request with the dotted keys and follows it to its build', async () => {
    const fake = await fakeTravis({ basePath: '/api' })
    const result = await run(fake, {
      operation: 'trigger-build',
      branch: 'develop',
      message: 'Deploy v1.2',
      sha: SHA.toUpperCase(),
      config: 'script: npm test\nenv:\n  - A=1',
      'merge-mode': 'deep_merge'
    })
    expectSuccess(result, true)
    const { id, number, get } = madeBuild(fake)
    const post = fake.requests[0]
    expect(post?.method).toBe('POST')
    expect(post?.body).toEqual({
      'request.branch': 'develop',
      'request.message': 'Deploy v1.2',
      'request.sha': SHA,
      'request.config': { script: 'npm test', env: ['A=1'] },
      'request.merge_mode': 'deep_merge'
    })
    // An Enterprise installation: its API under /api, its web app (the build's page) above it.
    expect(requestLines(fake)).toEqual([
      `POST /api${REPO_PATH}/requests`,
      `GET /api${REPO_PATH}/request/1`,
      get.replace('GET ', 'GET /api')
    ])
    expectStandardHeaders(fake)
    const url = `${fake.origin}/github/${REPO}/builds/${id}`
    expect(result.outputs).toMatchObject({
      'request-id': '1',
      'remaining-requests': '10',
      'build-id': String(id),
      'build-number': number,
      'build-state': 'passed',
      'build-url': url
    })
    expect(jsonOutput(result, 'jobs')).toEqual([
      {
        id: id + 1,
        number: `${number}.1`,
        name: '',
        stage: null,
        state: 'passed',
        allow_failure: false,
        duration: 0
      },
      {
        id: id + 2,
        number: `${number}.2`,
        name: '',
        stage: null,
        state: 'passed',
        allow_failure: false,
        duration: 0
      }
    ])
    expect(jsonOutput<{ branch: string; message: string }>(result, 'result')).toMatchObject({
      branch: 'develop',
      message: 'Deploy v1.2'
    })
    const text = summaryText(result, 'trigger-build')
    expect(text).toContain(`Triggered build #${number}: ✓ passed on develop`)
    expect(result.summary).toContain(`<a href="${url}">#${number}</a>`)
    expect(result.stdout).toContain(`Build request 1 became build #${number} (${url}).`)
  })

  it('leaves what the inputs leave empty to the server: the default branch, no config', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, { operation: 'trigger-build' })
    expectSuccess(result, true)
    expect(fake.requests[0]?.body).toEqual({})
    expect(result.outputs['build-url']).toBe('')
    expect(jsonOutput<{ branch: string }>(result, 'result').branch).toBe('master')
  })

  it('with wait, follows the request and the build, one read at a time: N + 4 requests', async () => {
    const fake = await fakeTravis()
    fake.state.pipeline.pendingReads = 1
    fake.state.pipeline.states = [
      'created',
      { state: 'started', jobs: ['started', 'queued'] },
      { state: 'passed', jobs: ['passed', 'passed'] }
    ]
    // Each answer held 100 ms: a request that arrives while another is held was sent before
    // that one's answer came (counting by arrival alone raced the next request on a busy machine).
    fake.failNext({ delayMs: 100, times: 20 })
    let inFlight = 0
    let most = 0
    fake.onRequest(() => {
      inFlight += 1
      most = Math.max(most, inFlight)
      setTimeout(() => (inFlight -= 1), 90)
    })
    const result = await run(fake, {
      operation: 'trigger-build',
      wait: 'true',
      'poll-seconds': '2'
    })
    expectSuccess(result, true)
    const { number, get } = madeBuild(fake)
    // N = 3 reads of the build, two of the request, one POST: N + 3.
    expect(requestLines(fake)).toEqual([
      `POST ${REPO_PATH}/requests`,
      `GET ${REPO_PATH}/request/1`,
      `GET ${REPO_PATH}/request/1`,
      get,
      get,
      get
    ])
    expect(most).toBe(1)
    const progress = result.stdout
      .split('\n')
      .filter((line) => line.startsWith(`build #${number} `))
    expect(progress).toEqual([
      `build #${number} created: 0 of 2 jobs passed, 2 queued, 0 s`,
      `build #${number} started: 0 of 2 jobs passed, 1 running, 1 queued, 2 s`,
      `build #${number} passed: 2 of 2 jobs passed, 4 s`
    ])
    expect(result.outputs['build-state']).toBe('passed')
  })

  it('a failed build fails the step naming the jobs that did not pass, failed first', async () => {
    const fake = await fakeTravis()
    fake.state.pipeline.jobs = 3
    fake.state.pipeline.states = [{ state: 'failed', jobs: ['errored', 'passed', 'failed'] }]
    const result = await run(fake, { operation: 'trigger-build', wait: 'true' })
    const { number: n } = madeBuild(fake)
    expectFailure(
      result,
      'trigger-build',
      REPO,
      `build #${n} failed: ${n}.3 (failed), ${n}.1 (errored).`
    )
    expect(result.outputs['build-state']).toBe('failed')
    const text = summaryText(result, 'trigger-build')
    const row = (job: string, state: string) => text.indexOf(`${n}.${job} |  | ${state}`)
    expect(row('3', '✗ failed')).toBeLessThan(row('1', '✗ errored'))
    expect(row('1', '✗ errored')).toBeLessThan(row('2', '✓ passed'))
    expect(row('3', '✗ failed')).toBeGreaterThan(-1)
  })

  it("with 'fail-on-build-failure: false' a failed build is an output, not a failure", async () => {
    const fake = await fakeTravis()
    fake.state.pipeline.states = ['canceled']
    const result = await run(fake, {
      operation: 'trigger-build',
      wait: 'true',
      'fail-on-build-failure': 'false'
    })
    expectSuccess(result, true)
    expect(result.outputs['build-state']).toBe('canceled')
  })

  it('a rejected request fails the step with the server message; request-id is set', async () => {
    const fake = await fakeTravis()
    fake.state.pipeline.reject = 'Branch "develop" not included per configuration.'
    const result = await run(fake, { operation: 'trigger-build', branch: 'develop' })
    expectFailure(
      result,
      'trigger-build',
      REPO,
      'Travis CI rejected build request 1: Branch "develop" not included per configuration.'
    )
    expect(result.outputs).toMatchObject({ 'request-id': '1', 'build-id': '' })
  })

  it('the request limit fails at once with its figures; nothing is sent again', async () => {
    const fake = await fakeTravis()
    fake.state.pipeline.maxRequests = 1
    const first = await run(fake, { operation: 'trigger-build' })
    expect(first.outputs['remaining-requests']).toBe('1')
    expect(first.notices).toContain(
      'Travis CI answered remaining_requests 1: this token may send 0 more API build requests to this repository within the hour; the next ones are refused (request_limit_reached).'
    )
    fake.clearRequests()
    const second = await run(fake, { operation: 'trigger-build', retries: '3' })
    expectFailure(
      second,
      'trigger-build',
      REPO,
      'HTTP 429 request_limit_reached',
      'allows 1 API build requests per 3600 seconds',
      'max_requests 1, per_seconds 3600'
    )
    expect(requestLines(fake)).toEqual([`POST ${REPO_PATH}/requests`])
  })

  it('a POST whose answer is lost is found among the newest requests and followed', async () => {
    const fake = await fakeTravis()
    fake.failNext({
      method: 'POST',
      pathIncludes: '/requests',
      dropConnection: true,
      afterHandling: true
    })
    const result = await run(fake, { operation: 'trigger-build', branch: 'develop', retries: '3' })
    expectSuccess(result, true)
    expect(fake.state.requests).toHaveLength(1)
    expect(requestLines(fake)).toEqual([
      `POST ${REPO_PATH}/requests`,
      `GET ${REPO_PATH}/requests?limit=25`,
      `GET ${REPO_PATH}/request/1`,
      madeBuild(fake).get
    ])
    expect(result.warnings[0]).toContain('nothing is sent again')
    expect(result.outputs['request-id']).toBe('1')
  })

  it('a lost POST that left no request fails saying it may still appear, sending nothing more', async () => {
    const fake = await fakeTravis()
    fake.failNext({ method: 'POST', pathIncludes: '/requests', status: 502 })
    const result = await run(fake, { operation: 'trigger-build', retries: '3' })
    expectFailure(result, 'trigger-build', REPO, 'HTTP 502', 'it may still appear')
    expect(requestLines(fake)).toEqual([
      `POST ${REPO_PATH}/requests`,
      `GET ${REPO_PATH}/requests?limit=25`
    ])
  })

  it('a lost POST whose requests cannot be read either: it may have been created', async () => {
    const fake = await fakeTravis()
    fake.failNext({ method: 'POST', pathIncludes: '/requests', status: 500 })
    fake.failNext({ method: 'GET', pathIncludes: '/requests?limit=25', status: 500 })
    const result = await run(fake, { operation: 'trigger-build' })
    expectFailure(
      result,
      'trigger-build',
      REPO,
      'HTTP 500',
      "Reading the repository's requests back failed too",
      'so the build request may have been applied'
    )
  })

  it("a lost POST: another branch's or message's request is not ours", async () => {
    const fake = await fakeTravis()
    fake.failNext({
      method: 'POST',
      pathIncludes: '/requests',
      dropConnection: true,
      afterHandling: true
    })
    // The run's own request is taken by the gatekeeper (a build on develop) before it is looked for.
    fake.state.pipeline.pendingReads = 0
    const result = await run(fake, {
      operation: 'trigger-build',
      branch: 'develop',
      message: 'ours'
    })
    expectSuccess(result, true)
    const other = await run(fake, {
      operation: 'trigger-build',
      branch: 'master',
      message: 'theirs'
    })
    expectSuccess(other, true)
    fake.failNext({ method: 'POST', pathIncludes: '/requests', status: 502 })
    const mine = await run(fake, { operation: 'trigger-build', branch: 'release', message: 'x' })
    expectFailure(mine, 'trigger-build', REPO, 'it may still appear')
  })

  it('a lost POST with two candidate requests fails naming both', async () => {
    const fake = await fakeTravis()
    fake.onRequest((request) => {
      // Another run triggers while this one's POST is on its way.
      if (request.method === 'POST' && fake.state.requests.length === 0) {
        fake.state.requests.push({
          id: fake.state.nextRequestId(),
          repoId: 1,
          state: 'pending',
          result: null,
          message: null,
          branch: 'master',
          commitMessage: null,
          sha: null,
          config: null,
          mergeMode: null,
          createdAt: new Date(),
          reads: 0,
          buildId: null
        })
      }
    })
    fake.failNext({
      method: 'POST',
      pathIncludes: '/requests',
      dropConnection: true,
      afterHandling: true
    })
    const result = await run(fake, { operation: 'trigger-build' })
    expectFailure(result, 'trigger-build', REPO, "could be this run's (2, 1)")
    expect(fake.state.requests).toHaveLength(2)
  })

  it("a lost POST adopts a pending request, but not another run's once Travis CI shows its build", async () => {
    const fake = await fakeTravis()
    fake.onRequest((request) => {
      // Another run triggers master while this run's POST is on its way (and lost before the server).
      if (request.method === 'POST' && fake.state.requests.length === 0) {
        fake.state.requests.push(pendingRequest(fake, 'master'))
      }
    })
    fake.failNext({ method: 'POST', pathIncludes: '/requests', status: 502 })
    const result = await run(fake, {
      operation: 'trigger-build',
      branch: 'release',
      message: 'mine'
    })
    const message = expectFailure(
      result,
      'trigger-build',
      REPO,
      "Build request 1, found after the POST's answer was lost, is not this run's",
      "branch 'master', not 'release'",
      "commit message 'API request on master', not 'mine'",
      "This run's request may still appear"
    )
    expect(message).not.toContain('passed')
    expect(fake.state.requests).toHaveLength(1)
    expect(requestLines(fake)).toEqual([
      `POST ${REPO_PATH}/requests`,
      `GET ${REPO_PATH}/requests?limit=25`,
      `GET ${REPO_PATH}/request/1`
    ])
    // Nothing claims master's build or request as this run's.
    expect(result.outputs['build-state'] ?? '').toBe('')
    expect(result.outputs['build-id'] ?? '').toBe('')
    expect(result.outputs['request-id'] ?? '').toBe('')
  })

  it("a lost POST without 'branch': an adopted request taken on another branch or commit is not ours", async () => {
    const fake = await fakeTravis()
    fake.state.pipeline.pendingReads = 0
    fake.onRequest((request) => {
      if (request.method === 'POST' && fake.state.requests.length === 0) {
        fake.state.requests.push({ ...pendingRequest(fake, 'feature'), sha: 'b'.repeat(40) })
      }
    })
    fake.failNext({ method: 'POST', pathIncludes: '/requests', status: 502 })
    const result = await run(fake, { operation: 'trigger-build', sha: SHA })
    expectFailure(
      result,
      'trigger-build',
      REPO,
      "is not this run's",
      "branch 'feature', not the default branch",
      `commit '${'b'.repeat(40)}', not ${SHA}`
    )
    expect(requestLines(fake)).toContain(`GET ${REPO_PATH}/branch/feature`)
    expect(result.outputs['build-id'] ?? '').toBe('')
  })

  it("the runner's clock does not decide: the server's own clock places the POST", async () => {
    const fake = await fakeTravis()
    fake.state.pipeline.pendingReads = 0
    // The server's clock an hour ahead of the runner's; an earlier run's request on our branch
    // was made 5 s before this run's POST, which is lost before it reaches the server.
    fake.state.clock.offsetMs = 3_600_000
    fake.state.requests.push({
      ...pendingRequest(fake, 'develop'),
      createdAt: new Date(fake.state.now() - 5000)
    })
    fake.failNext({ method: 'POST', pathIncludes: '/requests', status: 502 })
    const result = await run(fake, { operation: 'trigger-build', branch: 'develop' })
    expectFailure(result, 'trigger-build', REPO, 'it may still appear')
    expect(result.outputs['request-id'] ?? '').toBe('')
    expect(requestLines(fake)).toEqual([
      `POST ${REPO_PATH}/requests`,
      `GET ${REPO_PATH}/requests?limit=25`
    ])
    // The server's clock an hour behind: this run's own request, lost on its way back, is found.
    const behind = await fakeTravis()
    behind.state.clock.offsetMs = -3_600_000
    behind.failNext({
      method: 'POST',
      pathIncludes: '/requests',
      dropConnection: true,
      afterHandling: true
    })
    const found = await run(behind, { operation: 'trigger-build', branch: 'develop' })
    expectSuccess(found, true)
    expect(found.outputs['request-id']).toBe('1')
    expect(found.stdout).toContain('Found build request 1, made since')
    expect(found.stdout).toContain("Build request 1 is this run's: Travis CI took it as sent.")
    expect(found.stdout).not.toContain('Travis CI accepted build request')
  })

  it('a dry run sends nothing', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, { operation: 'trigger-build', 'dry-run': 'true' })
    expectSuccess(result, true)
    expect(fake.requests).toEqual([])
    expect(summaryText(result, 'trigger-build')).toContain('DRY RUN')
  })

  it('a config that is no YAML mapping is refused, saying why', async () => {
    const fake = await fakeTravis()
    const broken = await run(fake, { operation: 'trigger-build', config: 'script: [npm test' })
    expectFailure(broken, 'trigger-build', REPO, "Input 'config' must be", 'it does not parse:')
    // Parsed, but no value can be built from it: an alias without its anchor (the property test's find).
    const alias = await run(fake, { operation: 'trigger-build', config: '*!' })
    expectFailure(alias, 'trigger-build', REPO, "Input 'config' must be", 'Unresolved alias')
    const scalar = await run(fake, { operation: 'trigger-build', config: 'npm test' })
    expectFailure(scalar, 'trigger-build', REPO, "Input 'config' must be", "got 'npm test'.")
    expect(fake.requests).toEqual([])
  })

  it('bad inputs are all named, and nothing is sent', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, {
      operation: 'trigger-build',
      sha: 'abc',
      config: '- a list',
      'merge-mode': 'append',
      'poll-seconds': '1',
      branch: 'a\nb'
    })
    const message = expectFailure(
      result,
      'trigger-build',
      REPO,
      "Input 'branch' must be one branch name",
      "Input 'sha' must be a full commit SHA",
      "Input 'config' must be a build config as a YAML or JSON mapping",
      "Input 'merge-mode' must be one of deep_merge_append",
      "Input 'poll-seconds' must be a whole number from 2 to 300, got '1'."
    )
    expect(message).toContain("got 'abc'")
    expect(fake.requests).toEqual([])
  })
})
