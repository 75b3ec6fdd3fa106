// Decoding what the transport threw or answered into a TravisApiError: an HTTP error answer, no
// answer at all (network error or timeout, with the most specific reason), or a 2xx answer that
// is no Travis answer.
import { RequestError } from '@octokit/request-error'
import { retryAfterMs } from '../retry.js'
import { TravisApiError, type Advice } from './errors.js'

/** A request that got no usable answer: what the transport threw, as a FailedRequest. */
export function failedRequestOf(
  error: unknown,
  request: { method: string; path: string; attempt: number; timeoutMs: number },
  advice: Advice
): TravisApiError {
  const { method, path, attempt } = request
  if (error instanceof RequestError && error.response !== undefined) {
    const failure = new TravisApiError(
      {
        method,
        path,
        status: error.status,
        body: error.response.data,
        contentType: String(error.response.headers['content-type'] ?? ''),
        attempts: attempt
      },
      advice
    )
    failure.retryAfterMs = retryAfterMs(error.response.headers['retry-after']?.toString())
    return failure
  }
  const cause = error instanceof Error ? (error.cause as Error | undefined) : undefined
  const timedOut = [error, cause].some((e) => e instanceof Error && e.name === 'TimeoutError')
  return timedOutOrUnreachable(request, timedOut ? null : networkReason(error), advice)
}

/**
 * A 2xx answer that is no Travis answer: a web page (an api-url without its /api prefix), or a
 * body cut short by the timeout (`aborted`).
 */
export function unexpectedAnswer(
  request: { method: string; path: string; attempt: number; timeoutMs: number },
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

/** `reason` null: the timeout ran out. */
function timedOutOrUnreachable(
  request: { method: string; path: string; attempt: number; timeoutMs: number },
  reason: string | null,
  advice: Advice,
  what = 'no response'
): TravisApiError {
  const timeout = `${what} within ${request.timeoutMs / 1000} s`
  return new TravisApiError(
    {
      method: request.method,
      path: request.path,
      status: 0,
      body: '',
      contentType: '',
      timedOut: reason === null,
      networkError: reason ?? (advice.timeout === '' ? timeout : `${timeout}, ${advice.timeout}`),
      attempts: request.attempt
    },
    advice
  )
}

/** The most specific reason a request got no response: the deepest cause with a useful message. */
function networkReason(error: unknown): string {
  const chain: unknown[] = []
  for (
    let e: unknown = error;
    typeof e === 'object' && e !== null && chain.length < 4;
    e = (e as { cause?: unknown }).cause
  ) {
    chain.unshift(e)
  }
  for (const candidate of chain) {
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
