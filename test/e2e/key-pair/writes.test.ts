// Key pair writes end to end: create, set (idempotent), update, delete; key material checked and
// converted locally (nothing sent when it cannot be used); dry runs; POST never repeated blindly.
import { generateKeyPairSync, type KeyObject } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sshpk from 'sshpk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { preparePrivateKey } from '../../../src/keys/index.js'
import { sshMd5Fingerprint } from '../../fakes/fake-travis.mjs'
import {
  DIALECTS,
  REPO,
  REPO_PATH,
  closeFakes,
  demoRepo,
  expectFailure,
  expectStandardHeaders,
  expectSuccess,
  fakeTravis,
  jsonOutput,
  methodsOf,
  requestLines,
  run,
  summaryText,
  type ActionRun,
  type FakeTravis
} from '../helpers.js'

const KEY_PAIR = `${REPO_PATH}/key_pair`
const PASSPHRASE = 'correct horse battery staple'

let keyA: KeyObject
let pemA: string
let fingerprintA: string
let pemB: string
let fingerprintB: string
let tempDir: string

beforeAll(() => {
  keyA = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
  pemA = String(keyA.export({ type: 'pkcs1', format: 'pem' }))
  fingerprintA = preparePrivateKey(pemA).fingerprint
  const keyB = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
  pemB = String(keyB.export({ type: 'pkcs8', format: 'pem' }))
  fingerprintB = preparePrivateKey(pemB).fingerprint
  tempDir = mkdtempSync(join(tmpdir(), 'travis-e2e-keys-'))
})

afterAll(() => rmSync(tempDir, { recursive: true, force: true }))
afterAll(closeFakes)

function installKey(fake: FakeTravis, privateKey: string, description: string | null): void {
  demoRepo(fake).keyPair = { privateKey, description }
}

/** The key pair outputs describe the given key. */
function expectKeyOutputs(result: ActionRun, fingerprint: string, description: string): void {
  expect(result.outputs.exists).toBe('true')
  expect(result.outputs.fingerprint).toBe(fingerprint)
  expect(result.outputs.description).toBe(description)
  expect(result.outputs['public-key']).toMatch(/^-----BEGIN PUBLIC KEY-----\n/)
  expect(jsonOutput(result, 'result')).toEqual({
    description,
    public_key: result.outputs['public-key'],
    fingerprint
  })
}

