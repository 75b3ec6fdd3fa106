// Runs an example workflow for one event as the runner would, as far as this action is concerned:
// jobs in `needs` order, job and step `if:`, matrices (fromJSON of a job output too), job outputs,
// and every step that uses travis-repo-action/travis-repo-action@… run through runAction with the
// `with:` inputs the example declares, their expressions evaluated (workflow-expressions.ts).
// The one input added is `api-url` (the fake Travis); GITHUB_API_URL points at the fake GitHub.
// Other steps are not run: their `${{ }}` are evaluated (so a wrong output name fails) and their
// outputs come from the test's `simulate` hook, by step id. Unknown keys that change how a job or
// step runs (continue-on-error, reusable workflows, matrix include/exclude, …) throw.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { ACTION_YML, runAction } from './run-action.mjs'
import {
  callsStatus,
  condition,
  interpolate,
  type Contexts,
  type Value
} from './workflow-expressions.js'
import { eventContexts, type WorkflowEvent } from './workflow-events.js'
import {
  JOB_KEYS,
  STEP_KEYS,
  checkKeys,
  jobOrder,
  matrixOf,
  needsEntry,
  type Conclusion,
  type JobRecord,
  type JobSpec,
  type SimulateHook,
  type StepRecord,
  type Workflow
} from './workflow-jobs.js'

export type { JobRecord, StepRecord, Workflow }

/** `github.token` unless the test gives one. */
export const JOB_TOKEN = 'ghs_fake-job-token'
export const OUR_ACTION = /^travis-repo-action\/travis-repo-action@/

export interface WorkflowRunOptions {
  event: WorkflowEvent
  secrets: Record<string, string>
  /** Configuration variables (`vars`). */
  vars?: Record<string, string>
  /** Base URL of the fake Travis: the `api-url` input of every step of ours. */
  travisUrl: string
  /** GITHUB_API_URL of every step of ours (the fake GitHub). */
  githubUrl?: string
  /** `github.token`, the job's GITHUB_TOKEN. */
  githubToken?: string
  /** Outputs of steps that are not ours, by step id; every hook must be used. */
  simulate?: Record<string, SimulateHook>
  /**
   * The job's workspace (GITHUB_WORKSPACE, the working directory of every step of ours): a
   * folder holding what actions/checkout would have put there.
   */
  workspace?: string
}

export interface WorkflowResult {
  jobs: JobRecord[]
  /** The one run of `job` (of a non-matrix job, or the only one). */
  job(job: string): JobRecord
  /** The step with this id in the one run of `job`. */
  step(job: string, id: string): StepRecord
}

export function readWorkflow(path: string): Workflow {
  return parse(readFileSync(path, 'utf8')) as Workflow
}

export async function runWorkflow(
  workflow: Workflow,
  options: WorkflowRunOptions
): Promise<WorkflowResult> {
  const base = eventContexts(
    workflow,
    options.event,
    options.githubToken ?? JOB_TOKEN,
    options.secrets,
    options.vars ?? {}
  )
  const unused = new Set(Object.keys(options.simulate ?? {}))
  const done = new Map<string, JobRecord[]>()
  const jobs: JobRecord[] = []
  for (const name of jobOrder(workflow)) {
    const spec = workflow.jobs[name] as JobSpec
    checkKeys(`job ${name}`, spec, JOB_KEYS)
    const needed = [spec.needs ?? []].flat()
    const needs: Record<string, Value> = {}
    for (const other of needed) needs[other] = needsEntry(done.get(other) ?? [])
    const contexts: Contexts = { ...base, needs }
    const neededOk = needed.every(
      (other) => needs[other] && (needs[other] as { result: string }).result === 'success'
    )
    const runs: JobRecord[] = []
    if (!neededOk || (spec.if !== undefined && !condition(spec.if, contexts))) {
      runs.push({ job: name, matrix: null, conclusion: 'skipped', steps: [], outputs: {} })
    } else {
      const failFast = spec.strategy?.['fail-fast'] !== false
      for (const matrix of matrixOf(spec, contexts)) {
        if (failFast && runs.some((run) => run.conclusion === 'failure')) {
          runs.push({ job: name, matrix, conclusion: 'cancelled', steps: [], outputs: {} })
          continue
        }
        const scope = { ...contexts, ...(matrix ? { matrix } : {}) }
        runs.push(await runJob(name, spec, scope, matrix, options, unused))
      }
    }
    done.set(name, runs)
    jobs.push(...runs)
  }
  if (unused.size > 0)
    throw new Error(`workflow harness: simulate hooks never used: ${[...unused].join(', ')}`)
  const one = (job: string): JobRecord => {
    const matching = jobs.filter((record) => record.job === job)
    if (matching.length !== 1)
      throw new Error(`workflow harness: ${matching.length} runs of job ${job}`)
    return matching[0] as JobRecord
  }
  return {
    jobs,
    job: one,
    step(job, id) {
      const step = one(job).steps.find((candidate) => candidate.id === id)
      if (!step) throw new Error(`workflow harness: job ${job} has no step ${id}`)
      return step
    }
  }
}

