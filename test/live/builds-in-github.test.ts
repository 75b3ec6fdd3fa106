// Travis CI builds inside GitHub, against the real travis-api with the kit playing
// travis-gatekeeper, the workers (their logs through travis-api's own log code) and travis-hub:
// wait-for-build for the build Travis CI starts for a commit or pull request, a rejected request
// with its messages annotated, job names and stages, each chosen job's log printed as inert text
// (a hostile one, a 12 MiB one, an expired one), why a build failed in the summary and the
// failure line, logs-dir, and restart-build 'jobs: failed' with its lost and refused answers.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { askServer, control, gatekeeper, seedKit, sqlOnKit, type Processed } from './kit.js'
import {
  expectFailure,
  expectSuccess,
  jsonOutput,
  runLive,
  summaryOf,
  useRecorder,
  type LiveRun
} from './helpers.js'
import { ADMIN_TOKEN, READONLY_TOKEN, REPO, baseSeed, daysAgo, type SeedBuild } from './seed.js'

useRecorder()

const PATH = '/repo/octo-org%2Fprivate-repo'
const SHA = '3f2c1a9e5b7d4c6a8f0e1d2c3b4a59687f6e5d4c'
const WITH_JOBS = 'include=build.jobs%2Cjob.state%2Cjob.config'
/** Jobs as travis-yml's matrix would give them: two stages, an allowed failure. */
const JOBS = [
  {
    name: 'unit tests',
    stage: 'test',
    config: { language: 'node_js', node_js: '20', script: 'npm test' }
  },
  {
    name: 'lint',
    stage: 'test',
    allow_failure: true,
    config: { language: 'node_js', script: 'npm run lint' }
  },
  { name: 'deploy', stage: 'deploy', config: { language: 'node_js' } }
]

let workspace = ''

beforeEach(async () => {
  workspace = mkdtempSync(join(tmpdir(), 'live-workspace-'))
  const prBuild = { state: 'passed', pull_request_number: 12, sha: 'b'.repeat(40) }
  await seedKit(
    baseSeed({
      repo: {
        branches: [
          { name: 'main', builds: [{ state: 'passed', started_at: daysAgo(2) }] },
          { name: 'feature', builds: [prBuild as SeedBuild] },
          { name: 'fix', builds: [{ state: 'started', started_at: daysAgo(0.01) }] },
          { name: 'cleanup', builds: [{ state: 'started', started_at: daysAgo(0.01) }] },
          { name: 'fix,cleanup', builds: [{ state: 'started', started_at: daysAgo(0.01) }] }
        ]
      }
    })
  )
})

afterEach(() => rmSync(workspace, { recursive: true, force: true }))

/** A build made of an API request for SHA on main, with JOBS (or a count). */
async function madeBuild(jobs: unknown = JOBS): Promise<Required<Processed['processed'][0]>> {
  const body = { 'request.branch': 'main', 'request.sha': SHA, 'request.message': 'live: pushed' }
  expect((await askServer('POST', `${PATH}/requests`, { body })).status).toBe(202)
  return (await gatekeeper({ jobs })) as Required<Processed['processed'][0]>
}

const logOf = async (job: number) =>
  Buffer.from(await (await askServer('GET', `/job/${job}/log.txt`)).text)

function commandsNamed(run: LiveRun, name: string): string[] {
  return run.commands.filter((command) => command.name === name).map((command) => command.message)
}