describe.concurrent.each(DIALECTS)('key pair writes, %s dialect', (dialect) => {
  const start = (): Promise<FakeTravis> => fakeTravis({ dialect })

  it('create-key-pair: POST with dotted keys, 201, fingerprint matches', async () => {
    const fake = await start()
    const result = await run(fake, {
      operation: 'create-key-pair',
      'private-key': pemA,
      description: 'ci deploy'
    })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([`POST ${KEY_PAIR}`])
    expect(fake.requests[0]?.body).toEqual({
      'key_pair.value': pemA,
      'key_pair.description': 'ci deploy'
    })
    expectStandardHeaders(fake)
    expect(demoRepo(fake).keyPair).toEqual({ privateKey: pemA, description: 'ci deploy' })
    expect(fingerprintA).toBe(sshMd5Fingerprint(keyA))
    expectKeyOutputs(result, fingerprintA, 'ci deploy')
    const summary = summaryText(result, 'create-key-pair')
    expect(summary).toContain('Key pair created.')
    expect(summary).toContain(`Fingerprint (MD5) | ${fingerprintA}`)
  })

  it('create-key-pair when one exists: 409 pointing to set-key-pair / update-key-pair', async () => {
    const fake = await start()
    installKey(fake, pemB, 'old')
    const result = await run(fake, { operation: 'create-key-pair', 'private-key': pemA })
    expectFailure(
      result,
      'create-key-pair',
      REPO,
      'HTTP 409 duplicate_resource',
      'set-key-pair',
      'update-key-pair'
    )
    expect(requestLines(fake)).toEqual([`POST ${KEY_PAIR}`, `GET ${KEY_PAIR}`])
    expect(demoRepo(fake).keyPair).toEqual({ privateKey: pemB, description: 'old' })
  })

  it('create-key-pair with the key already installed: 409, the GET shows it, nothing changed', async () => {
    const fake = await start()
    installKey(fake, pemA, 'there')
    const result = await run(fake, { operation: 'create-key-pair', 'private-key': pemA })
    // The POST rule: after a failed POST, a key pair holding this key means success. But the 409
    // says this run created nothing, so `changed` must be false.
    expect(requestLines(fake)).toEqual([`POST ${KEY_PAIR}`, `GET ${KEY_PAIR}`])
    expect(result.outputs.fingerprint).toBe(fingerprintA)
    expectSuccess(result, false)
  })

  it('set-key-pair creates, then a second run sends only one GET', async () => {
    const fake = await start()
    const inputs = { operation: 'set-key-pair', 'private-key': pemA, description: 'deploy' }
    const first = await run(fake, inputs)
    expectSuccess(first, true)
    expect(requestLines(fake)).toEqual([`GET ${KEY_PAIR}`, `POST ${KEY_PAIR}`])
    expect(first.outputs['previous-fingerprint']).toBe('')
    expectKeyOutputs(first, fingerprintA, 'deploy')

    fake.clearRequests()
    const second = await run(fake, inputs)
    expectSuccess(second, false)
    expect(requestLines(fake)).toEqual([`GET ${KEY_PAIR}`])
    expect(second.outputs['previous-fingerprint']).toBe(fingerprintA)
    expectKeyOutputs(second, fingerprintA, 'deploy')
    expect(summaryText(second, 'set-key-pair')).toContain('nothing was sent')
  })

  it('set-key-pair with the same key and a new description PATCHes the description only', async () => {
    const fake = await start()
    installKey(fake, pemA, 'old description')
    const result = await run(fake, {
      operation: 'set-key-pair',
      'private-key': pemA,
      description: 'new description'
    })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([`GET ${KEY_PAIR}`, `PATCH ${KEY_PAIR}`])
    expect(fake.requests[1]?.body).toEqual({ 'key_pair.description': 'new description' })
    expect(demoRepo(fake).keyPair).toEqual({ privateKey: pemA, description: 'new description' })
    expectKeyOutputs(result, fingerprintA, 'new description')
  })

  it('set-key-pair with another key PATCHes the key; previous-fingerprint is the old one', async () => {
    const fake = await start()
    installKey(fake, pemB, 'kept')
    const result = await run(fake, { operation: 'set-key-pair', 'private-key': pemA })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([`GET ${KEY_PAIR}`, `PATCH ${KEY_PAIR}`])
    expect(fake.requests[1]?.body).toEqual({ 'key_pair.value': pemA })
    expect(demoRepo(fake).keyPair).toEqual({ privateKey: pemA, description: 'kept' })
    expect(result.outputs['previous-fingerprint']).toBe(fingerprintB)
    expectKeyOutputs(result, fingerprintA, 'kept')
    const summary = summaryText(result, 'set-key-pair')
    expect(summary).toContain(`Previous fingerprint (MD5) | ${fingerprintB}`)
  })

  it('update-key-pair with a description only', async () => {
    const fake = await start()
    installKey(fake, pemB, 'before')
    const result = await run(fake, { operation: 'update-key-pair', description: 'after' })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([`PATCH ${KEY_PAIR}`])
    expect(fake.requests[0]?.body).toEqual({ 'key_pair.description': 'after' })
    expect(demoRepo(fake).keyPair).toEqual({ privateKey: pemB, description: 'after' })
    expectKeyOutputs(result, fingerprintB, 'after')
  })

  it('update-key-pair with a new key', async () => {
    const fake = await start()
    installKey(fake, pemB, 'same')
    const result = await run(fake, { operation: 'update-key-pair', 'private-key': pemA })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([`PATCH ${KEY_PAIR}`])
    expect(fake.requests[0]?.body).toEqual({ 'key_pair.value': pemA })
    expect(demoRepo(fake).keyPair?.privateKey).toBe(pemA)
    expectKeyOutputs(result, fingerprintA, 'same')
  })

  it('update-key-pair without a key pair: 404 with the create hint', async () => {
    const fake = await start()
    const result = await run(fake, { operation: 'update-key-pair', description: 'x' })
    expectFailure(result, 'update-key-pair', REPO, 'HTTP 404', 'key_pair', 'create-key-pair')
    expect(requestLines(fake)).toEqual([`PATCH ${KEY_PAIR}`])
  })

  it('delete-key-pair: GET, DELETE (204), fake holds none', async () => {
    const fake = await start()
    installKey(fake, pemA, 'doomed')
    const result = await run(fake, { operation: 'delete-key-pair' })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([`GET ${KEY_PAIR}`, `DELETE ${KEY_PAIR}`])
    expect(fake.requests[1]?.body).toBeUndefined()
    expect(demoRepo(fake).keyPair).toBeNull()
    expect(result.outputs.exists).toBe('false')
    expect(result.outputs.fingerprint).toBe('')
    expect(result.outputs['previous-fingerprint']).toBe(fingerprintA)
    expect(result.outputs.result).toBe('null')
    expect(summaryText(result, 'delete-key-pair')).toContain('Key pair deleted.')
  })

  it('delete-key-pair when there is none: warning, changed=false, success', async () => {
    const fake = await start()
    const result = await run(fake, { operation: 'delete-key-pair' })
    expectSuccess(result, false)
    expect(requestLines(fake)).toEqual([`GET ${KEY_PAIR}`])
    expect(result.warnings).toEqual([expect.stringContaining('no key pair')])
    expect(result.outputs.exists).toBe('false')
    expect(result.outputs['previous-fingerprint']).toBe('')
  })
})

