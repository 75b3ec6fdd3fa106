// Issue 25, item 12, and issue 32, item 6: rules every workflow in examples/ keeps, so that a user
// who copies one starts safe. Every job has timeout-minutes; step outputs (and any other
// expression) reach a `run:` script only through env:, never as `${{ }}` inside it (that text is
// pasted into the shell); checks and plans use the read-only token TRAVIS_READ_TOKEN, cache
// deletions TRAVIS_CACHE_TOKEN, applies, rotations and builds the admin token TRAVIS_TOKEN,
// check-travis-yml none (lint), the read token (lint alone) or the cache token (the preview); each
// secret is used where the secrets convention stores it (TRAVIS_TOKEN, DEPLOY_KEY_ADMIN_TOKEN and
// the values synced into Travis CI in the environment travis-admin, TRAVIS_CACHE_TOKEN in
// travis-caches, TRAVIS_READ_TOKEN a repository secret, in no environment); a job that reads a
// secret and can run on a pull request skips forks and Dependabot (whose runs get Dependabot's
// secrets, not the repository's); a plan that comments on the pull request may write pull
// requests; no concurrency group can cancel or replace a pending apply-settings except by another
// apply; a GitHub App token is scoped to the repositories it needs. The last tests show each rule
// failing.
import { readFileSync, readdirSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { WORKFLOW_REPOSITORY } from '../support/run-action.mjs'
import { pullRequestEvent, type PullRequestSpec } from '../support/workflow-events.js'
import {
  callsStatus,
  condition,
  type Contexts,
  type Value
} from '../support/workflow-expressions.js'

const root = new URL('../../', import.meta.url)
const examples = readdirSync(new URL('examples/', root))
  .filter((name) => /\.ya?ml$/.test(name))
  .sort()
  .map((name) => `examples/${name}`)

type Inputs = Record<string, unknown>
interface Step {
  uses?: string
  run?: string
  with?: Inputs
  env?: Inputs
}
interface Concurrency {
  group: string
  'cancel-in-progress'?: boolean | string
}
type Permissions = string | Record<string, string>
interface Job {
  'timeout-minutes'?: number
  if?: string | boolean
  needs?: string | string[]
  environment?: string | { name: string }
  permissions?: Permissions
  concurrency?: string | Concurrency
  steps?: Step[]
}
interface Workflow {
  name?: string
  on?: unknown
  permissions?: Permissions
  concurrency?: string | Concurrency
  jobs: Record<string, Job>
}

const OURS = /^travis-repo-action\/travis-repo-action@/
const READ_TOKEN = '${{ secrets.TRAVIS_READ_TOKEN }}'
const ADMIN_TOKEN = '${{ secrets.TRAVIS_TOKEN }}'
const CACHE_TOKEN = '${{ secrets.TRAVIS_CACHE_TOKEN }}'
/** Operations a user with read access may run (README, "Tokens and their permissions"). */
const READS = [
  'find-key-pair',
  'list-settings',
  'get-setting',
  'check-settings',
  'list-branches',
  'list-repositories',
  'list-env-vars',
  'list-crons',
  'export-settings',
  'list-builds',
  'wait-for-build'
]
/** Operations that need admin access: the token only an environment's jobs get. */
const ADMIN = [
  'create-key-pair',
  'update-key-pair',
  'set-key-pair',
  'delete-key-pair',
  'rotate-key-pair',
  'set-setting',
  'apply-settings',
  // Builds need push access, which the admin token has (the secrets convention keeps one token).
  'trigger-build',
  'restart-build',
  'cancel-build',
  'encrypt-file'
]
/**
 * Reads that encrypt secrets (the repository's public key is all they ask for): the read token, or
 * in travis-admin, where the values they encrypt are kept, that environment's admin token.
 */
const ENCRYPTS = ['encrypt-value', 'encrypt-travis-yml']
/** Operations that delete caches: push access, the token of the environment travis-caches. */
const CACHES = ['delete-caches']
/**
 * check-travis-yml: lint needs no token (a fork's pull request has none), the read token lints
 * alone, and the preview of the jobs needs create_request, which push access has: the cache token.
 */
const CONFIG_CHECKS = ['check-travis-yml']
const CONFIG_CHECK_TOKENS = [undefined, '', READ_TOKEN, CACHE_TOKEN]

/** Where the secrets convention stores each secret: an environment's name, or null (repository). */
const STORED_IN: Record<string, string | null> = {
  TRAVIS_READ_TOKEN: null,
  TRAVIS_CACHE_TOKEN: 'travis-caches',
  TRAVIS_TOKEN: 'travis-admin',
  DEPLOY_KEY_ADMIN_TOKEN: 'travis-admin'
}
/** Any other secret (a value synced into Travis CI, an App's key) is one of travis-admin. */
const OTHER_SECRETS_IN = 'travis-admin'

const isDryRun = (inputs: Inputs): boolean => String(inputs['dry-run']) === 'true'
const groupOf = (concurrency: string | Concurrency | undefined): string | null =>
  concurrency === undefined
    ? null
    : typeof concurrency === 'string'
      ? concurrency
      : concurrency.group
const cancels = (concurrency: string | Concurrency | undefined): boolean =>
  typeof concurrency === 'object' && String(concurrency['cancel-in-progress']) !== 'false'

const environmentOf = (job: Job): string | null =>
  job.environment === undefined
    ? null
    : typeof job.environment === 'string'
      ? job.environment
      : job.environment.name
const writesPullRequests = (permissions: Permissions | undefined): boolean =>
  permissions === 'write-all' ||
  (typeof permissions === 'object' && permissions['pull-requests'] === 'write')

/** The secrets a job reads (anywhere in it: `with:`, `env:`, `if:`), GITHUB_TOKEN aside. */
function secretsOf(job: Job): string[] {
  const names = [...JSON.stringify(job).matchAll(/\bsecrets\.([A-Za-z_][A-Za-z0-9_]*)/g)].map(
    (match) => match[1] ?? ''
  )
  return [...new Set(names)].filter((secret) => secret !== 'GITHUB_TOKEN').sort()
}

/** Each secret the job reads outside the place the secrets convention stores it. */
function storageProblems(name: string, job: Job): string[] {
  const environment = environmentOf(job)
  return secretsOf(job).flatMap((secret) => {
    const home = Object.hasOwn(STORED_IN, secret) ? STORED_IN[secret] : OTHER_SECRETS_IN
    if (home === environment) return []
    return home === null
      ? [`${name}: ${secret}, a repository secret, in the environment ${environment}`]
      : [`${name}: ${secret} outside the environment ${home}`]
  })
}

type PullRequestEvent = 'pull_request' | 'pull_request_target'
/** GitHub's default activity types of pull_request and pull_request_target. */
const DEFAULT_TYPES = ['opened', 'synchronize', 'reopened']

/** The pull request events the workflow runs on, each with its activity types. */
function pullRequestTriggers(on: unknown): Array<{ event: PullRequestEvent; types: string[] }> {
  const triggers: Record<string, { types?: string[] } | null> =
    typeof on === 'string'
      ? { [on]: null }
      : Array.isArray(on)
        ? Object.fromEntries(on.map((event: string) => [event, null]))
        : ((on ?? {}) as Record<string, { types?: string[] } | null>)
  return (['pull_request', 'pull_request_target'] as const)
    .filter((event) => Object.hasOwn(triggers, event))
    .map((event) => ({ event, types: triggers[event]?.types ?? DEFAULT_TYPES }))
}

/** The contexts a job's `if:` reads for this pull request event (workflow-events.ts's payload). */
function pullRequestContexts(
  workflow: Workflow,
  event: PullRequestEvent,
  spec: PullRequestSpec & { actor: string }
): Contexts {
  const { payload, refName } = pullRequestEvent(spec)
  return {
    github: {
      event_name: event,
      event: payload,
      ref_name: refName,
      ref: `refs/pull/${refName}`,
      actor: spec.actor,
      repository: WORKFLOW_REPOSITORY,
      repository_owner: WORKFLOW_REPOSITORY.split('/')[0] ?? '',
      workflow: workflow.name ?? '',
      token: 'ghs_job-token'
    },
    inputs: {},
    secrets: {},
    vars: {}
  }
}

/**
 * Whether the job runs for the event: its `if:` (a job that needs a job that is skipped is
 * skipped too, unless its `if:` calls a status function). `needs.<job>` holds no outputs here,
 * so an `if:` reading them throws: the rule then needs teaching, not guessing.
 */
function runs(workflow: Workflow, name: string, contexts: Contexts, seen: string[] = []): boolean {
  const job = workflow.jobs[name] as Job
  const needed = [job.needs ?? []].flat()
  const status = typeof job.if === 'string' && callsStatus(job.if)
  if (
    !status &&
    needed.some(
      (other) => !seen.includes(other) && !runs(workflow, other, contexts, [...seen, name])
    )
  )
    return false
  const needs: Record<string, Value> = Object.fromEntries(
    needed.map((other) => [other, { result: 'success' }])
  )
  const scope = { ...contexts, needs, job: { status: 'success' } }
  return job.if === undefined || condition(job.if, scope)
}

/**
 * A job that reads a secret and can run on a pull request event must skip the runs whose secrets
 * are not the repository's: a fork's pull request (none on pull_request; on pull_request_target,
 * the repository's, handed to a stranger's code) and Dependabot's (Dependabot's secrets only).
 */
function pullRequestProblems(workflow: Workflow): string[] {
  const problems: string[] = []
  for (const { event, types } of pullRequestTriggers(workflow.on)) {
    for (const [name, job] of Object.entries(workflow.jobs)) {
      if (secretsOf(job).length === 0) continue
      const runsFor = (spec: Omit<PullRequestSpec, 'number' | 'action'> & { actor: string }) =>
        types.some((action) =>
          runs(
            workflow,
            name,
            pullRequestContexts(workflow, event, {
              ...spec,
              number: 7,
              action: action as PullRequestSpec['action']
            })
          )
        )
      if (runsFor({ headRef: 'dependabot/npm_and_yarn/yaml-2.8.3', actor: 'dependabot[bot]' }))
        problems.push(`${name}: reads a secret on ${event} and does not skip Dependabot`)
      if (runsFor({ headRef: 'patch-1', headRepo: 'someone/hello-world', actor: 'someone' }))
        problems.push(`${name}: reads a secret on ${event} and does not skip forks`)
    }
  }
  return problems
}

/** Every rule the workflow breaks, one line each. */
function problemsOf(workflow: Workflow): string[] {
  const problems: string[] = []
  const applyJobs = new Set<string>()
  for (const [name, job] of Object.entries(workflow.jobs)) {
    if (typeof job['timeout-minutes'] !== 'number') problems.push(`${name}: no timeout-minutes`)
    for (const step of job.steps ?? []) {
      if (step.run?.includes('${{')) problems.push(`${name}: \${{ }} inside run:`)
      if (step.uses?.startsWith('actions/create-github-app-token@') && !step.with?.repositories)
        problems.push(`${name}: a GitHub App token for every repository of the owner`)
      if (!step.uses || !OURS.test(step.uses)) continue
      const inputs = step.with ?? {}
      const operation = String(inputs.operation)
      const token = inputs['travis-token']
      const plan = operation === 'apply-settings' && isDryRun(inputs)
      if (READS.includes(operation) || plan) {
        if (token !== READ_TOKEN) problems.push(`${name}: ${operation} without the read token`)
      } else if (ADMIN.includes(operation)) {
        if (token !== ADMIN_TOKEN || job.environment === undefined)
          problems.push(`${name}: ${operation} without the admin token of an environment`)
        if (operation === 'apply-settings') applyJobs.add(name)
      } else if (ENCRYPTS.includes(operation)) {
        const admin = token === ADMIN_TOKEN && environmentOf(job) === 'travis-admin'
        if (token !== READ_TOKEN && !admin)
          problems.push(`${name}: ${operation} without the read token or travis-admin's token`)
      } else if (CACHES.includes(operation)) {
        if (token !== CACHE_TOKEN) problems.push(`${name}: ${operation} without the cache token`)
      } else if (CONFIG_CHECKS.includes(operation)) {
        if (!CONFIG_CHECK_TOKENS.includes(token as string | undefined))
          problems.push(
            `${name}: ${operation} with a token other than none, the read or the cache token`
          )
      }
      if (String(inputs['comment-on-pull-request']) === 'true') {
        if (inputs['github-token'] === undefined)
          problems.push(`${name}: a comment on the pull request without github-token`)
        if (!writesPullRequests(job.permissions ?? workflow.permissions))
          problems.push(`${name}: a comment on the pull request without pull-requests: write`)
      }
    }
    problems.push(...storageProblems(name, job))
  }
  problems.push(...pullRequestProblems(workflow))
  // A workflow-level group holds every run of the workflow: a pull request's run would replace
  // a pending apply of the default branch.
  if (applyJobs.size > 0 && workflow.concurrency !== undefined) {
    const group = groupOf(workflow.concurrency) ?? ''
    if (!group.includes('github.event_name') || !group.includes('github.ref'))
      problems.push('a workflow-level concurrency group over its apply job')
  }
  for (const name of applyJobs) {
    const job = workflow.jobs[name] as Job
    if (cancels(job.concurrency)) problems.push(`${name}: an apply that can be cancelled`)
    const group = groupOf(job.concurrency)
    const sharing = Object.entries(workflow.jobs).filter(
      ([other, candidate]) =>
        other !== name && group !== null && groupOf(candidate.concurrency) === group
    )
    if (sharing.length > 0) problems.push(`${name}: its concurrency group is shared`)
  }
  return problems
}

describe('every example', () => {
  it('is found', () => {
    expect(examples).toContain('examples/travis-as-code.yml')
    expect(examples).toContain('examples/drift-check.yml')
  })

  it.each(examples)('%s keeps the rules', (path) => {
    const workflow = parse(readFileSync(new URL(path, root), 'utf8')) as Workflow
    expect(problemsOf(workflow)).toEqual([])
  })
})

describe('the rules', () => {
  it('each fails a workflow that breaks it', () => {
    const ours = 'travis-repo-action/travis-repo-action@v1'
    const bad: Workflow = {
      concurrency: { group: 'settings', 'cancel-in-progress': false },
      jobs: {
        check: {
          'timeout-minutes': 5,
          steps: [
            {
              uses: ours,
              with: { operation: 'check-settings', 'travis-token': ADMIN_TOKEN }
            },
            { run: 'echo "${{ steps.check.outputs.drift }}"' }
          ]
        },
        apply: {
          concurrency: { group: 'apply', 'cancel-in-progress': true },
          steps: [
            { uses: ours, with: { operation: 'apply-settings', 'travis-token': ADMIN_TOKEN } }
          ]
        },
        other: {
          'timeout-minutes': 5,
          environment: 'travis-admin',
          concurrency: 'apply',
          steps: [
            {
              uses: 'actions/create-github-app-token@1b10c78c7865c340bc4f6099eb2f838309f1e8c3',
              with: { owner: 'octo-org' }
            },
            { uses: ours, with: { operation: 'rotate-key-pair', 'travis-token': READ_TOKEN } }
          ]
        }
      }
    }
    expect(problemsOf(bad)).toEqual([
      'check: check-settings without the read token',
      'check: ${{ }} inside run:',
      'check: TRAVIS_TOKEN outside the environment travis-admin',
      'apply: no timeout-minutes',
      'apply: apply-settings without the admin token of an environment',
      'apply: TRAVIS_TOKEN outside the environment travis-admin',
      'other: a GitHub App token for every repository of the owner',
      'other: rotate-key-pair without the admin token of an environment',
      'other: TRAVIS_READ_TOKEN, a repository secret, in the environment travis-admin',
      'a workflow-level concurrency group over its apply job',
      'apply: an apply that can be cancelled',
      'apply: its concurrency group is shared'
    ])
  })
  it('each secret only where the convention stores it; delete-caches and check-travis-yml with their tokens', () => {
    const ours = 'travis-repo-action/travis-repo-action@v1'
    const bad: Workflow = {
      on: { workflow_dispatch: null },
      jobs: {
        caches: {
          'timeout-minutes': 5,
          environment: 'travis-admin',
          steps: [
            { uses: ours, with: { operation: 'delete-caches', 'travis-token': ADMIN_TOKEN } },
            { uses: ours, with: { operation: 'delete-caches', 'travis-token': CACHE_TOKEN } }
          ]
        },
        rotate: {
          'timeout-minutes': 5,
          environment: { name: 'travis-caches' },
          steps: [
            {
              uses: ours,
              with: {
                operation: 'rotate-key-pair',
                'travis-token': ADMIN_TOKEN,
                'github-token': '${{ secrets.DEPLOY_KEY_ADMIN_TOKEN }}'
              }
            }
          ]
        },
        synced: {
          'timeout-minutes': 5,
          steps: [
            { run: 'echo "$DEPLOY_TOKEN"', env: { DEPLOY_TOKEN: '${{ secrets.DEPLOY_TOKEN }}' } }
          ]
        },
        encrypt: {
          'timeout-minutes': 5,
          environment: 'travis-caches',
          steps: [
            { uses: ours, with: { operation: 'encrypt-travis-yml', 'travis-token': ADMIN_TOKEN } }
          ]
        },
        // Lint with no token, lint alone with the read token, the preview with the cache token.
        lint: {
          'timeout-minutes': 5,
          steps: [
            { uses: ours, with: { operation: 'check-travis-yml' } },
            { uses: ours, with: { operation: 'check-travis-yml', 'travis-token': READ_TOKEN } }
          ]
        },
        preview: {
          'timeout-minutes': 5,
          environment: 'travis-caches',
          steps: [
            { uses: ours, with: { operation: 'check-travis-yml', 'travis-token': CACHE_TOKEN } },
            { uses: ours, with: { operation: 'check-travis-yml', 'travis-token': ADMIN_TOKEN } }
          ]
        }
      }
    }
    expect(problemsOf(bad)).toEqual([
      'caches: delete-caches without the cache token',
      'caches: TRAVIS_CACHE_TOKEN outside the environment travis-caches',
      'rotate: DEPLOY_KEY_ADMIN_TOKEN outside the environment travis-admin',
      'rotate: TRAVIS_TOKEN outside the environment travis-admin',
      'synced: DEPLOY_TOKEN outside the environment travis-admin',
      "encrypt: encrypt-travis-yml without the read token or travis-admin's token",
      'encrypt: TRAVIS_TOKEN outside the environment travis-admin',
      'preview: check-travis-yml with a token other than none, the read or the cache token',
      'preview: TRAVIS_TOKEN outside the environment travis-admin'
    ])
  })

  it('a job reading a secret on a pull request skips forks and Dependabot', () => {
    const ours = 'travis-repo-action/travis-repo-action@v1'
    const plan = (extra: Inputs = {}): Step => ({
      uses: ours,
      with: {
        operation: 'apply-settings',
        'travis-token': READ_TOKEN,
        'dry-run': true,
        ...extra
      }
    })
    const FORK_GUARD = 'github.event.pull_request.head.repo.full_name == github.repository'
    const DEPENDABOT_GUARD = "github.actor != 'dependabot[bot]'"
    const bad: Workflow = {
      on: { pull_request: { types: ['closed'] }, pull_request_target: null, push: null },
      jobs: {
        unguarded: { 'timeout-minutes': 5, steps: [plan()] },
        forks: { 'timeout-minutes': 5, if: FORK_GUARD, steps: [plan()] },
        dependabot: { 'timeout-minutes': 5, if: DEPENDABOT_GUARD, steps: [plan()] },
        // Skipped on every pull request event, or because the job it needs is.
        guarded: {
          'timeout-minutes': 5,
          if: `${FORK_GUARD} && ${DEPENDABOT_GUARD}`,
          steps: [plan()]
        },
        pushes: { 'timeout-minutes': 5, if: "github.event_name == 'push'", steps: [plan()] },
        after: { 'timeout-minutes': 5, needs: 'guarded', steps: [plan()] },
        // needs a guarded job, but runs whatever became of it.
        always: { 'timeout-minutes': 5, needs: 'guarded', if: 'always()', steps: [plan()] },
        // github.token is the job's own, never Dependabot's or a fork's secret.
        jobToken: {
          'timeout-minutes': 5,
          steps: [
            { run: 'gh pr comment 7 --body ok', env: { GH_TOKEN: '${{ secrets.GITHUB_TOKEN }}' } }
          ]
        },
        commenting: {
          'timeout-minutes': 5,
          if: `${FORK_GUARD} && ${DEPENDABOT_GUARD}`,
          permissions: { contents: 'read' },
          steps: [plan({ 'comment-on-pull-request': 'true' })]
        }
      }
    }
    expect(problemsOf(bad)).toEqual([
      'commenting: a comment on the pull request without github-token',
      'commenting: a comment on the pull request without pull-requests: write',
      'unguarded: reads a secret on pull_request and does not skip Dependabot',
      'unguarded: reads a secret on pull_request and does not skip forks',
      'forks: reads a secret on pull_request and does not skip Dependabot',
      'dependabot: reads a secret on pull_request and does not skip forks',
      'always: reads a secret on pull_request and does not skip Dependabot',
      'always: reads a secret on pull_request and does not skip forks',
      'unguarded: reads a secret on pull_request_target and does not skip Dependabot',
      'unguarded: reads a secret on pull_request_target and does not skip forks',
      'forks: reads a secret on pull_request_target and does not skip Dependabot',
      'dependabot: reads a secret on pull_request_target and does not skip forks',
      'always: reads a secret on pull_request_target and does not skip Dependabot',
      'always: reads a secret on pull_request_target and does not skip forks'
    ])
  })
})
