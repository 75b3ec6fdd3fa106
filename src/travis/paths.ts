// Travis addresses a repository by numeric id or by slug, with the slug's slash sent as %2F in
// one path segment, optionally after a provider segment: /repo/{provider}/{repo}/{resource}.
import type { RepoRef } from '../model/repository.js'

function repoSegment(repo: RepoRef): string {
  return repo.kind === 'id'
    ? repo.id
    : `${encodeURIComponent(repo.owner)}%2F${encodeURIComponent(repo.name)}`
}

export function repoPath(repo: RepoRef, provider: string, resource: string): string {
  const providerSegment = provider === '' ? '' : `${encodeURIComponent(provider)}/`
  return `/repo/${providerSegment}${repoSegment(repo)}/${resource}`
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
