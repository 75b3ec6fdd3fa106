// Decoding what the transport threw or answered into a TravisApiError: an HTTP error answer, no
// answer at all (network error or timeout, with the most specific reason), a redirect (never
// followed), or a 2xx answer that is no Travis answer or lacks the fields of its resource.
import { RequestError } from '@octokit/request-error'
import { retryAfterMs } from '../lib/retry.js'
import { TravisApiError, type Advice, type FailedRequest } from './errors.js'
import type { Shape } from './shapes.js'

type SentRequest = { method: string; path: string; attempt: number; timeoutMs: number }

/** A request that got no usable answer: what the transport threw, as a FailedRequest. */
export function failedRequestOf(
  error: unknown,
  request: SentRequest,
  advice: Advice
): TravisApiError {
  const { method, path, attempt } = request
  if (error instanceof RequestError && error.response !== undefined) {
    const failure = new TravisApiError(
      {
        method,
        path,
        status: error.status,
        body: errorBodyOf(error.response.data),
        contentType: String(error.response.headers['content-type'] ?? ''),
        attempts: attempt
      },
      advice
    )
    failure.retryAfterMs = retryAfterMs(error.response.headers['retry-after']?.toString())
    return failure
  }
  const chain = causeChain(error)
  const timedOut = chain.some((e) => e instanceof Error && e.name === 'TimeoutError')
  return timedOutOrUnreachable(request, timedOut ? null : networkReason(error, chain), advice)
}

/**
 * An error answer's body: a JSON text that Octokit left as text is parsed, because travis-api
 * renders its JSON errors under the content type the route asked for: `text/plain` on a `.txt`
 * route such as `/job/{id}/log.txt` (`router.rb` process_txt_extension!). Its depth was checked
 * before Octokit read it (lib/bounded-fetch.ts cappedErrorAnswer).
 */
function errorBodyOf(data: unknown): unknown {
  if (typeof data !== 'string' || !data.trimStart().startsWith('{')) return data
  try {
    const parsed = JSON.parse(data) as unknown
    return (parsed as { '@type'?: unknown } | null)?.['@type'] === 'error' ? parsed : data
  } catch {
    return data
  }
}

/**
 * A 2xx answer that is no Travis answer: a web page (an api-url without its /api prefix), or a
 * body cut short by the timeout (`aborted`).
 */
export function unexpectedAnswer(
  request: SentRequest,
  answer: { status: number; body: unknown; contentType: string; aborted: boolean },
  advice: Advice
): TravisApiError {
  if (answer.aborted) return timedOutOrUnreachable(request, null, advice, 'no complete answer')
  return new TravisApiError(
    {
      method: request.method,
      path: request.path,
      status: answer.status,
      body: answer.body,
      contentType: answer.contentType,
      attempts: request.attempt
    },
    advice
  )
}

/**
 * A 3xx answer. The client never follows one (a write would send its body, a private key, to
 * the other host, and that host's answer would be taken for Travis CI's), so it names the host
 * of the Location and nothing more of it: its path or query may carry anything.
 */
export function redirected(
  request: SentRequest,
  answer: { status: number; location: string | undefined; url: string; contentType: string },
  advice: Advice
): TravisApiError {
  return answeredWithoutBody(
    request,
    answer,
    { redirectHost: hostOf(answer.location, answer.url) },
    advice
  )
}

function hostOf(location: string | undefined, base: string): string {
  if (location === undefined || location.trim() === '') return ''
  try {
    return new URL(location, base).host || 'a Location without a host'
  } catch {
    return 'a Location that is no URL'
  }
}

/** A 2xx answer whose body does not have the shape of its resource (shapes.ts). */
export function malformedAnswer(
  request: SentRequest,
  answer: { status: number; contentType: string },
  shape: Shape,
  problem: string,
  advice: Advice
): TravisApiError {
  const malformed = `without the fields of ${shape.what} (${shape.fields}): ${problem}`
  return answeredWithoutBody(request, answer, { malformed }, advice)
}

/**
 * An answer the client refuses whatever its body holds (a redirect, a malformed success): the
 * body is not the server's error, so it is left out of the failure.
 */
function answeredWithoutBody(
  request: SentRequest,
  answer: { status: number; contentType: string },
  why: Partial<Pick<FailedRequest, 'redirectHost' | 'malformed' | 'overLimit'>>,
  advice: Advice
): TravisApiError {
  return new TravisApiError(
    {
      method: request.method,
      path: request.path,
      status: answer.status,
      body: '',
      contentType: answer.contentType,
      attempts: request.attempt,
      ...why
    },
    advice
  )
}

/**
 * A 2xx answer that began but could not be read: cut short mid-body, or empty where a body was
 * due. The server may have acted, so it counts as no answer (status 0): a GET is sent again, and
 * a write is read back, as after a timeout.
 */
export function lostAnswer(
  request: SentRequest,
  answer: { status: number; how: string },
  advice: Advice
): TravisApiError {
  return noAnswer(request, { lost: { how: answer.how, status: answer.status } }, advice)
}

/**
 * An answer whose body passed a limit of the client (size, depth): not read, and not asked for
 * again; a write it answered may have landed.
 */
export function answerOverLimit(
  request: SentRequest,
  answer: { status: number; contentType: string; overLimit: string },
  advice: Advice
): TravisApiError {
  return answeredWithoutBody(request, answer, { overLimit: answer.overLimit }, advice)
}

/** `reason` null: the timeout ran out. */
function timedOutOrUnreachable(
  request: SentRequest,
  reason: string | null,
  advice: Advice,
  what = 'no response'
): TravisApiError {
  const timeout = `${what} within ${request.timeoutMs / 1000} s`
  return noAnswer(
    request,
    {
      timedOut: reason === null,
      networkError: reason ?? (advice.timeout === '' ? timeout : `${timeout}, ${advice.timeout}`)
    },
    advice
  )
}

/** A request that got no usable answer (status 0), and why. */
function noAnswer(
  request: SentRequest,
  why: Partial<Pick<FailedRequest, 'lost' | 'timedOut' | 'networkError'>>,
  advice: Advice
): TravisApiError {
  const { method, path, attempt } = request
  return new TravisApiError(
    { method, path, status: 0, body: '', contentType: '', ...why, attempts: attempt },
    advice
  )
}

/** The error and its causes, outermost first (a few levels: the transport's own nesting). */
function causeChain(error: unknown): object[] {
  const chain: object[] = []
  for (
    let e: unknown = error;
    typeof e === 'object' && e !== null && chain.length < 4;
    e = (e as { cause?: unknown }).cause
  ) {
    chain.push(e)
  }
  return chain
}

/** The most specific reason a request got no response: the deepest cause with a useful message. */
function networkReason(error: unknown, chain: readonly object[]): string {
  for (const candidate of [...chain].reverse()) {
    const { code, message } = candidate as { code?: unknown; message?: unknown }
    // 'fetch failed' (undici) and 'Unknown Error' (Octokit) say nothing; their causes do.
    if (
      typeof message === 'string' &&
      message !== '' &&
      !['fetch failed', 'Unknown Error'].includes(message)
    ) {
      return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message
    }
    if (typeof code === 'string') return code
  }
  return String(error)
}
