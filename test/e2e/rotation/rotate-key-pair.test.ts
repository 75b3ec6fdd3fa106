// rotate-key-pair end to end: dist/index.js run as the runner runs it, against a fake Travis and
// a fake GitHub on 127.0.0.1. Every test asserts the end state on BOTH fakes (the Travis key pair,
// the GitHub deploy keys), not only what the action says; afterEach checks that no run showed a
// token or a private key (see rotation-helpers.ts).
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sshMd5Fingerprint } from '../../fakes/fake-travis.mjs'
import { runnerCommands, type ActionRun } from '../../support/run-action.mjs'
import {
  REPO,
  REPO_PATH,
  TOKEN,
  demoRepo,
  expectFailure,
  expectSuccess,
  jsonOutput,
  summaryText
} from '../helpers.js'
import {
  GITHUB_TOKEN,
  TITLE_PREFIX,
  daysAgo,
  deployKeys,
  ed25519Line,
  expectNoSecret,
  finishTest,
  fingerprintOfLine,
  mergedLines,
  pemOf,
  privateKeysSentTo,
  rotate,
  rsaPrivateKey,
  sshRsaLine,
  startRotationFakes,
  utcDates,
  writesIn,
  type GitHubDeployKey,
  type RotationFakes
} from './helpers.js'

const OPERATION = 'rotate-key-pair'
const KEYS_PATH = `/repos/${REPO}/keys`
const KEY_PAIR_PATH = `${REPO_PATH}/key_pair`

/** K1: the key Travis holds before a rotation, and its deploy key line. */
let k1: KeyObject
let k1Pem: string
let k1Line: string
let k1Fingerprint: string
/** RSA keys that are not K1 (decoys, title-matched keys, a wrong fingerprint). */
let others: KeyObject[]

beforeAll(() => {
  k1 = rsaPrivateKey()
  k1Pem = pemOf(k1)
  k1Line = sshRsaLine(createPublicKey(k1))
  k1Fingerprint = sshMd5Fingerprint(k1)
  others = Array.from({ length: 3 }, rsaPrivateKey)
})

afterEach(finishTest)

/** The fingerprint of the key Travis holds now (computed by the fake from the stored PEM), or null. */
function travisFingerprint(fakes: RotationFakes): string | null {
  const keyPair = demoRepo(fakes.travis).keyPair
  return keyPair === null ? null : sshMd5Fingerprint(createPrivateKey(keyPair.privateKey))
}

/** The OpenSSH line of the key Travis holds now. */
function travisSshLine(fakes: RotationFakes): string {
  const keyPair = demoRepo(fakes.travis).keyPair
  if (keyPair === null) throw new Error('Travis holds no key pair')
  return sshRsaLine(createPublicKey(createPrivateKey(keyPair.privateKey)))
}

/**
 * A deploy key listing and a Travis key pair read, sent side by side: the first reads, and after
 * the add, GitHub's listing that confirms the new deploy key with Travis read again.
 */
const READS_SIDE_BY_SIDE = [`github GET ${KEYS_PATH}?per_page=100`, `travis GET ${KEY_PAIR_PATH}`]

/**
 * The merged log: first the two reads, which go out side by side and so arrive in either order,
 * then `after` in this order, where an array stands for requests sent side by side (in either
 * order). Returns the whole log.
 */
function expectReadsThen(fakes: RotationFakes, after: Array<string | string[]>): string[] {
  const lines = mergedLines(fakes)
  const groups: string[][] = [READS_SIDE_BY_SIDE, ...after.map((step) => [step].flat())]
  let at = 0
  const seen = groups.map((group) => {
    const taken = lines.slice(at, at + group.length)
    at += group.length
    return group.length > 1 ? taken.sort() : taken
  })
  expect(seen).toEqual(groups.map((group) => (group.length > 1 ? [...group].sort() : group)))
  expect(lines.slice(at)).toEqual([])
  return lines
}

/** Travis holds K1; GitHub holds K1's deploy key (title and age as given). */
function seedK1(fakes: RotationFakes, title = `${TITLE_PREFIX} 2024-01-01`, ageDays = 100) {
  demoRepo(fakes.travis).keyPair = { privateKey: k1Pem, description: 'old key' }
  return fakes.github.addKey(REPO, { key: k1Line, title, created_at: daysAgo(ageDays) })
}

/** An unrelated deploy key (Ed25519) that rotation must never touch. */
function seedUnrelated(fakes: RotationFakes): GitHubDeployKey {
  return fakes.github.addKey(REPO, {
    key: ed25519Line(),
    title: 'Production server',
    created_at: daysAgo(3),
    read_only: false
  })
}

/** A deep copy of GitHub's deploy keys, to compare the end state with. */
function snapshotKeys(fakes: RotationFakes): GitHubDeployKey[] {
  return structuredClone(deployKeys(fakes.github))
}

/** The deploy key holding `line`, or undefined. */
function keyWithLine(fakes: RotationFakes, line: string): GitHubDeployKey | undefined {
  return deployKeys(fakes.github).find((key) => key.key === line)
}

