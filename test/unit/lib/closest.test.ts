// The "did you mean" helper: the nearest allowed word by edit distance, offered only when near.
import { describe, expect, it } from 'vitest'
import { closest, didYouMean, editDistance } from '../../../src/lib/closest.js'

describe('editDistance', () => {
  it('counts inserts, deletes, replacements and a swap of neighbours as one edit each', () => {
    expect(editDistance('crons', 'crons')).toBe(0)
    expect(editDistance('cron', 'crons')).toBe(1)
    expect(editDistance('cronss', 'crons')).toBe(1)
    expect(editDistance('crins', 'crons')).toBe(1)
    expect(editDistance('pubilc', 'public')).toBe(1)
    expect(editDistance('', 'env')).toBe(3)
    expect(editDistance('kitten', 'sitting')).toBe(3)
  })
})

describe('closest', () => {
  const OPERATIONS = ['list-caches', 'delete-caches', 'list-crons', 'list-branches']

  it('names the nearest candidate, case ignored', () => {
    expect(closest('list-cache', OPERATIONS)).toBe('list-caches')
    expect(closest('LIST-CRONS', OPERATIONS)).toBe('list-crons')
    expect(closest('list-branhces', OPERATIONS)).toBe('list-branches')
  })

  it('offers nothing far from what was typed, nor for a candidate typed exactly', () => {
    expect(closest('rotate', OPERATIONS)).toBeNull()
    expect(closest('list-caches', OPERATIONS)).toBeNull()
    // Short words allow one edit: 'ab' is not 'env'.
    expect(closest('ab', ['env'])).toBeNull()
    expect(closest('en', ['env'])).toBe('env')
  })

  it('the first of equally near candidates; a very long value is compared with none', () => {
    expect(closest('ab', ['ac', 'ad'])).toBe('ac')
    expect(closest('x'.repeat(101), ['x'.repeat(100)])).toBeNull()
  })

  it('didYouMean words it, or says nothing', () => {
    expect(didYouMean('cron', ['settings', 'env', 'crons'])).toBe(" Did you mean 'crons'?")
    expect(didYouMean('zzz', ['settings', 'env', 'crons'])).toBe('')
  })
})
