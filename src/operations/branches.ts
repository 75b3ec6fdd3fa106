// list-branches: filters, sorting, and every page (pages.ts: the first page tells the total, the
// remaining pages are then fetched side by side), digested as they arrive (branch-digest.ts).
import type { InputsFor, SortTerm } from '../inputs/parsed.js'
import { existsOnHostOf, inServerSpelling, type HostField } from '../model/host-field.js'
import { includeParameter, type Query } from '../travis/paths.js'
import { BranchDigest } from './branch-digest.js'
import type { OperationContext } from './context.js'
import { fetchPages, streamPages, type Listing, type Page, type Paged } from './pages.js'
import type { BranchView, BranchesResult } from './result.js'

type RawBranch = Record<string, unknown> & { name: string }

interface BranchesBody extends Paged {
  branches: RawBranch[]
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
  const digest = new BranchDigest()
  const { total } = await streamPages(
    context.runner,
    branchPages(context, inputs),
    inputs,
    (page) => digest.add(page.map(toBranchView))
  ).catch((error: unknown) => {
    // No half-written result file is left behind.
    digest.discard()
    throw error
  })
  const listing = digest.finish()
  context.runner.info(`Listed ${listing.count} branch(es)${total === null ? '' : ` of ${total}`}.`)
  return {
    kind: 'branches',
    operation: 'list-branches',
    changed: false,
    dryRun: false,
    notes: [],
    ...listing,
    total
  }
}

/** Every branch the query selects within its window, in the server's order, collected. */
export async function fetchBranches(
  context: OperationContext,
  query: BranchQuery
): Promise<BranchListing> {
  const { items, total } = await fetchPages(context.runner, branchPages(context, query), query)
  return { branches: items.map(toBranchView), total }
}

function branchPages(
  context: OperationContext,
  query: BranchQuery
): Listing<BranchesBody, RawBranch> {
  return {
    page: (page) =>
      context.client.get<BranchesBody>('branches', (hostField) =>
        branchQuery(query, hostField, page)
      ),
    link: (href) => context.client.getLink<BranchesBody>(href),
    items: (body) => body.branches,
    noun: 'branches'
  }
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