/** Travis unchanged (still K1, description as seeded) and no write reached it. */
function expectTravisUntouched(fakes: RotationFakes): void {
  expect(travisFingerprint(fakes)).toBe(k1Fingerprint)
  expect(demoRepo(fakes.travis).keyPair?.privateKey).toBe(k1Pem)
  expect(fakes.travis.requests.filter((r) => r.method !== 'GET')).toEqual([])
}

/** Outputs of a successful rotation that installed `line` on Travis. */
function expectRotatedOutputs(run: ActionRun, fakes: RotationFakes, previous: string | null) {
  const sshLine = run.outputs['ssh-public-key'] ?? ''
  expect(sshLine).toMatch(/^ssh-rsa AAAAB3NzaC1yc2E[A-Za-z0-9+/]+={0,2}$/)
  const fingerprint = fingerprintOfLine(sshLine)
  expect(run.outputs.fingerprint).toBe(fingerprint)
  expect(travisFingerprint(fakes)).toBe(fingerprint)
  expect(travisSshLine(fakes)).toBe(sshLine)
  expect(run.outputs['previous-fingerprint']).toBe(previous ?? '')
  expect(run.outputs.exists).toBe('true')
  const stored = createPrivateKey(demoRepo(fakes.travis).keyPair?.privateKey ?? '')
  expect(stored.asymmetricKeyDetails?.modulusLength).toBe(2048)
  expect(run.outputs['public-key']).toBe(
    String(createPublicKey(stored).export({ type: 'spki', format: 'pem' }))
  )
  return { sshLine, fingerprint }
}

