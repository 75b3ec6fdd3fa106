// Environment variables and cron jobs against the real travis-api: list-env-vars, list-crons,
// and check-settings / apply-settings with `env:` and `crons:` sections. The kit's seed has no
// variables or crons, so each test creates them through the API first (as a user would have in
// the web UI); every test asserts what the user sees and, read back through the API, what the
// server holds afterwards. A private value given through `from-env` must appear nowhere the
// action writes: log, outputs, summary, result file.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { askServer, held, seedKit, sqlOnKit } from './kit.js'
import {
  expectFailure,
  expectSuccess,
  jsonOutput,
  runLive,
  summaryOf,
  useRecorder,
  type LiveRun
} from './helpers.js'
import { baseSeed, passedBuilds, READONLY_TOKEN, REPO, type SeedBranch } from './seed.js'

useRecorder()

const AT = '/repo/octo-org%2Fprivate-repo'
/** The value of the secret synced from the step's environment: never visible anywhere. */
const SECRET = 'live-deploy-secret-7f3a9c21e4'
/** A private value the server already holds (set through the API before the run). */
const HELD_SECRET = 'held-private-value-5b8d0e'

/** Branches on GitHub (crons may be set on them) and one Travis believes is gone from it. */
const BRANCHES: SeedBranch[] = [
  { name: 'main', builds: passedBuilds(2) },
  { name: 'release', builds: passedBuilds(1) },
  { name: 'staging', builds: passedBuilds(1) },
  { name: 'feature/login', builds: passedBuilds(1) },
  { name: 'stale', exists_on_github: false }
]

beforeEach(async () => {
  await seedKit(baseSeed({ repo: { branches: BRANCHES } }))
})

interface HeldEnvVar {
  id: string
  name: string
  value?: string
  public: boolean | null
  branch: string | null
}

interface HeldCron {
  id: number
  branch: { name: string }
  interval: string
  dont_run_if_recent_build_exists: boolean
}

/** Creates a variable through the API, as the web UI would. */
async function addEnvVar(variable: {
  name: string
  value: string
  public: boolean
  branch?: string
}): Promise<HeldEnvVar> {
  const answer = await askServer('POST', `${AT}/env_vars`, {
    body: {
      'env_var.name': variable.name,
      'env_var.value': variable.value,
      'env_var.public': variable.public,
      ...(variable.branch === undefined ? {} : { 'env_var.branch': variable.branch })
    }
  })
  if (answer.status !== 201) throw new Error(`env var create: ${answer.status} ${answer.text}`)
  return answer.json as HeldEnvVar
}

/** Creates (or replaces) a branch's cron job through the API. */
async function addCron(branch: string, interval: string, dontRun = false): Promise<HeldCron> {
  const answer = await askServer('POST', `${AT}/branch/${encodeURIComponent(branch)}/cron`, {
    body: { 'cron.interval': interval, 'cron.dont_run_if_recent_build_exists': dontRun }
  })
  if (answer.status !== 200) throw new Error(`cron create: ${answer.status} ${answer.text}`)
  return answer.json as HeldCron
}

/** The variables the server holds now, without metadata, in its order. */
async function heldEnvVars(): Promise<HeldEnvVar[]> {
  const list = await held<{ env_vars: Array<HeldEnvVar & Record<string, unknown>> }>(
    `${AT}/env_vars`
  )
  return list.env_vars.map(({ id, name, value, public: isPublic, branch }) => ({
    id,
    name,
    ...(value === undefined ? {} : { value }),
    public: isPublic,
    branch
  }))
}

/** The cron jobs the server holds now, every page: branch → cron. */
async function heldCrons(): Promise<Map<string, HeldCron>> {
  const crons = new Map<string, HeldCron>()
  for (let offset = 0; ; offset += 100) {
    const page = await held<{ crons: HeldCron[] }>(`${AT}/crons?limit=100&offset=${offset}`)
    for (const cron of page.crons) crons.set(cron.branch.name, cron)
    if (page.crons.length < 100) return crons
  }
}

/** name@branch → the server's variable. */
function byKey(variables: HeldEnvVar[]): Map<string, HeldEnvVar> {
  return new Map(variables.map((v) => [`${v.name}@${v.branch ?? '*'}`, v]))
}

let runnerTemp = ''
beforeEach(() => {
  runnerTemp = mkdtempSync(join(tmpdir(), 'live-env-runner-temp-'))
})
afterEach(() => rmSync(runnerTemp, { recursive: true, force: true }))

