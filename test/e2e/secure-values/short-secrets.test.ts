// A secret of one character and the ciphertexts made for it, end to end: the action replaces
// every occurrence of a secret by *** in what it prints and in its outputs (runtime/mask.ts), so a
// `secure` value whose base64 held `1` by chance reached the output and the summary broken, and
// Travis CI could not decrypt it. Each ciphertext taken holds no secret of the run, and decrypts
// to the value; .travis.yml, which the action does not redact, gets whole ones too.
import { constants, createPrivateKey, privateDecrypt } from 'node:crypto'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sharedGeneratedKey } from '../../fakes/fake-travis.mjs'
import { closeFakes, expectSuccess, fakeTravis, jsonOutput, run } from '../helpers.js'

afterAll(closeFakes)

function decrypt(secure: string): string {
  return privateDecrypt(
    { key: createPrivateKey(sharedGeneratedKey()), padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(secure, 'base64')
  ).toString('utf8')
}

describe('a short secret does not break its ciphertext', () => {
  // '1' is in the base64 alphabet, and its own base64 form 'MQ' is masked too: nearly every
  // 2048-bit ciphertext holds one of them (344 characters of base64).
  it('encrypt-value of a one-character value: secure decrypts, with no *** in it', async () => {
    const value = '1'
    const fake = await fakeTravis()
    const result = await run(fake, { operation: 'encrypt-value', name: 'DEBUG', value })

    expectSuccess(result)
    const secure = result.outputs.secure ?? ''
    expect(secure).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(decrypt(secure)).toBe(`DEBUG=${value}`)
    expect(jsonOutput(result, 'result')).toEqual({ name: 'DEBUG', secure })
    expect(result.summary).toContain(`- secure: &#34;${secure}&#34;`)
    // The weak value is still told about.
    expect(result.warnings.join('\n')).toContain('very short or a common word')
  })

  it('encrypt-travis-yml with a one-character value: the secure entry in the file decrypts', async () => {
    const fake = await fakeTravis()
    const dir = mkdtempSync(join(tmpdir(), 'short-secrets-'))
    writeFileSync(join(dir, '.travis.yml'), 'language: ruby\nenv:\n  global:\n    - A=b\n')
    const result = await run(
      fake,
      { operation: 'encrypt-travis-yml', 'secure-env': 'DEBUG: { from-env: DEBUG_LEVEL }\n' },
      { workspace: dir, env: { DEBUG_LEVEL: '1' } }
    )

    expectSuccess(result, true)
    const text = readFileSync(join(dir, '.travis.yml'), 'utf8')
    const secures = [...text.matchAll(/- secure: "([^"]+)"/g)].map((m) => m[1] ?? '')
    expect(secures).toHaveLength(1)
    expect(secures[0]).not.toContain('***')
    expect(decrypt(secures[0] ?? '')).toBe('DEBUG=1')
  })
})
