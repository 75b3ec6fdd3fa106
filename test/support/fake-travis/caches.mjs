// /repo/{repo}/caches: find and delete (contract §3). Not paginated.
import { formatTime, repoAccessError, repoMinimal, resultResponse } from './render.mjs'
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
 * @param {TravisRepo} repo
 * @param {TravisCache} cache
 * @param {'standard' | 'minimal'} representation
 * @returns {Json}
 */
function renderCache(repo, cache, representation) {
  return {
    '@type': 'cache',
    '@representation': representation,
    repository_id: repo.id,
    size: cache.size,
    name: cache.name,
    branch: cache.group,
    last_modified: formatTime(cache.lastModified),
    ...(representation === 'standard' && { repo: repoMinimal(repo) })
  }
}

/**
 * `branch` is a storage prefix `{repo}/{branch}/`, so it matches one group exactly; `match` is a
 * case-sensitive substring of the name (not a regular expression).
 * @param {TravisContext} ctx
 * @param {TravisRepo} repo
 * @returns {TravisCache[]}
 */
function selectCaches(ctx, repo) {
  const branch = String(param(ctx, 'caches', 'branch') ?? '')
  const match = String(param(ctx, 'caches', 'match') ?? '')
  return repo.caches.filter(
    (cache) =>
      (branch === '' || cache.group === branch) && (match === '' || cache.name.includes(match))
  )
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
 * Deletes what the same filters select and answers 200 with the deleted caches.
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
