// The GitHub REST client both GitHub modules use: @actions/github's Octokit (which honours
// GITHUB_API_URL for GitHub Enterprise Server) with a per-request timeout, redirects never
// followed, and a debug line per request, plus the pieces of its errors the callers need.
import { getOctokit } from '@actions/github'
import { RequestError } from '@octokit/request-error'
import { BODY_LIMIT_TEXT, boundedFetch, shallowErrorBodies } from '../lib/bounded-fetch.js'
import { Slots } from '../lib/concurrency.js'
import type { Runner } from '../runtime/runner.js'
import { retryAfterMs, withRetries, type ClassifyFailure, type RetryPolicy } from '../lib/retry.js'
import { oneLineAtWord } from '../runtime/text.js'
import { GitHubApiError } from './errors.js'

export type GitHubClient = ReturnType<typeof getOctokit>

/** One repository on GitHub, and how to call it: what DeployKeys and PullRequests are made with. */
export interface GitHubRepositoryOptions extends GitHubClientOptions {
  owner: string
  repo: string
  retryPolicy: RetryPolicy
}

export interface GitHubClientOptions {
  token: string
  runner: Runner
  timeoutMs: number
  /** Transport; by default Octokit's own (which honours proxy settings). Tests inject one. */
  fetch?: typeof globalThis.fetch
  onRequest?: () => void // told of each request as it goes out (main.ts: what a failure says)
}

/** The most requests in flight to GitHub at any moment of a run: the same bound as for Travis CI. */
export const GITHUB_REQUESTS_IN_FLIGHT = 10

export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const octokit = getOctokit(
    options.token,
    options.fetch === undefined ? {} : { request: { fetch: options.fetch } }
  )
  const apiOrigin = new URL(octokit.request.endpoint.DEFAULTS.baseUrl).origin
  const slots = new Slots(GITHUB_REQUESTS_IN_FLIGHT)
  const sendBounded: Parameters<typeof octokit.hook.wrap<'request'>>[1] = async (
    request,
    endpoint
  ) => {
    const started = Date.now()
    // Here the URL may still be a template (/repos/{owner}/…): expand it for the log line.
    const parsed = octokit.request.endpoint.parse(endpoint)
    const url = new URL(parsed.url)
    const label = `GitHub ${parsed.method} ${url.pathname}`
    // A listing follows the Link header's rel="next" URL as given; the token goes with every
    // request, so only the API's own host is asked (as TravisClient.followLink does for Travis).
    if (url.origin !== apiOrigin) {
      throw new GitHubApiError(
        0,
        `GitHub gave a link to another host (${url.host}); it is not followed, so nothing was sent there.`
      )
    }
    // Inner hooks keep a reference to these options, so they must be set on them: the timeout,
    // and `redirect`, which @octokit/request hands to fetch as is, so that a 3xx comes back as an
    // answer and nothing is sent to the place it names.
    // The transport (Octokit's own, which honours proxies, or the one given) reads bodies up to
    // 64 MiB, and hands Octokit error bodies it can turn into text (bounded-fetch.ts).
    let tooLarge: { status: number } | undefined
    options.onRequest?.()
    const transport = endpoint.request?.fetch ?? globalThis.fetch
    endpoint.request = {
      ...endpoint.request,
      fetch: shallowErrorBodies(boundedFetch(transport, (answer) => (tooLarge = answer))),
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'manual'
    }
    let response
    try {
      response = await request(endpoint)
    } catch (error) {
      options.runner.debug(
        `${label} → ${statusOf(error) || 'no response'} (${Date.now() - started} ms)`
      )
      if (tooLarge) throw bodyTooLarge(label, tooLarge.status)
      throw error
    }
    options.runner.debug(`${label} → ${response.status} (${Date.now() - started} ms)`)
    if (tooLarge) throw bodyTooLarge(label, tooLarge.status)
    // Octokit returns a 3xx (but 304) as a success: it is a failure, and never retried.
    if (response.status >= 300) throw redirected(parsed, response)
    return response
  }
  octokit.hook.wrap('request', (request, endpoint) =>
    slots.run(async () => sendBounded(request, endpoint))
  )
  return octokit
}

function bodyTooLarge(label: string, status: number): GitHubApiError {
  return new GitHubApiError(
    status,
    `${label} answered HTTP ${status} with a body larger than ${BODY_LIMIT_TEXT}, beyond any GitHub API answer, so it was not read.`
  )
}

/**
 * A redirect as a RequestError with the status, whose message names the host of the Location and
 * nothing more of it (its path or query may carry anything).
 */
function redirected(
  request: RequestError['request'],
  response: NonNullable<RequestError['response']>
): RequestError {
  const location = response.headers.location
  let target = 'without a Location'
  if (typeof location === 'string' && location.trim() !== '') {
    try {
      target = `to ${new URL(location, request.url).host || 'a Location without a host'}`
    } catch {
      target = 'to a Location that is no URL'
    }
  }
  const message = `a redirect ${target}; redirects are not followed, so nothing was sent there`
  return new RequestError(message, response.status, {
    request,
    response: { ...response, data: { message } }
  })
}

/** The HTTP status of a failed GitHub request; 0 when there was no response. */
export function statusOf(error: unknown): number {
  return error instanceof RequestError && error.response !== undefined ? error.status : 0
}

