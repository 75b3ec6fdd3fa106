import nock from 'nock'
import { describe, expect, it } from 'vitest'
import { ActionError } from '../../src/action-error.js'
import { deleteCaches, listCaches } from '../../src/operations/caches.js'
import type { SettingsFor } from '../../src/settings.js'
import { cacheGroupOfBranch } from '../../src/travis/cache-groups.js'
import { TravisApiError } from '../../src/travis/errors.js'
import { API, testContext } from '../support/client.js'
import { fixture } from '../support/fixtures.js'
import { useNock } from '../support/nock.js'

const CACHES = '/repo/octo-org%2Fhello/caches'

useNock()

function cache(name: string, branch: string, size: number) {
  return {
    '@type': 'cache',
    '@representation': 'standard',
    repository_id: 1,
    size,
    name,
    branch,
    last_modified: '2026-11-01T10:00:00Z'
  }
}

const group = (given: string) => ({ given, group: cacheGroupOfBranch(given) })

describe('cache groups', () => {
  it('keeps only A-Za-z0-9_.- of a branch name', () => {
    expect(cacheGroupOfBranch('feature/login-form_v1.2')).toBe('featurelogin-form_v1.2')
    expect(cacheGroupOfBranch('fix #12: ümlaut')).toBe('fix12mlaut')
  })
})

describe('list-caches', () => {
  it('lists all caches with one request and no filter', async () => {
    nock(API)
      .get(CACHES)
      .query({})
      .reply(200, { caches: [cache('a.tgz', 'master', 100), cache('b.tgz', 'dev', 50)] })
    const { context } = testContext()
    const result = await listCaches(context, {
      operation: 'list-caches',
      include: [],
      filter: { groups: [], match: '' }
    })
    expect(result.caches).toEqual([
      { name: 'a.tgz', branch: 'master', size: 100, last_modified: '2026-11-01T10:00:00Z' },
      { name: 'b.tgz', branch: 'dev', size: 50, last_modified: '2026-11-01T10:00:00Z' }
    ])
    expect(result.changed).toBe(false)
  })

  it('sends one request per group with the normalised name and match, and merges in group order', async () => {
    nock(API)
      .get(CACHES)
      .query({ branch: 'featurelogin', match: 'linux' })
      .delay(30)
      .reply(200, { caches: [cache('x', 'featurelogin', 1)] })
    nock(API)
      .get(CACHES)
      .query({ branch: 'PR.42', match: 'linux' })
      .reply(200, { caches: [cache('y', 'PR.42', 2)] })
    const { context, log } = testContext()
    const result = await listCaches(context, {
      operation: 'list-caches',
      include: [],
      filter: { groups: [group('feature/login'), { given: '#42', group: 'PR.42' }], match: 'linux' }
    })
    expect(result.caches.map((c) => c.name)).toEqual(['x', 'y'])
    expect(log.messages('notice')).toEqual([
      "Branch 'feature/login' is stored by Travis CI as cache group 'featurelogin' (only A-Z, a-z, 0-9, _ . - are kept); using 'featurelogin'."
    ])
  })

  it('runs at most 4 group requests at a time', async () => {
    let inFlight = 0
    let most = 0
    const groups = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(group)
    for (const { group: name } of groups) {
      nock(API)
        .get(CACHES)
        .query({ branch: name })
        .reply(async () => {
          inFlight++
          most = Math.max(most, inFlight)
          await new Promise((resolve) => setTimeout(resolve, 20))
          inFlight--
          return [200, { caches: [cache(`${name}.tgz`, name, 1)] }]
        })
    }
    const { context } = testContext()
    const result = await listCaches(context, {
      operation: 'list-caches',
      include: [],
      filter: { groups, match: '' }
    })
    expect(result.caches).toHaveLength(7)
    expect(most).toBe(4)
  })
})

