// Every workflow in examples/ run end to end (support/workflow-run.ts): its steps of ours through
// dist/index.js with the inputs the example declares, for the events it runs on, against fakes
// seeded for its real use. A new example without a scenario here fails the last test.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, expect, it } from 'vitest'
import {
  dispatchEvent,
  pullRequestEvent,
  pushEvent,
  scheduleEvent
} from '../../support/workflow-events.js'
import { JOB_TOKEN, runWorkflow } from '../../support/workflow-run.js'
import {
  CACHE_TOKEN,
  READ_TOKEN,
  SECRETS,
  cachesRepo,
  closeGitHubs,
  example,
  exampleTravis,
  examplesWithoutScenario,
  expectOurStepsSucceeded,
  fakeGitHub,
  requestsOf,
  scenariosOf,
  staleCachesFakes,
  stored
} from './fakes.js'
import { REPO, TOKEN, closeFakes, demoRepo, fakeTravis, jsonOutput } from '../helpers.js'

afterAll(closeFakes)
afterEach(closeGitHubs)

scenariosOf('clear-caches-after-merge.yml', () => {
  const workflow = example('clear-caches-after-merge.yml')
  const seed = () =>
    cachesRepo({ 'feature/login': true, 'feature/login/nested': true, master: true }, [
      { pullRequest: 7, name: 'cache-linux.tgz', size: 100 },
      { branch: 'feature/login', name: 'cache-linux.tgz', size: 200 },
      { branch: 'feature/login/nested', name: 'cache-osx.tgz', size: 400 },
      { branch: 'master', name: 'cache-linux.tgz', size: 800 },
      { pullRequest: 8, name: 'cache-linux.tgz', size: 1600 }
    ])
  const merged = { number: 7, action: 'closed', headRef: 'feature/login', merged: true } as const

  it('a merged pull request: its PR.7 and feature/login caches go, nested and others stay', async () => {
    const { fake, repo } = await seed()
    const result = await runWorkflow(workflow, {
      event: pullRequestEvent(merged),
      secrets: SECRETS,
      travisUrl: fake.url
    })
    expect(expectOurStepsSucceeded(result)).toBe(1)
    const step = result.step('clear-caches', 'delete')
    expect(step.inputs).toMatchObject({
      'pull-request': '7',
      branch: 'feature/login',
      'travis-token': CACHE_TOKEN
    })
    expect(step.outputs).toMatchObject({ changed: 'true', 'deleted-count': '2' })
    expect(step.outputs['deleted-size']).toBe('300')
    expect(stored(repo)).toEqual([
      'PR.8/cache-linux.tgz',
      'feature/login/nested/cache-osx.tgz',
      'master/cache-linux.tgz'
    ])
    const echo = result.job('clear-caches').steps[1]
    expect(echo?.script).toBe('echo "Deleted $COUNT caches ($SIZE bytes)"')
    expect(echo?.env).toEqual({ COUNT: '2', SIZE: '300' })
  })

  it('a pull request from a fork: the job is skipped, Travis sees nothing', async () => {
    const { fake, repo } = await seed()
    const event = pullRequestEvent({ ...merged, headRepo: 'someone/hello-world' })
    const result = await runWorkflow(workflow, { event, secrets: SECRETS, travisUrl: fake.url })
    expect(result.job('clear-caches').conclusion).toBe('skipped')
    expect(fake.requests).toEqual([])
    expect(repo.caches).toHaveLength(5)
  })

  it('a superseded Dependabot pull request Dependabot closes: skipped, not failing without a token', async () => {
    const { fake, repo } = await seed()
    const event = pullRequestEvent({
      number: 7,
      action: 'closed',
      headRef: 'dependabot/npm_and_yarn/yaml-2.8.3',
      actor: 'dependabot[bot]'
    })
    // Dependabot's runs get Dependabot's secrets: none of the repository's.
    const result = await runWorkflow(workflow, { event, secrets: {}, travisUrl: fake.url })
    expect(result.job('clear-caches').conclusion).toBe('skipped')
    expect(fake.requests).toEqual([])
    expect(repo.caches).toHaveLength(5)
  })
})

