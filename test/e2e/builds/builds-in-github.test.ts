// Travis CI builds inside GitHub, as a workflow sees them: wait-for-build for the build Travis CI
// starts itself (a commit, a pull request), a rejected request annotated, no request by the
// deadline; jobs named; each chosen job's log printed as it finishes, as inert text; why it failed
// in the summary and the failure line; logs-dir; restart-build 'jobs: failed'; a branch with a
// comma; durations on the server's clock.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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
  jsonOutput,
  requestLines,
  run,
  summaryText,
  type FakeTravis
} from '../helpers.js'

const workspaces: string[] = []
afterEach(async () => {
  await closeFakes()
  for (const dir of workspaces.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'builds-workspace-'))
  workspaces.push(dir)
  return dir
}

const SHA = '3f2c1a9e5b7d4c6a8f0e1d2c3b4a59687f6e5d4c'
const WITH_JOBS = 'include=build.jobs%2Cjob.state%2Cjob.config'
const JOBS = [
  { name: 'unit tests', stage: 'test', config: { language: 'node_js', node_js: '20' } },
  { name: 'lint', stage: 'test', allow_failure: true, config: { language: 'node_js' } },
  { stage: 'deploy', config: { language: 'node_js', node_js: '22', os: 'linux' } }
]
const failedLog = (command: string, code: number, lines: string[] = []) =>
  [
    'travis_fold:start:install\r\u001b[0Ktravis_time:start:1a\r\u001b[0K$ npm ci',
    'travis_time:end:1a:start=1,finish=2,duration=1,event=install\r\u001b[0Ktravis_fold:end:install\r\u001b[0K',
    `$ ${command}`,
    ...lines,
    `\u001b[31;1mThe command "${command}" exited with ${code}.\u001b[0m`,
    '',
    `Done. Your build exited with ${code}.`,
    ''
  ].join('\n')

type Step = string | { state: string; jobs?: string[]; logs?: Array<string | null> }

/** A build Travis CI starts for SHA on master after `afterReads` looks, ending as `end`. */
function pushed(fake: FakeTravis, end: Step, afterReads = 2) {
  return fake.state.travisStarts(demoRepo(fake), {
    branch: 'master',
    sha: SHA,
    afterReads,
    jobs: JOBS,
    states: ['started', end]
  })
}

