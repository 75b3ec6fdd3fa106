// list-branches: filters, sorting, and every page. The first page tells the total
// (@pagination.count); the remaining pages are then fetched concurrently. A server that does not
// count ("efficient pagination", where `offset` is a row id) is paged by its `next` links.
import { mapConcurrent } from '../concurrency.js'
import type { InputsFor, SortTerm } from '../inputs/parsed.js'
import { existsOnHostOf, inServerSpelling, type HostField } from '../model/host-field.js'
import { includeParameter, type Query } from '../travis/paths.js'
import type { OperationContext } from './context.js'
import type { BranchView, BranchesResult } from './result.js'

const PAGE_SIZE = 100
const PAGES_AT_ONCE = 4

type RawBranch = Record<string, unknown> & { name: string }

interface BranchesBody {
  branches: RawBranch[]
  '@pagination'?: {
    count?: number
    limit?: number
    next?: { '@href'?: string; offset?: number | null } | null
  }
}

interface Page {
  offset: number
  limit: number
}

/** What to list: the filters, sort and window of list-branches. */
export type BranchQuery = Omit<InputsFor<'list-branches'>, 'operation'>

export interface BranchListing {
  branches: BranchView[]
  /** Branches the server has for these filters, from @pagination.count; null when not counted. */
  total: number | null
}

export async function listBranches(
  context: OperationContext,
  inputs: InputsFor<'list-branches'>
): Promise<BranchesResult> {
  const { branches, total } = await fetchBranches(context, inputs)
  context.runner.info(
    `Listed ${branches.length} branch(es)${total === null ? '' : ` of ${total}`}.`
  )
  return {
    kind: 'branches',
    operation: 'list-branches',
    changed: false,
    dryRun: false,
    notes: [],
    branches,
    total
  }
}

/** Every branch the query selects within its window, in the server's order. */
export async function fetchBranches(
  context: OperationContext,
  query: BranchQuery
): Promise<BranchListing> {
  const { limit, offset } = query
  const wanted = limit ?? Infinity
  const fetchPage = (page: Page) =>
    context.client.get<BranchesBody>('branches', (hostField) => branchQuery(query, hostField, page))

  const firstLimit = Math.min(PAGE_SIZE, wanted)
  const first = await fetchPage({ offset, limit: firstLimit })
  const pagination = first['@pagination']
  let pages: RawBranch[][]
  if (pagination?.count !== undefined) {
    pages = [first.branches, ...(await pagesByCount(context, fetchPage, first, offset, wanted))]
  } else if (typeof pagination?.next?.['@href'] === 'string') {
    pages = await pagesByLink(context, fetchPage, first, firstLimit, offset, wanted)
  } else {
    pages = [
      first.branches,
      ...(await pagesWithoutCount(fetchPage, first, firstLimit, offset, wanted))
    ]
  }
  return {
    branches: pages.flat().slice(0, wanted).map(toBranchView),
    total: pagination?.count ?? null
  }
}

type FetchPage = (page: Page) => Promise<BranchesBody>

/** The total is known: every remaining page is fetched concurrently. */
async function pagesByCount(
  context: OperationContext,
  fetchPage: FetchPage,
  first: BranchesBody,
  offset: number,
  limit: number
): Promise<RawBranch[][]> {
  const count = first['@pagination']?.count ?? 0
  const wanted = Math.min(limit, Math.max(0, count - offset))
  // A server that clamps page sizes below ours says so in @pagination.limit; follow it.
  const pageSize = Math.min(PAGE_SIZE, first['@pagination']?.limit || PAGE_SIZE)
  const rest = remainingPages(offset + first.branches.length, offset + wanted, pageSize)
  if (rest.length > 0) {
    context.runner.info(
      `Listed ${first.branches.length} of ${wanted} branch(es); fetching ${rest.length} more page(s).`
    )
  }
  return mapConcurrent(rest, PAGES_AT_ONCE, async (page) => (await fetchPage(page)).branches)
}

/**
 * No count, but a `next` link: the server pages by row id (EFFICIENT_PAGINATION_ENABLED,
 * travis-api paginator.rb), so offsets cannot be computed. Follow the links, one at a time, until
 * a short page. There `offset` was read as an id, so a wanted offset is skipped here instead.
 */
async function pagesByLink(
  context: OperationContext,
  fetchPage: FetchPage,
  first: BranchesBody,
  firstLimit: number,
  offset: number,
  wanted: number
): Promise<RawBranch[][]> {
  let page = offset === 0 ? first : await fetchPage({ offset: 0, limit: PAGE_SIZE })
  let pageLimit = offset === 0 ? firstLimit : PAGE_SIZE
  const pages: RawBranch[][] = [page.branches]
  let listed = page.branches.length
  for (;;) {
    const href = page['@pagination']?.next?.['@href']
    const done =
      page.branches.length < pageLimit ||
      listed >= offset + wanted ||
      typeof href !== 'string' ||
      page['@pagination']?.next?.offset === null
    if (done) break
    page = await context.client.getLink<BranchesBody>(href)
    pageLimit = page['@pagination']?.limit ?? pageLimit
    pages.push(page.branches)
    listed += page.branches.length
  }
  return offset === 0 ? pages : [pages.flat().slice(offset)]
}

/** No total and no links: page on by offset, one at a time, until a short page. */
async function pagesWithoutCount(
  fetchPage: FetchPage,
  first: BranchesBody,
  firstLimit: number,
  offset: number,
  limit: number
): Promise<RawBranch[][]> {
  const pages: RawBranch[][] = []
  let last = first.branches
  let lastLimit = firstLimit
  let next = offset + last.length
  while (last.length > 0 && last.length >= lastLimit && next - offset < limit) {
    lastLimit = Math.min(PAGE_SIZE, limit - (next - offset))
    last = (await fetchPage({ offset: next, limit: lastLimit })).branches
    pages.push(last)
    next += last.length
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

function branchQuery(query: BranchQuery, hostField: HostField, page: Page): Query {
  const include = [...query.include]
  if (query.includeRecentBuilds && !include.includes('branch.recent_builds'))
    include.push('branch.recent_builds')
  return {
    'branch.name': query.name === '' ? undefined : query.name,
    [`branch.${inServerSpelling('exists_on_host', hostField)}`]: query.existsOnHost ?? undefined,
    sort_by: query.sortBy.length === 0 ? undefined : sortParameter(query.sortBy, hostField),
    include: includeParameter(include),
    limit: page.limit,
    offset: page.offset
  }
}

/**
 * The sort as sent. Pages fetched side by side by offset need a total order: the database leaves
 * the order of ties open and may order them differently for each LIMIT/OFFSET, which repeats or
 * drops branches across pages. Names are unique, so `name` last breaks every tie (a sort that
 * has `name` already is total).
 */
function sortParameter(terms: SortTerm[], hostField: HostField): string {
  const byName: SortTerm = { field: 'name', descending: false }
  const total = terms.some((term) => term.field === 'name') ? terms : [...terms, byName]
  return total
    .map(
      ({ field, descending }) => `${inServerSpelling(field, hostField)}${descending ? ':desc' : ''}`
    )
    .join(',')
}

/** Either spelling of the host field is read; the view has it under `exists_on_host`. */
function toBranchView(branch: RawBranch): BranchView {
  return { ...branch, exists_on_host: existsOnHostOf(branch) }
}
