// The repository's GitHub deploy keys, through @actions/github's Octokit (which honours
// GITHUB_API_URL for GitHub Enterprise Server), with the same timeout and retry policy as Travis.
import { messageOf } from '../lib/action-error.js'
import { write } from '../lib/retry.js'
import { doneOrThrow } from '../lib/write-outcome.js'
import { GitHubApiError } from './errors.js'
import {
  classifyGitHubFailure,
  createGitHubClient,
  explainGitHubFailure,
  withGitHubRetries,
  statusOf,
  type GitHubClient,
  type GitHubRepositoryOptions
} from './octokit.js'
import { sameKey } from './key-lines.js'

export interface DeployKey {
  id: number
  key: string
  title: string
  created_at: string
  read_only: boolean
}

/** What removing a deploy key came to: removed, or found gone before this run removed it. */
export type Removal = 'removed' | 'already-gone'

/** What rotate-key-pair needs of GitHub; DeployKeys implements it, tests supply a fake. */
export interface DeployKeysPort {
  list(): Promise<DeployKey[]>
  add(title: string, key: string, readOnly: boolean): Promise<DeployKey>
  remove(id: number): Promise<Removal>
}

/**
 * GitHub's 422 when the owner of the repository does not allow deploy keys: "Validation Failed"
 * with an `errors` entry "Deploy keys are disabled for this repository" (as GitHub answers it,
 * e.g. vitodeploy/vito#949). New organisations disallow deploy keys by default; an owner allows
 * them in the organisation's settings, or an enterprise owner by policy (GitHub Docs,
 * "Restricting deploy keys in your organization").
 */
