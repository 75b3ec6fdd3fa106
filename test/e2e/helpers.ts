// Shared plumbing of the end-to-end tests: dist/index.js run as the runner runs it, against the
// fake Travis server on 127.0.0.1. Each test starts its own fake, so tests never share state.
import { readFileSync } from 'node:fs'
import { expect } from 'vitest'
import { runAction, summaryAsText, type ActionRun } from '../support/run-action.mjs'
import { startFakeTravis, type FakeTravisOptions } from '../fakes/fake-travis.mjs'

export type FakeTravis = Awaited<ReturnType<typeof startFakeTravis>>
export type RecordedRequest = FakeTravis['requests'][number]
export type Dialect = 'live' | 'interface'
export type { ActionRun }

export const DIALECTS: Dialect[] = ['live', 'interface']
export const TOKEN = 'fake-travis-token'
/** The demo repository (seedDemo) and the runner's github.repository. */
export const REPO = 'octo-org/hello-world'
export const REPO_PATH = '/repo/octo-org%2Fhello-world'
export const VERSION: string = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8')
).version

const started: FakeTravis[] = []

/** Starts a fake Travis; closeFakes() in afterEach stops every one started. */
export async function fakeTravis(options: FakeTravisOptions = {}): Promise<FakeTravis> {
  const fake = await startFakeTravis({ seedDemo: true, ...options })
  started.push(fake)
  return fake
}

export async function closeFakes(): Promise<void> {
  await Promise.all(started.splice(0).map((fake) => fake.close()))
}

/** The demo repository's state in the fake (id 1). */
export function demoRepo(fake: FakeTravis) {
  const repo = fake.state.repos.find((candidate) => candidate.id === 1)
  if (!repo) throw new Error('the fake has no demo repository')
  return repo
}

export interface RunOptions {
  /** Added to the runner's environment; undefined unsets a variable, e.g. GITHUB_REPOSITORY. */
  env?: Record<string, string | undefined>
  noSummary?: boolean
  debug?: boolean
  /** The step's working directory and GITHUB_WORKSPACE (relative input paths start there). */
  workspace?: string
  /** The script to run: dist/index.js, or under `npm test` what scripts/coverage.mjs says. */
  entry?: string
  /** A cancelled workflow: the signal the runner sends, once `when` resolves. */
  interrupt?: { signal: NodeJS.Signals; when: Promise<unknown> }
}

/**
 * Runs the action against the fake with the token, the fake's URL and no retries (so failures
 * do not wait for backoff); any of these can be overridden by `inputs`.
 */
export function run(
  fake: FakeTravis | null,
  inputs: Record<string, string>,
  options: RunOptions = {}
): Promise<ActionRun> {
  return runAction({
    inputs: {
      'travis-token': TOKEN,
      ...(fake === null ? {} : { 'api-url': fake.url }),
      retries: '0',
      ...inputs
    },
    ...options
  })
}

/** `METHOD /path?query` of every request the fake received, in order. */
export function requestLines(fake: FakeTravis): string[] {
  return fake.requests.map(
    (r) => `${r.method} ${r.path}${r.rawQuery === '' ? '' : `?${r.rawQuery}`}`
  )
}

export function methodsOf(fake: FakeTravis): string[] {
  return fake.requests.map((r) => r.method)
}

/** Every request carries the token, both version headers, Accept and the User-Agent. */
export function expectStandardHeaders(fake: FakeTravis, token = TOKEN): void {
  expect(fake.requests.length).toBeGreaterThan(0)
  for (const request of fake.requests) {
    expect(request.headers.authorization).toBe(`token ${token}`)
    expect(request.headers['travis-api-version']).toBe('3')
    expect(request.headers['service-api-version']).toBe('3')
    expect(request.headers.accept).toBe('application/json')
    expect(request.headers['user-agent']).toBe(`travis-repo-action/${VERSION}`)
    if (request.body === undefined) expect(request.headers['content-type']).toBeUndefined()
    else expect(request.headers['content-type']).toMatch(/^application\/json/)
  }
}

/** A successful run: exit 0, no error line, `changed` as given. */
export function expectSuccess(run: ActionRun, changed = false): void {
  expect(run.errors, run.stdout + run.stderr).toEqual([])
  expect(run.exitCode).toBe(0)
  expect(run.outputs.changed).toBe(String(changed))
}