describe('wait-for-build: the build Travis CI starts itself', () => {
  it('with sha: waited for until it appears, then followed; the failed jobs named with their commands and logs', async () => {
    let looks = 0
    let made: Required<Processed['processed'][0]> | undefined
    let moved = false
    const run = await runLive(
      {
        operation: 'wait-for-build',
        repo: REPO,
        sha: SHA.slice(0, 7),
        branch: 'main',
        'poll-seconds': '2',
        'log-lines': '3',
        'logs-dir': 'logs'
      },
      {
        workspace,
        beforeForward: async (request) => {
          // Travis CI starts its build of the commit while the action looks for the third time.
          if (request.url.startsWith(`${PATH}/builds?`) && ++looks === 3) made = await madeBuild()
          if (made !== undefined && !moved && request.url.startsWith(`/build/${made.build_id}?`)) {
            moved = true
            await control(`/builds/${made.build_id}`, {
              state: 'failed',
              jobs: ['failed', 'failed', 'canceled'],
              logs: [
                { script: 'npm test', exit_code: 1 },
                { script: 'npm run lint', exit_code: 2 },
                null
              ]
            })
          }
        }
      }
    )
    if (made === undefined) throw new Error('no build was made')
    const [unit, , deploy] = made.jobs
    const n = made.number
    expectFailure(
      run,
      'wait-for-build',
      REPO,
      `build #${n} failed: ${n}.1 unit tests (\`npm test\` exited with 1), ${n}.3 deploy (canceled).`
    )
    const listing = `GET ${PATH}/builds?branch.name=main&${WITH_JOBS}&limit=25`
    expect(run.requests).toEqual([
      listing,
      `GET ${PATH}/requests?limit=25`,
      listing,
      `GET ${PATH}/requests?limit=25`,
      listing,
      `GET /build/${made.build_id}?${WITH_JOBS}`,
      // The logs of the jobs that failed the build, the allowed failure's not.
      `GET /job/${unit}/log.txt`,
      `GET /job/${deploy}/log.txt`
    ])
    expect(run.maxInFlight).toBe(1)
    // The seconds are the live server's own pace (its first answers can take half a second each).
    expect(run.stdout).toMatch(
      /^waiting for Travis CI to start a build of 3f2c1a9 on main, \d+ s$/m
    )
    expect(jsonOutput(run, 'jobs')).toEqual([
      expect.objectContaining({
        number: `${n}.1`,
        name: 'unit tests',
        stage: 'test',
        state: 'failed',
        allow_failure: false
      }),
      expect.objectContaining({
        number: `${n}.2`,
        name: 'lint',
        stage: 'test',
        state: 'failed',
        allow_failure: true
      }),
      expect.objectContaining({
        number: `${n}.3`,
        name: 'deploy',
        stage: 'deploy',
        state: 'canceled'
      })
    ])
    // The log printed in its group, its markers gone; the job without a log is a line.
    expect(commandsNamed(run, 'group')).toEqual([`${n}.1 unit tests: failed`])
    expect(run.stdout).toContain('$ npm test')
    expect(run.stdout).not.toContain('travis_fold:')
    expect(run.stdout).toContain(`The log of ${n}.3 deploy was not found on Travis CI`)
    // The whole log as travis-api serves it, markers included, for actions/upload-artifact.
    const file = `logs/${n}.1-unit-tests.log`
    expect(jsonOutput(run, 'log-files')).toEqual([file])
    expect(readFileSync(join(workspace, file))).toEqual(await logOf(unit))
    const summary = summaryOf(run, 'wait-for-build', REPO)
    expect(summary).toContain('Why it failed')
    expect(summary).toContain(`${n}.1 unit tests failed`)
    expect(summary).toContain('npm test exited with 1')
    expect(summary).toContain('The 3 lines of its log before it')
    expect(summary).not.toContain(`${n}.2 lint failed`)
  })

  it('with pull-request and its head sha: the pull request build, by its number', async () => {
    const run = await runLive({
      operation: 'wait-for-build',
      repo: REPO,
      'pull-request': '12',
      sha: 'b'.repeat(40)
    })
    expectSuccess(run)
    expect(run.outputs['build-state']).toBe('passed')
    expect(run.requests).toEqual([
      `GET ${PATH}/builds?build.event_type=pull_request&${WITH_JOBS}&limit=25`
    ])
    expect(jsonOutput<{ pull_request_number: number }>(run, 'result').pull_request_number).toBe(12)
  })

  it('a request for the commit that Travis CI rejected fails at once, with its message and messages annotated on .travis.yml', async () => {
    let looks = 0
    const run = await runLive(
      { operation: 'wait-for-build', repo: REPO, sha: SHA, branch: 'main', 'poll-seconds': '2' },
      {
        beforeForward: async (request) => {
          if (!request.url.startsWith(`${PATH}/requests?`) || ++looks !== 2) return
          const body = { 'request.branch': 'main', 'request.sha': SHA }
          expect((await askServer('POST', `${PATH}/requests`, { body })).status).toBe(202)
          const { request_id } = await gatekeeper({
            reject: 'Branch "main" not included per configuration.',
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
                src: '.travis.yml'
              }
            ]
          })
          // travis-gatekeeper keeps the commit of a push it rejects (travis-api's request shows
          // its branch from it, models/request.rb branch_name); the kit's stand-in writes none.
          sqlOnKit(
            `with c as (insert into commits (repository_id, commit, ref, branch, message, created_at, updated_at) values (1, '${SHA}', 'refs/heads/main', 'main', 'pushed', now(), now()) returning id) update requests set commit_id = (select id from c) where id = ${request_id} returning id`
          )
        }
      }
    )
    expectFailure(
      run,
      'wait-for-build',
      REPO,
      'Travis CI rejected the build request for 3f2c1a9 on main (request ',
      'Branch "main" not included per configuration.; its messages: [error] branches: invalid condition (condition: x) (line 4); [warn] language: unknown default (value: rubby, default: ruby) (line 1); [info] root: deprecated key (key: sudo)'
    )
    const annotations = run.commands
      .filter((command) => command.name === 'error' || command.name === 'warning')
      .filter((command) => command.properties.includes('file='))
    expect(annotations.map((a) => `${a.name} ${a.properties}`)).toEqual([
      'error file=.travis.yml,line=4',
      'warning file=.travis.yml,line=1'
    ])
    expect(
      run.requests.filter((line) => line.includes('/messages')),
      run.requests.join('\n')
    ).toHaveLength(1)
  })
})

