// Turns whatever the server answered with (the v3 JSON error shape, plain text, HTML, nothing,
// or no answer at all) into a TravisApiError with one human sentence.

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

  constructor(readonly request: FailedRequest) {
    const errorBody = isTravisErrorBody(request.body) ? request.body : undefined
    super(describeFailure(request, errorBody))
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

  /** The whole sentence for the failure line: cause, then what to do. */
  get explanation(): string {
    return this.hint === '' ? this.message : `${this.message} ${this.hint}`
  }
}

export function isTravisErrorBody(body: unknown): body is TravisErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as Record<string, unknown>)['@type'] === 'error' &&
    typeof (body as Record<string, unknown>).error_type === 'string'
  )
}

const TOKEN_HINT =
  "the Travis token is missing, invalid or expired. Create a token in Travis CI (Settings → API authentication) and pass it in 'travis-token' from a secret."

function describeFailure(request: FailedRequest, body: TravisErrorBody | undefined): string {
  const attempts = request.attempts > 1 ? ` after ${request.attempts} attempts` : ''
  if (request.status === 0) {
    const what = request.timedOut
      ? `timed out (${request.networkError ?? 'no response'})`
      : `network error: ${request.networkError ?? 'no response'}`
    return `${request.method} ${request.path}: ${what}${attempts}.`
  }
  const status = `HTTP ${request.status}`
  if (body !== undefined)
    return `${describeErrorBody(body, status)}${attempts ? ` (${attempts.trim()})` : ''}`
  const text = summariseText(request.body, request.contentType)
  if (request.status < 300) {
    return (
      `${request.method} ${request.path} answered ${status} with a body that is not Travis CI JSON` +
      `${text ? ` (${text.slice(0, 80)})` : ''}. Check 'api-url' (Enterprise: include its /api prefix).`
    )
  }
  if (request.status === 403 && /access denied/i.test(text))
    return `${TOKEN_HINT} (${status}: access denied)`
  if (request.status === 429)
    return `Travis CI rate limit reached (${status}: ${text || 'no body'})${attempts}.`
  return `${request.method} ${request.path} failed with ${status}${text ? `: ${text}` : ' and an empty body'}${attempts}.`
}

function describeErrorBody(body: TravisErrorBody, status: string): string {
  const message = body.error_message ?? body.error_type
  const tag = `${status} ${body.error_type}: ${message}`
  switch (body.error_type) {
    case 'login_required':
    case 'wrong_credentials':
      return `${TOKEN_HINT} (${tag})`
    case 'insufficient_access':
      return body.permission === undefined
        ? `the token's user may not do this; Travis needs push access to the repository (${tag}).`
        : `the token's user lacks the '${body.permission}' permission on ${body.resource_type ?? 'the resource'} (${tag}). Use a token of a user with admin access to the repository.`
    case 'private_repo_feature':
      return `key pairs exist only for private repositories (and on Travis CI Enterprise) (${tag}).`
    case 'not_found':
      return body.resource_type === undefined
        ? `not found (${tag}). Check 'api-url' (Enterprise: include its /api prefix) and 'repo'.`
        : body.resource_type === 'repository'
          ? `the repository is unknown or the token cannot see it (${tag}). Check 'repo' (owner/name or id) and 'provider'.`
          : `${body.resource_type} is unknown or the token cannot see it (${tag}).`
    case 'method_not_allowed':
      return `the server does not allow this request (${tag}). Check that 'api-url' is a Travis CI API v3 server.`
    default:
      return `the server refused the request (${tag}).`
  }
}

/** A short, single-line rendering of a non-JSON body: text kept, HTML reduced to its text. */
function summariseText(body: unknown, contentType: string): string {
  let text =
    typeof body === 'string' ? body : body instanceof ArrayBuffer ? '' : JSON.stringify(body)
  if (/html/i.test(contentType) || /^\s*</.test(text)) text = text.replace(/<[^>]*>/g, ' ')
  text = text.replace(/\s+/g, ' ').trim()
  return text.length > 200 ? `${text.slice(0, 200)}…` : text
}
