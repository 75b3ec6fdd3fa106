// The steps every way of paging shares: the pages of a window, reading on by offset to a short
// page (and no further past a stale count than the count reached), handing on within a window,
// progress lines, and the cap on pages (MAX_PAGES) with its failure.
import { ActionError } from '../lib/action-error.js'
import { plural } from '../lib/plural.js'
import type { Runner } from '../runtime/runner.js'
import { grouped } from '../runtime/text.js'
import type { Deliver, Listing, Page, Paged, Pagination } from './pages.js'

export const PAGE_SIZE = 100

/** A progress line after every this many pages (`Fetched 1,100 of 2,000 branches.`). */
const PAGES_PER_PROGRESS_LINE = 10

/**
 * The most pages one listing reads: a million items. A server that counts more, or keeps giving
 * full pages or new links past it, is not listing a repository's branches or an owner's
 * repositories; the listing stops there and fails, naming the cap.
 */
export const MAX_PAGES = 10_000

/** Where reading on starts: the next offset, the window, the pages read, what the server said last. */
interface ReadOnStart {
  next: number
  offset: number
  limit: number
  pages: number
  /** The smallest count the server gave; null when it never counted. */
  count: number | null
  /** The `@pagination` of the last page read. */
  said: Pagination | null | undefined
}

/**
 * Pages by offset, one at a time, from `next` until a page comes back short or empty, or the
 * window is full; `pages` counts the pages read so far, against MAX_PAGES. `count` is the smallest
 * count the server gave (null when it never counted): past it, reading on stops after as many
 * pages as that count had (at least one) and fails, as a count that far off is no stale cache.
 * The smallest, not the last: a server re-stating a count that grows with every page would
 * otherwise never be past it, and the listing would read MAX_PAGES pages one at a time.
 */
export async function readOn<Body extends Paged, Item>(
  listing: Listing<Body, Item>,
  start: ReadOnStart,
  deliver: Deliver<Item>,
  progress: Progress
): Promise<void> {
  let { next, pages, count, said: last } = start
  const { offset, limit } = start
  for (;;) {
    const pageLimit = Math.min(PAGE_SIZE, limit - (next - offset))
    if (pageLimit <= 0) return
    if (count !== null && pagesPast(count, offset, next) >= pagesOf(count)) {
      throw staleCount(listing.noun, { count, pages, past: pagesPast(count, offset, next), last })
    }
    if (++pages > MAX_PAGES) throw tooManyPages(listing.noun, 'it keeps giving full pages')
    const body = await listing.page({ offset: next, limit: pageLimit })
    last = body['@pagination']
    if (typeof last?.count === 'number') count = leastCount(count, last.count)
    const items = listing.items(body)
    next += items.length
    deliver(items)
    progress.page(items.length)
    if (items.length === 0 || items.length < pageLimit) return
  }
}

/** The smaller of two counts; `known` null when the server had not counted yet. */
export function leastCount(known: number | null, said: number): number {
  return known === null ? said : Math.min(known, said)
}

/** The pages a count covers, at least one: how far past it reading on may go. */
function pagesOf(count: number): number {
  return Math.max(1, Math.ceil(count / PAGE_SIZE))
}

/** Pages read past the count (or past the window's start, when that is beyond the count). */
function pagesPast(count: number, offset: number, next: number): number {
  return Math.ceil((next - Math.max(count, offset)) / PAGE_SIZE)
}

/** The failure of reading on past a count, naming what the server answered. */
function staleCount(
  noun: string,
  read: { count: number; pages: number; past: number; last: Pagination | null | undefined }
): ActionError {
  const { count, pages, past, last } = read
  const lastSaid =
    typeof last?.count === 'number'
      ? `${last.count === count ? 'still' : 'now'} counting ${grouped(last.count)}`
      : typeof last?.next?.['@href'] === 'string'
        ? 'with no count but a next link'
        : 'with no count and no next link'
  const pastPages = past === 1 ? 'the page' : `all ${grouped(past)} pages`
  const counted = `${grouped(count)} ${noun} (${plural(pagesOf(count), 'page')})`
  return new ActionError(
    `The listing of ${noun} was stopped after ${plural(pages, 'page')}: the server counted ${counted}, ` +
      `yet ${pastPages} read past that count came back full, the last ${lastSaid}; ` +
      'a count that far off cannot be trusted, nor where the listing ends.'
  )
}

/** The failure of a listing past MAX_PAGES, naming the cap and why it was reached. */
export function tooManyPages(noun: string, why: string): ActionError {
  const cap = `${grouped(MAX_PAGES)} pages (${grouped(MAX_PAGES * PAGE_SIZE)} ${noun})`
  return new ActionError(
    `The listing of ${noun} was stopped: ${why}, more than the ${cap} one listing reads; ` +
      'no server holds that many, so its answers cannot be trusted.'
  )
}

/** Pages of `size` covering [from, to), none reaching past `windowEnd`. */
export function remainingPages(from: number, to: number, size: number, windowEnd: number): Page[] {
  const pages: Page[] = []
  for (let offset = from; offset < to; offset += size) {
    pages.push({ offset, limit: Math.min(size, windowEnd - offset) })
  }
  return pages
}

/** Hands on at most `most` items in all. */
export function taking<Item>(most: number, deliver: Deliver<Item>): Deliver<Item> {
  let left = most
  return (items) => {
    if (left <= 0) return
    const kept = items.length > left ? items.slice(0, left) : items
    left -= kept.length
    deliver(kept)
  }
}

/** Drops the first `count` items. */
export function skipping<Item>(count: number, deliver: Deliver<Item>): Deliver<Item> {
  let left = count
  return (items) => {
    if (left >= items.length) {
      left -= items.length
      return
    }
    deliver(left === 0 ? items : items.slice(left))
    left = 0
  }
}

/**
 * One log line per PAGES_PER_PROGRESS_LINE pages after the first, so that a long listing shows it
 * is moving: `Fetched 1,100 of 2,000 branches.`, or `Fetched 1,100 branches so far.` when the
 * server does not count.
 */
export class Progress {
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
    if (this.pages % PAGES_PER_PROGRESS_LINE !== 0) return
    this.runner.info(
      this.total === null
        ? `Fetched ${grouped(this.fetched)} ${this.noun} so far.`
        : `Fetched ${grouped(this.fetched)} of ${grouped(this.total)} ${this.noun}.`
    )
  }
}
