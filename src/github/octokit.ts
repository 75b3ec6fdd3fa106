// The GitHub REST client both GitHub modules use: @actions/github's Octokit (which honours
// GITHUB_API_URL for GitHub Enterprise Server) with a per-request timeout, redirects never
// followed, and a debug line per request, plus the pieces of its errors the callers need.
import { getOctokit } from '@actions/github'
import { RequestError } from '@octokit/request-error'
import type { Runner } from '../runner.js'
import { retryAfterMs, type ClassifyFailure, type RetryPolicy } from '../retry.js'
import { cutAtWord } from '../text.js'
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
}

export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const octokit = getOctokit(
    options.token,
    options.fetch === undefined ? {} : { request: { fetch: options.fetch } }
  )
  const apiOrigin = new URL(octokit.request.endpoint.DEFAULTS.baseUrl).origin
  octokit.hook.wrap('request', async (request, endpoint) => {
    const started = Date.now()
    // Here the URL may still be a template (/repos/{owner}/…): expand it for the log line.
    const parsed = octokit.request.endpoint.parse(endpoint)
    const url = new URL(parsed.url)
    const label = `GitHub ${parsed.method} ${url.pathname}`
    // A listing follows the Link header's rel="next" URL as given; the token goes with every
    // request, so only the API's own host is asked (as TravisClient.getLink does for Travis).
    if (url.origin !== apiOrigin) {
      throw new GitHubApiError(
        0,
        `GitHub gave a link to another host (${url.host}); it is not followed, so nothing was sent there.`
      )
    }
    // Inner hooks keep a reference to these options, so they must be set on them: the timeout,
    // and `redirect`, which @octokit/request hands to fetch as is, so that a 3xx comes back as an
    // answer and nothing is sent to the place it names.
    endpoint.request = {
      ...endpoint.request,
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
      throw error
    }
    options.runner.debug(`${label} → ${response.status} (${Date.now() - started} ms)`)
    // Octokit returns a 3xx (but 304) as a success: it is a failure, and never retried.
    if (response.status >= 300) throw redirected(parsed, response)
    return response
  })
  return octokit
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
export function describeFailure(error: RequestError, what: string, attempts = 1): string {
  const status = statusOf(error)
  const tries = attempts > 1 ? ` after ${attempts} attempts` : ''
  // Server text, so cut at a word: the line stays bounded.
  const message = cutAtWord(String(githubMessage(error)).replace(/\s+/g, ' ').trim(), 300)
  return `GitHub could not ${what} (${status === 0 ? 'no response' : `HTTP ${status}`}: ${message})${tries}`
}

/**
 * Every failure counts, a thrown error without a response as "no response" (status 0), except
 * what the client refused itself (GitHubApiError), which no retry can change.
 */
export function classifyGitHubFailure(what: string): ClassifyFailure {
  return (error) =>
    error instanceof GitHubApiError
      ? null
      : { status: statusOf(error), retryAfterMs: retryAfterOf(error), label: `GitHub: ${what}` }
}
