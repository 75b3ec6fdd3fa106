// The pager over listings of plain values: its progress lines (one per batch of pages after the
// first, so that a long listing shows it is moving), and the order, window and failures of pages
// fetched side by side, which e2e runs cannot force.
import { describe, expect, it } from 'vitest'
import {
  PAGES_IN_FLIGHT,
  fetchPages,
  streamPages,
  type Listing,
  type Page,
  type Paged
} from '../../src/operations/pages.js'
import { recordingRunner } from '../support/recording-runner.js'
import { rejectionOf } from '../support/rejection.js'

interface Body extends Paged {
  items: number[]
}

/** `count` items answered by limit/offset, with @pagination.count unless `counted` is false. */
function listing(count: number, counted: boolean): Listing<Body, number> {
  const all = Array.from({ length: count }, (_, i) => i)
  return {
    page: async ({ offset, limit }: Page) => ({
      ...(counted && { '@pagination': { count, limit } }),
      items: all.slice(offset, offset + limit)
    }),
    link: async () => {
      throw new Error('no links here')
    },
    items: (body) => body.items,
    noun: 'branches',
    heavy: false
  }
}

/**
 * `count` items answered without a count, each page with a `next` link (a server that pages by
 * id cursor); every page asked for is recorded in `requested` as `offset+limit`.
 */
function linkedListing(count: number, requested: string[] = []): Listing<Body, number> {
  const plain = listing(count, false)
  const page = async (at: Page) => {
    requested.push(`${at.offset}+${at.limit}`)
    const body = await plain.page(at)
    const next = { '@href': `/next/${at.offset + at.limit}`, offset: at.offset + at.limit }
    return { ...body, '@pagination': { limit: at.limit, next } }
  }
  return {
    ...plain,
    page,
    link: (href) => page({ offset: Number(href.split('/').pop()), limit: 100 })
  }
}

describe('fetchPages progress', () => {
  it('with a count: "Fetched n of total" after every 10 pages', async () => {
    const log = recordingRunner()
    const { items } = await fetchPages(log, listing(3000, true), { limit: null, offset: 0 })
    expect(items).toEqual(Array.from({ length: 3000 }, (_, i) => i))
    expect(log.messages('info')).toEqual([
      'Listed 100 of 3,000 branches; fetching 29 more page(s).',
      'Fetched 1,100 of 3,000 branches.',
      'Fetched 2,100 of 3,000 branches.'
    ])
  })

  it('without a count: "Fetched n so far"', async () => {
    const log = recordingRunner()
    const { items } = await fetchPages(log, listing(2500, false), { limit: null, offset: 0 })
    expect(items).toHaveLength(2500)
    expect(log.messages('info')).toEqual([
      'Fetched 1,100 branches so far.',
      'Fetched 2,100 branches so far.'
    ])
  })

  it('paged by next links: "Fetched n so far" too', async () => {
    const log = recordingRunner()
    const { items } = await fetchPages(log, linkedListing(2500), { limit: null, offset: 0 })
    expect(items).toEqual(Array.from({ length: 2500 }, (_, i) => i))
    expect(log.messages('info')).toEqual([
      'Fetched 1,100 branches so far.',
      'Fetched 2,100 branches so far.'
    ])
  })

  it('paged by next links from an offset: the offset is skipped here, the limit kept', async () => {
    const requested: string[] = []
    const linked = linkedListing(1000, requested)
    const { items } = await fetchPages(recordingRunner(), linked, { limit: 120, offset: 250 })
    expect(items).toEqual(Array.from({ length: 120 }, (_, i) => 250 + i))
    // The first answer shows links, so the offset was an id: the listing starts again from 0.
    expect(requested).toEqual(['250+100', '0+100', '100+100', '200+100', '300+100'])
  })

  it('a page longer than asked for is cut at the limit', async () => {
    const generous: Listing<Body, number> = {
      ...listing(0, true),
      page: async () => ({ '@pagination': { count: 500, limit: 100 }, items: [1, 2, 3, 4, 5] })
    }
    const { items } = await fetchPages(recordingRunner(), generous, { limit: 3, offset: 0 })
    expect(items).toEqual([1, 2, 3])
  })

  it('a listing of a few pages says nothing more', async () => {
    const log = recordingRunner()
    await fetchPages(log, listing(250, true), { limit: null, offset: 0 })
    expect(log.messages('info')).toEqual(['Listed 100 of 250 branches; fetching 2 more page(s).'])
  })
})

