// list-repositories against the real travis-api: an organisation of 130 repositories (more than
// one page), a user with a repository only shared with them, the active/private filters, limit
// and offset; compared with what the server holds.
import { beforeAll, describe, expect, it } from 'vitest'
import { seedKit } from './kit.js'
import {
  expectFailure,
  expectSuccess,
  jsonOutput,
  runLive,
  summaryOf,
  useRecorder
} from './helpers.js'
import { ADMIN_TOKEN, type SeedDocument, type SeedRepository } from './seed.js'

useRecorder()

const ORG_SIZE = 130
const FIRST_ORG_ID = 101

interface Listed {
  slug: string
  id: number
  active: boolean
  private: boolean
}

/** big-org/repo-001… ids 101…: every third private, every fifth inactive. */
const orgRepositories: SeedRepository[] = Array.from({ length: ORG_SIZE }, (_, i) => ({
  owner: 'big-org',
  name: `repo-${String(i + 1).padStart(3, '0')}`,
  id: FIRST_ORG_ID + i,
  private: i % 3 === 2,
  active: i % 5 !== 4
}))

const seed: SeedDocument = {
  users: [
    {
      login: 'octo-user',
      id: 1,
      tokens: [ADMIN_TOKEN],
      permissions: {
        'octo-user/own-one': 'admin',
        'octo-user/own-two': 'admin',
        'other-user/shared-repo': 'push',
        ...Object.fromEntries(
          orgRepositories.filter((r) => r.private).map((r) => [`big-org/${r.name}`, 'pull'])
        )
      }
    },
    { login: 'other-user', id: 2, permissions: { 'other-user/shared-repo': 'admin' } }
  ],
  organizations: [{ login: 'big-org', id: 1, members: { 'octo-user': 'member' } }],
  repositories: [
    { owner: 'octo-user', name: 'own-one', id: 1, private: true },
    { owner: 'octo-user', name: 'own-two', id: 2, private: false, active: false },
    { owner: 'other-user', name: 'shared-repo', id: 3, private: true },
    ...orgRepositories
  ],
  safelisted_ips: ['127.0.0.1']
}

beforeAll(async () => {
  await seedKit(seed)
})

/** The organisation's repositories a filter selects, newest (highest id) first. */
function orgExpected(filter: { active?: boolean; private?: boolean }): Listed[] {
  return orgRepositories
    .filter((r) => filter.active === undefined || (r.active ?? true) === filter.active)
    .filter((r) => filter.private === undefined || (r.private ?? false) === filter.private)
    .sort((a, b) => (b.id ?? 0) - (a.id ?? 0))
    .map((r) => ({
      slug: `big-org/${r.name}`,
      id: r.id ?? 0,
      active: r.active ?? true,
      private: r.private ?? false
    }))
}

describe('list-repositories of an organisation', () => {
  it('active (the default): every page, newest first', async () => {
    const run = await runLive({ operation: 'list-repositories', owner: 'big-org' })
    expectSuccess(run)
    const expected = orgExpected({ active: true })
    expect(expected).toHaveLength(104)
    expect(jsonOutput<Listed[]>(run, 'result')).toEqual(expected)
    expect(jsonOutput<string[]>(run, 'repositories')).toEqual(expected.map((r) => r.slug))
    expect(run.outputs.count).toBe('104')
    expect(run.requests).toHaveLength(2)
    expect(summaryOf(run, 'list-repositories', 'big-org')).toContain('104 active repositories')
  })

  it('active any: all 130, over two pages', async () => {
    const run = await runLive({ operation: 'list-repositories', owner: 'big-org', active: 'any' })
    expectSuccess(run)
    expect(jsonOutput<Listed[]>(run, 'result')).toEqual(orgExpected({}))
  })

  it('inactive and private', async () => {
    const run = await runLive({
      operation: 'list-repositories',
      owner: 'big-org',
      active: 'false',
      private: 'true'
    })
    expectSuccess(run)
    expect(jsonOutput<Listed[]>(run, 'result')).toEqual(
      orgExpected({ active: false, private: true })
    )
  })

  it('public only, limit and offset across the page boundary', async () => {
    const run = await runLive({
      operation: 'list-repositories',
      owner: 'big-org',
      active: 'any',
      private: 'false',
      offset: '80',
      limit: '20'
    })
    expectSuccess(run)
    expect(jsonOutput<Listed[]>(run, 'result')).toEqual(
      orgExpected({ private: false }).slice(80, 100)
    )
  })

  it('the owner defaults to the owner part of repo', async () => {
    const run = await runLive({ operation: 'list-repositories', repo: 'big-org/repo-001' })
    expectSuccess(run)
    expect(run.outputs.count).toBe('104')
  })

  it('an unknown owner: the step fails naming it', async () => {
    const run = await runLive({ operation: 'list-repositories', owner: 'no-such-org' })
    expectFailure(run, 'list-repositories', 'no-such-org', /owner/)
  })
})

describe('list-repositories of a user', () => {
  it('the repositories the user owns; the one only shared with them is left out, with a notice', async () => {
    const run = await runLive({ operation: 'list-repositories', owner: 'octo-user', active: 'any' })
    expectSuccess(run)
    expect(jsonOutput<string[]>(run, 'repositories')).toEqual([
      'octo-user/own-two',
      'octo-user/own-one'
    ])
    expect(run.notices.join('\n')).toMatch(/1 repository .*shared/)
  })

  it('with limit: the window is cut from what the user owns', async () => {
    const run = await runLive({
      operation: 'list-repositories',
      owner: 'octo-user',
      active: 'any',
      limit: '2'
    })
    expectSuccess(run)
    expect(jsonOutput<string[]>(run, 'repositories')).toEqual([
      'octo-user/own-two',
      'octo-user/own-one'
    ])
  })

  it('with an offset past the shared one: the window still counts only what the user owns', async () => {
    const run = await runLive({
      operation: 'list-repositories',
      owner: 'octo-user',
      active: 'any',
      offset: '1',
      limit: '1'
    })
    expectSuccess(run)
    expect(jsonOutput<string[]>(run, 'repositories')).toEqual(['octo-user/own-one'])
  })

  it('active only', async () => {
    const run = await runLive({ operation: 'list-repositories', owner: 'octo-user' })
    expectSuccess(run)
    expect(jsonOutput<string[]>(run, 'repositories')).toEqual(['octo-user/own-one'])
  })
})