describe('wait-for-build: the build Travis CI starts itself', () => {
  it('with sha: looked for until it appears, then followed; a line while it waits', async () => {
    const fake = await fakeTravis()
    const started = pushed(fake, { state: 'passed', jobs: ['passed', 'failed', 'passed'] }, 4)
    const result = await run(fake, {
      operation: 'wait-for-build',
      sha: SHA.slice(0, 7),
      branch: 'master',
      'poll-seconds': '2'
    })
    expectSuccess(result)
    const id = started.build()?.id
    const listing = `GET ${REPO_PATH}/builds?branch.name=master&${WITH_JOBS}&limit=25`
    // Two looks without it (builds, then requests), the third finds it; then the build itself.
    expect(requestLines(fake).slice(0, 6)).toEqual([
      listing,
      `GET ${REPO_PATH}/requests?limit=25`,
      listing,
      `GET ${REPO_PATH}/requests?limit=25`,
      listing,
      `GET /build/${id}?${WITH_JOBS}`
    ])
    expect(result.stdout).toContain(
      'waiting for Travis CI to start a build of 3f2c1a9 on master, 0 s'
    )
    expect(result.outputs['build-state']).toBe('passed')
    // The allowed failure does not fail the build, and no log is read of it ('show-logs: failed').
    expect(requestLines(fake).some((line) => line.includes('/log.txt'))).toBe(false)
    const number = started.build()?.number
    expect(jsonOutput(result, 'jobs')).toEqual([
      expect.objectContaining({
        number: `${number}.1`,
        name: 'unit tests',
        stage: 'test',
        state: 'passed'
      }),
      expect.objectContaining({
        number: `${number}.2`,
        name: 'lint',
        state: 'failed',
        allow_failure: true
      }),
      expect.objectContaining({
        number: `${number}.3`,
        name: 'Node.js: 22, linux',
        stage: 'deploy'
      })
    ])
    expect(result.stdout).toContain(`${number}.2 lint failed (allowed to fail)`)
    expect(summaryText(result, 'wait-for-build')).toContain('✗ failed (allowed to fail)')
    expect(summaryText(result, 'wait-for-build')).not.toContain('Why it failed')
  })

  it('with the default branch: its name read once from the repository', async () => {
    const fake = await fakeTravis()
    pushed(fake, 'passed', 0)
    const result = await run(fake, { operation: 'wait-for-build', sha: SHA, 'poll-seconds': '2' })
    expectSuccess(result)
    expect(requestLines(fake)[0]).toBe(`GET ${REPO_PATH}`)
    expect(requestLines(fake)[1]).toContain('branch.name=master')
  })

  it("with pull-request: its build by number and head commit, not another pull request's", async () => {
    const fake = await fakeTravis()
    const repo = demoRepo(fake)
    fake.state.travisStarts(repo, { branch: 'master', sha: 'a'.repeat(40), pullRequestNumber: 8 })
    const ours = fake.state.travisStarts(repo, { branch: 'master', sha: SHA, pullRequestNumber: 7 })
    const result = await run(fake, { operation: 'wait-for-build', 'pull-request': '7', sha: SHA })
    expectSuccess(result)
    expect(result.outputs['build-id']).toBe(String(ours.build()?.id))
    expect(requestLines(fake)[0]).toBe(
      `GET ${REPO_PATH}/builds?build.event_type=pull_request&${WITH_JOBS}&limit=25`
    )
  })

  it('a rejected request for the commit fails at once, with its messages annotated on their lines', async () => {
    const fake = await fakeTravis()
    fake.state.travisStarts(demoRepo(fake), {
      branch: 'master',
      sha: SHA,
      afterReads: 1,
      reject: 'Branch "master" not included per configuration.',
      messages: [
        {
          level: 'error',
          key: 'branches',
          code: 'invalid_condition',
          args: { condition: 'x' },
          src: '.travis.yml',
          line: 3
        },
        {
          level: 'warn',
          key: 'language',
          code: 'unknown_default',
          args: { value: 'rubby', default: 'ruby' },
          src: '.travis.yml',
          line: 0
        },
        {
          level: 'info',
          key: 'root',
          code: 'deprecated_key',
          args: { key: 'sudo' },
          src: 'api',
          line: 2
        }
      ]
    })
    const result = await run(fake, {
      operation: 'wait-for-build',
      sha: SHA,
      branch: 'master',
      'poll-seconds': '2'
    })
    expectFailure(
      result,
      'wait-for-build',
      REPO,
      'Travis CI rejected the build request for 3f2c1a9 on master (request ',
      'Branch "master" not included per configuration.; its messages: [error] branches: invalid condition (condition: x) (line 4); [warn] language: unknown default (value: rubby, default: ruby) (line 1); [info] root: deprecated key (key: sudo) (line 3)'
    )
    const annotations = result.commands.filter((command) => command.properties.startsWith('file='))
    expect(annotations.map((a) => `${a.name} ${a.properties}: ${a.message}`)).toEqual([
      'error file=.travis.yml,line=4: [error] branches: invalid condition (condition: x) (line 4)',
      'warning file=.travis.yml,line=1: [warn] language: unknown default (value: rubby, default: ruby) (line 1)'
    ])
    // No build was waited for: nothing read after the messages.
    expect(requestLines(fake).at(-1)).toMatch(/\/request\/\d+\/messages\?limit=100$/)
  })

  it("no request at all by 'wait-minutes': said, and 'build_pushes: false' named after one read of the settings", async () => {
    const fake = await fakeTravis()
    demoRepo(fake).settings.build_pushes = false
    const result = await run(fake, {
      operation: 'wait-for-build',
      sha: SHA,
      branch: 'master',
      'wait-minutes': '1',
      'poll-seconds': '30'
    })
    expectFailure(
      result,
      'wait-for-build',
      REPO,
      "Travis CI has no request and no build for 3f2c1a9 on master after 1 minute ('wait-minutes'). The repository's setting build_pushes is false"
    )
    expect(requestLines(fake).filter((line) => line.endsWith('/settings'))).toHaveLength(1)
  }, 90_000)
})

