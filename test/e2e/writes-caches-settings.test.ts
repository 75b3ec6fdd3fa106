// delete-caches and set-setting end to end: what is sent, what the fake holds afterwards, and the
// guards (allow-delete-all, max-deletions, dry-run, local value checks) that send nothing.
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
} from './helpers.js'

afterAll(closeFakes)

type StoredCache = ReturnType<typeof demoRepo>['caches'][number]

const sizeOf = (caches: StoredCache[]) => caches.reduce((sum, cache) => sum + cache.size, 0)
const snapshot = (fake: FakeTravis) => demoRepo(fake).caches.map((cache) => ({ ...cache }))

describe.concurrent.each(DIALECTS)('delete-caches, %s dialect', (dialect) => {
  /** The fake and a copy of the caches it held before the run. */
  async function start(): Promise<{ fake: FakeTravis; before: StoredCache[] }> {
    const fake = await fakeTravis({ dialect })
    return { fake, before: snapshot(fake) }
  }

  it('deletes one branch, by its normalised group', async () => {
    const { fake, before } = await start()
    const doomed = before.filter((cache) => cache.group === 'featurelogin')
    const result = await run(fake, { operation: 'delete-caches', branch: 'feature/login' })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([`DELETE ${REPO_PATH}/caches?branch=featurelogin`])
    expect(fake.requests[0]?.body).toBeUndefined()
    expectStandardHeaders(fake)
    expect(result.notices).toEqual([
      expect.stringMatching(/'feature\/login'.*cache group 'featurelogin'/)
    ])
    expect(result.outputs['deleted-count']).toBe('2')
    expect(result.outputs['deleted-size']).toBe(String(sizeOf(doomed)))
    const caches = jsonOutput(result, 'caches') as Array<{ name: string; branch: string }>
    expect(caches.map((c) => c.name).sort()).toEqual(doomed.map((c) => c.name).sort())
    expect(jsonOutput(result, 'result')).toEqual(caches)
    expect(demoRepo(fake).caches).toEqual(before.filter((cache) => !doomed.includes(cache)))
    const summary = summaryText(result, 'delete-caches')
    expect(summary).toContain('Deleted 2 cache(s), 11.8 MiB in all (group featurelogin).')
    expect(summary).not.toContain('DRY RUN')
  })

  it('deletes a pull request group', async () => {
    const { fake, before } = await start()
    const result = await run(fake, { operation: 'delete-caches', 'pull-request': '42' })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([`DELETE ${REPO_PATH}/caches?branch=PR.42`])
    expect(result.notices).toEqual([])
    expect(result.outputs['deleted-count']).toBe('1')
    expect(demoRepo(fake).caches.map((c) => c.group)).not.toContain('PR.42')
    expect(demoRepo(fake).caches).toHaveLength(before.length - 1)
  })

  it('deletes by match alone, across groups', async () => {
    const { fake } = await start()
    const result = await run(fake, { operation: 'delete-caches', match: 'xcode15' })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([`DELETE ${REPO_PATH}/caches?match=xcode15`])
    expect(result.outputs['deleted-count']).toBe('1')
    expect(result.outputs['deleted-size']).toBe('7340032')
    expect(demoRepo(fake).caches.some((c) => c.name.includes('xcode15'))).toBe(false)
  })

  it('several groups, one with nothing to delete: one DELETE per group, success', async () => {
    const { fake, before } = await start()
    const result = await run(fake, {
      operation: 'delete-caches',
      branch: 'master, gone-branch',
      match: 'node-20'
    })
    expectSuccess(result, true)
    expect(methodsOf(fake)).toEqual(['DELETE', 'DELETE'])
    expect(fake.requests.map((r) => r.query)).toEqual(
      expect.arrayContaining([
        { branch: 'master', match: 'node-20' },
        { branch: 'gone-branch', match: 'node-20' }
      ])
    )
    expect(result.outputs['deleted-count']).toBe('1')
    expect(result.outputs['deleted-size']).toBe('5242880')
    expect(demoRepo(fake).caches).toHaveLength(before.length - 1)
  })

  it('nothing to delete is success with changed=false', async () => {
    const { fake, before } = await start()
    const result = await run(fake, { operation: 'delete-caches', branch: 'gone-branch' })
    expectSuccess(result, false)
    expect(requestLines(fake)).toEqual([`DELETE ${REPO_PATH}/caches?branch=gone-branch`])
    expect(result.outputs['deleted-count']).toBe('0')
    expect(result.outputs['deleted-size']).toBe('0')
    expect(result.outputs.caches).toBe('[]')
    expect(demoRepo(fake).caches).toEqual(before)
  })

  it('no filter without allow-delete-all: fails with the how-to, sends nothing', async () => {
    const { fake, before } = await start()
    const result = await run(fake, { operation: 'delete-caches' })
    expectFailure(
      result,
      'delete-caches',
      REPO,
      "'branch', 'pull-request' or 'match'",
      "'allow-delete-all: true'"
    )
    expect(fake.requests).toEqual([])
    expect(demoRepo(fake).caches).toEqual(before)
    expect(summaryText(result, 'delete-caches')).toContain('Failed:')
  })

  it('allow-delete-all: true deletes every cache with one unfiltered DELETE', async () => {
    const { fake, before } = await start()
    const result = await run(fake, { operation: 'delete-caches', 'allow-delete-all': 'true' })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([`DELETE ${REPO_PATH}/caches`])
    expect(result.outputs['deleted-count']).toBe(String(before.length))
    expect(result.outputs['deleted-size']).toBe(String(sizeOf(before)))
    expect(demoRepo(fake).caches).toEqual([])
  })

  it('max-deletions exceeded: fails, only GETs, nothing deleted', async () => {
    const { fake, before } = await start()
    const result = await run(fake, {
      operation: 'delete-caches',
      branch: 'master\ndevelop',
      'max-deletions': '2'
    })
    expectFailure(
      result,
      'delete-caches',
      REPO,
      "3 caches would be deleted, more than 'max-deletions' (2); nothing was deleted."
    )
    expect(methodsOf(fake)).toEqual(['GET', 'GET'])
    expect(fake.requests.map((r) => r.query)).toEqual(
      expect.arrayContaining([{ branch: 'master' }, { branch: 'develop' }])
    )
    expect(demoRepo(fake).caches).toEqual(before)
  })

  it('max-deletions not exceeded: lists, then deletes', async () => {
    const { fake } = await start()
    const result = await run(fake, {
      operation: 'delete-caches',
      branch: 'master',
      'max-deletions': '2'
    })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([
      `GET ${REPO_PATH}/caches?branch=master`,
      `DELETE ${REPO_PATH}/caches?branch=master`
    ])
    expect(result.outputs['deleted-count']).toBe('2')
    expect(demoRepo(fake).caches.some((c) => c.group === 'master')).toBe(false)
  })

  it('dry-run: only GETs, says what would go, DRY RUN banner, fake unchanged', async () => {
    const { fake, before } = await start()
    const result = await run(fake, {
      operation: 'delete-caches',
      branch: 'master',
      'pull-request': '42',
      'dry-run': 'true'
    })
    expectSuccess(result, true)
    expect(methodsOf(fake)).toEqual(['GET', 'GET'])
    expect(fake.requests.map((r) => r.query)).toEqual(
      expect.arrayContaining([{ branch: 'master' }, { branch: 'PR.42' }])
    )
    expect(result.outputs['deleted-count']).toBe('3')
    const wouldGo = before.filter((c) => c.group === 'master' || c.group === 'PR.42')
    expect(result.outputs['deleted-size']).toBe(String(sizeOf(wouldGo)))
    expect(demoRepo(fake).caches).toEqual(before)
    const summary = summaryText(result, 'delete-caches')
    expect(summary).toContain('DRY RUN')
    expect(summary).toContain('3 cache(s) would be deleted')
  })

  it('dry-run with nothing to delete: changed=false', async () => {
    const { fake } = await start()
    const result = await run(fake, {
      operation: 'delete-caches',
      match: 'no-such-cache',
      'dry-run': 'true'
    })
    expectSuccess(result, false)
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/caches?match=no-such-cache`])
    expect(result.outputs['deleted-count']).toBe('0')
    expect(summaryText(result, 'delete-caches')).toContain('DRY RUN')
  })
})

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

  it('an unknown setting name: 404, message lists the valid names', async () => {
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
      'HTTP 404',
      "'no_such_setting' is not a setting of this server",
      'build_pushes',
      'job_log_access_older_than_days'
    )
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/setting/no_such_setting`])
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
