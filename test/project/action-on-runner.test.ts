// Issue 21, item 3: ci.yml's action-on-runner job runs `uses: ./` on a GitHub runner against the
// fake Travis CI API that scripts/fake-server.mjs starts. It cannot run here, so this test runs
// its steps as the runner would: the fake's step through bash with its command line as written
// (GITHUB_OUTPUT, RUNNER_TEMP, GITHUB_REPOSITORY set), each `uses: ./` step through the committed
// dist/ with its `with:` evaluated and action.yml's defaults for the rest (repo is the workflow's
// repository), and the final step's script on their outputs. actionlint and GitHub's parser
// check ci.yml in workflow-validators.test.ts; neither reads a local action's inputs or outputs,
// which this test checks instead.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACTION_YML, parseOutputFile, runAction } from '../support/run-action.mjs'
import { interpolate, type Contexts, type Value } from '../support/workflow-expressions.js'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** Not the demo's own slug, so that only `--repo "$GITHUB_REPOSITORY"` makes the default work. */
const GITHUB_REPOSITORY = 'travis-repo-action/travis-repo-action'

interface Step {
  id?: string
  name?: string
  uses?: string
  run?: string
  if?: string
  with?: Record<string, string>
  env?: Record<string, string>
}
const workflow = parse(readFileSync(join(ROOT, '.github/workflows/ci.yml'), 'utf8')) as {
  jobs: Record<string, { needs?: string | string[]; steps: Step[] }>
}
const job = workflow.jobs['action-on-runner']
const steps = job?.steps ?? []
const ours = steps.filter((step) => step.uses === './')
const byId = (id: string): Step => {
  const step = steps.find((candidate) => candidate.id === id)
  if (!step) throw new Error(`ci.yml action-on-runner: no step ${id}`)
  return step
}
const fakeStep = byId('fake')
const [assertions, showLog] = steps.slice(-2) as [Step, Step]

const temp = mkdtempSync(join(tmpdir(), 'action-on-runner-'))
let fakePid: number | undefined
afterAll(() => {
  if (fakePid !== undefined) process.kill(fakePid)
  rmSync(temp, { recursive: true, force: true })
})

/** A `run:` step's script in bash -e from the project root, as the runner's default shell. */
function bash(step: Step, env: Record<string, string>) {
  const output = join(temp, `output-${step.id ?? 'step'}`)
  writeFileSync(output, '')
  const run = spawnSync('bash', ['-e', '-c', step.run ?? ''], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
      HOME: temp,
      RUNNER_TEMP: temp,
      GITHUB_REPOSITORY,
      GITHUB_OUTPUT: output,
      ...env
    }
  })
  const outputs: Record<string, string> = {}
  for (const line of readFileSync(output, 'utf8').split('\n')) {
    const match = /^([\w-]+)=(.*)$/.exec(line)
    if (match?.[1] !== undefined) outputs[match[1]] = match[2] ?? ''
  }
  return { ...run, outputs: { ...outputs, ...parseOutputFile(readFileSync(output, 'utf8')) } }
}

const evaluated = (values: Record<string, string> | undefined, contexts: Contexts) =>
  Object.fromEntries(
    Object.entries(values ?? {}).map(([name, value]) => [name, interpolate(value, contexts)])
  )

describe('ci.yml action-on-runner, as written', () => {
  it('runs the committed dist/ after the dist check, without installing or building', () => {
    expect(job?.needs).toBe('check-dist')
    const scripts = steps.map((step) => step.run ?? '').join('\n')
    expect(scripts).not.toMatch(/\bnpm\b|\bncc\b|\bnpx\b/)
    expect(fakeStep.run).toBe(
      'node scripts/fake-server.mjs --repo "$GITHUB_REPOSITORY" --background'
    )
  })

  it('uses the action five times, passing only declared inputs and never repo', () => {
    expect(ours.map((step) => step.with?.operation)).toEqual([
      'list-settings',
      'get-setting',
      'list-caches',
      'delete-caches',
      'list-branches'
    ])
    const inputs = new Set(Object.keys(ACTION_YML.inputs))
    for (const step of ours) {
      expect(Object.keys(step.with ?? {}).filter((name) => !inputs.has(name))).toEqual([])
      expect(step.with).not.toHaveProperty('repo')
      expect(step.id).toBeTruthy()
    }
  })

  it('shows the fake’s log whatever happened', () => {
    expect(showLog.if).toMatch(/^always\(\) && /)
    expect(showLog.run).toBe('cat "$FAKE_LOG"')
  })
})

