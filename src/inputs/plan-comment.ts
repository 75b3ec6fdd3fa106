// 'comment-on-pull-request': the plan of check-settings, or of apply-settings with dry-run, also
// written to the pull request (github/plan-comment.ts), with 'github-token' allowed to write it.
import { INVALID, type InputReader, type Read } from './reader.js'

/** The token the comment is written with; null when no comment is wanted. */
export function readPlanComment(
  reader: InputReader,
  operation: 'check-settings' | 'apply-settings',
  dryRun: Read<boolean>
): Read<{ githubToken: string } | null> {
  const wanted = reader.boolean('comment-on-pull-request')
  const token = reader.token('github-token', false)
  if (wanted === INVALID || token === INVALID || dryRun === INVALID) return INVALID
  if (!wanted) {
    if (token !== '') {
      reader.warn(
        `Input 'github-token' is used by ${operation} only with 'comment-on-pull-request: true'.`
      )
    }
    return null
  }
  if (operation === 'apply-settings' && !dryRun) {
    reader.warn(
      "Input 'comment-on-pull-request' is used by apply-settings only with 'dry-run: true' (a plan); no comment is written."
    )
    return null
  }
  if (token === '') {
    return reader.fail(
      "Input 'comment-on-pull-request' needs 'github-token' allowed to write pull requests, " +
        'e.g. github-token: ${{ github.token }} with permissions: pull-requests: write.'
    )
  }
  return { githubToken: token }
}
