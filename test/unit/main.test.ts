import { afterEach, describe, expect, it, vi } from 'vitest'
import { failOnStrayRejection } from '../../src/main.js'

// index.ts hands every unhandled rejection to failOnStrayRejection; no e2e run can cause one.
// @actions/core's setFailed writes an ::error:: line to stdout and sets the exit code.
function failureOf(reason: unknown): { lines: string[]; exitCode: typeof process.exitCode } {
  const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
  failOnStrayRejection(reason)
  const lines = write.mock.calls.map(([chunk]) => String(chunk))
  write.mockRestore()
  return { lines, exitCode: process.exitCode }
}

describe('a stray rejection', () => {
  afterEach(() => {
    process.exitCode = undefined
  })

  it('fails the step with the error’s message, in one ::error:: line that starts no command', () => {
    const { lines, exitCode } = failureOf(new Error('socket hang up\n::set-output name=x::y'))
    expect(exitCode).toBe(1)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^::error::Unhandled error: socket hang up/)
    expect(lines[0]?.trimEnd()).not.toMatch(/[\r\n]/)
    expect(lines[0]).not.toContain('\n::set-output')
  })

  it('names a rejection that is not an Error by its text', () => {
    const { lines } = failureOf('timeout')
    expect(lines).toEqual([expect.stringMatching(/^::error::Unhandled error: timeout\r?\n$/)])
  })
})
