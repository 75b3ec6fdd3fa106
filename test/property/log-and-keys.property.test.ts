// Properties over arbitrary text and damaged keys: a log line is always one line that starts no
// workflow command, and a damaged key only ever fails as bad key material.
import { generateKeyPairSync } from 'node:crypto'
import fc from 'fast-check'
import sshpk from 'sshpk'
import { describe, expect, it } from 'vitest'
import { KeyMaterialError, preparePrivateKey } from '../../src/keys/index.js'
import { ANNOTATION_LIMIT, logLine } from '../../src/runtime/runner.js'

describe('log lines (property)', () => {
  const hostile = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc
      .array(fc.constantFrom('::error::', '\n', '\r', '%0A', '##[', 'x', ' ', '\u2028', '::'), {
        maxLength: 40
      })
      .map((parts) => parts.join(''))
  )

  it('is one line, starts no command and respects the limit', () => {
    fc.assert(
      fc.property(hostile, fc.integer({ min: 20, max: ANNOTATION_LIMIT }), (text, limit) => {
        const line = logLine(text, limit)
        expect(line).not.toMatch(/[\r\n\u2028\u2029]/)
        expect(line).not.toMatch(/^\s*::/)
        expect(line).not.toContain('##[')
        expect(line.length).toBeLessThanOrEqual(limit)
      }),
      { numRuns: 1000 }
    )
  })
})

describe('key preparation (property)', () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 })
  const pkcs1 = String(privateKey.export({ type: 'pkcs1', format: 'pem' }))
  const pems = [
    pkcs1,
    String(privateKey.export({ type: 'pkcs8', format: 'pem' })),
    sshpk.parsePrivateKey(pkcs1, 'pem').toString('ssh')
  ]
  const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

  it('a key with one base64 character changed fails as key material, or is proven the same key', () => {
    const original = preparePrivateKey(pems[0] ?? '', '')
    fc.assert(
      fc.property(
        fc.constantFrom(...pems),
        fc.nat(),
        fc.constantFrom(...BASE64),
        (pem, position, replacement) => {
          const lines = pem.trimEnd().split('\n')
          const body = lines.slice(1, -1).join('')
          const at = position % body.length
          const damaged = body.slice(0, at) + replacement + body.slice(at + 1)
          const text = [lines[0], ...(damaged.match(/.{1,64}/g) ?? []), lines.at(-1)].join('\n')
          let prepared
          try {
            prepared = preparePrivateKey(text, '')
          } catch (error) {
            expect(error).toBeInstanceOf(KeyMaterialError)
            return
          }
          // Only a change the key does not depend on (e.g. the same character) may pass.
          expect(prepared.fingerprint).toBe(original.fingerprint)
        }
      ),
      { numRuns: 300 }
    )
  })
})
