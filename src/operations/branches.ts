// list-branches: filters, sorting, and every page. The first page tells the total
// (@pagination.count); the remaining pages are then fetched concurrently.
import { mapConcurrent } from '../concurrency.js'
import type { SettingsFor, SortTerm } from '../settings.js'
import type { HostField } from '../travis/client.js'
import { includeParameter, type Query } from '../travis/paths.js'
import type { OperationContext } from './context.js'
import type { BranchView, BranchesResult } from './result.js'

export const PAGE_SIZE = 100
const PAGES_AT_ONCE = 4

interface BranchesBody {
  branches: Array<Record<string, unknown> & { name: string }>
  '@pagination'?: { count?: number; limit?: number }
}

interface Page {
  offset: number
  limit: number
}

export async function listBranches(
  context: OperationContext,
  settings: SettingsFor<'list-branches'>
): Promise<BranchesResult> {
  const { limit, offset } = settings
  const fetchPage = (page: Page) =>
    context.client.get<BranchesBody>('branches', (hostField) =>
      branchQuery(settings, hostField, page)
    )

  const firstLimit = Math.min(PAGE_SIZE, limit ?? PAGE_SIZE)
  const first = await fetchPage({ offset, limit: firstLimit })
  const count = first['@pagination']?.count
  const later =
    count === undefined
      ? await pagesWithoutCount(fetchPage, first, firstLimit, offset, limit ?? Infinity)
      : await pagesByCount(context, fetchPage, first, count, offset, limit ?? Infinity)
  const wanted = limit ?? Infinity
  const branches = [first.branches, ...later].flat().slice(0, wanted).map(toBranchView)
  context.log.info(
    `Listed ${branches.length} branch(es)${count === undefined ? '' : ` of ${count}`}.`
  )
  return {
    kind: 'branches',
    operation: 'list-branches',
    changed: false,
    dryRun: false,
    notes: [],
    branches,
    total: count ?? null
  }
}

type FetchPage = (page: Page) => Promise<BranchesBody>

/** The total is known: every remaining page is fetched concurrently. */
async function pagesByCount(
  context: OperationContext,
  fetchPage: FetchPage,
  first: BranchesBody,
  count: number,
  offset: number,
  limit: number
): Promise<BranchesBody['branches'][]> {
  const wanted = Math.min(limit, Math.max(0, count - offset))
  // A server that clamps page sizes below ours says so in @pagination.limit; follow it.
  const pageSize = Math.min(PAGE_SIZE, first['@pagination']?.limit || PAGE_SIZE)
  const rest = remainingPages(offset + first.branches.length, offset + wanted, pageSize)
  if (rest.length > 0) {
    context.log.info(
      `Listed ${first.branches.length} of ${wanted} branch(es); fetching ${rest.length} more page(s).`
    )
  }
  return mapConcurrent(rest, PAGES_AT_ONCE, async (page) => (await fetchPage(page)).branches)
}

/** No total (e.g. the server skips counting): page on, one at a time, until a short page. */
async function pagesWithoutCount(
  fetchPage: FetchPage,
  first: BranchesBody,
  firstLimit: number,
  offset: number,
  limit: number
): Promise<BranchesBody['branches'][]> {
  const pages: BranchesBody['branches'][] = []
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
export function remainingPages(from: number, to: number, size = PAGE_SIZE): Page[] {
  const pages: Page[] = []
  for (let offset = from; offset < to; offset += size) {
    pages.push({ offset, limit: Math.min(size, to - offset) })
  }
  return pages
}

export function branchQuery(
  settings: SettingsFor<'list-branches'>,
  hostField: HostField,
  page: Page
): Query {
  const include = [...settings.include]
  if (settings.includeRecentBuilds && !include.includes('branch.recent_builds'))
    include.push('branch.recent_builds')
  return {
    'branch.name': settings.name === '' ? undefined : settings.name,
    [`branch.${hostField}`]: settings.existsOnHost ?? undefined,
    sort_by: settings.sortBy.length === 0 ? undefined : sortParameter(settings.sortBy, hostField),
    include: includeParameter(include),
    limit: page.limit,
    offset: page.offset
  }
}

export function sortParameter(terms: SortTerm[], hostField: HostField): string {
  return terms
    .map(
      ({ field, descending }) =>
        `${field === 'exists_on_host' ? hostField : field}${descending ? ':desc' : ''}`
    )
    .join(',')
}

/** Either spelling of the host field is read; both are then present under `exists_on_host`. */
function toBranchView(branch: Record<string, unknown> & { name: string }): BranchView {
  const exists = branch.exists_on_host ?? branch.exists_on_github
  return { ...branch, exists_on_host: typeof exists === 'boolean' ? exists : null }
}
