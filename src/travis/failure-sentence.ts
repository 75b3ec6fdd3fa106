// The one sentence of a failed Travis request: the v3 error body by its error_type, plain text,
// HTML reduced to its text, no answer at all, a redirect, a malformed or over-limit answer; each
// piece of server text on one line and cut at a word. What to check is the Advice of the layer
// that knows the inputs.
import { redactSecrets, safeJson } from '../runtime/mask.js'
import { cutAtWord, oneLineAtWord } from '../runtime/text.js'
import type { Advice, FailedRequest, TravisErrorBody } from './errors.js'

const TOKEN_CAUSE = 'the Travis token is missing, invalid or expired.'

/**
 * What push access allows (builds, jobs, build requests: the authorizer's repository_build_*
 * permissions, travis-api-live/README.md "Permissions"): no admin access to ask for there; the
 * operation's hint says what is needed.
 */
const PUSH_RESOURCES = new Set(['build', 'job', 'request'])

/** One sentence, then the advice where there is something to do. */
function sentence(text: string, advice: string): string {
  return advice === '' ? text : `${text} ${advice}`
}

export function describeTravisFailure(
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
    return (
      `Travis CI blocked the token or this runner's address for a while (${status}: Forbidden): ` +
      'it bans callers that send more than 50 POST requests within 30 seconds (for an hour on travis-ci.com); ' +
      `run again later, with fewer runs sharing the token${attempts}.`
    )
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
  const type = oneLineAtWord(body.error_type, 60)
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
        : `the token's user lacks the '${permission}' permission on ${resourceType ?? 'the resource'} (${tag}).` +
            (PUSH_RESOURCES.has(resourceType ?? '')
              ? ''
              : ' Use a token of a user with admin access to the repository.')
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
  // Secrets replaced before anything else changes the text (tags taken out, white space folded).
  let text = typeof body === 'string' ? redactSecrets(body) : safeJson(body)
  if (/html/i.test(contentType) || /^\s*</.test(text)) text = text.replace(/<[^>]*>/g, ' ')
  return oneLineAtWord(text, 200)
}

/** A string field of a server body, on one line and cut at a word; undefined when no string. */
function serverText(value: unknown, max: number): string | undefined {
  return typeof value === 'string' ? oneLineAtWord(value, max) : undefined
}
