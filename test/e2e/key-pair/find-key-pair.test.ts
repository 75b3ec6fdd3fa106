// find-key-pair end to end, in both dialects of the fake: the live server's (Travis-API-Version)
// and the interface document's (Service-API-Version).
import { generateKeyPairSync } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
  requestLines,
  run,
  summaryText,
  type FakeTravis
} from '../helpers.js'

let keyPem: string
let keyFingerprint: string

beforeAll(() => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  keyPem = String(privateKey.export({ type: 'pkcs1', format: 'pem' }))
  keyFingerprint = sshMd5Fingerprint(privateKey)
})

afterAll(closeFakes)

describe.concurrent.each(DIALECTS)('find-key-pair, %s dialect', (dialect) => {
  const start = (options: { basePath?: string } = {}): Promise<FakeTravis> =>
    fakeTravis({ dialect, ...options })

  it('reports an existing key pair', async () => {
    const fake = await start()
    demoRepo(fake).keyPair = { privateKey: keyPem, description: 'deploy key' }
    const result = await run(fake, { operation: 'find-key-pair' })
    expectSuccess(result)
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/key_pair`])
    expect(fake.requests[0]?.body).toBeUndefined()
    expectStandardHeaders(fake)
    expect(result.outputs.exists).toBe('true')
    expect(result.outputs.fingerprint).toBe(keyFingerprint)
    expect(result.outputs.description).toBe('deploy key')
    expect(result.outputs['public-key']).toMatch(/^-----BEGIN PUBLIC KEY-----\n/)
    expect(jsonOutput(result, 'result')).toEqual({
      description: 'deploy key',
      public_key: result.outputs['public-key'],
      fingerprint: keyFingerprint
    })
    const summary = summaryText(result, 'find-key-pair')
    expect(summary).toContain('Key pair found.')
    expect(summary).toContain(`Fingerprint (MD5) | ${keyFingerprint}`)
    expect(summary).toContain('Description | deploy key')
  })

  it('treats a missing key pair as success with exists=false', async () => {
    const fake = await start()
    const result = await run(fake, { operation: 'find-key-pair' })
    expectSuccess(result)
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/key_pair`])
    expect(result.outputs.exists).toBe('false')
    expect(result.outputs.fingerprint).toBe('')
    expect(result.outputs.result).toBe('null')
    expect(summaryText(result, 'find-key-pair')).toContain('The repository has no key pair.')
  })

  it('fails a missing key pair with fail-if-missing, outputs still set', async () => {
    const fake = await start()
    const result = await run(fake, { operation: 'find-key-pair', 'fail-if-missing': 'true' })
    expectFailure(result, 'find-key-pair', REPO, 'no key pair', 'fail-if-missing')
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/key_pair`])
    expect(result.outputs.exists).toBe('false')
    expect(summaryText(result, 'find-key-pair')).toMatch(
      /^❌ Failed: the repository has no key pair \(fail-if-missing is true\)\.$/m
    )
    // The check the inputs asked for: no "What to do" line that only points back at the cause.
    expect(result.summary).not.toContain('What to do')
  })

  it('succeeds with fail-if-missing when the key pair exists', async () => {
    const fake = await start()
    demoRepo(fake).keyPair = { privateKey: keyPem, description: null }
    const result = await run(fake, { operation: 'find-key-pair', 'fail-if-missing': 'true' })
    expectSuccess(result)
    expect(result.outputs.exists).toBe('true')
    expect(result.outputs.description).toBe('')
  })
})
