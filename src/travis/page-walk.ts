// The steps every way of paging shares: the pages of a window, reading on by offset to a short
// page, handing on within a window, progress lines, and the cap on pages (MAX_PAGES) with its
// failure.
import { ActionError } from '../lib/action-error.js'
import type { Runner } from '../runtime/runner.js'
import { grouped } from '../runtime/text.js'
import type { Deliver, Listing, Page, Paged } from './page-types.js'

export const PAGE_SIZE = 100

/** A progress line after every this many pages (`Fetched 1,100 of 2,000 branches.`). */
export const PAGES_PER_PROGRESS_LINE = 10

/**
 * The most pages one listing reads: a million items. A server that counts more, or keeps giving
 * full pages or new links past it, is not listing a repository's branches or an owner's
 * repositories; the listing stops there and fails, naming the cap.
 */
export const MAX_PAGES = 10_000

/**
 * Pages by offset, one at a time, from `next` until a page comes back short or empty, or the
 * window is full; `pages` counts the pages read so far, against MAX_PAGES.
 */
export async function readOn<Body extends Paged, Item>(
  listing: Listing<Body, Item>,
  start: { next: number; offset: number; limit: number; pages: number },
  deliver: Deliver<Item>,
  progress: Progress
): Promise<void> {
  let { next, pages } = start
  const { offset, limit } = start
  for (;;) {
    const pageLimit = Math.min(PAGE_SIZE, limit - (next - offset))
    if (pageLimit <= 0) return
    if (++pages > MAX_PAGES) throw tooManyPages(listing.noun, 'it keeps giving full pages')
    const items = listing.items(await listing.page({ offset: next, limit: pageLimit }))
    next += items.length
    deliver(items)
    progress.page(items.length)
    if (items.length === 0 || items.length < pageLimit) return
  }
}

/** The failure of a listing past MAX_PAGES, naming the cap and why it was reached. */
export function tooManyPages(noun: string, why: string): ActionError {
  return new ActionError(
    `The listing of ${noun} was stopped: ${why}, more than the ${grouped(MAX_PAGES)} pages (${grouped(MAX_PAGES * PAGE_SIZE)} ${noun}) one listing reads; no server holds that many, so its answers cannot be trusted.`
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
