// Plumbing of the rotate-key-pair end-to-end tests: a fake Travis and a fake GitHub per test, a
// merged request log across both, OpenSSH key lines computed independently of the action's code,
// and a secret-leak check applied to every run a test makes.
import { generateKeyPairSync, type KeyObject } from 'node:crypto'
import sshpk from 'sshpk'
import { expect } from 'vitest'
import { startFakeGitHub } from '../../fakes/fake-github.mjs'
import { everythingVisible, runAction, type ActionRun } from '../../support/run-action.mjs'
import { startFakeTravis } from '../../fakes/fake-travis.mjs'
import { demoRepo, REPO, TOKEN, type FakeTravis } from '../helpers.js'

export type FakeGitHub = Awaited<ReturnType<typeof startFakeGitHub>>
export type GitHubDeployKey = FakeGitHub['keys'][string][number]

export const GITHUB_TOKEN = 'fake-github-token'
export const TITLE_PREFIX = 'Travis CI deploy key'
export const DAY_MS = 24 * 60 * 60 * 1000

/** One request as seen by either fake, in the order the two fakes received them. */
export interface MergedRequest {
  server: 'travis' | 'github'
  method: string
  path: string
  rawQuery: string
}

export interface RotationFakes {
  travis: FakeTravis
  github: FakeGitHub
  /**
   * Every request to either fake, in arrival order. Both fakes run in this (the test) process and
   * record a request synchronously when it arrives. The action sends two pairs side by side (so
   * each pair in either order): the Travis key pair read with the deploy key listing at the
   * start, and after the add, the listing that confirms the new deploy key with Travis read
   * again. Otherwise it awaits each response before it sends the next request, so arrival order
   * on one shared event loop is the action's send order across both servers. No clocks are
   * compared.
   */
  log: MergedRequest[]
}

/** What the current test started, so that afterEach can close it and check its runs for leaks. */
interface TestScope {
  github: FakeGitHub[]
  travis: FakeTravis[]
  runs: ActionRun[]
  secrets: string[]
}

let scope: TestScope = { github: [], travis: [], runs: [], secrets: [] }

/** Records every request `fake` receives into the merged `log`, as it arrives. */
function mirrorInto(
  fake: Pick<FakeTravis, 'onRequest'>,
  server: MergedRequest['server'],
  log: MergedRequest[]
): void {
  fake.onRequest((item) => {
    log.push({ server, method: item.method, path: item.path, rawQuery: item.rawQuery })
  })
}

/**
 * A fake Travis (demo repository octo-org/hello-world, id 1, private, no key pair) and a fake
 * GitHub knowing the same repository, with a merged request log.
 */
export async function startRotationFakes(
  options: { githubBasePath?: string; travisBasePath?: string } = {}
): Promise<RotationFakes> {
  const travis = await startFakeTravis({ seedDemo: true, basePath: options.travisBasePath })
  const github = await startFakeGitHub({ basePath: options.githubBasePath })
  github.addRepo(REPO)
  scope.travis.push(travis)
  scope.github.push(github)
  const log: MergedRequest[] = []
  mirrorInto(travis, 'travis', log)
  mirrorInto(github, 'github', log)
  return { travis, github, log }
}

export interface RotateOptions {
  /** null: no github-token input at all. Default: the fake's admin token. */
  githubToken?: string | null
  env?: Record<string, string>
  noSummary?: boolean
  /** The script to run (RunOptions in helpers.ts). */
  entry?: string
}

/**
 * Runs rotate-key-pair against both fakes: Travis token and URL, GITHUB_API_URL pointing at the
 * fake GitHub, 2048-bit keys, no retries; `inputs` override any of these.
 */
export async function rotate(
  fakes: RotationFakes,
  inputs: Record<string, string> = {},
  options: RotateOptions = {}
): Promise<ActionRun> {
  const githubToken = options.githubToken === undefined ? GITHUB_TOKEN : options.githubToken
  if (githubToken !== null) scope.secrets.push(githubToken)
  const run = await runAction({
    inputs: {
      operation: 'rotate-key-pair',
      'travis-token': TOKEN,
      'api-url': fakes.travis.url,
      retries: '0',
      'key-bits': '2048',
      ...(githubToken === null ? {} : { 'github-token': githubToken }),
      ...inputs
    },
    env: { GITHUB_API_URL: fakes.github.url, ...options.env },
    noSummary: options.noSummary,
    entry: options.entry
  })
  scope.runs.push(run)
  return run
}

/**
 * Closes the fakes of the test and checks that no run of it showed a secret: the tokens given
 * and every private key the action sent to the fake Travis (its stored key pair and the bodies
 * of POST/PATCH requests, so keys of failed uploads count too).
 */
export async function finishTest(): Promise<void> {
  const current = scope
  scope = { github: [], travis: [], runs: [], secrets: [] }
  try {
    const secrets = [TOKEN, GITHUB_TOKEN, ...current.secrets]
    for (const travis of current.travis) secrets.push(...privateKeysSentTo(travis))
    for (const run of current.runs) expectNoSecret(run, secrets)
  } finally {
    await Promise.all([
      ...current.travis.map((fake) => fake.close()),
      ...current.github.map((fake) => fake.close())
    ])
  }
}