/** A finished build of `states`, each job's log written as travis-logs holds it. */
async function finishedBuild(states: string[], contents: Array<string | null>) {
  const made = await madeBuild(states.length)
  await control(`/builds/${made.build_id}`, { state: 'failed', jobs: states })
  for (const [i, content] of contents.entries()) {
    if (content !== null) await control(`/jobs/${made.jobs[i]}/log`, { content })
  }
  return made
}

describe('logs, as untrusted text', () => {
  it('a log that tries workflow commands, the log viewer markup and the summary HTML changes nothing; secrets masked', async () => {
    const hostile = [
      '$ npm test',
      '::set-output name=build-state::passed',
      '::add-mask::innocent-word',
      '::stop-commands::guessed',
      '::guessed::',
      '::endgroup::',
      '##[endgroup]',
      '::error::forged failure',
      '</pre></details></td></tr></table>',
      '| a | markdown | row |',
      `the token: ${ADMIN_TOKEN}`,
      'The command "npm test" exited with 1.',
      ''
    ].join('\n')
    const made = await finishedBuild(['failed'], [hostile])
    const run = await runLive({
      operation: 'wait-for-build',
      repo: REPO,
      'build-id': String(made.build_id),
      'log-lines': '20'
    })
    expectFailure(run, 'wait-for-build', REPO, `${made.number}.1 (\`npm test\` exited with 1)`)
    // What the runner reads of it: the group, the action's own lines; none of the log's.
    expect(commandsNamed(run, 'group')).toEqual([`${made.number}.1: failed`])
    expect(commandsNamed(run, 'endgroup')).toHaveLength(1)
    expect(commandsNamed(run, 'set-output')).toEqual([])
    expect(commandsNamed(run, 'add-mask')).not.toContain('innocent-word')
    expect(run.errors).toHaveLength(1)
    expect(run.errors[0]).not.toContain('forged')
    expect(run.outputs['build-state']).toBe('failed')
    // The log's lines are printed, between the action's stop and resume.
    const start = run.stdout.indexOf('::stop-commands::')
    const token = /::stop-commands::([0-9a-f]{32})/.exec(run.stdout)?.[1] ?? ''
    const end = run.stdout.indexOf(`::${token}::`)
    expect(start).toBeGreaterThan(-1)
    const printed = run.stdout.slice(start, end)
    expect(printed).toContain('::set-output name=build-state::passed')
    expect(printed).toContain(' ##[endgroup]')
    expect(printed).toContain('the token: ***')
    const summary = run.summary
    expect(summary).not.toContain('</pre></details></td>')
    expect(summary).toContain('&#60;/pre&#62;&#60;/details&#62;')
    expect(summary).toContain('the token: ***')
    expect(summary).not.toContain(ADMIN_TOKEN)
  })

  it('a 12 MiB log: its last 10 MiB printed with a note, the whole of it in logs-dir', async () => {
    const line = `${'x'.repeat(63)}\n`
    const big = `${line.repeat((12 * 1024 * 1024) / line.length)}The command "make" exited with 2.\n`
    const made = await finishedBuild(['failed'], [big])
    const run = await runLive(
      {
        operation: 'wait-for-build',
        repo: REPO,
        'build-id': String(made.build_id),
        'logs-dir': 'logs'
      },
      { workspace }
    )
    expectFailure(run, 'wait-for-build', REPO, `${made.number}.1 (\`make\` exited with 2)`)
    expect(run.stdout).toMatch(
      /\(the first 2\.0 MiB of this 12\.0 MiB log are left out; its end follows\)/
    )
    const file = readFileSync(join(workspace, `logs/${made.number}.1.log`))
    expect(file.length).toBe(Buffer.byteLength(big))
    expect(file.equals(await logOf(made.jobs[0] ?? 0))).toBe(true)
  })

  it('an expired log, or one the token may not read, is a line, not a failure of its own', async () => {
    const made = await madeBuild(2)
    // Started 400 days ago: past the repository's job_log_access_older_than_days (365).
    await control(`/builds/${made.build_id}`, {
      state: 'failed',
      jobs: ['failed', 'passed'],
      started_at: daysAgo(400),
      finished_at: daysAgo(400)
    })
    await control(`/jobs/${made.jobs[0]}/log`, {
      content: 'The command "npm test" exited with 1.\n'
    })
    const run = await runLive({
      operation: 'wait-for-build',
      repo: REPO,
      'build-id': String(made.build_id)
    })
    expectFailure(
      run,
      'wait-for-build',
      REPO,
      `build #${made.number} failed: ${made.number}.1 (failed).`
    )
    expect(run.stdout).toContain(
      `The log of ${made.number}.1 is no longer kept by Travis CI (log_expired`
    )
    expect(run.warnings).toEqual([])
    expect(run.summary).toContain('its log is no longer kept by Travis CI')
  })
})