scenariosOf('prune-stale-caches.yml', () => {
  const workflow = example('prune-stale-caches.yml')
  const KEPT = ['PR.8/cache-linux.tgz', 'master/cache-linux.tgz']

  it.each([
    ['schedule', scheduleEvent('17 4 * * 1')],
    ['workflow_dispatch with dry-run unticked', dispatchEvent({ 'dry-run': false })]
  ])('%s: deleted branch, closed pull request, then caches 30 days old', async (_, event) => {
    const { fake, repo, github } = await staleCachesFakes()
    const result = await runWorkflow(workflow, {
      event,
      secrets: SECRETS,
      travisUrl: fake.url,
      githubUrl: github.url
    })
    expect(expectOurStepsSucceeded(result)).toBe(2)
    const stale = result.step('prune', 'stale')
    expect(stale.inputs).toMatchObject({
      'github-token': 'ghs_fake-job-token',
      'travis-token': CACHE_TOKEN,
      'dry-run': 'false'
    })
    expect(stale.outputs).toMatchObject({ 'deleted-count': '2', 'deleted-size': '30' })
    expect(result.step('prune', 'old').outputs).toMatchObject({
      'deleted-count': '1',
      'deleted-size': '80'
    })
    expect(stored(repo)).toEqual(KEPT)
    expect(requestsOf(github).sort()).toEqual([
      `GET /repos/${REPO}/pulls/7`,
      `GET /repos/${REPO}/pulls/8`
    ])
    expect(result.job('prune').steps[2]?.env).toEqual({
      STALE_COUNT: '2',
      STALE_SIZE: '30',
      OLD_COUNT: '1',
      OLD_SIZE: '80'
    })
  })

  it('workflow_dispatch as it comes (dry-run ticked): the plan, nothing deleted', async () => {
    const { fake, repo, github } = await staleCachesFakes()
    const result = await runWorkflow(workflow, {
      event: dispatchEvent(),
      secrets: SECRETS,
      travisUrl: fake.url,
      githubUrl: github.url
    })
    expect(expectOurStepsSucceeded(result)).toBe(2)
    expect(result.step('prune', 'stale').inputs['dry-run']).toBe('true')
    expect(result.step('prune', 'old').inputs['dry-run']).toBe('true')
    expect(fake.requests.filter((request) => request.method !== 'GET')).toEqual([])
    expect(repo.caches).toHaveLength(5)
    // A dry run reports what a real run would do.
    expect(result.step('prune', 'stale').outputs).toMatchObject({
      changed: 'true',
      'deleted-count': '2'
    })
    expect(result.step('prune', 'old').outputs).toMatchObject({ 'deleted-count': '1' })
  })
})

scenariosOf('gate-on-setting.yml', () => {
  const workflow = example('gate-on-setting.yml')

  it('configured as expected: no drift shown, auto-cancel switched on, deploy runs', async () => {
    const fake = await exampleTravis()
    demoRepo(fake).settings.builds_only_with_travis_yml = true
    const result = await runWorkflow(workflow, {
      event: dispatchEvent(),
      secrets: SECRETS,
      travisUrl: fake.url
    })
    expect(expectOurStepsSucceeded(result)).toBe(2)
    expect(result.step('check', 'settings').outputs.matches).toBe('true')
    expect(result.job('check').steps[1]?.conclusion).toBe('skipped')
    expect(result.job('check').outputs).toEqual({ configured: 'true' })
    expect(demoRepo(fake).settings.auto_cancel_pushes).toBe(true)
    expect(result.job('deploy').conclusion).toBe('success')
    // The check read with the read-only token; only the admin job's set-setting wrote.
    expect(result.step('check', 'settings').inputs['travis-token']).toBe(READ_TOKEN)
    expect(
      fake.requests
        .filter((r) => r.method !== 'GET')
        .map((r) => [r.method, r.path, r.headers.authorization])
    ).toEqual([
      ['PATCH', '/repo/octo-org%2Fhello-world/setting/auto_cancel_pushes', `token ${TOKEN}`]
    ])
  })

  it('a setting differs: the drift is shown, auto-cancel still switched on, deploy skipped', async () => {
    const fake = await exampleTravis()
    const result = await runWorkflow(workflow, {
      event: dispatchEvent(),
      secrets: SECRETS,
      travisUrl: fake.url
    })
    expect(expectOurStepsSucceeded(result)).toBe(2)
    const settings = result.step('check', 'settings')
    expect(settings.outputs.matches).toBe('false')
    const drift = [{ name: 'builds_only_with_travis_yml', expected: true, actual: false }]
    expect(JSON.parse(result.job('check').steps[1]?.env.DRIFT ?? '')).toEqual(drift)
    expect(result.job('check').outputs).toEqual({ configured: 'false' })
    expect(demoRepo(fake).settings.auto_cancel_pushes).toBe(true)
    expect(result.job('deploy').conclusion).toBe('skipped')
  })
})