describe('logs, as each chosen job finishes', () => {
  it("the failed job's log printed in its group, markers removed; why it failed in the summary and the failure line", async () => {
    const fake = await fakeTravis()
    const dir = workspace()
    const started = pushed(
      fake,
      {
        state: 'failed',
        jobs: ['failed', 'failed', 'canceled'],
        logs: [
          failedLog('npm test', 1, ['not ok 1 adds', 'not ok 2 subtracts']),
          failedLog('npm run lint', 2),
          null
        ]
      },
      0
    )
    const result = await run(
      fake,
      {
        operation: 'wait-for-build',
        sha: SHA,
        branch: 'master',
        'poll-seconds': '2',
        'log-lines': '2',
        'logs-dir': 'travis logs'
      },
      { workspace: dir }
    )
    const build = started.build()
    const n = build?.number ?? ''
    const [unit, , deploy] = build?.jobs ?? []
    expectFailure(
      result,
      'wait-for-build',
      REPO,
      `build #${n} failed: ${n}.1 unit tests (\`npm test\` exited with 1), ${n}.3 Node.js: 22, linux (canceled).`
    )
    // One read each of the logs of the jobs that failed the build, as they finished.
    expect(requestLines(fake).filter((line) => line.includes('/log.txt'))).toEqual([
      `GET /job/${unit?.id}/log.txt`,
      `GET /job/${deploy?.id}/log.txt`
    ])
    expect(result.commands.filter((c) => c.name === 'group').map((c) => c.message)).toEqual([
      `${n}.1 unit tests: failed`
    ])
    expect(result.stdout).toContain('not ok 2 subtracts')
    expect(result.stdout).not.toContain('travis_fold')
    expect(result.stdout).toContain(
      `The log of ${n}.3 Node.js: 22, linux was not found on Travis CI`
    )
    const text = summaryText(result, 'wait-for-build')
    expect(text).toContain('Why it failed')
    expect(result.summary).toContain(`<code>npm test</code> exited with 1.</p>`)
    expect(result.summary).toContain('<pre>not ok 1 adds&#10;not ok 2 subtracts</pre>')
    // The whole log, markers included, where logs-dir says.
    expect(jsonOutput(result, 'log-files')).toEqual([`travis logs/${n}.1-unit-tests.log`])
    expect(readFileSync(join(dir, 'travis logs', `${n}.1-unit-tests.log`), 'utf8')).toBe(
      failedLog('npm test', 1, ['not ok 1 adds', 'not ok 2 subtracts'])
    )
  })

  it('a log holding workflow commands, markup and secrets is printed as inert text; the summary is not changed by it', async () => {
    const fake = await fakeTravis()
    const hostile = [
      '::set-output name=build-state::passed',
      '::add-mask::innocent',
      '::stop-commands::guess',
      '::guess::',
      '::endgroup::',
      '##[endgroup]',
      '::error::forged',
      `token ${TOKEN}`,
      '</pre></details>',
      '| x | y |',
      '',
      '<img src=x onerror=alert(1)>'
    ]
    pushed(
      fake,
      {
        state: 'failed',
        jobs: ['failed', 'passed', 'passed'],
        logs: [failedLog('make', 2, hostile), null, null]
      },
      0
    )
    const result = await run(fake, {
      operation: 'wait-for-build',
      sha: SHA,
      branch: 'master',
      'poll-seconds': '2'
    })
    expectFailure(result, 'wait-for-build', REPO, '(`make` exited with 2)')
    const names = result.commands.map((command) => command.name)
    expect(names.filter((name) => name === 'group')).toHaveLength(1)
    expect(names.filter((name) => name === 'endgroup')).toHaveLength(1)
    expect(names).not.toContain('set-output')
    expect(
      result.commands.filter((c) => c.name === 'add-mask').map((c) => c.message)
    ).not.toContain('innocent')
    expect(result.errors).toHaveLength(1)
    expect(result.outputs['build-state']).toBe('failed')
    expect(result.stdout).toContain('token ***')
    expect(result.stdout).toContain('\n ##[endgroup]')
    expect(result.summary).not.toContain('</pre></details>')
    expect(result.summary).not.toContain('<img')
    expect(result.summary).toContain('| x | y |&#10;&#10;&#60;img')
  })

  it("logs-dir: a secret of the run in a job's log is *** in the file, as in the log", async () => {
    const dir = workspace()
    const fake = await fakeTravis()
    const log = failedLog('make', 2, [
      `$ curl -H "Authorization: token ${TOKEN}" https://example.invalid/`
    ])
    pushed(fake, { state: 'failed', jobs: ['failed'], logs: [log] }, 0)
    const result = await run(
      fake,
      {
        operation: 'wait-for-build',
        sha: SHA,
        branch: 'master',
        'poll-seconds': '2',
        'logs-dir': 'logs'
      },
      { workspace: dir }
    )
    expectFailure(result, 'wait-for-build', REPO, '(`make` exited with 2)')
    expect(result.stdout).toContain('token ***')
    const [file] = jsonOutput<string[]>(result, 'log-files')
    const text = readFileSync(join(dir, file ?? ''), 'utf8')
    expect(text).toBe(log.replace(TOKEN, '***'))
  })

  it("show-logs 'all' prints every job's log, allowed failures included; 'none' reads none", async () => {
    const fake = await fakeTravis()
    const started = pushed(
      fake,
      {
        state: 'passed',
        jobs: ['passed', 'failed', 'passed'],
        logs: ['one\n', 'two\n', 'three\n']
      },
      0
    )
    const all = await run(fake, {
      operation: 'wait-for-build',
      sha: SHA,
      branch: 'master',
      'show-logs': 'all',
      'poll-seconds': '2'
    })
    expectSuccess(all)
    const n = started.build()?.number
    expect(all.commands.filter((c) => c.name === 'group').map((c) => c.message)).toEqual([
      `${n}.1 unit tests: passed`,
      `${n}.2 lint: failed (allowed)`,
      `${n}.3 Node.js: 22, linux: passed`
    ])
    fake.requests.splice(0)
    const none = await run(fake, {
      operation: 'wait-for-build',
      sha: SHA,
      branch: 'master',
      'show-logs': 'none',
      'poll-seconds': '2'
    })
    expectSuccess(none)
    expect(requestLines(fake).some((line) => line.includes('/log.txt'))).toBe(false)
  })

  it('a log the repository no longer keeps is a line, not a failure of its own', async () => {
    const fake = await fakeTravis()
    const branch = fake.state.addBranch(demoRepo(fake), {
      name: 'old',
      builds: [{ state: 'failed', startedAt: new Date(Date.now() - 400 * 86_400_000) }]
    })
    const build = branch.builds[0]
    if (!build) throw new Error('no build')
    build.jobs = [
      { id: 77001, number: `${build.number}.1`, state: 'failed', log: failedLog('make', 2) }
    ]
    const result = await run(fake, { operation: 'wait-for-build', 'build-id': String(build.id) })
    expectFailure(result, 'wait-for-build', REPO, `${build.number}.1 (failed)`)
    expect(result.stdout).toContain(
      `The log of ${build.number}.1 is no longer kept by Travis CI (log_expired`
    )
    expect(result.warnings).toEqual([])
  })
})

