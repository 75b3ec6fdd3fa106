// The conformance test's comparison itself: key order counts, except inside `@permissions`, whose
// order travis-api does not fix (compare.ts UNORDERED_OBJECTS); names and values always count.
import { describe, expect, it } from 'vitest'
import { answerOf, differences } from './compare.js'

const answer = (body: unknown) =>
  answerOf(200, new Headers({ 'content-type': 'application/json' }), JSON.stringify(body))

describe('differences', () => {
  it('ignores the key order of @permissions, not its names or values', () => {
    const real = { '@permissions': { read: true, delete: true, start: true } }
    expect(
      differences(
        answer({ '@permissions': { read: true, start: true, delete: true } }),
        answer(real)
      )
    ).toEqual([])
    expect(
      differences(
        answer({ '@permissions': { read: true, start: false, delete: true } }),
        answer(real)
      )
    ).toEqual([{ where: 'body.@permissions.start', fake: 'false', real: 'true' }])
    expect(
      differences(answer({ '@permissions': { read: true, start: true } }), answer(real))
    ).toEqual([{ where: 'body.@permissions.delete', fake: '(absent)', real: 'true' }])
  })

  it('keeps the key order of every other object', () => {
    const diff = differences(answer({ id: 1, name: 'a' }), answer({ name: 'a', id: 1 }))
    expect(diff).toEqual([{ where: 'body (key order)', fake: 'id,name', real: 'name,id' }])
  })
})
