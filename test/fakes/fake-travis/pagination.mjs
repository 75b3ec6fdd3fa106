// `limit`/`offset` and the `@pagination` object, with the real server's link quirks (docs/travis-api.md#page-links).
// Two formats, as travis-api has: the default (offset/count, `paginator.rb` and
// `paginator/url_generator.rb`) and, with EFFICIENT_PAGINATION_ENABLED=true, an id cursor
// (`paginator.rb`, `paginator/efficient_pagination_url_generator.rb`).
import { TravisApiError } from './render.mjs'
import { PlainServerError, requestHref, rubyInteger } from './params.mjs'

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
 * The clamped window: what `@pagination` reports.
 * @param {TravisContext} ctx
 * @returns {Window}
 */
export function requestedWindow(ctx) {
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
 * Addressable's `unencode_component`: `%XX` becomes that byte, anything else stays as it is.
 * @param {string} text
 * @returns {string}
 */
function unencode(text) {
  /** @type {number[]} */
  const bytes = []
  for (let i = 0; i < text.length;) {
    const hex = text.slice(i + 1, i + 3)
    if (text[i] === '%' && /^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 3
    } else {
      const char = String.fromCodePoint(/** @type {number} */ (text.codePointAt(i)))
      bytes.push(...Buffer.from(char, 'utf8'))
      i += char.length
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

// `FastParser::PATTERN` of both URL generators (Ruby's `\Z`; a raw query holds no newline).
const FAST_PARSER = /\?(?:&?(?:limit|offset)=[^=]*)*$/

/**
 * The href of a page link, built as both URL generators do from the request href: FastParser
 * (`"#{path}?limit=#{limit}&offset=#{offset}"`) when the href has no query or one matching
 * FAST_PARSER, otherwise FancyParser: Addressable `query_values`, merged with offset/limit, and
 * `query_values=`, which sorts the pairs, encodes all but unreserved characters and writes a nil
 * value as a bare key. Paths are the request's, without the Enterprise base path.
 * @param {TravisContext} ctx
 * @param {number | null} offset null only for the id cursor of an empty page
 * @param {number} limit
 * @returns {string}
 */
function generateHref(ctx, offset, limit) {
  const href = requestHref(ctx)
  if (!href.includes('?') || FAST_PARSER.test(href)) {
    return `${ctx.path}?limit=${limit}&offset=${offset ?? ''}`
  }
  /** @type {Map<string, string | null>} */
  const values = new Map()
  for (const pair of ctx.rawQuery.split('&')) {
    if (pair === '') continue
    const cut = pair.indexOf('=')
    // `+` is a space in values only ("Stupid HTML 4.01", says Addressable).
    if (cut < 0) values.set(unencode(pair), null)
    else values.set(unencode(pair.slice(0, cut)), unencode(pair.slice(cut + 1).replace(/\+/g, ' ')))
  }
  values.set('offset', offset === null ? null : String(offset))
  values.set('limit', String(limit))
  const serialised = [...values]
    .sort(([a], [b]) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')))
    .map(([key, value]) =>
      value === null ? strictEncode(key) : `${strictEncode(key)}=${strictEncode(value)}`
    )
    .join('&')
  return `${ctx.path}?${serialised}`
}

/**
 * `url_generator.rb` `uri_with`: the link to the current window is the request href verbatim.
 * @param {TravisContext} ctx
 * @param {Window} current
 * @param {Window} link
 * @returns {string}
 */
function linkHref(ctx, current, link) {
  if (link.offset === current.offset && link.limit === current.limit) return requestHref(ctx)
  return generateHref(ctx, link.offset, link.limit)
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

/**
 * EFFICIENT_PAGINATION_ENABLED=true (`paginator.rb`): limit as usual, `offset` is an id cursor
 * (`where('id < ?', offset)` unless it is 0), no count; `@pagination` is `{limit, offset: <id of
 * the page's last row or null>}` merged with `{next: …}` (`efficient_pagination_url_generator.rb`
 * `to_h`, `next_info`), `next` always present.
 * @template {{ id: number }} T
 * @param {TravisContext} ctx
 * @param {T[]} items filtered and sorted
 * @param {{ idIsAmbiguous?: boolean }} [query] the SQL joins another table with an `id` column
 * @returns {{ page: T[], pagination: Json }}
 */
export function paginateById(ctx, items, query = {}) {
  const { offset, limit } = requestedWindow(ctx)
  // The condition is the unqualified SQL `id < ?`: with a join (branches sorted by last_build
  // join builds, `query.rb` `sort_by`) PostgreSQL rejects the ambiguous column, and the error
  // handler (`app/middleware/error_handler.rb`) answers a plain 500.
  if (offset !== 0 && query.idIsAmbiguous) throw new PlainServerError()
  const page = (offset === 0 ? items : items.filter((item) => item.id < offset)).slice(0, limit)
  const cursor = page.at(-1)?.id ?? null
  return {
    page,
    pagination: {
      limit,
      offset: cursor,
      next: { '@href': generateHref(ctx, cursor, limit), offset: cursor, limit }
    }
  }
}
