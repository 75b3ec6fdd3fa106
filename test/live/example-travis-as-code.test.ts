// examples/travis-as-code.yml against the real travis-api, run as the examples tier runs it
// (test/support/workflow-run.ts): the committed .travis-settings.yml applied on a push to the
// default branch with the admin token, DEPLOY_TOKEN synced from a GitHub secret through the
// step's env:, and planned on pull requests with a read-only token and no secret (a dry run that
// only reads). What the server holds is read back through the API.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { everythingVisible, WORKFLOW_REPOSITORY } from '../support/run-action.mjs'
import { pullRequestEvent, pushEvent } from '../support/workflow-events.js'
import { runWorkflow } from '../support/workflow-run.js'
import { example, expectOurStepsSucceeded } from '../e2e/examples/fakes.js'
import { askServer, held, seedKit } from './kit.js'
import { jsonOutput, liveRecorder, useRecorder } from './helpers.js'
import { ADMIN_TOKEN, READONLY_TOKEN, baseSeed, passedBuilds } from './seed.js'

useRecorder()

const AT = `/repo/${encodeURIComponent(WORKFLOW_REPOSITORY)}`
const DEPLOY_TOKEN = 'live-example-deploy-token-31d8'
const SECRETS = { TRAVIS_TOKEN: ADMIN_TOKEN, TRAVIS_READ_TOKEN: READONLY_TOKEN, DEPLOY_TOKEN }
const FILE = `settings:
  auto_cancel_pushes: true
env:
  NODE_ENV: { value: production, public: true }
  DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN }
crons:
  master: daily
`

const workflow = example('travis-as-code.yml')
// The repository as actions/checkout leaves it in the workspace: the committed file.
const workspace = mkdtempSync(join(tmpdir(), 'live-travis-as-code-'))
writeFileSync(join(workspace, '.travis-settings.yml'), FILE)
afterAll(() => rmSync(workspace, { recursive: true, force: true }))

interface HeldEnvVar {
  id: string
  name: string
  value?: string
  public: boolean | null
}

/**
 * The workflow's repository (octo-org/hello-world, id 10, default branch master) as a team left
 * it by hand: NODE_ENV differs, an old variable the file does not name, a weekly cron on master.
 */
beforeEach(async () => {
  const doc = baseSeed({
    more: [
      {
        owner: 'octo-org',
        name: 'hello-world',
        id: 10,
        private: true,
        default_branch: 'master',
        branches: [{ name: 'master', builds: passedBuilds(1) }]
      }
    ]
  })
  const admin = doc.users?.[0]
  if (admin?.permissions) admin.permissions[WORKFLOW_REPOSITORY] = 'admin'
  // The plan's token: ro-user may read the repository, and nothing more.
  const reader = doc.users?.[1]
  if (reader?.permissions) reader.permissions[WORKFLOW_REPOSITORY] = 'pull'
  await seedKit(doc)
  for (const variable of [
    { name: 'NODE_ENV', value: 'development' },
    { name: 'OLD_URL', value: 'https://old.example.com' }
  ]) {
    const answer = await askServer('POST', `${AT}/env_vars`, {
      body: {
        'env_var.name': variable.name,
        'env_var.value': variable.value,
        'env_var.public': true
      }
    })
    expect(answer.status).toBe(201)
  }
  const cron = await askServer('POST', `${AT}/branch/master/cron`, {
    body: { 'cron.interval': 'weekly', 'cron.dont_run_if_recent_build_exists': false }
  })
  expect(cron.status).toBe(200)
})

/** The workflow for one event, through the recorder (its requests: this run's only). */
function runOn(event: Parameters<typeof runWorkflow>[1]['event']) {
  liveRecorder().clear()
  return runWorkflow(workflow, {
    event,
    secrets: SECRETS,
    travisUrl: liveRecorder().url,
    workspace
  })
}

async function heldEnvVars(): Promise<HeldEnvVar[]> {
  return (await held<{ env_vars: HeldEnvVar[] }>(`${AT}/env_vars`)).env_vars
}

