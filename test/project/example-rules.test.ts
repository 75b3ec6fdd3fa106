// Issue 25, item 12: rules every workflow in examples/ keeps, so that a user who copies one starts
// safe. Every job has timeout-minutes; step outputs (and any other expression) reach a `run:`
// script only through env:, never as `${{ }}` inside it (that text is pasted into the shell);
// checks and plans use the read-only token TRAVIS_READ_TOKEN, applies and rotations the admin
// token TRAVIS_TOKEN in a job with an `environment:` (which the repository protects); no
// concurrency group can cancel or replace a pending apply-settings except by another apply; a
// GitHub App token is scoped to the repositories it needs. The last test shows each rule failing.
import { readFileSync, readdirSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'

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
}
interface Concurrency {
  group: string
  'cancel-in-progress'?: boolean | string
}
interface Job {
  'timeout-minutes'?: number
  environment?: unknown
  concurrency?: string | Concurrency
  steps?: Step[]
}
interface Workflow {
  concurrency?: string | Concurrency
  jobs: Record<string, Job>
}

const OURS = /^travis-repo-action\/travis-repo-action@/
const READ_TOKEN = '${{ secrets.TRAVIS_READ_TOKEN }}'
const ADMIN_TOKEN = '${{ secrets.TRAVIS_TOKEN }}'
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
  'apply-settings'
]

const isDryRun = (inputs: Inputs): boolean => String(inputs['dry-run']) === 'true'
const groupOf = (concurrency: string | Concurrency | undefined): string | null =>
  concurrency === undefined
    ? null
    : typeof concurrency === 'string'
      ? concurrency
      : concurrency.group
const cancels = (concurrency: string | Concurrency | undefined): boolean =>
  typeof concurrency === 'object' && String(concurrency['cancel-in-progress']) !== 'false'

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
      }
    }
  }
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
      'apply: no timeout-minutes',
      'apply: apply-settings without the admin token of an environment',
      'other: a GitHub App token for every repository of the owner',
      'other: rotate-key-pair without the admin token of an environment',
      'a workflow-level concurrency group over its apply job',
      'apply: an apply that can be cancelled',
      'apply: its concurrency group is shared'
    ])
  })
})
