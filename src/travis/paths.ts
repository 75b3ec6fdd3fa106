// Travis addresses a repository by numeric id or by slug, with the slug's slash sent as %2F in
// one path segment, optionally after a provider segment: /repo/{provider}/{repo}/{resource}.
// An owner (user or organisation) is addressed by login the same way: /owner/{provider}/{login}/…
// A cron job, by its id alone: /cron/{id}.
import type { RepoRef } from '../model/repository.js'

function repoSegment(repo: RepoRef): string {
  return repo.kind === 'id'
    ? repo.id
    : `${encodeURIComponent(repo.owner)}%2F${encodeURIComponent(repo.name)}`
}

function providerSegment(provider: string): string {
  return provider === '' ? '' : `${encodeURIComponent(provider)}/`
}

/** A repository on the server: its id or slug, and the provider segment ('' for none). */
export interface RepositoryAddress {
  repo: RepoRef
  provider: string
}

/** `/repo/{provider}/{repo}/{resource}`; the repository itself for resource ''. */
export function repoPath({ repo, provider }: RepositoryAddress, resource = ''): string {
  const under = resource === '' ? '' : `/${resource}`
  return `/repo/${providerSegment(provider)}${repoSegment(repo)}${under}`
}

/**
 * `/owner/({provider}/)?{login}/{resource}` (travis-api `routes.rb`, e.g. `repos`), under the
 * provider segment the repository's paths have (the client's `provider`).
 */
export function ownerPath(provider: string, login: string, resource: string): string {
  return `/owner/${providerSegment(provider)}${encodeURIComponent(login)}/${resource}`
}

/**
 * `/cron/{id}`: a cron job is addressed by its id alone, without a repository or a provider
 * segment (travis-api `routes.rb`, resource :cron; docs/travis-api.md#crons).
 */
export function cronPath(id: number): string {
  return `/cron/${id}`
}

export type QueryValue = string | number | boolean
export type Query = Record<string, QueryValue | undefined>

/** Encodes a query in the given key order; undefined values are left out. */
export function queryString(query: Query): string {
  const parts = Object.entries(query)
    .filter((entry): entry is [string, QueryValue] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
  return parts.length === 0 ? '' : `?${parts.join('&')}`
}

/** The `include` parameter: attributes to eager load, comma separated; left out when none. */
export function includeParameter(include: string[]): string | undefined {
  return include.length === 0 ? undefined : include.join(',')
}

/**
 * `/build/{id}` and its actions (`/build/{id}/cancel`, `/restart`): a build is addressed by its
 * id alone (travis-api `routes.rb`, resource :build; docs/travis-api.md#builds).
 */
export function buildPath(id: number, action = ''): string {
  return `/build/${id}${action === '' ? '' : `/${action}`}`
}

/**
 * `/job/{id}` and what hangs off it (`/job/{id}/restart`, `/log.txt`): a job is addressed by its id
 * alone (travis-api `routes.rb`, resource :job; docs/travis-api.md#jobs).
 */
export function jobPath(id: number, action = ''): string {
  return `/job/${id}${action === '' ? '' : `/${action}`}`
}
