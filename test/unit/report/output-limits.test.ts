import { describe, expect, it } from 'vitest'
import { fitOutputs, share, sizeOf } from '../../../src/report/output-limits.js'

const LIMIT = 10_000

function items(count: number, width: number): string {
  return JSON.stringify(
    Array.from({ length: count }, (_, i) => ({ name: `n${i}`.padEnd(width, 'x') }))
  )
}

describe('outputs over the limit', () => {
  it('leaves outputs that fit as they are, with nothing to write', () => {
    const outputs = { changed: 'false', result: items(10, 20), count: '10' }
    const fitted = fitOutputs(outputs, LIMIT)
    expect(fitted).toEqual({
      fits: true,
      outputs,
      resultFile: null,
      shortened: [],
      size: sizeOf(outputs)
    })
  })

  it('shortens result and caches, the same array, to the same prefix of whole items', () => {
    const caches = items(500, 40)
    const outputs = { changed: 'true', result: caches, caches, 'deleted-count': '500' }
    const fitted = fitOutputs(outputs, LIMIT)
    expect(fitted.resultFile).toEqual({ content: caches })
    const result = JSON.parse(fitted.outputs.result ?? '') as unknown[]
    expect(result.length).toBeGreaterThan(50)
    expect(result).toEqual((JSON.parse(caches) as unknown[]).slice(0, result.length))
    expect(fitted.outputs.caches).toBe(fitted.outputs.result)
    expect(fitted.outputs['deleted-count']).toBe('500')
    expect(sizeOf(fitted.outputs)).toBeLessThanOrEqual(LIMIT)
    expect(fitted.shortened).toEqual([
      { name: 'result', kept: result.length, total: 500 },
      { name: 'caches', kept: result.length, total: 500 }
    ])
  })

  it('keeps a small array whole when the large one can give way', () => {
    const names = JSON.stringify(Array.from({ length: 50 }, (_, i) => `b${i}`))
    const outputs = { result: items(2000, 60), branches: names, count: '2000' }
    const fitted = fitOutputs(outputs, LIMIT)
    expect(fitted.outputs.branches).toBe(names)
    expect(fitted.shortened.map((s) => s.name)).toEqual(['result'])
    expect(sizeOf(fitted.outputs)).toBeLessThanOrEqual(LIMIT)
  })

  it('an item larger than the room leaves an empty array; other outputs are never cut', () => {
    const huge = JSON.stringify([{ blob: 'x'.repeat(3 * LIMIT) }])
    const text = `[not json ${'y'.repeat(LIMIT)}`
    const fitted = fitOutputs({ result: huge, note: text }, LIMIT * 2)
    expect(fitted.outputs.result).toBe('[]')
    expect(fitted.outputs.note).toBe(text)
    expect(fitted.resultFile).toEqual({ content: huge })
  })

  it('a JSON object output keeps a prefix of each array member, its other members as they are', () => {
    const envVars = JSON.parse(items(400, 60)) as unknown[]
    const crons = [{ branch: 'master' }]
    const full = JSON.stringify({ settings: [], env_vars: envVars, crons, note: 'kept' })
    const fitted = fitOutputs({ result: full, 'desired-settings': 'env:\n' }, LIMIT)
    const shown = JSON.parse(fitted.outputs.result ?? '') as Record<string, unknown[]>
    const kept = shown.env_vars?.length ?? 0
    expect(kept).toBeGreaterThan(10)
    expect(shown).toEqual({ settings: [], env_vars: envVars.slice(0, kept), crons, note: 'kept' })
    expect(fitted.shortened).toEqual([{ name: 'result.env_vars', kept, total: 400 }])
    expect(fitted.resultFile).toEqual({ content: full })
    expect(fitted.outputs['desired-settings']).toBe('env:\n')
    expect(sizeOf(fitted.outputs)).toBeLessThanOrEqual(LIMIT)
  })

  it('text that only looks like a JSON object is never cut', () => {
    const text = `{not json ${'y'.repeat(LIMIT)}`
    const fitted = fitOutputs({ note: text }, LIMIT)
    expect(fitted.outputs.note).toBe(text)
    expect(fitted.shortened).toEqual([])
  })

  it('shares a budget: small sizes in full, the rest equally', () => {
    expect(share([100, 5000, 5000], 3000)).toEqual([100, 1450, 1450])
    expect(share([10, 20], 100)).toEqual([10, 20])
    expect(share([10, 20], -5)).toEqual([0, 0])
  })

  it('a listing too long to keep, whose file could not be written, names no result file', () => {
    const head = Array.from({ length: 400 }, (_, i) => JSON.stringify({ name: `n${i}` }))
    const result = { count: 5000, bytes: 80_000, head, complete: false, file: null }
    const fitted = fitOutputs({ changed: 'false', result, count: '5000' }, LIMIT)
    expect(fitted.fits).toBe(false)
    expect(fitted.resultFile).toBeNull()
    expect(fitted.shortened).toEqual([
      { name: 'result', kept: expect.any(Number) as number, total: 5000 }
    ])
    expect(JSON.parse(fitted.outputs.result ?? '')).toEqual(
      head.slice(0, fitted.shortened[0]?.kept).map((item) => JSON.parse(item))
    )
  })
})
