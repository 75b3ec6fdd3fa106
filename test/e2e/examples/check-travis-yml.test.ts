// examples/check-travis-yml.yml end to end, against the fake's travis-yml subset: a pull request
// of this repository gets lint and the preview with the cache token of travis-caches, its jobs
// compared with the base branch's .travis.yml (checked out beside it, simulated here: the hook
// writes the file and checks the checkout's inputs); a fork's pull request and Dependabot's are
// linted with no token at all, and only the other job runs for each. Nothing on Travis CI changes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { pullRequestEvent, type PullRequestSpec } from '../../support/workflow-events.js'
import { runWorkflow, type WorkflowResult } from '../../support/workflow-run.js'
import {
  CACHE_TOKEN,
  SECRETS,
  example,
  exampleTravis,
  expectOurStepsSucceeded,
  scenariosOf
} from './fakes.js'
import { REPO_PATH, closeFakes, type FakeTravis } from '../helpers.js'

afterAll(closeFakes)

const scratches: string[] = []
afterAll(() => scratches.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** The base branch's tip, which the example checks out into base/. */
const BASE_SHA = '9c1185a5c5e9fc54612808977ee8f548b2258d31'

/** The pull request's .travis.yml: Ruby 3.0 dropped, and `script` misspelled (line 3). */
const HEAD = `language: ruby
rvm: ["3.1", "3.2"]
scirpt: bundle exec rake
`
/** The base branch's: three versions. */
const BASE = `language: ruby
rvm: ["3.0", "3.1", "3.2"]
script: bundle exec rake
`
/** A Heroku key in plain text (line 4): an alert, which fails the check. */
const LEAKED = `language: node_js
deploy:
  provider: heroku
  api_key: 0123456789abcdef
`

/** A job of the preview as the outputs give it: Ruby on Linux, in no stage. */
const ruby = (version: string) => ({
  stage: null,
  name: null,
  language: 'ruby',
  version,
  os: 'linux',
  dist: 'focal',
  matrix: {},
  env: [],
  allow_failure: false
})

/** A workspace holding what the first checkout would: the pull request's .travis.yml. */
function workspaceWith(travisYml: string): string {
  const workspace = mkdtempSync(join(tmpdir(), 'check-travis-yml-'))
  scratches.push(workspace)
  writeFileSync(join(workspace, '.travis.yml'), travisYml)
  return workspace
}

/** A pull request event whose payload carries the base branch's sha, as GitHub's does. */
function pullRequest(spec: Omit<PullRequestSpec, 'number'>) {
  const event = pullRequestEvent({ number: 7, ...spec })
  const pull = event.payload.pull_request as { base: Record<string, unknown> }
  pull.base.sha = BASE_SHA
  return event
}

/** The fake with the cache token: push access, which may start builds (the preview's right). */
async function travisWithCacheToken(buildWrite = true): Promise<FakeTravis> {
  const fake = await exampleTravis()
  fake.tokens[CACHE_TOKEN] = {
    user: 'pusher',
    settingsWrite: false,
    keyPairWrite: false,
    cacheDelete: true,
    buildWrite
  }
  return fake
}

/** Each request as `METHOD path (token)`, `anonymous` without Authorization. */
function requests(fake: FakeTravis): string[] {
  return fake.requests.map(
    (r) => `${r.method} ${r.path} (${r.headers.authorization ?? 'anonymous'})`
  )
}

/** The annotations on a file the step printed, as `level line: message`. */
function annotations(result: WorkflowResult, job: string): string[] {
  const run = result.step(job, 'check').run
  if (run === null) throw new Error(`the check of ${job} did not run`)
  return run.commands
    .filter((command) => command.properties.startsWith('file=.travis.yml'))
    .map((command) => `${command.name} ${command.properties.split('line=')[1]}: ${command.message}`)
}

scenariosOf('check-travis-yml.yml', () => {
  const workflow = example('check-travis-yml.yml')

  /** The hook of the base branch's checkout: its inputs, then the file it would write (if any). */
  const baseCheckout = (workspace: string, base: string | null) => ({
    base: (step: { inputs: Record<string, string> }) => {
      expect(step.inputs).toMatchObject({
        ref: BASE_SHA,
        path: 'base',
        'sparse-checkout': '/.travis.yml',
        'sparse-checkout-cone-mode': 'false',
        'persist-credentials': 'false'
      })
      mkdirSync(join(workspace, 'base'), { recursive: true })
      if (base !== null) writeFileSync(join(workspace, 'base', '.travis.yml'), base)
      return {}
    }
  })

  it('a pull request of this repository: lint and the preview with the cache token, the jobs against the base', async () => {
    const fake = await travisWithCacheToken()
    const workspace = workspaceWith(HEAD)
    const result = await runWorkflow(workflow, {
      event: pullRequest({ headRef: 'drop-ruby-3.0' }),
      secrets: SECRETS,
      travisUrl: fake.url,
      workspace,
      simulate: baseCheckout(workspace, BASE)
    })
    expect(expectOurStepsSucceeded(result)).toBe(1)
    expect(result.job('lint').conclusion).toBe('skipped')
    const check = result.step('preview', 'check')
    expect(check.inputs).toMatchObject({
      operation: 'check-travis-yml',
      'travis-token': CACHE_TOKEN,
      'base-travis-yml': 'base/.travis.yml'
    })
    expect(check.outputs.valid).toBe('true')
    expect(annotations(result, 'preview')).toContain(
      'warning 3: key scirpt is not known, but script is, using script (on root)'
    )
    expect(JSON.parse(check.outputs.jobs ?? '')).toEqual([ruby('3.1'), ruby('3.2')])
    expect(JSON.parse(check.outputs['jobs-diff'] ?? '')).toEqual({
      added: [],
      removed: [ruby('3.0')],
      changed: []
    })
    // Lint and both previews, each with the cache token; nothing else, nothing written.
    const token = `token ${CACHE_TOKEN}`
    expect(requests(fake).sort()).toEqual([
      `POST /lint (${token})`,
      `POST ${REPO_PATH}/request/config (${token})`,
      `POST ${REPO_PATH}/request/config (${token})`
    ])
    const previewed = fake.requests
      .filter((r) => r.path.endsWith('/request/config'))
      .map((r) => (r.body as { configs: Array<{ config: string; mode: string }> }).configs)
    expect(previewed).toEqual([
      [{ config: HEAD, mode: 'replace' }],
      [{ config: BASE, mode: 'replace' }]
    ])
    const counted = result.job('preview').steps.at(-1)
    expect(counted?.conclusion).toBe('success')
    expect(counted?.env).toEqual({ JOBS_DIFF: check.outputs['jobs-diff'] })
  })

  it('a pull request that adds .travis.yml: nothing in base/, every job counts as added', async () => {
    const fake = await travisWithCacheToken()
    const workspace = workspaceWith(HEAD)
    const result = await runWorkflow(workflow, {
      event: pullRequest({ headRef: 'travis' }),
      secrets: SECRETS,
      travisUrl: fake.url,
      workspace,
      simulate: baseCheckout(workspace, null)
    })
    expect(expectOurStepsSucceeded(result)).toBe(1)
    expect(JSON.parse(result.step('preview', 'check').outputs['jobs-diff'] ?? '')).toEqual({
      added: [ruby('3.1'), ruby('3.2')],
      removed: [],
      changed: []
    })
    // The missing base file costs no request: lint and one preview.
    expect(fake.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'POST /lint',
      `POST ${REPO_PATH}/request/config`
    ])
  })

  it('a cache token that may not start builds: linted only, with a notice, and the step passes', async () => {
    const fake = await travisWithCacheToken(false)
    const workspace = workspaceWith(HEAD)
    const result = await runWorkflow(workflow, {
      event: pullRequest({ headRef: 'drop-ruby-3.0' }),
      secrets: SECRETS,
      travisUrl: fake.url,
      workspace,
      simulate: baseCheckout(workspace, BASE)
    })
    expect(expectOurStepsSucceeded(result)).toBe(1)
    const check = result.step('preview', 'check')
    expect(check.run?.notices.join('\n')).toContain('Linted only: the token may not start builds')
    expect(check.outputs).toMatchObject({ valid: 'true', jobs: '[]', 'jobs-diff': '' })
    expect(annotations(result, 'preview')).toEqual([
      'warning 3: key scirpt is not known, but script is, using script (on root)'
    ])
    // The count of the diff is skipped: there is none.
    expect(result.job('preview').steps.at(-1)?.conclusion).toBe('skipped')
  })

  it('a fork’s pull request: linted with no token; a key in plain text fails it on its line', async () => {
    const fake = await travisWithCacheToken()
    const result = await runWorkflow(workflow, {
      event: pullRequest({ headRef: 'patch-1', headRepo: 'someone/hello-world', actor: 'someone' }),
      // A fork's pull request gets no secrets.
      secrets: {},
      travisUrl: fake.url,
      workspace: workspaceWith(LEAKED)
    })
    expect(result.job('preview').conclusion).toBe('skipped')
    expect(result.job('lint').conclusion).toBe('failure')
    const check = result.step('lint', 'check')
    expect(check.inputs['travis-token']).toBeUndefined()
    expect(check.outputs.valid).toBe('false')
    expect(annotations(result, 'lint')).toContain(
      'error 4: expected an encrypted string (on deploy.api_key)'
    )
    expect(check.run?.errors.join('\n')).toContain('on line 4: expected an encrypted string')
    expect(requests(fake)).toEqual(['POST /lint (anonymous)'])
  })

  it('Dependabot’s pull request: linted with no token, as a fork’s', async () => {
    const fake = await travisWithCacheToken()
    const result = await runWorkflow(workflow, {
      event: pullRequest({ headRef: 'dependabot/bundler/rake-13.3.0', actor: 'dependabot[bot]' }),
      // Dependabot's runs get Dependabot's secrets: none of the repository's.
      secrets: {},
      travisUrl: fake.url,
      workspace: workspaceWith(BASE)
    })
    expect(expectOurStepsSucceeded(result)).toBe(1)
    expect(result.job('preview').conclusion).toBe('skipped')
    expect(result.step('lint', 'check').outputs).toMatchObject({
      valid: 'true',
      count: '0',
      jobs: '[]'
    })
    expect(requests(fake)).toEqual(['POST /lint (anonymous)'])
  })
})