describe('restart-build, jobs: failed', () => {
  /** A build of 3 jobs: passed, failed, errored; the failed and errored ones have logs. */
  async function failedBuild() {
    return await finishedBuild(['passed', 'failed', 'errored'], [null, 'old\n', 'old\n'])
  }

  const jobStates = async (build: number) =>
    (await (
      await askServer('GET', `/build/${build}?include=build.jobs,job.state`)
    ).json) as { state: string; jobs: Array<{ id: number; state: string }> }

  it('restarts the jobs that did not pass, one at a time, and waits for them', async () => {
    const made = await failedBuild()
    const [, failed, errored] = made.jobs
    let hubbed = false
    let restarts = 0
    const run = await runLive(
      {
        operation: 'restart-build',
        repo: REPO,
        'build-id': String(made.build_id),
        jobs: 'failed',
        wait: 'true',
        'poll-seconds': '2',
        'show-logs': 'all'
      },
      {
        beforeForward: async (request) => {
          if (request.method === 'POST') restarts += 1
          if (hubbed || restarts < 2 || !request.url.startsWith(`/build/${made.build_id}?`)) return
          hubbed = true
          // travis-hub restarts both jobs; the workers run them, and they pass.
          await control('/hub')
          await control(`/builds/${made.build_id}`, {
            state: 'passed',
            jobs: ['passed', 'passed', 'passed'],
            logs: [null, 'passed now\n', 'passed too\n']
          })
        }
      }
    )
    expectSuccess(run, true)
    expect(run.requests.filter((line) => line.startsWith('POST'))).toEqual([
      `POST /job/${failed}/restart`,
      `POST /job/${errored}/restart`
    ])
    expect(run.maxWritesInFlight).toBe(1)
    expect(jsonOutput(run, 'restarted-jobs')).toEqual([failed, errored])
    expect(run.outputs['build-state']).toBe('passed')
    // Only the restarted jobs' new logs: the job that passed before was not restarted.
    expect(run.requests.filter((line) => line.includes('/log.txt'))).toEqual([
      `GET /job/${failed}/log.txt`,
      `GET /job/${errored}/log.txt`
    ])
    expect(run.stdout).toContain('passed now')
  })

  it('a lost answer: the build read back shows the job restarted, so it counts, and the next is sent', async () => {
    const made = await failedBuild()
    const [, failed, errored] = made.jobs
    let posted = false
    const run = await runLive(
      { operation: 'restart-build', repo: REPO, 'build-id': String(made.build_id), jobs: 'failed' },
      {
        losesAnswer: (request) => request.url === `/job/${failed}/restart`,
        beforeForward: async (request) => {
          // travis-hub applies the restart before the action reads the build back.
          if (request.method === 'GET' && posted) await control('/hub')
          if (request.url === `/job/${failed}/restart`) posted = true
        }
      }
    )
    expectSuccess(run, true)
    expect(run.stdout).toContain(`${made.number}.2 shows created now: the restart was applied.`)
    expect(jsonOutput(run, 'restarted-jobs')).toEqual([failed, errored])
    expect(run.requests.filter((line) => line.startsWith('POST'))).toEqual([
      `POST /job/${failed}/restart`,
      `POST /job/${errored}/restart`
    ])
  })

  it('a refused answer (502 before travis-api): nothing restarted, nothing sent again, the job as it was', async () => {
    const made = await failedBuild()
    const [, failed] = made.jobs
    const run = await runLive(
      { operation: 'restart-build', repo: REPO, 'build-id': String(made.build_id), jobs: 'failed' },
      {
        answersInstead: (request) =>
          request.method === 'POST' ? { status: 502, body: 'Bad Gateway', forward: false } : null
      }
    )
    expectFailure(run, 'restart-build', REPO, 'HTTP 502')
    expect(run.requests.filter((line) => line.startsWith('POST'))).toEqual([
      `POST /job/${failed}/restart`
    ])
    await control('/hub')
    const held = await jobStates(made.build_id)
    expect(held.jobs.map((job) => job.state)).toEqual(['passed', 'failed', 'errored'])
  })
})

