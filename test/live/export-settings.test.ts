// Issue 25, items 9 and 10 against the real travis-api: export-settings gives the repository as
// a desired-settings document that check-settings reads back as matching, with a read-only token
// and no private value anywhere; and apply-settings with dry-run plans a private variable from a
// step variable that is not set (not read), sending only reads.
import { beforeEach, describe, expect, it } from 'vitest'
import { everythingVisible } from '../support/run-action.mjs'
import { askServer, held, seedKit } from './kit.js'
import { expectSuccess, jsonOutput, runLive, summaryOf, useRecorder } from './helpers.js'
import { baseSeed, passedBuilds, READONLY_TOKEN, REPO, type SeedBranch } from './seed.js'

useRecorder()

const AT = '/repo/octo-org%2Fprivate-repo'
const HELD_SECRET = 'held-private-value-export-83c1'

const BRANCHES: SeedBranch[] = [
  { name: 'main', builds: passedBuilds(2) },
  { name: 'staging', builds: passedBuilds(1) }
]

async function ask(method: string, path: string, body: unknown, status: number): Promise<void> {
  const answer = await askServer(method, path, { body })
  if (answer.status !== status)
    throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`)
}

/** The repository as a team set it up by hand in the web UI. */
beforeEach(async () => {
  await seedKit(baseSeed({ repo: { branches: BRANCHES } }))
  await ask('PATCH', `${AT}/setting/build_pushes`, { 'setting.value': false }, 200)
  await ask('PATCH', `${AT}/setting/maximum_number_of_builds`, { 'setting.value': 3 }, 200)
  for (const variable of [
    { name: 'NODE_ENV', value: 'production', public: true },
    { name: 'DEPLOY_TOKEN', value: HELD_SECRET, public: false },
    { name: 'URL', value: 'https://staging.example.com', public: true, branch: 'staging' },
    { name: 'URL', value: 'https://www.example.com', public: true },
    { name: 'FLAG', value: 'true', public: true }
  ]) {
    const { branch, ...rest } = variable
    await ask(
      'POST',
      `${AT}/env_vars`,
      {
        'env_var.name': rest.name,
        'env_var.value': rest.value,
        'env_var.public': rest.public,
        ...(branch === undefined ? {} : { 'env_var.branch': branch })
      },
      201
    )
  }
  await ask(
    'POST',
    `${AT}/branch/main/cron`,
    { 'cron.interval': 'daily', 'cron.dont_run_if_recent_build_exists': false },
    200
  )
  await ask(
    'POST',
    `${AT}/branch/staging/cron`,
    { 'cron.interval': 'weekly', 'cron.dont_run_if_recent_build_exists': true },
    200
  )
})

describe('export-settings', () => {
  it('a read-only token exports the repository; check-settings of the export matches', async () => {
    const exported = await runLive({
      operation: 'export-settings',
      repo: REPO,
      'travis-token': READONLY_TOKEN
    })
    expectSuccess(exported)
    expect([...new Set(exported.requests.map((line) => line.split(' ')[0]))]).toEqual(['GET'])
    const document = exported.outputs['desired-settings'] ?? ''
    for (const line of [
      '  build_pushes: false\n',
      '  maximum_number_of_builds: 3\n',
      '  NODE_ENV: { value: production, public: true }\n',
      '  DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN } # private: Travis CI never shows the value; give it from a secret',
      '  URL:\n    - { value: https://staging.example.com, public: true, branch: staging }\n    - { value: https://www.example.com, public: true }\n',
      '  FLAG: { value: "true", public: true }\n',
      '  main: { interval: daily, dont-run-if-recent-build-exists: false }\n',
      '  staging: { interval: weekly, dont-run-if-recent-build-exists: true }\n'
    ]) {
      expect(document).toContain(line)
    }
    expect(everythingVisible(exported)).not.toContain(HELD_SECRET)
    expect(summaryOf(exported, 'export-settings', REPO)).toContain(
      'env: | 5 variables | 1 private, as from-env: give each from a secret'
    )

    const check = await runLive({
      operation: 'check-settings',
      repo: REPO,
      'travis-token': READONLY_TOKEN,
      'desired-settings': document,
      prune: 'true',
      'fail-on-mismatch': 'true'
    })
    expectSuccess(check)
    expect(check.outputs.matches).toBe('true')
    expect(jsonOutput(check, 'drift')).toEqual([])
  })
})

describe('apply-settings dry-run without the secret', () => {
  const DESIRED = `env:
  NODE_ENV: { value: production, public: true }
  DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN }
  NEW_SECRET: { from-env: NEW_SECRET }
`

  it('plans a private variable from an unset step variable, with a read-only token; only reads', async () => {
    const before = await held(`${AT}/env_vars`)
    const run = await runLive({
      operation: 'apply-settings',
      repo: REPO,
      'travis-token': READONLY_TOKEN,
      'desired-settings': DESIRED,
      'dry-run': 'true'
    })
    expectSuccess(run, true)
    expect([...new Set(run.requests.map((line) => line.split(' ')[0]))]).toEqual(['GET'])
    expect(run.stdout).toContain(
      "Dry run: would create private 'NEW_SECRET' from NEW_SECRET (not read in a dry run)."
    )
    expect(jsonOutput(run, 'changes')).toEqual([
      {
        kind: 'env',
        name: 'NEW_SECRET',
        branch: null,
        action: 'create',
        from: null,
        to: { public: false }
      }
    ])
    expect(await held(`${AT}/env_vars`)).toEqual(before)
  })

  it('a set step variable is not read either: its value appears nowhere, not even masked', async () => {
    const value = 'new-secret-never-read-61aa'
    const run = await runLive(
      { operation: 'apply-settings', repo: REPO, 'desired-settings': DESIRED, 'dry-run': 'true' },
      { env: { NEW_SECRET: value, DEPLOY_TOKEN: HELD_SECRET } }
    )
    expectSuccess(run, true)
    expect(run.stdout + run.stderr).not.toContain(value)
    expect(run.stdout + run.stderr).not.toContain(HELD_SECRET)
    expect([...new Set(run.requests.map((line) => line.split(' ')[0]))]).toEqual(['GET'])
  })
})
