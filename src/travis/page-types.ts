// The shapes every listing shares: a page asked for, the `@pagination` of an answer, how to read
// one listing, and what takes its items. Their own module, so that pages.ts (the ways of paging)
// and page-walk.ts (the steps they share) both use them without importing each other.

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
