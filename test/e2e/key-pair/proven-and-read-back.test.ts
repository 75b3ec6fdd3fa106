// Key pair operations against hostile servers, lost answers and bad input, end to end: damaged
// keys fail locally (nothing sent), writes whose answer was lost are read back, and every key
// pair operation reports the SHA256 fingerprint next to the MD5 one.
import { generateKeyPairSync } from 'node:crypto'
import sshpk from 'sshpk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sshMd5Fingerprint } from '../../fakes/fake-travis.mjs'
import {
  REPO,
  REPO_PATH,
  closeFakes,
  demoRepo,
  expectFailure,
  expectSuccess,
  fakeTravis,
  requestLines,
  run,
  summaryText,
  type ActionRun
} from '../helpers.js'

const KEY_PAIR = `${REPO_PATH}/key_pair`

let pemA: string
let fingerprintA: string
let pemB: string
let fingerprintB: string

beforeAll(() => {
  const keyA = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
  pemA = String(keyA.export({ type: 'pkcs1', format: 'pem' }))
  fingerprintA = sshMd5Fingerprint(keyA)
  const keyB = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
  pemB = String(keyB.export({ type: 'pkcs1', format: 'pem' }))
  fingerprintB = sshMd5Fingerprint(keyB)
})

afterAll(closeFakes)

/** `SHA256:…` of a PEM key (either half), computed by sshpk as `ssh-keygen -l` shows it. */
function sha256Of(pem: string): string {
  const key = pem.includes('PRIVATE') ? sshpk.parsePrivateKey(pem, 'pem') : sshpk.parseKey(pem)
  return key.fingerprint('sha256').toString()
}

/** Base64 character `index` of `text` replaced by another one. */
function changeChar(text: string, index: number): string {
  const replacement = text[index] === 'A' ? 'B' : 'A'
  return `${text.slice(0, index)}${replacement}${text.slice(index + 1)}`
}

/** A PKCS#1 key with one base64 character of its modulus changed (line 2 lies inside n). */
function damagedModulusPem(pem: string): string {
  const lines = pem.split('\n')
  lines[2] = changeChar(lines[2] ?? '', 10)
  return lines.join('\n')
}

/** An OpenSSH key with one base64 character changed in the middle of its private modulus. */
function damagedOpenSsh(pem: string): string {
  const openssh = sshpk.parsePrivateKey(pem, 'pem').toString('ssh')
  const lines = openssh.trim().split('\n')
  const body = lines.slice(1, -1).join('')
  const data = Buffer.from(body, 'base64')
  let offset = 'openssh-key-v1\0'.length
  const field = () => {
    const length = data.readUInt32BE(offset)
    offset += 4 + length
    return { start: offset - length, length }
  }
  for (let i = 0; i < 3; i++) field() // cipher, kdf, kdf options
  offset += 4 // number of keys
  field() // public key
  offset = field().start + 8 // into the private section, past its two check integers
  field() // key type
  const modulus = field()
  const target = modulus.start + Math.floor(modulus.length / 2)
  const damaged = changeChar(body, Math.floor(target / 3) * 4 + 1)
  const wrapped = damaged.match(/.{1,70}/g) ?? []
  return [lines[0], ...wrapped, lines.at(-1), ''].join('\n')
}

/** No base64 run as long as a key line is visible in the failure line. */
function expectNoKeyText(result: ActionRun): void {
  expect(result.errors.join('\n')).not.toMatch(/[A-Za-z0-9+/]{40,}/)
}

describe.concurrent('keys are proven before upload', () => {
  it.each([
    [
      'an OpenSSH RSA key with one changed base64 character',
      () => damagedOpenSsh(pemA),
      "the public key in the OpenSSH header is not the private key's public half"
    ],
    [
      'a PKCS#1 key with a damaged modulus',
      () => damagedModulusPem(pemA),
      'its public modulus is not the product of its private primes'
    ]
  ])('%s fails locally: no request, the failure names the damage', async (_, damaged, what) => {
    const fake = await fakeTravis()
    const result = await run(fake, { operation: 'set-key-pair', 'private-key': damaged() })
    expectFailure(
      result,
      'set-key-pair',
      REPO,
      `Input 'private-key' cannot be used: the key is damaged: ${what}`,
      'Nothing was sent.'
    )
    expectNoKeyText(result)
    expect(fake.requests).toEqual([])
    expect(demoRepo(fake).keyPair).toBeNull()
  })
})