/** A counted listing of `count` items whose pages after the first answer when the test says. */
function heldListing(count: number, heavy = true) {
  const waiting = new Map<number, { answer: () => void; fail: (error: Error) => void }>()
  const started: number[] = []
  const body = ({ offset, limit }: Page): Body => ({
    '@pagination': { count, limit: 100 },
    items: Array.from({ length: Math.min(limit, count - offset) }, (_, i) => offset + i)
  })
  const held: Listing<Body, number> = {
    page: (page) => {
      if (page.offset === 0) return Promise.resolve(body(page))
      started.push(page.offset)
      return new Promise((resolve, reject) =>
        waiting.set(page.offset, { answer: () => resolve(body(page)), fail: reject })
      )
    },
    link: () => Promise.reject(new Error('no links here')),
    items: (b) => b.items,
    noun: 'branches',
    heavy
  }
  const settled = () => new Promise((resolve) => setImmediate(resolve))
  return { held, started, waiting, settled }
}

describe('pages side by side', () => {
  it(`light pages: ${PAGES_IN_FLIGHT.light} started at once, the next once the first is handed on`, async () => {
    const { held, started, waiting, settled } = heldListing(10_000, false)
    const done = streamPages(recordingRunner(), held, { limit: null, offset: 0 }, () => {})
    await settled()
    expect(started).toEqual(Array.from({ length: 50 }, (_, i) => (i + 1) * 100))
    waiting.get(100)?.answer()
    await settled()
    expect(started.slice(50)).toEqual([5100])
    for (let offset = 200; offset < 10_000; offset += 100) {
      waiting.get(offset)?.answer()
      await settled()
    }
    await expect(done).resolves.toEqual({ total: 10_000 })
    expect(started).toHaveLength(99)
  })

  it(`heavy pages: hands pages on in order, with at most ${PAGES_IN_FLIGHT.heavy} started and not yet handed on`, async () => {
    const { held, started, waiting, settled } = heldListing(2000)
    const pages: number[][] = []
    const done = streamPages(recordingRunner(), held, { limit: null, offset: 0 }, (items) =>
      pages.push(items)
    )
    await settled()
    expect(started).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000])
    // Later pages answer first: nothing is handed on, and nothing more starts, until the 2nd page.
    for (const offset of [1000, 900, 300, 200]) waiting.get(offset)?.answer()
    await settled()
    expect(pages.map((items) => items[0])).toEqual([0])
    expect(started).toHaveLength(10)
    waiting.get(100)?.answer()
    await settled()
    expect(pages.map((items) => items[0])).toEqual([0, 100, 200, 300])
    expect(started.slice(10)).toEqual([1100, 1200, 1300])
    for (let offset = 400; offset < 2000; offset += 100) {
      waiting.get(offset)?.answer()
      await settled()
    }
    await expect(done).resolves.toEqual({ total: 2000 })
    expect(pages.flat()).toEqual(Array.from({ length: 2000 }, (_, i) => i))
  })

  it('after a failure starts no page, lets those running finish, then throws it', async () => {
    const { held, started, waiting, settled } = heldListing(2000)
    const pages: number[][] = []
    const done = streamPages(recordingRunner(), held, { limit: null, offset: 0 }, (items) =>
      pages.push(items)
    )
    await settled()
    waiting.get(300)?.fail(new Error('page 4 failed'))
    waiting.get(100)?.answer()
    await settled()
    expect(started).toHaveLength(10)
    let finished = false
    void done.catch(() => (finished = true))
    for (const offset of [200, 400, 500, 600, 700, 800, 900]) waiting.get(offset)?.answer()
    await settled()
    expect(finished).toBe(false)
    waiting.get(1000)?.answer()
    expect((await rejectionOf(done, Error)).message).toBe('page 4 failed')
    expect(started).toHaveLength(10)
    // Nothing is handed on after the failure, not even the pages before the failed one.
    expect(pages.map((items) => items[0])).toEqual([0])
  })

  it('a page the caller cannot take stops the listing like a failed request', async () => {
    const { held, started, waiting, settled } = heldListing(2000)
    const done = streamPages(recordingRunner(), held, { limit: null, offset: 0 }, (items) => {
      if (items[0] === 100) throw new Error('disk full')
    })
    await settled()
    for (const offset of waiting.keys()) waiting.get(offset)?.answer()
    expect((await rejectionOf(done, Error)).message).toBe('disk full')
    expect(started).toHaveLength(10)
  })
})
