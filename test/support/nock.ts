// The nock discipline of every unit test file: no real network, every mocked request used, and
// no request that matched no mock.
import nock from 'nock'
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'

export function useNock(): void {
  let unmatched: string[] = []
  const onNoMatch = (request: { method?: string; path?: string; href?: string }) => {
    unmatched.push(`${request.method ?? '?'} ${request.href ?? request.path ?? '?'}`)
  }
  beforeAll(() => {
    nock.disableNetConnect()
    nock.emitter.on('no match', onNoMatch)
  })
  beforeEach(() => {
    unmatched = []
  })
  afterEach(() => {
    const pending = nock.pendingMocks()
    nock.cleanAll()
    expect(pending, 'mocked requests that were never made').toEqual([])
    expect(unmatched, 'requests that matched no mock').toEqual([])
  })
  afterAll(() => {
    nock.emitter.removeListener('no match', onNoMatch)
    nock.enableNetConnect()
  })
}
