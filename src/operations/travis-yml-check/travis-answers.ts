// What check-travis-yml asks Travis CI, and what it makes of the answers that are not the check:
// a preview the token may not have (403) makes the check lint alone under `preview: auto`; a file
// travis-yml cannot read is said so, in travis-yml's words where travis-api passes them on.
import type { InputsFor, WorkspacePath } from '../../inputs/parsed.js'
import { ActionError } from '../../lib/action-error.js'
import { TravisApiError } from '../../travis/errors.js'
import {
  requestLintPost,
  requestRequestConfigPost,
  type LintAnswer,
  type PreviewAnswer
} from '../../travis/resources/config-checks.js'
import type { OperationContext } from '../context.js'

type Inputs = InputsFor<'check-travis-yml'>

export function lint(
  context: OperationContext,
  text: string,
  file: WorkspacePath
): Promise<LintAnswer> {
  return requestLintPost(context.client, text).catch((error: unknown) => {
    throw unreadable(error, file, 'lint')
  })
}

/** Why no preview is asked for, as the summary says it; null when it is. */
export function previewSkipped(inputs: Inputs): string | null {
  if (inputs.preview === 'false') return "Linted only: 'preview' is false."
  if (inputs.anonymous) {
    return (
      "Linted only: no 'travis-token' (a fork's pull request has no secrets); the jobs are previewed " +
      'with a token that may start builds on the repository.'
    )
  }
  return null
}

/**
 * The preview, or with `preview: auto` the reason it was refused (403: the token may not start
 * builds), which makes the check lint alone.
 */
export async function previewOrRefusal(
  context: OperationContext,
  inputs: Inputs,
  text: string
): Promise<PreviewAnswer | string> {
  try {
    return await requestRequestConfigPost(context.client, text, inputs)
  } catch (error) {
    if (error instanceof TravisApiError && error.status === 403) {
      const refused = `Travis CI answered 403 to the preview of the jobs, which needs ${error.permission ?? 'create_request'}`
      if (inputs.preview === 'auto') {
        return (
          `Linted only: the token may not start builds on ${context.repoLabel} (${refused}), so no jobs are shown; ` +
          'set preview: true to fail instead.'
        )
      }
      throw new ActionError(
        `The token may not start builds on ${context.repoLabel} (${refused}); 'preview' is true. ` +
          'Pass the token of a user with push access, or set preview: auto to lint alone where it has none.'
      )
    }
    throw unreadable(error, inputs.travisYml, 'preview')
  }
}

/**
 * A file this parser reads but travis-yml does not: travis-api answers lint with a bare 500 "bad
 * request" (queries/lint.rb) and the preview with 400 and travis-yml's own words (queries/request_preview.rb).
 */
function unreadable(error: unknown, file: WorkspacePath, asked: 'lint' | 'preview'): unknown {
  if (!(error instanceof TravisApiError)) return error
  const badRequest =
    asked === 'lint' && error.status === 500 && error.serverMessage === 'bad request'
  if (!badRequest && !(asked === 'preview' && error.status === 400)) return error
  const why = asked === 'preview' ? parseError(error.serverMessage) : null
  return new ActionError(
    `Travis CI's parser could not read ${file.given}${why === null ? '' : `: ${why}`} ` +
      `(travis-api answered ${error.status} to the ${asked}); it is YAML this action reads, ` +
      `but not YAML Travis CI reads (Ruby's Psych)${why === null ? '' : ': check the line its words name'}.`
  )
}

/** travis-yml's own words inside travis-api's 400 (`{"error": {"type": "parse_error", "message": …}}`). */
function parseError(serverMessage: string | undefined): string | null {
  try {
    const body = JSON.parse(serverMessage ?? '') as { error?: { message?: unknown } }
    return typeof body.error?.message === 'string' ? body.error.message : null
  } catch {
    return null
  }
}
