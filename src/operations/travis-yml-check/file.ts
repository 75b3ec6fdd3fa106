// A `.travis.yml` read from the workspace for the operations that work on one (encrypt-travis-yml,
// check-travis-yml): within its limit, never through a link out of the workspace, and a failure
// that names the input and says to check the repository out when there is no such file.
import type { WorkspacePath } from '../../inputs/parsed.js'
import { ActionError, messageOf } from '../../lib/action-error.js'
import { readWorkspaceFile } from '../../runtime/workspace-file.js'

/** A .travis.yml is a few kB; travis-yml refuses far less than this. */
const TRAVIS_YML_LIMIT = 1024 * 1024

export function readTravisYml(file: WorkspacePath, input: string): string {
  const text = readTravisYmlIfAny(file, input)
  if (text === null) throw noSuchFile(file, input)
  return text
}

/** The failure of a file that is not there: most often, no checkout before the step. */
export function noSuchFile(file: WorkspacePath, input: string): ActionError {
  return new ActionError(
    `Input '${input}' (${file.given}) could not be read: there is no such file; check out the ` +
      'repository first (uses: actions/checkout) and give the path from its root.'
  )
}

/** The file, or null when there is none (a base branch that had no .travis.yml yet). */
export function readTravisYmlIfAny(file: WorkspacePath, input: string): string | null {
  try {
    return readWorkspaceFile(file.path, file.workspace, TRAVIS_YML_LIMIT).toString('utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw new ActionError(
      `Input '${input}' (${file.given}) could not be read: ${messageOf(error)}.`
    )
  }
}
