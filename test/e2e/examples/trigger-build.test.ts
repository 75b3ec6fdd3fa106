// The build examples run end to end. trigger-travis-build.yml: started by hand (with a config) or
// on a schedule, a Travis CI build is made and waited for, and deploy runs only when it passed.
// deploy-after-travis-build.yml: a push waits for the build Travis CI starts itself, deploys what
// passed, and keeps the failed jobs' logs. travis-build-of-pull-request.yml: the pull request's
// build shown, skipped on forks.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import {
  PULL_REQUEST_HEAD_SHA,
  PUSHED_SHA,
  dispatchEvent,
  pullRequestEvent,
  pushEvent
} from '../../support/workflow-events.js'
import { runWorkflow } from '../../support/workflow-run.js'
import { SECRETS, example, exampleTravis, scenariosOf } from './fakes.js'
import { closeFakes, demoRepo, fakeTravis, requestLines } from '../helpers.js'

afterAll(closeFakes)

const scratches: string[] = []
afterAll(() => scratches.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A workspace of its own (logs-dir writes there). */
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'example-workspace-'))
  scratches.push(dir)
  return dir
}

scenariosOf('trigger-travis-build.yml', () => {
  const workflow = example('trigger-travis-build.yml')

  it('started by hand with a config: the build passes, deploy runs with its page', async () => {
    const fake = await fakeTravis({ basePath: '/api' })
    const result = await runWorkflow(workflow, {
      event: dispatchEvent({ config: 'script: npm run e2e' }),
      secrets: SECRETS,
      travisUrl: fake.url
    })
    const step = result.step('travis', 'build')
    expect(step.run?.exitCode).toBe(0)
    const posts = fake.requests.filter((request) => request.method === 'POST')
    expect(posts).toHaveLength(1)
    expect(posts[0]?.body).toEqual({
      'request.branch': 'master',
      'request.message': 'GitHub Actions Travis CI build, then deploy on master',
      'request.config': { script: 'npm run e2e' },
      'request.merge_mode': 'deep_merge_append'
    })
    const id = fake.state.requests[0]?.buildId
    expect(result.job('travis').outputs).toEqual({
      state: 'passed',
      url: `${fake.origin}/github/octo-org/hello-world/builds/${id}`
    })
    expect(result.job('deploy').conclusion).toBe('success')
  })

  it('a failed build fails the travis job and deploy is skipped', async () => {
    const fake = await fakeTravis()
    fake.state.pipeline.states = [{ state: 'failed', jobs: ['passed', 'failed'] }]
    const result = await runWorkflow(workflow, {
      event: dispatchEvent(),
      secrets: SECRETS,
      travisUrl: fake.url
    })
    expect(result.job('travis').conclusion).toBe('failure')
    expect(result.step('travis', 'build').run?.errors[0]).toMatch(/failed: \d+\.2 \(failed\)\.$/)
    expect(result.job('deploy').conclusion).toBe('skipped')
  })
})

scenariosOf('deploy-after-travis-build.yml', () => {
  const workflow = example('deploy-after-travis-build.yml')

  it("a push: Travis CI's own build of the commit waited for, nothing triggered, deploy runs", async () => {
    const fake = await exampleTravis()
    fake.state.travisStarts(demoRepo(fake), { branch: 'master', sha: PUSHED_SHA, afterReads: 1 })
    const result = await runWorkflow(workflow, {
      event: pushEvent('master'),
      secrets: SECRETS,
      travisUrl: fake.url,
      workspace: scratch()
    })
    expect(result.step('travis', 'build').run?.exitCode).toBe(0)
    expect(fake.requests.filter((request) => request.method !== 'GET')).toEqual([])
    expect(result.job('travis').outputs.state).toBe('passed')
    expect(result.job('deploy').conclusion).toBe('success')
    // The logs step runs on failure only.
    expect(result.step('travis', 'logs').conclusion).toBe('skipped')
  })

  it("a failed build: the failed job's log kept, the step names its command, deploy skipped", async () => {
    const fake = await exampleTravis()
    const workspace = scratch()
    fake.state.travisStarts(demoRepo(fake), {
      branch: 'master',
      sha: PUSHED_SHA,
      jobs: [{ name: 'unit tests' }, { name: 'lint' }],
      states: [
        {
          state: 'failed',
          jobs: ['failed', 'passed'],
          logs: ['$ npm test\nnot ok 1\nThe command "npm test" exited with 1.\n', null]
        }
      ]
    })
    const result = await runWorkflow(workflow, {
      event: pushEvent('master'),
      secrets: SECRETS,
      travisUrl: fake.url,
      workspace
    })
    expect(result.job('travis').conclusion).toBe('failure')
    expect(result.step('travis', 'build').run?.errors[0]).toMatch(
      /failed: \d+\.1 unit tests \(`npm test` exited with 1\)\.$/
    )
    const upload = result.step('travis', 'logs')
    expect(upload.conclusion).toBe('success')
    expect(upload.inputs.path).toBe('travis-logs')
    const files = JSON.parse(
      result.step('travis', 'build').run?.outputs['log-files'] ?? '[]'
    ) as string[]
    expect(files).toHaveLength(1)
    expect(readFileSync(join(workspace, files[0] ?? ''), 'utf8')).toContain('not ok 1')
    expect(result.job('deploy').conclusion).toBe('skipped')
  })
})

scenariosOf('travis-build-of-pull-request.yml', () => {
  const workflow = example('travis-build-of-pull-request.yml')

  it("the pull request's build, by its number and head commit", async () => {
    const fake = await exampleTravis()
    fake.state.travisStarts(demoRepo(fake), {
      branch: 'master',
      sha: PULL_REQUEST_HEAD_SHA,
      pullRequestNumber: 7
    })
    const result = await runWorkflow(workflow, {
      event: pullRequestEvent({ number: 7, headRef: 'feature' }),
      secrets: SECRETS,
      travisUrl: fake.url
    })
    const run = result.jobs[0]?.steps[0]?.run
    expect(run?.exitCode).toBe(0)
    expect(run?.outputs['build-state']).toBe('passed')
    expect(requestLines(fake)[0]).toContain('build.event_type=pull_request')
  })

  it("a fork's pull request, or Dependabot's: skipped, not failing without a token", async () => {
    const fake = await exampleTravis()
    const fork = await runWorkflow(workflow, {
      event: pullRequestEvent({ number: 8, headRef: 'feature', headRepo: 'someone/hello-world' }),
      secrets: {},
      travisUrl: fake.url
    })
    expect(fork.job('travis').conclusion).toBe('skipped')
    const dependabot = await runWorkflow(workflow, {
      event: pullRequestEvent({ number: 9, headRef: 'dependabot/npm', actor: 'dependabot[bot]' }),
      secrets: {},
      travisUrl: fake.url
    })
    expect(dependabot.job('travis').conclusion).toBe('skipped')
    expect(fake.requests).toEqual([])
  })
})
