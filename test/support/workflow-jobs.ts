// The shapes of a workflow and of a run of it, and the job-level rules of workflow-run.ts:
// `needs` order, what `needs.<job>` holds, matrix expansion, and the keys the harness knows.
import type { ActionRun } from './run-action.mjs'
import { evaluateValue, type Contexts, type Value } from './workflow-expressions.js'

export interface StepSpec {
  id?: string
  name?: string
  uses?: string
  run?: string
  with?: Record<string, string | number | boolean>
  env?: Record<string, string | number | boolean>
  if?: string | boolean
}
export interface JobSpec {
  needs?: string | string[]
  if?: string | boolean
  outputs?: Record<string, string>
  strategy?: { matrix: string | Record<string, Value | string>; 'fail-fast'?: boolean }
  concurrency?: string | { group: string }
  steps?: StepSpec[]
}
export interface Workflow {
  name: string
  on: unknown
  jobs: Record<string, JobSpec>
}

/** `cancelled`: a matrix job fail-fast stopped (the harness runs a matrix in order). */
export type Conclusion = 'success' | 'failure' | 'skipped' | 'cancelled'
export interface StepRecord {
  id: string | null
  name: string | null
  /** `action`: ours, run by runAction; `simulated`: anyone else's, outputs from the hook. */
  kind: 'action' | 'simulated'
  conclusion: Conclusion
  inputs: Record<string, string>
  env: Record<string, string>
  /** A `run:` script with its expressions evaluated (never executed). */
  script: string | null
  outputs: Record<string, string>
  run: ActionRun | null
}
export interface JobRecord {
  job: string
  matrix: Record<string, Value> | null
  conclusion: Conclusion
  steps: StepRecord[]
  outputs: Record<string, string>
}
export type SimulateHook = (step: StepRecord) => Record<string, string>

export const JOB_KEYS = new Set([
  'name',
  'needs',
  'if',
  'runs-on',
  'timeout-minutes',
  'permissions'
])
for (const key of ['outputs', 'strategy', 'steps', 'concurrency', 'environment']) JOB_KEYS.add(key)
export const STEP_KEYS = new Set(['id', 'name', 'uses', 'run', 'with', 'env', 'if', 'shell'])
STEP_KEYS.add('timeout-minutes')

export function checkKeys(what: string, spec: object, known: Set<string>): void {
  for (const key of Object.keys(spec)) {
    if (!known.has(key)) throw new Error(`workflow harness: ${what} uses ${key}, not supported`)
  }
}

export function jobOrder(workflow: Workflow): string[] {
  const order: string[] = []
  const visit = (name: string, path: string[]) => {
    if (order.includes(name)) return
    if (path.includes(name)) throw new Error(`workflow harness: needs cycle at ${name}`)
    const spec = workflow.jobs[name]
    if (!spec) throw new Error(`workflow harness: no job ${name}`)
    for (const other of [spec.needs ?? []].flat()) visit(other, [...path, name])
    order.push(name)
  }
  for (const name of Object.keys(workflow.jobs)) visit(name, [])
  return order
}

/** `needs.<job>`: its outputs (the last run that set each) and its result. */
export function needsEntry(runs: JobRecord[]): Value {
  const outputs: Record<string, Value> = {}
  for (const run of runs) {
    for (const [name, value] of Object.entries(run.outputs))
      if (value !== '' || !(name in outputs)) outputs[name] = value
  }
  const some = (conclusion: string) => runs.some((run) => run.conclusion === conclusion)
  const result = some('failure')
    ? 'failure'
    : some('cancelled')
      ? 'cancelled'
      : runs.every((run) => run.conclusion === 'skipped')
        ? 'skipped'
        : 'success'
  return { outputs, result }
}

/** The job's matrix combinations in order, or [null] for a job without a strategy. */
export function matrixOf(spec: JobSpec, contexts: Contexts): Array<Record<string, Value> | null> {
  if (!spec.strategy) return [null]
  checkKeys('strategy', spec.strategy, new Set(['matrix', 'fail-fast', 'max-parallel']))
  const raw = spec.strategy.matrix
  const matrix = typeof raw === 'string' ? evaluateValue(raw, contexts) : raw
  if (typeof matrix !== 'object' || matrix === null || Array.isArray(matrix)) {
    throw new Error(`workflow harness: matrix is not a mapping: ${JSON.stringify(matrix)}`)
  }
  let combinations: Array<Record<string, Value>> = [{}]
  for (const [key, entry] of Object.entries(matrix)) {
    if (key === 'include' || key === 'exclude')
      throw new Error(`workflow harness: matrix ${key} not supported`)
    const values = typeof entry === 'string' ? evaluateValue(entry, contexts) : entry
    if (!Array.isArray(values))
      throw new Error(`workflow harness: matrix.${key} is not a list: ${JSON.stringify(values)}`)
    if (values.length === 0)
      throw new Error(`workflow harness: matrix.${key} is empty (GitHub fails the workflow)`)
    combinations = combinations.flatMap((combination) =>
      values.map((value) => ({ ...combination, [key]: value }))
    )
  }
  return combinations
}
