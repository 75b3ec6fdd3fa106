// The repository's GitHub deploy keys, through @actions/github's Octokit (which honours
// GITHUB_API_URL for GitHub Enterprise Server), with the same timeout and retry policy as Travis.
import { RequestError } from '@octokit/request-error'
import type { Runner } from '../runner.js'
import { backoffDelayMs, isRetryableStatus, withRetries, type RetryPolicy } from '../retry.js'
import {
  GitHubApiError,
  createGitHubClient,
  describeFailure,
  githubMessage,
  retryAfterOf,
  statusOf,
  type GitHubClient
} from './octokit.js'

export { GitHubApiError } from './octokit.js'

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
  runner: Runner
  retryPolicy: RetryPolicy
  timeoutMs: number
  /** Transport; by default Octokit's own (which honours proxy settings). Tests inject one. */
  fetch?: typeof globalThis.fetch
}

const ADMIN_HINT =
  "The 'github-token' must be allowed to manage deploy keys: a fine-grained token or GitHub App with " +
  '"Administration: read and write" on the repository, or a classic token with the repo scope ' +
  "(the workflow's GITHUB_TOKEN cannot manage deploy keys)."

export class DeployKeys {
  private readonly octokit: GitHubClient

  constructor(private readonly options: DeployKeysOptions) {
    this.octokit = createGitHubClient(options)
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
        (message) => this.options.runner.info(message)
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

function explain(error: unknown, what: string, attempts = 1): unknown {
  if (!(error instanceof RequestError)) return error
  const status = statusOf(error)
  const detail = githubMessage(error)
  const prefix = describeFailure(error, what, attempts)
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
