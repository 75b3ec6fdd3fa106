// rotate-key-pair when a write's outcome is not known, end to end: a Travis CI write that times
// out and lands after the action gave up (a late write), a write whose answer is lost and whose
// read-back fails too, and a GitHub listing that fails after the new deploy key was added. The
// step fails saying so, keeps every deploy key that may be in use, names the one to remove once
// the outcome is settled, and still gives the new public key; when the write lands, the pair works.
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sshMd5Fingerprint } from '../../fakes/fake-travis.mjs'
import { REPO, demoRepo, expectFailure, expectSuccess, summaryText } from '../helpers.js'
import {
  TITLE_PREFIX,
  arrival,
  daysAgo,
  deployKeys,
  finishTest,
  fingerprintOfLine,
  fingerprintSha256OfLine,
  gate,
  pemOf,
  rotate,
  rsaPrivateKey,
  sshRsaLine,
  startRotationFakes,
  writesIn,
  type RotationFakes
} from './helpers.js'

const OPERATION = 'rotate-key-pair'

let k1: KeyObject
let k1Pem: string
let k1Fingerprint: string

beforeAll(() => {
  k1 = rsaPrivateKey()
  k1Pem = pemOf(k1)
  k1Fingerprint = sshMd5Fingerprint(k1)
})

afterEach(finishTest)

/** Travis holds K1; GitHub holds K1's deploy key, 100 days old. */
function seedK1(fakes: RotationFakes) {
  demoRepo(fakes.travis).keyPair = { privateKey: k1Pem, description: 'old key' }
  return fakes.github.addKey(REPO, {
    key: sshRsaLine(createPublicKey(k1)),
    title: `${TITLE_PREFIX} 2024-01-01`,
    created_at: daysAgo(100)
  })
}

