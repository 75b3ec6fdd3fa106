// rotate-key-pair's start, end to end: the Travis key pair read and the GitHub deploy key listing
// go out side by side (each fake holds its answer until both requests have arrived), and the key
// made meanwhile shows nowhere when the run ends without it. afterEach checks that no run showed a
// token or a private key (see rotation-helpers.ts).
import { createPublicKey } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { sshMd5Fingerprint } from '../../fakes/fake-travis.mjs'
import type { ActionRun } from '../../support/run-action.mjs'
import { REPO, TOKEN, demoRepo, expectFailure, expectSuccess } from '../helpers.js'
import {
  GITHUB_TOKEN,
  TITLE_PREFIX,
  daysAgo,
  finishTest,
  pemOf,
  rotate,
  rsaPrivateKey,
  sshRsaLine,
  startRotationFakes,
  writesIn,
  type GitHubDeployKey,
  type RotationFakes
} from './helpers.js'

const OPERATION = 'rotate-key-pair'
const BOTH_ARRIVED = 'both reads arrived before either was answered'

afterEach(finishTest)

/** Travis holds a key pair, and GitHub a deploy key holding it, `ageDays` old. */
function seedCurrentKey(fakes: RotationFakes, ageDays: number) {
  const key = rsaPrivateKey()
  demoRepo(fakes.travis).keyPair = { privateKey: pemOf(key), description: 'old key' }
  const deployKey: GitHubDeployKey = fakes.github.addKey(REPO, {
    key: sshRsaLine(createPublicKey(key)),
    title: `${TITLE_PREFIX} 2024-01-01`,
    created_at: daysAgo(ageDays)
  })
  return { fingerprint: sshMd5Fingerprint(key), deployKey }
}

/**
 * Both fakes hold their answer to the first read until the other read has arrived too. A run
 * that reads one after the other would wait forever, so after 10 s the answers go anyway and the
 * gate says so: the test then fails on what the gate says, not on a timeout.
 */
function holdReadsUntilBothArrive(fakes: RotationFakes): Promise<string> {
  const arrived = new Set<string>()
  let release: (how: string) => void = () => undefined
  const gate = new Promise<string>((resolve) => (release = resolve))
  const timer = setTimeout(() => release('a read was answered before the other arrived'), 10_000)
  const note = (read: string) => {
    arrived.add(read)
    if (arrived.size < 2) return
    clearTimeout(timer)
    release(BOTH_ARRIVED)
  }
  fakes.travis.onRequest((r) => {
    if (r.method === 'GET' && r.path.endsWith('/key_pair')) note('travis key pair')
  })
  fakes.github.onRequest((r) => {
    if (r.method === 'GET' && r.path.endsWith('/keys')) note('github deploy keys')
  })
  fakes.travis.failNext({ method: 'GET', pathIncludes: '/key_pair', holdUntil: gate })
  fakes.github.failNext({ method: 'GET', pathIncludes: '/keys', holdUntil: gate })
  return gate
}

/** The values the run registered as secrets, other than the two tokens. */
function maskedBesidesTokens(run: ActionRun): string[] {
  return run.stdout
    .split('\n')
    .filter((line) => line.startsWith('::add-mask::'))
    .map((line) => line.slice('::add-mask::'.length))
    .filter((value) => value !== TOKEN && value !== GITHUB_TOKEN)
}

/** Nothing about a new key: no step for it, no fingerprint, nothing masked but the tokens. */
function expectNoKeyShown(run: ActionRun): void {
  expect(run.stdout).not.toContain('Generate a 2048-bit RSA key')
  expect(run.stdout).not.toContain('New key')
  expect(maskedBesidesTokens(run)).toEqual([])
  expect(run.outputs['ssh-public-key'] ?? '').toBe('')
}

describe('rotate-key-pair reads side by side', () => {
  it('the Travis key pair read and the deploy key listing both arrive before either is answered', async () => {
    const fakes = await startRotationFakes()
    const { fingerprint, deployKey } = seedCurrentKey(fakes, 100)
    const gate = holdReadsUntilBothArrive(fakes)
    const run = await rotate(fakes)

    expect(await gate).toBe(BOTH_ARRIVED)
    expectSuccess(run, true)
    expect(run.outputs['previous-fingerprint']).toBe(fingerprint)
    expect(writesIn(fakes).map((r) => `${r.server} ${r.method}`)).toEqual([
      'github POST',
      'travis PATCH',
      'github DELETE'
    ])
    // The log reads as when the reads ran in turn: Travis, GitHub, then the new key.
    const travisAt = run.stdout.indexOf(`Travis CI: key pair ${fingerprint}.`)
    const githubAt = run.stdout.indexOf(`GitHub: previous deploy key '${deployKey.title}'`)
    const keyAt = run.stdout.indexOf('New key ')
    expect(travisAt).toBeGreaterThanOrEqual(0)
    expect(githubAt).toBeGreaterThan(travisAt)
    expect(keyAt).toBeGreaterThan(githubAt)
    // The new private key was masked: what the failure cases below must not show.
    expect(maskedBesidesTokens(run).length).toBeGreaterThan(1)
  })

  it("a Travis read that fails ends the run with that read's error; the key made meanwhile shows nowhere", async () => {
    const fakes = await startRotationFakes()
    seedCurrentKey(fakes, 100)
    // A public repository: the live server refuses every key_pair call (key-pair.mjs cites it).
    demoRepo(fakes.travis).private = false
    const gate = holdReadsUntilBothArrive(fakes)
    const run = await rotate(fakes)

    expect(await gate).toBe(BOTH_ARRIVED)
    expectFailure(run, OPERATION, REPO, 'private_repo_feature')
    expect(run.stdout + run.stderr).not.toContain('Unhandled')
    expect(writesIn(fakes)).toEqual([])
    expectNoKeyShown(run)
  })

  it('a skip under rotate-if-older-than generates and shows no key', async () => {
    const fakes = await startRotationFakes()
    seedCurrentKey(fakes, 10)
    const gate = holdReadsUntilBothArrive(fakes)
    const run = await rotate(fakes, { 'rotate-if-older-than': '30' })

    expect(await gate).toBe(BOTH_ARRIVED)
    expectSuccess(run, false)
    expect(writesIn(fakes)).toEqual([])
    expectNoKeyShown(run)
  })
})
