// check-settings and apply-settings end to end: 'desired-settings' read and checked before any
// request, one GET of the settings list, PATCHes only for what differs (one at a time, then a GET),
// typed JSON in drift/changes/result, and what the fake holds afterwards.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  answerGate,
  REPO,
  REPO_PATH,
  closeFakes,
  demoRepo,
  expectFailure,
  expectStandardHeaders,
  expectSuccess,
  fakeTravis,
  jsonOutput,
  methodsOf,
  requestLines,
  run,
  summaryText
} from '../helpers.js'

afterAll(closeFakes)

/** A workspace as actions/checkout leaves it: the settings file committed at its root. */
const WORKSPACE = mkdtempSync(join(tmpdir(), 'settings-workspace-'))
afterAll(() => rmSync(WORKSPACE, { recursive: true, force: true }))
const workspaceFile = (name: string, text: string): string => {
  writeFileSync(join(WORKSPACE, name), text)
  return name
}

/** Demo defaults: build_pushes true, maximum_number_of_builds 0, auto_cancel_pushes false. */
const DESIRED = 'build_pushes: true\nmaximum_number_of_builds: 4\nauto_cancel_pushes: true\n'
const DRIFT = [
  { name: 'maximum_number_of_builds', expected: 4, actual: 0 },
  { name: 'auto_cancel_pushes', expected: true, actual: false }
]
const COMPARED = [{ name: 'build_pushes', expected: true, actual: true }, ...DRIFT]

const patches = (fake: Awaited<ReturnType<typeof fakeTravis>>) =>
  fake.requests.filter((r) => r.method === 'PATCH').map((r) => [r.path, r.body])

