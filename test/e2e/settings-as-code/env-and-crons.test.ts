// check-settings and apply-settings with a sectioned 'desired-settings' (settings:, env:, crons:)
// end to end: every entry checked before any request, the three sections read side by side,
// private variables compared by presence only and never shown, what differs written, extras
// pruned only when asked, and what the fake holds afterwards; two variables of one (name, branch)
// each reported as what became of it. The writes' order, lost answers and the server's refusals:
// env-and-crons-writes.test.ts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { everythingVisible } from '../../support/run-action.mjs'
import {
  REPO,
  REPO_PATH,
  closeFakes,
  demoRepo,
  expectFailure,
  expectSuccess,
  fakeTravis,
  jsonOutput,
  requestLines,
  run,
  summaryText,
  type ActionRun,
  type FakeTravis
} from '../helpers.js'

afterAll(closeFakes)

const SECRET = 'deploy-secret-5f3a9c'
const OLD_SECRET = 'old-secret-77d2e1'
const READS = [
  `GET ${REPO_PATH}/settings`,
  `GET ${REPO_PATH}/env_vars`,
  `GET ${REPO_PATH}/crons?limit=100&offset=0`
]

/** The demo repository with a branch on GitHub (staging) and the state a team left by hand. */
async function seeded(): Promise<FakeTravis> {
  const fake = await fakeTravis()
  const repo = demoRepo(fake)
  fake.state.addBranch(repo, { name: 'staging' })
  fake.state.addEnvVar(repo, { name: 'NODE_ENV', value: 'development', public: true })
  fake.state.addEnvVar(repo, { name: 'DEPLOY_TOKEN', value: OLD_SECRET, public: false })
  fake.state.addEnvVar(repo, {
    name: 'STAGING_URL',
    value: 'https://old.example.com',
    public: true,
    branch: 'staging'
  })
  fake.state.addEnvVar(repo, { name: 'LEFTOVER', value: 'x', public: true })
  fake.state.addCron(repo, { branch: 'master', interval: 'weekly' })
  fake.state.addCron(repo, { branch: 'develop', interval: 'monthly' })
  return fake
}

const DESIRED = `settings:
  build_pushes: true
env:
  NODE_ENV: { value: production, public: true }
  DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN }
  STAGING_URL:
    - { value: https://staging.example.com, public: true, branch: staging }
    - { value: https://www.example.com, public: true }
crons:
  master: daily
  staging: { interval: weekly, dont-run-if-recent-build-exists: true }
`

/** The secret is nowhere a user reads: log (bar ::add-mask::), outputs, summary. */
function expectHidden(result: ActionRun, ...secrets: string[]): void {
  const visible = everythingVisible(result)
  for (const secret of secrets) expect(visible).not.toContain(secret)
}

type Entry = Record<string, unknown>