describe('rotate-key-pair end to end', () => {
  it('first rotation: creates the Travis key pair and one read-only deploy key titled with the UTC date', async () => {
    const fakes = await startRotationFakes()
    const before = new Date()
    const run = await rotate(fakes, { description: 'rotated by CI' })
    const after = new Date()

    expectSuccess(run, true)
    const { sshLine, fingerprint } = expectRotatedOutputs(run, fakes, null)
    expect(demoRepo(fakes.travis).keyPair?.description).toBe('rotated by CI')

    const keys = deployKeys(fakes.github)
    expect(keys).toHaveLength(1)
    const added = keys[0] as GitHubDeployKey
    expect(added.key).toBe(sshLine)
    expect(added.read_only).toBe(true)
    expect(utcDates(before, after).map((date) => `${TITLE_PREFIX} ${date}`)).toContain(added.title)
    expect(run.outputs['deploy-key-id']).toBe(String(added.id))
    expect(jsonOutput(run, 'result')).toEqual({
      fingerprint,
      previous_fingerprint: null,
      deploy_key_id: added.id,
      removed_deploy_key_id: null
    })

    // No key pair yet: the Travis write is a POST; GitHub got read_only as a JSON boolean. The
    // new deploy key is listed before Travis changes, and Travis is read back after its write.
    expectReadsThen(fakes, [
      `github POST ${KEYS_PATH}`,
      READS_SIDE_BY_SIDE,
      `travis POST ${KEY_PAIR_PATH}`,
      `travis GET ${KEY_PAIR_PATH}`
    ])
    expect(fakes.github.requests[1]?.body).toEqual({
      title: added.title,
      key: sshLine,
      read_only: true
    })
    for (const request of fakes.github.requests) {
      expect(request.headers.authorization).toMatch(
        new RegExp(`^(token|bearer) ${GITHUB_TOKEN}$`, 'i')
      )
    }

    const summary = summaryText(run, OPERATION)
    expect(summary).toContain('The key pair was rotated.')
    expect(summary).toContain(`Fingerprint (MD5) | none → ${fingerprint}`)
    expect(summary).toContain(`New deploy key | ${added.title} (id ${added.id})`)
    expect(summary).not.toContain('Previous deploy key')
  })

  it('normal rotation: new key on both sides, the deploy key holding K1 removed last, others untouched', async () => {
    const fakes = await startRotationFakes()
    const unrelated = seedUnrelated(fakes)
    // K1's deploy key is titled without the prefix, and a NEWER key carries the prefix: the key
    // that holds the Travis key must win over the title match.
    const old = seedK1(fakes, 'hand-added key', 100)
    const decoy = fakes.github.addKey(REPO, {
      key: sshRsaLine(createPublicKey(others[0] as KeyObject)),
      title: `${TITLE_PREFIX} staging`,
      created_at: daysAgo(1)
    })
    const untouched = [structuredClone(unrelated), structuredClone(decoy)]
    const before = new Date()
    const run = await rotate(fakes, { description: 'rotated by CI' })
    const after = new Date()

    expectSuccess(run, true)
    const { sshLine, fingerprint } = expectRotatedOutputs(run, fakes, k1Fingerprint)
    expect(fingerprint).not.toBe(k1Fingerprint)
    expect(demoRepo(fakes.travis).keyPair?.description).toBe('rotated by CI')

    // GitHub: exactly the unrelated keys plus the new one; K1's key is gone.
    const added = keyWithLine(fakes, sshLine) as GitHubDeployKey
    expect(added).toBeDefined()
    expect(utcDates(before, after).map((date) => `${TITLE_PREFIX} ${date}`)).toContain(added.title)
    expect(added.read_only).toBe(true)
    expect(deployKeys(fakes.github)).toEqual([...untouched, added])
    expect(keyWithLine(fakes, k1Line)).toBeUndefined()
    expect(run.outputs['deploy-key-id']).toBe(String(added.id))
    expect(jsonOutput(run, 'result')).toEqual({
      fingerprint,
      previous_fingerprint: k1Fingerprint,
      deploy_key_id: added.id,
      removed_deploy_key_id: old.id
    })

    // Order across both servers, from the merged arrival log (see RotationFakes.log): the new
    // deploy key exists before Travis switches to the new key, and the old deploy key goes only
    // after Travis holds (and has confirmed) the new key.
    const lines = expectReadsThen(fakes, [
      `github POST ${KEYS_PATH}`,
      READS_SIDE_BY_SIDE,
      `travis PATCH ${KEY_PAIR_PATH}`,
      `travis GET ${KEY_PAIR_PATH}`,
      `github DELETE ${KEYS_PATH}/${old.id}`
    ])
    const postAt = lines.indexOf(`github POST ${KEYS_PATH}`)
    const patchAt = lines.indexOf(`travis PATCH ${KEY_PAIR_PATH}`)
    const deleteAt = lines.indexOf(`github DELETE ${KEYS_PATH}/${old.id}`)
    expect(postAt).toBeGreaterThanOrEqual(0)
    expect(postAt).toBeLessThan(patchAt)
    expect(patchAt).toBeLessThan(deleteAt)
    // The upload is the key the action generated, and nothing but it went to Travis.
    expect(privateKeysSentTo(fakes.travis)).toHaveLength(1)

    const summary = summaryText(run, OPERATION)
    expect(summary).toContain('The key pair was rotated.')
    expect(summary).toContain(`Fingerprint (MD5) | ${k1Fingerprint} → ${fingerprint}`)
    expect(summary).toContain(`New deploy key | ${added.title} (id ${added.id})`)
    // The previous deploy key as GitHub lists it: added when, and how old it was.
    expect(summary).toContain(
      `Previous deploy key | hand-added key (id ${old.id}), added ${old.created_at.slice(0, 10)}, 100 days old; removed`
    )
    expect(run.stdout).toContain(
      `previous deploy key 'hand-added key' (id ${old.id}, holds the Travis key)`
    )
  })

  it('title fallback: no deploy key holds K1, so the newest titled key goes and the older one stays', async () => {
    const fakes = await startRotationFakes()
    const unrelated = seedUnrelated(fakes)
    demoRepo(fakes.travis).keyPair = { privateKey: k1Pem, description: 'old key' }
    // Ids run against creation time, so "newest" must come from created_at, not from the id.
    const newer = fakes.github.addKey(REPO, {
      id: 2001,
      key: sshRsaLine(createPublicKey(others[0] as KeyObject)),
      title: `${TITLE_PREFIX} 2024-03-01`,
      created_at: daysAgo(100)
    })
    const older = fakes.github.addKey(REPO, {
      id: 2002,
      key: sshRsaLine(createPublicKey(others[1] as KeyObject)),
      title: `${TITLE_PREFIX} 2024-01-01`,
      created_at: daysAgo(200)
    })
    const kept = [structuredClone(unrelated), structuredClone(older)]
    const run = await rotate(fakes)

    expectSuccess(run, true)
    const { sshLine } = expectRotatedOutputs(run, fakes, k1Fingerprint)
    const added = keyWithLine(fakes, sshLine) as GitHubDeployKey
    expect(added).toBeDefined()
    // deployKeys() lists by id; the new key's id (1002) sorts between the seeded ones.
    expect(deployKeys(fakes.github)).toEqual([...kept, added].sort((a, b) => a.id - b.id))
    expect(deployKeys(fakes.github).map((key) => key.id)).not.toContain(newer.id)
    expect(writesIn(fakes).map((r) => `${r.server} ${r.method} ${r.path}`)).toEqual([
      `github POST ${KEYS_PATH}`,
      `travis PATCH ${KEY_PAIR_PATH}`,
      `github DELETE ${KEYS_PATH}/${newer.id}`
    ])
    expect(jsonOutput(run, 'result')).toMatchObject({ removed_deploy_key_id: newer.id })
    expect(run.stdout).toContain(`(id ${newer.id}, matched by title)`)
    expect(summaryText(run, OPERATION)).toContain(
      `Previous deploy key | ${newer.title} (id ${newer.id}), added ${newer.created_at.slice(0, 10)}, 100 days old; removed`
    )
  })

  it("title fallback: only a key titled in the action's own form '<prefix> YYYY-MM-DD' goes", async () => {
    const fakes = await startRotationFakes()
    demoRepo(fakes.travis).keyPair = { privateKey: k1Pem, description: 'old key' }
    // Titles that merely start with the prefix are someone else's keys: never the previous one,
    // however new they are.
    const strangers = [`${TITLE_PREFIX} for staging`, `${TITLE_PREFIX} 2024-05-01 (manual)`].map(
      (title, index) =>
        fakes.github.addKey(REPO, {
          key: sshRsaLine(createPublicKey(others[index] as KeyObject)),
          title,
          created_at: daysAgo(1)
        })
    )
    const ours = fakes.github.addKey(REPO, {
      key: sshRsaLine(createPublicKey(others[2] as KeyObject)),
      title: `${TITLE_PREFIX} 2024-01-01`,
      created_at: daysAgo(200)
    })
    const kept = strangers.map((key) => structuredClone(key))
    const run = await rotate(fakes)

    expectSuccess(run, true)
    const { sshLine } = expectRotatedOutputs(run, fakes, k1Fingerprint)
    const added = keyWithLine(fakes, sshLine) as GitHubDeployKey
    expect(deployKeys(fakes.github)).toEqual([...kept, added])
    expect(writesIn(fakes).map((r) => `${r.server} ${r.method} ${r.path}`)).toEqual([
      `github POST ${KEYS_PATH}`,
      `travis PATCH ${KEY_PAIR_PATH}`,
      `github DELETE ${KEYS_PATH}/${ours.id}`
    ])
    expect(run.stdout).toContain(`(id ${ours.id}, matched by title)`)
  })

  it("title fallback: with no key titled in the action's form, no deploy key is removed", async () => {
    const fakes = await startRotationFakes()
    demoRepo(fakes.travis).keyPair = { privateKey: k1Pem, description: 'old key' }
    const stranger = fakes.github.addKey(REPO, {
      key: sshRsaLine(createPublicKey(others[0] as KeyObject)),
      title: `${TITLE_PREFIX}s of the ops team`,
      created_at: daysAgo(100)
    })
    const kept = structuredClone(stranger)
    const run = await rotate(fakes)

    expectSuccess(run, true)
    const { sshLine } = expectRotatedOutputs(run, fakes, k1Fingerprint)
    const added = keyWithLine(fakes, sshLine) as GitHubDeployKey
    expect(deployKeys(fakes.github)).toEqual([kept, added])
    expect(writesIn(fakes).map((r) => `${r.server} ${r.method}`)).toEqual([
      'github POST',
      'travis PATCH'
    ])
    expect(run.stdout).toContain(`is titled '${TITLE_PREFIX} YYYY-MM-DD'`)
  })

  describe('rotate-if-older-than', () => {
    it('skips a key younger than the limit: changed=false, no write anywhere, a notice with the age', async () => {
      const fakes = await startRotationFakes()
      const old = seedK1(fakes, `${TITLE_PREFIX} recent`, 10)
      const keysBefore = snapshotKeys(fakes)
      const run = await rotate(fakes, { 'rotate-if-older-than': '30' })

      expectSuccess(run, false)
      expect(writesIn(fakes)).toEqual([])
      expectReadsThen(fakes, [])
      expectTravisUntouched(fakes)
      expect(deployKeys(fakes.github)).toEqual(keysBefore)
      expect(run.notices).toEqual([
        expect.stringContaining(`'${old.title}' is 10 days old, younger than 30`)
      ])
      expect(run.outputs).toMatchObject({
        fingerprint: k1Fingerprint,
        'previous-fingerprint': k1Fingerprint,
        'ssh-public-key': '',
        'deploy-key-id': ''
      })
      expect(jsonOutput(run, 'result')).toEqual({
        fingerprint: k1Fingerprint,
        previous_fingerprint: k1Fingerprint,
        deploy_key_id: null,
        removed_deploy_key_id: null
      })
      const summary = summaryText(run, OPERATION)
      expect(summary).toContain('No rotation was needed.')
      expect(summary).toContain(
        "The current deploy key is 10 days old; 'rotate-if-older-than' is 30."
      )
    })

    it('with no Travis key pair, a young deploy key titled with the prefix still skips', async () => {
      // ACTION-SPEC rotate-key-pair (1): no deploy key holds the Travis key, so the age is the
      // one of the newest deploy key whose title has the prefix.
      const fakes = await startRotationFakes()
      const titled = fakes.github.addKey(REPO, {
        key: sshRsaLine(createPublicKey(others[0] as KeyObject)),
        title: `${TITLE_PREFIX} 2024-06-01`,
        created_at: daysAgo(5)
      })
      const run = await rotate(fakes, { 'rotate-if-older-than': '30' })

      expectSuccess(run, false)
      expect(writesIn(fakes)).toEqual([])
      expect(demoRepo(fakes.travis).keyPair).toBeNull()
      expect(run.notices).toEqual([
        expect.stringContaining(`'${titled.title}' is 5 days old, younger than 30`)
      ])
      expect(run.outputs).toMatchObject({ fingerprint: '', 'previous-fingerprint': '' })
      const summary = summaryText(run, OPERATION)
      expect(summary).toContain('No rotation was needed.')
      expect(summary).toContain('Fingerprint (MD5) | none')
      expect(summary).toContain(
        `Previous deploy key | ${titled.title} (id ${titled.id}), added ${titled.created_at.slice(0, 10)}, 5 days old; kept`
      )
    })

    it('rotates a key older than the limit', async () => {
      const fakes = await startRotationFakes()
      const old = seedK1(fakes, `${TITLE_PREFIX} old`, 40)
      const run = await rotate(fakes, { 'rotate-if-older-than': '30' })

      expectSuccess(run, true)
      const { sshLine } = expectRotatedOutputs(run, fakes, k1Fingerprint)
      const added = keyWithLine(fakes, sshLine) as GitHubDeployKey
      expect(deployKeys(fakes.github)).toEqual([added])
      expect(writesIn(fakes).map((r) => `${r.server} ${r.method} ${r.path}`)).toEqual([
        `github POST ${KEYS_PATH}`,
        `travis PATCH ${KEY_PAIR_PATH}`,
        `github DELETE ${KEYS_PATH}/${old.id}`
      ])
      expect(run.notices).toEqual([])
    })
  })

  describe('failures leave a working key on both sides', () => {
    it.each([500, 422])(
      'deploy key add answered %i: exit 1, Travis untouched, GitHub unchanged',
      async (status) => {
        const fakes = await startRotationFakes()
        seedUnrelated(fakes)
        seedK1(fakes)
        const keysBefore = snapshotKeys(fakes)
        fakes.github.failNext({ method: 'POST', status })
        const run = await rotate(fakes)

        expectFailure(run, OPERATION, REPO, `GitHub could not add the deploy key (HTTP ${status}`)
        expectTravisUntouched(fakes)
        expect(deployKeys(fakes.github)).toEqual(keysBefore)
        // After the failed POST the action looked for the key before giving up; nothing else.
        expectReadsThen(fakes, [`github POST ${KEYS_PATH}`, `github GET ${KEYS_PATH}?per_page=100`])
        expect(summaryText(run, OPERATION)).toContain('Failed:')
      }
    )

    it('deploy key add that succeeded but answered 502 is found, not repeated', async () => {
      const fakes = await startRotationFakes()
      const old = seedK1(fakes)
      fakes.github.failNext({ method: 'POST', status: 502, afterHandling: true })
      const run = await rotate(fakes)

      expectSuccess(run, true)
      const { sshLine } = expectRotatedOutputs(run, fakes, k1Fingerprint)
      const added = keyWithLine(fakes, sshLine) as GitHubDeployKey
      expect(deployKeys(fakes.github)).toEqual([added])
      expect(run.outputs['deploy-key-id']).toBe(String(added.id))
      expect(writesIn(fakes).map((r) => `${r.server} ${r.method} ${r.path}`)).toEqual([
        `github POST ${KEYS_PATH}`,
        `travis PATCH ${KEY_PAIR_PATH}`,
        `github DELETE ${KEYS_PATH}/${old.id}`
      ])
    })

    // Refused (a 4xx); a 5xx may still land and keeps both deploy keys (unsettled.test.ts).
    it('Travis refuses the update (PATCH 422): the new deploy key is removed again', async () => {
      const fakes = await startRotationFakes()
      seedUnrelated(fakes)
      seedK1(fakes)
      const keysBefore = snapshotKeys(fakes)
      fakes.travis.failNext({ method: 'PATCH', pathIncludes: 'key_pair', status: 422 })
      const run = await rotate(fakes)

      expectFailure(run, OPERATION, REPO, '422')
      expect(travisFingerprint(fakes)).toBe(k1Fingerprint)
      expect(demoRepo(fakes.travis).keyPair?.privateKey).toBe(k1Pem)
      expect(deployKeys(fakes.github)).toEqual(keysBefore)
      // Writes only: a GET that checks the key pair before rolling back would be fine.
      const writes = writesIn(fakes).map((r) => `${r.server} ${r.method} ${r.path}`)
      const rollback = writes.at(-1) ?? ''
      expect(writes.slice(0, -1)).toEqual([
        `github POST ${KEYS_PATH}`,
        `travis PATCH ${KEY_PAIR_PATH}`
      ])
      const rolledBackId = /^github DELETE \/repos\/octo-org\/hello-world\/keys\/(\d+)$/.exec(
        rollback
      )?.[1]
      expect(rolledBackId, rollback).toBeDefined()
      expect(keysBefore.map((key) => String(key.id))).not.toContain(rolledBackId)
      expect(run.warnings).toContainEqual(
        expect.stringContaining(`the new deploy key (id ${rolledBackId}) was removed again`)
      )
      expect(run.outputs.changed).not.toBe('true')
    })

    it('Travis answers the PATCH with another fingerprint: exit 1, new deploy key removed, old kept', async () => {
      const fakes = await startRotationFakes()
      seedK1(fakes)
      const keysBefore = snapshotKeys(fakes)
      // A 200 whose key_pair carries another key's fingerprint; the fake does not handle the
      // request (no afterHandling), so Travis really still holds K1.
      const wrong = others[2] as KeyObject
      const wrongFingerprint = sshMd5Fingerprint(wrong)
      fakes.travis.failNext({
        method: 'PATCH',
        pathIncludes: 'key_pair',
        status: 200,
        body: {
          '@type': 'key_pair',
          '@href': '/repo/1/key_pair',
          '@representation': 'standard',
          description: 'old key',
          public_key: String(createPublicKey(wrong).export({ type: 'spki', format: 'pem' })),
          fingerprint: wrongFingerprint
        }
      })
      const run = await rotate(fakes)

      expectFailure(run, OPERATION, REPO, `Travis CI reports fingerprint ${wrongFingerprint}`)
      expect(travisFingerprint(fakes)).toBe(k1Fingerprint)
      expect(deployKeys(fakes.github)).toEqual(keysBefore)
      expect(writesIn(fakes).map((r) => `${r.server} ${r.method}`)).toEqual([
        'github POST',
        'travis PATCH',
        'github DELETE'
      ])
      expect(run.warnings).toContainEqual(expect.stringContaining('was removed again'))
    })

    // The PATCH reaches Travis and is applied, but the answer is lost. Whatever the action then
    // does, the key Travis holds must still have its deploy key on GitHub ("No step ever leaves
    // the repository with no working key").
    it.each([
      ['the connection drops', { dropConnection: true }],
      ['a 502 comes back', { status: 502 }]
    ])(
      'Travis applies the PATCH but %s: Travis key and a deploy key still match',
      async (_, fault) => {
        const fakes = await startRotationFakes()
        seedK1(fakes)
        fakes.travis.failNext({
          method: 'PATCH',
          pathIncludes: 'key_pair',
          afterHandling: true,
          ...fault
        })
        const run = await rotate(fakes)

        // Not vacuous: the new key really reached Travis (the fault applies the PATCH).
        expect(fakes.travis.requests.map((r) => r.method)).toContain('PATCH')
        expect(travisFingerprint(fakes)).not.toBe(k1Fingerprint)
        const holding = travisSshLine(fakes)
        expect(
          keyWithLine(fakes, holding),
          `Travis holds ${travisFingerprint(fakes)} but GitHub has no deploy key for it; exit ${run.exitCode}; ${mergedLines(fakes).join(', ')}`
        ).toBeDefined()
      }
    )

    it('first rotation whose POST is applied but the connection drops: the key is found, no rollback', async () => {
      const fakes = await startRotationFakes()
      fakes.travis.failNext({
        method: 'POST',
        pathIncludes: 'key_pair',
        afterHandling: true,
        dropConnection: true
      })
      const run = await rotate(fakes)

      expectSuccess(run, true)
      const { sshLine } = expectRotatedOutputs(run, fakes, null)
      expect(deployKeys(fakes.github).map((key) => key.key)).toEqual([sshLine])
      expect(writesIn(fakes).map((r) => `${r.server} ${r.method}`)).toEqual([
        'github POST',
        'travis POST'
      ])
    })

    it('old deploy key delete fails: exit 0, a warning naming its id, new key installed, old still listed', async () => {
      const fakes = await startRotationFakes()
      const old = seedK1(fakes)
      fakes.github.failNext({ method: 'DELETE', status: 500 })
      const run = await rotate(fakes)

      expectSuccess(run, true)
      const { sshLine, fingerprint } = expectRotatedOutputs(run, fakes, k1Fingerprint)
      const added = keyWithLine(fakes, sshLine) as GitHubDeployKey
      expect(added).toBeDefined()
      expect(deployKeys(fakes.github).map((key) => key.id)).toEqual([old.id, added.id])
      expect(keyWithLine(fakes, k1Line)?.id).toBe(old.id)
      expect(run.warnings).toHaveLength(1)
      expect(run.warnings[0]).toContain(`(id ${old.id}) could not be removed`)
      expect(run.warnings[0]).toContain(`Remove deploy key ${old.id} by hand`)
      expect(jsonOutput(run, 'result')).toEqual({
        fingerprint,
        previous_fingerprint: k1Fingerprint,
        deploy_key_id: added.id,
        removed_deploy_key_id: null
      })
      expect(summaryText(run, OPERATION)).toContain(
        `Previous deploy key | ${old.title} (id ${old.id}), added ${old.created_at.slice(0, 10)}, 100 days old; kept`
      )
    })

    it('old deploy key removed but its answer lost (no retries): the listing shows it gone, exit 0, removed', async () => {
      const fakes = await startRotationFakes()
      const old = seedK1(fakes)
      fakes.github.failNext({ method: 'DELETE', afterHandling: true, dropConnection: true })
      const run = await rotate(fakes)

      expectSuccess(run, true)
      const { sshLine, fingerprint } = expectRotatedOutputs(run, fakes, k1Fingerprint)
      const added = keyWithLine(fakes, sshLine) as GitHubDeployKey
      expect(deployKeys(fakes.github).map((key) => key.id)).toEqual([added.id])
      expect(run.warnings).toEqual([])
      expect(run.stdout).toContain(`but deploy key ${old.id} is no longer listed: it was removed.`)
      expect(jsonOutput(run, 'result')).toEqual({
        fingerprint,
        previous_fingerprint: k1Fingerprint,
        deploy_key_id: added.id,
        removed_deploy_key_id: old.id
      })
      // One DELETE, then the listing that settles it.
      const methods = fakes.github.requests.map((r) => r.method)
      expect(methods.slice(methods.indexOf('DELETE'))).toEqual(['DELETE', 'GET'])
      expect(summaryText(run, OPERATION)).toMatch(/100 days old; removed/)
    })
  })

  it('without github-token only Travis rotates and GitHub is never called', async () => {
    const fakes = await startRotationFakes()
    seedK1(fakes)
    const keysBefore = snapshotKeys(fakes)
    const run = await rotate(fakes, {}, { githubToken: null })

    expectSuccess(run, true)
    const { fingerprint } = expectRotatedOutputs(run, fakes, k1Fingerprint)
    expect(fakes.github.requests).toEqual([])
    expect(deployKeys(fakes.github)).toEqual(keysBefore)
    expect(mergedLines(fakes)).toEqual([
      `travis GET ${KEY_PAIR_PATH}`,
      `travis PATCH ${KEY_PAIR_PATH}`,
      `travis GET ${KEY_PAIR_PATH}`
    ])
    expect(run.outputs['deploy-key-id']).toBe('')
    expect(jsonOutput(run, 'result')).toEqual({
      fingerprint,
      previous_fingerprint: k1Fingerprint,
      deploy_key_id: null,
      removed_deploy_key_id: null
    })
    // The warning comes first, and the key to register is shown, labelled, in a code block.
    const summary = summaryText(run, OPERATION)
    expect(summary.split('\n').slice(1, 3)).toEqual([
      '⚠️ No github-token: only the Travis CI key pair was rotated; GitHub was not updated. Register the new public key below as a deploy key where the key is used.',
      'The key pair was rotated.'
    ])
    expect(summary).toContain(`Fingerprint (MD5) | ${k1Fingerprint} → ${fingerprint}`)
    expect(run.summary).toContain(
      '<p><strong>New public key</strong> (the <code>ssh-public-key</code> output), to register as a deploy key:</p>\n' +
        `<pre>${run.outputs['ssh-public-key']}</pre>\n`
    )
    expect(run.outputs['ssh-public-key']).toMatch(/^ssh-rsa AAAA[A-Za-z0-9+/=]+$/)
  })

  it('dry-run without github-token says first that a real run would leave GitHub alone', async () => {
    const fakes = await startRotationFakes()
    seedK1(fakes)
    const run = await rotate(fakes, { 'dry-run': 'true' }, { githubToken: null })

    expectSuccess(run, true)
    expect(fakes.github.requests).toEqual([])
    const summary = summaryText(run, OPERATION)
    expect(summary.split('\n').slice(1, 3)).toEqual([
      'DRY RUN: nothing was changed; this is what a real run would do.',
      "⚠️ No github-token: a real run would rotate only the Travis CI key pair; GitHub's deploy keys would not be updated."
    ])
    expect(summary).not.toContain('New deploy key')
    expect(run.summary).not.toContain('<pre>')
  })

  it('dry-run the day of a rotation: the old deploy key and the planned one do not read alike', async () => {
    const fakes = await startRotationFakes()
    const today = new Date().toISOString().slice(0, 10)
    const old = seedK1(fakes, `${TITLE_PREFIX} ${today}`, 0)
    const run = await rotate(fakes, { 'dry-run': 'true' })

    expectSuccess(run, true)
    const summary = summaryText(run, OPERATION)
    // Same title, as both are today's: the rows tell them apart by what happens to each, the id
    // and the age ("less than a day", not "0 days").
    expect(summary).toContain(
      `New deploy key | not added in a dry run; a real run would add ${TITLE_PREFIX} ${today}\n`
    )
    expect(summary).toContain(
      `Previous deploy key | ${old.title} (id ${old.id}), added ${today}, less than a day old; would be removed`
    )
    expect(summary).not.toContain('0 days')
  })

  it('dry-run changes nothing on either side, only reads, and says what it would replace', async () => {
    const fakes = await startRotationFakes()
    seedUnrelated(fakes)
    const old = seedK1(fakes, `${TITLE_PREFIX} 2024-01-01`, 45)
    const keysBefore = snapshotKeys(fakes)
    const run = await rotate(fakes, { 'dry-run': 'true' })

    expectSuccess(run, true)
    expect([...new Set(fakes.log.map((r) => r.method))]).toEqual(['GET'])
    expectReadsThen(fakes, [])
    expectTravisUntouched(fakes)
    expect(deployKeys(fakes.github)).toEqual(keysBefore)
    expect(run.stdout).toContain(`replace the Travis CI key pair ${k1Fingerprint}`)
    expect(run.stdout).toContain(`remove deploy key '${old.title}' (id ${old.id}, 45 days old)`)
    expect(run.outputs['ssh-public-key']).toBe('')
    expect(run.outputs['deploy-key-id']).toBe('')
    const summary = summaryText(run, OPERATION)
    expect(summary).toContain('DRY RUN')
    expect(summary).toContain('The key pair would be rotated.')
    // The installed key is shown once, as the current one: a dry run generates nothing.
    expect(summary).toContain(`Current fingerprint (MD5) | ${k1Fingerprint}`)
    expect(summary.split(k1Fingerprint)).toHaveLength(2)
    expect(summary).not.toContain('→')
    expect(summary).toContain('New key pair | a new key would be generated and installed')
    // The new deploy key is only planned; the previous one is as GitHub lists it, with its age.
    expect(summary).toMatch(
      new RegExp(
        `New deploy key \\| not added in a dry run; a real run would add ${TITLE_PREFIX} \\d{4}-\\d\\d-\\d\\d\\n`
      )
    )
    expect(summary).toContain(
      `Previous deploy key | ${old.title} (id ${old.id}), added ${old.created_at.slice(0, 10)}, 45 days old; would be removed`
    )
  })

  it('dry-run with no Travis key pair says it would create one and shows no current key', async () => {
    const fakes = await startRotationFakes()
    const run = await rotate(fakes, { 'dry-run': 'true' })

    expectSuccess(run, true)
    expect([...new Set(fakes.log.map((r) => r.method))]).toEqual(['GET'])
    expectReadsThen(fakes, [])
    expect(demoRepo(fakes.travis).keyPair).toBeNull()
    expect(deployKeys(fakes.github)).toEqual([])
    expect(run.stdout).toContain('then create the Travis CI key pair. Nothing was changed.')
    expect(run.outputs).toMatchObject({
      fingerprint: '',
      'fingerprint-sha256': '',
      'previous-fingerprint': ''
    })
    const summary = summaryText(run, OPERATION)
    expect(summary).toContain('The key pair would be rotated.')
    expect(summary).toContain('Current fingerprint (MD5) | none')
    expect(summary).not.toContain('SHA256')
    expect(summary).not.toContain('Previous deploy key')
  })

  describe('GitHub errors are explained and change nothing', () => {
    it.each([
      ['a token without admin rights (404)', { user: 'reader', admin: false }, 'HTTP 404'],
      [
        'an integration token without the permission (403)',
        { user: 'app', forbidden: true },
        'HTTP 403'
      ]
    ])('%s names the permission to grant', async (_, rights, status) => {
      const fakes = await startRotationFakes()
      seedK1(fakes)
      const keysBefore = snapshotKeys(fakes)
      const token = `ghp_limited_${rights.user}_0123456789abcdef`
      fakes.github.tokens[token] = rights
      const run = await rotate(fakes, {}, { githubToken: token })

      expectFailure(
        run,
        OPERATION,
        REPO,
        `GitHub could not list deploy keys (${status}`,
        '"Administration: read and write"',
        'a classic token with the repo scope'
      )
      expect(writesIn(fakes)).toEqual([])
      expectTravisUntouched(fakes)
      expect(deployKeys(fakes.github)).toEqual(keysBefore)
    })

    it('a bad github-token is called invalid or expired', async () => {
      const fakes = await startRotationFakes()
      seedK1(fakes)
      const keysBefore = snapshotKeys(fakes)
      const run = await rotate(fakes, {}, { githubToken: 'ghp_unknown_token_0123456789abcdef' })

      expectFailure(run, OPERATION, REPO, 'HTTP 401', "The 'github-token' is invalid or expired.")
      expect(writesIn(fakes)).toEqual([])
      expectTravisUntouched(fakes)
      expect(deployKeys(fakes.github)).toEqual(keysBefore)
    })
  })

  describe('input errors send nothing', () => {
    it('a numeric repo with github-token', async () => {
      const fakes = await startRotationFakes()
      const run = await rotate(fakes, { repo: '1' })
      expect(run.exitCode).toBe(1)
      expect(run.errors).toEqual([
        expect.stringContaining("Input 'repo' must be owner/name when 'github-token' is set")
      ])
      expect(fakes.travis.requests).toEqual([])
      expect(fakes.github.requests).toEqual([])
    })

    it('rotate-if-older-than without github-token', async () => {
      const fakes = await startRotationFakes()
      const run = await rotate(fakes, { 'rotate-if-older-than': '30' }, { githubToken: null })
      expect(run.exitCode).toBe(1)
      expect(run.errors).toEqual([
        expect.stringContaining("Input 'rotate-if-older-than' needs 'github-token'")
      ])
      expect(fakes.travis.requests).toEqual([])
      expect(fakes.github.requests).toEqual([])
    })
  })

  it('works against GitHub Enterprise Server (GITHUB_API_URL with /api/v3)', async () => {
    const fakes = await startRotationFakes({ githubBasePath: '/api/v3' })
    const old = seedK1(fakes)
    expect(fakes.github.url).toMatch(/\/api\/v3$/)
    const run = await rotate(fakes)

    expectSuccess(run, true)
    const { sshLine } = expectRotatedOutputs(run, fakes, k1Fingerprint)
    const added = keyWithLine(fakes, sshLine) as GitHubDeployKey
    expect(deployKeys(fakes.github)).toEqual([added])
    expect(fakes.github.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /api/v3${KEYS_PATH}`,
      `POST /api/v3${KEYS_PATH}`,
      `GET /api/v3${KEYS_PATH}`,
      `DELETE /api/v3${KEYS_PATH}/${old.id}`
    ])
  })

  it('the secret check itself catches a leaked token or private key line', () => {
    const pem = k1Pem
    const line = pem.split('\n')[3] ?? ''
    const leaky = (stdout: string): ActionRun => ({
      exitCode: 0,
      stdout,
      stderr: '',
      outputs: {},
      summary: '',
      errors: [],
      warnings: [],
      notices: [],
      commands: runnerCommands(stdout)
    })
    expect(() => expectNoSecret(leaky(`x ${line} y`), [pem])).toThrow()
    expect(() => expectNoSecret(leaky(`token ${TOKEN}`), [TOKEN])).toThrow()
    expect(() => expectNoSecret(leaky(`::add-mask::${TOKEN}`), [TOKEN])).not.toThrow()
  })
})
