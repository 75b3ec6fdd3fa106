// Plumbing of the live tests: the bundled action (dist/index.js) run as the runner runs it, with
// api-url pointing at a recorder in front of the real server, so that each test asserts on what
// the user sees, on the requests that went out, and (read back through the API) on what the
// server holds afterwards.
import { afterAll, beforeAll } from 'vitest'
import { runAction, type ActionRun } from '../support/run-action.mjs'
import {
  startRecorder,
  type InjectedAnswer,
  type Recorder,
  type RecordedLiveRequest
} from './kit.js'
import { ADMIN_TOKEN } from './seed.js'

export type { ActionRun }

export interface LiveRun extends ActionRun {
  /** `METHOD /path?query` of every request the action sent, in order. */
  requests: string[]
  /** The most requests it had waiting for an answer at one moment. */
  maxInFlight: number
  /** The same for its writes alone. */
  maxWritesInFlight: number
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
 * say otherwise; `env` is added to the runner's environment; `beforeForward` sees each request
 * before the server does, `losesAnswer` picks requests whose answer the recorder drops,
 * `answersInstead` answers a request in the server's place (the recorder's hooks, for this run
 * only).
 */
export async function runLive(
  inputs: Record<string, string>,
  options: {
    env?: Record<string, string | undefined>
    beforeForward?: (request: RecordedLiveRequest) => Promise<void> | void
    losesAnswer?: (request: RecordedLiveRequest) => boolean
    answersInstead?: (request: RecordedLiveRequest) => InjectedAnswer | null
    /** A signal sent to the action once `when` settles (the workflow cancelled). */
    interrupt?: { signal: NodeJS.Signals; when: Promise<unknown> }
    /** The step's working directory and GITHUB_WORKSPACE. */
    workspace?: string
  } = {}
): Promise<LiveRun> {
  const front = liveRecorder()
  front.clear()
  front.beforeForward = options.beforeForward ?? null
  front.losesAnswer = options.losesAnswer ?? null
  front.answersInstead = options.answersInstead ?? null
  const run = await runAction({
    inputs: { 'travis-token': ADMIN_TOKEN, 'api-url': front.url, retries: '0', ...inputs },
    env: options.env,
    interrupt: options.interrupt,
    workspace: options.workspace
  })
  return {
    ...run,
    requests: front.lines(),
    maxInFlight: front.maxInFlight,
    maxWritesInFlight: front.maxWritesInFlight
  }
}

// What a run shows the user is checked as in the e2e tier.
export {
  expectFailure,
  expectSuccess,
  jsonOutput,
  summaryText as summaryOf
} from '../e2e/helpers.js'
