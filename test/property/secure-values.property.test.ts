// Properties of the secure values: any value up to the key's limit round-trips through the RSA
// encryption as Travis CI decrypts it, and one byte more is refused naming encrypt-file; any
// .travis.yml the rewrite accepts keeps every line it does not replace, byte for byte and in order,
// and reads back with env.global's secure entries exactly the declared ones.
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto'
import fc from 'fast-check'
import * as yaml from 'yaml'
import { describe, expect, it } from 'vitest'
import { encryptSecure, publicKeyOf } from '../../src/operations/secure-values/cipher.js'
import { checkFits } from '../../src/operations/secure-values/generated-key.js'
import { rewriteTravisYml, splitLines } from '../../src/operations/secure-values/travis-yml.js'

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
const key = publicKeyOf(String(publicKey.export({ type: 'spki', format: 'pem' })))
if (key === null) throw new Error('no key')
const generated = { key, view: { bits: 2048, fingerprint: 'aa' } }
const MOST = 245

describe('encrypt-value', () => {
  it('any NAME=value up to the limit round-trips; one byte more fails naming encrypt-file', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,20}$/),
        fc.string({ unit: 'grapheme', maxLength: 240 }),
        (name, value) => {
          const plain = `${name}=${value}`
          const bytes = Buffer.byteLength(plain, 'utf8')
          if (bytes > MOST) {
            expect(() => checkFits(generated, plain, 'it')).toThrow(/encrypt-file/)
            return
          }
          checkFits(generated, plain, 'it')
          const secure = encryptSecure(key, plain)
          const back = privateDecrypt(
            { key: privateKey, padding: constants.RSA_PKCS1_PADDING },
            Buffer.from(secure, 'base64')
          )
          expect(back.toString('utf8')).toBe(plain)
        }
      ),
      { numRuns: 200 }
    )
  })

  it('exactly the limit fits, and the limit plus one does not', () => {
    expect(() => checkFits(generated, 'x'.repeat(MOST), 'it')).not.toThrow()
    expect(() => checkFits(generated, 'é'.repeat(123), 'it')).toThrow(/246 bytes long.*at most 245/)
  })
})

// Pieces of real-world .travis.yml files: comments, anchors, flow style, quoting, nested secure
// values outside env.global, and env.global in its block forms.
const comment = fc.constantFrom('# a comment', '#', '   # indented comment', '')
const scalar = fc.constantFrom('x', '"quoted: yes"', "'single'", '3.12', 'true', '~')
const topLevel = fc.oneof(
  fc.constantFrom(
    'language: python',
    'os: [linux, osx]',
    'cache: {pip: true, directories: [~/.cache]}',
    'python: &py\n  - "3.11"\n  - "3.12"',
    'defaults: &d\n  stage: test',
    'jobs:\n  include:\n    - &job {stage: test}\n    - <<: *job\n      env:\n        - secure: "in a job, kept"',
    'deploy:\n  provider: pypi\n  password:\n    secure: "deploy, kept"',
    'notifications:\n  slack:\n    secure: abc',
    'script: >\n  pytest\n  -q'
  ),
  scalar.map((value) => `key_${value.length}: ${value}`)
)
const secureEntry = fc.constantFrom(
  '- secure: "AAAA=="',
  "- secure: 'BBBB=='",
  '- secure: CCCC==',
  '- secure: "DDDD" # trailing',
  '- secure:\n      "EEEE\n      FFFF"'
)
const otherEntry = fc.constantFrom('- A=1', '- "B=two words"', '- C=3 # note', '- {D: 4}')
const entry = fc.oneof(
  secureEntry,
  otherEntry,
  secureEntry.map((line) => `# SOME_NAME\n${line}`),
  secureEntry.map((line) => `# a free comment\n${line}`)
)
const indent = fc.constantFrom('  ', '    ')
const envBlock = fc.oneof(
  fc.constant(null),
  fc.constant('env:'),
  fc
    .record({ list: fc.array(entry, { maxLength: 5 }), indent, jobs: fc.boolean() })
    .map(({ list, indent: pad, jobs }) => {
      const items = list.map((item) =>
        item
          .split('\n')
          .map((line) => `${pad}${line}`)
          .join('\n')
      )
      const global = list.length === 0 ? '  global:' : `  global:\n${items.join('\n')}`
      return `env:\n${global}${jobs ? '\n  jobs:\n    - SUITE=unit' : ''}`
    }),
  fc.constant('env:\n  jobs:\n    - SUITE=unit\n    - SUITE=e2e')
)
const document = fc
  .record({
    before: fc.array(fc.oneof(topLevel, comment), { maxLength: 4 }),
    env: envBlock,
    after: fc.array(fc.oneof(topLevel, comment), { maxLength: 4 }),
    crlf: fc.boolean(),
    finalNewline: fc.boolean()
  })
  .map(({ before, env, after, crlf, finalNewline }) => {
    // Each top-level key once: the generator may repeat one.
    const seen = new Set<string>()
    const unique = (piece: string) => {
      const key = /^([A-Za-z_]+):/.exec(piece)?.[1]
      if (key === undefined) return true
      if (seen.has(key)) return false
      seen.add(key)
      return true
    }
    const pieces = [...before, ...(env === null ? [] : [env]), ...after].filter(unique)
    const text = pieces.join('\n') + (finalNewline ? '\n' : '')
    return crlf ? text.replace(/\n/g, '\r\n') : text
  })
const names = fc.uniqueArray(fc.constantFrom('DEPLOY_TOKEN', 'SOME_NAME', 'SLACK', 'X'), {
  minLength: 1,
  maxLength: 3
})

describe('encrypt-travis-yml', () => {
  it('any file it accepts keeps every other line, and holds exactly the declared entries', () => {
    let accepted = 0
    fc.assert(
      fc.property(document, names, (text, declared) => {
        const entries = declared.map((name) => ({ name, secure: `enc-${name}-AAAA` }))
        const result = rewriteTravisYml(yaml, text, entries)
        if (typeof result === 'string') return
        accepted++
        const old = splitLines(text)
        const now = splitLines(result.text)
        const bare = (line: string) => line.replace(/\r?\n$/, '')
        const keptOld = old.filter((_, i) => !result.removed.includes(i + 1))
        const keptNew = now.filter((_, i) => !result.added.includes(i + 1))
        // Byte for byte, but for the line break the last line may gain before new lines.
        expect(keptNew.map(bare)).toEqual(keptOld.map(bare))
        keptNew.slice(0, -1).forEach((line, i) => {
          if (line !== keptOld[i])
            expect(`${keptOld[i]}${text.includes('\r\n') ? '\r\n' : '\n'}`).toBe(line)
        })
        // What was put in: a `# NAME` and a secure line per name, in the file's line endings.
        const added = result.added.map((line) => now[line - 1] ?? '')
        expect(added.filter((line) => /^\s*(env|global):\r?\n$/.test(line) === false)).toHaveLength(
          2 * entries.length
        )
        if (text.includes('\r\n')) for (const line of added) expect(line).toMatch(/\r\n$/)
        // What was taken out: secure entries (and their lines) and `# NAME` comments only.
        const doc = yaml.parse(result.text) as { env: { global: unknown[] } }
        const secures = doc.env.global.filter(
          (item) => typeof item === 'object' && item !== null && 'secure' in item
        )
        expect(secures).toEqual(entries.map((entry) => ({ secure: entry.secure })))
      }),
      { numRuns: 400 }
    )
    expect(accepted).toBeGreaterThan(100)
  })
})