/** A run with the secret in the step's environment and a RUNNER_TEMP this test reads after. */
function runWithSecret(inputs: Record<string, string>, more: Parameters<typeof runLive>[1] = {}) {
  return runLive(inputs, {
    ...more,
    env: { DEPLOY_TOKEN: SECRET, RUNNER_TEMP: runnerTemp, ...more.env }
  })
}

/**
 * Neither secret in the log (bar the ::add-mask:: lines that hand it to the runner), the outputs,
 * the summary, or any file the run left in RUNNER_TEMP (the result file).
 */
function expectNoSecret(run: LiveRun): void {
  const log = (run.stdout + run.stderr)
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n')
  const files = readdirSync(runnerTemp, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
  const visible = [log, JSON.stringify(run.outputs), run.summary, ...files].join('\n')
  expect(visible).not.toContain(SECRET)
  expect(visible).not.toContain(HELD_SECRET)
}

describe('list-env-vars', () => {
  it('every variable in the server order: public ones with their value, private ones without', async () => {
    await addEnvVar({ name: 'NODE_ENV', value: 'production', public: true })
    await addEnvVar({ name: 'DEPLOY_TOKEN', value: HELD_SECRET, public: false })
    await addEnvVar({ name: 'TARGET', value: 'prod', public: true, branch: 'main' })
    await addEnvVar({ name: 'TARGET', value: 'staging', public: true, branch: 'release' })

    const run = await runWithSecret({ operation: 'list-env-vars', repo: REPO })

    expectSuccess(run)
    expect(jsonOutput(run, 'env-vars')).toEqual([
      { name: 'NODE_ENV', public: true, branch: null, value: 'production' },
      { name: 'DEPLOY_TOKEN', public: false, branch: null },
      { name: 'TARGET', public: true, branch: 'main', value: 'prod' },
      { name: 'TARGET', public: true, branch: 'release', value: 'staging' }
    ])
    expect(run.outputs.count).toBe('4')
    expect(run.requests).toEqual([`GET ${AT}/env_vars`])
    const summary = summaryOf(run, 'list-env-vars', REPO)
    expect(summary).toContain('DEPLOY_TOKEN')
    expect(summary).toMatch(/value not readable/)
    expectNoSecret(run)
  })

  it('none: an empty list', async () => {
    const run = await runLive({ operation: 'list-env-vars', repo: REPO })
    expectSuccess(run)
    expect(jsonOutput(run, 'env-vars')).toEqual([])
    expect(run.outputs.count).toBe('0')
  })
})

describe('list-crons', () => {
  it('more than a page of cron jobs (25 by default, 100 at most): every one, every page read', async () => {
    const many: SeedBranch[] = Array.from({ length: 104 }, (_, i) => ({
      name: `nightly-${String(i + 1).padStart(3, '0')}`,
      builds: passedBuilds(1)
    }))
    await seedKit(baseSeed({ repo: { branches: [...BRANCHES, ...many] } }))
    // Four at a time: crons have a table of their own, so creates in flight do not collide.
    for (let i = 0; i < many.length; i += 4) {
      await Promise.all(many.slice(i, i + 4).map((branch) => addCron(branch.name, 'weekly', true)))
    }
    await addCron('main', 'daily')

    const run = await runLive({ operation: 'list-crons', repo: REPO })

    expectSuccess(run)
    const crons = jsonOutput<Array<Record<string, unknown>>>(run, 'crons')
    expect(crons).toHaveLength(105)
    expect(run.outputs.count).toBe('105')
    expect(crons.map((cron) => cron.branch).sort()).toEqual(
      ['main', ...many.map((branch) => branch.name)].sort()
    )
    expect(crons.find((cron) => cron.branch === 'main')).toEqual({
      branch: 'main',
      interval: 'daily',
      dont_run_if_recent_build_exists: false,
      active: true,
      last_run: null,
      next_run: expect.stringMatching(/^\d{4}-\d\d-\d\dT/)
    })
    expect(crons.filter((cron) => cron.interval === 'weekly')).toHaveLength(104)
    expect(run.requests).toEqual([
      `GET ${AT}/crons?limit=100&offset=0`,
      `GET ${AT}/crons?limit=100&offset=100`
    ])
    expect(summaryOf(run, 'list-crons', REPO)).toContain('105 cron jobs.')
  })

  it('none: an empty list', async () => {
    const run = await runLive({ operation: 'list-crons', repo: REPO })
    expectSuccess(run)
    expect(jsonOutput(run, 'crons')).toEqual([])
    expect(run.outputs.count).toBe('0')
  })
})

/**
 * The repository before each check and apply: a public variable that differs from the file, a
 * private one the file names (present: its value cannot be compared), the same name on two
 * branches as declared, one extra variable; a cron whose interval differs, one as declared, one
 * extra.
 */
async function driftedRepository(): Promise<{ extraVar: HeldEnvVar; extraCron: HeldCron }> {
  await addEnvVar({ name: 'NODE_ENV', value: 'development', public: true })
  await addEnvVar({ name: 'DEPLOY_TOKEN', value: HELD_SECRET, public: false })
  await addEnvVar({ name: 'TARGET', value: 'prod', public: true, branch: 'main' })
  await addEnvVar({ name: 'TARGET', value: 'staging', public: true, branch: 'release' })
  const extraVar = await addEnvVar({ name: 'OLD_FLAG', value: 'on', public: true })
  await addCron('main', 'daily')
  await addCron('release', 'weekly', true)
  const extraCron = await addCron('staging', 'monthly')
  return { extraVar, extraCron }
}

const DESIRED = `settings:
  build_pushes: false
env:
  NODE_ENV: { value: production, public: true }
  DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN }
  RELEASE_TOKEN: { from-env: DEPLOY_TOKEN }
  TARGET:
    - { value: prod, public: true, branch: main }
    - { value: staging, public: true, branch: release }
crons:
  main: weekly
  release: { interval: weekly, dont-run-if-recent-build-exists: true }
`

/** A private variable's value, read by turning it public through the API (a test's privilege). */
async function privateValueOf(variable: HeldEnvVar): Promise<string | undefined> {
  const answer = await askServer('PATCH', `${AT}/env_var/${variable.id}`, {
    body: { 'env_var.public': true }
  })
  expect(answer.status).toBe(200)
  return (answer.json as HeldEnvVar).value
}

const WRITES = (run: LiveRun) => run.requests.filter((line) => !line.startsWith('GET '))

describe('check-settings with env: and crons:', () => {
  it('drift per section, private values compared by presence only, extras marked, nothing written', async () => {
    await driftedRepository()
    const before = await heldEnvVars()

    const run = await runWithSecret({
      operation: 'check-settings',
      repo: REPO,
      'desired-settings': DESIRED
    })

    expectSuccess(run)
    expect(run.outputs.matches).toBe('false')
    expect(jsonOutput(run, 'drift')).toEqual([
      { kind: 'setting', name: 'build_pushes', expected: false, actual: true },
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
        name: 'RELEASE_TOKEN',
        branch: null,
        expected: { public: false },
        actual: null,
        extra: false
      },
      {
        kind: 'env',
        name: 'OLD_FLAG',
        branch: null,
        expected: null,
        actual: { public: true, value: 'on' },
        extra: true
      },
      {
        kind: 'cron',
        branch: 'main',
        expected: { interval: 'weekly', dont_run_if_recent_build_exists: false },
        actual: { interval: 'daily', dont_run_if_recent_build_exists: false },
        extra: false
      },
      {
        kind: 'cron',
        branch: 'staging',
        expected: null,
        actual: { interval: 'monthly', dont_run_if_recent_build_exists: false },
        extra: true
      }
    ])
    const result = jsonOutput<Array<Record<string, unknown>>>(run, 'result')
    expect(result).toContainEqual({
      kind: 'env',
      name: 'DEPLOY_TOKEN',
      branch: null,
      expected: { public: false },
      actual: { public: false },
      extra: false
    })
    expect(result.filter((entry) => entry.name === 'TARGET')).toHaveLength(2)
    expect(WRITES(run)).toEqual([])
    expect(await heldEnvVars()).toEqual(before)
    const summary = summaryOf(run, 'check-settings', REPO)
    expect(summary).toMatch(/value not readable/)
    expect(summary).toContain('OLD_FLAG')
    expect(summary).toContain('staging')
    expectNoSecret(run)
  })

  it('fail-on-mismatch: extras alone fail it only with prune', async () => {
    await addEnvVar({ name: 'OLD_FLAG', value: 'on', public: true })
    await addCron('staging', 'monthly')
    const matching = `env:\n  NOTHING_ELSE: { value: x, public: true }\ncrons: {}\n`
    await addEnvVar({ name: 'NOTHING_ELSE', value: 'x', public: true })

    const kept = await runLive({
      operation: 'check-settings',
      repo: REPO,
      'desired-settings': matching,
      'fail-on-mismatch': 'true'
    })
    expectSuccess(kept)
    expect(kept.outputs.matches).toBe('true')

    const pruned = await runLive({
      operation: 'check-settings',
      repo: REPO,
      'desired-settings': matching,
      'fail-on-mismatch': 'true',
      prune: 'true'
    })
    expectFailure(pruned, 'check-settings', REPO, 'OLD_FLAG', 'staging')
    expect(pruned.outputs.matches).toBe('false')
  })
})

