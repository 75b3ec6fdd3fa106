// Every page of a Travis CI listing within a window (`limit`/`offset` across pages), handed on in
// the server's order as the pages arrive. The first page tells the total (@pagination.count); the
// remaining pages are then fetched side by side, at most PAGES_IN_FLIGHT at a time, and read on
// past a count that was stale. A server that does not count ("efficient pagination", where
// `offset` is a row id) is paged by its `next` links; one with neither, by offset until a short
// page. No listing reads more than MAX_PAGES pages.
import { ActionError } from '../lib/action-error.js'
import {
  leastCount,
  MAX_PAGES,
  PAGE_SIZE,
  Progress,
  readOn,
  remainingPages,
  skipping,
  taking,
  tooManyPages
} from './page-walk.js'
import { mapInOrder } from '../lib/concurrency.js'
import { plural } from '../lib/plural.js'
import type { Runner } from '../runtime/runner.js'
import { grouped } from '../runtime/text.js'

/**
 * Pages fetched or waiting to be handed on at once: 10, the most requests the action has in
 * flight to one server (docs/guarantees.md "Politeness", travis/client.ts). Travis CI is a shared
 * service: more at once buys a few hundred milliseconds and costs its databases a spike (a page
 * of 100 branches takes travis-api about a second to render, measured in the live tier). 10,000
 * branches take about 11 round trips. Not an input: no workflow needs another number.
 */
export const PAGES_IN_FLIGHT = 10

// The shapes every listing shares: a page asked for, the `@pagination` of an answer, how to read
// one listing, and what takes its items (page-walk.ts names them too, as types only).

export interface Pagination {
  count?: number
  limit?: number
  next?: { '@href'?: string; offset?: number | null } | null
}

export interface Paged {
  '@pagination'?: Pagination | null
}

export interface Page {
  offset: number
  limit: number
}

/** How to read one listing: a page by limit/offset, a `next` link, the items of a page. */
export interface Listing<Body extends Paged, Item> {
  page(page: Page): Promise<Body>
  link(href: string): Promise<Body>
  items(body: Body): Item[]
  /** What the items are, for the log: 'branches'. */
  noun: string
}

/** Takes the items of each page, in the server's order; a throw stops the listing. */
export type Deliver<Item> = (items: Item[]) => void

export interface Window {
  /** Most items in all; null for every one. */
  limit: number | null
  offset: number
}

export interface Pages<Item> {
  /** The window's items, in the server's order. */
  items: Item[]
  /** Items the server has for the query, from @pagination.count; null when it does not count. */
  total: number | null
}

/** Every item of the window, collected: for listings that stay small. */
export async function fetchPages<Body extends Paged, Item>(
  runner: Pick<Runner, 'info'>,
  listing: Listing<Body, Item>,
  window: Window
): Promise<Pages<Item>> {
  const items: Item[] = []
  const { total } = await streamPages(runner, listing, window, (page) => items.push(...page))
  return { items, total }
}

/** The window's items to `deliver` page by page, in order; resolves to the server's count. */
export async function streamPages<Body extends Paged, Item>(
  runner: Pick<Runner, 'info'>,
  listing: Listing<Body, Item>,
  window: Window,
  deliver: Deliver<Item>
): Promise<{ total: number | null }> {
  const { offset } = window
  const wanted = window.limit ?? Infinity
  const firstLimit = Math.min(PAGE_SIZE, wanted)
  const first = await listing.page({ offset, limit: firstLimit })
  const start = { first, firstLimit, offset, wanted }
  const pagination = first['@pagination']
  const emit = taking(wanted, deliver)
  if (pagination?.count !== undefined) {
    await pagesByCount(runner, listing, start, emit)
  } else if (typeof pagination?.next?.['@href'] === 'string') {
    await pagesByLink(runner, listing, start, emit)
  } else {
    await pagesWithoutCount(runner, listing, start, emit)
  }
  return { total: pagination?.count ?? null }
}

/** One way of paging on once the first page is in: by count, by `next` links, or by offset. */
type Strategy = <Body extends Paged, Item>(
  runner: Pick<Runner, 'info'>,
  listing: Listing<Body, Item>,
  start: Start<Body>,
  deliver: Deliver<Item>
) => Promise<void>

/** Where a listing stands after its first page. */
interface Start<Body> {
  first: Body
  /** The `limit` the first page was asked for. */
  firstLimit: number
  offset: number
  /** Most items in all; Infinity for every one. */
  wanted: number
}

/**
 * The total is known: every remaining page is fetched side by side, handed on in order. travis-api
 * may report a cached count (up to a day old once it is 100 or more, `count_cache.rb`): when the
 * last page the count promises comes back full, the listing reads on by offset until a page
 * comes back short, but no further past the smallest count the server gave than that count
 * itself reached (page-walk.ts).
 */