describe('examples/travis-as-code.yml against the real server', () => {
  it('a push to the default branch applies the file; the secret synced and never shown', async () => {
    const result = await runOn(pushEvent())

    expect(expectOurStepsSucceeded(result)).toBe(1)
    expect(result.job('plan').conclusion).toBe('skipped')
    const step = result.step('apply', 'apply')
    expect(step.outputs.changed).toBe('true')
    expect(
      jsonOutput<Array<Record<string, unknown>>>(step.run!, 'changes').map((c) => [
        c.kind,
        c.name ?? c.branch,
        c.action ?? 'changed'
      ])
    ).toEqual([
      ['setting', 'auto_cancel_pushes', 'changed'],
      ['env', 'NODE_ENV', 'update'],
      ['env', 'DEPLOY_TOKEN', 'create'],
      ['env', 'OLD_URL', 'delete'],
      ['cron', 'master', 'replace']
    ])
    expect(step.run!.stdout).toContain(`::add-mask::${DEPLOY_TOKEN}`)
    expect(everythingVisible(step.run!)).not.toContain(DEPLOY_TOKEN)
    expect(result.job('apply').steps[2]?.env.CHANGES).not.toContain(DEPLOY_TOKEN)

    // What the server holds.
    const settings = await held<{ settings: Array<{ name: string; value: unknown }> }>(
      `${AT}/settings`
    )
    expect(settings.settings.find((s) => s.name === 'auto_cancel_pushes')?.value).toBe(true)
    const variables = await heldEnvVars()
    expect(variables.map((v) => [v.name, v.public, v.value])).toEqual([
      ['NODE_ENV', true, 'production'],
      ['DEPLOY_TOKEN', false, undefined]
    ])
    const crons = await held<{ crons: Array<{ branch: { name: string }; interval: string }> }>(
      `${AT}/crons`
    )
    expect(crons.crons.map((c) => [c.branch.name, c.interval])).toEqual([['master', 'daily']])
    // The private value Travis CI holds is the GitHub secret's (read by turning it public).
    const secret = variables.find((v) => v.name === 'DEPLOY_TOKEN')
    const shown = await askServer('PATCH', `${AT}/env_var/${secret?.id}`, {
      body: { 'env_var.public': true }
    })
    expect((shown.json as HeldEnvVar).value).toBe(DEPLOY_TOKEN)
  })

  it('a pull request plans with the read-only token and no secret, writing nothing; once applied, nothing to do', async () => {
    const before = await heldEnvVars()

    const planned = await runOn(pullRequestEvent({ number: 5, headRef: 'travis-settings' }))

    expect(planned.job('apply').conclusion).toBe('skipped')
    expect(expectOurStepsSucceeded(planned)).toBe(1)
    const plan = planned.step('plan', 'plan')
    expect(plan.env).toEqual({})
    expect(plan.outputs.changed).toBe('true')
    expect(
      jsonOutput<Array<Record<string, unknown>>>(plan.run!, 'changes').map((c) => [
        c.kind,
        c.name ?? c.branch,
        c.action ?? 'changed'
      ])
    ).toEqual([
      ['setting', 'auto_cancel_pushes', 'changed'],
      ['env', 'NODE_ENV', 'update'],
      ['env', 'DEPLOY_TOKEN', 'create'],
      ['env', 'OLD_URL', 'delete'],
      ['cron', 'master', 'replace']
    ])
    expect(plan.run!.stdout).toContain(
      "Dry run: would create private 'DEPLOY_TOKEN' from DEPLOY_TOKEN (not read in a dry run)."
    )
    const methods = liveRecorder().requests.map((request) => request.method)
    expect([...new Set(methods)]).toEqual(['GET'])
    expect(await heldEnvVars()).toEqual(before)

    await runOn(pushEvent())
    const clean = await runOn(pullRequestEvent({ number: 6, headRef: 'docs' }))

    expect(expectOurStepsSucceeded(clean)).toBe(1)
    expect(clean.step('plan', 'plan').outputs.changed).toBe('false')
  })
})
