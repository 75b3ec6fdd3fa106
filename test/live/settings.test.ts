// Settings operations against the real travis-api: what the user sees, the requests that went out,
// and the settings the server holds afterwards, read back through the API.
import { beforeEach, describe, expect, it } from 'vitest'
import { held, seedKit } from './kit.js'
import {
  expectFailure,
  expectSuccess,
  jsonOutput,
  runLive,
  summaryOf,
  useRecorder
} from './helpers.js'
import { baseSeed, PUBLIC_REPO, READONLY_TOKEN, REPO } from './seed.js'

useRecorder()

const SETTINGS = '/repo/octo-org%2Fprivate-repo/settings'
const SETTING = '/repo/octo-org%2Fprivate-repo/setting'

beforeEach(async () => {
  await seedKit(
    baseSeed({ repo: { settings: { build_pushes: true, maximum_number_of_builds: 3 } } })
  )
})

/** name → value, as the server lists them now. */
async function heldSettings(repo = REPO): Promise<Record<string, unknown>> {
  const list = await held<{ settings: Array<{ name: string; value: unknown }> }>(
    `/repo/${encodeURIComponent(repo)}/settings`
  )
  return Object.fromEntries(list.settings.map((setting) => [setting.name, setting.value]))
}

describe('list-settings and get-setting', () => {
  it('list-settings: every setting the server lists, typed, allow_config_imports included', async () => {
    const run = await runLive({ operation: 'list-settings', repo: REPO })
    expectSuccess(run)
    const settings = jsonOutput<Record<string, unknown>>(run, 'settings')
    expect(settings).toEqual(await heldSettings())
    expect(settings).toEqual(
      expect.objectContaining({
        build_pushes: true,
        maximum_number_of_builds: 3,
        allow_config_imports: false
      })
    )
    expect(run.outputs.count).toBe(String(Object.keys(settings).length))
    expect(run.requests).toEqual([`GET ${SETTINGS}`])
  })

  it('a public repository does not list allow_config_imports', async () => {
    const run = await runLive({ operation: 'list-settings', repo: PUBLIC_REPO })
    expectSuccess(run)
    expect(Object.keys(jsonOutput<Record<string, unknown>>(run, 'settings'))).not.toContain(
      'allow_config_imports'
    )
  })

  it('get-setting with expect: value and matches', async () => {
    const run = await runLive({
      operation: 'get-setting',
      repo: REPO,
      setting: 'maximum_number_of_builds',
      expect: '3'
    })
    expectSuccess(run)
    expect(run.outputs.value).toBe('3')
    expect(run.outputs.matches).toBe('true')
    expect(run.requests).toEqual([`GET ${SETTING}/maximum_number_of_builds`])
  })

  it('get-setting, mismatch with fail-on-mismatch: the step fails naming both values', async () => {
    const run = await runLive({
      operation: 'get-setting',
      repo: REPO,
      setting: 'build_pushes',
      expect: 'false',
      'fail-on-mismatch': 'true'
    })
    expectFailure(run, 'get-setting', REPO, 'build_pushes')
    expect(run.outputs.matches).toBe('false')
  })
})

describe('set-setting', () => {
  it('a boolean: the server holds false', async () => {
    const run = await runLive({
      operation: 'set-setting',
      repo: REPO,
      setting: 'build_pushes',
      value: 'false'
    })
    expectSuccess(run, true)
    expect(run.requests).toContain(`PATCH ${SETTING}/build_pushes`)
    expect((await heldSettings()).build_pushes).toBe(false)
    expect(run.outputs.value).toBe('false')
  })

  it('an integer: the server holds 7, a number', async () => {
    const run = await runLive({
      operation: 'set-setting',
      repo: REPO,
      setting: 'maximum_number_of_builds',
      value: '7'
    })
    expectSuccess(run, true)
    expect((await heldSettings()).maximum_number_of_builds).toBe(7)
  })

  it('job_log_access_older_than_days within 30..730: the server holds it', async () => {
    const run = await runLive({
      operation: 'set-setting',
      repo: REPO,
      setting: 'job_log_access_older_than_days',
      value: '90'
    })
    expectSuccess(run, true)
    expect((await heldSettings()).job_log_access_older_than_days).toBe(90)
  })

  it('allow_config_imports (listed only for private repositories): the server holds true', async () => {
    const run = await runLive({
      operation: 'set-setting',
      repo: REPO,
      setting: 'allow_config_imports',
      value: 'true'
    })
    expectSuccess(run, true)
    expect((await heldSettings()).allow_config_imports).toBe(true)
  })

  it('the same value: one GET, nothing written', async () => {
    const run = await runLive({
      operation: 'set-setting',
      repo: REPO,
      setting: 'build_pushes',
      value: 'true'
    })
    expectSuccess(run, false)
    expect(run.requests).toEqual([`GET ${SETTING}/build_pushes`])
  })

  it('a value the server refuses (job_log_access_older_than_days: 5): its sentence, nothing held', async () => {
    const run = await runLive({
      operation: 'set-setting',
      repo: REPO,
      setting: 'job_log_access_older_than_days',
      value: '5'
    })
    expectFailure(run, 'set-setting', REPO, 'outside the bounds')
    expect((await heldSettings()).job_log_access_older_than_days).toBe(365)
  })

  it('a dry run writes nothing', async () => {
    const run = await runLive({
      operation: 'set-setting',
      repo: REPO,
      setting: 'build_pushes',
      value: 'false',
      'dry-run': 'true'
    })
    expectSuccess(run, true)
    expect(run.requests.filter((line) => !line.startsWith('GET '))).toEqual([])
    expect((await heldSettings()).build_pushes).toBe(true)
  })
})

