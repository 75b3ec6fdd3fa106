import nock from 'nock'
import { describe, expect, it } from 'vitest'
import { ActionError } from '../../../../src/lib/action-error.js'
import {
  getSetting,
  listSettings,
  setSetting
} from '../../../../src/operations/settings/settings.js'
import { TravisApiError } from '../../../../src/travis/errors.js'
import { API, testContext } from '../../../support/client.js'
import { useNock } from '../../../support/nock.js'
import { fixture } from '../../../support/fixtures.js'

const REPO = '/repo/octo-org%2Fhello'

useNock()

const setting = (name: string, value: unknown) => ({
  '@type': 'setting',
  '@permissions': { read: true, write: true },
  name,
  value
})

describe('list-settings', () => {
  it('returns name/value pairs in the server order', async () => {
    nock(API).get(`${REPO}/settings`).reply(200, fixture('settings_list.json'))
    const { context } = testContext()
    const result = await listSettings(context, { operation: 'list-settings', include: [] })
    expect(result.settings).toHaveLength(13)
    expect(result.settings[0]).toEqual({ name: 'builds_only_with_travis_yml', value: false })
    expect(result.settings.at(-1)).toEqual({ name: 'job_log_access_older_than_days', value: 365 })
  })
})

describe('get-setting', () => {
  it('compares with expect', async () => {
    nock(API).get(`${REPO}/setting/build_pushes`).twice().reply(200, fixture('setting_find.json'))
    const { context } = testContext()
    const base = {
      operation: 'get-setting' as const,
      include: [] as string[],
      setting: 'build_pushes',
      failOnMismatch: false
    }
    expect(await getSetting(context, { ...base, expect: true })).toMatchObject({
      value: true,
      matches: true
    })
    const mismatch = await getSetting(context, { ...base, expect: false, failOnMismatch: true })
    expect(mismatch).toMatchObject({ value: true, matches: false })
    expect(mismatch.failure).toBe(
      "setting 'build_pushes' is true, expected false (fail-on-mismatch is true)."
    )
  })

  it('a name neither the action knows nor the server lists: refused leading with the nearest name', async () => {
    const scope = nock(API)
      .get(`${REPO}/settings`)
      .reply(200, { '@type': 'settings', settings: [setting('build_pushes', true)] })
    const { context } = testContext()
    const error = (await getSetting(context, {
      operation: 'get-setting',
      include: [],
      setting: 'build_pushs',
      expect: null,
      failOnMismatch: false
    }).catch((e: unknown) => e)) as Error
    expect(error.message).toMatch(
      /^'build_pushs' is not a setting of this repository on Travis CI\. Did you mean 'build_pushes'\? \(the server lists 1 setting and none of that name; the settings are builds_only_with_travis_yml, build_pushes,/
    )
    scope.done()
  })

  it('a name the action does not know but the server lists: read from the list, one request', async () => {
    const scope = nock(API)
      .get(`${REPO}/settings`)
      .reply(200, { '@type': 'settings', settings: [setting('future_flag', 7)] })
    const { context } = testContext()
    const result = await getSetting(context, {
      operation: 'get-setting',
      include: [],
      setting: 'future_flag',
      expect: 7,
      failOnMismatch: true
    })
    expect(result.value).toBe(7)
    expect(result.matches).toBe(true)
    scope.done()
  })

  it("a known name the server answers 404 for: the name leads, the server's answer follows", async () => {
    nock(API).get(`${REPO}/setting/build_pushes`).reply(404, fixture('setting_not_found.json'))
    const { context } = testContext()
    const error = (await getSetting(context, {
      operation: 'get-setting',
      include: [],
      setting: 'build_pushes',
      expect: null,
      failOnMismatch: false
    }).catch((e: unknown) => e)) as Error
    expect(error.message).toMatch(
      /^'build_pushes' is not a setting of this repository on Travis CI\. \(the server answered: .*404/
    )
  })
})

describe('set-setting', () => {
  const base = { operation: 'set-setting', dryRun: false } as const

  it('reads first and skips the PATCH when the value is already equal', async () => {
    nock(API).get(`${REPO}/setting/build_pushes`).reply(200, setting('build_pushes', true))
    const { context } = testContext()
    const result = await setSetting(context, { ...base, setting: 'build_pushes', value: true })
    expect(result).toMatchObject({ changed: false, value: true, previousValue: true })
  })

  it('PATCHes a JSON boolean or number: two requests in all', async () => {
    nock(API)
      .get(`${REPO}/setting/maximum_number_of_builds`)
      .reply(200, setting('maximum_number_of_builds', 0))
    nock(API)
      .patch(
        `${REPO}/setting/maximum_number_of_builds`,
        (body) => body['setting.value'] === 3 && Object.keys(body).length === 1
      )
      .reply(200, setting('maximum_number_of_builds', 3))
    const { context } = testContext()
    const result = await setSetting(context, {
      ...base,
      setting: 'maximum_number_of_builds',
      value: 3
    })
    expect(result).toMatchObject({ changed: true, value: 3, previousValue: 0 })
  })

  it('changes nothing in a dry run', async () => {
    nock(API).get(`${REPO}/setting/build_pushes`).reply(200, setting('build_pushes', true))
    const { context } = testContext()
    const result = await setSetting(context, {
      ...base,
      setting: 'build_pushes',
      value: false,
      dryRun: true
    })
    expect(result).toMatchObject({ changed: true, dryRun: true, value: false, previousValue: true })
  })

  it('checks an unknown setting against the type of its current value, without a PATCH', async () => {
    nock(API)
      .get(`${REPO}/settings`)
      .reply(200, { '@type': 'settings', settings: [setting('new_flag', false)] })
    const { context } = testContext()
    const error = await setSetting(context, { ...base, setting: 'new_flag', value: 7 }).catch(
      (e: unknown) => e
    )
    expect(error).toBeInstanceOf(ActionError)
    expect((error as Error).message).toBe(
      "Input 'value' for the boolean setting 'new_flag' must be true or false, got '7'; nothing was changed."
    )
  })

  it('reports insufficient access with the current value from the error body', async () => {
    nock(API).get(`${REPO}/setting/build_pushes`).reply(200, setting('build_pushes', true))
    nock(API)
      .patch(`${REPO}/setting/build_pushes`)
      .reply(403, fixture('setting_update_insufficient_access.json'))
    const { context } = testContext()
    const error = (await setSetting(context, {
      ...base,
      setting: 'build_pushes',
      value: false
    }).catch((e: unknown) => e)) as TravisApiError
    expect(error.explanation).toBe(
      "the token's user lacks the 'write' permission on user_setting (HTTP 403 insufficient_access: operation requires write access to user_setting). " +
        "Use a token of a user with admin access to the repository. The token may read 'build_pushes' but not change it. It stays true."
    )
  })

  it("shows the server's sentence for a 422", async () => {
    nock(API)
      .get(`${REPO}/setting/job_log_access_older_than_days`)
      .reply(200, setting('job_log_access_older_than_days', 365))
    nock(API)
      .patch(`${REPO}/setting/job_log_access_older_than_days`)
      .reply(422, fixture('setting_update_out_of_bounds.json'))
    const { context } = testContext()
    const error = (await setSetting(context, {
      ...base,
      setting: 'job_log_access_older_than_days',
      value: 10
    }).catch((e: unknown) => e)) as TravisApiError
    expect(error.explanation).toContain('Job log access older than days is outside the bounds')
  })
})