describe('restart-build, jobs: failed', () => {
  it('restarts the jobs that failed, errored or were canceled (not an allowed failure), one at a time, and waits', async () => {
    const fake = await fakeTravis()
    const started = pushed(fake, { state: 'failed', jobs: ['failed', 'failed', 'errored'] }, 0)
    await run(fake, {
      operation: 'wait-for-build',
      sha: SHA,
      branch: 'master',
      'show-logs': 'none',
      'poll-seconds': '2'
    })
    const build = started.build()
    if (!build) throw new Error('no build')
    const [unit, , deploy] = build.jobs ?? []
    fake.state.pipeline.states = [{ state: 'passed', jobs: ['passed', 'failed', 'passed'] }]
    fake.requests.splice(0)
    const result = await run(fake, {
      operation: 'restart-build',
      'build-id': String(build.id),
      jobs: 'failed',
      wait: 'true',
      'poll-seconds': '2'
    })
    expectSuccess(result, true)
    expect(requestLines(fake).filter((line) => line.startsWith('POST'))).toEqual([
      `POST /job/${unit?.id}/restart`,
      `POST /job/${deploy?.id}/restart`
    ])
    expect(jsonOutput(result, 'restarted-jobs')).toEqual([unit?.id, deploy?.id])
    expect(result.outputs['build-state']).toBe('passed')
    expect(summaryText(result, 'restart-build')).toContain('restarted')
  })

  it('nothing to restart: success, changed false, nothing sent', async () => {
    const fake = await fakeTravis()
    const started = pushed(fake, { state: 'passed', jobs: ['passed', 'failed', 'passed'] }, 0)
    await run(fake, {
      operation: 'wait-for-build',
      sha: SHA,
      branch: 'master',
      'poll-seconds': '2'
    })
    fake.requests.splice(0)
    const result = await run(fake, {
      operation: 'restart-build',
      'build-id': String(started.build()?.id),
      jobs: 'failed'
    })
    expectSuccess(result, false)
    expect(jsonOutput(result, 'restarted-jobs')).toEqual([])
    expect(requestLines(fake).filter((line) => line.startsWith('POST'))).toEqual([])
    expect(summaryText(result, 'restart-build')).toContain('No failed job to restart in build #')
  })
})