const pagesByCount: Strategy = async (
  runner,
  listing,
  { first, firstLimit, offset, wanted: limit },
  deliver
) => {
  const count = first['@pagination']?.count ?? 0
  const wanted = Math.min(limit, Math.max(0, count - offset))
  const listed = listing.items(first).length
  // A server that clamps page sizes below ours says so in @pagination.limit; follow it.
  const pageSize = Math.min(PAGE_SIZE, first['@pagination']?.limit || PAGE_SIZE)
  if ((wanted - listed) / pageSize >= MAX_PAGES) {
    throw tooManyPages(listing.noun, `the server counts ${grouped(count)}`)
  }
  // Each page asks for a whole page unless the window ends first, so that the last page the
  // count promises shows whether the count was stale (a whole page) or not (a short one). When
  // the count ends on a page boundary inside the window, the page after it goes out with the
  // others: empty, it settles the count without a round trip of its own.
  const rest = remainingPages(offset + listed, offset + wanted, pageSize, offset + limit)
  if (rest.length > 0) {
    runner.info(
      `Listed ${listed} of ${grouped(wanted)} ${listing.noun}; fetching ${plural(rest.length, 'more page')}.`
    )
  }
  const lastCounted = rest.at(-1) ?? { offset, limit: firstLimit }
  if (wanted < limit && offset + wanted - lastCounted.offset >= lastCounted.limit) {
    rest.push({ offset: offset + wanted, limit: Math.min(pageSize, limit - wanted) })
  }
  deliver(listing.items(first))
  const progress = new Progress(runner, listing.noun, listed, wanted)
  let last = { page: { offset, limit: firstLimit }, length: listed, said: first['@pagination'] }
  let least = count
  await mapInOrder(
    rest,
    PAGES_IN_FLIGHT,
    async (page) => {
      const body = await listing.page(page)
      return { items: listing.items(body), said: body['@pagination'] }
    },
    ({ items, said }, index) => {
      deliver(items)
      progress.page(items.length)
      last = { page: rest[index] as Page, length: items.length, said }
      if (typeof said?.count === 'number') least = leastCount(least, said.count)
    }
  )
  const next = last.page.offset + last.page.limit
  if (last.length === 0 || last.length < last.page.limit || next - offset >= limit) return
  runner.info(
    `The last page of the ${grouped(count)} ${listing.noun} the server counted came back full; reading on, as the count may be stale.`
  )
  await readOn(
    listing,
    {
      next,
      offset,
      limit,
      pages: 1 + rest.length,
      count: least,
      said: last.said
    },
    deliver,
    progress
  )
}

/**
 * No count, but a `next` link: the server pages by row id (EFFICIENT_PAGINATION_ENABLED,
 * travis-api paginator.rb), so offsets cannot be computed, nor pages fetched side by side. Follow
 * the links, one at a time, until a short page. There `offset` was read as an id, so a wanted
 * offset is skipped here instead.
 */
const pagesByLink: Strategy = async (
  runner,
  listing,
  { first, firstLimit, offset, wanted },
  deliver
) => {
  let page = offset === 0 ? first : await listing.page({ offset: 0, limit: PAGE_SIZE })
  let pageLimit = offset === 0 ? firstLimit : PAGE_SIZE
  const emit = skipping(offset, deliver)
  let listed = listing.items(page).length
  emit(listing.items(page))
  const progress = new Progress(runner, listing.noun, listed, null)
  const followed = new Set<string>()
  for (;;) {
    const href = page['@pagination']?.next?.['@href']
    const done =
      listing.items(page).length < pageLimit ||
      listed >= offset + wanted ||
      typeof href !== 'string' ||
      page['@pagination']?.next?.offset === null
    if (done) break
    // A link given before leads back to pages already read: following it would never end.
    if (followed.has(href)) {
      throw new ActionError(
        `The listing of ${listing.noun} was stopped after ${grouped(followed.size + 1)} pages: ` +
          "the server's next link leads back to a page already read, so its pages cannot be trusted."
      )
    }
    followed.add(href)
    if (followed.size >= MAX_PAGES) throw tooManyPages(listing.noun, 'its next links go on')
    page = await listing.link(href)
    pageLimit = page['@pagination']?.limit ?? pageLimit
    listed += listing.items(page).length
    emit(listing.items(page))
    progress.page(listing.items(page).length)
  }
}

/** No total and no links: page on by offset, one at a time, until a short page. */
const pagesWithoutCount: Strategy = async (
  runner,
  listing,
  { first, firstLimit, offset, wanted: limit },
  deliver
) => {
  const items = listing.items(first)
  deliver(items)
  if (items.length === 0 || items.length < firstLimit) return
  const progress = new Progress(runner, listing.noun, items.length, null)
  const said = first['@pagination']
  const start = { next: offset + items.length, offset, limit, pages: 1, count: null, said }
  await readOn(listing, start, deliver, progress)
}
