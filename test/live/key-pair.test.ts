// Key pair operations against the real travis-api: what the user sees, the requests that went out,
// and the key pair the server holds afterwards, read back through the API.
import { generateKeyPairSync, createPublicKey } from 'node:crypto'
import sshpk from 'sshpk'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFakeGitHub } from '../fakes/fake-github.mjs'
import { sshMd5Fingerprint } from '../fakes/fake-travis.mjs'
import { askServer, held, seedKit } from './kit.js'
import {
  expectFailure,
  expectSuccess,
  jsonOutput,
  liveRecorder,
  runLive,
  summaryOf,
  useRecorder
} from './helpers.js'
import { baseSeed, DAY_MS, REPO } from './seed.js'

useRecorder()

const KEY_PAIR = '/repo/octo-org%2Fprivate-repo/key_pair'
const PASSPHRASE = 'live tier passphrase 42'

interface HeldKeyPair {
  description: string | null
  public_key: string
  fingerprint: string
}

/** An RSA key as PKCS#1 PEM, PKCS#8 PEM encrypted, and OpenSSH, with its MD5 fingerprint. */
function newKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const pem = String(privateKey.export({ type: 'pkcs1', format: 'pem' }))
  return {
    pem,
    encrypted: String(
      privateKey.export({
        type: 'pkcs8',
        format: 'pem',
        cipher: 'aes-256-cbc',
        passphrase: PASSPHRASE
      })
    ),
    openssh: sshpk.parsePrivateKey(pem, 'pem').toString('ssh-private'),
    fingerprint: sshMd5Fingerprint(privateKey),
    publicPem: String(createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }))
  }
}

type Key = ReturnType<typeof newKey>

/** `ssh-rsa <base64>` of a PEM key, made by sshpk. */
function sshLine(pem: string): string {
  return sshpk
    .parsePrivateKey(pem, 'pem')
    .toPublic()
    .toString('ssh')
    .split(' ')
    .slice(0, 2)
    .join(' ')
}
let seeded: Key
let other: Key

beforeAll(() => {
  seeded = newKey()
  other = newKey()
})

async function withKeyPair(key: Key | null, description = 'seeded deploy key'): Promise<void> {
  await seedKit(
    baseSeed({ repo: { key_pair: key === null ? null : { value: key.pem, description } } })
  )
}

async function heldKeyPair(): Promise<HeldKeyPair | null> {
  const answer = await askServer('GET', KEY_PAIR)
  if (answer.status === 404) return null
  expect(answer.status).toBe(200)
  return answer.json as HeldKeyPair
}

describe('find-key-pair', () => {
  it('no key pair: exists=false, one GET, success', async () => {
    await withKeyPair(null)
    const run = await runLive({ operation: 'find-key-pair', repo: REPO })
    expectSuccess(run)
    expect(run.outputs.exists).toBe('false')
    expect(run.outputs.fingerprint).toBe('')
    expect(run.requests).toEqual([`GET ${KEY_PAIR}`])
    expect(summaryOf(run, 'find-key-pair', REPO)).toContain('no key pair')
  })

  it('no key pair with fail-if-missing: the step fails naming the cause', async () => {
    await withKeyPair(null)
    const run = await runLive({ operation: 'find-key-pair', repo: REPO, 'fail-if-missing': 'true' })
    expectFailure(run, 'find-key-pair', REPO, /no key pair/i)
  })

  it('one key pair: its fingerprint, public key and description as the server renders them', async () => {
    await withKeyPair(seeded)
    const run = await runLive({ operation: 'find-key-pair', repo: REPO })
    expectSuccess(run)
    const server = await heldKeyPair()
    expect(server?.fingerprint).toBe(seeded.fingerprint)
    expect(run.outputs.exists).toBe('true')
    expect(run.outputs.fingerprint).toBe(seeded.fingerprint)
    expect(run.outputs['public-key']).toBe(server?.public_key)
    expect(run.outputs['public-key']).toBe(seeded.publicPem)
    expect(run.outputs.description).toBe('seeded deploy key')
    expect(jsonOutput(run, 'result')).toEqual({
      description: 'seeded deploy key',
      public_key: seeded.publicPem,
      fingerprint: seeded.fingerprint
    })
  })
})

