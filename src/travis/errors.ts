// Turns whatever the server answered with (the v3 JSON error shape, plain text, HTML, nothing,
// or no answer at all) into a TravisApiError with one human sentence. What the user should check
// is worded by the layer that knows the action's inputs (Advice), so this module names none.

import { messageOf } from '../lib/action-error.js'
import type { AttemptFailure } from '../lib/retry.js'
import { describeTravisFailure } from './failure-sentence.js'

// The shapes a failed request is described in (failure-sentence.ts and failed-requests.ts name
// them too): the request and its answer, the v3 error body, and the advice worded by the layer
// that knows the inputs.

/** What to tell the user to check, worded by the layer that knows the action's inputs. */
export interface Advice {
  /** Where a valid token comes from and where it goes. */
  token: string
  /** The API base URL is wrong (a web page answered). */
  apiUrl: string
  /** The route is unknown: the base URL or the repository reference is wrong. */
  unknownRoute: string
  /** The server is not an API v3 server. */
  apiVersion: string
  /** The repository reference is wrong. */
  repo: string
  /** How to allow more time per request. */
  timeout: string
}

export const NO_ADVICE: Advice = {
  token: '',
  apiUrl: '',
  unknownRoute: '',
  apiVersion: '',
  repo: '',
  timeout: ''
}

/** The v3 error body: `{"@type":"error","error_type":…,"error_message":…,…}`. */
export interface TravisErrorBody {
  '@type': 'error'
  error_type: string
  error_message?: string
  resource_type?: string
  permission?: string
  [payload: string]: unknown
}

export interface FailedRequest {
  method: string
  path: string
  /** HTTP status; 0 when no response arrived (network error or timeout). */
  status: number
  /** Parsed JSON, text, or '' for an empty body. */
  body: unknown
  contentType: string
  /** Why no response arrived, for status 0. */
  networkError?: string
  timedOut?: boolean
  /** A 3xx answer: the host its Location names ('' when it names none), never its path or query. */
  redirectHost?: string
  /** A 2xx answer without the fields of its resource: what was expected and what is wrong. */
  malformed?: string
  /**
   * An answer lost on the way although it began (status 0 then, as for no answer): how, e.g.
   * 'cut short' or 'empty', and the status it began with.
   */
  lost?: { how: string; status: number }
  /**
   * An answer whose body passed a limit of the client: how, e.g. 'larger than 64 MiB'
   * (bounded-fetch.ts) or 'nested deeper than 64 levels' (json-depth.ts).
   */
  overLimit?: string
  attempts: number
}

export class TravisApiError extends Error {
  readonly status: number
  readonly errorType: string | undefined
  readonly serverMessage: string | undefined
  readonly resourceType: string | undefined
  readonly permission: string | undefined
  readonly errorBody: TravisErrorBody | undefined
  /** What the user can do about it; set by the operation that knows the context. */
  hint = ''
  /** The server's Retry-After, when it sent one. */
  retryAfterMs: number | null = null

  constructor(
    readonly request: FailedRequest,
    advice: Advice = NO_ADVICE
  ) {
    const errorBody = isTravisErrorBody(request.body) ? request.body : undefined
    super(describeTravisFailure(request, errorBody, advice))
    this.name = 'TravisApiError'
    this.status = request.status
    this.errorBody = errorBody
    this.errorType = errorBody?.error_type
    this.serverMessage = errorBody?.error_message
    this.resourceType = errorBody?.resource_type
    this.permission = errorBody?.permission
  }

  /** The resource embedded in an insufficient_access body, e.g. `user_setting` with its value. */
  embeddedResource(): Record<string, unknown> | undefined {
    const key = this.resourceType
    const value = key === undefined ? undefined : this.errorBody?.[key]
    return typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)
      : undefined
  }

  withHint(hint: string): this {
    this.hint = hint
    return this
  }

  /**
   * Whether the server may have acted on the request all the same: no answer arrived, the
   * server failed (5xx, maybe after applying it), this answers a repeated request, or the server
   * answered success (2xx: it handled the request) with a body the client could not accept.
   */
  get mayHaveLanded(): boolean {
    return (
      this.status === 0 ||
      this.status >= 500 ||
      this.answeredSuccess ||
      this.request.attempts > 1 ||
      this.request.overLimit !== undefined
    )
  }

  /** A 2xx the client refused (no resource fields, no JSON, over a limit): the server handled it. */
  get answeredSuccess(): boolean {
    return this.status >= 200 && this.status < 300
  }

  /** The whole sentence for the failure line: cause, then what to do. */
  get explanation(): string {
    return this.hint === '' ? this.message : `${this.message} ${this.hint}`
  }
}

function isTravisErrorBody(body: unknown): body is TravisErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as Record<string, unknown>)['@type'] === 'error' &&
    typeof (body as Record<string, unknown>).error_type === 'string'
  )
}

/** How a failed Travis request looks to the retry helpers (also the key pair's safe create). */
export function classifyTravisFailure(error: unknown): AttemptFailure | null {
  return error instanceof TravisApiError
    ? {
        status: error.status,
        retryAfterMs: error.retryAfterMs,
        label: `${error.request.method} ${error.request.path}`,
        // Rack::Attack's fixed one-minute windows per token (docs/travis-api.md#rate-window).
        rateLimit: 'Travis CI counts requests per minute'
      }
    : null
}

/** The whole sentence of a failure: a Travis error with its hint, anything else its message. */
export function explanationOf(error: unknown): string {
  return error instanceof TravisApiError ? error.explanation : messageOf(error)
}