describe('restart-build, jobs: failed, when an answer goes wrong', () => {
  /** A finished build of three jobs (passed, failed, errored), as wait-for-build left it. */
  async function failedBuild(fake: FakeTravis) {
    const branch = fake.state.addBranch(demoRepo(fake), {
      name: 'ci',
      builds: [{ state: 'failed' }]
    })
    const build = branch.builds[0]
    if (!build) throw new Error('no build')
    build.jobs = ['passed', 'failed', 'errored'].map((state, i) => ({
      id: 88001 + i,
      number: `${build.number}.${i + 1}`,
      state
    }))
    return build
  }
  const restart = (build: { id: number }) => ({
    operation: 'restart-build',
    'build-id': String(build.id),
    jobs: 'failed'
  })
  const posts = (fake: FakeTravis) => requestLines(fake).filter((line) => line.startsWith('POST'))

  it('a lost answer (the server restarted the job): read back applied, and the next job follows', async () => {
    const fake = await fakeTravis()
    const build = await failedBuild(fake)
    fake.failNext({
      method: 'POST',
      pathIncludes: '/job/88002/',
      dropConnection: true,
      afterHandling: true
    })
    const result = await run(fake, restart(build))
    expectSuccess(result, true)
    expect(posts(fake)).toEqual(['POST /job/88002/restart', 'POST /job/88003/restart'])
    // travis-hub has restarted it, and it may have run on since.
    expect(result.stdout).toMatch(
      new RegExp(`${build.number}\\.2 shows \\w+ now: the restart was applied\\.`)
    )
    expect(jsonOutput(result, 'restarted-jobs')).toEqual([88002, 88003])
  })

  it('a lost answer that did not land: unknown, never sent again, the jobs after it not sent', async () => {
    const fake = await fakeTravis()
    const build = await failedBuild(fake)
    fake.failNext({ method: 'POST', pathIncludes: '/job/88002/', dropConnection: true })
    const result = await run(fake, restart(build))
    expectFailure(
      result,
      'restart-build',
      REPO,
      `The restart of ${build.number}.2 may have been applied all the same`,
      'a second restart would restart it again'
    )
    expect(posts(fake)).toEqual(['POST /job/88002/restart'])
  })

  it('a refusal after one job restarted: that one is an output, the failure names the next', async () => {
    const fake = await fakeTravis()
    const build = await failedBuild(fake)
    fake.failNext({
      method: 'POST',
      pathIncludes: '/job/88003/',
      status: 409,
      body: {
        '@type': 'error',
        error_type: 'job_already_running',
        error_message: 'job already running, cannot restart'
      }
    })
    const result = await run(fake, restart(build))
    expectFailure(
      result,
      'restart-build',
      REPO,
      `${build.number}.3 is running again (Travis CI: job_already_running)`
    )
    expect(jsonOutput(result, 'restarted-jobs')).toEqual([88002])
    expect(result.outputs.changed).toBe('true')
  })

  it('a read-only token: refused at the first job, asking for push access', async () => {
    const fake = await fakeTravis()
    const build = await failedBuild(fake)
    fake.tokens['read-only'] = {
      user: 'reader',
      buildWrite: false,
      settingsWrite: false,
      keyPairWrite: false,
      cacheDelete: false
    }
    const result = await run(fake, { ...restart(build), 'travis-token': 'read-only' })
    expectFailure(result, 'restart-build', REPO, 'push access to the repository on Travis CI')
    expect(result.errors[0]).not.toContain('admin')
  })

  it('a dry run names the jobs it would restart and sends nothing', async () => {
    const fake = await fakeTravis()
    const build = await failedBuild(fake)
    const result = await run(fake, { ...restart(build), 'dry-run': 'true' })
    expectSuccess(result, true)
    expect(posts(fake)).toEqual([])
    expect(result.stdout).toContain(
      `Dry run: would restart ${build.number}.2, ${build.number}.3; nothing was sent.`
    )
  })
})

