// list-branches: which branches ('name', 'exists-on-host'), in which order ('sort-by') and window.
// list-repositories: whose repositories ('owner', by default the owner part of 'repo') and which
// ('active', 'private'), in which window ('limit', 'offset').
import { inActionSpelling } from '../model/host-field.js'
import type { RepoRef } from '../model/repository.js'
import type { ActiveFilter, InputsFor, SortField, SortTerm } from './parsed.js'
import {
  INVALID,
  QUERY_LIMIT,
  QUERY_REASON,
  booleanOf,
  complete,
  quoted,
  type InputReader,
  type Read
} from './reader.js'

/** A Travis login as the slug's owner part allows it; never `.` or `..` (a path segment). */
const LOGIN = /^(?!\.+$)[A-Za-z0-9_.-]{1,100}$/
const LOGIN_ALLOWED = 'a Travis CI user or organisation login such as octo-org'
const SORT_FIELDS: readonly SortField[] = ['name', 'last_build', 'exists_on_host', 'default_branch']

export function readListingInputs(
  reader: InputReader,
  operation: 'list-branches' | 'list-repositories',
  repo: Read<RepoRef>,
  include: string[]
): Read<InputsFor<'list-branches' | 'list-repositories'>> {
  return operation === 'list-branches'
    ? readBranchListing(reader, include)
    : readRepositoryListing(reader, repo)
}

/**
 * The owner the inputs name: 'owner' when it is a login, else the owner part of an `owner/name`
 * 'repo'; null when there is none. Pure: failure lines name the owner even when another input is
 * bad, and the problems themselves are recorded by readRepositoryListing.
 */
export function ownerOf(given: string, repo: Read<RepoRef>): string | null {
  if (given !== '') return LOGIN.test(given) ? given : null
  return repo !== INVALID && repo.kind === 'slug' ? repo.owner : null
}

function readRepositoryListing(
  reader: InputReader,
  repo: Read<RepoRef>
): Read<InputsFor<'list-repositories'>> {
  const fields = complete({
    operation: 'list-repositories',
    owner: readOwner(reader, repo),
    active: readActive(reader),
    private: readPrivate(reader),
    window: reader.window()
  } as const)
  if (fields === INVALID) return INVALID
  const { window, ...rest } = fields
  return { ...rest, ...window }
}

function readOwner(reader: InputReader, repo: Read<RepoRef>): Read<string> {
  const given = reader.raw('owner')
  const owner = ownerOf(given, repo)
  if (owner !== null) return owner
  if (given !== '')
    return reader.fail(`Input 'owner' must be ${LOGIN_ALLOWED}, got ${quoted(given)}.`)
  // A bad 'repo' has its own problem already.
  if (repo === INVALID || repo.kind !== 'id') return INVALID
  return reader.fail(
    `Input 'owner' is required for list-repositories when 'repo' is a numeric id (got '${repo.id}'): ` +
      `the owner cannot be told from an id without a request; set 'owner' to ${LOGIN_ALLOWED}.`
  )
}

function readActive(reader: InputReader): Read<ActiveFilter> {
  const value = reader.raw('active')
  if (['any', 'Any', 'ANY'].includes(value)) return 'any'
  return (
    booleanOf(value) ??
    reader.fail(
      `Input 'active' must be true (active on Travis CI), false (inactive) or any (both), got ${quoted(value)}.`
    )
  )
}

function readPrivate(reader: InputReader): Read<boolean | null> {
  const value = reader.raw('private')
  if (value === '') return null
  return (
    booleanOf(value) ??
    reader.fail(
      `Input 'private' must be true, false, or empty for both private and public repositories, got ${quoted(value)}.`
    )
  )
}

function readBranchListing(
  reader: InputReader,
  include: string[]
): Read<InputsFor<'list-branches'>> {
  const fields = complete({
    operation: 'list-branches',
    include,
    name: reader.text('name', QUERY_LIMIT, QUERY_REASON),
    existsOnHost: reader.optionalBoolean('exists-on-host'),
    sortBy: readSortBy(reader),
    includeRecentBuilds: reader.boolean('include-recent-builds'),
    window: reader.window()
  } as const)
  if (fields === INVALID) return INVALID
  const { window, ...rest } = fields
  return { ...rest, ...window }
}

function readSortBy(reader: InputReader): Read<SortTerm[]> {
  if (reader.tooLong('sort-by', reader.raw('sort-by'), QUERY_LIMIT, QUERY_REASON)) return INVALID
  const terms: SortTerm[] = []
  let valid = true
  for (const item of reader.list('sort-by')) {
    const [rawField = '', order, extra] = item.split(':')
    // Either spelling of the host field is accepted; the client sends the one the server knows.
    const field = SORT_FIELDS.find((known) => known === inActionSpelling(rawField))
    if (field === undefined || extra !== undefined || !['asc', 'desc', undefined].includes(order)) {
      valid = false
      reader.fail(
        `Input 'sort-by' has ${quoted(item)}; allowed are ${SORT_FIELDS.join(', ')}, each optionally followed by :asc or :desc, comma separated.`
      )
    } else terms.push({ field, descending: order === 'desc' })
  }
  return valid ? terms : INVALID
}
