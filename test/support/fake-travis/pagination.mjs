// `limit`/`offset` and the `@pagination` object, with the real server's link quirks (contract §1.8).
import { TravisApiError } from './render.mjs'
import { requestHref, rubyInteger } from './params.mjs'

/** @typedef {import('./params.mjs').TravisContext} TravisContext */
/** @typedef {import('./render.mjs').Json} Json */
/** @typedef {{ offset: number, limit: number }} Window */

const DEFAULT_LIMIT = 25
const MAX_LIMIT = 100

/**
 * @param {TravisContext} ctx
 * @param {'limit' | 'offset'} name
 * @returns {number | undefined}
 */
function integerParam(ctx, name) {
  const raw = ctx.params.get(name)
  if (raw === undefined) return undefined
  const value = typeof raw === 'number' && Number.isInteger(raw) ? raw : rubyInteger(String(raw))
  if (value !== undefined) return value
  throw new TravisApiError(400, 'wrong_params', `${name} must be an integer`)
}

/**
 * @param {TravisContext} ctx
 * @returns {Window}
 */
function requestedWindow(ctx) {
  let limit = integerParam(ctx, 'limit') ?? DEFAULT_LIMIT
  if (limit < 0) limit = DEFAULT_LIMIT
  // 0 means "as many as allowed", not "none".
  if (limit === 0 || limit > MAX_LIMIT) limit = MAX_LIMIT
  const offset = Math.max(integerParam(ctx, 'offset') ?? 0, 0)
  return { offset, limit }
}

/**
 * Percent-encodes everything but unreserved characters, as Addressable does.
 * @param {string} text
 */
function strictEncode(text) {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`
  )
}

/**
 * @param {TravisContext} ctx
 * @param {Window} current
 * @param {Window} link
 * @returns {string}
 */
function linkHref(ctx, current, link) {
  if (link.offset === current.offset && link.limit === current.limit) return requestHref(ctx)
  const query = new URLSearchParams(ctx.rawQuery)
  const onlyWindow = [...query.keys()].every((key) => key === 'limit' || key === 'offset')
  if (onlyWindow) return `${ctx.path}?limit=${link.limit}&offset=${link.offset}`
  // Otherwise the whole query is rebuilt with its keys sorted alphabetically.
  query.set('limit', String(link.limit))
  query.set('offset', String(link.offset))
  const values = Object.fromEntries(query)
  const serialised = Object.entries(values)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${strictEncode(key)}=${strictEncode(value)}`)
    .join('&')
  return `${ctx.path}?${serialised}`
}

/**
 * @param {TravisContext} ctx
 * @param {Window} current
 * @param {Window | null} link
 * @returns {Json | null}
 */
function renderLink(ctx, current, link) {
  if (!link) return null
  return { '@href': linkHref(ctx, current, link), offset: link.offset, limit: link.limit }
}

/**
 * @template T
 * @param {TravisContext} ctx
 * @param {T[]} items filtered and sorted
 * @returns {{ page: T[], pagination: Json }}
 */
export function paginate(ctx, items) {
  const current = requestedWindow(ctx)
  const { offset, limit } = current
  const count = ctx.params.get('skip_count') === 'true' ? offset + 2 * limit : items.length
  const isLast = count <= offset + limit
  let lastOffset = Math.floor(count / limit) * limit
  // Quirk kept on purpose: an empty collection has last.offset = -limit.
  if (lastOffset === count) lastOffset -= limit
  // prev shrinks to the current offset when that is less than a full page.
  /** @type {Window | null} */
  let prev = null
  if (offset > 0) prev = { offset: Math.max(offset - limit, 0), limit: Math.min(offset, limit) }
  return {
    page: items.slice(offset, offset + limit),
    pagination: {
      limit,
      offset,
      count,
      is_first: offset === 0,
      is_last: isLast,
      next: renderLink(ctx, current, isLast ? null : { offset: offset + limit, limit }),
      prev: renderLink(ctx, current, prev),
      first: renderLink(ctx, current, { offset: 0, limit }),
      last: renderLink(ctx, current, { offset: lastOffset, limit })
    }
  }
}