describe('logs that cannot be read or written', () => {
  async function failedJob(fake: FakeTravis, log: string | null) {
    // Started a minute ago: a generated build starts long ago, and its logs would have expired.
    const branch = fake.state.addBranch(demoRepo(fake), {
      name: 'logs',
      builds: [{ state: 'failed', startedAt: new Date(Date.now() - 60_000) }]
    })
    const build = branch.builds[0]
    if (!build) throw new Error('no build')
    build.jobs = [
      { id: 99001, number: `${build.number}.1`, state: 'failed', ...(log === null ? {} : { log }) }
    ]
    return build
  }

  it('a log that cannot be read (500 after the retries) is a warning; the build decides the step', async () => {
    const fake = await fakeTravis()
    const build = await failedJob(fake, failedLog('make', 2))
    fake.failNext({ pathIncludes: '/log.txt', status: 500 })
    const result = await run(fake, { operation: 'wait-for-build', 'build-id': String(build.id) })
    expectFailure(result, 'wait-for-build', REPO, `${build.number}.1 (failed)`)
    expect(result.warnings.join('\n')).toContain(`The log of ${build.number}.1 could not be read: `)
    expect(result.summary).toContain('its log could not be read')
  })

  it('a log cut short on its way: said where, the runner reads commands again after it, and it is read again', async () => {
    const fake = await fakeTravis()
    const build = await failedJob(fake, failedLog('make', 2, ['a'.repeat(5000)]))
    fake.failNext({ pathIncludes: '/log.txt', cutBody: true })
    const result = await run(fake, {
      operation: 'wait-for-build',
      'build-id': String(build.id),
      retries: '1'
    })
    // The failure line after it is a command the runner reads: the group was closed and resumed.
    expectFailure(result, 'wait-for-build', REPO, `${build.number}.1 (\`make\` exited with 2)`)
    expect(result.stdout).toContain('(the answer was cut short here)')
    expect(result.commands.filter((c) => c.name === 'group')).toHaveLength(2)
    expect(result.commands.filter((c) => c.name === 'endgroup')).toHaveLength(2)
    expect(requestLines(fake).filter((line) => line.includes('/log.txt'))).toHaveLength(2)
  })

  it('a log past 64 MiB is said over the limit, read once, and not shown', async () => {
    const fake = await fakeTravis()
    const build = await failedJob(fake, failedLog('make', 2))
    fake.failNext({ pathIncludes: '/log.txt', endlessBody: true })
    const result = await run(fake, {
      operation: 'wait-for-build',
      'build-id': String(build.id),
      retries: '1'
    })
    expectFailure(result, 'wait-for-build', REPO, `${build.number}.1 (failed)`)
    expect(result.stdout).toContain(`/log.txt answered HTTP 200 with a body larger than 64 MiB`)
    expect(result.stdout).not.toContain('cut short')
    // Nothing of it is shown: no group opened for its lines.
    expect(result.commands.filter((c) => c.name === 'group')).toHaveLength(0)
    expect(requestLines(fake).filter((line) => line.includes('/log.txt'))).toHaveLength(1)
  })

  it("a log travis-hub cleared (its body is 'null') is said to be empty", async () => {
    const fake = await fakeTravis()
    const build = await failedJob(fake, 'null')
    const result = await run(fake, { operation: 'wait-for-build', 'build-id': String(build.id) })
    expectFailure(result, 'wait-for-build', REPO, `${build.number}.1 (failed)`)
    expect(result.stdout).toContain(`The log of ${build.number}.1 is empty on Travis CI.`)
  })

  it('a log the token may not read (job_log_access_based_limit) is a line', async () => {
    const fake = await fakeTravis()
    const build = await failedJob(fake, failedLog('make', 2))
    demoRepo(fake).settings.job_log_access_based_limit = true
    fake.tokens['pull-only'] = {
      user: 'reader',
      buildWrite: false,
      settingsWrite: false,
      keyPairWrite: false,
      cacheDelete: false
    }
    const result = await run(fake, {
      operation: 'wait-for-build',
      'build-id': String(build.id),
      'travis-token': 'pull-only'
    })
    expectFailure(result, 'wait-for-build', REPO, `${build.number}.1 (failed)`)
    expect(result.stdout).toContain(
      `The log of ${build.number}.1 is not open to this token (log_access_denied`
    )
  })

  it("'logs-dir' that cannot be written to (a file in its place) is a warning; the log is still printed", async () => {
    const fake = await fakeTravis()
    const build = await failedJob(fake, failedLog('make', 2, ['still printed']))
    const dir = workspace()
    writeFileSync(join(dir, 'taken'), 'a file, not a folder')
    const result = await run(
      fake,
      { operation: 'wait-for-build', 'build-id': String(build.id), 'logs-dir': 'taken' },
      { workspace: dir }
    )
    expectFailure(result, 'wait-for-build', REPO, `${build.number}.1 (\`make\` exited with 2)`)
    expect(result.warnings.join('\n')).toContain(
      `The log of ${build.number}.1 was not written to 'logs-dir' (taken): `
    )
    expect(result.stdout).toContain('still printed')
    expect(jsonOutput(result, 'log-files')).toEqual([])
  })
})

