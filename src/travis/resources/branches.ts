// /repo/{repo}/branches (travis-api `services/branches/find.rb`, docs/travis-api.md#branches):
// a branch as the server renders it, the shape of a page, the query (filters, sort, window) in
// whichever spelling of the host field the server knows, and every page of a listing; and one
// branch by name (/repo/{repo}/branch/{name}).
import type { SortTerm } from '../../model/branch-sort.js'
import { existsOnHostOf, inServerSpelling, type HostField } from '../../model/host-field.js'
import type { Runner } from '../../runtime/runner.js'
import type { TravisClient } from '../client.js'
import { fetchPages, type Listing, type Page, type Paged } from '../pages.js'
import { includeParameter, type Query } from '../paths.js'
import { count, flag, nullable, object, optional, pageShape, shape, text } from '../shapes.js'

/** A branch as the server renders it: its name, and whatever else the representation holds. */
export type BranchRecord = Record<string, unknown> & { name: string }

/** A branch with its host flag under `exists_on_host`, whichever name the server used. */
export type HostedBranch = BranchRecord & { exists_on_host: boolean | null }

export interface BranchesBody extends Paged {
  branches: BranchRecord[]
}

/** What to list: filters, sort and window. */
export interface BranchQuery {
  name: string
  existsOnHost: boolean | null
  sortBy: SortTerm[]
  include: string[]
  includeRecentBuilds: boolean
  limit: number | null
  offset: number
}

export const BRANCHES = pageShape('a branch list', 'branches', 'name', { name: text })

/** Every branch whose name contains `name` (all when ''), sorted by name so pages never overlap. */
export function everyBranchContaining(name: string): BranchQuery {
  return {
    include: [],
    name,
    existsOnHost: null,
    sortBy: [{ field: 'name', descending: false }],
    limit: null,
    offset: 0,
    includeRecentBuilds: false
  }
}

/** How pages.ts reads this listing: by limit/offset, by the server's next links. */
export function branchListing(
  client: TravisClient,
  query: BranchQuery
): Listing<BranchesBody, BranchRecord> {
  return {
    page: (page) =>
      client.get<BranchesBody>(`${client.repositoryPath}/branches`, BRANCHES, {
        query: (hostField) => branchQuery(query, hostField, page)
      }),
    link: (href) => client.followLink<BranchesBody>(href, BRANCHES),
    items: (body) => body.branches,
    noun: 'branches'
  }
}

/** Every branch the query selects within its window, in the server's order, collected. */
export async function requestBranchesGetPages(
  client: TravisClient,
  runner: Pick<Runner, 'info'>,
  query: BranchQuery
): Promise<{ branches: HostedBranch[]; total: number | null }> {
  const listing = branchListing(client, query)
  const { items, total } = await fetchPages(runner, listing, query)
  return { branches: items.map(withHostField), total }
}

/** Either spelling of the host field is read; the branch has it under `exists_on_host`. */
export function withHostField(branch: BranchRecord): HostedBranch {
  return { ...branch, exists_on_host: existsOnHostOf(branch) }
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

/** One branch (`GET /repo/{repo}/branch/{name}`, renderer/branch.rb standard). */
export interface OneBranch {
  name: string
  default_branch: boolean
  /** Its newest build (minimal), as travis-hub keeps it; null when it has none. */
  last_build?: { id: number } | null
}

const BRANCH = shape(
  'a branch',
  'name, default_branch, last_build',
  object({
    name: text,
    default_branch: flag,
    last_build: optional(nullable(object({ id: count })))
  })
)

/**
 * One branch by its exact name: the only way to reach a branch whose name has a comma, which
 * the builds listing's filter splits (docs/travis-api.md#builds).
 */
export function requestBranchGet(client: TravisClient, name: string): Promise<OneBranch> {
  return client.get<OneBranch>(
    `${client.repositoryPath}/branch/${encodeURIComponent(name)}`,
    BRANCH
  )
}
