import { describe, expect, it } from 'vitest'
import { logLine, untrustedLine } from '../../../src/runtime/runner.js'

describe('logLine', () => {
  it('shows line breaks and control characters escaped; a tab stays', () => {
    expect(logLine('a\nb\r\nc\rd\u2028e\u0085f\u001b[31mg\th')).toBe(
      'a\\nb\\r\\nc\\rd\\u2028e\\u0085f\\u001b[31mg\th'
    )
  })

  it('breaks up a command at the start of the line and the old ##[ marker anywhere', () => {
    expect(logLine('::error::x')).toBe(': :error::x')
    expect(logLine('  ::warning file=a::x')).toBe('  : :warning file=a::x')
    expect(logLine('name like a::b')).toBe('name like a::b')
    expect(logLine('x ##[error]y ###[z')).toBe('x # #[error]y ## #[z')
    expect(logLine('x\n::error::y')).toBe('x\\n::error::y')
  })

  it('cuts a long line at a word boundary, never inside a word', () => {
    const secret = 'S3CRETTOKENVALUE'
    const text = `${'word '.repeat(18)}${secret} tail`
    const line = logLine(text, 100)
    expect(line.length).toBeLessThanOrEqual(100)
    expect(line).toBe(`${'word '.repeat(18).trimEnd()} …`)
    expect(logLine(text, 200)).toBe(text)
    expect(logLine('x'.repeat(50), 10)).toBe('…')
  })
})

describe('untrustedLine', () => {
  it('keeps the text, shifts the log viewer markup by a space, at a line start and after a CR', () => {
    expect(untrustedLine('::set-output name=x::y')).toBe('::set-output name=x::y')
    expect(untrustedLine('##[group]x')).toBe(' ##[group]x')
    expect(untrustedLine('  ##[endgroup]')).toBe('   ##[endgroup]')
    expect(untrustedLine('progress 10%\r##[error]no')).toBe('progress 10%\r ##[error]no')
    expect(untrustedLine('a ##[b] inside')).toBe('a ##[b] inside')
    expect(untrustedLine('\u202eevil')).toBe('\\u202eevil')
  })
})