describe('what the real server showed', () => {
  it("a branch with a comma: never sent as a filter; its own newest build, not another branch's", async () => {
    const fake = await fakeTravis()
    const repo = demoRepo(fake)
    for (const name of ['fix', 'cleanup', 'fix,cleanup']) {
      fake.state.addBranch(repo, { name, builds: [{ state: 'started', finishedAt: null }] })
    }
    const own = repo.branches.find((branch) => branch.name === 'fix,cleanup')?.builds[0]
    const result = await run(fake, { operation: 'cancel-build', branch: 'fix,cleanup' })
    expectSuccess(result, true)
    expect(requestLines(fake)[0]).toBe(`GET ${REPO_PATH}/branch/fix%2Ccleanup`)
    expect(requestLines(fake).filter((line) => line.startsWith('POST'))).toEqual([
      `POST /build/${own?.id}/cancel`
    ])
    const listed = await run(fake, { operation: 'list-builds', branch: 'fix,cleanup' })
    expect(jsonOutput<Array<{ id: number }>>(listed, 'builds').map((b) => b.id)).toEqual([own?.id])
    expect(requestLines(fake).at(-1)).not.toContain('branch.name')
  })

  it("a running build's duration on the server's clock, however far off the runner's", async () => {
    const fake = await fakeTravis()
    // The server's clock two hours behind the runner's: a build started 300 s ago by its clock.
    fake.state.clock.offsetMs = -2 * 3_600_000
    const branch = fake.state.addBranch(demoRepo(fake), {
      name: 'ci',
      builds: [
        { state: 'started', startedAt: new Date(fake.state.now() - 300_000), finishedAt: null }
      ]
    })
    const build = branch.builds[0]
    const result = await run(fake, {
      operation: 'cancel-build',
      'build-id': String(build?.id),
      'dry-run': 'true'
    })
    expectSuccess(result, true)
    const duration = Number(result.outputs.duration)
    expect(duration).toBeGreaterThanOrEqual(299)
    expect(duration).toBeLessThan(310)
  })
})
