// Inputs of check-travis-yml: the file ('travis-yml') and the one it changes ('base-travis-yml'),
// both inside the workspace; 'preview' (whether Travis CI expands the jobs), 'fail-on' and the
// branch the preview evaluates conditions for ('branch', else the event's).
import type { FailOn, InputsFor, PreviewMode } from './parsed.js'
import { workspaceFileInput } from './files.js'
import { readBranch } from './builds.js'
import { INVALID, complete, type InputReader, type Read } from './reader.js'

const PREVIEW_MODES: readonly PreviewMode[] = ['auto', 'true', 'false']
const FAIL_ON: readonly FailOn[] = ['error', 'warn', 'never']

export function readTravisYmlCheckInputs(reader: InputReader): Read<InputsFor<'check-travis-yml'>> {
  const fields = complete({
    travisYml: workspaceFileInput(reader, 'travis-yml', '.travis.yml'),
    baseTravisYml:
      reader.raw('base-travis-yml') === ''
        ? null
        : workspaceFileInput(reader, 'base-travis-yml', 'base/.travis.yml'),
    preview: reader.choice('preview', PREVIEW_MODES),
    failOn: reader.choice('fail-on', FAIL_ON),
    branch: readBranch(reader)
  } as const)
  if (fields === INVALID) return INVALID
  const { preview, baseTravisYml, branch } = fields
  const tokenGiven = reader.raw('travis-token') !== ''
  if (preview === 'true' && !tokenGiven) {
    return reader.fail(
      "Input 'preview' is true, which needs 'travis-token' (a token that may start builds on the repository); " +
        'it was empty. Lint needs no token: set preview: auto to preview only where the secret is there (not on forks).'
    )
  }
  if (baseTravisYml !== null && preview === 'false') {
    return reader.fail(
      "Input 'base-travis-yml' compares the jobs of both files, which needs the preview; 'preview' is false. " +
        "Set preview: auto or true, or leave 'base-travis-yml' empty."
    )
  }
  return {
    operation: 'check-travis-yml',
    ...fields,
    branch: branch !== '' ? branch : eventBranch(reader),
    event: eventType(reader),
    anonymous: !tokenGiven
  }
}

/**
 * The branch a build of this event would have on Travis CI: a pull request's target branch
 * (Travis CI's `branch` of a pull request build), a pushed branch; null for anything else (a tag,
 * a manual run on no branch), where travis-api takes the repository's default branch.
 */
function eventBranch(reader: InputReader): string | null {
  const env = (name: string) => reader.source.environment(name) ?? ''
  const base = env('GITHUB_BASE_REF')
  if (base !== '') return base
  const ref = env('GITHUB_REF')
  return ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : null
}

/** Travis CI's build type of the workflow's event: a pull request or a push; null for others. */
function eventType(reader: InputReader): 'push' | 'pull_request' | null {
  const name = reader.source.environment('GITHUB_EVENT_NAME') ?? ''
  if (name === 'pull_request' || name === 'pull_request_target') return 'pull_request'
  return name === 'push' ? 'push' : null
}