const DEPLOY_KEYS_DISABLED = /deploy keys are disabled/i
const POLICY_HINT =
  'The organisation that owns the repository does not allow deploy keys (an organisation policy, ' +
  "off by default for new organisations): an organisation owner can allow them in the organisation's " +
  'Settings → Member privileges → "Deploy keys", unless an enterprise policy decides it (the ' +
  'enterprise\'s Policies → Repositories → "Deploy keys"). Nothing was changed on Travis CI.'

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

  /**
   * Every deploy key, page by page (Link rel="next"). Only a 200 whose body is a JSON array is a
   * page of the listing: anything else (a 409, a 204, a body that is empty, cut, null or an
   * object) fails naming the endpoint, where Octokit's paginate would take it for no keys at all.
   */
  async list(): Promise<DeployKey[]> {
    const keys: unknown[] = []
    let next: string | undefined
    for (let page = 1; ; page++) {
      if (page > MAX_LIST_PAGES) throw this.noDeployKeyList(`more than ${MAX_LIST_PAGES} pages`)
      const url = next
      const response = await this.retrying('list deploy keys', () =>
        url === undefined
          ? this.octokit.rest.repos.listDeployKeys({ ...this.repository, per_page: 100 })
          : this.octokit.request({ method: 'GET', url })
      )
      const data: unknown = response.data
      const where = page === 1 ? '' : `page ${page}: `
      if (response.status !== 200) throw this.noDeployKeyList(`${where}HTTP ${response.status}`)
      if (!Array.isArray(data)) throw this.noDeployKeyList(`${where}not a list`)
      keys.push(...(data as unknown[]))
      next = nextLink(response.headers.link)
      if (next === undefined) break
    }
    const problem = listProblem(keys)
    if (problem !== null) throw this.noDeployKeyList(problem)
    return keys as DeployKey[]
  }

  private noDeployKeyList(problem: string): GitHubApiError {
    const { owner, repo } = this.options
    return new GitHubApiError(
      200,
      `GitHub answered GET /repos/${owner}/${repo}/keys with something that is no deploy key list (${problem}).`
    )
  }

  /** Never repeated blindly: after a failure, the key is looked for before it is sent again. */
  async add(title: string, key: string, readOnly: boolean): Promise<DeployKey> {
    const what = 'add the deploy key'
    const { retryPolicy: policy, runner } = this.options
    const writer = {
      policy,
      classify: classifyGitHubFailure(what),
      mayHaveLanded: () => true,
      onRetry: (message: string) => runner.info(message)
    }
    const outcome = await write<DeployKey>(writer, {
      send: async () => {
        const response = await this.octokit.rest.repos.createDeployKey({
          ...this.repository,
          title,
          key,
          read_only: readOnly
        })
        return response.data as DeployKey
      },
      readBack: async () => {
        const found = (await this.list()).find((k) => sameKey(k.key, key))
        return found === undefined ? 'absent' : { kind: 'done', done: found }
      },
      unreadable: (error, _, attempts) => {
        const status = statusOf(error)
        if (status !== 0 && status < 500) {
          return { kind: 'refused', failure: explain(error, what, attempts) }
        }
        const failure = new GitHubApiError(
          status,
          `${messageOf(explain(error, what, attempts)).replace(/\.$/, '')}; it may have been added all the same: ` +
            'its answer was lost, and the deploy keys could not be listed to look for it.',
          true
        )
        return { kind: 'unknown', failure }
      },
      notLanded: (error, attempts) => ({
        kind: 'refused',
        failure: explain(error, what, attempts)
      }),
      onResend: (delayMs) =>
        runner.info(
          `GitHub: ${what} failed and the key is not there; sending it again in ${(delayMs / 1000).toFixed(1)} s.`
        )
    })
    return doneOrThrow(outcome)
  }

  /**
   * Removes a key; one that is already gone counts as removed. 'already-gone' when the first
   * attempt met a 404: someone else removed it (after a lost answer, a 404 may be our own). When
   * the last attempt may have landed (no answer, a 5xx), the listing settles it.
   */
  async remove(id: number): Promise<Removal> {
    try {
      return await this.retrying(`remove deploy key ${id}`, async (attempt) => {
        try {
          await this.octokit.rest.repos.deleteDeployKey({ ...this.repository, key_id: id })
          return 'removed'
        } catch (error) {
          if (statusOf(error) !== 404) throw error
          return attempt === 1 ? 'already-gone' : 'removed'
        }
      })
    } catch (error) {
      if (!(error instanceof GitHubApiError && (error.status === 0 || error.status >= 500)))
        throw error
      const listed = await this.list().catch(() => null)
      if (listed === null || listed.some((key) => key.id === id)) throw error
      this.options.runner.info(
        `GitHub: ${messageOf(error).replace(/\.$/, '')}, but deploy key ${id} is no longer listed: it was removed.`
      )
      return 'removed'
    }
  }

  private retrying<T>(what: string, work: (attempt: number) => Promise<T>): Promise<T> {
    return withGitHubRetries(this.options, what, deployKeysHint, work)
  }
}

/** Pages of 100: 10,000 deploy keys, far more than a repository has; a longer chain is a loop. */
const MAX_LIST_PAGES = 100

/** The URL of the Link header's rel="next", as GitHub (and Octokit's paginate) give it. */
function nextLink(link: string | undefined): string | undefined {
  return /<([^<>]+)>;\s*rel="next"/.exec(link ?? '')?.[1]
}

/** What makes `keys` no deploy key list (fields and positions only, never a value), or null. */
function listProblem(keys: unknown[]): string | null {
  for (const [index, entry] of keys.entries()) {
    if (typeof entry !== 'object' || entry === null) return `entry ${index} is not an object`
    const key = entry as Record<string, unknown>
    if (!Number.isSafeInteger(key.id)) return `entry ${index} has no numeric id`
    for (const field of ['key', 'title', 'created_at']) {
      if (typeof key[field] !== 'string') return `entry ${index} has no ${field} text`
    }
  }
  return null
}

/** What to do about a refused deploy key request, by status and GitHub's message. */
function deployKeysHint(status: number, detail: string): string | undefined {
  if (status === 403 || status === 404) return ADMIN_HINT
  if (status === 422 && DEPLOY_KEYS_DISABLED.test(detail)) return POLICY_HINT
  if (status === 422 && /already in use/i.test(detail)) {
    return "GitHub accepts a key only once: as a deploy key of one repository or as a user's SSH key."
  }
  return undefined
}

function explain(error: unknown, what: string, attempts = 1): unknown {
  return explainGitHubFailure(error, what, deployKeysHint, attempts)
}