describe('a PATCH the server applied, answered 200 with a body that is no Travis CI JSON', () => {
  const answeredOk = {
    answersInstead: (request: { method: string }) =>
      request.method === 'PATCH' ? { status: 200, body: 'OK', forward: true } : null
  }

  it('set-setting: read back, changed, the server holds false', async () => {
    const inputs = { operation: 'set-setting', repo: REPO, setting: 'build_pushes', value: 'false' }
    const run = await runLive(inputs, answeredOk)
    expectSuccess(run, true)
    expect(run.requests).toEqual([
      `GET ${SETTING}/build_pushes`,
      `PATCH ${SETTING}/build_pushes`,
      `GET ${SETTING}/build_pushes`
    ])
    expect(run.stdout).toContain('reading it back shows false: the change was applied.')
    expect((await heldSettings()).build_pushes).toBe(false)
  })

  it('apply-settings, flat build_pushes: false: read back, applied', async () => {
    const run = await runLive(
      { operation: 'apply-settings', repo: REPO, 'desired-settings': 'build_pushes: false\n' },
      answeredOk
    )
    expectSuccess(run, true)
    expect(run.requests).toEqual([
      `GET ${SETTINGS}`,
      `PATCH ${SETTING}/build_pushes`,
      `GET ${SETTING}/build_pushes`,
      `GET ${SETTINGS}`
    ])
    expect(jsonOutput(run, 'changes')).toEqual([{ name: 'build_pushes', from: true, to: false }])
    expect(summaryOf(run, 'apply-settings', REPO)).toContain(
      'build_pushes | false | true | ✓ changed'
    )
    expect((await heldSettings()).build_pushes).toBe(false)
  })
})

describe('a PATCH whose answer is lost, refused or names the old value: what the server holds decides', () => {
  const inputs = { operation: 'set-setting', repo: REPO, setting: 'build_pushes', value: 'false' }
  const patch = (request: { method: string }) => request.method === 'PATCH'
  /** A 200 of travis-api's own shape that names the value the setting had, not the one sent. */
  const oldValue = (forward: boolean) => ({
    answersInstead: (request: { method: string }) =>
      patch(request)
        ? {
            status: 200,
            body: JSON.stringify({ '@type': 'setting', name: 'build_pushes', value: true }),
            headers: { 'content-type': 'application/json' },
            forward
          }
        : null
  })
  const readBack = [
    `GET ${SETTING}/build_pushes`,
    `PATCH ${SETTING}/build_pushes`,
    `GET ${SETTING}/build_pushes`
  ]

  it('the server applied it, its answer lost: read back, changed, the server holds false', async () => {
    const run = await runLive(inputs, { losesAnswer: patch })
    expectSuccess(run, true)
    expect(run.requests).toEqual(readBack)
    expect(run.stdout).toContain('reading it back shows false: the change was applied.')
    expect((await heldSettings()).build_pushes).toBe(false)
  })

  it('a 502 in front of the server, which never saw it: read back, "did not land", the server holds true', async () => {
    const run = await runLive(inputs, {
      answersInstead: (request) =>
        patch(request) ? { status: 502, body: 'Bad Gateway', forward: false } : null
    })
    expectFailure(
      run,
      'set-setting',
      REPO,
      "Reading 'build_pushes' back shows it is still true: the change did not land."
    )
    expect(run.requests).toEqual(readBack)
    expect(run.outputs.changed ?? '').not.toBe('true')
    expect((await heldSettings()).build_pushes).toBe(true)
  })

  it('applied, but answered 200 with the old value: read back, changed, the server holds false', async () => {
    const run = await runLive(inputs, oldValue(true))
    expectSuccess(run, true)
    expect(run.requests).toEqual(readBack)
    expect(run.stdout).toContain(
      'No clear answer to the change of build_pushes (the server answered the change of build_pushes to false with true)'
    )
    expect((await heldSettings()).build_pushes).toBe(false)
  })

  it('answered 200 with the old value and never applied: "did not land", not changed, the server holds true', async () => {
    const run = await runLive(inputs, oldValue(false))
    expectFailure(
      run,
      'set-setting',
      REPO,
      "the server answered the change of build_pushes to false with true. Reading 'build_pushes' back shows it is still true: the change did not land."
    )
    expect(run.outputs.changed ?? '').not.toBe('true')
    expect((await heldSettings()).build_pushes).toBe(true)
  })
})

