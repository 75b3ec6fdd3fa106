// Plumbing of the live tests: the bundled action (dist/index.js) run as the runner runs it, with
// api-url pointing at a recorder in front of the real server, so that each test asserts on what
// the user sees, on the requests that went out, and (read back through the API) on what the
// server holds afterwards.
import { afterAll, beforeAll, expect } from 'vitest'
import { runAction, summaryAsText, type ActionRun } from '../support/run-action.mjs'
import { startRecorder, type Recorder } from './kit.js'
import { ADMIN_TOKEN } from './seed.js'

export type { ActionRun }

export interface LiveRun extends ActionRun {
  /** `METHOD /path?query` of every request the action sent, in order. */
  requests: string[]
  /** The most requests it had waiting for an answer at one moment. */
  maxInFlight: number
}

let recorder: Recorder | undefined

/** Starts the file's recorder before its tests and stops it after them. */
export function useRecorder(): void {
  beforeAll(async () => {
    recorder = await startRecorder()
  })
  afterAll(async () => {
    await recorder?.close()
    recorder = undefined
  })
}

/** The recorder of this file (useRecorder() must have run). */
export function liveRecorder(): Recorder {
  if (!recorder) throw new Error('call useRecorder() in the test file first')
  return recorder
}

/**
 * Runs the action against the real server with the admin token and no retries, unless `inputs`
 * say otherwise; `env` is added to the runner's environment.
 */
export async function runLive(
  inputs: Record<string, string>,
  options: { env?: Record<string, string | undefined> } = {}
): Promise<LiveRun> {
  const front = liveRecorder()
  front.clear()
  const run = await runAction({
    inputs: { 'travis-token': ADMIN_TOKEN, 'api-url': front.url, retries: '0', ...inputs },
    env: options.env
  })
  return { ...run, requests: front.lines(), maxInFlight: front.maxInFlight }
}

/** Exit 0, no error line, `changed` as given. */
export function expectSuccess(run: ActionRun, changed = false): void {
  expect(run.errors, run.stdout + run.stderr).toEqual([])
  expect(run.exitCode).toBe(0)
  expect(run.outputs.changed).toBe(String(changed))
}

/**
 * Exit 1 and one `::error::` line naming the operation, its subject (the repository, or the owner
 * of list-repositories) and each cause.
 */
export function expectFailure(
  run: ActionRun,
  operation: string,
  subject: string,
  ...cause: Array<string | RegExp>
): string {
  expect(run.exitCode, run.stdout + run.stderr).toBe(1)
  expect(run.errors).toHaveLength(1)
  const message = run.errors[0] ?? ''
  const preposition = operation === 'list-repositories' ? 'for' : 'on'
  expect(message.startsWith(`${operation} ${preposition} ${subject} failed: `), message).toBe(true)
  for (const piece of cause) {
    if (typeof piece === 'string') expect(message).toContain(piece)
    else expect(message).toMatch(piece)
  }
  return message
}

/** The job summary as text, checked to start with the heading of the operation and subject. */
export function summaryOf(run: ActionRun, operation: string, subject: string): string {
  expect(run.summary).toContain(`<h2>Travis CI: ${operation} · ${subject}</h2>`)
  return summaryAsText(run.summary)
}

/** Parses a JSON output. */
export function jsonOutput<T = unknown>(run: ActionRun, name: string): T {
  const text = run.outputs[name]
  expect(text, `output ${name}`).toBeDefined()
  return JSON.parse(text ?? '') as T
}

/** The log as the user reads it: stdout without the masking commands. */
export function logOf(run: ActionRun): string {
  return run.stdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n')
}