/**
 * What the runner tells every step of the event: its name, its payload in a file, who triggered
 * it and the run's id (comment-on-pull-request reads them).
 */
function eventEnvironment(contexts: Contexts): Record<string, string> {
  const github = contexts.github as Record<string, Value>
  const dir = mkdtempSync(join(tmpdir(), 'workflow-event-'))
  const path = join(dir, 'event.json')
  writeFileSync(path, JSON.stringify(github.event ?? {}))
  return {
    GITHUB_EVENT_NAME: String(github.event_name),
    GITHUB_EVENT_PATH: path,
    GITHUB_ACTOR: String(github.actor),
    GITHUB_RUN_ID: '4242'
  }
}

function stringsOf(
  values: Record<string, unknown> | undefined,
  contexts: Contexts
): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [name, value] of Object.entries(values ?? {}))
    result[name] = interpolate(String(value), contexts)
  return result
}

async function runJob(
  job: string,
  spec: JobSpec,
  contexts: Contexts,
  matrix: Record<string, Value> | null,
  options: WorkflowRunOptions,
  unused: Set<string>
): Promise<JobRecord> {
  // Evaluated for its expressions only: the harness runs one job at a time.
  const group = typeof spec.concurrency === 'object' ? spec.concurrency.group : spec.concurrency
  if (group !== undefined) interpolate(group, contexts)
  const steps: StepRecord[] = []
  const stepsContext: Record<string, Value> = {}
  let failed = false
  for (const step of spec.steps ?? []) {
    checkKeys(`step ${step.id ?? step.name ?? step.uses ?? ''}`, step, STEP_KEYS)
    const scope = { ...contexts, steps: stepsContext }
    const record: StepRecord = {
      id: step.id ?? null,
      name: step.name === undefined ? null : interpolate(step.name, contexts),
      kind: step.uses !== undefined && OUR_ACTION.test(step.uses) ? 'action' : 'simulated',
      conclusion: 'skipped',
      inputs: {},
      env: {},
      script: null,
      outputs: {},
      run: null
    }
    steps.push(record)
    // success() unless the `if:` calls a status function itself (failure(), always()).
    const status = { ...scope, job: { status: failed ? 'failure' : 'success' } }
    const ran =
      typeof step.if === 'string' && callsStatus(step.if)
        ? condition(step.if, status)
        : !failed && (step.if === undefined || condition(step.if, scope))
    if (ran) {
      record.inputs = stringsOf(step.with, scope)
      record.env = stringsOf(step.env, scope)
      record.script = step.run === undefined ? null : interpolate(step.run, scope)
      if (record.kind === 'action') {
        if ('api-url' in record.inputs)
          throw new Error('workflow harness: the example sets api-url')
        // The step's env: is in the action's environment, as the runner puts it (from-env reads it).
        record.run = await runAction({
          inputs: { ...record.inputs, 'api-url': options.travisUrl },
          env: {
            ...record.env,
            ...eventEnvironment(contexts),
            ...(options.githubUrl ? { GITHUB_API_URL: options.githubUrl } : {})
          },
          workspace: options.workspace
        })
        record.outputs = record.run.outputs
        record.conclusion = record.run.exitCode === 0 ? 'success' : 'failure'
      } else {
        const hook = step.id === undefined ? undefined : options.simulate?.[step.id]
        if (step.id !== undefined) unused.delete(step.id)
        record.outputs = hook ? hook(record) : {}
        record.conclusion = 'success'
      }
      failed ||= record.conclusion === 'failure'
    }
    if (step.id !== undefined) {
      // Our steps expose every output action.yml declares (null when not set), others only theirs.
      const declared = record.kind === 'action' ? Object.keys(ACTION_YML.outputs) : []
      const outputs: Record<string, Value> = {
        ...Object.fromEntries(declared.map((name) => [name, null])),
        ...record.outputs
      }
      const outcome = ran ? record.conclusion : 'skipped'
      stepsContext[step.id] = { outputs, outcome, conclusion: outcome }
    }
  }
  const conclusion: Conclusion = failed ? 'failure' : 'success'
  const outputs = stringsOf(spec.outputs, { ...contexts, steps: stepsContext })
  return { job, matrix, conclusion, steps, outputs }
}
