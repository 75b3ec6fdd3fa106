// Overlapping rotate-key-pair runs, end to end: two runs of the bundle against the same fakes,
// their interleaving fixed by gates on the fakes' answers (no clocks). Whatever the interleaving,
// at least one run reports the overlap and fails, and the repository ends with a working pair:
// the key Travis CI holds is one of GitHub's deploy keys.
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { sshMd5Fingerprint } from '../../fakes/fake-travis.mjs'
import type { ActionRun } from '../../support/run-action.mjs'
import { REPO, demoRepo, expectFailure, expectSuccess, summaryText } from '../helpers.js'
import {
  TITLE_PREFIX,
  daysAgo,
  deployKeys,
  finishTest,
  gate,
  pemOf,
  rotate,
  rsaPrivateKey,
  sshRsaLine,
  startRotationFakes,
  until,
  type FakeGitHub,
  type RotationFakes
} from './helpers.js'

const OPERATION = 'rotate-key-pair'

let k1: KeyObject

beforeAll(() => {
  k1 = rsaPrivateKey()
})

afterEach(finishTest)

/** Travis holds K1; GitHub holds K1's deploy key, 100 days old. */
function seedK1(fakes: RotationFakes) {
  demoRepo(fakes.travis).keyPair = { privateKey: pemOf(k1), description: 'old key' }
  return fakes.github.addKey(REPO, {
    key: sshRsaLine(createPublicKey(k1)),
    title: `${TITLE_PREFIX} 2024-01-01`,
    created_at: daysAgo(100)
  })
}

/** The OpenSSH line of the key Travis holds now, or null. */
function travisLine(fakes: RotationFakes): string | null {
  const keyPair = demoRepo(fakes.travis).keyPair
  return keyPair === null ? null : sshRsaLine(createPublicKey(createPrivateKey(keyPair.privateKey)))
}

/** The key Travis holds is one of GitHub's deploy keys: the repository is not locked out. */
function expectWorkingPair(fakes: RotationFakes): void {
  const line = travisLine(fakes)
  expect(line).not.toBeNull()
  expect(deployKeys(fakes.github).map((key) => key.key)).toContain(line)
}

/** Resolves once `count` requests with `method` have arrived at `fake`. */
function arrivals(fake: Pick<FakeGitHub, 'onRequest'>, method: string, count: number) {
  let seen = 0
  return new Promise<void>((resolve) => {
    fake.onRequest((request) => {
      if (request.method === method && ++seen === count) resolve()
    })
  })
}

/** Two runs started 150 ms apart, as two workflow runs triggered close together. */
async function twoRuns(fakes: RotationFakes): Promise<[Promise<ActionRun>, Promise<ActionRun>]> {
  const first = rotate(fakes)
  await new Promise((resolve) => setTimeout(resolve, 150))
  return [first, rotate(fakes)]
}

/** The run that failed and the one that succeeded, whichever order they were started in. */
function failedAndSucceeded(runs: ActionRun[]): { failed: ActionRun; succeeded: ActionRun } {
  expect(runs.map((run) => run.exitCode).sort()).toEqual([0, 1])
  const failed = runs.find((run) => run.exitCode === 1) as ActionRun
  const succeeded = runs.find((run) => run.exitCode === 0) as ActionRun
  return { failed, succeeded }
}

it("run 1's update lands unanswered, run 2 rotates meanwhile: run 1 reads back before sending again and reports the overlap", async () => {
  const fakes = await startRotationFakes()
  const old = seedK1(fakes)
  // Run 1's PATCH is applied but its answer is lost; its next Travis request waits for run 2.
  const afterLostAnswer = gate()
  let heldArrived: () => void = () => undefined
  const held = new Promise<void>((resolve) => (heldArrived = resolve))
  let lostAnswerSent = false
  fakes.travis.onRequest((request) => {
    if (lostAnswerSent) {
      heldArrived()
    } else if (request.method === 'PATCH') {
      lostAnswerSent = true
      fakes.travis.failNext({ holdUntil: afterLostAnswer.held })
    }
  })
  fakes.travis.failNext({
    method: 'PATCH',
    pathIncludes: 'key_pair',
    afterHandling: true,
    dropConnection: true
  })
  const run1 = rotate(fakes, { retries: '1' })
  await held
  const run1Key = sshMd5Fingerprint(
    createPrivateKey(demoRepo(fakes.travis).keyPair?.privateKey ?? '')
  )
  const run1Deploy = deployKeys(fakes.github).find((key) => key.id !== old.id)
  const run2 = await rotate(fakes)
  afterLostAnswer.open()
  const first = await run1

  // Run 2 rotated from run 1's key, which it found installed: for it, a whole rotation.
  expectSuccess(run2, true)
  const run2Line = run2.outputs['ssh-public-key'] ?? ''
  expect(travisLine(fakes)).toBe(run2Line)
  expect(run2.outputs['previous-fingerprint']).toBe(run1Key)
  // Run 1 did not send its update again over run 2's key.
  expect(fakes.travis.requests.filter((r) => r.method === 'PATCH')).toHaveLength(2)
  expectFailure(
    first,
    OPERATION,
    REPO,
    `Travis CI now holds key pair ${run2.outputs.fingerprint}`,
    /overlapping rotations/,
    'concurrency'
  )
  expect(first.stdout).not.toContain('Rotated:')
  // Run 1 removed nothing of run 2's, nor the previous key on the strength of a key it lost.
  expect(deployKeys(fakes.github).map((key) => key.id)).toContain(old.id)
  expect(deployKeys(fakes.github).map((key) => key.id)).not.toContain(run1Deploy?.id)
  expectWorkingPair(fakes)
})