describe.concurrent('writes whose answer was lost are read back', () => {
  it('delete-key-pair: the DELETE landed, its answer was lost: success, changed=true', async () => {
    const fake = await fakeTravis()
    demoRepo(fake).keyPair = { privateKey: pemA, description: 'old' }
    fake.failNext({ method: 'DELETE', afterHandling: true, dropConnection: true })
    const result = await run(fake, { operation: 'delete-key-pair' })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([`GET ${KEY_PAIR}`, `DELETE ${KEY_PAIR}`, `GET ${KEY_PAIR}`])
    expect(demoRepo(fake).keyPair).toBeNull()
    expect(result.outputs).toMatchObject({ exists: 'false', 'previous-fingerprint': fingerprintA })
    expect(result.warnings).toEqual([])
    expect(summaryText(result, 'delete-key-pair')).toContain('Key pair deleted.')
  })

  it('delete-key-pair: the retry meets 404 because the first DELETE landed: still our delete', async () => {
    const fake = await fakeTravis()
    demoRepo(fake).keyPair = { privateKey: pemA, description: 'old' }
    fake.failNext({ method: 'DELETE', afterHandling: true, dropConnection: true })
    const result = await run(fake, { operation: 'delete-key-pair', retries: '1' })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([
      `GET ${KEY_PAIR}`,
      `DELETE ${KEY_PAIR}`,
      `DELETE ${KEY_PAIR}`,
      `GET ${KEY_PAIR}`
    ])
    expect(result.warnings.join('\n')).not.toContain('nothing was deleted')
    expect(result.outputs['previous-fingerprint']).toBe(fingerprintA)
  })

  it.each([
    ['update-key-pair', { dropConnection: true }],
    ['set-key-pair', { status: 502 }]
  ])('%s: the PATCH landed, its answer was lost: success with the new key', async (op, fault) => {
    const fake = await fakeTravis()
    demoRepo(fake).keyPair = { privateKey: pemB, description: 'old' }
    fake.failNext({ method: 'PATCH', afterHandling: true, ...fault })
    const result = await run(fake, { operation: op, 'private-key': pemA, description: 'new' })
    expectSuccess(result, true)
    expect(requestLines(fake).slice(-2)).toEqual([`PATCH ${KEY_PAIR}`, `GET ${KEY_PAIR}`])
    expect(demoRepo(fake).keyPair).toEqual({ privateKey: pemA, description: 'new' })
    expect(result.outputs).toMatchObject({ fingerprint: fingerprintA, description: 'new' })
  })

  it('update-key-pair: the PATCH never arrived: the read-back shows the old key, the error stands', async () => {
    const fake = await fakeTravis()
    demoRepo(fake).keyPair = { privateKey: pemB, description: 'old' }
    fake.failNext({ method: 'PATCH', dropConnection: true })
    const result = await run(fake, { operation: 'update-key-pair', 'private-key': pemA })
    const message = expectFailure(result, 'update-key-pair', REPO, `PATCH ${KEY_PAIR}`)
    expect(message).not.toContain('may have been applied')
    expect(requestLines(fake)).toEqual([`PATCH ${KEY_PAIR}`, `GET ${KEY_PAIR}`])
    expect(demoRepo(fake).keyPair?.privateKey).toBe(pemB)
  })

  it('delete-key-pair: the DELETE never arrived: the read-back shows the key, the error stands', async () => {
    const fake = await fakeTravis()
    demoRepo(fake).keyPair = { privateKey: pemA, description: 'kept' }
    fake.failNext({ method: 'DELETE', dropConnection: true })
    const result = await run(fake, { operation: 'delete-key-pair' })
    const message = expectFailure(result, 'delete-key-pair', REPO, `DELETE ${KEY_PAIR}`)
    expect(message).not.toContain('may have been applied')
    expect(message).not.toContain('another key')
    expect(requestLines(fake)).toEqual([`GET ${KEY_PAIR}`, `DELETE ${KEY_PAIR}`, `GET ${KEY_PAIR}`])
    expect(demoRepo(fake).keyPair).toEqual({ privateKey: pemA, description: 'kept' })
    expect(result.stdout).not.toContain('the delete went through')
  })

  it('delete-key-pair: the answer was lost and the read-back fails too: "may have been applied"', async () => {
    const fake = await fakeTravis()
    demoRepo(fake).keyPair = { privateKey: pemA, description: 'old' }
    fake.failNext({ method: 'DELETE', afterHandling: true, dropConnection: true })
    // Once the DELETE has arrived, the key pair cannot be read any more.
    fake.onRequest((request) => {
      if (request.method === 'DELETE') fake.failNext({ method: 'GET', status: 500, times: 9 })
    })
    const result = await run(fake, { operation: 'delete-key-pair' })
    expect(requestLines(fake)).toEqual([`GET ${KEY_PAIR}`, `DELETE ${KEY_PAIR}`, `GET ${KEY_PAIR}`])
    expectFailure(result, 'delete-key-pair', REPO, 'may have been applied', 'find-key-pair')
  })

  it.each([['create-key-pair'], ['set-key-pair']])(
    '%s: the POST took effect, answered 500, every read-back failed: "may have been applied"',
    async (op) => {
      const fake = await fakeTravis()
      fake.failNext({ method: 'POST', status: 500, afterHandling: true })
      // Once the POST has arrived, the key pair cannot be read any more.
      fake.onRequest((request) => {
        if (request.method === 'POST') fake.failNext({ method: 'GET', status: 500, times: 9 })
      })
      const result = await run(fake, { operation: op, 'private-key': pemA, retries: '2' })
      const message = expectFailure(
        result,
        op,
        REPO,
        `POST ${KEY_PAIR} failed with HTTP 500`,
        'The change may have been applied',
        'whether the key pair was created is unknown',
        'Check it with find-key-pair.'
      )
      expect(message).not.toContain(pemA.split('\n')[1] ?? '')
      // One POST only: a create is never sent again while the key pair cannot be read.
      expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(1)
      const lines = requestLines(fake)
      // The read-back, retried as every read is, then given up.
      expect(lines.slice(lines.indexOf(`POST ${KEY_PAIR}`))).toEqual([
        `POST ${KEY_PAIR}`,
        `GET ${KEY_PAIR}`,
        `GET ${KEY_PAIR}`,
        `GET ${KEY_PAIR}`
      ])
      expect(demoRepo(fake).keyPair?.privateKey).toBe(pemA)
      expect(result.outputs.changed ?? '').not.toBe('true')
    }
  )
})

