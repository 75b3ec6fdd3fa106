// Properties of input parsing over arbitrary values: nothing crashes, every rejection names an
// input, and no secret is ever repeated in a message.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InputError, readInputs } from '../../src/inputs/index.js'
import { INPUT_NAMES, type InputName } from '../../src/inputs/table.js'
import { OPERATIONS } from '../../src/model/operations.js'
import { inputSource } from '../support/input-source.js'

const SECRET = 'Sup3r-secret-token-value'

/** Values that look like what users type, and values that do not. */
const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    'true',
    'false',
    'TRUE',
    '0',
    '1',
    '-1',
    '4096',
    '10001',
    'main',
    'a/b',
    '#7'
  ),
  fc.stringMatching(/^[a-z0-9/,\n .:_-]{0,30}$/)
)
const inputs = fc.dictionary(fc.constantFrom(...INPUT_NAMES), value, { maxKeys: 12 })

describe('input parsing (property)', () => {
  it('either reads the inputs or names every bad input, and never shows a secret', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OPERATIONS), inputs, (operation, values) => {
        const given: Partial<Record<InputName, string>> = {
          ...values,
          operation,
          'travis-token': SECRET
        }
        const source = inputSource(given)
        let error: unknown
        try {
          const read = readInputs(source)
          expect(read.operation.operation).toBe(operation)
        } catch (caught) {
          error = caught
        }
        if (error === undefined) return
        expect(error).toBeInstanceOf(InputError)
        const { problems, warnings } = error as InputError
        expect(problems.length).toBeGreaterThan(0)
        for (const problem of problems) {
          // Each problem names the input(s) it is about, or the operation's rule between inputs.
          expect(problem).toMatch(/^(Inputs? '|[a-z-]+ needs '|delete-caches without ')/)
          expect(problem).not.toContain(SECRET)
        }
        for (const warning of warnings) expect(warning).not.toContain(SECRET)
        // The token was masked the moment it was read.
        expect(source.masked).toContain(SECRET)
      }),
      { numRuns: 500 }
    )
  })
})
