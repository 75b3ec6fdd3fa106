// The repository's GitHub deploy keys, through @actions/github's Octokit (which honours
// GITHUB_API_URL for GitHub Enterprise Server), with the same timeout and retry policy as Travis.
import { getOctokit } from '@actions/github'
import { RequestError } from '@octokit/request-error'
import type { Log } from '../log.js'
import {
  backoffDelayMs,
  isRetryableStatus,
  retryAfterMs,
  withRetries,
  type RetryPolicy
} from '../retry.js'

export interface DeployKey {
  id: number
  key: string
  title: string
  created_at: string
  read_only: boolean
}

export interface DeployKeysOptions {
  token: string
  owner: string
  repo: string
  log: Log
  retryPolicy: RetryPolicy
  timeoutMs: number
  /** Transport; by default Octokit's own (which honours proxy settings). Tests inject one. */
  fetch?: typeof globalThis.fetch
}

const ADMIN_HINT =
  "The 'github-token' must be allowed to manage deploy keys: a fine-grained token or GitHub App with " +
  '"Administration: read and write" on the repository, or a classic token with the repo scope ' +
  "(the workflow's GITHUB_TOKEN cannot manage deploy keys)."

export class GitHubApiError extends Error {
  constructor(
    readonly status: number,
    message: string
  ) {
    super(message)
    this.name = 'GitHubApiError'
  }
}

export class DeployKeys {
  private readonly octokit: ReturnType<typeof getOctokit>

  constructor(private readonly options: DeployKeysOptions) {
    this.octokit = getOctokit(
      options.token,
      options.fetch === undefined ? {} : { request: { fetch: options.fetch } }
    )
    this.octokit.hook.wrap('request', async (request, endpoint) => {
      const started = Date.now()
      // Here the URL may still be a template (/repos/{owner}/…): expand it for the log line.
      const { method, url } = this.octokit.request.endpoint.parse(endpoint)
      const label = `GitHub ${method} ${new URL(url).pathname}`
      // Inner hooks keep a reference to these options, so the timeout must be set on them.
      endpoint.request = { ...endpoint.request, signal: AbortSignal.timeout(options.timeoutMs) }
      try {
        const response = await request(endpoint)
        options.log.debug(`${label} → ${response.status} (${Date.now() - started} ms)`)
        return response
      } catch (error) {
        options.log.debug(
          `${label} → ${statusOf(error) || 'no response'} (${Date.now() - started} ms)`
        )
        throw error
      }
    })
  }

  private get repository() {
    return { owner: this.options.owner, repo: this.options.repo }
  }

  async list(): Promise<DeployKey[]> {
    return this.retrying('list deploy keys', () =>
      this.octokit.paginate(this.octokit.rest.repos.listDeployKeys, {
        ...this.repository,
        per_page: 100
      })
    ) as Promise<DeployKey[]>
  }

  /** Never repeated blindly: after a failure, the key is looked for before it is sent again. */
  async add(title: string, key: string, readOnly: boolean): Promise<DeployKey> {
    const policy = this.options.retryPolicy
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await this.octokit.rest.repos.createDeployKey({
          ...this.repository,
          title,
          key,
          read_only: readOnly
        })
        return response.data as DeployKey
      } catch (error) {
        // undefined: the keys could not be listed, so we cannot know; null: the key is not there.
        const existing = await this.list().then(
          (keys) => keys.find((k) => sameKey(k.key, key)) ?? null,
          () => undefined
        )
        if (existing) return existing
        if (
          existing === undefined ||
          !isRetryableStatus(statusOf(error)) ||
          attempt > policy.retries
        ) {
          throw explain(error, 'add the deploy key', attempt)
        }
        await policy.sleep(retryAfterOf(error) ?? backoffDelayMs(attempt, policy))
      }
    }
  }

  /** Removes a key; one that is already gone counts as removed. */
  async remove(id: number): Promise<void> {
    await this.retrying(`remove deploy key ${id}`, async () => {
      try {
        await this.octokit.rest.repos.deleteDeployKey({ ...this.repository, key_id: id })
      } catch (error) {
        if (statusOf(error) !== 404) throw error
      }
    })
  }

  private async retrying<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await withRetries(
        this.options.retryPolicy,
        work,
        (error) => ({
          status: statusOf(error),
          retryAfterMs: retryAfterOf(error),
          label: `GitHub: ${what}`
        }),
        (message) => this.options.log.info(message)
      )
    } catch (error) {
      throw explain(error, what)
    }
  }
}

/** Two OpenSSH public key lines hold the same key when type and base64 match (comments aside). */
export function sameKey(a: string, b: string): boolean {
  return a.trim().split(/\s+/).slice(0, 2).join(' ') === b.trim().split(/\s+/).slice(0, 2).join(' ')
}

function statusOf(error: unknown): number {
  return error instanceof RequestError && error.response !== undefined ? error.status : 0
}

function retryAfterOf(error: unknown): number | null {
  return error instanceof RequestError
    ? retryAfterMs(error.response?.headers['retry-after']?.toString())
    : null
}

function explain(error: unknown, what: string, attempts = 1): unknown {
  if (!(error instanceof RequestError)) return error
  const status = statusOf(error)
  const detail = githubMessage(error)
  const tries = attempts > 1 ? ` after ${attempts} attempts` : ''
  const prefix = `GitHub could not ${what} (${status === 0 ? 'no response' : `HTTP ${status}`}: ${detail})${tries}`
  if (status === 401)
    return new GitHubApiError(status, `${prefix}. The 'github-token' is invalid or expired.`)
  if (status === 403 || status === 404)
    return new GitHubApiError(status, `${prefix}. ${ADMIN_HINT}`)
  if (status === 422 && /already in use/i.test(detail)) {
    return new GitHubApiError(
      status,
      `${prefix}. GitHub accepts a key only once: as a deploy key of one repository or as a user's SSH key.`
    )
  }
  return new GitHubApiError(status, `${prefix}.`)
}

function githubMessage(error: RequestError): string {
  const data = error.response?.data as
    { message?: string; errors?: Array<{ message?: string }> } | undefined
  const inner = data?.errors
    ?.map((e) => e.message)
    .filter(Boolean)
    .join('; ')
  return [data?.message, inner].filter(Boolean).join(': ') || error.message
}