describe.concurrent('key material', () => {
  const start = (): Promise<FakeTravis> => fakeTravis()

  it('an OpenSSH-format RSA key is uploaded as PEM, with a notice', async () => {
    const fake = await start()
    const openssh = sshpk.parsePrivateKey(pemA, 'pem').toString('ssh')
    expect(openssh).toMatch(/^-----BEGIN OPENSSH PRIVATE KEY-----/)
    const result = await run(fake, { operation: 'create-key-pair', 'private-key': openssh })
    expectSuccess(result, true)
    expect(methodsOf(fake)).toEqual(['POST'])
    const sent = (fake.requests[0]?.body as Record<string, string>)['key_pair.value'] ?? ''
    expect(sent).toMatch(/^-----BEGIN RSA PRIVATE KEY-----\n/)
    expect(Object.keys(fake.requests[0]?.body as object)).toEqual(['key_pair.value'])
    expect(demoRepo(fake).keyPair?.privateKey).toBe(sent)
    expect(result.notices).toEqual([expect.stringContaining('converted to PEM')])
    expect(result.outputs.fingerprint).toBe(fingerprintA)
  })

  it('an encrypted PKCS#8 key is decrypted with the passphrase before upload', async () => {
    const fake = await start()
    const encrypted = String(
      keyA.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: PASSPHRASE })
    )
    const result = await run(fake, {
      operation: 'create-key-pair',
      'private-key': encrypted,
      passphrase: PASSPHRASE
    })
    expectSuccess(result, true)
    const sent = (fake.requests[0]?.body as Record<string, string>)['key_pair.value'] ?? ''
    expect(sent).toMatch(/^-----BEGIN PRIVATE KEY-----\n/)
    expect(sent).not.toContain('ENCRYPTED')
    expect(preparePrivateKey(sent).fingerprint).toBe(fingerprintA)
    expect(result.outputs.fingerprint).toBe(fingerprintA)
  })

  it('private-key-path reads the key from a file', async () => {
    const fake = await start()
    const path = join(tempDir, 'deploy_key')
    writeFileSync(path, pemB, { mode: 0o600 })
    const result = await run(fake, {
      operation: 'set-key-pair',
      'private-key-path': path,
      description: 'from file'
    })
    expectSuccess(result, true)
    expect(methodsOf(fake)).toEqual(['GET', 'POST'])
    expect(fake.requests[1]?.body).toEqual({
      'key_pair.value': pemB,
      'key_pair.description': 'from file'
    })
    expect(result.outputs.fingerprint).toBe(fingerprintB)
  })

  const rejected: Array<[string, () => Record<string, string>, Array<string | RegExp>]> = [
    [
      'an encrypted key without passphrase',
      () => ({
        'private-key': String(
          keyA.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'x' })
        )
      }),
      ['encrypted', "'passphrase'"]
    ],
    [
      'a wrong passphrase',
      () => ({
        'private-key': String(
          keyA.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'right' })
        ),
        passphrase: 'wrong-passphrase'
      }),
      ["'passphrase' does not decrypt the key"]
    ],
    [
      'an EC key',
      () => ({
        'private-key': String(
          generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({
            type: 'sec1',
            format: 'pem'
          })
        )
      }),
      ['EC', 'only RSA keys']
    ],
    [
      'an Ed25519 key in PKCS#8',
      () => ({
        'private-key': String(
          generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' })
        )
      }),
      ['Ed25519', 'only RSA keys']
    ],
    [
      'a public key',
      () => ({
        'private-key': String(
          generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({
            type: 'spki',
            format: 'pem'
          })
        )
      }),
      ['public key', 'private half']
    ],
    ['junk', () => ({ 'private-key': 'this is not a key at all' }), ['not a PEM or OpenSSH']],
    [
      'a missing file',
      () => ({ 'private-key-path': join(tmpdir(), 'no-such-dir-e2e', 'key') }),
      ["Input 'private-key-path'", 'ENOENT']
    ],
    [
      'both private-key and private-key-path',
      () => ({ 'private-key': pemA, 'private-key-path': '/tmp/key' }),
      ["'private-key' and 'private-key-path' are both set"]
    ]
  ]
  for (const [what, inputs, cause] of rejected) {
    it(`${what}: fails locally, zero requests`, async () => {
      const fake = await start()
      const result = await run(fake, { operation: 'set-key-pair', ...inputs() })
      expectFailure(result, 'set-key-pair', REPO, ...cause)
      expect(fake.requests).toEqual([])
      expect(demoRepo(fake).keyPair).toBeNull()
    })
  }

  it('a public repository: 403 private_repo_feature', async () => {
    const fake = await start()
    fake.addRepo({ id: 2, slug: 'octo-org/public-repo', private: false })
    const result = await run(fake, {
      operation: 'create-key-pair',
      repo: 'octo-org/public-repo',
      'private-key': pemA
    })
    expectFailure(
      result,
      'create-key-pair',
      'octo-org/public-repo',
      'HTTP 403 private_repo_feature',
      'key pairs exist only for private repositories'
    )
    expect(methodsOf(fake)).not.toContain('PATCH')
    expect(methodsOf(fake).filter((m) => m === 'POST')).toHaveLength(1)
    expect(fake.state.repos[1]?.keyPair).toBeNull()
  })
})