describe('check-settings', () => {
  it('drift named, fail-on-mismatch fails the step; one GET, nothing written', async () => {
    const run = await runLive({
      operation: 'check-settings',
      repo: REPO,
      'desired-settings': 'build_pushes: false\nmaximum_number_of_builds: 3',
      'fail-on-mismatch': 'true'
    })
    expectFailure(run, 'check-settings', REPO, 'build_pushes')
    expect(run.outputs.matches).toBe('false')
    expect(jsonOutput(run, 'drift')).toEqual([
      { name: 'build_pushes', expected: false, actual: true }
    ])
    expect(run.requests).toEqual([`GET ${SETTINGS}`])
  })

  it('a read-only token can check', async () => {
    const run = await runLive({
      operation: 'check-settings',
      repo: REPO,
      'travis-token': READONLY_TOKEN,
      'desired-settings': 'build_pushes: true'
    })
    expectSuccess(run)
    expect(run.outputs.matches).toBe('true')
  })
})

describe('apply-settings', () => {
  const DESIRED = [
    'build_pushes: false',
    'build_pull_requests: false',
    'maximum_number_of_builds: 5',
    'auto_cancel_pushes: true',
    'job_log_access_older_than_days: 60'
  ].join('\n')

  it('five changes: every one is held by the server afterwards, and the outputs say so', async () => {
    const run = await runLive({
      operation: 'apply-settings',
      repo: REPO,
      'desired-settings': DESIRED
    })
    expectSuccess(run, true)
    const server = await heldSettings()
    expect(server).toEqual(
      expect.objectContaining({
        build_pushes: false,
        build_pull_requests: false,
        maximum_number_of_builds: 5,
        auto_cancel_pushes: true,
        job_log_access_older_than_days: 60
      })
    )
    expect(jsonOutput(run, 'changes')).toHaveLength(5)
    // travis-api loses one of two PATCHes in flight (one JSON column, rewritten without a lock).
    expect(run.maxInFlight).toBe(1)
    expect(run.requests.at(-1)).toBe(`GET ${SETTINGS}`)
    expect(summaryOf(run, 'apply-settings', REPO)).toContain('build_pull_requests')
  })

  it('nothing differs: one GET, changed=false', async () => {
    const run = await runLive({
      operation: 'apply-settings',
      repo: REPO,
      'desired-settings': 'build_pushes: true\nmaximum_number_of_builds: 3'
    })
    expectSuccess(run, false)
    expect(run.requests).toEqual([`GET ${SETTINGS}`])
  })

  it('a dry run: the plan, nothing written', async () => {
    const run = await runLive({
      operation: 'apply-settings',
      repo: REPO,
      'desired-settings': DESIRED,
      'dry-run': 'true'
    })
    expectSuccess(run, true)
    expect(jsonOutput(run, 'changes')).toHaveLength(5)
    expect(run.requests).toEqual([`GET ${SETTINGS}`])
    expect((await heldSettings()).build_pushes).toBe(true)
  })

  it('a value the server refuses among others: the rest held, the refused one named', async () => {
    const run = await runLive({
      operation: 'apply-settings',
      repo: REPO,
      'desired-settings': 'build_pushes: false\njob_log_access_older_than_days: 5'
    })
    expectFailure(run, 'apply-settings', REPO, 'job_log_access_older_than_days')
    const server = await heldSettings()
    expect(server.build_pushes).toBe(false)
    expect(server.job_log_access_older_than_days).toBe(365)
    expect(jsonOutput(run, 'changes')).toEqual([{ name: 'build_pushes', from: true, to: false }])
  })
})
