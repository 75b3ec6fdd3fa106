// The body of a success answer, read by the client itself (@octokit/request hands it over raw,
// `parseSuccessResponseBody: false`) so that JSON is parsed once with JSON.parse. Octokit's own
// parser is BigInt-safe (json-with-bigint) and several times slower on a listing's pages; Travis
// ids are database ids, far below 2^53, so a double holds every one exactly. Otherwise the body
// is what Octokit would give: the text of a JSON body that does not parse, of a text body, or of
// one without a Content-Type; '' for a binary body. A body cut short or empty is marked as such:
// for the client that is an answer lost on the way, not a wrong one. Its bytes are counted as
// they arrive: past the size limit (lib/bounded-fetch.ts) it is TOO_LARGE.
import { BodyTooLarge, bytesOf } from '../lib/bounded-fetch.js'

/** A body whose stream failed before its end: the answer was cut short. */
export const CUT_SHORT: unique symbol = Symbol('cut short')

/** A JSON or text body of no bytes at all. */
export const EMPTY: unique symbol = Symbol('empty')

/** A body past the size limit: no more of it was read, its connection closed. */
export const TOO_LARGE: unique symbol = Symbol('too large')

/**
 * A response body as fetch gives it, or what Octokit put there instead ('' for a 204); CUT_SHORT
 * or EMPTY when there is nothing to read, so that the caller can tell a lost answer from a
 * wrong one; TOO_LARGE past the size limit.
 */
export async function readBody(
  data: unknown,
  contentType: string
): Promise<unknown | typeof CUT_SHORT | typeof EMPTY | typeof TOO_LARGE> {
  if (!isStream(data)) return data
  const mediaType = (contentType.split(';')[0] as string).trim().toLowerCase()
  const isText =
    contentType === '' ||
    mediaType.startsWith('text/') ||
    (/;\s*charset="?utf-8"?\s*(;|$)/i.test(contentType) && mediaType !== 'application/octet-stream')
  if (mediaType !== 'application/json' && !isText) {
    await discardBody(data)
    return ''
  }
  let text: string
  try {
    // UTF-8 as fetch's text() decodes it: a byte order mark is dropped, bad bytes become U+FFFD.
    text = new TextDecoder().decode(await bytesOf(data))
  } catch (error) {
    return error instanceof BodyTooLarge ? TOO_LARGE : CUT_SHORT
  }
  if (text === '') return EMPTY
  if (mediaType !== 'application/json') return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** Lets the connection go back to the pool without reading a body nobody needs (a redirect's). */
export async function discardBody(data: unknown): Promise<void> {
  if (isStream(data)) await data.cancel().catch(() => {})
}

/** What fetch gives as a body (Octokit puts '' or parsed data there otherwise). */
export function isStream(data: unknown): data is ReadableStream<Uint8Array> {
  return typeof (data as ReadableStream | null)?.getReader === 'function'
}
