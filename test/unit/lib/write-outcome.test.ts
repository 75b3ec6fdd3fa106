import { describe, expect, it } from 'vitest'
import { doneOrThrow, mayHaveBeenApplied } from '../../../src/lib/write-outcome.js'

describe('mayHaveBeenApplied', () => {
  it('says what was read back, that it may have been applied, and what to do', () => {
    expect(mayHaveBeenApplied({ read: 'the cron jobs' })).toBe(
      'Reading the cron jobs back failed too, so it may have been applied; check it before running again.'
    )
  })

  it('names why the read-back failed and what may have been applied', () => {
    expect(
      mayHaveBeenApplied({ read: "'build_pushes'", readError: 'HTTP 500', subject: 'the change' })
    ).toBe(
      "Reading 'build_pushes' back failed too (HTTP 500), so the change may have been applied; check it before running again."
    )
  })

  it('continues a cause, and leaves the advice to the caller when told so', () => {
    expect(
      mayHaveBeenApplied({
        cause: 'The update got no clear answer and',
        read: 'the key pair',
        check: null
      })
    ).toBe(
      'The update got no clear answer and reading the key pair back failed too, so it may have been applied.'
    )
  })
})

describe('doneOrThrow', () => {
  it('gives what was done, and throws a refused or unknown failure as it is', () => {
    const failure = new Error('refused')
    expect(doneOrThrow({ kind: 'done', done: 42 })).toBe(42)
    expect(() => doneOrThrow({ kind: 'refused', failure })).toThrow(failure)
    expect(() => doneOrThrow({ kind: 'unknown', failure })).toThrow(failure)
  })
})
