// The repository's GitHub deploy keys, through @actions/github's Octokit (which honours
// GITHUB_API_URL for GitHub Enterprise Server), with the same timeout and retry policy as Travis.
import { RequestError } from '@octokit/request-error'
import { createOnce, withRetries } from '../retry.js'
import {
  GitHubApiError,
  classifyGitHubFailure,
  createGitHubClient,
  describeFailure,
  githubMessage,
  statusOf,
  type GitHubClient,
  type GitHubRepositoryOptions
} from './octokit.js'

export { GitHubApiError } from './octokit.js'

export interface DeployKey {
  id: number
  key: string
  title: string
  created_at: string
  read_only: boolean
}

/** What rotate-key-pair needs of GitHub; DeployKeys implements it, tests supply a fake. */
export interface DeployKeysPort {
  list(): Promise<DeployKey[]>
  add(title: string, key: string, readOnly: boolean): Promise<DeployKey>
  remove(id: number): Promise<void>
}

const ADMIN_HINT =
  "The 'github-token' must be allowed to manage deploy keys: a fine-grained token or GitHub App with " +
  '"Administration: read and write" on the repository, or a classic token with the repo scope ' +
  "(the workflow's GITHUB_TOKEN cannot manage deploy keys)."

export class DeployKeys implements DeployKeysPort {
  private readonly octokit: GitHubClient

  constructor(private readonly options: GitHubRepositoryOptions) {
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
    const what = 'add the deploy key'
    const outcome = await createOnce({
      policy: this.options.retryPolicy,
      create: async () => {
        const response = await this.octokit.rest.repos.createDeployKey({
          ...this.repository,
          title,
          key,
          read_only: readOnly
        })
        return response.data as DeployKey
      },
      findCreated: async () => {
        const found = (await this.list()).find((k) => sameKey(k.key, key))
        return found === undefined ? 'absent' : { found }
      },
      classify: classifyGitHubFailure(what)
    })
    if (outcome.ok) return outcome.value
    throw explain(outcome.error, what, outcome.attempts)
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
        classifyGitHubFailure(what),
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
