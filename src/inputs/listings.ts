// list-repositories: whose repositories ('owner', by default the owner part of 'repo') and which
// ('active', 'private'), in which window ('limit', 'offset').
import type { RepoRef } from '../model/repository.js'
import type { ActiveFilter, InputsFor } from './parsed.js'
import { INVALID, booleanOf, complete, quoted, type InputReader, type Read } from './reader.js'

/** A Travis login as the slug's owner part allows it; never `.` or `..` (a path segment). */
const LOGIN = /^(?!\.+$)[A-Za-z0-9_.-]{1,100}$/
const LOGIN_ALLOWED = 'a Travis CI user or organisation login such as octo-org'

/**
 * The owner the inputs name: 'owner' when it is a login, else the owner part of an `owner/name`
 * 'repo'; null when there is none. Pure: failure lines name the owner even when another input is
 * bad, and the problems themselves are recorded by readRepositoryListing.
 */
export function ownerOf(given: string, repo: Read<RepoRef>): string | null {
  if (given !== '') return LOGIN.test(given) ? given : null
  return repo !== INVALID && repo.kind === 'slug' ? repo.owner : null
}

export function readRepositoryListing(
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