describe('what the real server showed about the builds that landed', () => {
  const builds = async (branch: string) =>
    (
      (await (
        await askServer('GET', `/repo/1/branch/${encodeURIComponent(branch)}`)
      ).json) as {
        last_build: { id: number }
      }
    ).last_build.id

  it("cancel-build of a branch with a comma cancels that branch's build, not the newest of 'cleanup'", async () => {
    const own = await builds('fix,cleanup')
    const cleanup = await builds('cleanup')
    const run = await runLive({ operation: 'cancel-build', repo: REPO, branch: 'fix,cleanup' })
    expectSuccess(run, true)
    expect(run.requests[0]).toBe(`GET ${PATH}/branch/fix%2Ccleanup`)
    expect(run.requests.filter((line) => line.startsWith('POST'))).toEqual([
      `POST /build/${own}/cancel`
    ])
    await control('/hub')
    const state = async (id: number) =>
      ((await askServer('GET', `/build/${id}`)).json as { state: string }).state
    expect(await state(own)).toBe('canceled')
    expect(await state(cleanup)).toBe('started')
  })

  it('list-builds of a branch with a comma lists its own builds, not those of fix and cleanup', async () => {
    const own = await builds('fix,cleanup')
    const run = await runLive({ operation: 'list-builds', repo: REPO, branch: 'fix,cleanup' })
    expectSuccess(run)
    expect(jsonOutput<Array<{ id: number; branch: string }>>(run, 'builds')).toEqual([
      expect.objectContaining({ id: own, branch: 'fix,cleanup' })
    ])
    expect(run.notices.join('\n')).toContain('cannot filter builds by a branch name with a comma')
  })

  it('a 429 of Rack::Attack on the requests POST (before travis-api): waited out and sent again, one build', async () => {
    let throttled = 0
    const run = await runLive(
      {
        operation: 'trigger-build',
        repo: REPO,
        branch: 'main',
        message: 'live: throttled',
        'poll-seconds': '2',
        retries: '1'
      },
      {
        answersInstead: (request) =>
          request.method === 'POST' && throttled++ === 0
            ? {
                status: 429,
                body: 'Retry later\n',
                forward: false,
                headers: { 'retry-after': '1' }
              }
            : null,
        beforeForward: async (request) => {
          if (/\/request\/\d+$/.test(request.url)) await gatekeeper({ jobs: 1 })
        }
      }
    )
    expectSuccess(run, true)
    expect(run.requests.filter((line) => line.startsWith('POST'))).toEqual([
      `POST ${PATH}/requests`,
      `POST ${PATH}/requests`
    ])
    const held = (await askServer('GET', `${PATH}/requests?limit=10`)).json as {
      requests: Array<{ commit: { message: string } | null }>
    }
    expect(held.requests.filter((r) => r.commit?.message === 'live: throttled')).toHaveLength(1)
  })

  it('cancel-on-abort whose cancel answer is lost: read back, and shown canceled as the server holds it', async () => {
    const made = await madeBuild(1)
    await control(`/builds/${made.build_id}`, { state: 'started' })
    let firstRead: () => void = () => {}
    const read = new Promise<void>((resolve) => (firstRead = resolve))
    let cancelled = false
    const run = await runLive(
      {
        operation: 'wait-for-build',
        repo: REPO,
        'build-id': String(made.build_id),
        'cancel-on-abort': 'true',
        'poll-seconds': '60'
      },
      {
        interrupt: { signal: 'SIGINT', when: read },
        beforeForward: async (request) => {
          if (request.method === 'GET' && !cancelled) firstRead()
          // travis-hub applies the cancel before the action reads the build back.
          if (request.method === 'GET' && cancelled) await control('/hub')
          if (request.method === 'POST') cancelled = true
        },
        losesAnswer: (request) => request.method === 'POST'
      }
    )
    expectFailure(
      run,
      'wait-for-build',
      REPO,
      "the Travis CI build shows canceled: the cancel ('cancel-on-abort') was applied."
    )
    expect(run.outputs['build-state']).toBe('canceled')
    expect(
      ((await askServer('GET', `/build/${made.build_id}`)).json as { state: string }).state
    ).toBe('canceled')
  })

  it('a triggered build whose reads then fail past the retries still has its ids and page as outputs', async () => {
    let built = 0
    const run = await runLive(
      { operation: 'trigger-build', repo: REPO, branch: 'main', wait: 'true', 'poll-seconds': '2' },
      {
        beforeForward: async (request) => {
          if (/\/request\/\d+$/.test(request.url) && built === 0)
            built = (await gatekeeper({ jobs: 1 })).build_id ?? 0
        },
        answersInstead: (request) =>
          built !== 0 && request.url.startsWith(`/build/${built}?`) && request.method === 'GET'
            ? { status: 502, body: 'Bad Gateway', forward: false }
            : null
      }
    )
    expectFailure(run, 'trigger-build', REPO, 'HTTP 502')
    expect(run.outputs['build-id']).toBe(String(built))
    expect(run.outputs['request-id']).not.toBe('')
    expect(run.outputs['build-url'] ?? '').toBe('')
  })

  it('a request found after a lost POST answer and then rejected without a commit is rejected, not "not this run\'s"', async () => {
    const run = await runLive(
      {
        operation: 'trigger-build',
        repo: REPO,
        branch: 'main',
        message: 'live: lost then rejected',
        'poll-seconds': '2'
      },
      {
        losesAnswer: (request) => request.method === 'POST',
        beforeForward: async (request) => {
          if (/\/request\/\d+$/.test(request.url))
            await gatekeeper({ reject: 'Branch "main" not included per configuration.' })
        }
      }
    )
    expectFailure(
      run,
      'trigger-build',
      REPO,
      'Travis CI rejected build request',
      'Branch "main" not included per configuration.'
    )
    expect(run.stdout).not.toContain("is not this run's")
    expect(run.stdout).toContain('shows no branch and no commit')
  })

  it('cancel and restart refused for a read-only token ask for push access, not for admin', async () => {
    const cancel = await runLive({
      operation: 'cancel-build',
      repo: REPO,
      branch: 'fix',
      'travis-token': READONLY_TOKEN
    })
    expectFailure(cancel, 'cancel-build', REPO, 'push access to the repository on Travis CI')
    expect(cancel.errors[0]).not.toContain('admin')
  })

  it('a restart whose lost answer is read back applied reports the build as it is, not restart-pending', async () => {
    let restarted = false
    const run = await runLive(
      { operation: 'restart-build', repo: REPO, branch: 'main' },
      {
        losesAnswer: (request) => request.method === 'POST',
        beforeForward: async (request) => {
          if (request.method === 'GET' && restarted) await control('/hub')
          if (request.method === 'POST') restarted = true
        }
      }
    )
    expectSuccess(run, true)
    expect(run.outputs['build-state']).toBe('created')
  })
})