describe('ci.yml action-on-runner, run here', () => {
  const stepsContext: Record<string, Value> = {}
  const contexts = (): Contexts => ({
    github: { repository: GITHUB_REPOSITORY },
    steps: stepsContext
  })
  const runs: Record<string, Awaited<ReturnType<typeof runAction>>> = {}
  let fakeOutputs: Record<string, string> = {}

  beforeAll(async () => {
    const started = bash(fakeStep, {})
    fakeOutputs = started.outputs
    if (fakeOutputs.pid !== undefined) fakePid = Number(fakeOutputs.pid)
    if (started.status !== 0) throw new Error(`the fake did not start: ${started.stderr}`)
    stepsContext.fake = { outputs: fakeOutputs }
    // Every output action.yml declares is readable (empty when not set); any other name throws.
    const declared = Object.fromEntries(Object.keys(ACTION_YML.outputs).map((name) => [name, null]))
    for (const step of ours) {
      const given = evaluated(step.with, contexts())
      // The runner fills in what `with:` leaves out from action.yml, evaluating repo's default.
      const repo = interpolate(ACTION_YML.inputs.repo?.default ?? '', contexts())
      const run = await runAction({ inputs: { repo, ...given }, env: { GITHUB_REPOSITORY } })
      runs[step.id as string] = run
      stepsContext[step.id as string] = { outputs: { ...declared, ...run.outputs } }
    }
  })

  it('starts the fake in the background and hands its URL, token and log to the next steps', () => {
    expect(fakeOutputs).toEqual({
      'api-url': expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      'travis-token': 'fake-travis-token',
      repo: GITHUB_REPOSITORY,
      pid: expect.stringMatching(/^\d+$/),
      'log-file': join(temp, 'fake-travis.log')
    })
  })

  it('passes every step of the action against it', () => {
    const failures = Object.entries(runs)
      .filter(([, run]) => run.exitCode !== 0)
      .map(([id, run]) => `${id}: ${run.errors.join(' ')}`)
    expect(failures).toEqual([])
    expect(Object.keys(runs)).toEqual(['settings', 'gate', 'caches', 'delete', 'branches'])
  })

  it('answers the requests of those steps, on the workflow’s repository, and no DELETE', () => {
    const log = readFileSync(fakeOutputs['log-file'] ?? '', 'utf8')
    const slug = encodeURIComponent(GITHUB_REPOSITORY)
    for (const path of ['settings', 'setting/build_pushes', 'caches', 'branches'])
      expect(log).toContain(`GET /repo/${slug}/${path}`)
    expect(log).not.toMatch(/^DELETE /m)
  })

  it('passes the final step’s checks of the outputs', () => {
    const run = bash(assertions, evaluated(assertions.env, contexts()))
    expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({
      status: 0,
      stdout: '',
      stderr: ''
    })
    expect(bash(showLog, evaluated(showLog.env, contexts())).status).toBe(0)
  })

  it('fails the final step when an output or the log is not what it should be', () => {
    const env = evaluated(assertions.env, contexts())
    const wrongCount = bash(assertions, { ...env, BRANCHES: '201' })
    expect(wrongCount.status).toBe(1)
    expect(wrongCount.stdout).toBe("::error::list-branches count is '201', expected '202'.\n")

    const log = join(temp, 'with-a-delete.log')
    writeFileSync(log, 'GET /repo/x%2Fy/caches\nDELETE /repo/x%2Fy/caches?match=osx\n')
    const deleted = bash(assertions, { ...env, FAKE_LOG: log })
    expect(deleted.stdout).toBe("::error::DELETE requests to the fake is '1', expected '0'.\n")
  })

  it('reads only outputs action.yml declares', () => {
    const undeclared = { ...contexts(), steps: { ...stepsContext, gate: { outputs: {} } } }
    expect(() => evaluated(assertions.env, undeclared)).toThrow(/matches/)
  })
})