describe('create-key-pair', () => {
  beforeEach(() => withKeyPair(null))

  it('a PEM key: one POST (201), the server holds that key and description', async () => {
    const run = await runLive({
      operation: 'create-key-pair',
      repo: REPO,
      'private-key': other.pem,
      description: 'created by the live tier'
    })
    expectSuccess(run, true)
    expect(run.requests).toEqual([`POST ${KEY_PAIR}`])
    expect(await heldKeyPair()).toEqual(
      expect.objectContaining({
        fingerprint: other.fingerprint,
        description: 'created by the live tier',
        public_key: other.publicPem
      })
    )
    expect(run.outputs.fingerprint).toBe(other.fingerprint)
  })

  it('an OpenSSH key (which the server refuses as is): converted, the server holds the key', async () => {
    const run = await runLive({
      operation: 'create-key-pair',
      repo: REPO,
      'private-key': other.openssh
    })
    expectSuccess(run, true)
    expect((await heldKeyPair())?.fingerprint).toBe(other.fingerprint)
  })

  it('an encrypted key with its passphrase: decrypted here, the server holds the key', async () => {
    const run = await runLive({
      operation: 'create-key-pair',
      repo: REPO,
      'private-key': other.encrypted,
      passphrase: PASSPHRASE
    })
    expectSuccess(run, true)
    expect((await heldKeyPair())?.fingerprint).toBe(other.fingerprint)
  })

  it('when one exists: the 409 is explained, the server keeps its key', async () => {
    await withKeyPair(seeded)
    const run = await runLive({
      operation: 'create-key-pair',
      repo: REPO,
      'private-key': other.pem
    })
    expectFailure(run, 'create-key-pair', REPO, 'set-key-pair', 'update-key-pair')
    expect((await heldKeyPair())?.fingerprint).toBe(seeded.fingerprint)
  })

  it('a dry run sends no write; the server still has no key pair', async () => {
    const run = await runLive({
      operation: 'create-key-pair',
      repo: REPO,
      'private-key': other.pem,
      'dry-run': 'true'
    })
    expectSuccess(run, true)
    expect(run.requests.filter((line) => !line.startsWith('GET '))).toEqual([])
    expect(await heldKeyPair()).toBeNull()
  })
})

describe('update-key-pair', () => {
  beforeEach(() => withKeyPair(seeded))

  it('a new key: one PATCH, the server holds the new key and description', async () => {
    const run = await runLive({
      operation: 'update-key-pair',
      repo: REPO,
      'private-key': other.pem,
      description: 'updated'
    })
    expectSuccess(run, true)
    expect(run.requests.filter((line) => !line.startsWith('GET '))).toEqual([`PATCH ${KEY_PAIR}`])
    expect(await heldKeyPair()).toEqual(
      expect.objectContaining({ fingerprint: other.fingerprint, description: 'updated' })
    )
  })

  it('only the description: the key stays, the description changes', async () => {
    const run = await runLive({ operation: 'update-key-pair', repo: REPO, description: 'renamed' })
    expectSuccess(run, true)
    expect(await heldKeyPair()).toEqual(
      expect.objectContaining({ fingerprint: seeded.fingerprint, description: 'renamed' })
    )
  })

  it('a dry run writes nothing', async () => {
    const run = await runLive({
      operation: 'update-key-pair',
      repo: REPO,
      'private-key': other.pem,
      'dry-run': 'true'
    })
    expectSuccess(run, true)
    expect(run.requests.filter((line) => !line.startsWith('GET '))).toEqual([])
    expect((await heldKeyPair())?.fingerprint).toBe(seeded.fingerprint)
  })

  it('no key pair to update: the 404 is explained, nothing is created', async () => {
    await withKeyPair(null)
    const run = await runLive({
      operation: 'update-key-pair',
      repo: REPO,
      'private-key': other.pem
    })
    expectFailure(run, 'update-key-pair', REPO, /key pair/i)
    expect(await heldKeyPair()).toBeNull()
  })
})

