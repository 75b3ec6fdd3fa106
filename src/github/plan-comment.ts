// The plan of check-settings (or apply-settings with dry-run) as one comment on the pull request,
// so that its reviewer reads it where they review. One comment per Travis repository, found again
// by a hidden marker at its very start among the comments the token wrote (comment-author.ts),
// and edited in place on every run: never a second one. A lost answer to the POST is not sent
// again blindly: the comments are read again first.
import { writtenByToken, type WrittenByToken } from './comment-author.js'
import { GitHubApiError } from './errors.js'
import {
  createGitHubClient,
  explainGitHubFailure,
  statusOf,
  withGitHubRetries,
  type GitHubClient,
  type GitHubClientOptions,
  type GitHubRepositoryOptions
} from './octokit.js'
import { readFileSync } from 'node:fs'
import { messageOf } from '../lib/action-error.js'
import { redactSecrets } from '../runtime/mask.js'

/** GitHub refuses a comment body longer than this (characters). */
const COMMENT_LIMIT = 65_536
/** Comments read to find ours again: 30 pages of 100 cover any pull request people review. */
const COMMENT_PAGES = 30

/** The pull request a run is for, as its event tells it. */
export interface PullRequestEvent {
  number: number
  /** From a fork (or by Dependabot): the run's github.token can only read. */
  readOnly: boolean
  why: string
}

/**
 * The pull request of a `pull_request` or `pull_request_target` event; null for any other event.
 * `payload` is the event as the runner wrote it (GITHUB_EVENT_PATH).
 */
export function pullRequestOf(
  eventName: string,
  payload: unknown,
  actor: string
): PullRequestEvent | null {
  if (eventName !== 'pull_request' && eventName !== 'pull_request_target') return null
  const pull = (payload as { pull_request?: PullShape } | null)?.pull_request
  if (typeof pull?.number !== 'number') return null
  const head = pull.head?.repo?.full_name
  const base = pull.base?.repo?.full_name
  // pull_request_target runs with the base repository's token, a fork's pull request included.
  if (eventName === 'pull_request' && head !== base) {
    return { number: pull.number, readOnly: true, why: 'it comes from a fork' }
  }
  if (eventName === 'pull_request' && actor === 'dependabot[bot]') {
    return { number: pull.number, readOnly: true, why: 'Dependabot opened it' }
  }
  return { number: pull.number, readOnly: false, why: '' }
}

interface PullShape {
  number?: unknown
  head?: { repo?: { full_name?: string } | null }
  base?: { repo?: { full_name?: string } | null }
}

/** What writing the comment came to: its page, and whether it was there already. */
export interface PlanCommentOutcome {
  url: string
  edited: boolean
}

export class PlanComments {
  private readonly octokit: GitHubClient

  constructor(private readonly options: GitHubRepositoryOptions) {
    this.octokit = createGitHubClient(options)
  }

  /**
   * Writes `body` under `marker` on pull request `number`: edits the token's comment that starts
   * with the marker, or creates it. A POST whose answer is lost is followed by a new read, so a
   * comment that did arrive is edited instead of doubled.
   */
  async write(number: number, marker: string, body: string): Promise<PlanCommentOutcome> {
    const text = fitted(marker, body)
    const attempts = this.options.retryPolicy.retries + 1
    const ours = await writtenByToken(this.octokit, this.options)
    for (let attempt = 1; ; attempt++) {
      const found = await this.find(number, marker, ours)
      if (found !== null) return { url: await this.edit(found, text), edited: true }
      try {
        const created = await this.octokit.rest.issues.createComment({
          owner: this.options.owner,
          repo: this.options.repo,
          issue_number: number,
          body: text
        })
        return { url: created.data.html_url, edited: false }
      } catch (error) {
        const status = statusOf(error)
        const answered = status !== 0 && status < 500 && status !== 429
        if (answered || attempt >= attempts) {
          throw explainGitHubFailure(error, `comment on pull request #${number}`, commentHint)
        }
        this.options.runner.info(
          `Writing the plan's comment got no clear answer (${messageOf(error)}); reading the comments again before another try.`
        )
      }
    }
  }

  /** The id of the first comment of the token's that starts with the marker, or null. */
  private async find(number: number, marker: string, ours: WrittenByToken): Promise<number | null> {
    const what = `read the comments of pull request #${number}`
    return withGitHubRetries(this.options, what, commentHint, async () => {
      let pages = 0
      for await (const page of this.octokit.paginate.iterator(
        this.octokit.rest.issues.listComments,
        { owner: this.options.owner, repo: this.options.repo, issue_number: number, per_page: 100 }
      )) {
        const found = page.data.find(
          (comment) => ours(comment.user) && comment.body?.startsWith(marker) === true
        )
        if (found !== undefined) return found.id
        pages += 1
        if (pages >= COMMENT_PAGES) {
          throw new GitHubApiError(
            0,
            `pull request #${number} has more than ${COMMENT_PAGES * 100} comments; the plan's comment was not looked for further, and none was added.`
          )
        }
      }
      return null
    })
  }

