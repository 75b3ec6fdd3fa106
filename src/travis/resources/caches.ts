// /repo/{repo}/caches (travis-api `services/caches/*`, docs/travis-api.md#caches): a cache as
// the server renders it, the shape of a cache list, and the GET and DELETE. Both take the same
// filters: `branch` (a storage prefix, the branch name encoded once) and `match` (a substring of
// the file name); a DELETE answers with the caches it deleted.
import type { TravisClient } from '../client.js'
import { includeParameter } from '../paths.js'
import { arrayOf, count, object, shape, text } from '../shapes.js'

/** A cache as the server renders it; `branch` is only the last segment of its group. */
export interface CacheRecord {
  name: string
  branch: string
  size: number
  last_modified: string
}

export interface CacheFilters {
  branch?: string
  match?: string
  include?: string[]
}

export const CACHES = shape(
  'a cache list',
  'caches: a list of {name, branch, size, last_modified}',
  object({
    caches: arrayOf(object({ name: text, branch: text, size: count, last_modified: text }))
  })
)

type CachesBody = { caches: CacheRecord[] }

function cachesPath(client: TravisClient): string {
  return `${client.repositoryPath}/caches`
}

function query({ branch, match, include = [] }: CacheFilters) {
  return {
    branch,
    match: match === '' ? undefined : match,
    include: includeParameter(include)
  }
}

export async function requestCachesGet(
  client: TravisClient,
  filters: CacheFilters
): Promise<CacheRecord[]> {
  const options = { query: query(filters) }
  return (await client.get<CachesBody>(cachesPath(client), CACHES, options)).caches
}

/**
 * The caches the DELETE deleted, as it answered; `attempted` is told the number of each attempt,
 * so the caller can tell an answer to a repeated request.
 */
export async function requestCachesDelete(
  client: TravisClient,
  filters: CacheFilters,
  attempted?: (attempt: number) => void
): Promise<CacheRecord[]> {
  const options = { query: query(filters), retried: true, attempted } as const
  return (await client.send<CachesBody>('DELETE', cachesPath(client), CACHES, options)).caches
}
