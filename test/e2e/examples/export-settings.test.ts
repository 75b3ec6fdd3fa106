// examples/export-settings.yml end to end: run by hand, export-settings writes what Travis CI holds
// to .travis-settings.yml in the workspace with the read-only token (reads only, no private value
// in the file), and the next step, peter-evans/create-pull-request (not run by the harness: its
// inputs are checked), commits that one file to a pull request. The file it writes is one the
// drift check then finds Travis CI matching.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { dispatchEvent, scheduleEvent } from '../../support/workflow-events.js'
import { JOB_TOKEN, runWorkflow } from '../../support/workflow-run.js'
import {
  READ_TOKEN,
  SECRETS,
  example,
  exampleTravis,
  expectOurStepsSucceeded,
  scenariosOf
} from './fakes.js'
import { closeFakes, demoRepo } from '../helpers.js'

afterAll(closeFakes)

const scratches: string[] = []
afterAll(() => scratches.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

scenariosOf('export-settings.yml', () => {
  const workflow = example('export-settings.yml')
  const SECRET = 'deploy-token-on-travis-5e1a'
  const PULL_REQUEST_URL = 'https://github.com/octo-org/hello-world/pull/12'

  /** Travis CI as a team set it up by hand. */
  async function setUpByHand() {
    const fake = await exampleTravis()
    const repo = demoRepo(fake)
    repo.settings.auto_cancel_pushes = true
    repo.settings.maximum_number_of_builds = 4
    fake.state.addEnvVar(repo, { name: 'NODE_ENV', value: 'production', public: true })
    fake.state.addEnvVar(repo, { name: 'DEPLOY_TOKEN', value: SECRET, public: false })
    fake.state.addCron(repo, { branch: 'master', interval: 'daily' })
    return fake
  }

  it('run by hand: the file written with the read token, then given to create-pull-request', async () => {
    const fake = await setUpByHand()
    // A fresh checkout: no .travis-settings.yml yet.
    const workspace = mkdtempSync(join(tmpdir(), 'export-settings-'))
    scratches.push(workspace)
    const result = await runWorkflow(workflow, {
      event: dispatchEvent(),
      secrets: SECRETS,
      travisUrl: fake.url,
      workspace,
      simulate: {
        'pull-request': (step) => {
          // What create-pull-request would commit is there when it runs.
          expect(existsSync(join(workspace, step.inputs['add-paths'] ?? ''))).toBe(true)
          return {
            'pull-request-number': '12',
            'pull-request-url': PULL_REQUEST_URL,
            'pull-request-operation': 'created'
          }
        }
      }
    })
    expect(expectOurStepsSucceeded(result)).toBe(1)
    const job = result.job('export')
    expect(job.steps.map((step) => [step.id, step.kind, step.conclusion])).toEqual([
      [null, 'simulated', 'success'],
      ['export', 'action', 'success'],
      ['pull-request', 'simulated', 'success'],
      [null, 'simulated', 'success']
    ])
    expect(result.step('export', 'export').inputs).toMatchObject({
      operation: 'export-settings',
      'travis-token': READ_TOKEN,
      'export-file': '.travis-settings.yml'
    })
    // Reads only, with the read-only token.
    expect([
      ...new Set(fake.requests.map((r) => `${r.method} ${r.headers.authorization}`))
    ]).toEqual([`GET token ${READ_TOKEN}`])

    const file = readFileSync(join(workspace, '.travis-settings.yml'), 'utf8')
    expect(file).toContain('auto_cancel_pushes: true')
    expect(file).toContain('maximum_number_of_builds: 4')
    expect(file).toMatch(/NODE_ENV: \{ ?value: production, public: true ?\}/)
    expect(file).toMatch(/DEPLOY_TOKEN: \{ ?from-env: DEPLOY_TOKEN ?\}/)
    expect(file).toContain('master: { interval: daily')
    expect(file).not.toContain(SECRET)

    const pullRequest = result.step('export', 'pull-request')
    expect(pullRequest.inputs).toMatchObject({
      token: JOB_TOKEN,
      'add-paths': '.travis-settings.yml',
      branch: 'travis-settings-export'
    })
    expect(pullRequest.inputs.body).toContain(
      'exported by the workflow\n"Export the Travis CI settings"'
    )
    expect(job.steps[3]?.env).toEqual({ OPERATION: 'created', URL: PULL_REQUEST_URL })

    // Merged, the file is what the drift check finds Travis CI holding.
    fake.clearRequests()
    const drift = await runWorkflow(example('drift-check.yml'), {
      event: scheduleEvent('41 5 * * *'),
      secrets: SECRETS,
      travisUrl: fake.url,
      workspace
    })
    expect(expectOurStepsSucceeded(drift)).toBe(1)
    expect(drift.step('drift', 'check').outputs.matches).toBe('true')
  })
})
