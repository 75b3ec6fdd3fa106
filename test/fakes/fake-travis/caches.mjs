// /repo/{repo}/caches: find and delete (docs/travis-api.md#caches). Not paginated.
import { formatTime, repoAccessError, repoMinimal, resultResponse } from './render.mjs'
import { cacheKey, compareKeys } from './state.mjs'
import {
  collectionRepresentation,
  includes,
  param,
  requestHref,
  requireLoginAndRepo,
  warnUnknownParams
} from './params.mjs'

/** @typedef {import('./params.mjs').TravisContext} TravisContext */
/** @typedef {import('./state.mjs').TravisRepo} TravisRepo */
/** @typedef {import('./state.mjs').TravisCache} TravisCache */
/** @typedef {import('./render.mjs').Json} Json */
/** @typedef {import('../fake-http.mjs').FakeResponse} FakeResponse */

const CACHE_FIELDS = {
  cache: ['repository_id', 'size', 'name', 'branch', 'last_modified', 'repo'],
  repository: ['id', 'name', 'slug']
}

/**
 * travis-api `models/cache.rb`: `name = key.split('/').last`, `branch = key[%r{^(.*)/(.*)/[^/]+$}, 2]`.
 * The first group is greedy, so a branch `feature/login` is reported as `login` (docs/travis-api.md#cache-record).
 * Ruby's `^`/`$` are line anchors, hence the `m` flag; Ruby's `split` drops trailing empty fields.
 * @param {string} key
 * @returns {{ name: string | null, branch: string | null }}
 */
function fieldsOfKey(key) {
  const parts = key.split('/')
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop()
  const match = /^(.*)\/(.*)\/[^/]+$/m.exec(key)
  return { name: parts.at(-1) ?? null, branch: match ? match[2] : null }
}

/**
 * @param {TravisRepo} repo
 * @param {TravisCache} cache
 * @param {'standard' | 'minimal'} representation
 * @returns {Json}
 */
function renderCache(repo, cache, representation) {
  const { name, branch } = fieldsOfKey(cacheKey(repo, cache))
  return {
    '@type': 'cache',
    '@representation': representation,
    repository_id: repo.id,
    size: cache.size,
    name,
    branch,
    last_modified: formatTime(cache.lastModified),
    ...(representation === 'standard' && { repo: repoMinimal(repo) })
  }
}

/** S3 ListObjects' default MaxKeys (AWS S3 API Reference, ListObjects): the most keys per call. */
const STORAGE_PAGE_KEYS = 1000

/**
 * travis-api `queries/caches.rb`: the storage is listed by the prefix `"{vcs_id}/{branch}"` plus a
 * `/` unless it already ends with one (`prefix`; `remote_query.rb` `list_objects(prefix:)`), so
 * `branch=release` also lists everything under `release/…` but not `release-2/…`; the value is
 * the query parameter as Rack decoded it. `match` is then `name.include?(match)` (`filter`):
 * case-sensitive substring, not a pattern. S3 lists in UTF-8 byte order of the keys, and one
 * ListObjects call returns at most 1,000 keys (its MaxKeys default); `remote_query.rb`
 * (`s3_objects`) calls it once and never asks for the next page, so only the first 1,000 keys
 * under the prefix are seen, listed and deleted, before `match` filters them.
 * @param {TravisContext} ctx
 * @param {TravisRepo} repo
 * @returns {TravisCache[]}
 */
function selectCaches(ctx, repo) {
  const branch = String(param(ctx, 'caches', 'branch') ?? '')
  const match = String(param(ctx, 'caches', 'match') ?? '')
  let prefix = `${repo.id}/${branch}`
  if (!prefix.endsWith('/')) prefix += '/'
  return repo.caches
    .map((cache) => ({ cache, key: cacheKey(repo, cache) }))
    .filter(({ key }) => key.startsWith(prefix))
    .sort((a, b) => compareKeys(a.key, b.key))
    .slice(0, STORAGE_PAGE_KEYS)
    .map(({ cache }) => cache)
    .filter((cache) => fieldsOfKey(cacheKey(repo, cache)).name?.includes(match))
}

/**
 * @param {TravisContext} ctx
 * @param {TravisRepo} repo
 * @param {TravisCache[]} caches
 * @param {boolean} withHref collections carry `@href` only on GET
 * @returns {FakeResponse}
 */
function renderCaches(ctx, repo, caches, withHref) {
  const representation = collectionRepresentation(ctx)
  includes(ctx, CACHE_FIELDS)
  return resultResponse(
    200,
    {
      '@type': 'caches',
      ...(withHref && { '@href': requestHref(ctx) }),
      '@representation': representation,
      caches: caches.map((cache) => renderCache(repo, cache, representation))
    },
    ctx.warnings
  )
}

/**
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function findCaches(ctx) {
  const { repo, user } = requireLoginAndRepo(ctx)
  if (!user.cacheView) throw repoAccessError(repo, 'cache_view')
  warnUnknownParams(ctx, 'caches', ['branch', 'match'])
  return renderCaches(ctx, repo, selectCaches(ctx, repo), true)
}

/**
 * `queries/caches.rb` `delete`: `remove(find(repo))` deletes exactly the objects the same find
 * selects (one `delete_object` per key) and answers 200 with them (docs/travis-api.md#cache-delete).
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function deleteCaches(ctx) {
  const { repo, user } = requireLoginAndRepo(ctx)
  if (!user.cacheDelete) throw repoAccessError(repo, 'cache_delete')
  warnUnknownParams(ctx, 'caches', ['branch', 'match'])
  const doomed = selectCaches(ctx, repo)
  const response = renderCaches(ctx, repo, doomed, false)
  // In place, so a test holding `repo.caches` sees the change.
  for (const cache of doomed) repo.caches.splice(repo.caches.indexOf(cache), 1)
  return response
}