/** Private keys known to the fake Travis: the stored one and any sent in a write body. */
export function privateKeysSentTo(travis: FakeTravis): string[] {
  const keys = new Set<string>()
  const stored = demoRepo(travis).keyPair?.privateKey
  if (stored) keys.add(stored)
  for (const request of travis.requests) {
    const body = request.body as Record<string, unknown> | undefined
    const value = body?.['key_pair.value']
    if (typeof value === 'string') keys.add(value)
  }
  return [...keys]
}

/**
 * Fails when a secret shows anywhere a user could see it. A PEM key is also looked for line by
 * line (each base64 line of its body), since a masked multi-line secret can leak one line at a time.
 */
export function expectNoSecret(run: ActionRun, secrets: string[]): void {
  const visible = everythingVisible(run)
  for (const secret of secrets) {
    const pieces = secret.includes('-----BEGIN')
      ? [secret.trim(), ...secret.split('\n').filter((line) => /^[A-Za-z0-9+/=]{40,}$/.test(line))]
      : [secret]
    for (const piece of pieces) {
      expect(visible.includes(piece), `a secret (${piece.slice(0, 12)}…) is visible`).toBe(false)
    }
  }
}

export function rsaPrivateKey(): KeyObject {
  return generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
}

export function pemOf(key: KeyObject): string {
  return String(key.export({ type: 'pkcs1', format: 'pem' }))
}

/** `<type> <base64>` of a public key, made by sshpk rather than by the action's own code. */
function sshLineOf(key: KeyObject): string {
  const line = sshpk
    .parseKey(String(key.export({ type: 'spki', format: 'pem' })), 'pem')
    .toString('ssh')
  return line.split(' ').slice(0, 2).join(' ') // sshpk appends a '(unnamed)' comment
}

/** `ssh-rsa <base64>` of an RSA key. */
export function sshRsaLine(key: KeyObject): string {
  return sshLineOf(key)
}

/** `ssh-ed25519 <base64>` of a fresh Ed25519 key: an unrelated deploy key. */
export function ed25519Line(): string {
  const { publicKey } = generateKeyPairSync('ed25519')
  return sshpk
    .parseKey(String(publicKey.export({ type: 'spki', format: 'pem' })), 'pem')
    .toString('ssh')
}

/** MD5 fingerprint `aa:bb:…` of an OpenSSH public key line, as sshpk computes it. */
export function fingerprintOfLine(line: string): string {
  return sshpk.parseKey(line, 'ssh').fingerprint('md5').toString('hex')
}

/** `SHA256:…` of an OpenSSH public key line, as sshpk (and GitHub) compute it. */
export function fingerprintSha256OfLine(line: string): string {
  return sshpk.parseKey(line, 'ssh').fingerprint('sha256').toString()
}

/** `created_at` as GitHub writes it, `days` days before now. */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY_MS - 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** UTC dates around a run, so a run crossing midnight still matches. */
export function utcDates(before: Date, after: Date): string[] {
  return [...new Set([before, after].map((date) => date.toISOString().slice(0, 10)))]
}

/** `METHOD server path?query` lines of the merged log. */
export function mergedLines(fakes: RotationFakes): string[] {
  return fakes.log.map(
    (r) => `${r.server} ${r.method} ${r.path}${r.rawQuery === '' ? '' : `?${r.rawQuery}`}`
  )
}

/** Whether the log holds a request other than GET on either fake. */
export function writesIn(fakes: RotationFakes): MergedRequest[] {
  return fakes.log.filter((r) => r.method !== 'GET')
}

/** The deploy keys GitHub now holds for the repository, as `{ id, key, title }`, by id. */
export function deployKeys(github: FakeGitHub): GitHubDeployKey[] {
  return [...(github.keys[REPO] ?? [])].sort((a, b) => a.id - b.id)
}

/** A gate for a fake's held answers (`failNext({ holdUntil: gate.held })`), opened by the test. */
export function gate(): { held: Promise<void>; open: () => void } {
  let open = (): void => {}
  const held = new Promise<void>((resolve) => (open = resolve))
  return { held, open }
}

/**
 * Waits until `condition` holds, looking every 10 ms; after `giveUpMs` it throws naming `what`,
 * so that a test fails on what did not happen rather than on vitest's timeout.
 */
export async function until(condition: () => boolean, what: string, giveUpMs = 10_000) {
  const deadline = Date.now() + giveUpMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** Resolves when a request matching `method` and `pathIncludes` has arrived at `fake`. */
export function arrival(
  fake: Pick<FakeGitHub, 'onRequest'>,
  method: string,
  pathIncludes = ''
): Promise<void> {
  return new Promise((resolve) => {
    const stop = fake.onRequest((request) => {
      if (request.method !== method || !request.path.includes(pathIncludes)) return
      stop()
      resolve()
    })
  })
}
