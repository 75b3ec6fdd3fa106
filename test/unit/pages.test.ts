// The pager's progress lines: one per batch of pages after the first, so that a long listing
// shows it is moving. A listing of plain values: how the pages are fetched is not the point here.
import { describe, expect, it } from 'vitest'
import { fetchPages, type Listing, type Page, type Paged } from '../../src/operations/pages.js'
import { recordingRunner } from '../support/recording-runner.js'

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

describe('fetchPages progress', () => {
  it('with a count: "Fetched n of total" after every 4 pages', async () => {
    const log = recordingRunner()
    const { items } = await fetchPages(log, listing(2000, true), { limit: null, offset: 0 })
    expect(items).toHaveLength(2000)
    expect(log.messages('info')).toEqual([
      'Listed 100 of 2,000 branches; fetching 19 more page(s).',
      'Fetched 500 of 2,000 branches.',
      'Fetched 900 of 2,000 branches.',
      'Fetched 1,300 of 2,000 branches.',
      'Fetched 1,700 of 2,000 branches.'
    ])
  })

  it('without a count: "Fetched n so far"', async () => {
    const log = recordingRunner()
    const { items } = await fetchPages(log, listing(1000, false), { limit: null, offset: 0 })
    expect(items).toHaveLength(1000)
    expect(log.messages('info')).toEqual([
      'Fetched 500 branches so far.',
      'Fetched 900 branches so far.'
    ])
  })

  it('paged by next links: "Fetched n so far" too', async () => {
    const log = recordingRunner()
    const plain = listing(1000, false)
    const page = async (at: Page) => {
      const body = await plain.page(at)
      const next = { '@href': `/next/${at.offset + at.limit}`, offset: at.offset + at.limit }
      return { ...body, '@pagination': { limit: at.limit, next } }
    }
    const linked: Listing<Body, number> = {
      ...plain,
      page,
      link: (href) => page({ offset: Number(href.split('/').pop()), limit: 100 })
    }
    const { items } = await fetchPages(log, linked, { limit: null, offset: 0 })
    expect(items).toEqual(Array.from({ length: 1000 }, (_, i) => i))
    expect(log.messages('info')).toEqual([
      'Fetched 500 branches so far.',
      'Fetched 900 branches so far.'
    ])
  })

  it('a listing of a few pages says nothing more', async () => {
    const log = recordingRunner()
    await fetchPages(log, listing(250, true), { limit: null, offset: 0 })
    expect(log.messages('info')).toEqual(['Listed 100 of 250 branches; fetching 2 more page(s).'])
  })
})
