// The file a change replaces ('base-travis-yml'): read and previewed only for the jobs' diff, so
// what goes wrong with it is a warning and no diff, never the check's failure (the pull request
// that repairs a broken base file must pass). A base file that does not exist is a change that
// adds .travis.yml: no jobs before it. A folder that does not exist is a wrong path.
import { existsSync } from 'node:fs'
import { dirname } from 'node:path'
import type { InputsFor, WorkspacePath } from '../../inputs/parsed.js'
import { ActionError, messageOf } from '../../lib/action-error.js'
import {
  requestRequestConfigPost,
  type PreviewAnswer
} from '../../travis/resources/config-checks.js'
import type { OperationContext } from '../context.js'
import { readTravisYmlIfAny } from './file.js'
import { UncheckableFile, parseTravisYml, type Yaml } from './local-parse.js'

/** The base file as read: its text, or null when there is none. */
export interface BaseFile {
  file: WorkspacePath
  text: string | null
}

/** The base file, or null (with a warning) when it cannot serve for the diff. */
export function readBase(
  context: OperationContext,
  yaml: Yaml,
  base: WorkspacePath
): BaseFile | null {
  if (!existsSync(dirname(base.path))) {
    throw new ActionError(
      `Input 'base-travis-yml' (${base.given}) names a file in a folder that does not exist; ` +
        'check the path, and that the base branch is checked out there (actions/checkout with path:).'
    )
  }
  const unusable = (why: string) => {
    context.runner.warning(`${why}; no jobs are compared.`)
    return null
  }
  let text: string | null
  try {
    text = readTravisYmlIfAny(base, 'base-travis-yml')
  } catch (error) {
    return unusable(messageOf(error))
  }
  if (text === null) {
    context.runner.warning(
      `${base.given} does not exist (the change adds .travis.yml?): every job counts as added.`
    )
    return { file: base, text: null }
  }
  try {
    const parsed = parseTravisYml(yaml, text, 'base-travis-yml')
    for (const secret of parsed.secretValues()) context.runner.mask(secret)
  } catch (error) {
    if (!(error instanceof UncheckableFile)) throw error
    return unusable(`Input 'base-travis-yml' ${error.problem}`)
  }
  return { file: base, text }
}

/** The base file's preview; null (with a warning) when it fails. */
export async function previewBase(
  context: OperationContext,
  inputs: InputsFor<'check-travis-yml'>,
  base: BaseFile
): Promise<PreviewAnswer | null> {
  if (base.text === null) return { job_configs: [], messages: [] }
  try {
    return await requestRequestConfigPost(context.client, base.text, inputs)
  } catch (error) {
    context.runner.warning(
      `The preview of ${base.file.given} failed (${messageOf(error)}); no jobs are compared.`
    )
    return null
  }
}