// A 2xx means the server handled the write: an answer the action cannot accept (no key pair
// fields, a web page) leaves it unknown, so the key pair is read back as after a lost answer.
describe.concurrent('writes answered 2xx in a form the action refuses are read back', () => {
  it.each([['update-key-pair'], ['set-key-pair']])(
    '%s: the PATCH landed, answered 200 {"@type":"key_pair"}: read back by fingerprint, success',
    async (op) => {
      const fake = await fakeTravis()
      demoRepo(fake).keyPair = { privateKey: pemB, description: 'old' }
      fake.failNext({
        method: 'PATCH',
        status: 200,
        body: { '@type': 'key_pair' },
        afterHandling: true
      })
      const result = await run(fake, { operation: op, 'private-key': pemA, description: 'new' })
      expectSuccess(result, true)
      expect(requestLines(fake).slice(-2)).toEqual([`PATCH ${KEY_PAIR}`, `GET ${KEY_PAIR}`])
      expect(fake.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1)
      expect(result.stdout).toContain(
        'The answer to the update could not be used (HTTP 200), but the key pair holds what was sent: the update went through.'
      )
      expect(demoRepo(fake).keyPair).toEqual({ privateKey: pemA, description: 'new' })
      expect(result.outputs).toMatchObject({ fingerprint: fingerprintA, description: 'new' })
      expect(summaryText(result, op)).toContain(`Fingerprint (MD5) | ${fingerprintA}`)
      expectNoKeyText(result)
    }
  )

  it('update-key-pair: answered 200 {"@type":"key_pair"} but not applied: the read-back shows the old key, the error stands', async () => {
    const fake = await fakeTravis()
    demoRepo(fake).keyPair = { privateKey: pemB, description: 'old' }
    fake.failNext({ method: 'PATCH', status: 200, body: { '@type': 'key_pair' } })
    const result = await run(fake, { operation: 'update-key-pair', 'private-key': pemA })
    const message = expectFailure(
      result,
      'update-key-pair',
      REPO,
      `PATCH ${KEY_PAIR} answered HTTP 200 without the fields of a key pair`
    )
    expect(message).not.toContain('may have been applied')
    expect(requestLines(fake)).toEqual([`PATCH ${KEY_PAIR}`, `GET ${KEY_PAIR}`])
    expect(demoRepo(fake).keyPair).toEqual({ privateKey: pemB, description: 'old' })
    expect(result.outputs.changed ?? '').not.toBe('true')
    expectNoKeyText(result)
  })

  it('delete-key-pair: the DELETE landed, answered 200 with a web page: read back, gone, success', async () => {
    const fake = await fakeTravis()
    demoRepo(fake).keyPair = { privateKey: pemA, description: 'old' }
    fake.failNext({
      method: 'DELETE',
      status: 200,
      body: '<html><body>OK</body></html>',
      contentType: 'text/html',
      afterHandling: true
    })
    const result = await run(fake, { operation: 'delete-key-pair' })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([`GET ${KEY_PAIR}`, `DELETE ${KEY_PAIR}`, `GET ${KEY_PAIR}`])
    expect(result.stdout).toContain(
      'The answer to the delete could not be used (HTTP 200), but the key pair is gone: the delete went through.'
    )
    expect(demoRepo(fake).keyPair).toBeNull()
    expect(result.outputs).toMatchObject({ exists: 'false', 'previous-fingerprint': fingerprintA })
    expect(summaryText(result, 'delete-key-pair')).toContain('Key pair deleted.')
  })
})

