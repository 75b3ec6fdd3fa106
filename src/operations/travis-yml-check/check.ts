// check-travis-yml: 'travis-yml' parsed here first (invalid YAML fails, nothing sent), then
// checked by travis-yml, Travis CI's own parser, through travis-api: the lint (no login needed)
// and, where the token may start builds, the preview of the jobs a build would run; with
// 'base-travis-yml', the base file previewed too and the jobs compared. Every message becomes an
// annotation on its line of the file. Lint and preview go out together: two requests, three with
// a base file (previewed after the other). The YAML parser is loaded here (a chunk of its own, operations/index.ts).
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { InputsFor, WorkspacePath } from '../../inputs/parsed.js'
import { ActionError } from '../../lib/action-error.js'
import { plural } from '../../lib/plural.js'
import type { AnnotationLevel } from '../../runtime/runner.js'
import { workspaceRelative } from '../../runtime/workspace-file.js'
import type { PreviewAnswer } from '../../travis/resources/config-checks.js'
import type { OperationContext } from '../context.js'
import { failCheck, resultBase } from '../result-base.js'
import { previewBase, readBase, type BaseFile } from './base-file.js'
import { noSuchFile, readTravisYmlIfAny } from './file.js'
import { diffJobs, expandedJob, type ExpandedJob } from './jobs.js'
import { InvalidYaml, parseTravisYml, type LocalDocument, type Yaml } from './local-parse.js'
import {
  LEVELS,
  atLeast,
  lintMessages,
  mergedMessages,
  previewMessages,
  type ConfigMessage,
  type MessageLevel
} from './messages.js'
import type { TravisYmlCheckResult } from './result.js'
import { lint, previewOrRefusal, previewSkipped } from './travis-answers.js'

type Inputs = InputsFor<'check-travis-yml'>

export async function checkTravisYml(
  context: OperationContext,
  inputs: Inputs
): Promise<TravisYmlCheckResult> {
  const yaml = await import('yaml')
  const text = readTravisYmlIfAny(inputs.travisYml, 'travis-yml')
  if (text === null) return removedFile(context, inputs)
  const file = annotatedParse(context, yaml, text, inputs.travisYml, 'travis-yml')
  // travis-yml quotes values in its messages: the file's secrets are masked before any is shown.
  for (const secret of file.secretValues()) context.runner.mask(secret)
  const skipped = previewSkipped(inputs)
  // The base file serves the preview's diff only: read when there is one.
  const base =
    inputs.baseTravisYml === null || skipped !== null
      ? null
      : readBase(context, yaml, inputs.baseTravisYml)
  const where = inputs.branch === null ? 'the default branch' : `branch ${inputs.branch}`
  context.runner.info(
    `Checking ${inputs.travisYml.given} with Travis CI's parser: ` +
      (skipped === null ? `lint, and the jobs a build of ${where} would run` : 'lint only') +
      (base === null ? '.' : `, beside ${base.file.given}.`)
  )
  // The base file's preview after the other's: a preview holds a travis-api worker while
  // travis-yml calls travis-api back (the kit's README, Config checks), so two at once could
  // hold every worker of a small server.
  const previews = async () => {
    if (skipped !== null) return [skipped, null] as const
    const head = await previewOrRefusal(context, inputs, text)
    const before =
      base === null || typeof head === 'string' ? null : await previewBase(context, inputs, base)
    return [head, before] as const
  }
  const [linted, [preview, basePreview]] = await Promise.all([
    lint(context, text, inputs.travisYml),
    previews()
  ])
  const fromLint = lintMessages(
    linted.warnings.map((warning) => warning.message),
    file
  )
  const previewed = typeof preview === 'string' ? null : preview
  const lintOnlyBecause = typeof preview === 'string' ? preview : null
  if (lintOnlyBecause !== null && skipped === null) context.runner.notice(lintOnlyBecause)
  const messages = mergedMessages(
    previewed === null ? [] : previewMessages(previewed, file),
    fromLint
  )
  const annotated = relativePath(inputs.travisYml)
  for (const message of messages) {
    context.runner.annotate(
      annotationLevel(message.level),
      `${message.message} (on ${message.key})`,
      {
        file: annotated,
        line: message.line
      }
    )
  }
  const jobs = previewed === null ? [] : previewed.job_configs.map(expandedJob)
  const compared =
    base === null || basePreview === null ? null : comparedBase(base, basePreview, jobs)
  const result = checkResult(inputs, {
    depth: previewed === null ? 'lint' : 'preview',
    lintOnlyBecause,
    messages,
    jobs: jobs.map((job) => job.view),
    base: compared
  })
  logVerdict(context, result)
  const failing = failingMessages(messages, inputs.failOn)
  if (failing.length > 0) {
    const first = failing[0] as ConfigMessage
    const sentence =
      `${inputs.travisYml.given} has ${plural(failing.length, 'message')} at ${inputs.failOn} or above ` +
      `(fail-on: ${inputs.failOn}); the first, on line ${first.line}: ${first.message} (on ${first.key}).`
    failCheck(result, sentence)
  }
  return result
}

