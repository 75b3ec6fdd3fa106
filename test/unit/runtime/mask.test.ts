// runtime/mask.ts: a secret is remembered once (main.ts and inputs/ then skip core.setSecret for it,
// one ::add-mask:: line a secret) and replaced by *** in every form it is remembered in.
import { describe, expect, it } from 'vitest'
import { redactSecrets, rememberSecret } from '../../../src/runtime/mask.js'

describe('rememberSecret', () => {
  it('is true the first time a secret is given and false after, so it is masked once', () => {
    expect(rememberSecret('mask-test-token-0001')).toBe(true)
    expect(rememberSecret('mask-test-token-0001')).toBe(false)
    expect(redactSecrets('token mask-test-token-0001 sent')).toBe('token *** sent')
  })

  it('a secret that is another secret’s JSON spelling is still new, and still masked', () => {
    expect(rememberSecret('pass"word-0002')).toBe(true)
    // The JSON form of the first, given as a secret of its own (a literal backslash).
    expect(rememberSecret('pass\\"word-0002')).toBe(true)
    expect(rememberSecret('pass\\"word-0002')).toBe(false)
    expect(redactSecrets('{"p":"pass\\"word-0002"}')).toBe('{"p":"***"}')
  })

  it('the forms a server may echo it in: percent-encoded, HTML text, base64', () => {
    const secret = 'p&ss <w0rd> "Zq" 0003/+='
    rememberSecret(secret)
    const echoes = [
      `?value=${encodeURIComponent(secret)}&x=1`,
      `<p>value ${secret.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')} refused</p>`,
      `Basic ${Buffer.from(secret).toString('base64')}`
    ]
    for (const echo of echoes) {
      expect(redactSecrets(echo)).toContain('***')
      expect(redactSecrets(echo)).not.toMatch(/w0rd|Zq|MDAwMy/)
    }
  })

  it('an empty secret is never remembered', () => {
    expect(rememberSecret('')).toBe(false)
    expect(redactSecrets('nothing to hide')).toBe('nothing to hide')
  })
})
