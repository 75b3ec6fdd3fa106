// The GitHub REST client both GitHub modules use: @actions/github's Octokit (which honours
// GITHUB_API_URL for GitHub Enterprise Server) with a per-request timeout and a debug line per
// request, plus the pieces of its errors the callers need.
import { getOctokit } from '@actions/github'
import { RequestError } from '@octokit/request-error'
import type { Runner } from '../runner.js'
import { retryAfterMs, type ClassifyFailure, type RetryPolicy } from '../retry.js'

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

export class GitHubApiError extends Error {
  constructor(
    readonly status: number,
    message: string
  ) {
    super(message)
    this.name = 'GitHubApiError'
  }
}

export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const octokit = getOctokit(
    options.token,
    options.fetch === undefined ? {} : { request: { fetch: options.fetch } }
  )
  octokit.hook.wrap('request', async (request, endpoint) => {
    const started = Date.now()
    // Here the URL may still be a template (/repos/{owner}/…): expand it for the log line.
    const { method, url } = octokit.request.endpoint.parse(endpoint)
    const label = `GitHub ${method} ${new URL(url).pathname}`
    // Inner hooks keep a reference to these options, so the timeout must be set on them.
    endpoint.request = { ...endpoint.request, signal: AbortSignal.timeout(options.timeoutMs) }
    try {
      const response = await request(endpoint)
      options.runner.debug(`${label} → ${response.status} (${Date.now() - started} ms)`)
      return response
    } catch (error) {
      options.runner.debug(
        `${label} → ${statusOf(error) || 'no response'} (${Date.now() - started} ms)`
      )
      throw error
    }
  })
  return octokit
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
  const inner = data?.errors
    ?.map((e) => e.message)
    .filter(Boolean)
    .join('; ')
  return [data?.message, inner].filter(Boolean).join(': ') || error.message
}

/** "GitHub could not <what> (HTTP 404: Not Found)", the start of every GitHub failure line. */
export function describeFailure(error: RequestError, what: string, attempts = 1): string {
  const status = statusOf(error)
  const tries = attempts > 1 ? ` after ${attempts} attempts` : ''
  return `GitHub could not ${what} (${status === 0 ? 'no response' : `HTTP ${status}`}: ${githubMessage(error)})${tries}`
}

/** Every failure counts, a thrown error without a response as "no response" (status 0). */
export function classifyGitHubFailure(what: string): ClassifyFailure {
  return (error) => ({
    status: statusOf(error),
    retryAfterMs: retryAfterOf(error),
    label: `GitHub: ${what}`
  })
}