describe.concurrent('dry runs send no write', () => {
  async function start(
    keyPair: { privateKey: string; description: string } | null
  ): Promise<FakeTravis> {
    const fake = await fakeTravis()
    demoRepo(fake).keyPair = keyPair === null ? null : { ...keyPair }
    return fake
  }

  const cases: Array<{
    name: string
    keyPair: () => { privateKey: string; description: string } | null
    inputs: () => Record<string, string>
    changed: boolean
    fingerprint: () => string
    summary: string
    /** The line the run logs about what it would do. */
    log?: string
    /** The description output: what the key pair would hold. */
    description?: string
  }> = [
    {
      name: 'create-key-pair',
      keyPair: () => null,
      inputs: () => ({ operation: 'create-key-pair', 'private-key': pemA, description: 'd' }),
      changed: true,
      fingerprint: () => fingerprintA,
      summary: 'A key pair would be created.'
    },
    {
      name: 'set-key-pair (new key)',
      keyPair: () => ({ privateKey: pemB, description: 'd' }),
      inputs: () => ({ operation: 'set-key-pair', 'private-key': pemA }),
      changed: true,
      fingerprint: () => fingerprintA,
      summary: 'The key pair would be updated.'
    },
    {
      name: 'set-key-pair (no key pair)',
      keyPair: () => null,
      inputs: () => ({ operation: 'set-key-pair', 'private-key': pemA }),
      changed: true,
      fingerprint: () => fingerprintA,
      summary: 'A key pair would be created.'
    },
    {
      name: 'set-key-pair (same key, new description)',
      keyPair: () => ({ privateKey: pemA, description: 'old' }),
      inputs: () => ({ operation: 'set-key-pair', 'private-key': pemA, description: 'new' }),
      changed: true,
      fingerprint: () => fingerprintA,
      summary: 'The key pair would be updated.',
      log: 'Dry run: the key pair would be updated (description only).',
      description: 'new'
    },
    {
      name: 'update-key-pair',
      keyPair: () => ({ privateKey: pemB, description: 'd' }),
      inputs: () => ({ operation: 'update-key-pair', description: 'e' }),
      changed: true,
      fingerprint: () => fingerprintB,
      summary: 'The key pair would be updated.'
    },
    {
      name: 'update-key-pair (new key, description kept)',
      keyPair: () => ({ privateKey: pemB, description: 'd' }),
      inputs: () => ({ operation: 'update-key-pair', 'private-key': pemA }),
      changed: true,
      fingerprint: () => fingerprintA,
      summary: 'The key pair would be updated.',
      log: 'Dry run: the key pair would change.',
      description: 'd'
    },
    {
      name: 'update-key-pair (the key and description it holds)',
      keyPair: () => ({ privateKey: pemA, description: 'd' }),
      inputs: () => ({ operation: 'update-key-pair', 'private-key': pemA, description: 'd' }),
      changed: false,
      fingerprint: () => fingerprintA,
      summary: 'The key pair is already as requested.',
      log: 'Dry run: the key pair would not change.',
      description: 'd'
    },
    {
      name: 'delete-key-pair',
      keyPair: () => ({ privateKey: pemB, description: 'd' }),
      inputs: () => ({ operation: 'delete-key-pair' }),
      changed: true,
      fingerprint: () => '',
      summary: 'The key pair would be deleted.'
    }
  ]
  for (const c of cases) {
    it(c.name, async () => {
      const keyPair = c.keyPair()
      const fake = await start(keyPair)
      const result = await run(fake, { ...c.inputs(), 'dry-run': 'true' })
      expectSuccess(result, c.changed)
      expect([...new Set(methodsOf(fake))]).toEqual(['GET'])
      expect(demoRepo(fake).keyPair).toEqual(keyPair)
      expect(result.outputs.fingerprint).toBe(c.fingerprint())
      const summary = summaryText(result, c.inputs().operation ?? '')
      expect(summary).toContain('DRY RUN')
      expect(summary).toContain(c.summary)
      if (c.log !== undefined) expect(result.stdout).toContain(c.log)
      if (c.description !== undefined) expect(result.outputs.description).toBe(c.description)
    })
  }

  it('update-key-pair dry run without a key pair fails as the real run would', async () => {
    const fake = await start(null)
    const result = await run(fake, {
      operation: 'update-key-pair',
      'private-key': pemA,
      'dry-run': 'true'
    })
    expectFailure(
      result,
      'update-key-pair',
      REPO,
      'the repository has no key pair, so a real run would fail (404)',
      'create-key-pair or set-key-pair'
    )
    expect(requestLines(fake)).toEqual([`GET ${KEY_PAIR}`])
    expect(demoRepo(fake).keyPair).toBeNull()
  })

  it('create-key-pair dry run when one exists fails as the real run would', async () => {
    const fake = await start({ privateKey: pemB, description: 'd' })
    const result = await run(fake, {
      operation: 'create-key-pair',
      'private-key': pemA,
      'dry-run': 'true'
    })
    expectFailure(result, 'create-key-pair', REPO, 'already has a key pair', 'set-key-pair')
    expect(methodsOf(fake)).toEqual(['GET'])
    expect(demoRepo(fake).keyPair?.privateKey).toBe(pemB)
  })
})