it('two rotations 150 ms apart, the second adding its deploy key once the first is done: the second reports the overlap before writing to Travis', async () => {
  const fakes = await startRotationFakes()
  const old = seedK1(fakes)
  const [firstAdd, secondAdd] = [gate(), gate()]
  fakes.github.failNext({ method: 'POST', holdUntil: firstAdd.held })
  fakes.github.failNext({ method: 'POST', holdUntil: secondAdd.held })
  const bothAdding = arrivals(fakes.github, 'POST', 2)
  const runs = await twoRuns(fakes)
  await bothAdding
  firstAdd.open()
  await until(() => !deployKeys(fakes.github).some((key) => key.id === old.id), 'the first run')
  secondAdd.open()
  const { failed, succeeded } = failedAndSucceeded(await Promise.all(runs))

  expectSuccess(succeeded, true)
  expect(travisLine(fakes)).toBe(succeeded.outputs['ssh-public-key'])
  expectFailure(
    failed,
    OPERATION,
    REPO,
    `Travis CI holds key pair ${succeeded.outputs.fingerprint}, not key pair ${sshMd5Fingerprint(k1)} as when this run started`,
    /overlapping rotations/,
    'nothing was written to Travis CI',
    'was removed again',
    'concurrency'
  )
  // The second run wrote nothing to Travis, and took its own deploy key away again.
  expect(fakes.travis.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1)
  expect(deployKeys(fakes.github).map((key) => key.key)).toEqual([
    succeeded.outputs['ssh-public-key']
  ])
  expectWorkingPair(fakes)
})

it('two rotations 150 ms apart, both past their checks when the first updates Travis: the second finds the previous deploy key gone and reports the overlap', async () => {
  const fakes = await startRotationFakes()
  const old = seedK1(fakes)
  const [firstPatch, secondPatch] = [gate(), gate()]
  fakes.travis.failNext({ method: 'PATCH', holdUntil: firstPatch.held })
  fakes.travis.failNext({ method: 'PATCH', holdUntil: secondPatch.held })
  const bothPatching = arrivals(fakes.travis, 'PATCH', 2)
  const runs = await twoRuns(fakes)
  await bothPatching
  firstPatch.open()
  await until(() => !deployKeys(fakes.github).some((key) => key.id === old.id), 'the first run')
  secondPatch.open()
  const { failed, succeeded } = failedAndSucceeded(await Promise.all(runs))

  expectSuccess(succeeded, true)
  // The second run's key is installed, with its deploy key: its rotation is whole, but the step
  // fails, since the previous deploy key was removed by someone else meanwhile.
  const installed = failed.outputs['ssh-public-key'] ?? ''
  expect(travisLine(fakes)).toBe(installed)
  expect(failed.outputs.fingerprint).toBe(
    sshMd5Fingerprint(
      createPublicKey(createPrivateKey(demoRepo(fakes.travis).keyPair?.privateKey ?? ''))
    )
  )
  expectFailure(
    failed,
    OPERATION,
    REPO,
    `the previous deploy key '${old.title}' (id ${old.id}) was already gone`,
    /overlapping rotations/,
    'concurrency'
  )
  // The summary says what GitHub holds: the previous deploy key is gone, not "kept".
  const summary = summaryText(failed, OPERATION)
  expect(summary).toContain('already gone when this run came to remove it')
  expect(summary).not.toMatch(/old; kept/)
  expect(deployKeys(fakes.github).map((key) => key.key)).toContain(installed)
  expectWorkingPair(fakes)
})

it('Travis cannot be read again right before the write: nothing is written, the new deploy key goes again', async () => {
  const fakes = await startRotationFakes()
  const old = seedK1(fakes)
  // The read that goes with GitHub's confirming listing fails (the first read is answered).
  let added = false
  fakes.github.onRequest((request) => {
    if (request.method !== 'POST' || added) return
    added = true
    fakes.travis.failNext({ method: 'GET', pathIncludes: 'key_pair', status: 503 })
  })
  const run = await rotate(fakes)

  const removed = fakes.github.requests
    .find((r) => r.method === 'DELETE')
    ?.path.split('/')
    .at(-1)
  expectFailure(
    run,
    OPERATION,
    REPO,
    'HTTP 503',
    'could not be read again right before the write, so nothing was written to Travis CI',
    `The new deploy key (id ${removed}) was removed again.`
  )
  expect(fakes.travis.requests.map((r) => r.method)).toEqual(['GET', 'GET'])
  expect(deployKeys(fakes.github)).toEqual([old])
  expectWorkingPair(fakes)
})
