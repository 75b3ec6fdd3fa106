// Which comments the 'github-token' wrote: the plan's comment is looked for among those only, as
// anyone who can comment on the pull request can write its marker, and an edit of their comment
// would put the plan under their name (and let them rewrite it). A personal access token reads
// its user (GET /user, one request); an installation token (the workflow's GITHUB_TOKEN, a
// GitHub App's) is refused there, and its comments are its app's bot's (github-actions[bot]):
// no person's account is of type "Bot", so a bot's comment is the most that can be told apart.
import { RequestError } from '@octokit/request-error'
import {
  githubMessage,
  statusOf,
  withGitHubRetries,
  type GitHubClient,
  type GitHubRepositoryOptions
} from './octokit.js'

/** A comment's author as GitHub lists it (`nullable-simple-user`): type "User" or "Bot". */
export interface CommentAuthor {
  login: string
  type: string
}

/** Whether a comment by `author` is one the token wrote. */
export type WrittenByToken = (author: CommentAuthor | null | undefined) => boolean

export async function writtenByToken(
  octokit: GitHubClient,
  options: Pick<GitHubRepositoryOptions, 'retryPolicy' | 'runner'>
): Promise<WrittenByToken> {
  return withGitHubRetries(options, "read the user of 'github-token'", noHint, async () => {
    try {
      const { login } = (await octokit.rest.users.getAuthenticated()).data
      return (author) => author?.login === login
    } catch (error) {
      if (!refusedToIntegration(error)) throw error
      return (author) => author?.type === 'Bot'
    }
  })
}

/** GitHub's answer to an installation token on GET /user (users/get-authenticated lists 403). */
function refusedToIntegration(error: unknown): boolean {
  return (
    error instanceof RequestError &&
    statusOf(error) === 403 &&
    githubMessage(error) === 'Resource not accessible by integration'
  )
}

function noHint(): undefined {
  return undefined
}
