// examples/drift-check.yml end to end: a scheduled check-settings of the committed
// .travis-settings.yml with the read-only token, which passes while Travis CI holds the file and
// fails, naming each difference in the failure line and the job summary, once someone changed
// Travis CI by hand. It only reads.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { summaryAsText } from '../../support/run-action.mjs'
import { dispatchEvent, scheduleEvent } from '../../support/workflow-events.js'
import { runWorkflow } from '../../support/workflow-run.js'
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

scenariosOf('drift-check.yml', () => {
  const workflow = example('drift-check.yml')
  const FILE = `settings:
  auto_cancel_pushes: true
env:
  NODE_ENV: { value: production, public: true }
  DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN }
crons:
  master: daily
`
  const workspace = mkdtempSync(join(tmpdir(), 'drift-check-'))
  writeFileSync(join(workspace, '.travis-settings.yml'), FILE)
  afterAll(() => rmSync(workspace, { recursive: true, force: true }))
  const SCHEDULE = scheduleEvent('41 5 * * *')

  /** Travis CI as the file says. */
  async function applied() {
    const fake = await exampleTravis()
    const repo = demoRepo(fake)
    repo.settings.auto_cancel_pushes = true
    fake.state.addEnvVar(repo, { name: 'NODE_ENV', value: 'production', public: true })
    fake.state.addEnvVar(repo, { name: 'DEPLOY_TOKEN', value: 'a-secret-4c1d', public: false })
    fake.state.addCron(repo, { branch: 'master', interval: 'daily' })
    return { fake, repo }
  }

  const run = (url: string, event = SCHEDULE) =>
    runWorkflow(workflow, { event, secrets: SECRETS, travisUrl: url, workspace })

  it('Travis CI holds the file: the scheduled check passes, reading with the read token', async () => {
    const { fake } = await applied()
    const result = await run(fake.url)
    expect(expectOurStepsSucceeded(result)).toBe(1)
    const step = result.step('drift', 'check')
    expect(step.inputs).toMatchObject({
      operation: 'check-settings',
      'travis-token': READ_TOKEN,
      prune: 'true',
      'fail-on-mismatch': 'true'
    })
    expect(step.outputs.matches).toBe('true')
    expect([...new Set(fake.requests.map((r) => r.method))]).toEqual(['GET'])
  })

  it('changed by hand: the run fails and the summary says what drifted; nothing written', async () => {
    const { fake, repo } = await applied()
    repo.settings.auto_cancel_pushes = false
    fake.state.addEnvVar(repo, { name: 'ADDED_BY_HAND', value: 'x', public: true })
    fake.state.crons.splice(0)
    const result = await run(fake.url)
    const step = result.step('drift', 'check')
    expect(step.conclusion).toBe('failure')
    expect(result.job('drift').conclusion).toBe('failure')
    expect(step.outputs.matches).toBe('false')
    const failure = step.run!.errors[0] ?? ''
    expect(failure).toContain('setting auto_cancel_pushes is false, expected true')
    expect(failure).toContain(
      "env 'ADDED_BY_HAND' is on the server but not in env: (prune is true)"
    )
    expect(failure).toContain("cron 'master' is missing")
    const summary = summaryAsText(step.run!.summary)
    expect(summary).toContain('auto_cancel_pushes | true | false | ✗')
    expect(summary).toContain(
      'ADDED_BY_HAND | all | not in env: | x (public) | ✗ extra (prune is true)'
    )
    expect(summary).toContain('master | daily | missing | ✗')
    expect([...new Set(fake.requests.map((r) => r.method))]).toEqual(['GET'])
  })

  it('run by hand: the same check', async () => {
    const { fake } = await applied()
    const result = await run(fake.url, dispatchEvent())
    expect(expectOurStepsSucceeded(result)).toBe(1)
  })
})