describe('delete-caches', () => {
  const settings = (
    overrides: Partial<SettingsFor<'delete-caches'>>
  ): SettingsFor<'delete-caches'> => ({
    operation: 'delete-caches',
    filter: { groups: [group('main')], match: '' },
    allowDeleteAll: false,
    maxDeletions: null,
    dryRun: false,
    ...overrides
  })

  it('deletes each group and merges what the server says it deleted', async () => {
    nock(API)
      .delete(CACHES)
      .query({ branch: 'main' })
      .reply(200, { caches: [cache('m.tgz', 'main', 2048)] })
    nock(API).delete(CACHES).query({ branch: 'dev' }).reply(200, { caches: [] })
    const { context } = testContext()
    const result = await deleteCaches(
      context,
      settings({ filter: { groups: [group('main'), group('dev')], match: '' } })
    )
    expect(result).toMatchObject({
      changed: true,
      dryRun: false,
      caches: [{ name: 'm.tgz', size: 2048 }]
    })
  })

  it('is unchanged when a group has nothing to delete', async () => {
    nock(API).delete(CACHES).query({ branch: 'main' }).reply(200, { caches: [] })
    const { context } = testContext()
    expect((await deleteCaches(context, settings({}))).changed).toBe(false)
  })

  it('lists first in a dry run and deletes nothing', async () => {
    nock(API)
      .get(CACHES)
      .query({ branch: 'main' })
      .reply(200, { caches: [cache('m.tgz', 'main', 10)] })
    const { context, log } = testContext()
    const result = await deleteCaches(context, settings({ dryRun: true }))
    expect(result).toMatchObject({ changed: true, dryRun: true, caches: [{ name: 'm.tgz' }] })
    expect(log.messages('info')).toContain(
      'Dry run: 1 cache(s) would be deleted; nothing was deleted.'
    )
  })

  it('aborts before deleting anything when more than max-deletions would go', async () => {
    nock(API)
      .get(CACHES)
      .query({ match: 'osx' })
      .reply(200, { caches: [cache('1', 'a', 1), cache('2', 'b', 1), cache('3', 'c', 1)] })
    const { context } = testContext()
    const error = await deleteCaches(
      context,
      settings({ filter: { groups: [], match: 'osx' }, maxDeletions: 2 })
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ActionError)
    expect((error as Error).message).toBe(
      "3 caches would be deleted, more than 'max-deletions' (2); nothing was deleted. Narrow 'branch', 'pull-request' or 'match', or raise 'max-deletions'."
    )
  })

  it('deletes when the count is within max-deletions', async () => {
    nock(API)
      .get(CACHES)
      .query({ branch: 'main' })
      .reply(200, { caches: [cache('1', 'main', 1), cache('2', 'main', 1)] })
    nock(API)
      .delete(CACHES)
      .query({ branch: 'main' })
      .reply(200, { caches: [cache('1', 'main', 1), cache('2', 'main', 1)] })
    const { context } = testContext()
    expect((await deleteCaches(context, settings({ maxDeletions: 2 }))).caches).toHaveLength(2)
  })
})

describe('a failing group', () => {
  it('starts no further group, and says what other groups already lost', async () => {
    nock(API)
      .delete(CACHES)
      .query({ branch: 'a' })
      .delay(40)
      .reply(200, { caches: [cache('a.tgz', 'a', 1)] })
    nock(API)
      .delete(CACHES)
      .query({ branch: 'b' })
      .delay(10)
      .reply(403, fixture('caches_delete_insufficient_access.json'))
    nock(API).delete(CACHES).query({ branch: 'c' }).delay(40).reply(200, { caches: [] })
    nock(API).delete(CACHES).query({ branch: 'd' }).delay(60).reply(200, { caches: [] })
    const { context } = testContext()
    const groups = ['a', 'b', 'c', 'd', 'e', 'f'].map(group)
    const error = (await deleteCaches(context, {
      operation: 'delete-caches',
      filter: { groups, match: '' },
      allowDeleteAll: false,
      maxDeletions: null,
      dryRun: false
    }).catch((e: unknown) => e)) as TravisApiError
    expect(error).toBeInstanceOf(TravisApiError)
    expect(error.explanation).toContain(
      '1 cache(s) of other groups were deleted before this failure.'
    )
    // e and f were never requested (nock would report them as unmatched).
  })
})