/**
 * A failed run: exit 1 and exactly one `::error::` line that names the operation and the
 * repository (the owner, for list-repositories) and contains every given piece of the cause.
 * Returns the message.
 */
export function expectFailure(
  run: ActionRun,
  operation: string,
  repoLabel: string,
  ...cause: Array<string | RegExp>
): string {
  expect(run.exitCode, run.stdout + run.stderr).toBe(1)
  expect(run.errors).toHaveLength(1)
  const message = run.errors[0] ?? ''
  expect(message).not.toMatch(/[\r\n]/)
  const preposition = operation === 'list-repositories' ? 'for' : 'on'
  expect(message.startsWith(`${operation} ${preposition} ${repoLabel} failed: `), message).toBe(
    true
  )
  for (const piece of cause) {
    if (typeof piece === 'string') expect(message).toContain(piece)
    else expect(message).toMatch(piece)
  }
  return message
}

/** The job summary as text, checked to start with the heading of the operation and repository. */
export function summaryText(run: ActionRun, operation: string, repoLabel = REPO): string {
  expect(run.summary).toContain(`<h2>Travis CI: ${operation} · ${repoLabel}</h2>`)
  return summaryAsText(run.summary)
}

/** The `::debug::` lines of a run, with the runner's command escaping undone. */
export function debugLines(run: ActionRun): string[] {
  return run.stdout
    .split('\n')
    .filter((line) => line.startsWith('::debug::'))
    .map((line) => line.slice('::debug::'.length).replace(/%0A/g, '\n').replace(/%25/g, '%'))
}

/** Parses a JSON output, failing the test with the text when it is not JSON. */
export function jsonOutput<T = unknown>(run: ActionRun, name: string): T {
  const text = run.outputs[name]
  expect(text, `output ${name}`).toBeDefined()
  return JSON.parse(text ?? '') as T
}

/** True when no key at any depth starts with `@`. */
export function hasNoMetadata(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(hasNoMetadata)
  if (typeof value !== 'object' || value === null) return true
  return Object.entries(value).every(([key, inner]) => !key.startsWith('@') && hasNoMetadata(inner))
}

/**
 * The branch names the fake itself returns for a query, page by page (its own order): the oracle
 * for "in the server's order". Requests made here are removed from the fake's log.
 */
export async function serverBranchNames(
  fake: FakeTravis,
  query: Record<string, string> = {}
): Promise<string[]> {
  const before = fake.requests.length
  const names: string[] = []
  for (let offset = 0; ; offset += 100) {
    const params = new URLSearchParams({ ...query, limit: '100', offset: String(offset) })
    const response = await fetch(`${fake.url}${REPO_PATH}/branches?${params}`, {
      headers: {
        authorization: `token ${TOKEN}`,
        'travis-api-version': '3',
        'service-api-version': '3'
      }
    })
    const body = (await response.json()) as {
      branches: Array<{ name: string }>
      '@pagination': { is_last: boolean }
    }
    names.push(...body.branches.map((branch) => branch.name))
    if (body['@pagination'].is_last) break
  }
  fake.requests.splice(before)
  return names
}

/** A 127.0.0.1 URL nothing listens on. */
export async function closedPortUrl(): Promise<string> {
  const { createServer } = await import('node:net')
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}

/**
 * A gate for a fake's held answers (`failNext({ holdUntil: gate.held })`). `settle(running, sent)`
 * waits for the `count`th request the fake records (given up after `giveUpMs`, long enough for a
 * loaded machine to start the action, which took over 5 s once beside other test runs: a client that
 * sends fewer before any answer never gets there), then 300 ms more, in which a request that
 * would go side by side arrives (a wait, not a measurement); it counts `sent()` (by default every
 * request), opens the gate and gives that count beside the run's result.
 */
export function answerGate(fake: FakeTravis, count: number, giveUpMs = 12_000) {
  let open = (): void => {}
  const held = new Promise<void>((resolve) => (open = resolve))
  let timer: NodeJS.Timeout | undefined
  const arrived = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, giveUpMs)
    fake.onRequest(() => fake.requests.length === count && resolve())
  }).finally(() => clearTimeout(timer))
  const settle = async <T>(running: Promise<T>, sent = () => fake.requests.length) => {
    await arrived
    await new Promise((resolve) => setTimeout(resolve, 300))
    const sentBeforeAnswers = sent()
    open()
    return { sentBeforeAnswers, result: await running }
  }
  return { held, settle }
}