describe.concurrent('fingerprint-sha256', () => {
  it('find-key-pair and set-key-pair output it next to fingerprint and show both in the summary', async () => {
    const fake = await fakeTravis()
    demoRepo(fake).keyPair = { privateKey: pemA, description: 'd' }
    const found = await run(fake, { operation: 'find-key-pair' })
    expectSuccess(found, false)
    expect(found.outputs.fingerprint).toBe(fingerprintA)
    expect(found.outputs['fingerprint-sha256']).toBe(sha256Of(pemA))
    expect(found.outputs['fingerprint-sha256']).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/)
    const summary = summaryText(found, 'find-key-pair')
    expect(summary).toContain(`Fingerprint (MD5) | ${fingerprintA}`)
    expect(summary).toContain(`Fingerprint (SHA256) | ${sha256Of(pemA)}`)

    const set = await run(fake, { operation: 'set-key-pair', 'private-key': pemB })
    expectSuccess(set, true)
    expect(set.outputs.fingerprint).toBe(fingerprintB)
    expect(set.outputs['fingerprint-sha256']).toBe(sha256Of(pemB))
    expect(sha256Of(set.outputs['public-key'] ?? '')).toBe(sha256Of(pemB))
  })

  it('is empty when there is no key pair', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, { operation: 'find-key-pair' })
    expectSuccess(result, false)
    expect(result.outputs['fingerprint-sha256']).toBe('')
  })
})