describe('set-key-pair', () => {
  it('the key already installed: one GET, nothing written, changed=false', async () => {
    await withKeyPair(seeded)
    const run = await runLive({
      operation: 'set-key-pair',
      repo: REPO,
      'private-key': seeded.pem,
      description: 'seeded deploy key'
    })
    expectSuccess(run, false)
    expect(run.requests).toEqual([`GET ${KEY_PAIR}`])
    expect((await heldKeyPair())?.fingerprint).toBe(seeded.fingerprint)
  })

  it('another key installed: a PATCH, the server holds the new key', async () => {
    await withKeyPair(seeded)
    const run = await runLive({ operation: 'set-key-pair', repo: REPO, 'private-key': other.pem })
    expectSuccess(run, true)
    expect(run.requests.filter((line) => !line.startsWith('GET '))).toEqual([`PATCH ${KEY_PAIR}`])
    expect(run.outputs['previous-fingerprint']).toBe(seeded.fingerprint)
    expect((await heldKeyPair())?.fingerprint).toBe(other.fingerprint)
  })

  it('another key installed, the PATCH applied and answered 200 with a body that is no Travis CI JSON: read back by fingerprint, success', async () => {
    await withKeyPair(seeded)
    const run = await runLive(
      { operation: 'set-key-pair', repo: REPO, 'private-key': other.pem },
      {
        answersInstead: (request) =>
          request.method === 'PATCH' ? { status: 200, body: 'OK', forward: true } : null
      }
    )
    expectSuccess(run, true)
    expect(run.requests).toEqual([`GET ${KEY_PAIR}`, `PATCH ${KEY_PAIR}`, `GET ${KEY_PAIR}`])
    expect(run.stdout).toContain(
      'The answer to the update could not be used (HTTP 200), but the key pair holds what was sent: the update went through.'
    )
    expect(run.outputs.fingerprint).toBe(other.fingerprint)
    expect((await heldKeyPair())?.fingerprint).toBe(other.fingerprint)
  })

  it('no key pair: a POST creates it', async () => {
    await withKeyPair(null)
    const run = await runLive({ operation: 'set-key-pair', repo: REPO, 'private-key': other.pem })
    expectSuccess(run, true)
    expect(run.requests.filter((line) => !line.startsWith('GET '))).toEqual([`POST ${KEY_PAIR}`])
    expect((await heldKeyPair())?.fingerprint).toBe(other.fingerprint)
  })

  it('the same key with another description: a PATCH of the description only', async () => {
    await withKeyPair(seeded)
    const run = await runLive({
      operation: 'set-key-pair',
      repo: REPO,
      'private-key': seeded.pem,
      description: 'new words'
    })
    expectSuccess(run, true)
    expect(run.requests).toEqual([`GET ${KEY_PAIR}`, `PATCH ${KEY_PAIR}`])
    const patch = liveRecorder().requests[1]
    expect(JSON.parse(patch?.body ?? '')).toEqual({ 'key_pair.description': 'new words' })
    expect(await heldKeyPair()).toEqual(
      expect.objectContaining({ fingerprint: seeded.fingerprint, description: 'new words' })
    )
  })
})

describe('delete-key-pair', () => {
  it('deletes it (204): the server answers 404 afterwards', async () => {
    await withKeyPair(seeded)
    const run = await runLive({ operation: 'delete-key-pair', repo: REPO })
    expectSuccess(run, true)
    expect(run.requests).toContain(`DELETE ${KEY_PAIR}`)
    expect(run.outputs['previous-fingerprint']).toBe(seeded.fingerprint)
    expect(run.outputs.exists).toBe('false')
    expect(await heldKeyPair()).toBeNull()
  })

  it('none to delete: success with a warning, changed=false', async () => {
    await withKeyPair(null)
    const run = await runLive({ operation: 'delete-key-pair', repo: REPO })
    expectSuccess(run, false)
    expect(run.warnings.join('\n')).toMatch(/no key pair/i)
  })

  it('a dry run keeps the key pair', async () => {
    await withKeyPair(seeded)
    const run = await runLive({ operation: 'delete-key-pair', repo: REPO, 'dry-run': 'true' })
    expectSuccess(run, true)
    expect(run.requests.filter((line) => !line.startsWith('GET '))).toEqual([])
    expect((await heldKeyPair())?.fingerprint).toBe(seeded.fingerprint)
  })
})

