// The pager over listings of plain values: its progress lines (one per batch of pages after the
// first, so that a long listing shows it is moving), and the order, window and failures of pages
// fetched side by side, which e2e runs cannot force.
import { describe, expect, it } from 'vitest'
import { ActionError } from '../../../src/lib/action-error.js'
import { MAX_PAGES } from '../../../src/travis/page-walk.js'
import {
  PAGES_IN_FLIGHT,
  fetchPages,
  streamPages,
  type Listing,
  type Page,
  type Paged
} from '../../../src/travis/pages.js'
import { recordingRunner } from '../../support/recording-runner.js'
import { rejectionOf } from '../../support/rejection.js'

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
    noun: 'branches'
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
    const { items } = await fetchPages(log, listing(2950, true), { limit: null, offset: 0 })
    expect(items).toEqual(Array.from({ length: 2950 }, (_, i) => i))
    expect(log.messages('info')).toEqual([
      'Listed 100 of 2,950 branches; fetching 29 more pages.',
      'Fetched 1,100 of 2,950 branches.',
      'Fetched 2,100 of 2,950 branches.'
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
    expect(log.messages('info')).toEqual(['Listed 100 of 250 branches; fetching 2 more pages.'])
  })
})

/** A counted listing of `count` items whose pages after the first answer when the test says. */
function heldListing(count: number) {
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
    noun: 'branches'
  }
  const settled = () => new Promise((resolve) => setImmediate(resolve))
  return { held, started, waiting, settled }
}

