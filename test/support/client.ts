// Builds a TravisClient for unit tests: no real sleeping, a recording log.
import { write, type RetryPolicy, type WriteSteps } from '../../src/lib/retry.js'
import type { Connection } from '../../src/model/repository.js'
import type { HostField } from '../../src/model/host-field.js'
import type { OperationContext } from '../../src/operations/context.js'
import { processInterrupts } from '../../src/runtime/interrupts.js'
import { INPUT_ADVICE } from '../../src/failure-advice.js'
import { TravisClient, travisWriter } from '../../src/travis/client.js'
import { ServerClock } from '../../src/travis/server-clock.js'
import type { Runner } from '../../src/runtime/runner.js'
import { recordingRunner, type RecordingRunner } from './recording-runner.js'

export const API = 'https://api.travis.test'

export interface TestClient {
  client: TravisClient
  log: RecordingRunner
  sleeps: number[]
}

/** The real backoff arithmetic with a fixed jitter, recording each delay instead of sleeping. */
export function recordingRetryPolicy(retries: number, sleeps: number[]): RetryPolicy {
  return {
    retries,
    baseDelayMs: 1000,
    maxDelayMs: 30_000,
    random: () => 0.5,
    sleep: async (ms) => {
      sleeps.push(ms)
    }
  }
}

/** `policy`: what the test changes of the recording policy (a sleep that does more, a clock). */
export function testClient(
  connection: Partial<Connection> = {},
  retries = 3,
  policy: Partial<RetryPolicy> = {},
  hostField?: HostField
): TestClient {
  const log = recordingRunner()
  const sleeps: number[] = []
  const retryPolicy = { ...recordingRetryPolicy(retries, sleeps), ...policy }
  const client = new TravisClient({
    connection: {
      apiUrl: API,
      token: 'travis-secret-token',
      repo: { kind: 'slug', owner: 'octo-org', name: 'hello' },
      provider: '',
      timeoutMs: 5000,
      retries,
      ...connection
    },
    version: '9.9.9',
    advice: INPUT_ADVICE,
    runner: log,
    retryPolicy,
    hostField,
    // nock sees Node's fetch only: a proxy set in the developer's shell must not take these.
    fetch: (input, init) => globalThis.fetch(input, init)
  })
  return { client, log, sleeps }
}

/** An operation context over testClient(), without GitHub deploy keys. */
export function testContext(connection: Partial<Connection> = {}, hostField?: HostField) {
  const { client, log, sleeps } = testClient(connection, 3, {}, hostField)
  const context: OperationContext = {
    client,
    runner: log,
    repoLabel: 'octo-org/hello',
    deployKeys: null,
    pullRequests: null,
    buildUrl: () => null,
    interrupts: processInterrupts
  }
  return { context, log, sleeps }
}

/**
 * What a stand-in for the client needs of the real one beside its requests: its repository and
 * that repository's path, the server's clock (`clock`) and its writes, under a recording policy
 * (no real sleeping; retry lines to `runner`).
 */
export function clientBasics(clock = new ServerClock(), runner: Runner = recordingRunner()) {
  const writer = travisWriter(recordingRetryPolicy(3, []), runner)
  return {
    repo: { kind: 'slug', owner: 'octo-org', name: 'hello' } as const,
    repositoryPath: '/repo/octo-org%2Fhello',
    serverNow: () => clock.time(),
    moment: () => clock.now(),
    serverTimeAt: (moment: number) => clock.earliestAt(moment),
    write: (steps: WriteSteps<unknown>) => write(writer, steps)
  }
}

/** What a test may set of a stand-in context; the rest is standInContext's. */
export interface StandInOptions {
  runner?: Runner
  /** The build page link, when the test shows one (otherwise there is none). */
  buildUrl?: OperationContext['buildUrl']
  /** The workflow's cancellation, when the test cancels it (otherwise it never is). */
  interrupts?: OperationContext['interrupts']
}

/** The build pages of the stand-in repository, for the tests that show them. */
export const STAND_IN_BUILD_URL = (id: number) =>
  `https://app.travis-ci.com/github/octo-org/hello/builds/${id}`

/**
 * An operation context over a stand-in client: `client`'s requests beside clientBasics(), a
 * recording runner, no GitHub, no build pages and a workflow that is never cancelled, unless
 * `options` give them.
 */
export function standInContext(
  client: Record<string, unknown>,
  {
    runner = recordingRunner(),
    buildUrl = () => null,
    interrupts = { during: (work) => work(new AbortController().signal) }
  }: StandInOptions = {}
): OperationContext {
  return {
    client: { ...clientBasics(), ...client } as unknown as TravisClient,
    runner,
    repoLabel: 'octo-org/hello',
    deployKeys: null,
    pullRequests: null,
    buildUrl,
    interrupts
  }
}