export function retryAfterOf(error: unknown): number | null {
  return error instanceof RequestError
    ? retryAfterMs(error.response?.headers['retry-after']?.toString())
    : null
}

/** GitHub's message and the messages of its `errors` entries, or the request error's own. */
export function githubMessage(error: RequestError): string {
  const data = error.response?.data as
    { message?: string; errors?: Array<{ message?: string }> } | undefined
  // A body of another shape (a proxy's, a hostile server's) must not break the failure line.
  const inner = Array.isArray(data?.errors)
    ? data.errors
        .map((e) => e?.message)
        .filter((m) => typeof m === 'string' && m !== '')
        .join('; ')
    : undefined
  return [data?.message, inner].filter(Boolean).join(': ') || error.message
}

/** "GitHub could not <what> (HTTP 404: Not Found)", the start of every GitHub failure line. */
export function describeGitHubFailure(error: RequestError, what: string, attempts = 1): string {
  const status = statusOf(error)
  const tries = attempts > 1 ? ` after ${attempts} attempts` : ''
  // Server text, so cut at a word: the line stays bounded.
  const message = oneLineAtWord(String(githubMessage(error)), 300)
  const limit = rateLimitOf(error)
  const resets =
    limit?.resetsAt === undefined
      ? ''
      : `; the token's GitHub rate limit resets at ${limit.resetsAt.toISOString().slice(11, 19)} UTC`
  return `GitHub could not ${what} (${status === 0 ? 'no response' : `HTTP ${status}`}: ${message}${resets})${tries}`
}

/**
 * Every failure counts, a thrown error without a response as "no response" (status 0), except
 * what the client refused itself (GitHubApiError), which no retry can change. GitHub's rate limits
 * answer 403 (or 429): they are waited out as long as GitHub says when that is within the wait a
 * retry may take, and not retried when the limit resets later than that.
 */
export function classifyGitHubFailure(what: string): ClassifyFailure {
  return (error) => {
    if (error instanceof GitHubApiError) return null
    const label = `GitHub: ${what}`
    const limit = rateLimitOf(error)
    if (limit === null) return { status: statusOf(error), retryAfterMs: retryAfterOf(error), label }
    if (limit.waitMs === null) return { status: statusOf(error), retryAfterMs: null, label }
    return { status: statusOf(error), retryAfterMs: limit.waitMs, label, rateLimited: true }
  }
}

/** The longest a rate-limited request waits for GitHub's limit to reset (retry.ts caps the same). */
const RATE_LIMIT_WAIT_CAP_MS = 60_000

/**
 * A GitHub rate limit answer (REST API docs, "Rate limits for the REST API"): a primary limit is
 * 403 or 429 with `x-ratelimit-remaining: 0` and the reset time in `x-ratelimit-reset` (epoch
 * seconds); a secondary one is 403 or 429 with `retry-after`. `waitMs` is how long to wait before
 * trying again, or null when the reset is further away than a retry may wait; null for an answer
 * that is no rate limit.
 */
function rateLimitOf(
  error: unknown,
  now = Date.now()
): { waitMs: number | null; resetsAt?: Date } | null {
  if (!(error instanceof RequestError) || error.response === undefined) return null
  if (error.status !== 403 && error.status !== 429) return null
  const headers = error.response.headers
  const retryAfter = retryAfterOf(error)
  if (retryAfter !== null) return { waitMs: retryAfter }
  if (String(headers['x-ratelimit-remaining'] ?? '') !== '0') return null
  const reset = Number(headers['x-ratelimit-reset'])
  if (!Number.isFinite(reset) || reset <= 0) return null
  const resetsAt = new Date(reset * 1000)
  // A second past the reset, so that a clock a little off GitHub's still lands after it.
  const waitMs = Math.max(0, resetsAt.getTime() - now) + 1000
  return { waitMs: waitMs <= RATE_LIMIT_WAIT_CAP_MS ? waitMs : null, resetsAt }
}

/**
 * A GitHub failure as the failure line says it: what could not be done, GitHub's answer, and what
 * to do: for a 401 the token's, else what `hint` says for the status and GitHub's message.
 * Anything that is no failed request goes on as it is.
 */
export function explainGitHubFailure(
  error: unknown,
  what: string,
  hint: GitHubHint,
  attempts = 1
): unknown {
  if (!(error instanceof RequestError)) return error
  const status = statusOf(error)
  const prefix = describeGitHubFailure(error, what, attempts)
  const advice =
    status === 401
      ? "The 'github-token' is invalid or expired."
      : hint(status, githubMessage(error))
  return new GitHubApiError(status, advice === undefined ? `${prefix}.` : `${prefix}. ${advice}`)
}

/** What to do about a refused request, by status and GitHub's message (401 has its own). */
export type GitHubHint = (status: number, detail: string) => string | undefined

/**
 * `work` within the retry policy, its failure explained: the one way the GitHub modules send a
 * request that may be repeated.
 */
export async function withGitHubRetries<T>(
  options: Pick<GitHubRepositoryOptions, 'retryPolicy' | 'runner'>,
  what: string,
  hint: GitHubHint,
  work: (attempt: number) => Promise<T>
): Promise<T> {
  try {
    return await withRetries(options.retryPolicy, work, classifyGitHubFailure(what), (message) =>
      options.runner.info(message)
    )
  } catch (error) {
    throw explainGitHubFailure(error, what, hint)
  }
}
