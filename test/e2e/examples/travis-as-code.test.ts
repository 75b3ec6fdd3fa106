// examples/travis-as-code.yml end to end: the committed .travis-settings.yml planned on pull
// requests (a dry run with the read-only token and no secret, the plan in the summary), applied on
// pushes to the default branch with a secret synced from GitHub through the step's env: and
// from-env, never shown.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, expect, it } from 'vitest'
import { everythingVisible, summaryAsText } from '../../support/run-action.mjs'
import { pullRequestEvent, pushEvent } from '../../support/workflow-events.js'
import { JOB_TOKEN, runWorkflow } from '../../support/workflow-run.js'
import {
  READ_TOKEN,
  SECRETS,
  closeGitHubs,
  example,
  exampleTravis,
  expectOurStepsSucceeded,
  fakeGitHub,
  requestsOf,
  scenariosOf
} from './fakes.js'
import { REPO, REPO_PATH, closeFakes, demoRepo, jsonOutput } from '../helpers.js'

afterAll(closeFakes)
afterEach(closeGitHubs)

scenariosOf('travis-as-code.yml', () => {
  const workflow = example('travis-as-code.yml')
  const DEPLOY_TOKEN = 'deploy-token-from-github-9b1e'
  const FILE = `settings:
  auto_cancel_pushes: true
env:
  NODE_ENV: { value: production, public: true }
  DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN }
crons:
  master: daily
`
  // The repository as actions/checkout leaves it in the workspace: the committed file.
  const workspace = mkdtempSync(join(tmpdir(), 'travis-as-code-'))
  writeFileSync(join(workspace, '.travis-settings.yml'), FILE)
  afterAll(() => rmSync(workspace, { recursive: true, force: true }))
  const secrets = { ...SECRETS, DEPLOY_TOKEN }

  /** Travis CI as a team left it by hand: an old variable, a weekly cron. */
  async function seeded() {
    const fake = await exampleTravis()
    const repo = demoRepo(fake)
    fake.state.addEnvVar(repo, { name: 'NODE_ENV', value: 'development', public: true })
    fake.state.addEnvVar(repo, { name: 'OLD_URL', value: 'https://old.example.com', public: true })
    fake.state.addCron(repo, { branch: 'master', interval: 'weekly' })
    return { fake, repo }
  }

  it('a push to the default branch applies the file; the secret synced, masked, never shown', async () => {
    const { fake, repo } = await seeded()
    const result = await runWorkflow(workflow, {
      event: pushEvent(),
      secrets,
      travisUrl: fake.url,
      workspace
    })
    expect(expectOurStepsSucceeded(result)).toBe(1)
    expect(result.job('plan').conclusion).toBe('skipped')
    const step = result.step('apply', 'apply')
    expect(step.env).toEqual({ DEPLOY_TOKEN })
    expect(step.inputs).toMatchObject({ prune: 'true', 'max-deletions': '5' })
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
    expect(repo.settings).toMatchObject({ auto_cancel_pushes: true })
    expect(repo.envVars.map((v) => [v.name, v.public, v.value])).toEqual([
      ['NODE_ENV', true, 'production'],
      ['DEPLOY_TOKEN', false, DEPLOY_TOKEN]
    ])
    expect(fake.state.crons.map((c) => [c.branch, c.interval])).toEqual([['master', 'daily']])
    expect(step.run!.stdout).toContain(`::add-mask::${DEPLOY_TOKEN}`)
    expect(everythingVisible(step.run!)).not.toContain(DEPLOY_TOKEN)
    const echo = result.job('apply').steps[2]
    expect(echo?.script).toContain('echo "changed=$CHANGED changes=$CHANGES"')
    expect(echo?.env.CHANGES).not.toContain(DEPLOY_TOKEN)

    // Run again: nothing differs, nothing written, the secret not sent again.
    fake.clearRequests()
    const again = await runWorkflow(workflow, {
      event: pushEvent(),
      secrets,
      travisUrl: fake.url,
      workspace
    })
    expect(expectOurStepsSucceeded(again)).toBe(1)
    expect(again.step('apply', 'apply').outputs.changed).toBe('false')
    expect([...new Set(requestsOf(fake).map((line) => line.split(' ')[0]))]).toEqual(['GET'])
  })

  it('a pull request: planned with the read token and no secret, the plan in the summary; nothing written', async () => {
    const { fake, repo } = await seeded()
    // The plan's comment goes to GitHub: the fake one, never github.com.
    const github = await fakeGitHub()
    github.addPullRequest(REPO, { number: 5, headRef: 'travis-settings' })
    const before = structuredClone(repo.envVars)
    const result = await runWorkflow(workflow, {
      event: pullRequestEvent({ number: 5, headRef: 'travis-settings' }),
      secrets,
      travisUrl: fake.url,
      githubUrl: github.url,
      workspace
    })
    expect(result.job('apply').conclusion).toBe('skipped')
    expect(expectOurStepsSucceeded(result)).toBe(1)
    const step = result.step('plan', 'plan')
    expect(step.env).toEqual({})
    expect(step.inputs).toMatchObject({
      'travis-token': READ_TOKEN,
      'dry-run': 'true',
      'comment-on-pull-request': 'true',
      'github-token': JOB_TOKEN
    })
    expect([...new Set(fake.requests.map((r) => r.headers.authorization))]).toEqual([
      `token ${READ_TOKEN}`
    ])
    expect(step.outputs.changed).toBe('true')
    expect(step.run!.stdout).toContain(
      "Dry run: would create private 'DEPLOY_TOKEN' from DEPLOY_TOKEN (not read in a dry run)."
    )
    const summary = summaryAsText(step.run!.summary)
    expect(summary).toContain('DRY RUN')
    expect(summary).toContain(
      'DEPLOY_TOKEN | all | private, from DEPLOY_TOKEN | missing | would be created'
    )
    expect(summary).toContain(
      'OLD_URL | all | not in env: | https://old.example.com (public) | would be deleted (prune)'
    )
    expect(summary).toContain('master | daily | weekly | would be replaced')
    // requestsOf leaves the query out.
    expect(requestsOf(fake).sort()).toEqual(
      [`GET ${REPO_PATH}/settings`, `GET ${REPO_PATH}/env_vars`, `GET ${REPO_PATH}/crons`].sort()
    )
    expect(repo.envVars).toEqual(before)
    // The plan is also the one comment on the pull request, written with the job's token.
    const comments = github.comments[REPO] ?? []
    expect(comments).toHaveLength(1)
    expect(comments[0]?.body).toMatch(/^<!-- travis-repo-action plan: octo-org\/hello-world -->\n/)
    expect(comments[0]?.body).toContain('DEPLOY_TOKEN')
    expect(github.requests.map((r) => r.headers.authorization)).toEqual([
      `token ${JOB_TOKEN}`,
      `token ${JOB_TOKEN}`,
      `token ${JOB_TOKEN}`
    ])
  })

  it('a pull request once Travis CI holds the file: the plan changes nothing', async () => {
    const { fake } = await seeded()
    await runWorkflow(workflow, { event: pushEvent(), secrets, travisUrl: fake.url, workspace })
    const github = await fakeGitHub()
    github.addPullRequest(REPO, { number: 6, headRef: 'docs' })
    const result = await runWorkflow(workflow, {
      event: pullRequestEvent({ number: 6, headRef: 'docs' }),
      secrets,
      travisUrl: fake.url,
      githubUrl: github.url,
      workspace
    })
    expect(expectOurStepsSucceeded(result)).toBe(1)
    expect(result.step('plan', 'plan').outputs.changed).toBe('false')
    // "Nothing differs" is written to the pull request too.
    expect(github.comments[REPO]?.map((comment) => comment.body.split('\n')[0])).toEqual([
      '<!-- travis-repo-action plan: octo-org/hello-world -->'
    ])
    expect(result.step('plan', 'plan').run?.warnings).toEqual([])
  })

  it('a push to another branch, a pull request from a fork or from Dependabot: nothing runs', async () => {
    const { fake } = await seeded()
    for (const event of [
      pushEvent('travis-settings'),
      pullRequestEvent({ number: 5, headRef: 'x', headRepo: 'someone/hello-world' }),
      pullRequestEvent({ number: 9, headRef: 'dependabot/npm/x', actor: 'dependabot[bot]' })
    ]) {
      const result = await runWorkflow(workflow, { event, secrets, travisUrl: fake.url })
      expect(result.jobs.map((job) => job.conclusion)).toEqual(['skipped', 'skipped'])
    }
    expect(fake.requests).toEqual([])
  })
})
