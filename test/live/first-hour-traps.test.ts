// The first-hour traps against the real travis-api (issue 32): an unknown setting name is refused
// with the nearest one after the one GET that lists them (never a PATCH); a misspelled input fails
// a write with nothing sent and every cache still stored; a GitHub token as the Travis token is
// never sent; a key with literal \n sequences is installed as the key it is; and the plan's
// comment is written once and edited in place (GitHub is the fake, Travis the real server).
import { generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { sshMd5Fingerprint } from '../fakes/fake-travis.mjs'
import { startFakeGitHub } from '../fakes/fake-github.mjs'
import { held, seedKit, storedCacheKeys } from './kit.js'
import { expectFailure, expectSuccess, runLive, summaryOf, useRecorder } from './helpers.js'
import { baseSeed, REPO } from './seed.js'

useRecorder()

const PATH = `/repo/${encodeURIComponent(REPO)}`
const githubs: Array<Awaited<ReturnType<typeof startFakeGitHub>>> = []
afterAll(async () => {
  await Promise.all(githubs.splice(0).map((github) => github.close()))
})

beforeEach(async () => {
  await seedKit(
    baseSeed({
      repo: {
        settings: { build_pushes: true },
        branches: [{ name: 'main', exists_on_github: true }],
        caches: [
          {
            branch: 'main',
            name: 'cache-linux.tgz',
            size: 1000,
            last_modified: new Date().toISOString()
          },
          {
            branch: 'main',
            name: 'cache-osx.tgz',
            size: 2000,
            last_modified: new Date().toISOString()
          }
        ]
      }
    })
  )
})

async function heldSetting(name: string): Promise<unknown> {
  const list = await held<{ settings: Array<{ name: string; value: unknown }> }>(`${PATH}/settings`)
  return list.settings.find((setting) => setting.name === name)?.value
}

describe('an unknown setting name', () => {
  it("set-setting 'build_push': refused leading with 'build_pushes', after one GET of the list; no PATCH", async () => {
    const run = await runLive({
      operation: 'set-setting',
      repo: REPO,
      setting: 'build_push',
      value: 'false'
    })
    expectFailure(
      run,
      'set-setting',
      REPO,
      `set-setting on ${REPO} failed: 'build_push' is not a setting of this repository on Travis CI. Did you mean 'build_pushes'?`
    )
    expect(run.errors[0]).not.toContain("Check 'api-url'")
    expect(run.requests).toEqual([`GET ${PATH}/settings`])
    expect(await heldSetting('build_pushes')).toBe(true)
  })
})

describe('an input action.yml does not declare', () => {
  it("'max-deletion' on delete-caches: nothing sent, every cache still stored", async () => {
    const before = await storedCacheKeys()
    expect(before).toHaveLength(2)
    const run = await runLive(
      { operation: 'delete-caches', repo: REPO, branch: 'main' },
      { env: { 'INPUT_MAX-DELETION': '1' } }
    )
    expectFailure(run, 'delete-caches', REPO, "did you mean 'max-deletions'?")
    expect(run.requests).toEqual([])
    expect(await storedCacheKeys()).toEqual(before)
  })

  it('a read with one: a warning, and the caches listed', async () => {
    const run = await runLive(
      { operation: 'list-caches', repo: REPO, branch: 'main' },
      { env: { INPUT_BRANCHES: 'main' } }
    )
    expectSuccess(run)
    expect(run.warnings).toContain(
      "Input 'branches' is not an input of this action and was ignored; did you mean 'branch'?"
    )
    expect(run.outputs.count).toBe('2')
  })
})

describe('the Travis token', () => {
  it('a GitHub token is never sent to Travis CI', async () => {
    const run = await runLive({
      operation: 'list-settings',
      repo: REPO,
      'travis-token': 'ghp_0123456789abcdefghijABCDEFGHIJ012345'
    })
    expectFailure(run, 'list-settings', REPO, "Input 'travis-token' is a GitHub token")
    expect(run.requests).toEqual([])
  })
})

describe('a private key with literal \\n sequences', () => {
  it('is installed as the key it is, with a notice', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const pem = String(privateKey.export({ type: 'pkcs1', format: 'pem' }))
    const run = await runLive({
      operation: 'set-key-pair',
      repo: REPO,
      'private-key': JSON.stringify(pem).slice(1, -1)
    })
    expectSuccess(run, true)
    expect(run.notices.join('\n')).toContain('literal \\n sequences')
    const keyPair = await held<{ fingerprint: string }>(`${PATH}/key_pair`)
    expect(keyPair.fingerprint).toBe(sshMd5Fingerprint(privateKey))
  })
})

describe('comment-on-pull-request', () => {
  it('check-settings on a pull request: one comment, edited in place by the next run', async () => {
    const github = await startFakeGitHub()
    githubs.push(github)
    github.addRepo('octo-org/hello-world')
    github.tokens['ghs_live-plan-comment-token'] = { user: 'github-actions[bot]', admin: false }
    github.addPullRequest('octo-org/hello-world', { number: 4 })
    const dir = mkdtempSync(join(tmpdir(), 'live-event-'))
    const eventPath = join(dir, 'event.json')
    const same = { repo: { full_name: 'octo-org/hello-world' } }
    writeFileSync(
      eventPath,
      JSON.stringify({ pull_request: { number: 4, head: same, base: same } })
    )
    const env = {
      GITHUB_API_URL: github.url,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_ACTOR: 'octocat'
    }
    const inputs = {
      operation: 'check-settings',
      repo: REPO,
      'comment-on-pull-request': 'true',
      'github-token': 'ghs_live-plan-comment-token'
    }
    const first = await runLive({ ...inputs, 'desired-settings': 'build_pushes: false' }, { env })
    expectSuccess(first)
    expect(first.requests).toEqual([`GET ${PATH}/settings`])
    expect(summaryOf(first, 'check-settings', REPO)).toContain('build_pushes')
    const second = await runLive({ ...inputs, 'desired-settings': 'build_pushes: true' }, { env })
    expectSuccess(second)
    const comments = github.comments['octo-org/hello-world'] ?? []
    expect(comments).toHaveLength(1)
    expect(comments[0]?.body.startsWith(`<!-- travis-repo-action plan: ${REPO} -->\n`)).toBe(true)
    expect(comments[0]?.body).toContain(second.summary.trim().slice(0, 80))
  })
})
