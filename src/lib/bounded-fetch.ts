// Every answer's body is read through a byte counter: past BODY_LIMIT_BYTES it stops being read,
// its connection is closed, and the request fails naming the limit, where an endless body would
// fill memory until Node aborts. No Travis CI answer comes near it: a page of 100 branches with
// their recent builds is about 2 MB. An error answer's body is also checked for depth before
// Octokit reads it: Octokit turns a JSON error body without a message back into text with
// JSON.stringify, which a body nested 10,000 levels deep overflows (a RangeError).
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

/**
 * `fetch` whose answers' bodies fail with BodyTooLarge after `limit` bytes; `onTooLarge` is told
 * which answer it was, since a reader may swallow the failure (Octokit reads error bodies with
 * `.catch(() => '')`, and one read before Octokit turns it into a network error).
 */
export function boundedFetch(
  fetch: Fetch,
  onTooLarge: (answer: { status: number; contentType: string }) => void,
  limit = BODY_LIMIT_BYTES
): Fetch {
  return async (input, init) => {
    const response = await fetch(input, init)
    if (response.body === null || WITHOUT_BODY.has(response.status)) return response
    let seen = 0
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength
          if (seen <= limit) {
            controller.enqueue(chunk)
            return
          }
          onTooLarge({
            status: response.status,
            contentType: response.headers.get('content-type') ?? ''
          })
          // Erroring the stream cancels the source: the connection is closed, not drained.
          controller.error(new BodyTooLarge())
        }
      })
    )
    return new Response(counted, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers
    })
  }
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
    const text = await response.text()
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
}