/** The local parse; invalid YAML also an error annotation on the line where the parser stopped. */
function annotatedParse(
  context: OperationContext,
  yaml: Yaml,
  text: string,
  file: WorkspacePath,
  input: 'travis-yml' | 'base-travis-yml'
): LocalDocument {
  try {
    return parseTravisYml(yaml, text, input)
  } catch (error) {
    if (error instanceof InvalidYaml) {
      context.runner.annotate('error', `Not valid YAML: ${error.reason} (column ${error.column})`, {
        file: relativePath(file),
        line: error.line
      })
    }
    throw error
  }
}

function comparedBase(
  base: BaseFile,
  basePreview: PreviewAnswer,
  jobs: ExpandedJob[]
): NonNullable<TravisYmlCheckResult['base']> {
  const before = basePreview.job_configs.map(expandedJob)
  return {
    file: relativePath(base.file),
    jobs: before.map((job) => job.view),
    diff: diffJobs(before, jobs)
  }
}

/**
 * No 'travis-yml' in the checkout: a change that removes it (a repository leaving Travis CI)
 * passes with a notice; without a checkout (no .git) the step fails saying to check out first.
 * A folder that does not exist is a wrong path, as for 'base-travis-yml' (a typo must not pass).
 */
function removedFile(context: OperationContext, inputs: Inputs): TravisYmlCheckResult {
  const { travisYml } = inputs
  if (!existsSync(join(travisYml.workspace, '.git'))) throw noSuchFile(travisYml, 'travis-yml')
  if (!existsSync(dirname(travisYml.path))) {
    throw new ActionError(
      `Input 'travis-yml' (${travisYml.given}) names a file in a folder that does not exist; give the path ` +
        "from the repository's root: only a file missing from an existing folder passes (a change that removes it)."
    )
  }
  const why = `${travisYml.given} is not in the checkout (the change removes it?): nothing to check.`
  context.runner.notice(why)
  return checkResult(inputs, {
    depth: 'lint',
    lintOnlyBecause: why,
    messages: [],
    jobs: [],
    base: null
  })
}

/** The result of what was found; what follows from the inputs and the messages, derived here. */
function checkResult(
  inputs: Inputs,
  found: Pick<TravisYmlCheckResult, 'depth' | 'lintOnlyBecause' | 'messages' | 'jobs' | 'base'>
): TravisYmlCheckResult {
  return {
    ...resultBase('travis-yml-check', 'check-travis-yml'),
    ...found,
    file: relativePath(inputs.travisYml),
    valid: !found.messages.some((message) => atLeast(message.level, 'error')),
    failOn: inputs.failOn,
    branch: inputs.branch
  }
}

/** The messages at or above what 'fail-on' names (`error` takes in `alert`). */
function failingMessages(messages: ConfigMessage[], failOn: Inputs['failOn']): ConfigMessage[] {
  if (failOn === 'never') return []
  return messages.filter((message) => atLeast(message.level, failOn))
}

function annotationLevel(level: MessageLevel): AnnotationLevel {
  return level === 'alert' || level === 'error' ? 'error' : level === 'warn' ? 'warning' : 'notice'
}

/** The path annotations name: relative to the workspace, which is the repository's root. */
function relativePath(file: WorkspacePath): string {
  return workspaceRelative(file.path, file.workspace)
}

function logVerdict(context: OperationContext, result: TravisYmlCheckResult): void {
  const counts = LEVELS.map(
    (level) => [level, result.messages.filter((m) => m.level === level).length] as const
  )
    .filter(([, count]) => count > 0)
    .map(([level, count]) => `${count} ${level}`)
  context.runner.info(
    `${result.file}: ${counts.length === 0 ? 'no messages' : counts.join(', ')}` +
      (result.depth === 'preview' ? `; ${plural(result.jobs.length, 'job')}.` : '.')
  )
  if (result.base !== null) {
    const { added, removed, changed } = result.base.diff
    context.runner.info(
      `Against ${result.base.file}: ${added.length} added, ${removed.length} removed, ${changed.length} changed.`
    )
  }
}
