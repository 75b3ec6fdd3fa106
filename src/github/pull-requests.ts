// Pull request states, for 'stale-branches': a `PR.<n>` cache group is stale once its pull
// request is no longer open. Reading needs only "pull-requests: read", so the workflow's
// GITHUB_TOKEN serves.
import { GitHubApiError } from './errors.js'
import {
  createGitHubClient,
  withGitHubRetries,
  statusOf,
  type GitHubClient,
  type GitHubRepositoryOptions
} from './octokit.js'

/** 'unknown': GitHub does not know that number (404), so nothing is concluded from it. */
export type PullRequestState = 'open' | 'closed' | 'unknown'

/** What the caches operations need from GitHub; tests may supply their own. */
export interface PullRequestStates {
  stateOf(pullRequest: number): Promise<PullRequestState>
}

export class PullRequests implements PullRequestStates {
  private readonly octokit: GitHubClient

  constructor(private readonly options: GitHubRepositoryOptions) {
    this.octokit = createGitHubClient(options)
  }

  async stateOf(pullRequest: number): Promise<PullRequestState> {
    const { owner, repo } = this.options
    const what = `read pull request #${pullRequest}`
    return withGitHubRetries(this.options, what, pullRequestsHint, async () => {
      try {
        const { data } = await this.octokit.rest.pulls.get({
          owner,
          repo,
          pull_number: pullRequest
        })
        // GitHub gives "open" or "closed" (merged ones are closed). Anything else (a proxy's
        // page, `{}`) is no pull request: read as closed, it would delete the caches of an open
        // one, so it fails instead (and is not retried).
        const state = (data as { state?: unknown } | null)?.state
        if (state === 'open' || state === 'closed') return state
        throw new GitHubApiError(
          200,
          `GitHub answered GET /repos/${owner}/${repo}/pulls/${pullRequest} with something that is no pull request (no state "open" or "closed").`
        )
      } catch (error) {
        if (statusOf(error) === 404) return 'unknown'
        throw error
      }
    })
  }
}

/** Reading a pull request needs "pull-requests: read". */
function pullRequestsHint(status: number): string | undefined {
  return status === 403
    ? `The 'github-token' needs "pull-requests: read" on the repository (\${{ github.token }} has it unless the workflow's permissions remove it).`
    : undefined
}