describe('rotate-key-pair, Travis CI only', () => {
  beforeEach(() => withKeyPair(seeded))

  it('a new 2048-bit key is installed; ssh-public-key is the key the server holds', async () => {
    const run = await runLive({ operation: 'rotate-key-pair', repo: REPO, 'key-bits': '2048' })
    expectSuccess(run, true)
    const server = await heldKeyPair()
    expect(server?.fingerprint).not.toBe(seeded.fingerprint)
    expect(run.outputs.fingerprint).toBe(server?.fingerprint)
    expect(run.outputs['previous-fingerprint']).toBe(seeded.fingerprint)
    const sshLine = run.outputs['ssh-public-key'] ?? ''
    expect(sshpk.parseKey(sshLine, 'ssh').fingerprint('md5').toString('hex')).toBe(
      server?.fingerprint
    )
    expect(run.warnings.join('\n')).toMatch(/github/i)
  })

  it('a dry run changes nothing on the server', async () => {
    const run = await runLive({
      operation: 'rotate-key-pair',
      repo: REPO,
      'key-bits': '2048',
      'dry-run': 'true'
    })
    expectSuccess(run, true)
    expect(run.requests.filter((line) => !line.startsWith('GET '))).toEqual([])
    expect((await heldKeyPair())?.fingerprint).toBe(seeded.fingerprint)
  })
})

describe("rotate-key-pair with github-token (GitHub: the project's fake; Travis CI: the real server)", () => {
  const GITHUB_TOKEN = 'fake-github-token'
  let github: Awaited<ReturnType<typeof startFakeGitHub>>

  beforeEach(async () => {
    await withKeyPair(seeded)
    github = await startFakeGitHub()
    github.addKey(REPO, {
      key: sshLine(seeded.pem),
      title: 'Travis CI deploy key 2026-01-05',
      created_at: new Date(Date.now() - 100 * DAY_MS).toISOString().replace(/\.\d{3}Z$/, 'Z')
    })
  })
  afterEach(() => github.close())

  function rotate(inputs: Record<string, string> = {}) {
    return runLive(
      {
        operation: 'rotate-key-pair',
        repo: REPO,
        'key-bits': '2048',
        'github-token': GITHUB_TOKEN,
        'rotate-if-older-than': '30',
        ...inputs
      },
      { env: { GITHUB_API_URL: github.url } }
    )
  }

  it('an old deploy key: both sides hold the new key, the old deploy key is gone', async () => {
    const run = await rotate()
    expectSuccess(run, true)
    const server = await heldKeyPair()
    expect(server?.fingerprint).not.toBe(seeded.fingerprint)
    const keys = github.keys[REPO] ?? []
    expect(keys).toHaveLength(1)
    expect(
      sshpk
        .parseKey(keys[0]?.key ?? '', 'ssh')
        .fingerprint('md5')
        .toString('hex')
    ).toBe(server?.fingerprint)
    expect(run.outputs['deploy-key-id']).toBe(String(keys[0]?.id))
    expect(run.outputs['key-age-days']).toBe('100')
    expect(keys[0]?.read_only).toBe(true)
  })

  it('a deploy key younger than rotate-if-older-than: nothing written on either side', async () => {
    const run = await rotate({ 'rotate-if-older-than': '365' })
    expectSuccess(run, false)
    expect(run.requests.filter((line) => !line.startsWith('GET '))).toEqual([])
    expect((await heldKeyPair())?.fingerprint).toBe(seeded.fingerprint)
    expect(github.requests.filter((r) => r.method !== 'GET')).toEqual([])
  })

  it('a dry run: nothing written on either side', async () => {
    const run = await rotate({ 'dry-run': 'true' })
    expectSuccess(run, true)
    expect(run.requests.filter((line) => !line.startsWith('GET '))).toEqual([])
    expect(github.requests.filter((r) => r.method !== 'GET')).toEqual([])
    expect((await heldKeyPair())?.fingerprint).toBe(seeded.fingerprint)
  })
})

describe('writes the server keeps', () => {
  it('the description written is the description read back, byte for byte', async () => {
    await withKeyPair(null)
    const description = 'deploy — ключ 🔑 "quoted"'
    const run = await runLive({
      operation: 'create-key-pair',
      repo: REPO,
      'private-key': seeded.pem,
      description
    })
    expectSuccess(run, true)
    expect((await held<HeldKeyPair>(KEY_PAIR)).description).toBe(description)
  })
})