describe('pages side by side', () => {
  it(`${PAGES_IN_FLIGHT} started at once, the next once the first is handed on`, async () => {
    const { held, started, waiting, settled } = heldListing(10_000)
    const done = streamPages(recordingRunner(), held, { limit: null, offset: 0 }, () => {})
    await settled()
    expect(started).toEqual(Array.from({ length: 10 }, (_, i) => (i + 1) * 100))
    waiting.get(100)?.answer()
    await settled()
    expect(started.slice(10)).toEqual([1100])
    // The last counted page comes back full, so one more is read: 10,000 itself, empty.
    for (let offset = 200; offset <= 10_000; offset += 100) {
      waiting.get(offset)?.answer()
      await settled()
    }
    await expect(done).resolves.toEqual({ total: 10_000 })
    expect(started).toHaveLength(100)
  })

  it(`hands pages on in order, with at most ${PAGES_IN_FLIGHT} started and not yet handed on`, async () => {
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
    for (let offset = 400; offset <= 2000; offset += 100) {
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

/** A listing whose pages the test writes: `answer(page)` gives each body; pages asked are kept. */
function scripted(
  answer: (page: Page) => Body,
  link: (href: string) => Body = () => ({ items: [] })
) {
  const asked: string[] = []
  const scriptedListing: Listing<Body, number> = {
    page: async (page) => {
      asked.push(`${page.offset}+${page.limit}`)
      return answer(page)
    },
    link: async (href) => {
      asked.push(href)
      return link(href)
    },
    items: (body) => body.items,
    noun: 'branches'
  }
  return { listing: scriptedListing, asked }
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i)

describe('counts and links that cannot be trusted', () => {
  it('a stale count: its last page comes back full, so the listing reads on to a short page', async () => {
    // The server counts 200 (a cached count) but holds 350: one page past the count, of the two
    // that reading on may go.
    const { listing: stale, asked } = scripted(({ offset, limit }) => ({
      '@pagination': { count: 200, limit },
      items: range(offset, Math.min(350, offset + limit))
    }))
    const log = recordingRunner()
    const { items, total } = await fetchPages(log, stale, { limit: null, offset: 0 })
    expect(items).toEqual(range(0, 350))
    expect(total).toBe(200)
    expect(asked).toEqual(['0+100', '100+100', '200+100', '300+100'])
    expect(log.messages('info')).toContain(
      'The last page of the 200 branches the server counted came back full; reading on, as the count may be stale.'
    )
  })

  it('past a stale count, reading on stops after as many pages as the count had, naming what the server said', async () => {
    // Counts 100 on the first page only, then full pages with neither a count nor a next link.
    const { listing: lying, asked } = scripted(({ offset, limit }) => ({
      ...(offset === 0 && { '@pagination': { count: 100, limit } }),
      items: range(offset, offset + limit)
    }))
    const error = await rejectionOf(
      fetchPages(recordingRunner(), lying, { limit: null, offset: 0 }),
      ActionError
    )
    expect(error.message).toBe(
      'The listing of branches was stopped after 2 pages: the server counted 100 branches (1 page), yet the page read past that count came back full, the last with no count and no next link; a count that far off cannot be trusted, nor where the listing ends.'
    )
    expect(asked).toEqual(['0+100', '100+100'])
  })

  it('past a stale count, a page with a next link but no count is named as such', async () => {
    const next = { '@href': '/next', offset: 1 }
    const { listing: lying, asked } = scripted(({ offset, limit }) => ({
      '@pagination': offset === 0 ? { count: 100, limit } : { limit, next },
      items: range(offset, offset + limit)
    }))
    const error = await rejectionOf(
      fetchPages(recordingRunner(), lying, { limit: null, offset: 0 }),
      ActionError
    )
    expect(asked).toEqual(['0+100', '100+100'])
    expect(error.message).toContain('came back full, the last with no count but a next link;')
  })

  it('a count given again while reading on is bounded by the smallest count the server gave', async () => {
    // Every page counts 300, then 400 from offset 300 on (the cached count expired), then pages
    // stay full: 300 is the smallest count, so 3 pages past it are read, all full, the last counting 400.
    const { listing: growing, asked } = scripted(({ offset, limit }) => ({
      '@pagination': { count: offset < 300 ? 300 : 400, limit },
      items: range(offset, offset + limit)
    }))
    const error = await rejectionOf(
      fetchPages(recordingRunner(), growing, { limit: null, offset: 0 }),
      ActionError
    )
    expect(asked).toEqual(range(0, 6).map((page) => `${page * 100}+100`))
    expect(error.message).toContain(
      'stopped after 6 pages: the server counted 300 branches (3 pages), yet all 3 pages read past that count came back full, the last now counting 400;'
    )
  })

  it('a count that grows with every page (offset + 200) still stops after as many pages past the first count as it had', async () => {
    // Re-stating a count always 200 past the page asked for: measured against the last count,
    // no page would ever be past it and the listing would read 10,000 pages one at a time.
    const { listing: growing, asked } = scripted(({ offset, limit }) => ({
      '@pagination': { count: offset + 200, limit },
      items: range(offset, offset + limit)
    }))
    const error = await rejectionOf(
      fetchPages(recordingRunner(), growing, { limit: null, offset: 0 }),
      ActionError
    )
    expect(asked).toEqual(['0+100', '100+100', '200+100', '300+100'])
    expect(error.message).toBe(
      'The listing of branches was stopped after 4 pages: the server counted 200 branches (2 pages), yet all 2 pages read past that count came back full, the last now counting 500; a count that far off cannot be trusted, nor where the listing ends.'
    )
  })

  it('a count first given while reading on without one bounds the reading from then on', async () => {
    // The first page neither counts nor links; the pages after it count 100 and stay full.
    const { listing: late, asked } = scripted(({ offset, limit }) => ({
      ...(offset > 0 && { '@pagination': { count: 100, limit } }),
      items: range(offset, offset + limit)
    }))
    const error = await rejectionOf(
      fetchPages(recordingRunner(), late, { limit: null, offset: 0 }),
      ActionError
    )
    expect(asked).toEqual(['0+100', '100+100'])
    expect(error.message).toContain(
      'stopped after 2 pages: the server counted 100 branches (1 page), yet the page read past that count came back full, the last still counting 100;'
    )
  })

  it('a count that grows by a few items mid-listing is read through to its short page', async () => {
    // Counts 200 on the first page, then 350 (branches pushed while listing), and holds 350.
    const { listing: growing, asked } = scripted(({ offset, limit }) => ({
      '@pagination': { count: offset === 0 ? 200 : 350, limit },
      items: range(offset, Math.min(350, offset + limit))
    }))
    const { items, total } = await fetchPages(recordingRunner(), growing, {
      limit: null,
      offset: 0
    })
    expect(items).toEqual(range(0, 350))
    expect(total).toBe(200)
    expect(asked).toEqual(['0+100', '100+100', '200+100', '300+100'])
  })

  it("a count smaller than the window's offset leaves one page to read past it", async () => {
    const { listing: stale, asked } = scripted(({ offset, limit }) => ({
      '@pagination': { count: 50, limit, next: { '@href': '/next', offset: offset + limit } },
      items: range(offset, offset + limit)
    }))
    const error = await rejectionOf(
      fetchPages(recordingRunner(), stale, { limit: null, offset: 500 }),
      ActionError
    )
    expect(asked).toEqual(['500+100'])
    expect(error.message).toContain(
      'stopped after 1 page: the server counted 50 branches (1 page), yet the page read past that count came back full, the last still counting 50;'
    )
  })

  it('an exact count whose last page is full: the page after it goes out beside the others, and comes back empty', async () => {
    const { listing: exact, asked } = scripted(({ offset, limit }) => ({
      '@pagination': { count: 200, limit },
      items: range(offset, Math.min(200, offset + limit))
    }))
    const { items } = await fetchPages(recordingRunner(), exact, { limit: null, offset: 0 })
    expect(items).toEqual(range(0, 200))
    expect(asked).toEqual(['0+100', '100+100', '200+100'])
  })

  it('reading on stops at the window', async () => {
    const { listing: stale, asked } = scripted(({ offset, limit }) => ({
      '@pagination': { count: 100, limit },
      items: range(offset, offset + limit)
    }))
    const { items } = await fetchPages(recordingRunner(), stale, { limit: 150, offset: 0 })
    expect(items).toEqual(range(0, 150))
    expect(asked).toEqual(['0+100', '100+50'])
  })

  it(`a count of more than ${MAX_PAGES} pages is refused after the first page, naming the cap`, async () => {
    const { listing: absurd, asked } = scripted(({ offset, limit }) => ({
      '@pagination': { count: 1e12, limit },
      items: range(offset, offset + limit)
    }))
    const error = await rejectionOf(
      fetchPages(recordingRunner(), absurd, { limit: null, offset: 0 }),
      ActionError
    )
    expect(error.message).toBe(
      'The listing of branches was stopped: the server counts 1,000,000,000,000, more than the 10,000 pages (1,000,000 branches) one listing reads; no server holds that many, so its answers cannot be trusted.'
    )
    expect(asked).toEqual(['0+100'])
  })

  it('a next link that leads back to a page already read stops the listing', async () => {
    const loop = { '@href': '/next/page', offset: 1 }
    const { listing: circular, asked } = scripted(
      ({ offset, limit }) => ({
        '@pagination': { limit, next: loop },
        items: range(offset, offset + limit)
      }),
      () => ({ '@pagination': { limit: 100, next: loop }, items: range(0, 100) })
    )
    const error = await rejectionOf(
      fetchPages(recordingRunner(), circular, { limit: null, offset: 0 }),
      ActionError
    )
    expect(error.message).toBe(
      "The listing of branches was stopped after 2 pages: the server's next link leads back to a page already read, so its pages cannot be trusted."
    )
    expect(asked).toEqual(['0+100', '/next/page'])
  })

  it(`full pages without end are stopped at ${MAX_PAGES} pages`, async () => {
    const { listing: endless, asked } = scripted(({ offset, limit }) => ({
      items: range(offset, offset + limit)
    }))
    const error = await rejectionOf(
      fetchPages(recordingRunner(), endless, { limit: null, offset: 0 }),
      ActionError
    )
    expect(error.message).toContain('it keeps giving full pages, more than the 10,000 pages')
    expect(asked).toHaveLength(MAX_PAGES)
  })
})
