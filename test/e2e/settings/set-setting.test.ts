// set-setting end to end: what is sent, what the fake holds afterwards, and the guards (dry-run,
// local value checks) that send nothing. delete-caches has its own spec in caches.test.ts.
import { afterAll, describe, expect, it } from 'vitest'
import {
  DIALECTS,
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
  summaryText,
  type FakeTravis
} from '../helpers.js'

afterAll(closeFakes)

describe.concurrent.each(DIALECTS)('set-setting, %s dialect', (dialect) => {
  const start = (): Promise<FakeTravis> => fakeTravis({ dialect })

  it('boolean: GET then PATCH with a JSON boolean', async () => {
    const fake = await start()
    const result = await run(fake, {
      operation: 'set-setting',
      setting: 'build_pushes',
      value: 'false'
    })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([
      `GET ${REPO_PATH}/setting/build_pushes`,
      `PATCH ${REPO_PATH}/setting/build_pushes`
    ])
    expect(fake.requests[1]?.body).toEqual({ 'setting.value': false })
    expectStandardHeaders(fake)
    expect(demoRepo(fake).settings.build_pushes).toBe(false)
    expect(result.outputs.value).toBe('false')
    expect(jsonOutput(result, 'result')).toEqual({ name: 'build_pushes', value: false })
    const summary = summaryText(result, 'set-setting')
    expect(summary).toContain('Setting build_pushes changed.')
    expect(summary).toContain('Value | false')
    expect(summary).toContain('Before | true')
    // The one wording of a setting change, as apply-settings logs it too.
    expect(result.stdout).toContain("'build_pushes' changed from true to false.")
  })

  it('integer: PATCH with a JSON number', async () => {
    const fake = await start()
    const result = await run(fake, {
      operation: 'set-setting',
      setting: 'maximum_number_of_builds',
      value: '5'
    })
    expectSuccess(result, true)
    expect(methodsOf(fake)).toEqual(['GET', 'PATCH'])
    expect(fake.requests[1]?.body).toEqual({ 'setting.value': 5 })
    expect(demoRepo(fake).settings.maximum_number_of_builds).toBe(5)
    expect(result.outputs.value).toBe('5')
  })

  it('equal value: one GET, changed=false', async () => {
    const fake = await start()
    const result = await run(fake, {
      operation: 'set-setting',
      setting: 'build_pushes',
      value: 'true'
    })
    expectSuccess(result, false)
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/setting/build_pushes`])
    expect(result.outputs.value).toBe('true')
    expect(summaryText(result, 'set-setting')).toContain('already had this value')
  })

  it('dry-run: one GET, changed=true, DRY RUN banner, fake unchanged', async () => {
    const fake = await start()
    const result = await run(fake, {
      operation: 'set-setting',
      setting: 'job_log_access_older_than_days',
      value: '90',
      'dry-run': 'true'
    })
    expectSuccess(result, true)
    expect(methodsOf(fake)).toEqual(['GET'])
    expect(demoRepo(fake).settings).toEqual({})
    expect(result.outputs.value).toBe('90')
    const summary = summaryText(result, 'set-setting')
    expect(summary).toContain('DRY RUN')
    expect(summary).toContain('would change')
    expect(result.stdout).toContain(
      "Dry run: 'job_log_access_older_than_days' would change from 365 to 90."
    )
  })

  it('a bad value for a known setting fails with no request', async () => {
    const fake = await start()
    const result = await run(fake, {
      operation: 'set-setting',
      setting: 'build_pushes',
      value: 'yes'
    })
    expectFailure(result, 'set-setting', REPO, "Input 'value'", "'yes'", 'true or false')
    expect(fake.requests).toEqual([])
  })

  it('a negative number for an integer setting fails with no request', async () => {
    const fake = await start()
    const result = await run(fake, {
      operation: 'set-setting',
      setting: 'maximum_number_of_builds',
      value: '-1'
    })
    expectFailure(result, 'set-setting', REPO, "Input 'value'", "'-1'", 'whole number')
    expect(fake.requests).toEqual([])
  })

  it('an unknown setting name: refused with the settings the server lists, before any PATCH', async () => {
    const fake = await start()
    const result = await run(fake, {
      operation: 'set-setting',
      setting: 'no_such_setting',
      value: 'true'
    })
    expectFailure(
      result,
      'set-setting',
      REPO,
      "'no_such_setting' is not a setting of this repository on Travis CI. (the server lists",
      'build_pushes',
      'job_log_access_older_than_days'
    )
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/settings`])
  })

  // A name of JavaScript's Object.prototype is no setting either: the action's table of known
  // settings is read by its own keys only.
  it.each(['constructor', 'to_string'])(
    "a setting named '%s': refused in words like any unknown name, before any PATCH",
    async (setting) => {
      const fake = await start()
      const result = await run(fake, { operation: 'set-setting', setting, value: 'true' })
      const message = expectFailure(
        result,
        'set-setting',
        REPO,
        `'${setting}' is not a setting of this repository on Travis CI.`
      )
      expect(message).not.toContain('native code')
      expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/settings`])
    }
  )

  it('check-settings of a setting named constructor: refused in words, never a PATCH', async () => {
    const fake = await start()
    const result = await run(fake, {
      operation: 'check-settings',
      'desired-settings': 'constructor: true'
    })
    const message = expectFailure(result, 'check-settings', REPO, "'constructor'")
    expect(message).not.toContain('native code')
    expect(methodsOf(fake)).not.toContain('PATCH')
  })

  it('a setting the action does not know is typed by its current value', async () => {
    const fake = await start()
    demoRepo(fake).settings.future_flag = true
    const bad = await run(fake, { operation: 'set-setting', setting: 'future_flag', value: '7' })
    expectFailure(bad, 'set-setting', REPO, "'future_flag'", 'true or false', 'nothing was changed')
    expect(methodsOf(fake)).toEqual(['GET'])
    fake.clearRequests()
    const good = await run(fake, {
      operation: 'set-setting',
      setting: 'future_flag',
      value: 'false'
    })
    expectSuccess(good, true)
    expect(methodsOf(fake)).toEqual(['GET', 'PATCH'])
    expect(fake.requests[1]?.body).toEqual({ 'setting.value': false })
    expect(demoRepo(fake).settings.future_flag).toBe(false)
  })

  it('a token without settings write: 403 message showing the current value', async () => {
    const fake = await start()
    fake.tokens['reader-token'] = { user: 'reader', settingsWrite: false }
    const result = await run(fake, {
      operation: 'set-setting',
      'travis-token': 'reader-token',
      setting: 'build_pull_requests',
      value: 'false'
    })
    expectFailure(
      result,
      'set-setting',
      REPO,
      'HTTP 403 insufficient_access',
      "'write' permission on user_setting",
      'It stays true.'
    )
    expect(methodsOf(fake)).toEqual(['GET', 'PATCH'])
    expect(demoRepo(fake).settings).toEqual({})
  })

  it('job_log_access_older_than_days 10: 422 with the server sentence', async () => {
    const fake = await start()
    const result = await run(fake, {
      operation: 'set-setting',
      setting: 'job_log_access_older_than_days',
      value: '10'
    })
    expectFailure(
      result,
      'set-setting',
      REPO,
      'HTTP 422',
      'Job log access older than days is outside the bounds',
      "'job_log_access_older_than_days'"
    )
    expect(methodsOf(fake)).toEqual(['GET', 'PATCH'])
    expect(fake.requests[1]?.body).toEqual({ 'setting.value': 10 })
    expect(demoRepo(fake).settings).toEqual({})
  })
})

describe.concurrent('set-setting: a PATCH answered 2xx in a form the action refuses', () => {
  const SETTING = `${REPO_PATH}/setting/build_pushes`
  const inputs = { operation: 'set-setting', setting: 'build_pushes', value: 'false' }
  const malformed = { method: 'PATCH', status: 200, body: { '@type': 'setting' } }

  it('the server applied it: read back, changed, exit 0', async () => {
    const fake = await fakeTravis()
    fake.failNext({ ...malformed, afterHandling: true })
    const result = await run(fake, inputs)
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([`GET ${SETTING}`, `PATCH ${SETTING}`, `GET ${SETTING}`])
    expect(result.stdout).toContain(
      `No clear answer to the change of build_pushes (PATCH ${SETTING} answered HTTP 200 without the fields of a setting`
    )
    expect(result.stdout).toContain('reading it back shows false: the change was applied.')
    expect(demoRepo(fake).settings.build_pushes).toBe(false)
    expect(result.outputs.value).toBe('false')
    expect(summaryText(result, 'set-setting')).toContain('Setting build_pushes changed.')
  })

  // A 2xx that names another value than the one sent answers no question: read it back.
  const other = {
    method: 'PATCH',
    status: 200,
    body: { '@type': 'setting', name: 'build_pushes', value: true }
  }

  it('answered with the old value though applied: read back, changed, exit 0', async () => {
    const fake = await fakeTravis()
    fake.failNext({ ...other, afterHandling: true })
    const result = await run(fake, inputs)
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([`GET ${SETTING}`, `PATCH ${SETTING}`, `GET ${SETTING}`])
    expect(result.stdout).toContain(
      'No clear answer to the change of build_pushes (the server answered the change of build_pushes to false with true)'
    )
    expect(demoRepo(fake).settings.build_pushes).toBe(false)
    expect(result.outputs.value).toBe('false')
  })

  it('answered with the old value and not applied: "did not land", exit 1, not changed', async () => {
    const fake = await fakeTravis()
    fake.failNext(other)
    const result = await run(fake, inputs)
    expectFailure(
      result,
      'set-setting',
      REPO,
      "the server answered the change of build_pushes to false with true. Reading 'build_pushes' back shows it is still true: the change did not land."
    )
    expect(demoRepo(fake).settings).toEqual({})
    expect(result.outputs.changed ?? '').not.toBe('true')
  })

  it('the server did not apply it: read back, "did not land", exit 1', async () => {
    const fake = await fakeTravis()
    fake.failNext(malformed)
    const result = await run(fake, inputs)
    const message = expectFailure(
      result,
      'set-setting',
      REPO,
      `PATCH ${SETTING} answered HTTP 200 without the fields of a setting`,
      "Reading 'build_pushes' back shows it is still true: the change did not land."
    )
    expect(message).not.toContain('may have been applied')
    expect(requestLines(fake)).toEqual([`GET ${SETTING}`, `PATCH ${SETTING}`, `GET ${SETTING}`])
    expect(demoRepo(fake).settings).toEqual({})
    expect(result.outputs.changed ?? '').not.toBe('true')
  })
})