describe('apply-settings with env: and crons:', () => {
  it('creates, updates, replaces; the private value from the step environment written, shown nowhere', async () => {
    const { extraVar, extraCron } = await driftedRepository()
    const cronsBefore = await heldCrons()

    const run = await runWithSecret({
      operation: 'apply-settings',
      repo: REPO,
      'desired-settings': DESIRED
    })

    expectSuccess(run, true)
    expect(run.stdout).toContain(`::add-mask::${SECRET}`)
    expect(jsonOutput(run, 'changes')).toEqual([
      { kind: 'setting', name: 'build_pushes', from: true, to: false },
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
        name: 'RELEASE_TOKEN',
        branch: null,
        action: 'create',
        from: null,
        to: { public: false }
      },
      {
        kind: 'cron',
        branch: 'main',
        action: 'replace',
        from: { interval: 'daily', dont_run_if_recent_build_exists: false },
        to: { interval: 'weekly', dont_run_if_recent_build_exists: false }
      }
    ])
    // Writes one at a time (one settings column for the setting and the variables), in order.
    expect(run.maxWritesInFlight).toBe(1)
    expect(WRITES(run)).toEqual([
      `PATCH ${AT}/setting/build_pushes`,
      expect.stringMatching(new RegExp(`^PATCH ${AT}/env_var/[0-9a-f-]{36}$`)),
      `POST ${AT}/env_vars`,
      `POST ${AT}/branch/main/cron`
    ])
    const logged = run.stdout.split('\n').filter((line) => !line.startsWith('::'))
    expect(logged).toContainEqual(expect.stringContaining("Variable 'RELEASE_TOKEN': created."))

    // What the server holds: the declared state, the extras untouched (no prune).
    const after = byKey(await heldEnvVars())
    expect(after.get('NODE_ENV@*')).toMatchObject({ public: true, value: 'production' })
    expect(after.get('TARGET@main')).toMatchObject({ value: 'prod' })
    expect(after.get('TARGET@release')).toMatchObject({ value: 'staging' })
    expect(after.get('OLD_FLAG@*')?.id).toBe(extraVar.id)
    expect(after.get('DEPLOY_TOKEN@*')).toStrictEqual({
      id: expect.any(String),
      name: 'DEPLOY_TOKEN',
      public: false,
      branch: null
    })
    const created = after.get('RELEASE_TOKEN@*')
    expect(created).toMatchObject({ public: false })
    expect(created).not.toHaveProperty('value')
    const crons = await heldCrons()
    expect(crons.get('main')).toMatchObject({ interval: 'weekly' })
    expect(crons.get('main')?.id).not.toBe(cronsBefore.get('main')?.id)
    expect(crons.get('release')?.id).toBe(cronsBefore.get('release')?.id)
    expect(crons.get('staging')?.id).toBe(extraCron.id)
    const settings = await held<{ settings: Array<{ name: string; value: unknown }> }>(
      `${AT}/settings`
    )
    expect(settings.settings.find((s) => s.name === 'build_pushes')?.value).toBe(false)
    expectNoSecret(run)
    // The private value the server holds is the step's, and the held one was not rewritten.
    expect(await privateValueOf(created as HeldEnvVar)).toBe(SECRET)
    expect(await privateValueOf(after.get('DEPLOY_TOKEN@*') as HeldEnvVar)).toBe(HELD_SECRET)

    // A second run finds nothing to do.
    const again = await runWithSecret({
      operation: 'apply-settings',
      repo: REPO,
      'desired-settings': DESIRED.replace(
        'RELEASE_TOKEN: { from-env: DEPLOY_TOKEN }\n  ',
        ''
      ).replace('DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN }\n  ', '')
    })
    expectSuccess(again, false)
    expect(WRITES(again)).toEqual([])
  })

  it('rewrite-private-env: the held private value written again, changed true', async () => {
    const held0 = await addEnvVar({ name: 'DEPLOY_TOKEN', value: HELD_SECRET, public: false })

    const run = await runWithSecret({
      operation: 'apply-settings',
      repo: REPO,
      'desired-settings': 'env:\n  DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN }\n',
      'rewrite-private-env': 'true'
    })

    expectSuccess(run, true)
    expect(WRITES(run)).toEqual([`PATCH ${AT}/env_var/${held0.id}`])
    expect(jsonOutput(run, 'changes')).toEqual([
      {
        kind: 'env',
        name: 'DEPLOY_TOKEN',
        branch: null,
        action: 'rewrite',
        from: { public: false },
        to: { public: false }
      }
    ])
    expect(summaryOf(run, 'apply-settings', REPO)).toContain('rewrite-private-env')
    expectNoSecret(run)
    const [after] = await heldEnvVars()
    expect(after).toEqual({ id: held0.id, name: 'DEPLOY_TOKEN', public: false, branch: null })
    expect(await privateValueOf(held0)).toBe(SECRET)
  })

  it('an inline private value: a warning, the value written, shown nowhere', async () => {
    const inline = 'inline-private-value-c41e9a'
    const run = await runLive(
      {
        operation: 'apply-settings',
        repo: REPO,
        'desired-settings': `env:\n  API_KEY: { value: ${inline} }\n`
      },
      { env: { RUNNER_TEMP: runnerTemp } }
    )

    expectSuccess(run, true)
    expect(run.warnings).toEqual([
      expect.stringContaining("env: 'API_KEY' (line 2) gives a private value inline")
    ])
    expect(run.stdout).toContain(`::add-mask::${inline}`)
    const visible = run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'))
    expect([...visible, JSON.stringify(run.outputs), run.summary].join('\n')).not.toContain(inline)
    const [created] = await heldEnvVars()
    expect(created).toMatchObject({ name: 'API_KEY', public: false })
    expect(await privateValueOf(created as HeldEnvVar)).toBe(inline)
  })

  it('prune with dry-run: what would go is shown, nothing is deleted', async () => {
    const { extraVar, extraCron } = await driftedRepository()
    const before = await heldEnvVars()

    const run = await runWithSecret({
      operation: 'apply-settings',
      repo: REPO,
      'desired-settings': DESIRED,
      prune: 'true',
      'dry-run': 'true'
    })

    expectSuccess(run, true)
    const changes = jsonOutput<Array<Record<string, unknown>>>(run, 'changes')
    expect(changes).toContainEqual({
      kind: 'env',
      name: 'OLD_FLAG',
      branch: null,
      action: 'delete',
      from: { public: true, value: 'on' },
      to: null
    })
    expect(changes).toContainEqual({
      kind: 'cron',
      branch: 'staging',
      action: 'delete',
      from: { interval: 'monthly', dont_run_if_recent_build_exists: false },
      to: null
    })
    expect(WRITES(run)).toEqual([])
    expect(await heldEnvVars()).toEqual(before)
    expect((await heldCrons()).get('staging')?.id).toBe(extraCron.id)
    expect(before.map((v) => v.id)).toContain(extraVar.id)
    const summary = summaryOf(run, 'apply-settings', REPO)
    expect(summary).toContain('OLD_FLAG')
    expect(summary).toMatch(/dry run|would/i)
    expectNoSecret(run)
  })

  it('prune: the extras deleted, the declared ones kept', async () => {
    const { extraVar, extraCron } = await driftedRepository()

    const run = await runWithSecret({
      operation: 'apply-settings',
      repo: REPO,
      'desired-settings': DESIRED,
      prune: 'true'
    })

    expectSuccess(run, true)
    expect(WRITES(run)).toContain(`DELETE ${AT}/env_var/${extraVar.id}`)
    expect(WRITES(run)).toContain(`DELETE /cron/${extraCron.id}`)
    expect(run.maxWritesInFlight).toBe(1)
    const after = byKey(await heldEnvVars())
    expect([...after.keys()].sort()).toEqual([
      'DEPLOY_TOKEN@*',
      'NODE_ENV@*',
      'RELEASE_TOKEN@*',
      'TARGET@main',
      'TARGET@release'
    ])
    expect([...(await heldCrons()).keys()].sort()).toEqual(['main', 'release'])
    expectNoSecret(run)
  })

  it('prune beyond max-deletions: the step fails before any write', async () => {
    await driftedRepository()
    const before = await heldEnvVars()
    const cronsBefore = await heldCrons()

    const run = await runWithSecret({
      operation: 'apply-settings',
      repo: REPO,
      'desired-settings': DESIRED,
      prune: 'true',
      'max-deletions': '1'
    })

    expectFailure(run, 'apply-settings', REPO, 'max-deletions (1)', '2 variables and cron jobs')
    expect(WRITES(run)).toEqual([])
    expect(await heldEnvVars()).toEqual(before)
    expect(await heldCrons()).toEqual(cronsBefore)
    expectNoSecret(run)
  })

  it('a variable created by someone else between the read and the write: the 409 explained, theirs kept', async () => {
    let theirs: HeldEnvVar | undefined
    const run = await runWithSecret(
      {
        operation: 'apply-settings',
        repo: REPO,
        'desired-settings': 'env:\n  RELEASE_TOKEN: { from-env: DEPLOY_TOKEN }\n'
      },
      {
        beforeForward: async (request) => {
          if (request.method === 'POST' && request.url === `${AT}/env_vars`) {
            theirs = await addEnvVar({ name: 'RELEASE_TOKEN', value: 'theirs', public: false })
          }
        }
      }
    )

    expectFailure(
      run,
      'apply-settings',
      REPO,
      'RELEASE_TOKEN',
      'HTTP 409',
      'run the step with rewrite-private-env: true'
    )
    expect(run.requests.filter((line) => line === `POST ${AT}/env_vars`)).toHaveLength(1)
    expect(jsonOutput(run, 'changes')).toEqual([])
    const after = await heldEnvVars()
    expect(after).toEqual([{ id: theirs?.id, name: 'RELEASE_TOKEN', public: false, branch: null }])
    expect(await privateValueOf(after[0] as HeldEnvVar)).toBe('theirs')
    expectNoSecret(run)
  })

  it('a cron on a branch Travis CI believes is gone from GitHub (422), and on a branch it does not know (404)', async () => {
    const run = await runLive({
      operation: 'apply-settings',
      repo: REPO,
      'desired-settings':
        'crons:\n  main: daily\n  stale: weekly\n  no-such-branch: monthly\n' +
        '  feature/login: { interval: monthly, dont-run-if-recent-build-exists: true }\n'
    })

    const message = expectFailure(run, 'apply-settings', REPO, "'stale'", 'not on GitHub')
    expect(message).toContain("'no-such-branch'")
    expect(jsonOutput(run, 'changes')).toEqual([
      {
        kind: 'cron',
        branch: 'main',
        action: 'create',
        from: null,
        to: { interval: 'daily', dont_run_if_recent_build_exists: false }
      },
      {
        kind: 'cron',
        branch: 'feature/login',
        action: 'create',
        from: null,
        to: { interval: 'monthly', dont_run_if_recent_build_exists: true }
      }
    ])
    expect(WRITES(run)).toContain(`POST ${AT}/branch/feature%2Flogin/cron`)
    const log = run.stdout
    expect(log).toMatch(/Cron job of branch 'stale': .*push the branch/)
    expect(log).toMatch(/Cron job of branch 'no-such-branch': .*knows no branch/)
    const crons = await heldCrons()
    expect([...crons.keys()].sort()).toEqual(['feature/login', 'main'])
    expect(crons.get('feature/login')).toMatchObject({
      interval: 'monthly',
      dont_run_if_recent_build_exists: true
    })
  })

  it('a read-only token: the writes refused (403), nothing held', async () => {
    await addEnvVar({ name: 'NODE_ENV', value: 'development', public: true })
    const run = await runLive({
      operation: 'apply-settings',
      repo: REPO,
      'travis-token': READONLY_TOKEN,
      'desired-settings': 'env:\n  NODE_ENV: { value: production, public: true }\n'
    })
    expectFailure(run, 'apply-settings', REPO, 'NODE_ENV')
    expect((await heldEnvVars())[0]).toMatchObject({ value: 'development' })
  })

  describe('answers lost on the way back (the server applied the write)', () => {
    it('a private create: the variables read back show it, but not its value: "may have been applied", never sent twice', async () => {
      const run = await runWithSecret(
        {
          operation: 'apply-settings',
          repo: REPO,
          'desired-settings': 'env:\n  RELEASE_TOKEN: { from-env: DEPLOY_TOKEN }\n'
        },
        { losesAnswer: (request) => request.method === 'POST' }
      )

      expectFailure(
        run,
        'apply-settings',
        REPO,
        "env 'RELEASE_TOKEN': the create's answer was lost (no response).",
        'it may have been applied',
        'Run the step again with rewrite-private-env: true'
      )
      expect(WRITES(run)).toEqual([`POST ${AT}/env_vars`])
      expect(jsonOutput(run, 'changes')).toEqual([])
      // It did land, with the step's value: the action says only what it can know.
      const [created] = await heldEnvVars()
      expect(await privateValueOf(created as HeldEnvVar)).toBe(SECRET)
      expectNoSecret(run)
    })

    it('an update and a delete: read back, reported done', async () => {
      const old = await addEnvVar({ name: 'OLD_FLAG', value: 'on', public: true })
      await addEnvVar({ name: 'NODE_ENV', value: 'development', public: true })

      const run = await runLive(
        {
          operation: 'apply-settings',
          repo: REPO,
          'desired-settings': 'env:\n  NODE_ENV: { value: production, public: true }\n',
          prune: 'true'
        },
        { losesAnswer: (request) => request.method !== 'GET' }
      )

      expectSuccess(run, true)
      expect(jsonOutput(run, 'changes')).toEqual([
        expect.objectContaining({ name: 'NODE_ENV', action: 'update' }),
        expect.objectContaining({ name: 'OLD_FLAG', action: 'delete' })
      ])
      expect(WRITES(run)).toContain(`DELETE ${AT}/env_var/${old.id}`)
      expect(await heldEnvVars()).toEqual([
        expect.objectContaining({ name: 'NODE_ENV', value: 'production' })
      ])
    })

    it("a cron's create: the crons read back show it", async () => {
      const run = await runLive(
        { operation: 'apply-settings', repo: REPO, 'desired-settings': 'crons:\n  main: weekly\n' },
        { losesAnswer: (request) => request.method === 'POST' }
      )

      expectSuccess(run, true)
      expect(WRITES(run)).toEqual([`POST ${AT}/branch/main/cron`])
      expect((await heldCrons()).get('main')).toMatchObject({ interval: 'weekly' })
    })
  })
})

