// Turns whatever the server answered with (the v3 JSON error shape, plain text, HTML, nothing,
// or no answer at all) into a TravisApiError with one human sentence. What the user should check
// is worded by the layer that knows the action's inputs (Advice), so this module names none.

import type { AttemptFailure } from '../lib/retry.js'
import { cutAtWord } from '../runtime/text.js'

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
    super(describeFailure(request, errorBody, advice))
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
   * server failed (5xx, maybe after applying it), or this answers a repeated request.
   */
  get mayHaveLanded(): boolean {
    return (
      this.status === 0 ||
      this.status >= 500 ||
      this.request.attempts > 1 ||
      this.request.overLimit !== undefined
    )
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

const TOKEN_CAUSE = 'the Travis token is missing, invalid or expired.'

/** One sentence, then the advice where there is something to do. */
function sentence(text: string, advice: string): string {
  return advice === '' ? text : `${text} ${advice}`
}

function describeFailure(
  request: FailedRequest,
  body: TravisErrorBody | undefined,
  advice: Advice
): string {
  const attempts = request.attempts > 1 ? ` after ${request.attempts} attempts` : ''
  if (request.lost !== undefined) {
    const { how, status } = request.lost
    return `${request.method} ${request.path}: the answer (HTTP ${status}) was ${how}, so it was lost${attempts}.`
  }
  if (request.status === 0) {
    const reason = request.networkError ?? 'no response'
    const what = request.timedOut ? `timed out (${reason})` : `network error: ${reason}`
    return `${request.method} ${request.path}: ${what}${attempts}.`
  }
  const status = `HTTP ${request.status}`
  if (request.overLimit !== undefined) {
    return sentence(
      `${request.method} ${request.path} answered ${status} with a body ${request.overLimit}, beyond any Travis CI answer, so it was not read${attempts}.`,
      advice.apiUrl
    )
  }
  if (request.malformed !== undefined) {
    return sentence(
      `${request.method} ${request.path} answered ${status} ${request.malformed}.`,
      advice.apiVersion
    )
  }
  if (request.redirectHost !== undefined) {
    const target = request.redirectHost === '' ? 'without a Location' : `to ${request.redirectHost}`
    return sentence(
      `${request.method} ${request.path} answered ${status}, a redirect ${target}; redirects are not followed, so nothing was sent there${attempts}.`,
      advice.apiUrl
    )
  }
  if (body !== undefined) return describeErrorBody(body, status, attempts, advice)
  const text = summariseText(request.body, request.contentType)
  if (request.status < 300) {
    return sentence(
      `${request.method} ${request.path} answered ${status} with a body that is not Travis CI JSON` +
        `${text ? ` (${cutAtWord(text, 80)})` : ''}.`,
      advice.apiUrl
    )
  }
  if (request.status === 403 && /access denied/i.test(text))
    return `${sentence(TOKEN_CAUSE, advice.token)} (${status}: access denied)`
  if (request.status === 429)
    return `Travis CI rate limit reached (${status}: ${text || 'no body'})${attempts}.`
  // Rack::Attack's blocklist answers a plain `Forbidden` (lib/travis/api/attack.rb): a token or
  // address that sent more than 50 POST requests within 30 seconds is banned, an hour on
  // travis-ci.com, and every request it sends meanwhile gets this answer.
  if (request.status === 403 && /^forbidden$/i.test(text.trim()))
    return `Travis CI blocked the token or this runner's address for a while (${status}: Forbidden): it bans callers that send more than 50 POST requests within 30 seconds (for an hour on travis-ci.com); run again later, with fewer runs sharing the token${attempts}.`
  // The server's own sentence may end with a period already ("Sorry, we experienced an error.").
  const said = text.replace(/\.+$/, '')
  return `${request.method} ${request.path} failed with ${status}${said ? `: ${said}` : ' and an empty body'}${attempts}.`
}

/** `attempts`: ' after <n> attempts' when there were several, else ''. */
function describeErrorBody(
  body: TravisErrorBody,
  status: string,
  attempts: string,
  advice: Advice
): string {
  // Every piece is server text, so each is cut at a word: the line stays bounded.
  const type = cutAtWord(oneLine(body.error_type), 60)
  const message = serverText(body.error_message, 200) ?? type
  const tag = `${status} ${type}: ${message}${attempts === '' ? '' : `;${attempts}`}`
  const permission = serverText(body.permission, 60)
  const resourceType = serverText(body.resource_type, 60)
  switch (body.error_type) {
    case 'login_required':
    case 'wrong_credentials':
      return `${sentence(TOKEN_CAUSE, advice.token)} (${tag})`
    case 'insufficient_access':
      return permission === undefined
        ? `the token's user may not do this; Travis needs push access to the repository (${tag}).`
        : `the token's user lacks the '${permission}' permission on ${resourceType ?? 'the resource'} (${tag}). Use a token of a user with admin access to the repository.`
    case 'private_repo_feature':
      return `key pairs exist only for private repositories (and on Travis CI Enterprise) (${tag}).`
    case 'not_found':
      return resourceType === undefined
        ? sentence(`not found (${tag}).`, advice.unknownRoute)
        : resourceType === 'repository'
          ? sentence(`the repository is unknown or the token cannot see it (${tag}).`, advice.repo)
          : `${resourceType} is unknown or the token cannot see it (${tag}).`
    case 'method_not_allowed':
      return sentence(`the server does not allow this request (${tag}).`, advice.apiVersion)
    default:
      return `the server refused the request (${tag}).`
  }
}

/** A short, single-line rendering of a non-JSON body: text kept, HTML reduced to its text. */
function summariseText(body: unknown, contentType: string): string {
  // @octokit/request hands over a body that is not text as an ArrayBuffer: named, not shown.
  if (body instanceof ArrayBuffer) return body.byteLength === 0 ? '' : `a body of ${contentType}`
  let text = typeof body === 'string' ? body : JSON.stringify(body)
  if (/html/i.test(contentType) || /^\s*</.test(text)) text = text.replace(/<[^>]*>/g, ' ')
  return cutAtWord(oneLine(text), 200)
}

/** A string field of a server body, on one line and cut at a word; undefined when no string. */
function serverText(value: unknown, max: number): string | undefined {
  return typeof value === 'string' ? cutAtWord(oneLine(value), max) : undefined
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
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
