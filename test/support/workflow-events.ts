// The events a test runs an example workflow for, and the `github`, `inputs` and `secrets`
// contexts they give. Payloads carry the fields of GitHub's webhook payloads the examples read;
// a field they do not carry fails the expression that reads it (workflow-expressions.ts).
import { WORKFLOW_REPOSITORY } from './run-action.mjs'
import type { Contexts, Value } from './workflow-expressions.js'

export interface WorkflowEvent {
  name: 'push' | 'pull_request' | 'schedule' | 'workflow_dispatch'
  /** `github.event`. */
  payload: Record<string, Value>
  /** `github.ref_name`. */
  refName: string
  /** workflow_dispatch inputs as given (strings, or booleans for boolean inputs). */
  inputs?: Record<string, string | boolean>
  /** `github.sha`: for a push, the commit pushed (the payload's `after`). */
  sha?: string
  /** `github.actor`: who triggered the run (a person, or `dependabot[bot]`). */
  actor?: string
}

/** Who triggers a test run unless the event says: a person of the organisation. */
export const ACTOR = 'octo-user'

/** The commit a test push pushes. */
export const PUSHED_SHA = '3f786850e387550fdab836ed7e6dc881de23001b'

export const DEFAULT_BRANCH = 'master'

const repository = (fullName = WORKFLOW_REPOSITORY): Value => ({
  full_name: fullName,
  default_branch: DEFAULT_BRANCH
})

export function pushEvent(branch = DEFAULT_BRANCH): WorkflowEvent {
  return {
    name: 'push',
    refName: branch,
    sha: PUSHED_SHA,
    payload: { ref: `refs/heads/${branch}`, after: PUSHED_SHA, repository: repository() }
  }
}

export interface PullRequestSpec {
  number: number
  action?: 'opened' | 'synchronize' | 'reopened' | 'closed'
  headRef: string
  /** The repository of the head branch: a fork when not the workflow's. */
  headRepo?: string
  /** The head commit; PULL_REQUEST_HEAD_SHA unless given. */
  headSha?: string
  merged?: boolean
  /** `github.actor`. */
  actor?: string
}

/** A pull request's head commit in the tests. */
export const PULL_REQUEST_HEAD_SHA = 'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3'

export function pullRequestEvent(spec: PullRequestSpec): WorkflowEvent {
  const action = spec.action ?? 'opened'
  return {
    name: 'pull_request',
    refName: `${spec.number}/merge`,
    ...(spec.actor === undefined ? {} : { actor: spec.actor }),
    payload: {
      action,
      number: spec.number,
      pull_request: {
        number: spec.number,
        state: action === 'closed' ? 'closed' : 'open',
        merged: spec.merged ?? false,
        head: {
          ref: spec.headRef,
          sha: spec.headSha ?? PULL_REQUEST_HEAD_SHA,
          repo: repository(spec.headRepo)
        },
        base: { ref: DEFAULT_BRANCH, repo: repository() }
      },
      repository: repository()
    }
  }
}

export function scheduleEvent(cron: string): WorkflowEvent {
  return {
    name: 'schedule',
    refName: DEFAULT_BRANCH,
    payload: { schedule: cron, repository: repository() }
  }
}

export function dispatchEvent(inputs: Record<string, string | boolean> = {}): WorkflowEvent {
  return {
    name: 'workflow_dispatch',
    refName: DEFAULT_BRANCH,
    inputs,
    payload: {
      inputs: Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, String(v)])),
      repository: repository()
    }
  }
}

type Triggers = Record<string, { types?: string[]; inputs?: Record<string, DispatchInput> } | null>
interface DispatchInput {
  type?: 'boolean' | 'string' | 'choice' | 'number'
  default?: string | boolean | number
}

/** The workflow's `on:` as a mapping; an event it does not listen to (or a type) throws. */
function triggerOf(
  on: unknown,
  event: WorkflowEvent
): { types?: string[]; inputs?: Record<string, DispatchInput> } {
  const triggers: Triggers =
    typeof on === 'string'
      ? { [on]: null }
      : Array.isArray(on)
        ? Object.fromEntries(on.map((name: string) => [name, null]))
        : (on as Triggers)
  if (!Object.hasOwn(triggers, event.name))
    throw new Error(`the workflow does not run on ${event.name}`)
  const trigger = triggers[event.name] ?? {}
  if (event.name === 'schedule') {
    const crons = (trigger as unknown as Array<{ cron: string }>).map((entry) => entry.cron)
    if (!crons.includes(String(event.payload.schedule)))
      throw new Error(`no schedule ${String(event.payload.schedule)}`)
    return {}
  }
  // GitHub's default activity types of pull_request.
  const types =
    trigger.types ??
    (event.name === 'pull_request' ? ['opened', 'synchronize', 'reopened'] : undefined)
  if (types && !types.includes(String(event.payload.action))) {
    throw new Error(`the workflow does not run on ${event.name} ${String(event.payload.action)}`)
  }
  return trigger
}

/** `inputs`: the dispatch inputs typed (booleans as booleans), defaults filled; null otherwise. */
function inputsContext(
  declared: Record<string, DispatchInput>,
  event: WorkflowEvent
): Record<string, Value> {
  const given = event.inputs ?? {}
  for (const name of Object.keys(given)) {
    if (!Object.hasOwn(declared, name)) throw new Error(`workflow_dispatch has no input ${name}`)
  }
  const inputs: Record<string, Value> = {}
  for (const [name, spec] of Object.entries(declared)) {
    if (event.name !== 'workflow_dispatch') {
      inputs[name] = null
      continue
    }
    const value = given[name] ?? spec.default ?? ''
    inputs[name] =
      spec.type === 'boolean'
        ? value === true || value === 'true'
        : spec.type === 'number'
          ? Number(value)
          : String(value)
  }
  return inputs
}

/** The contexts every expression of the run may read: github, inputs, secrets, vars. */
export function eventContexts(
  workflow: { name: string; on: unknown },
  event: WorkflowEvent,
  token: string,
  secrets: Record<string, string>,
  vars: Record<string, string>
): Contexts {
  triggerOf(workflow.on, event)
  const on = workflow.on as Triggers
  const declared =
    (typeof on === 'object' && on !== null && !Array.isArray(on) && on.workflow_dispatch?.inputs) ||
    {}
  return {
    github: {
      event_name: event.name,
      event: event.payload,
      ref_name: event.refName,
      ref:
        event.name === 'pull_request'
          ? `refs/pull/${event.refName}`
          : `refs/heads/${event.refName}`,
      ...(event.sha === undefined ? {} : { sha: event.sha }),
      actor: event.actor ?? ACTOR,
      repository: WORKFLOW_REPOSITORY,
      repository_owner: WORKFLOW_REPOSITORY.split('/')[0] ?? '',
      workflow: workflow.name,
      token
    },
    inputs: inputsContext(declared, event),
    secrets: { ...secrets, GITHUB_TOKEN: token },
    vars
  }
}
