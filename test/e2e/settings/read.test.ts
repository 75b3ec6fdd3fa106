// list-settings and get-setting end to end, in both dialects of the fake.
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
  hasNoMetadata,
  jsonOutput,
  requestLines,
  run,
  summaryText,
  type FakeTravis
} from '../helpers.js'

afterAll(closeFakes)

describe.concurrent.each(DIALECTS)('list-settings and get-setting, %s dialect', (dialect) => {
  const start = (options: { basePath?: string } = {}): Promise<FakeTravis> =>
    fakeTravis({ dialect, ...options })

  it('list-settings outputs a JSON object and the count', async () => {
    const fake = await start()
    demoRepo(fake).settings = { build_pushes: false, maximum_number_of_builds: 4 }
    const result = await run(fake, { operation: 'list-settings' })
    expectSuccess(result)
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/settings`])
    expectStandardHeaders(fake)
    const settings = jsonOutput(result, 'settings') as Record<string, unknown>
    expect(Object.keys(settings)).toHaveLength(14)
    expect(settings).toMatchObject({
      build_pushes: false,
      maximum_number_of_builds: 4,
      build_pull_requests: true,
      job_log_access_older_than_days: 365
    })
    expect(result.outputs.count).toBe('14')
    const list = jsonOutput(result, 'result') as Array<{ name: string; value: unknown }>
    expect(list[0]).toEqual({ name: 'builds_only_with_travis_yml', value: false })
    expect(hasNoMetadata(list)).toBe(true)
    const summary = summaryText(result, 'list-settings')
    expect(summary).toContain('14 settings\nSetting | Value')
    expect(summary).toContain('Setting | Value')
    expect(summary).toContain('maximum_number_of_builds | 4')
  })

  it('get-setting reads one setting and compares it with expect', async () => {
    const fake = await start()
    const result = await run(fake, {
      operation: 'get-setting',
      setting: 'build_pushes',
      expect: 'true'
    })
    expectSuccess(result)
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/setting/build_pushes`])
    expect(result.outputs.value).toBe('true')
    expect(result.outputs.matches).toBe('true')
    expect(jsonOutput(result, 'result')).toEqual({ name: 'build_pushes', value: true })
    const summary = summaryText(result, 'get-setting')
    expect(summary).toContain('Matches | ✓')
  })

  it('get-setting without expect sets no matches output', async () => {
    const fake = await start()
    const result = await run(fake, {
      operation: 'get-setting',
      setting: 'job_log_access_older_than_days'
    })
    expectSuccess(result)
    expect(result.outputs.value).toBe('365')
    expect(result.outputs.matches).toBeUndefined()
  })

  it('get-setting mismatch: matches=false, success without fail-on-mismatch', async () => {
    const fake = await start()
    const result = await run(fake, {
      operation: 'get-setting',
      setting: 'maximum_number_of_builds',
      expect: '3'
    })
    expectSuccess(result)
    expect(result.outputs.value).toBe('0')
    expect(result.outputs.matches).toBe('false')
  })

  it('get-setting mismatch with fail-on-mismatch fails, with outputs still set', async () => {
    const fake = await start()
    const result = await run(fake, {
      operation: 'get-setting',
      setting: 'build_pushes',
      expect: 'false',
      'fail-on-mismatch': 'true'
    })
    expectFailure(result, 'get-setting', REPO, "'build_pushes' is true, expected false")
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/setting/build_pushes`])
    expect(result.outputs.value).toBe('true')
    expect(result.outputs.matches).toBe('false')
    expect(result.outputs.changed).toBe('false')
    const summary = summaryText(result, 'get-setting')
    expect(summary).toContain('Matches | ✗')
    expect(summary).toContain('Failed:')
  })
})
