// Every page of a Travis CI listing within a window (`limit`/`offset` across pages). The first
// page tells the total (@pagination.count); the remaining pages are then fetched concurrently, at
// most PAGES_AT_ONCE at a time. A server that does not count ("efficient pagination", where
// `offset` is a row id) is paged by its `next` links; one with neither, by offset until a short page.
import { mapConcurrent } from '../concurrency.js'
import type { Runner } from '../runner.js'

export const PAGE_SIZE = 100
const PAGES_AT_ONCE = 4

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

export async function fetchPages<Body extends Paged, Item>(
  runner: Pick<Runner, 'info'>,
  listing: Listing<Body, Item>,
  window: Window
): Promise<Pages<Item>> {
  const { offset } = window
  const wanted = window.limit ?? Infinity
  const firstLimit = Math.min(PAGE_SIZE, wanted)
  const first = await listing.page({ offset, limit: firstLimit })
  const start = { first, firstLimit, offset, wanted }
  const pagination = first['@pagination']
  let pages: Item[][]
  if (pagination?.count !== undefined) {
    pages = [listing.items(first), ...(await pagesByCount(runner, listing, start))]
  } else if (typeof pagination?.next?.['@href'] === 'string') {
    pages = await pagesByLink(runner, listing, start)
  } else {
    pages = [listing.items(first), ...(await pagesWithoutCount(runner, listing, start))]
  }
  return { items: pages.flat().slice(0, wanted), total: pagination?.count ?? null }
}

/** Where a listing stands after its first page. */
interface Start<Body> {
  first: Body
  /** The `limit` the first page was asked for. */
  firstLimit: number
  offset: number
  /** Most items in all; Infinity for every one. */
  wanted: number
}

/** The total is known: every remaining page is fetched concurrently. */
async function pagesByCount<Body extends Paged, Item>(
  runner: Pick<Runner, 'info'>,
  listing: Listing<Body, Item>,
  { first, offset, wanted: limit }: Start<Body>
): Promise<Item[][]> {
  const count = first['@pagination']?.count ?? 0
  const wanted = Math.min(limit, Math.max(0, count - offset))
  const listed = listing.items(first).length
  // A server that clamps page sizes below ours says so in @pagination.limit; follow it.
  const pageSize = Math.min(PAGE_SIZE, first['@pagination']?.limit || PAGE_SIZE)
  const rest = remainingPages(offset + listed, offset + wanted, pageSize)
  if (rest.length > 0) {
    runner.info(
      `Listed ${listed} of ${number(wanted)} ${listing.noun}; fetching ${rest.length} more page(s).`
    )
  }
  const progress = new Progress(runner, listing.noun, listed, wanted)
  return mapConcurrent(rest, PAGES_AT_ONCE, async (page) => {
    const items = listing.items(await listing.page(page))
    progress.page(items.length)
    return items
  })
}

/**
 * No count, but a `next` link: the server pages by row id (EFFICIENT_PAGINATION_ENABLED,
 * travis-api paginator.rb), so offsets cannot be computed. Follow the links, one at a time, until
 * a short page. There `offset` was read as an id, so a wanted offset is skipped here instead.
 */
async function pagesByLink<Body extends Paged, Item>(
  runner: Pick<Runner, 'info'>,
  listing: Listing<Body, Item>,
  { first, firstLimit, offset, wanted }: Start<Body>
): Promise<Item[][]> {
  let page = offset === 0 ? first : await listing.page({ offset: 0, limit: PAGE_SIZE })
  let pageLimit = offset === 0 ? firstLimit : PAGE_SIZE
  const pages: Item[][] = [listing.items(page)]
  let listed = listing.items(page).length
  const progress = new Progress(runner, listing.noun, listed, null)
  for (;;) {
    const href = page['@pagination']?.next?.['@href']
    const done =
      listing.items(page).length < pageLimit ||
      listed >= offset + wanted ||
      typeof href !== 'string' ||
      page['@pagination']?.next?.offset === null
    if (done) break
    page = await listing.link(href)
    pageLimit = page['@pagination']?.limit ?? pageLimit
    pages.push(listing.items(page))
    listed += listing.items(page).length
    progress.page(listing.items(page).length)
  }
  return offset === 0 ? pages : [pages.flat().slice(offset)]
}

/** No total and no links: page on by offset, one at a time, until a short page. */
async function pagesWithoutCount<Body extends Paged, Item>(
  runner: Pick<Runner, 'info'>,
  listing: Listing<Body, Item>,
  { first, firstLimit, offset, wanted: limit }: Start<Body>
): Promise<Item[][]> {
  const pages: Item[][] = []
  let last = listing.items(first)
  let lastLimit = firstLimit
  let next = offset + last.length
  const progress = new Progress(runner, listing.noun, last.length, null)
  while (last.length > 0 && last.length >= lastLimit && next - offset < limit) {
    lastLimit = Math.min(PAGE_SIZE, limit - (next - offset))
    last = listing.items(await listing.page({ offset: next, limit: lastLimit }))
    pages.push(last)
    next += last.length
    progress.page(last.length)
  }
  return pages
}

/** Pages of `size` covering [from, to). */
function remainingPages(from: number, to: number, size = PAGE_SIZE): Page[] {
  const pages: Page[] = []
  for (let offset = from; offset < to; offset += size) {
    pages.push({ offset, limit: Math.min(size, to - offset) })
  }
  return pages
}

/**
 * One log line per PAGES_AT_ONCE pages after the first, so that a long listing shows it is moving:
 * `Fetched 600 of 2,000 branches.`, or `Fetched 600 branches so far.` when the server does not count.
 */
class Progress {
  private pages = 0

  constructor(
    private readonly runner: Pick<Runner, 'info'>,
    private readonly noun: string,
    private fetched: number,
    private readonly total: number | null
  ) {}

  page(items: number): void {
    this.fetched += items
    this.pages += 1
    if (this.pages % PAGES_AT_ONCE !== 0) return
    this.runner.info(
      this.total === null
        ? `Fetched ${number(this.fetched)} ${this.noun} so far.`
        : `Fetched ${number(this.fetched)} of ${number(this.total)} ${this.noun}.`
    )
  }
}

/** 2,000 */
function number(value: number): string {
  return value.toLocaleString('en-US')
}
