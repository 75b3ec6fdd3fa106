import { describe, expect, it } from 'vitest'
import { ActionError, messageOf } from '../../../src/lib/action-error.js'

describe('messageOf', () => {
  it("gives an Error's own message, without its name", () => {
    expect(messageOf(new ActionError('Nothing was sent.'))).toBe('Nothing was sent.')
    expect(messageOf(new TypeError('x is not a function'))).toBe('x is not a function')
  })

  it('gives anything else thrown as text', () => {
    expect(messageOf('socket hang up')).toBe('socket hang up')
    expect(messageOf(undefined)).toBe('undefined')
  })
})
