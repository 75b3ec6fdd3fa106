// Every answer's body is read through a byte counter: past BODY_LIMIT_BYTES it stops being read,
// its connection is closed, and the request fails naming the limit, where an endless body would
// fill memory until Node aborts. No Travis CI answer comes near it: a page of 100 branches with
// their recent builds is about 2 MB. An error answer's body is also checked for depth before
// Octokit reads it: Octokit turns a JSON error body without a message back into text with
// JSON.stringify, which a body nested 10,000 levels deep overflows (a RangeError).
// The Travis client reads its success bodies itself (travis/body.ts, bytesOf) and its fetch hands
// Octokit an error answer through cappedErrorAnswer; GitHub's Octokit reads every body, through
// boundedFetch.
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth.js'

type Fetch = typeof globalThis.fetch

export const BODY_LIMIT_BYTES = 64 * 1024 * 1024

/** The limit as the failure line says it. */
export const BODY_LIMIT_TEXT = '64 MiB'

/** What the counter throws into the body's stream once the limit is passed. */
export class BodyTooLarge extends Error {
  constructor() {
    super(`the answer is larger than ${BODY_LIMIT_TEXT}`)
    this.name = 'BodyTooLarge'
  }
}

/** Statuses whose answers have no body (the Response constructor refuses one for them). */
const WITHOUT_BODY = new Set([101, 204, 205, 304])

type TooLarge = (answer: { status: number; contentType: string }) => void

/**
 * `fetch` whose answers' bodies fail with BodyTooLarge after `limit` bytes; `onTooLarge` is told
 * which answer it was, since a reader may swallow the failure (Octokit reads error bodies with
 * `.catch(() => '')`, and one read before Octokit turns it into a network error).
 */
export function boundedFetch(fetch: Fetch, onTooLarge: TooLarge, limit = BODY_LIMIT_BYTES): Fetch {
  return async (input, init) => {
    const response = await fetch(input, init)
    if (response.body === null || WITHOUT_BODY.has(response.status)) return response
    const told = () => onTooLarge(answerOf(response))
    return new Response(countedStream(response.body, told, limit), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers
    })
  }
}

/**
 * `body` as it arrives, erroring with BodyTooLarge (and its source cancelled, so the connection
 * is closed, not drained) past `limit` bytes. A pulled stream, not pipeThrough(): a pipe's
 * machinery, and the error it builds when it lets go of its writer, cost every answer about a
 * millisecond (docs/decisions/0001-lazy-chunks.md, "Start-up").
 */
export function countedStream(
  body: ReadableStream<Uint8Array>,
  onTooLarge: () => void,
  limit = BODY_LIMIT_BYTES
): ReadableStream<Uint8Array> {
  const source = body.getReader()
  let seen = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const read = await source.read()
      if (read.done) {
        controller.close()
        return
      }
      seen += read.value.byteLength
      if (seen <= limit) {
        controller.enqueue(read.value)
        return
      }
      onTooLarge()
      await source.cancel().catch(() => {})
      controller.error(new BodyTooLarge())
    },
    cancel: (reason) => source.cancel(reason)
  })
}

/** The bytes of `body`, or BodyTooLarge (its source cancelled) past `limit` bytes. */
export async function bytesOf(
  body: ReadableStream<Uint8Array>,
  limit = BODY_LIMIT_BYTES
): Promise<Buffer> {
  const chunks: Uint8Array[] = []
  let seen = 0
  const reader = body.getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    seen += read.value.byteLength
    if (seen > limit) {
      await reader.cancel().catch(() => {})
      throw new BodyTooLarge()
    }
    chunks.push(read.value)
  }
  return Buffer.concat(chunks)
}

function answerOf(response: Response): { status: number; contentType: string } {
  return { status: response.status, contentType: response.headers.get('content-type') ?? '' }
}

/** What an error answer nested past MAX_JSON_DEPTH is replaced with, for the failure line. */
export const TOO_DEEP_BODY = `a JSON body nested deeper than ${MAX_JSON_DEPTH} levels`

/**
 * `fetch` whose error answers (4xx, 5xx) come with a body Octokit can read safely: one nested
 * past MAX_JSON_DEPTH is replaced by TOO_DEEP_BODY as text.
 */
export function shallowErrorBodies(fetch: Fetch): Fetch {
  return async (input, init) => {
    const response = await fetch(input, init)
    if (response.status < 400 || response.body === null) return response
    return shallowAnswer(response, await response.text())
  }
}

/**
 * An answer for a client that reads its success bodies itself, as Octokit may read it: an error
 * answer's (4xx, 5xx) body is read here up to `limit` bytes (past it `onTooLarge` is told and
 * this fails with BodyTooLarge) and made safe as shallowErrorBodies does; others are as given.
 */
export async function cappedErrorAnswer(
  response: Response,
  onTooLarge: TooLarge,
  limit = BODY_LIMIT_BYTES
): Promise<Response> {
  if (response.status < 400 || response.body === null) return response
  let bytes: Buffer
  try {
    bytes = await bytesOf(response.body, limit)
  } catch (error) {
    if (error instanceof BodyTooLarge) onTooLarge(answerOf(response))
    throw error
  }
  // UTF-8 as fetch's text() decodes it: a byte order mark is dropped, bad bytes become U+FFFD.
  return shallowAnswer(response, new TextDecoder().decode(bytes))
}

/** An error answer with its body as text, replaced by TOO_DEEP_BODY when nested too deep. */
function shallowAnswer(response: Response, text: string): Response {
  let deep = false
  try {
    deep = nestedDeeperThan(JSON.parse(text))
  } catch {
    // Not JSON: Octokit keeps it as text.
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  if (deep) headers.set('content-type', 'text/plain')
  return new Response(deep ? TOO_DEEP_BODY : text, {
    status: response.status,
    statusText: response.statusText,
    headers
  })
}