describe.concurrent('check-settings with env: and crons:', () => {
  it('reads the three sections side by side; a private variable compared by presence; extras marked', async () => {
    const fake = await seeded()
    const result = await run(fake, { operation: 'check-settings', 'desired-settings': DESIRED })
    expectSuccess(result)
    expect(requestLines(fake).sort()).toEqual([...READS].sort())
    expect(result.outputs.matches).toBe('false')
    const entries = jsonOutput<Entry[]>(result, 'result')
    expect(entries).toEqual([
      { kind: 'setting', name: 'build_pushes', expected: true, actual: true },
      {
        kind: 'env',
        name: 'NODE_ENV',
        branch: null,
        expected: { public: true, value: 'production' },
        actual: { public: true, value: 'development' },
        extra: false
      },
      {
        kind: 'env',
        name: 'DEPLOY_TOKEN',
        branch: null,
        expected: { public: false },
        actual: { public: false },
        extra: false
      },
      {
        kind: 'env',
        name: 'STAGING_URL',
        branch: 'staging',
        expected: { public: true, value: 'https://staging.example.com' },
        actual: { public: true, value: 'https://old.example.com' },
        extra: false
      },
      {
        kind: 'env',
        name: 'STAGING_URL',
        branch: null,
        expected: { public: true, value: 'https://www.example.com' },
        actual: null,
        extra: false
      },
      {
        kind: 'env',
        name: 'LEFTOVER',
        branch: null,
        expected: null,
        actual: { public: true, value: 'x' },
        extra: true
      },
      {
        kind: 'cron',
        branch: 'master',
        expected: { interval: 'daily', dont_run_if_recent_build_exists: false },
        actual: { interval: 'weekly', dont_run_if_recent_build_exists: false },
        extra: false
      },
      {
        kind: 'cron',
        branch: 'staging',
        expected: { interval: 'weekly', dont_run_if_recent_build_exists: true },
        actual: null,
        extra: false
      },
      {
        kind: 'cron',
        branch: 'develop',
        expected: null,
        actual: { interval: 'monthly', dont_run_if_recent_build_exists: false },
        extra: true
      }
    ])
    const drift = jsonOutput<Entry[]>(result, 'drift')
    expect(drift.map((e) => [e.kind, e.name ?? e.branch, e.branch ?? null])).toEqual([
      ['env', 'NODE_ENV', null],
      ['env', 'STAGING_URL', 'staging'],
      ['env', 'STAGING_URL', null],
      ['env', 'LEFTOVER', null],
      ['cron', 'master', 'master'],
      ['cron', 'staging', 'staging'],
      ['cron', 'develop', 'develop']
    ])
    expect(result.outputs.changes).toBeUndefined()
    // Every column is named, the check's last one too.
    expect(result.summary).not.toContain('<th></th>')
    expect(result.summary).toContain('<th>Actual</th><th>Matches</th>')
    const summary = summaryText(result, 'check-settings')
    expect(summary).toContain('Settings\nThe desired setting matches.')
    // Every column is named, the last one too.
    expect(summary).toContain(
      'Environment variables\n3 of 4 declared variables differ; 1 more variable on the server (extra).\nVariable | Branch | Expected | Actual | Matches\n'
    )
    expect(summary).toContain(
      'DEPLOY_TOKEN | all | private, from DEPLOY_TOKEN | private, set (value not readable) | ✓'
    )
    expect(summary).toContain(
      'STAGING_URL | staging | https://staging.example.com (public) | https://old.example.com (public) | ✗'
    )
    expect(summary).toContain('STAGING_URL | all | https://www.example.com (public) | missing | ✗')
    expect(summary).toContain('LEFTOVER | all | not in env: | x (public) | extra')
    expect(summary).toContain(
      'Cron jobs\n2 of 2 declared cron jobs differ; 1 more cron job on the server (extra).\nBranch | Expected | Actual | Matches\n'
    )
    expect(summary).toContain('master | daily | weekly | ✗')
    expect(summary).toContain('staging | weekly, not after a recent build | missing | ✗')
    expect(summary).toContain('develop | not in crons: | monthly | extra')
    // check-settings never reads a private value: DEPLOY_TOKEN is not in the step's environment.
    expect(result.warnings).toEqual([])
  })

  it('fail-on-mismatch: extras do not fail the check without prune; with prune they do', async () => {
    const desired = `env:
  NODE_ENV: { value: development, public: true }
  DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN }
  STAGING_URL: { value: https://old.example.com, public: true, branch: staging }
crons:
  master: weekly
`
    const fake = await seeded()
    const kept = await run(fake, {
      operation: 'check-settings',
      'desired-settings': desired,
      'fail-on-mismatch': 'true'
    })
    expectSuccess(kept)
    expect(kept.outputs.matches).toBe('true')
    // Drift lists the extras, marked, either way.
    expect(jsonOutput<Entry[]>(kept, 'drift')).toEqual([
      expect.objectContaining({ kind: 'env', name: 'LEFTOVER', extra: true }),
      expect.objectContaining({ kind: 'cron', branch: 'develop', extra: true })
    ])
    expect(summaryText(kept, 'check-settings')).toContain(
      'LEFTOVER | all | not in env: | x (public) | extra'
    )

    const pruned = await run(fake, {
      operation: 'check-settings',
      'desired-settings': desired,
      'fail-on-mismatch': 'true',
      prune: 'true'
    })
    expectFailure(pruned, 'check-settings', REPO, "'LEFTOVER'", "'develop'")
    expect(pruned.outputs.matches).toBe('false')
    expect(summaryText(pruned, 'check-settings')).toContain(
      'LEFTOVER | all | not in env: | x (public) | ✗ extra (prune is true)'
    )
  })

  it('a section left out is not managed: only the sections given are read', async () => {
    const fake = await seeded()
    const result = await run(fake, {
      operation: 'check-settings',
      'desired-settings': 'crons:\n  master: weekly\n',
      prune: 'true'
    })
    expectSuccess(result)
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/crons?limit=100&offset=0`])
    expect(jsonOutput<Entry[]>(result, 'result').map((e) => e.branch)).toEqual([
      'master',
      'develop'
    ])
    const summary = summaryText(result, 'check-settings')
    expect(summary).not.toContain('Environment variables')
    expect(summary).not.toContain('Settings')
  })

  it('a flat mapping stays settings only: one PATCH, entries without kind, env vars untouched', async () => {
    const fake = await seeded()
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'build_pushes: false\n',
      prune: 'true'
    })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([
      `GET ${REPO_PATH}/settings`,
      `PATCH ${REPO_PATH}/setting/build_pushes`,
      `GET ${REPO_PATH}/settings`
    ])
    expect(jsonOutput(result, 'changes')).toEqual([{ name: 'build_pushes', from: true, to: false }])
    expect(result.warnings).toEqual([
      "Input 'prune' has no effect without an env: or crons: section in 'desired-settings'."
    ])
    expect(demoRepo(fake).envVars.map((v) => v.name)).toContain('LEFTOVER')
  })
})

describe.concurrent('desired-settings sections: every entry checked before any request', () => {
  it('every bad name, branch, interval and value at once, each with its line; nothing sent', async () => {
    const fake = await fakeTravis()
    const desired = [
      'env:', // 1
      '  1BAD-NAME: { value: x, public: true }', // 2
      '  GOOD: { value: x, public: true, branch: "bad..branch" }', // 3
      '  LISTED: { value: [a, b], public: true }', // 4
      '  MAYBE: { value: x, public: yes }', // 5
      '  BARE: just-a-value', // 6
      '  BOTH: { value: x, from-env: X }', // 7
      '  MISSING: { from-env: NOT_IN_THE_STEP }', // 8
      'crons:', // 9
      '  master: hourly', // 10
      '  "bad branch": daily', // 11
      '  develop: { interval: weekly, skip: true }' // 12
    ].join('\n')
    const result = await run(fake, { operation: 'apply-settings', 'desired-settings': desired })
    expectFailure(result, 'apply-settings', REPO, "env: '1BAD-NAME' (line 2) is no variable name")
    // The failure line stops at 1,000 characters; the summary lists every problem.
    const summary = summaryText(result, 'apply-settings')
    for (const problem of [
      "env: '1BAD-NAME' (line 2) is no variable name",
      "env: 'GOOD' (line 3) has a branch that holds '..'",
      "env: 'LISTED' (line 4) has a value that is empty, a list",
      "env: 'MAYBE' (line 5) has public that is not true or false",
      "env: 'BARE' (line 6) is a bare value",
      "env: 'BOTH' (line 7) has both value and from-env",
      "env: 'MISSING' (line 8) takes its value from the step's environment variable NOT_IN_THE_STEP, which is not set",
      "crons: 'master' (line 10) has the interval 'hourly'; it takes daily, weekly or monthly",
      "crons: 'bad branch' (line 11) holds a space",
      "crons: 'develop' (line 12) has 'skip'",
      'NOT_IN_THE_STEP: ${{ secrets.NOT_IN_THE_STEP }}'
    ]) {
      expect(summary).toContain(problem)
    }
    expect(fake.requests).toEqual([])
  })

  it('the same (name, branch) twice and a branch named twice are refused with both lines', async () => {
    const fake = await fakeTravis()
    const desired = [
      'env:',
      '  TOKEN:',
      '    - { value: a, public: true, branch: main }',
      '    - { value: b, public: true, branch: main }',
      'crons:',
      '  main: daily',
      '  "main": weekly'
    ].join('\n')
    const result = await run(fake, { operation: 'check-settings', 'desired-settings': desired })
    expectFailure(
      result,
      'check-settings',
      REPO,
      "env: names 'TOKEN' on branch 'main' twice (lines 3 and 4)",
      'main'
    )
    expect(fake.requests).toEqual([])
  })

  it('a section or a field given twice is refused, not read last-wins; nothing sent', async () => {
    const fake = await fakeTravis()
    // A second env: would replace the first, and prune would delete what the first names.
    const desired = [
      'env:',
      '  A: { value: a, public: true }',
      'crons:',
      '  master: { interval: daily, interval: weekly }',
      'env:',
      '  B: { value: b, public: true, public: false }'
    ].join('\n')
    const result = await run(fake, {
      operation: 'apply-settings',
      prune: 'true',
      'desired-settings': desired
    })
    expectFailure(result, 'apply-settings', REPO, "has 'env:' twice (lines 1 and 5)")
    const summary = summaryText(result, 'apply-settings')
    expect(summary).toContain("crons: 'master' (line 4) gives interval twice; give it once.")
    expect(fake.requests).toEqual([])
  })

  it('a variable declared private but public on the server: its value is not shown', async () => {
    const fake = await fakeTravis()
    const exposed = 'exposed-value-4c1d'
    fake.state.addEnvVar(demoRepo(fake), { name: 'DEPLOY_TOKEN', value: exposed, public: true })
    const result = await run(fake, {
      operation: 'check-settings',
      'desired-settings': 'env:\n  DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN }\n'
    })
    expectSuccess(result, false)
    expect(jsonOutput<Entry[]>(result, 'drift')).toEqual([
      expect.objectContaining({ name: 'DEPLOY_TOKEN', actual: { public: true, value: null } })
    ])
    expect(summaryText(result, 'check-settings')).toContain(
      'DEPLOY_TOKEN | all | private, from DEPLOY_TOKEN | public, value not shown (declared private) | ✗'
    )
    for (const text of [
      result.stdout,
      result.stderr,
      result.summary,
      ...Object.values(result.outputs)
    ]) {
      expect(text).not.toContain(exposed)
    }
  })

  it('a setting beside the sections is refused: with sections, settings go under settings:', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, {
      operation: 'check-settings',
      'desired-settings': 'build_pushes: true\nenv:\n  A: { value: x, public: true }\n'
    })
    expectFailure(
      result,
      'check-settings',
      REPO,
      "has 'build_pushes' on line 1 beside its sections"
    )
    expect(fake.requests).toEqual([])
  })
})

describe.concurrent('apply-settings with env: and crons:', () => {
  it('creates, updates and replaces what differs; the same name on two branches; changes with kind', async () => {
    const fake = await seeded()
    const repo = demoRepo(fake)
    const masterCron = fake.state.crons.find((c) => c.branch === 'master')
    const idOf = (name: string, branch: string | null = null) =>
      repo.envVars.find((v) => v.name === name && v.branch === branch)?.id
    const [nodeEnv, stagingUrl] = [idOf('NODE_ENV'), idOf('STAGING_URL', 'staging')]
    const result = await run(
      fake,
      { operation: 'apply-settings', 'desired-settings': DESIRED },
      { env: { DEPLOY_TOKEN: SECRET } }
    )
    expectSuccess(result, true)
    expect(result.stdout).toContain(`::add-mask::${SECRET}`)
    expectHidden(result, SECRET, OLD_SECRET)
    const writes = fake.requests.filter((r) => r.method !== 'GET')
    expect(writes.map((r) => [r.method, r.path, r.body])).toEqual([
      [
        'PATCH',
        `${REPO_PATH}/env_var/${nodeEnv}`,
        { 'env_var.value': 'production', 'env_var.public': true }
      ],
      [
        'PATCH',
        `${REPO_PATH}/env_var/${stagingUrl}`,
        { 'env_var.value': 'https://staging.example.com', 'env_var.public': true }
      ],
      [
        'POST',
        `${REPO_PATH}/env_vars`,
        {
          'env_var.name': 'STAGING_URL',
          'env_var.value': 'https://www.example.com',
          'env_var.public': true
        }
      ],
      [
        'POST',
        `${REPO_PATH}/branch/master/cron`,
        { 'cron.interval': 'daily', 'cron.dont_run_if_recent_build_exists': false }
      ],
      [
        'POST',
        `${REPO_PATH}/branch/staging/cron`,
        { 'cron.interval': 'weekly', 'cron.dont_run_if_recent_build_exists': true }
      ]
    ])
    // The private variable is present: its value is not written again (rewrite-private-env is false).
    expect(JSON.stringify(fake.requests.map((r) => r.body))).not.toContain(SECRET)
    expect(jsonOutput(result, 'changes')).toEqual([
      {
        kind: 'env',
        name: 'NODE_ENV',
        branch: null,
        action: 'update',
        from: { public: true, value: 'development' },
        to: { public: true, value: 'production' }
      },
      {
        kind: 'env',
        name: 'STAGING_URL',
        branch: 'staging',
        action: 'update',
        from: { public: true, value: 'https://old.example.com' },
        to: { public: true, value: 'https://staging.example.com' }
      },
      {
        kind: 'env',
        name: 'STAGING_URL',
        branch: null,
        action: 'create',
        from: null,
        to: { public: true, value: 'https://www.example.com' }
      },
      {
        kind: 'cron',
        branch: 'master',
        action: 'replace',
        from: { interval: 'weekly', dont_run_if_recent_build_exists: false },
        to: { interval: 'daily', dont_run_if_recent_build_exists: false }
      },
      {
        kind: 'cron',
        branch: 'staging',
        action: 'create',
        from: null,
        to: { interval: 'weekly', dont_run_if_recent_build_exists: true }
      }
    ])
    // What the server holds: the extras kept (prune is false), the master cron a new one.
    expect(
      repo.envVars.map((v) => [v.name, v.branch, v.public, v.public ? v.value : '(private)'])
    ).toEqual(
      expect.arrayContaining([
        ['NODE_ENV', null, true, 'production'],
        ['DEPLOY_TOKEN', null, false, '(private)'],
        ['STAGING_URL', 'staging', true, 'https://staging.example.com'],
        ['STAGING_URL', null, true, 'https://www.example.com'],
        ['LEFTOVER', null, true, 'x']
      ])
    )
    expect(repo.envVars.find((v) => v.name === 'DEPLOY_TOKEN')?.value).toBe(OLD_SECRET)
    const crons = fake.state.crons.filter((c) => c.repoId === repo.id)
    expect(crons.map((c) => [c.branch, c.interval, c.dontRunIfRecentBuildExists])).toEqual([
      ['develop', 'monthly', false],
      ['master', 'daily', false],
      ['staging', 'weekly', true]
    ])
    expect(crons.find((c) => c.branch === 'master')?.id).not.toBe(masterCron?.id)
    // The variables read back once after the writes.
    expect(requestLines(fake).filter((l) => l.endsWith('/env_vars'))).toEqual([
      `GET ${REPO_PATH}/env_vars`,
      `POST ${REPO_PATH}/env_vars`,
      `GET ${REPO_PATH}/env_vars`
    ])
    const summary = summaryText(result, 'apply-settings')
    expect(summary).toContain(
      'Environment variables\n3 changes made; 1 more variable on the server (extra).'
    )
    expect(summary).toContain(
      'NODE_ENV | all | production (public) | development (public) | ✓ updated'
    )
    expect(summary).toContain(
      'DEPLOY_TOKEN | all | private, from DEPLOY_TOKEN | private, set (value not readable) | ✓ already so'
    )
    expect(summary).toContain(
      'LEFTOVER | all | not in env: | x (public) | extra, kept (prune is false)'
    )
    expect(summary).toContain('master | daily | weekly | ✓ replaced')
    expect(summary).toContain('staging | weekly, not after a recent build | missing | ✓ created')
    expect(summary).toContain('develop | not in crons: | monthly | extra, kept (prune is false)')
  })

  it('a missing private variable is created with the value from the step environment, masked', async () => {
    const fake = await fakeTravis()
    const result = await run(
      fake,
      {
        operation: 'apply-settings',
        'desired-settings': 'env:\n  DEPLOY_TOKEN: { from-env: TRAVIS_DEPLOY_TOKEN }\n'
      },
      { env: { TRAVIS_DEPLOY_TOKEN: SECRET } }
    )
    expectSuccess(result, true)
    expectHidden(result, SECRET)
    const maskAt = result.stdout.indexOf(`::add-mask::${SECRET}`)
    expect(maskAt).toBeGreaterThanOrEqual(0)
    // Masked before the first line that names the repository is written.
    expect(maskAt).toBeLessThan(result.stdout.indexOf('apply-settings on'))
    const post = fake.requests.find((r) => r.method === 'POST')
    expect(post?.body).toEqual({
      'env_var.name': 'DEPLOY_TOKEN',
      'env_var.value': SECRET,
      'env_var.public': false
    })
    expect(demoRepo(fake).envVars).toEqual([
      { id: expect.any(String), name: 'DEPLOY_TOKEN', value: SECRET, public: false, branch: null }
    ])
    expect(jsonOutput(result, 'changes')).toEqual([
      {
        kind: 'env',
        name: 'DEPLOY_TOKEN',
        branch: null,
        action: 'create',
        from: null,
        to: { public: false }
      }
    ])
    expect(summaryText(result, 'apply-settings')).toContain(
      'DEPLOY_TOKEN | all | private, from TRAVIS_DEPLOY_TOKEN | missing | ✓ created'
    )
  })

  it('an inline private value is accepted with a warning, and masked', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': `env:\n  INLINE_SECRET: { value: ${SECRET} }\n`
    })
    expectSuccess(result, true)
    expect(result.warnings).toEqual([
      expect.stringContaining(
        "env: 'INLINE_SECRET' (line 2) gives a private value inline, so it is in the workflow file"
      )
    ])
    expect(result.warnings[0]).toContain('from-env')
    expectHidden(result, SECRET)
    expect(demoRepo(fake).envVars[0]).toMatchObject({ name: 'INLINE_SECRET', value: SECRET })
  })

  it('rewrite-private-env: every private value written again, changed is true, the summary says why', async () => {
    const fake = await seeded()
    const repo = demoRepo(fake)
    const desired = 'env:\n  DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN }\n'
    const plain = await run(
      fake,
      { operation: 'apply-settings', 'desired-settings': desired },
      { env: { DEPLOY_TOKEN: SECRET } }
    )
    expectSuccess(plain, false)
    expect(fake.requests.filter((r) => r.method !== 'GET')).toEqual([])
    fake.clearRequests()

    const result = await run(
      fake,
      { operation: 'apply-settings', 'desired-settings': desired, 'rewrite-private-env': 'true' },
      { env: { DEPLOY_TOKEN: SECRET } }
    )
    expectSuccess(result, true)
    expectHidden(result, SECRET, OLD_SECRET)
    const id = repo.envVars.find((v) => v.name === 'DEPLOY_TOKEN')?.id
    expect(
      fake.requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body])
    ).toEqual([['PATCH', `${REPO_PATH}/env_var/${id}`, { 'env_var.value': SECRET }]])
    expect(repo.envVars.find((v) => v.id === id)).toMatchObject({ value: SECRET, public: false })
    expect(jsonOutput(result, 'changes')).toEqual([
      {
        kind: 'env',
        name: 'DEPLOY_TOKEN',
        branch: null,
        action: 'rewrite',
        from: { public: false },
        to: { public: false }
      }
    ])
    const summary = summaryText(result, 'apply-settings')
    expect(summary).toContain(
      'rewrite-private-env is true: private values are written again on every run'
    )
    expect(summary).toContain('✓ written again (rewrite-private-env)')
  })

  it('prune with dry-run: nothing sent but the reads; what would be deleted shown', async () => {
    const fake = await seeded()
    const desired =
      'env:\n  NODE_ENV: { value: development, public: true }\ncrons:\n  master: weekly\n'
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': desired,
      prune: 'true',
      'dry-run': 'true'
    })
    expectSuccess(result, true)
    expect(requestLines(fake).sort()).toEqual(READS.slice(1).sort())
    expect(jsonOutput<Entry[]>(result, 'changes')).toEqual([
      expect.objectContaining({ kind: 'env', name: 'DEPLOY_TOKEN', action: 'delete', to: null }),
      expect.objectContaining({ kind: 'env', name: 'STAGING_URL', action: 'delete' }),
      expect.objectContaining({ kind: 'env', name: 'LEFTOVER', action: 'delete' }),
      expect.objectContaining({ kind: 'cron', branch: 'develop', action: 'delete' })
    ])
    expect(result.stdout).toContain("Dry run: variable 'LEFTOVER' would be deleted (prune).")
    expect(result.stdout).toContain(
      "Dry run: the cron job of branch 'develop' would be deleted (prune)."
    )
    const summary = summaryText(result, 'apply-settings')
    expect(summary).toContain('DRY RUN')
    expect(summary).toContain('3 changes would be made; 3 more variables on the server (extra).')
    expect(summary).toContain(
      'LEFTOVER | all | not in env: | x (public) | would be deleted (prune)'
    )
    expect(summary).toContain(
      'DEPLOY_TOKEN | all | not in env: | private, set (value not readable) | would be deleted (prune)'
    )
    expect(summary).toContain('develop | not in crons: | monthly | would be deleted (prune)')
    expect(demoRepo(fake).envVars).toHaveLength(4)
  })

  it('prune: the extras deleted after the other writes; then read back', async () => {
    const fake = await seeded()
    const repo = demoRepo(fake)
    const leftover = repo.envVars.find((v) => v.name === 'LEFTOVER')?.id
    const nodeEnv = repo.envVars.find((v) => v.name === 'NODE_ENV')?.id
    const develop = fake.state.crons.find((c) => c.branch === 'develop')?.id
    const desired = `env:
  NODE_ENV: { value: production, public: true }
  DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN }
  STAGING_URL: { value: https://old.example.com, public: true, branch: staging }
crons:
  master: weekly
`
    const result = await run(
      fake,
      { operation: 'apply-settings', 'desired-settings': desired, prune: 'true' },
      { env: { DEPLOY_TOKEN: SECRET } }
    )
    expectSuccess(result, true)
    expect(requestLines(fake).slice(2)).toEqual([
      `PATCH ${REPO_PATH}/env_var/${nodeEnv}`,
      `DELETE ${REPO_PATH}/env_var/${leftover}`,
      `GET ${REPO_PATH}/env_vars`,
      `DELETE /cron/${develop}`
    ])
    expect(repo.envVars.map((v) => v.name).sort()).toEqual([
      'DEPLOY_TOKEN',
      'NODE_ENV',
      'STAGING_URL'
    ])
    expect(fake.state.crons.filter((c) => c.repoId === repo.id).map((c) => c.branch)).toEqual([
      'master'
    ])
    expect(
      jsonOutput<Entry[]>(result, 'changes').map((c) => [c.kind, c.action, c.name ?? c.branch])
    ).toEqual([
      ['env', 'update', 'NODE_ENV'],
      ['env', 'delete', 'LEFTOVER'],
      ['cron', 'delete', 'develop']
    ])
    const summary = summaryText(result, 'apply-settings')
    expect(summary).toContain('LEFTOVER | all | not in env: | x (public) | ✓ deleted (prune)')
    // The extras deleted are no more on the server: the headlines count none.
    expect(summary).toContain('Environment variables\n2 changes made.\n')
    expect(summary).toContain('Cron jobs\n1 change made.\n')
  })

  it("prune, one extra's DELETE refused (403): the headline counts only the extra still there", async () => {
    const fake = await fakeTravis()
    const repo = demoRepo(fake)
    fake.state.addEnvVar(repo, { name: 'GONE', value: 'x', public: true })
    fake.state.addEnvVar(repo, { name: 'STAYS', value: 'y', public: true })
    const stays = repo.envVars.find((v) => v.name === 'STAYS')?.id
    fake.failNext({ method: 'DELETE', pathIncludes: stays, status: 403 })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'env: {}\n',
      prune: 'true'
    })
    expectFailure(
      result,
      'apply-settings',
      REPO,
      "1 change was not made: env 'STAYS': not deleted (Travis CI refused it): ",
      "Applied: env 'GONE' (delete)."
    )
    expect(repo.envVars.map((v) => v.name)).toEqual(['STAYS'])
    const summary = summaryText(result, 'apply-settings')
    expect(summary).toContain(
      'Environment variables\n1 change made; 1 failed; 1 more variable on the server (extra).\n'
    )
    expect(summary).toContain('GONE | all | not in env: | x (public) | ✓ deleted (prune)')
    expect(summary).toMatch(/^STAYS \| all \| not in env: \| y \(public\) \| ✗ not done: /m)
  })

  it('max-deletions below what prune would delete: nothing changed, the step says how many', async () => {
    const fake = await seeded()
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'env:\n  NODE_ENV: { value: production, public: true }\ncrons: {}\n',
      prune: 'true',
      'max-deletions': '2'
    })
    expectFailure(
      result,
      'apply-settings',
      REPO,
      'prune would delete 5 variables and cron jobs, more than max-deletions (2); nothing was changed'
    )
    expect([...new Set(fake.requests.map((r) => r.method))]).toEqual(['GET'])
    expect(demoRepo(fake).envVars).toHaveLength(4)
  })

  it('a result file over 512 KiB holds no private value either', async () => {
    const fake = await fakeTravis()
    const repo = demoRepo(fake)
    for (let i = 0; i < 700; i++) {
      fake.state.addEnvVar(repo, { name: `EXTRA_${i}`, value: 'v'.repeat(1000), public: true })
    }
    const temp = mkdtempSync(join(tmpdir(), 'env-result-'))
    try {
      const result = await run(
        fake,
        {
          operation: 'apply-settings',
          'desired-settings': 'env:\n  DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN }\n',
          'dry-run': 'true'
        },
        { env: { DEPLOY_TOKEN: SECRET, RUNNER_TEMP: temp } }
      )
      expectSuccess(result, true)
      const file = result.outputs['result-file'] ?? ''
      expect(file.startsWith(temp)).toBe(true)
      const written = readFileSync(file, 'utf8')
      expect(written).toContain('EXTRA_699')
      expect(written).not.toContain(SECRET)
      expectHidden(result, SECRET)
    } finally {
      rmSync(temp, { recursive: true, force: true })
    }
  })
})

// travis-api makes no uniqueness check on a PATCH (docs/travis-api.md#env-create), so a repository
// can hold two PUB on every branch: env: matches the first, the other is an extra. Each row of the
// summary (and of the plan comment, a dry run's) tells what became of its own variable.
describe.concurrent('two variables of the same (name, branch) on the server', () => {
  /** The demo repository with two public PUB on every branch; their ids, in the server's order. */
  async function twoPub(): Promise<{ fake: FakeTravis; matched: string; extra: string }> {
    const fake = await fakeTravis()
    const repo = demoRepo(fake)
    fake.state.addEnvVar(repo, { name: 'PUB', value: 'old', public: true })
    fake.state.addEnvVar(repo, { name: 'PUB', value: 'other', public: true })
    const [matched = '', extra = ''] = repo.envVars.map((v) => v.id)
    return { fake, matched, extra }
  }
  const DESIRED_PUB = 'env:\n  PUB: { value: new, public: true }\n'
  const UPDATED = 'PUB | all | new (public) | old (public) | ✓ updated'

  it('the one updated shows updated; the extra left alone shows kept, not updated', async () => {
    const { fake, matched } = await twoPub()
    const result = await run(fake, { operation: 'apply-settings', 'desired-settings': DESIRED_PUB })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([
      `GET ${REPO_PATH}/env_vars`,
      `PATCH ${REPO_PATH}/env_var/${matched}`,
      `GET ${REPO_PATH}/env_vars`
    ])
    expect(
      demoRepo(fake)
        .envVars.map((v) => v.value)
        .sort()
    ).toEqual(['new', 'other'])
    expect(result.stdout).toContain("Variable 'PUB': updated.")
    // One change, as always shaped: no id of the server's variable in it.
    expect(jsonOutput(result, 'changes')).toEqual([
      {
        kind: 'env',
        name: 'PUB',
        branch: null,
        action: 'update',
        from: { public: true, value: 'old' },
        to: { public: true, value: 'new' }
      }
    ])
    const summary = summaryText(result, 'apply-settings')
    expect(summary).toContain(UPDATED)
    expect(summary).toContain(
      'PUB | all | not in env: | other (public) | extra, kept (prune is false)'
    )
  })

  it("prune, the extra's DELETE refused (403): only its row says not done", async () => {
    const { fake, matched, extra } = await twoPub()
    fake.failNext({
      method: 'DELETE',
      status: 403,
      body: {
        '@type': 'error',
        error_type: 'insufficient_access',
        error_message: 'operation requires write access to env_var',
        resource_type: 'env_var',
        permission: 'write'
      }
    })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': DESIRED_PUB,
      prune: 'true'
    })
    expectFailure(
      result,
      'apply-settings',
      REPO,
      "1 change was not made: env 'PUB': not deleted (Travis CI refused it): ",
      "Applied: env 'PUB' (update)."
    )
    expect(requestLines(fake)).toEqual([
      `GET ${REPO_PATH}/env_vars`,
      `PATCH ${REPO_PATH}/env_var/${matched}`,
      `DELETE ${REPO_PATH}/env_var/${extra}`,
      `GET ${REPO_PATH}/env_vars`
    ])
    expect(
      demoRepo(fake)
        .envVars.map((v) => v.value)
        .sort()
    ).toEqual(['new', 'other'])
    const summary = summaryText(result, 'apply-settings')
    expect(summary).toContain(UPDATED)
    expect(summary).toMatch(
      /^PUB \| all \| not in env: \| other \(public\) \| ✗ not done: not deleted \(Travis CI refused it\): /m
    )
  })

  it('prune with dry-run (the plan comment): one would be updated, the other deleted', async () => {
    const { fake } = await twoPub()
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': DESIRED_PUB,
      prune: 'true',
      'dry-run': 'true'
    })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/env_vars`])
    const summary = summaryText(result, 'apply-settings')
    expect(summary).toContain('PUB | all | new (public) | old (public) | would be updated')
    expect(summary).toContain('PUB | all | not in env: | other (public) | would be deleted (prune)')
  })
})