describe.concurrent('check-settings', () => {
  it('one GET of the list; matches, drift and result with JSON values; a ✓/✗ table', async () => {
    const fake = await fakeTravis()
    fake.tokens['reader-token'] = { user: 'reader', settingsWrite: false }
    const result = await run(fake, {
      operation: 'check-settings',
      'travis-token': 'reader-token',
      'desired-settings': DESIRED
    })
    expectSuccess(result, false)
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/settings`])
    expectStandardHeaders(fake, 'reader-token')
    expect(result.outputs.matches).toBe('false')
    expect(jsonOutput(result, 'drift')).toEqual(DRIFT)
    expect(jsonOutput(result, 'result')).toEqual(COMPARED)
    expect(result.outputs.changes).toBeUndefined()
    const summary = summaryText(result, 'check-settings')
    expect(summary).toContain('2 of 3 desired settings differ.')
    // Every column is named: no empty header over the ✓/✗ column.
    expect(summary).toContain('Setting | Expected | Actual | Matches\n')
    expect(summary).toContain('build_pushes | true | true | ✓')
    expect(summary).toContain('maximum_number_of_builds | 4 | 0 | ✗')
    expect(summary).toContain('auto_cancel_pushes | true | false | ✗')
  })

  it('a file with only settings: is settings as a flat mapping is: the same requests, outputs and summary', async () => {
    const flatFake = await fakeTravis()
    const flat = await run(flatFake, { operation: 'check-settings', 'desired-settings': DESIRED })
    const fake = await fakeTravis()
    const sectioned = await run(fake, {
      operation: 'check-settings',
      'desired-settings': `settings:\n${DESIRED.replace(/^/gm, '  ').trimEnd()}\n`
    })
    expectSuccess(sectioned, false)
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/settings`])
    expect(requestLines(fake)).toEqual(requestLines(flatFake))
    // No `kind` in the entries and no verdict over sections: there is one section, the settings.
    expect(jsonOutput(sectioned, 'result')).toEqual(COMPARED)
    expect(jsonOutput(sectioned, 'drift')).toEqual(DRIFT)
    expect(sectioned.outputs).toEqual(flat.outputs)
    const summary = summaryText(sectioned, 'check-settings')
    expect(summary).toContain('2 of 3 desired settings differ.')
    expect(summary).not.toContain('section')
    expect(summary).toBe(summaryText(flat, 'check-settings'))
  })

  it("'settings: {}' alone declares no setting: nothing to read, nothing differs", async () => {
    const fake = await fakeTravis()
    const result = await run(fake, {
      operation: 'check-settings',
      'desired-settings': 'settings: {}'
    })
    expectSuccess(result, false)
    expect(fake.requests).toEqual([])
    expect(result.outputs.matches).toBe('true')
    expect(jsonOutput(result, 'result')).toEqual([])
    expect(jsonOutput(result, 'drift')).toEqual([])
  })

  it('everything matches: matches=true, drift []', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, {
      operation: 'check-settings',
      'desired-settings': '{build_pushes: true, job_log_access_older_than_days: 365}',
      'fail-on-mismatch': 'true'
    })
    expectSuccess(result, false)
    expect(result.outputs.matches).toBe('true')
    expect(jsonOutput(result, 'drift')).toEqual([])
    expect(summaryText(result, 'check-settings')).toContain('All 2 desired settings match.')
  })

  it('fail-on-mismatch: outputs set, then one failure line naming every drifted setting', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, {
      operation: 'check-settings',
      'desired-settings': DESIRED,
      'fail-on-mismatch': 'true'
    })
    expectFailure(
      result,
      'check-settings',
      REPO,
      '2 of 3 settings differ',
      'maximum_number_of_builds is 0, expected 4',
      'auto_cancel_pushes is false, expected true'
    )
    expect(result.errors[0]).not.toContain('build_pushes is')
    expect(result.outputs.matches).toBe('false')
    expect(jsonOutput(result, 'drift')).toEqual(DRIFT)
    expect(methodsOf(fake)).toEqual(['GET'])
  })

  it('a name the server does not list: one GET, the step fails naming it', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, {
      operation: 'check-settings',
      'desired-settings': 'build_pushes: true\nbuild_pushs: false'
    })
    expectFailure(
      result,
      'check-settings',
      REPO,
      "check-settings on octo-org/hello-world failed: 'build_pushs' is not a setting of this server. Did you mean 'build_pushes'? It lists"
    )
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/settings`])
  })

  it('allow_config_imports on a public repository is named as listed only for private ones', async () => {
    const fake = await fakeTravis()
    demoRepo(fake).private = false
    const result = await run(fake, {
      operation: 'check-settings',
      'desired-settings': 'allow_config_imports: false'
    })
    expectFailure(result, 'check-settings', REPO, 'lists it only for private repositories')
    expect(methodsOf(fake)).toEqual(['GET'])
  })
})

describe.concurrent('apply-settings', () => {
  it('one GET, then one PATCH with a JSON value per setting that differs', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, { operation: 'apply-settings', 'desired-settings': DESIRED })
    expectSuccess(result, true)
    expect(requestLines(fake)[0]).toBe(`GET ${REPO_PATH}/settings`)
    expect(patches(fake).sort()).toEqual([
      [`${REPO_PATH}/setting/auto_cancel_pushes`, { 'setting.value': true }],
      [`${REPO_PATH}/setting/maximum_number_of_builds`, { 'setting.value': 4 }]
    ])
    expect(requestLines(fake).at(-1)).toBe(`GET ${REPO_PATH}/settings`)
    expect(fake.requests).toHaveLength(4)
    expectStandardHeaders(fake)
    expect(demoRepo(fake).settings).toEqual({
      maximum_number_of_builds: 4,
      auto_cancel_pushes: true
    })
    expect(jsonOutput(result, 'drift')).toEqual(DRIFT)
    expect(jsonOutput(result, 'changes')).toEqual([
      { name: 'maximum_number_of_builds', from: 0, to: 4 },
      { name: 'auto_cancel_pushes', from: false, to: true }
    ])
    expect(jsonOutput(result, 'result')).toEqual(COMPARED)
    expect(result.outputs.matches).toBeUndefined()
    const summary = summaryText(result, 'apply-settings')
    expect(summary).toContain('Changed 2 of the 2 settings that differed.')
    expect(summary).toContain('build_pushes | true | true | ✓ already so')
    expect(summary).toContain('maximum_number_of_builds | 4 | 0 | ✓ changed')
  })

  it('all equal: one request, changed=false', async () => {
    const fake = await fakeTravis()
    demoRepo(fake).settings.maximum_number_of_builds = 4
    demoRepo(fake).settings.auto_cancel_pushes = true
    const result = await run(fake, { operation: 'apply-settings', 'desired-settings': DESIRED })
    expectSuccess(result, false)
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/settings`])
    expect(jsonOutput(result, 'drift')).toEqual([])
    expect(jsonOutput(result, 'changes')).toEqual([])
    expect(summaryText(result, 'apply-settings')).toContain('nothing was sent')
  })

  it('dry-run: one GET, the plan in changes, changed=true, DRY RUN banner, fake unchanged', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': DESIRED,
      'dry-run': 'true'
    })
    expectSuccess(result, true)
    expect(methodsOf(fake)).toEqual(['GET'])
    expect(demoRepo(fake).settings).toEqual({})
    expect(jsonOutput(result, 'changes')).toEqual([
      { name: 'maximum_number_of_builds', from: 0, to: 4 },
      { name: 'auto_cancel_pushes', from: false, to: true }
    ])
    const summary = summaryText(result, 'apply-settings')
    expect(summary).toContain('DRY RUN')
    expect(summary).toContain('2 of 3 desired settings would change.')
    expect(summary).toContain('auto_cancel_pushes | true | false | would change')
    // The one wording of a setting change (set-setting logs the same).
    expect(result.stdout).toContain("Dry run: 'maximum_number_of_builds' would change from 0 to 4.")
    expect(result.stdout).toContain(
      "Dry run: 'auto_cancel_pushes' would change from false to true."
    )
  })

  it('PATCHes go one at a time (the real server loses concurrent ones), then one GET to see what stuck', async () => {
    const fake = await fakeTravis()
    // No PATCH is answered until the test opens the gate: what arrives before went side by side.
    // The GET of the settings comes first, then the first PATCH.
    const gate = answerGate(fake, 2)
    fake.failNext({ method: 'PATCH', holdUntil: gate.held, times: 1 })
    const patchCount = () => fake.requests.filter((request) => request.method === 'PATCH').length
    const desired = [
      'builds_only_with_travis_yml: true',
      'build_pushes: false',
      'build_pull_requests: false',
      'maximum_number_of_builds: 2'
    ].join('\n')
    const running = run(fake, { operation: 'apply-settings', 'desired-settings': desired })
    // A second PATCH would be on its way before the first answer if they went side by side.
    const { sentBeforeAnswers: beforeAnyAnswer, result } = await gate.settle(running, patchCount)
    expect(beforeAnyAnswer).toBe(1)
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([
      `GET ${REPO_PATH}/settings`,
      `PATCH ${REPO_PATH}/setting/builds_only_with_travis_yml`,
      `PATCH ${REPO_PATH}/setting/build_pushes`,
      `PATCH ${REPO_PATH}/setting/build_pull_requests`,
      `PATCH ${REPO_PATH}/setting/maximum_number_of_builds`,
      `GET ${REPO_PATH}/settings`
    ])
    expect(jsonOutput(result, 'changes')).toHaveLength(4)
  })

  it('a change another writer undoes before the read-back is reported as not applied', async () => {
    const fake = await fakeTravis()
    // Another writer beside the action: when the action's second PATCH arrives, the first
    // change is put back, as a concurrent whole-column rewrite on the real server does.
    fake.onRequest((request) => {
      if (request.method === 'PATCH' && request.path.endsWith('/setting/auto_cancel_pushes')) {
        delete demoRepo(fake).settings.maximum_number_of_builds
      }
    })
    const result = await run(fake, { operation: 'apply-settings', 'desired-settings': DESIRED })
    expectFailure(
      result,
      'apply-settings',
      REPO,
      "1 of 2 settings was not changed: 'maximum_number_of_builds': the server answered 4 but holds 0 when read back",
      'Applied: auto_cancel_pushes.'
    )
    expect(jsonOutput(result, 'changes')).toEqual([
      { name: 'auto_cancel_pushes', from: false, to: true }
    ])
    expect(summaryText(result, 'apply-settings')).toContain(
      'maximum_number_of_builds | 4 | 0 | ✗ not changed'
    )
  })

  it('a failing PATCH among several: the others apply, changes lists them, the step fails naming it', async () => {
    const fake = await fakeTravis()
    fake.failNext({ method: 'PATCH', pathIncludes: 'setting/build_pushes', status: 500 })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings':
        'build_pushes: false\nmaximum_number_of_builds: 4\nauto_cancel_pushes: true'
    })
    const message = expectFailure(
      result,
      'apply-settings',
      REPO,
      "1 of 3 settings was not changed: 'build_pushes': ",
      'HTTP 500',
      'Applied: maximum_number_of_builds, auto_cancel_pushes.'
    )
    expect(message).not.toContain("'maximum_number_of_builds':")
    expect(patches(fake)).toHaveLength(3)
    // The 500 may have landed: the setting is read back, and it still holds the old value.
    expect(requestLines(fake)).toContain(`GET ${REPO_PATH}/setting/build_pushes`)
    expect(demoRepo(fake).settings).toEqual({
      maximum_number_of_builds: 4,
      auto_cancel_pushes: true
    })
    expect(result.outputs.changed).toBe('true')
    expect(jsonOutput(result, 'changes')).toEqual([
      { name: 'maximum_number_of_builds', from: 0, to: 4 },
      { name: 'auto_cancel_pushes', from: false, to: true }
    ])
    expect(jsonOutput(result, 'drift')).toHaveLength(3)
    expect(summaryText(result, 'apply-settings')).toContain(
      'build_pushes | false | true | ✗ not changed'
    )
  })

  it('a token that may only read: every PATCH refused, nothing applied, changed=false', async () => {
    const fake = await fakeTravis()
    fake.tokens['reader-token'] = { user: 'reader', settingsWrite: false }
    const result = await run(fake, {
      operation: 'apply-settings',
      'travis-token': 'reader-token',
      'desired-settings': DESIRED
    })
    const message = expectFailure(
      result,
      'apply-settings',
      REPO,
      "2 of 2 settings were not changed: 'maximum_number_of_builds': the token's user lacks the 'write' permission on user_setting (HTTP 403 insufficient_access",
      "The token may read 'maximum_number_of_builds' but not change it. It stays 0.",
      "'auto_cancel_pushes': the token's user lacks the 'write' permission",
      'It stays false.',
      'Applied: none.'
    )
    expect(message).not.toContain("'build_pushes'")
    expect(patches(fake).sort()).toEqual([
      [`${REPO_PATH}/setting/auto_cancel_pushes`, { 'setting.value': true }],
      [`${REPO_PATH}/setting/maximum_number_of_builds`, { 'setting.value': 4 }]
    ])
    // A refusal is an answer: nothing is read back.
    expect(methodsOf(fake)).toEqual(['GET', 'PATCH', 'PATCH'])
    expect(demoRepo(fake).settings).toEqual({})
    expect(result.outputs.changed).toBe('false')
    expect(jsonOutput(result, 'changes')).toEqual([])
    expect(jsonOutput(result, 'drift')).toEqual(DRIFT)
    const summary = summaryText(result, 'apply-settings')
    expect(summary).toContain('2 of 2 settings were not changed')
    expect(summary).toContain('Changed 0 of the 2 settings that differed.')
    expect(summary).toContain('build_pushes | true | true | ✓ already so')
    expect(summary).toMatch(
      /auto_cancel_pushes \| true \| false \| ✗ not changed: the token's user lacks the 'write' permission[^\n]*It stays false\./
    )
  })

  it('a PATCH whose answer is lost and whose read-backs fail too: said to be unknown, not applied', async () => {
    const fake = await fakeTravis()
    // The server applies the change, then the connection drops before the answer; reading the
    // setting back fails, and so does reading the list back at the end.
    fake.failNext({
      method: 'PATCH',
      pathIncludes: 'setting/auto_cancel_pushes',
      dropConnection: true,
      afterHandling: true
    })
    fake.failNext({ method: 'GET', pathIncludes: 'setting/auto_cancel_pushes', status: 500 })
    // Once the setting's own read-back has arrived, the list read at the end fails too.
    fake.onRequest((request) => {
      if (request.method === 'GET' && request.path.endsWith('/setting/auto_cancel_pushes')) {
        fake.failNext({ method: 'GET', pathIncludes: '/settings', status: 500 })
      }
    })
    const result = await run(fake, { operation: 'apply-settings', 'desired-settings': DESIRED })
    expectFailure(
      result,
      'apply-settings',
      REPO,
      "1 of 2 settings was not changed: 'auto_cancel_pushes': PATCH ",
      'network error',
      "Reading 'auto_cancel_pushes' back failed too (GET ",
      'HTTP 500: Sorry, we experienced an error.),',
      'the change may have been applied; check it before running again.',
      'Applied: maximum_number_of_builds.'
    )
    expect(requestLines(fake)).toEqual([
      `GET ${REPO_PATH}/settings`,
      `PATCH ${REPO_PATH}/setting/maximum_number_of_builds`,
      `PATCH ${REPO_PATH}/setting/auto_cancel_pushes`,
      `GET ${REPO_PATH}/setting/auto_cancel_pushes`,
      `GET ${REPO_PATH}/settings`
    ])
    expect(result.warnings.join('\n')).toContain(
      'Reading the settings back after the changes failed'
    )
    // It did land, as the failure warns it may have; only maximum_number_of_builds is confirmed.
    expect(demoRepo(fake).settings).toEqual({
      maximum_number_of_builds: 4,
      auto_cancel_pushes: true
    })
    expect(jsonOutput(result, 'changes')).toEqual([
      { name: 'maximum_number_of_builds', from: 0, to: 4 }
    ])
    // Not known either way: the row says so, not "not changed" beside "may have been applied".
    expect(summaryText(result, 'apply-settings')).toContain(
      'auto_cancel_pushes | true | false | ✗ unknown: '
    )
  })

  it('a PATCH whose answer is lost and whose own read-back fails: the list read at the end shows it landed', async () => {
    const fake = await fakeTravis()
    fake.failNext({
      method: 'PATCH',
      pathIncludes: 'setting/auto_cancel_pushes',
      dropConnection: true,
      afterHandling: true
    })
    fake.failNext({ method: 'GET', pathIncludes: 'setting/auto_cancel_pushes', status: 500 })
    const result = await run(fake, { operation: 'apply-settings', 'desired-settings': DESIRED })
    expectSuccess(result, true)
    expect(jsonOutput(result, 'changes')).toEqual([
      { name: 'maximum_number_of_builds', from: 0, to: 4 },
      { name: 'auto_cancel_pushes', from: false, to: true }
    ])
    expect(result.stdout).toContain(
      'Reading the settings back shows auto_cancel_pushes = true: its change was applied.'
    )
  })

  it('a PATCH whose answer is lost and whose own read-back fails: the list read at the end shows it did not land', async () => {
    const fake = await fakeTravis()
    // The connection drops before the server sees the PATCH; the setting's own read-back fails.
    fake.failNext({
      method: 'PATCH',
      pathIncludes: 'setting/auto_cancel_pushes',
      dropConnection: true
    })
    fake.failNext({ method: 'GET', pathIncludes: 'setting/auto_cancel_pushes', status: 500 })
    const result = await run(fake, { operation: 'apply-settings', 'desired-settings': DESIRED })
    const message = expectFailure(
      result,
      'apply-settings',
      REPO,
      "1 of 2 settings was not changed: 'auto_cancel_pushes': PATCH ",
      'network error',
      'Reading the settings back shows auto_cancel_pushes = false: its change did not land.',
      'Applied: maximum_number_of_builds.'
    )
    expect(message).not.toContain('may have been applied')
    expect(requestLines(fake)).toEqual([
      `GET ${REPO_PATH}/settings`,
      `PATCH ${REPO_PATH}/setting/maximum_number_of_builds`,
      `PATCH ${REPO_PATH}/setting/auto_cancel_pushes`,
      `GET ${REPO_PATH}/setting/auto_cancel_pushes`,
      `GET ${REPO_PATH}/settings`
    ])
    expect(result.warnings).toEqual([])
    expect(demoRepo(fake).settings).toEqual({ maximum_number_of_builds: 4 })
    expect(jsonOutput(result, 'changes')).toEqual([
      { name: 'maximum_number_of_builds', from: 0, to: 4 }
    ])
    const summary = summaryText(result, 'apply-settings')
    expect(summary).toMatch(
      /^auto_cancel_pushes \| true \| false \| ✗ not changed: .*its change did not land\.$/m
    )
    expect(summary).not.toContain('may have been applied')
  })

  it('a PATCH the server applied and answered 200 without the fields of a setting: read back, applied', async () => {
    const fake = await fakeTravis()
    fake.failNext({
      method: 'PATCH',
      pathIncludes: 'setting/build_pushes',
      status: 200,
      body: { '@type': 'setting' },
      afterHandling: true
    })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'build_pushes: false\n'
    })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([
      `GET ${REPO_PATH}/settings`,
      `PATCH ${REPO_PATH}/setting/build_pushes`,
      `GET ${REPO_PATH}/setting/build_pushes`,
      `GET ${REPO_PATH}/settings`
    ])
    expect(result.stdout).toContain(
      `No clear answer to the change of build_pushes (PATCH ${REPO_PATH}/setting/build_pushes answered HTTP 200 without the fields of a setting`
    )
    expect(result.stdout).toContain('reading it back shows false: the change was applied.')
    expect(demoRepo(fake).settings).toEqual({ build_pushes: false })
    expect(jsonOutput(result, 'changes')).toEqual([{ name: 'build_pushes', from: true, to: false }])
    expect(summaryText(result, 'apply-settings')).toContain(
      'build_pushes | false | true | ✓ changed'
    )
  })

  it('a PATCH answered 200 with the old value and not applied: read back, not changed, the step fails', async () => {
    const fake = await fakeTravis()
    fake.failNext({
      method: 'PATCH',
      pathIncludes: 'setting/build_pushes',
      status: 200,
      body: { '@type': 'setting', name: 'build_pushes', value: true }
    })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'build_pushes: false\n'
    })
    expectFailure(
      result,
      'apply-settings',
      REPO,
      "the server answered the change of build_pushes to false with true. Reading 'build_pushes' back shows it is still true: the change did not land."
    )
    expect(demoRepo(fake).settings).toEqual({})
    expect(jsonOutput(result, 'changes')).toEqual([])
    expect(result.outputs.changed).toBe('false')
  })

  it('a 422 names the server sentence', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'job_log_access_older_than_days: 10\nbuild_pushes: false'
    })
    expectFailure(
      result,
      'apply-settings',
      REPO,
      "'job_log_access_older_than_days': ",
      'HTTP 422',
      'Job log access older than days is outside the bounds',
      "The server takes 'job_log_access_older_than_days' from 30 to 730",
      'Applied: build_pushes.'
    )
    expect(demoRepo(fake).settings).toEqual({ build_pushes: false })
    // A refused value is no check the inputs asked for: the summary says where the reason is,
    // what to correct, and that a second run sends only what is still different.
    const summary = summaryText(result, 'apply-settings')
    expect(summary).not.toContain('the check the inputs asked for')
    expect(summary).toContain(
      "What to do: each setting marked ✗ below says why it was not changed. Fix that (a value the server refused is corrected in 'desired-settings') and run the job again: the settings already applied match and are not sent again."
    )
    expect(summary).toMatch(
      /^job_log_access_older_than_days \| 10 \| 365 \| ✗ not changed: .*The server takes 'job_log_access_older_than_days' from 30 to 730 /m
    )
    expect(summary).toContain('build_pushes | false | true | ✓ changed')
  })

  it('a name the server does not list: one GET, no PATCH, the step fails naming it', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'build_pushes: false\nfuture_flag: true'
    })
    expectFailure(
      result,
      'apply-settings',
      REPO,
      "'future_flag' is not a setting of this server",
      'nothing was changed'
    )
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/settings`])
    expect(demoRepo(fake).settings).toEqual({})
  })

  it('a name the action does not know takes its type from the server value', async () => {
    const fake = await fakeTravis()
    demoRepo(fake).settings.future_flag = true
    const bad = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'build_pushes: false\nfuture_flag: 7'
    })
    expectFailure(bad, 'apply-settings', REPO, "'future_flag' is a boolean setting on the server")
    expect(methodsOf(fake)).toEqual(['GET'])
    fake.clearRequests()
    const good = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'future_flag: false'
    })
    expectSuccess(good, true)
    expect(patches(fake)).toEqual([
      [`${REPO_PATH}/setting/future_flag`, { 'setting.value': false }]
    ])
    expect(demoRepo(fake).settings.future_flag).toBe(false)
  })
})

describe.concurrent('desired-settings is read as YAML', () => {
  it('a quoted key is the same key: "build_pushes": FALSE sets build_pushes', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': `"build_pushes": FALSE\n'maximum_number_of_builds': 4`
    })
    expectSuccess(result, true)
    expect(patches(fake)).toEqual([
      [`${REPO_PATH}/setting/build_pushes`, { 'setting.value': false }],
      [`${REPO_PATH}/setting/maximum_number_of_builds`, { 'setting.value': 4 }]
    ])
    expect(demoRepo(fake).settings).toMatchObject({
      build_pushes: false,
      maximum_number_of_builds: 4
    })
  })

  it('so a name given quoted and unquoted is a duplicate, and nothing is sent', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, {
      operation: 'check-settings',
      'desired-settings': 'build_pushes: true\n"build_pushes": false'
    })
    expectFailure(
      result,
      'check-settings',
      REPO,
      "Input 'desired-settings' names 'build_pushes' twice (lines 1 and 2)."
    )
    expect(fake.requests).toEqual([])
  })
})

describe.concurrent('bad desired-settings send nothing', () => {
  const cases: Array<[string, string, string[]]> = [
    ['an empty mapping', '{}', ['empty mapping']],
    ['only a comment', '# nothing yet', ['has no settings']],
    ['a list', '- build_pushes: true', ['must be a YAML mapping']],
    ['plain text', 'build_pushes', ['must be a YAML mapping']],
    [
      'a duplicate name',
      'build_pushes: true\nbuild_releases: true\nbuild_pushes: false',
      ["names 'build_pushes' twice (lines 1 and 3)"]
    ],
    ['a syntax error', 'build_pushes: true\nbuild_releases: [true', ['not valid YAML', '(line 2)']],
    ["'false' quoted", "build_pushes: 'false'", ["'build_pushes' (line 1)", "quoted text 'false'"]],
    [
      '"4" quoted',
      'maximum_number_of_builds: "4"',
      ["'maximum_number_of_builds'", "quoted text '4'"]
    ],
    ['a number for a boolean', 'build_pushes: 1', ["'build_pushes'", 'true or false']],
    ['yes for a boolean', 'build_pushes: yes', ["'build_pushes'", "'yes'"]],
    ['a negative number', 'maximum_number_of_builds: -1', ["'maximum_number_of_builds'", "'-1'"]],
    ['a fraction', 'maximum_number_of_builds: 4.5', ["'4.5'", 'a whole number']],
    ['a boolean for an integer', 'maximum_number_of_builds: true', ['a whole number']],
    ['no value', 'build_pushes:', ["'build_pushes' (line 1) to nothing"]],
    [
      'no value in a flow mapping',
      '{build_releases: false, build_pushes}',
      ["'build_pushes' (line 1) to nothing", 'true or false']
    ],
    ['a tag', 'build_pushes: !!bool true', ['tags are not allowed']],
    ['a bad name', 'Build Pushes: true', ["'Build Pushes' on line 1", 'no setting name']],
    [
      'an unknown name with text',
      'future_flag: maybe',
      ["'future_flag'", 'true, false or a whole number']
    ],
    ['too long', `build_pushes: true\n${'# padding\n'.repeat(7000)}`, ['at most 65,536 bytes']],
    [
      'lists nested 20,000 deep',
      `build_pushes: ${'['.repeat(20_000)}${']'.repeat(20_000)}`,
      ['nests lists or mappings too deeply']
    ]
  ]
  for (const operation of ['check-settings', 'apply-settings']) {
    it.each(cases)(`${operation}: %s`, async (_, desired, pieces) => {
      const fake = await fakeTravis()
      const result = await run(fake, { operation, 'desired-settings': desired })
      expectFailure(result, operation, REPO, "Input 'desired-settings'", ...pieces)
      expect(fake.requests).toEqual([])
    })
  }

  it('every problem is named at once', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings':
        'build_pushes: \'true\'\nmaximum_number_of_builds: "4"\nbuild_releases: true'
    })
    expectFailure(result, 'apply-settings', REPO, "'build_pushes'", "'maximum_number_of_builds'")
    expect(fake.requests).toEqual([])
  })
})

describe.concurrent('desired-settings-file: the settings from a file in the workspace', () => {
  it('apply-settings reads a path relative to the workspace: the same PATCHes as the text', async () => {
    const fake = await fakeTravis()
    const file = workspaceFile('.travis-settings.yml', DESIRED)
    const result = await run(
      fake,
      { operation: 'apply-settings', 'desired-settings-file': file },
      { workspace: WORKSPACE }
    )
    expectSuccess(result, true)
    expect(patches(fake)).toEqual([
      [`${REPO_PATH}/setting/maximum_number_of_builds`, { 'setting.value': 4 }],
      [`${REPO_PATH}/setting/auto_cancel_pushes`, { 'setting.value': true }]
    ])
    expect(jsonOutput(result, 'drift')).toEqual(DRIFT)
    expect(demoRepo(fake).settings).toMatchObject({
      maximum_number_of_builds: 4,
      auto_cancel_pushes: true
    })
  })

  it('check-settings reads an absolute path: one GET, drift and result as for the text', async () => {
    const fake = await fakeTravis()
    const file = join(WORKSPACE, workspaceFile('check.yml', DESIRED))
    const result = await run(fake, { operation: 'check-settings', 'desired-settings-file': file })
    expectSuccess(result, false)
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/settings`])
    expect(result.outputs.matches).toBe('false')
    expect(jsonOutput(result, 'drift')).toEqual(DRIFT)
    expect(jsonOutput(result, 'result')).toEqual(COMPARED)
  })

  it('a problem in the file names the input, the file and the line', async () => {
    const fake = await fakeTravis()
    const file = workspaceFile('bad.yml', 'build_pushes: true\nbuild_releases: yes\n')
    const result = await run(
      fake,
      { operation: 'check-settings', 'desired-settings-file': file },
      { workspace: WORKSPACE }
    )
    expectFailure(
      result,
      'check-settings',
      REPO,
      "Input 'desired-settings-file' ('bad.yml') sets 'build_releases' (line 2) to 'yes'"
    )
    expect(fake.requests).toEqual([])
  })

  for (const operation of ['check-settings', 'apply-settings']) {
    it(`${operation}: both inputs given is an input error naming both; nothing is sent`, async () => {
      const fake = await fakeTravis()
      const file = workspaceFile('both.yml', DESIRED)
      const result = await run(
        fake,
        { operation, 'desired-settings': DESIRED, 'desired-settings-file': file },
        { workspace: WORKSPACE }
      )
      expectFailure(
        result,
        operation,
        REPO,
        "Inputs 'desired-settings' and 'desired-settings-file' are both set; give only one."
      )
      expect(fake.requests).toEqual([])
    })

    it(`${operation}: neither input given is an input error naming both; nothing is sent`, async () => {
      const fake = await fakeTravis()
      const result = await run(fake, { operation })
      expectFailure(
        result,
        operation,
        REPO,
        `${operation} needs 'desired-settings' (the settings, one 'name: value' per line, e.g. build_pushes: true) or 'desired-settings-file' (a YAML file in the workspace holding them, e.g. .travis-settings.yml).`
      )
      expect(fake.requests).toEqual([])
    })
  }

  it('a missing file is an input error naming the input and the path; nothing is sent', async () => {
    const fake = await fakeTravis()
    const result = await run(
      fake,
      { operation: 'apply-settings', 'desired-settings-file': 'settings/missing.yml' },
      { workspace: WORKSPACE }
    )
    expectFailure(
      result,
      'apply-settings',
      REPO,
      "Input 'desired-settings-file' names a file that cannot be read: 'settings/missing.yml' (ENOENT)."
    )
    expect(fake.requests).toEqual([])
  })

  it('a directory is refused without being read', async () => {
    const fake = await fakeTravis()
    const result = await run(
      fake,
      { operation: 'check-settings', 'desired-settings-file': '.' },
      { workspace: WORKSPACE }
    )
    expectFailure(
      result,
      'check-settings',
      REPO,
      "Input 'desired-settings-file' must name a regular file of at most 64 KiB",
      "'.' is not a regular file."
    )
    expect(fake.requests).toEqual([])
  })

  it('a file over 64 KiB is refused, as the text would be; nothing is sent', async () => {
    const fake = await fakeTravis()
    const file = workspaceFile('large.yml', `build_pushes: true\n${'# padding\n'.repeat(7000)}`)
    const result = await run(
      fake,
      { operation: 'apply-settings', 'desired-settings-file': file },
      { workspace: WORKSPACE }
    )
    expectFailure(
      result,
      'apply-settings',
      REPO,
      "Input 'desired-settings-file' must name a regular file of at most 64 KiB (a settings file is a few lines); 'large.yml' has 70019 bytes."
    )
    expect(fake.requests).toEqual([])
  })

  it('is an input the other operations do not use: a warning names it', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, {
      operation: 'list-settings',
      'desired-settings-file': '.travis-settings.yml'
    })
    expectSuccess(result, false)
    expect(result.warnings.join('\n')).toContain("'desired-settings-file'")
  })
})