scenariosOf('settings-as-code.yml', () => {
  const workflow = example('settings-as-code.yml')
  const FILE = 'build_pushes: true\nauto_cancel_pushes: true\nmaximum_number_of_builds: 4\n'
  // The repository as actions/checkout leaves it in the workspace: the committed settings file.
  const workspace = mkdtempSync(join(tmpdir(), 'settings-as-code-'))
  writeFileSync(join(workspace, '.travis-settings.yml'), FILE)
  afterAll(() => rmSync(workspace, { recursive: true, force: true }))
  const CHANGES = [
    { name: 'auto_cancel_pushes', from: false, to: true },
    { name: 'maximum_number_of_builds', from: 0, to: 4 }
  ]

  it('a push to the default branch applies the file, with the admin token', async () => {
    const fake = await exampleTravis()
    const result = await runWorkflow(workflow, {
      event: pushEvent(),
      secrets: SECRETS,
      travisUrl: fake.url,
      workspace
    })
    expect(expectOurStepsSucceeded(result)).toBe(1)
    expect(result.job('plan').conclusion).toBe('skipped')
    expect(result.job('apply').steps.map((step) => step.kind)).toEqual([
      'simulated',
      'action',
      'simulated'
    ])
    const step = result.step('apply', 'settings')
    expect(step.inputs).toMatchObject({
      'desired-settings-file': '.travis-settings.yml',
      'travis-token': TOKEN
    })
    expect(step.inputs['dry-run']).toBeUndefined()
    expect(step.outputs.changed).toBe('true')
    expect(jsonOutput(step.run!, 'changes')).toEqual(CHANGES)
    expect(result.job('apply').steps[2]?.env.CHANGES).toBe(JSON.stringify(CHANGES))
    expect(demoRepo(fake).settings).toMatchObject({
      auto_cancel_pushes: true,
      maximum_number_of_builds: 4
    })
  })

  it('a pull request: a dry run with the read token, one read and nothing written', async () => {
    const fake = await exampleTravis()
    // The plan's comment goes to GitHub: the fake one, never github.com.
    const github = await fakeGitHub()
    github.addPullRequest(REPO, { number: 5, headRef: 'travis-settings' })
    const before = structuredClone(demoRepo(fake).settings)
    const result = await runWorkflow(workflow, {
      event: pullRequestEvent({ number: 5, headRef: 'travis-settings' }),
      secrets: SECRETS,
      travisUrl: fake.url,
      githubUrl: github.url,
      workspace
    })
    expect(expectOurStepsSucceeded(result)).toBe(1)
    expect(result.job('apply').conclusion).toBe('skipped')
    const step = result.step('plan', 'settings')
    expect(step.inputs).toMatchObject({
      'dry-run': 'true',
      'travis-token': READ_TOKEN,
      'comment-on-pull-request': 'true',
      'github-token': JOB_TOKEN
    })
    expect(jsonOutput(step.run!, 'changes')).toEqual(CHANGES)
    expect(requestsOf(fake)).toEqual([`GET /repo/octo-org%2Fhello-world/settings`])
    expect(demoRepo(fake).settings).toEqual(before)
    // The plan is the one comment on the pull request.
    expect(github.comments[REPO]).toHaveLength(1)
    expect(github.comments[REPO]?.[0]?.body).toContain('maximum_number_of_builds')
    expect(step.run?.warnings).toEqual([])
  })

  it('a push to another branch: nothing runs', async () => {
    const fake = await exampleTravis()
    const result = await runWorkflow(workflow, {
      event: pushEvent('travis-settings'),
      secrets: SECRETS,
      travisUrl: fake.url,
      workspace
    })
    expect(result.jobs.map((job) => job.conclusion)).toEqual(['skipped', 'skipped'])
    expect(fake.requests).toEqual([])
  })

  it('a pull request from a fork, or from Dependabot: the job is skipped', async () => {
    const fake = await fakeTravis()
    for (const event of [
      pullRequestEvent({ number: 5, headRef: 'x', headRepo: 'someone/hello-world' }),
      pullRequestEvent({ number: 6, headRef: 'dependabot/x', actor: 'dependabot[bot]' })
    ]) {
      const result = await runWorkflow(workflow, { event, secrets: {}, travisUrl: fake.url })
      expect(result.jobs.map((job) => job.conclusion)).toEqual(['skipped', 'skipped'])
    }
    expect(fake.requests).toEqual([])
  })
})

it('every example in examples/ has its scenarios in test/e2e/examples/*.test.ts', () => {
  const missing = examplesWithoutScenario()
  expect(missing, `examples without a scenario: ${missing.join(', ')}`).toEqual([])
})