describe.concurrent('POST is never repeated blindly', () => {
  it('a 502 after the create went through: GET finds the key, no second POST', async () => {
    const fake = await fakeTravis()
    fake.failNext({ method: 'POST', status: 502, afterHandling: true })
    const result = await run(fake, {
      operation: 'create-key-pair',
      'private-key': pemA,
      retries: '2'
    })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([`POST ${KEY_PAIR}`, `GET ${KEY_PAIR}`])
    expect(demoRepo(fake).keyPair?.privateKey).toBe(pemA)
    expect(result.outputs.fingerprint).toBe(fingerprintA)
  })

  it('a dropped connection after the create went through: same', async () => {
    const fake = await fakeTravis()
    fake.failNext({ method: 'POST', dropConnection: true, afterHandling: true })
    const result = await run(fake, {
      operation: 'set-key-pair',
      'private-key': pemA,
      retries: '2'
    })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([`GET ${KEY_PAIR}`, `POST ${KEY_PAIR}`, `GET ${KEY_PAIR}`])
    expect(result.outputs.fingerprint).toBe(fingerprintA)
  })

  it('a 502 before anything was stored: GET shows none, then one more POST', async () => {
    const fake = await fakeTravis()
    fake.failNext({ method: 'POST', status: 502 })
    const result = await run(fake, {
      operation: 'create-key-pair',
      'private-key': pemA,
      retries: '1'
    })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([`POST ${KEY_PAIR}`, `GET ${KEY_PAIR}`, `POST ${KEY_PAIR}`])
    expect(demoRepo(fake).keyPair?.privateKey).toBe(pemA)
  })

  it('a 502 with retries 0: GET shows none, fails without a second POST', async () => {
    const fake = await fakeTravis()
    fake.failNext({ method: 'POST', status: 502 })
    const result = await run(fake, { operation: 'create-key-pair', 'private-key': pemA })
    expectFailure(result, 'create-key-pair', REPO, 'HTTP 502')
    expect(requestLines(fake)).toEqual([`POST ${KEY_PAIR}`, `GET ${KEY_PAIR}`])
    expect(demoRepo(fake).keyPair).toBeNull()
  })
})