  private async edit(id: number, body: string): Promise<string> {
    const what = `edit the plan's comment ${id}`
    return withGitHubRetries(this.options, what, commentHint, async () => {
      const edited = await this.octokit.rest.issues.updateComment({
        owner: this.options.owner,
        repo: this.options.repo,
        comment_id: id,
        body
      })
      return edited.data.html_url
    })
  }
}

/** The marker, then the body; a body too long for a comment is replaced by a pointer to the summary. */
function fitted(marker: string, body: string): string {
  const text = `${marker}\n${body}`
  if (text.length <= COMMENT_LIMIT) return text
  return `${marker}\nThe plan is longer than a comment can hold; it is in the job summary of the run.\n`
}

function commentHint(status: number): string | undefined {
  return status === 403 || status === 404
    ? `The 'github-token' needs "pull-requests: write" (\${{ github.token }} with permissions: pull-requests: write in the job).`
    : undefined
}

/** What commentThePlan needs: how to reach GitHub, what the run works on, and its job summary. */
export interface PlanCommentRequest extends GitHubClientOptions {
  retryPolicy: GitHubRepositoryOptions['retryPolicy']
  /** The Travis repository, as the summary names it: one comment per repository. */
  label: string
  summary: string
  /** false: the run failed before it had a plan, and `summary` is the failure's. */
  planned: boolean
}

/** Above a failure, so that a reviewer does not take an earlier plan of the comment for current. */
const NO_PLAN =
  '<p>⚠️ <strong>The plan could not be made</strong>: this run failed before it had one (below), ' +
  'so whatever plan this comment showed before no longer holds.</p>\n'

/**
 * 'comment-on-pull-request': the job summary of the plan also goes to the pull request of the
 * event, on the workflow's repository; a run that failed before it had a plan says so there, and
 * why. The plan is done either way, so what stands in the way is a notice (a fork's or
 * Dependabot's read-only token, another event) or a warning (GitHub refused), never a failure;
 * a failed run, whose failure is the news, has no notice.
 */
export async function commentThePlan(request: PlanCommentRequest): Promise<void> {
  const { runner } = request
  const eventName = process.env.GITHUB_EVENT_NAME ?? ''
  const pullRequest = pullRequestOf(eventName, eventPayload(), process.env.GITHUB_ACTOR ?? '')
  if (!request.planned && (pullRequest === null || pullRequest.readOnly)) return
  if (pullRequest === null) {
    runner.notice(
      `'comment-on-pull-request' writes on pull_request events; this run's event is ${eventName || 'unknown'}, so the plan is in the job summary only.`
    )
    return
  }
  if (pullRequest.readOnly) {
    runner.notice(
      `The plan is in the job summary only: pull request #${pullRequest.number}'s github-token can only read, as ${pullRequest.why}.`
    )
    return
  }
  const [owner = '', repo = ''] = (process.env.GITHUB_REPOSITORY ?? '').split('/')
  const server = process.env.GITHUB_SERVER_URL ?? 'https://github.com'
  const run = `${server}/${owner}/${repo}/actions/runs/${process.env.GITHUB_RUN_ID ?? ''}`
  const comments = new PlanComments({ ...request, owner, repo })
  try {
    const marker = `<!-- travis-repo-action plan: ${request.label} -->`
    const summary = `${request.planned ? '' : NO_PLAN}${redactSecrets(request.summary)}`
    const body = `${summary}\n<sub>Written by travis-repo-action in [this run](${run}); the next run edits it in place.</sub>\n`
    const outcome = await comments.write(pullRequest.number, marker, body)
    runner.info(
      request.planned
        ? `The plan ${outcome.edited ? 'replaced the one in its' : 'is in a new'} comment on pull request #${pullRequest.number}: ${outcome.url}`
        : `The comment on pull request #${pullRequest.number} says the plan could not be made: ${outcome.url}`
    )
  } catch (error) {
    const what = request.planned
      ? 'The plan is in the job summary only'
      : 'The comment could not say that the plan failed'
    runner.warning(`${what}: ${messageOf(error)}`)
  }
}

/** The event the runner wrote to GITHUB_EVENT_PATH; null when there is none to read. */
function eventPayload(): unknown {
  const path = process.env.GITHUB_EVENT_PATH
  if (path === undefined || path === '') return null
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown
  } catch {
    return null
  }
}