function writes(fakes: RotationFakes): string[] {
  return writesIn(fakes).map((r) => `${r.server} ${r.method}`)
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

/**
 * Lets a held write land: the fake handles a released request synchronously, in the microtasks
 * that follow the gate's opening, so it is done before the next turn of the event loop.
 */
async function release(held: { open: () => void }): Promise<void> {
  held.open()
  await new Promise((resolve) => setImmediate(resolve))
}

/** Holds the first Travis write of `method` until the test lets it land. */
function holdWrite(fakes: RotationFakes, method: 'PATCH' | 'POST') {
  const held = gate()
  fakes.travis.failNext({ method, pathIncludes: 'key_pair', holdUntil: held.held })
  return held
}

describe('a Travis CI write that times out may still land', () => {
  it('update: both deploy keys kept, exit 1 saying it may still land; once it lands, the pair works', async () => {
    const fakes = await startRotationFakes()
    const old = seedK1(fakes)
    const late = holdWrite(fakes, 'PATCH')
    const run = await rotate(fakes, { 'timeout-seconds': '2' })
    await release(late)

    const sshLine = run.outputs['ssh-public-key'] ?? ''
    const fingerprint = fingerprintOfLine(sshLine)
    const added = deployKeys(fakes.github).find((key) => key.key === sshLine)
    expect(added).toBeDefined()
    const message = expectFailure(
      run,
      OPERATION,
      REPO,
      'no response within 2 s',
      `Travis CI still holds the previous key pair (${k1Fingerprint})`,
      'may still land',
      `once find-key-pair shows ${fingerprint}, remove the previous deploy key '${old.title}' (id ${old.id})`,
      `if it still shows ${k1Fingerprint}, remove the new deploy key (id ${added?.id})`
    )
    expect(message).not.toContain('still works')
    expect(run.warnings.join('\n')).not.toContain('still works')
    expect(writes(fakes)).toEqual(['github POST', 'travis PATCH'])
    expect(deployKeys(fakes.github).map((key) => key.id)).toEqual([old.id, added?.id])
    expect(run.outputs['deploy-key-id']).toBe(String(added?.id))
    expect(run.outputs['previous-fingerprint']).toBe(k1Fingerprint)
    // Nothing claims which key is installed.
    expect(run.outputs.fingerprint ?? '').toBe('')
    const summary = summaryText(run, OPERATION)
    expect(summary).not.toContain('The key pair was rotated.')
    expect(summary).toContain('may or may not hold the new key')
    // The late write landed: Travis holds the new key, and GitHub still has its deploy key.
    expect(travisLine(fakes)).toBe(sshLine)
    expectWorkingPair(fakes)
  })

  // A write answered 5xx on its last attempt may still land behind a proxy (ACTION-SPEC, decisions
  // of 2026-11-28). A 500 cannot be told from a proxy's; 524 is Cloudflare's "origin still working".
  it.each([500, 524])(
    'update answered %i (not applied yet): both deploy keys kept, exit 1 naming the answer; once it lands, the pair works',
    async (status) => {
      const fakes = await startRotationFakes()
      const old = seedK1(fakes)
      fakes.travis.failNext({ method: 'PATCH', pathIncludes: 'key_pair', status })
      const run = await rotate(fakes)

      const sshLine = run.outputs['ssh-public-key'] ?? ''
      const added = deployKeys(fakes.github).find((key) => key.key === sshLine)
      expect(added).toBeDefined()
      const message = expectFailure(
        run,
        OPERATION,
        REPO,
        `HTTP ${status}`,
        `Travis CI still holds the previous key pair (${k1Fingerprint})`,
        'may still land',
        `remove the previous deploy key '${old.title}' (id ${old.id})`,
        `remove the new deploy key (id ${added?.id})`
      )
      expect(message).not.toContain('no response')
      expect(run.warnings.join('\n')).not.toContain('was removed again')
      expect(writes(fakes)).toEqual(['github POST', 'travis PATCH'])
      expect(deployKeys(fakes.github).map((key) => key.id)).toEqual([old.id, added?.id])
      // The server applies the PATCH after the action gave up: GitHub still has its deploy key.
      const patch = fakes.travis.requests.find((r) => r.method === 'PATCH')
      const sent = (patch?.body as Record<string, string> | undefined)?.['key_pair.value'] ?? ''
      demoRepo(fakes.travis).keyPair = { privateKey: sent, description: 'late' }
      expect(travisLine(fakes)).toBe(sshLine)
      expectWorkingPair(fakes)
    }
  )

  it('update with a retry left: read back first, then sent again; the second answer settles it, exit 0', async () => {
    const fakes = await startRotationFakes()
    const old = seedK1(fakes)
    const late = holdWrite(fakes, 'PATCH')
    const run = await rotate(fakes, { 'timeout-seconds': '2', retries: '1' })

    expectSuccess(run, true)
    const sshLine = run.outputs['ssh-public-key'] ?? ''
    // Never sent again blindly: the key pair is read back between the two PATCHes.
    const methods = fakes.travis.requests.map((r) => r.method)
    expect(methods.slice(methods.indexOf('PATCH'))).toEqual(['PATCH', 'GET', 'PATCH', 'GET'])
    expect(writes(fakes)).toEqual(['github POST', 'travis PATCH', 'travis PATCH', 'github DELETE'])
    expect(deployKeys(fakes.github).map((key) => key.key)).toEqual([sshLine])
    expect(deployKeys(fakes.github).map((key) => key.id)).not.toContain(old.id)
    // The first PATCH lands late, with the same key: the pair still works.
    await release(late)
    expect(travisLine(fakes)).toBe(sshLine)
    expectWorkingPair(fakes)
  })

  it('first create: the new deploy key is kept, exit 1 saying it may still land; once it lands, the pair works', async () => {
    const fakes = await startRotationFakes()
    const late = holdWrite(fakes, 'POST')
    const run = await rotate(fakes, { 'timeout-seconds': '2' })
    await release(late)

    const sshLine = run.outputs['ssh-public-key'] ?? ''
    const fingerprint = fingerprintOfLine(sshLine)
    const [added] = deployKeys(fakes.github)
    expectFailure(
      run,
      OPERATION,
      REPO,
      'Travis CI still holds no key pair',
      'may still land',
      `if find-key-pair shows ${fingerprint}, the new deploy key (id ${added?.id}) is the one in use`,
      `if it still shows no key pair, remove the new deploy key (id ${added?.id})`
    )
    expect(run.warnings.join('\n')).not.toContain('was removed again')
    expect(writes(fakes)).toEqual(['github POST', 'travis POST'])
    expect(added?.key).toBe(sshLine)
    expect(travisLine(fakes)).toBe(sshLine)
    expectWorkingPair(fakes)
  })
})

describe('a lost answer whose read-back fails says the change may have been applied', () => {
  /** Loses the answer to the write (which lands), then fails the read-back that follows it. */
  function loseAnswerAndReadBack(fakes: RotationFakes, method: 'PATCH' | 'POST'): void {
    fakes.travis.failNext({
      method,
      pathIncludes: 'key_pair',
      afterHandling: true,
      dropConnection: true
    })
    void arrival(fakes.travis, method, 'key_pair').then(() =>
      fakes.travis.failNext({ method: 'GET', pathIncludes: 'key_pair', status: 500 })
    )
  }

  /** The OpenSSH line of the key the action sent to Travis. */
  function sentLine(fakes: RotationFakes): string {
    const write = fakes.travis.requests.find((r) => r.method !== 'GET')
    const pem = (write?.body as Record<string, string> | undefined)?.['key_pair.value'] ?? ''
    return sshRsaLine(createPublicKey(createPrivateKey(pem)))
  }

  it.each([
    ['update', 'PATCH' as const],
    ['first create', 'POST' as const]
  ])('%s without github-token: exit 1, ssh-public-key still given', async (_, method) => {
    const fakes = await startRotationFakes()
    if (method === 'PATCH') seedK1(fakes)
    loseAnswerAndReadBack(fakes, method)
    const run = await rotate(fakes, {}, { githubToken: null })

    const line = sentLine(fakes)
    const message = expectFailure(
      run,
      OPERATION,
      REPO,
      'reading the key pair back failed too',
      'may have been applied',
      `If find-key-pair shows ${fingerprintOfLine(line)}, register the 'ssh-public-key' output`
    )
    expect(message).not.toMatch(/Rotated/)
    expect(run.outputs['ssh-public-key']).toBe(line)
    expect(fakes.github.requests).toEqual([])
    // Nothing claims a rotation whose outcome is unknown.
    expect(run.stdout).not.toContain('Rotated:')
    expect(run.warnings.join('\n')).not.toContain('only the Travis CI key pair was rotated')
  })

  it.each([
    ['update', 'PATCH' as const],
    ['first create', 'POST' as const]
  ])('%s with github-token: every deploy key kept, exit 1; the pair works', async (_, method) => {
    const fakes = await startRotationFakes()
    const old = method === 'PATCH' ? seedK1(fakes) : null
    loseAnswerAndReadBack(fakes, method)
    const run = await rotate(fakes)

    const line = sentLine(fakes)
    const added = deployKeys(fakes.github).find((key) => key.key === line)
    expect(added).toBeDefined()
    expectFailure(
      run,
      OPERATION,
      REPO,
      'may have been applied',
      `the new deploy key (id ${added?.id})`
    )
    expect(run.outputs['ssh-public-key']).toBe(line)
    expect(run.outputs['deploy-key-id']).toBe(String(added?.id))
    expect(deployKeys(fakes.github).map((key) => key.id)).toEqual(
      old === null ? [added?.id] : [old.id, added?.id]
    )
    expectWorkingPair(fakes)
  })
})

describe('the listing that confirms the new deploy key fails', () => {
  /** The listing after the add fails (the first listing has been answered by then). */
  function failConfirmingListing(fakes: RotationFakes): void {
    void arrival(fakes.github, 'POST').then(() =>
      fakes.github.failNext({ method: 'GET', pathIncludes: '/keys', status: 502 })
    )
  }

  it('the action removes the deploy key it added (it knows the id); Travis untouched', async () => {
    const fakes = await startRotationFakes()
    const old = seedK1(fakes)
    failConfirmingListing(fakes)
    const run = await rotate(fakes)

    const added = fakes.github.requests
      .find((r) => r.method === 'DELETE')
      ?.path.split('/')
      .at(-1)
    expect(added).toBeDefined()
    expect(added).not.toBe(String(old.id))
    expectFailure(
      run,
      OPERATION,
      REPO,
      'could not be listed to find it',
      'nothing was written to Travis CI',
      `The new deploy key (id ${added}) was removed again.`
    )
    expect(writes(fakes)).toEqual(['github POST', 'github DELETE'])
    expect(demoRepo(fakes.travis).keyPair?.privateKey).toBe(k1Pem)
    expect(deployKeys(fakes.github)).toEqual([old])
  })

  it('the add answered with an id holding another key: that key is not removed, only named', async () => {
    const fakes = await startRotationFakes()
    const old = seedK1(fakes)
    const stranger = fakes.github.addKey(REPO, {
      key: sshRsaLine(createPublicKey(rsaPrivateKey())),
      title: 'release bot'
    })
    const kept = deployKeys(fakes.github)
    // The answer names the stranger's id and key; nothing is stored.
    fakes.github.failNext({ method: 'POST', status: 201, body: stranger })
    failConfirmingListing(fakes)
    const run = await rotate(fakes)

    expectFailure(
      run,
      OPERATION,
      REPO,
      `answered the deploy key add with id ${stranger.id}, but the deploy keys could not be listed`,
      `Remove deploy key ${stranger.id} if it holds the new key (SHA256:`
    )
    expect(writes(fakes)).toEqual(['github POST'])
    expect(deployKeys(fakes.github)).toEqual(kept)
    expect(kept.map((key) => key.id)).toContain(old.id)
    expect(demoRepo(fakes.travis).keyPair?.privateKey).toBe(k1Pem)
  })

  it('removing it fails too: it is named, to remove by hand', async () => {
    const fakes = await startRotationFakes()
    const old = seedK1(fakes)
    failConfirmingListing(fakes)
    fakes.github.failNext({ method: 'DELETE', status: 500 })
    const run = await rotate(fakes)

    const added = deployKeys(fakes.github).find((key) => key.id !== old.id)
    expect(added).toBeDefined()
    expectFailure(
      run,
      OPERATION,
      REPO,
      'could not be listed to find it',
      `The new deploy key (id ${added?.id}) could not be removed either: remove it by hand.`
    )
    expect(writes(fakes)).toEqual(['github POST', 'github DELETE'])
    expect(demoRepo(fakes.travis).keyPair?.privateKey).toBe(k1Pem)
  })
})

it('the deploy key add loses its answer and the listing that looks for it fails: it may have been added, and is named', async () => {
  const fakes = await startRotationFakes()
  const old = seedK1(fakes)
  fakes.github.failNext({ method: 'POST', afterHandling: true, dropConnection: true })
  void arrival(fakes.github, 'POST').then(() =>
    fakes.github.failNext({ method: 'GET', pathIncludes: '/keys', status: 502 })
  )
  const run = await rotate(fakes)

  const added = deployKeys(fakes.github).find((key) => key.id !== old.id)
  expect(added).toBeDefined()
  const sha256 = fingerprintSha256OfLine(added?.key ?? '')
  expectFailure(
    run,
    OPERATION,
    REPO,
    'GitHub could not add the deploy key (no response',
    'it may have been added all the same',
    'Nothing was written to Travis CI',
    `if the repository lists a deploy key '${added?.title}' with fingerprint ${sha256}, remove it.`
  )
  expect(writes(fakes)).toEqual(['github POST'])
  expect(demoRepo(fakes.travis).keyPair?.privateKey).toBe(k1Pem)
})