describe('nothing reported that the server does not hold', () => {
  const REWRITE = {
    operation: 'apply-settings',
    repo: REPO,
    'desired-settings': 'env:\n  DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN }\n',
    'rewrite-private-env': 'true'
  }
  const isPatch = (request: { method: string }) => request.method === 'PATCH'

  it.each([
    ['never reached the server', false, HELD_SECRET],
    ['was applied by the server', true, SECRET]
  ])(
    'rewrite-private-env, every PATCH answered 503 (it %s): "may have been applied", exit 1, no change',
    async (_, forward, heldAfter) => {
      const variable = await addEnvVar({ name: 'DEPLOY_TOKEN', value: HELD_SECRET, public: false })

      const run = await runWithSecret(REWRITE, {
        answersInstead: (request) =>
          isPatch(request) ? { status: 503, body: 'Service Unavailable', forward } : null
      })

      const message = expectFailure(
        run,
        'apply-settings',
        REPO,
        "env 'DEPLOY_TOKEN': ",
        'HTTP 503',
        'it may have been applied',
        'Run the step again with rewrite-private-env: true'
      )
      expect(message).toContain('Applied: none.')
      expect(run.stdout).not.toContain('the write was applied')
      expect(run.requests).toEqual([
        `GET ${AT}/env_vars`,
        `PATCH ${AT}/env_var/${variable.id}`,
        `GET ${AT}/env_vars`
      ])
      expect(jsonOutput(run, 'changes')).toEqual([])
      expect(run.outputs.changed).toBe('false')
      expect(summaryOf(run, 'apply-settings', REPO)).toMatch(
        /DEPLOY_TOKEN \| all \| private, from DEPLOY_TOKEN \| private, set \(value not readable\) \| ✗ unknown: .*it may have been applied/
      )
      expectNoSecret(run)
      // What the server holds differs between the two, and the report cannot: it says so.
      expect(await privateValueOf(variable)).toBe(heldAfter)
    }
  )

  it('a public update the server applied, answered 200 with a body that is no Travis CI JSON: read back, changed', async () => {
    const variable = await addEnvVar({ name: 'NODE_ENV', value: 'development', public: true })

    const run = await runLive(
      {
        operation: 'apply-settings',
        repo: REPO,
        'desired-settings': 'env:\n  NODE_ENV: { value: production, public: true }\n'
      },
      {
        answersInstead: (request) =>
          isPatch(request) ? { status: 200, body: 'OK', forward: true } : null
      }
    )

    expectSuccess(run, true)
    expect(run.requests).toEqual([
      `GET ${AT}/env_vars`,
      `PATCH ${AT}/env_var/${variable.id}`,
      `GET ${AT}/env_vars`
    ])
    expect(run.stdout).not.toContain('Travis CI refused it')
    expect(run.stdout).toContain(
      "Reading the variables back shows 'NODE_ENV' as intended: the write was applied."
    )
    expect(jsonOutput(run, 'changes')).toEqual([
      expect.objectContaining({ name: 'NODE_ENV', action: 'update' })
    ])
    expect((await heldEnvVars()).find((v) => v.id === variable.id)?.value).toBe('production')
  })

  it('rewrite-private-env, the PATCH refused by the server (403, a read-only token): "not written"', async () => {
    const variable = await addEnvVar({ name: 'DEPLOY_TOKEN', value: HELD_SECRET, public: false })

    const run = await runWithSecret({ ...REWRITE, 'travis-token': READONLY_TOKEN })

    const message = expectFailure(
      run,
      'apply-settings',
      REPO,
      "env 'DEPLOY_TOKEN': not written (Travis CI refused it): ",
      '403'
    )
    expect(message).not.toContain('may have been applied')
    expect(run.requests).toEqual([`GET ${AT}/env_vars`, `PATCH ${AT}/env_var/${variable.id}`])
    expect(jsonOutput(run, 'changes')).toEqual([])
    expectNoSecret(run)
    expect(await privateValueOf(variable)).toBe(HELD_SECRET)
  })

  it('prune, retries 0: a cron DELETE that landed and whose answer was lost is read back: deleted', async () => {
    const extra = await addCron('staging', 'monthly')

    const run = await runLive(
      { operation: 'apply-settings', repo: REPO, 'desired-settings': 'crons: {}\n', prune: 'true' },
      { losesAnswer: (request) => request.method === 'DELETE' }
    )

    expectSuccess(run, true)
    expect(run.requests).toEqual([
      `GET ${AT}/crons?limit=100&offset=0`,
      `DELETE /cron/${extra.id}`,
      `GET ${AT}/crons?limit=100&offset=0`
    ])
    expect(run.stdout).toContain(
      "Cron job of branch 'staging': the delete's answer was lost (no response), but reading the cron jobs back shows it gone."
    )
    expect(jsonOutput(run, 'changes')).toEqual([
      {
        kind: 'cron',
        branch: 'staging',
        action: 'delete',
        from: { interval: 'monthly', dont_run_if_recent_build_exists: false },
        to: null
      }
    ])
    expect([...(await heldCrons()).keys()]).toEqual([])
  })

  it('a cron Travis CI stopped (active false) is drift, and apply-settings replaces it with an active one', async () => {
    // The seed format has no crons and the API cannot stop one: travis-api's scheduler does
    // (models/cron.rb `deactivate`), so the test writes the column as it would.
    const stopped = await addCron('main', 'daily')
    expect(sqlOnKit(`update crons set active = false where id = ${stopped.id} returning id`)).toBe(
      String(stopped.id)
    )
    const desired = 'crons:\n  main: daily\n'

    const check = await runLive({
      operation: 'check-settings',
      repo: REPO,
      'desired-settings': desired,
      'fail-on-mismatch': 'true'
    })
    expectFailure(
      check,
      'check-settings',
      REPO,
      "cron 'main' is daily, stopped by Travis CI, expected daily"
    )
    expect(jsonOutput(check, 'drift')).toEqual([
      {
        kind: 'cron',
        branch: 'main',
        expected: { interval: 'daily', dont_run_if_recent_build_exists: false },
        actual: { interval: 'daily', dont_run_if_recent_build_exists: false, active: false },
        extra: false
      }
    ])
    expect(summaryOf(check, 'check-settings', REPO)).toContain(
      'main | daily | daily, stopped by Travis CI | ✗'
    )

    const apply = await runLive({
      operation: 'apply-settings',
      repo: REPO,
      'desired-settings': desired
    })
    expectSuccess(apply, true)
    expect(WRITES(apply)).toEqual([`POST ${AT}/branch/main/cron`])
    expect(jsonOutput(apply, 'changes')).toEqual([
      {
        kind: 'cron',
        branch: 'main',
        action: 'replace',
        from: { interval: 'daily', dont_run_if_recent_build_exists: false, active: false },
        to: { interval: 'daily', dont_run_if_recent_build_exists: false }
      }
    ])
    const after = await held<{ crons: Array<HeldCron & { active: boolean }> }>(`${AT}/crons`)
    expect(after.crons).toEqual([
      expect.objectContaining({ branch: expect.objectContaining({ name: 'main' }), active: true })
    ])
    expect(after.crons[0]?.id).not.toBe(stopped.id)

    const again = await runLive({
      operation: 'check-settings',
      repo: REPO,
      'desired-settings': desired,
      'fail-on-mismatch': 'true'
    })
    expectSuccess(again)
    expect(again.outputs.matches).toBe('true')
  })
})
