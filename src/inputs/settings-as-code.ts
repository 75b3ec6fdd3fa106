// Inputs of settings as code: 'desired-settings' or 'desired-settings-file' (parsed by
// desired-settings.ts, its sections by desired-sections.ts) for check-settings and apply-settings,
// 'export-file' for export-settings (export-file.ts); list-env-vars and list-crons take nothing more;
// 'comment-on-pull-request' for the plans.
import type { Operation } from '../model/operations.js'
import type { DesiredState, InputsFor, PlanComment } from './parsed.js'
import { INVALID, InputReader, quoted, type InputSource, type Read } from './reader.js'
import { INPUT, parseDesiredSettings } from './desired-settings.js'
import { resolveEnvValues, type EnvReading } from './env-values.js'
import { readExportInputs } from './export-file.js'
import { PATH_LIMIT, PATH_LIMIT_REASON, readInputFile } from './files.js'
import { DESIRED_SETTINGS_LIMIT } from '../model/repository-settings.js'

type AsCodeOperation = InputsFor<
  'check-settings' | 'apply-settings' | 'list-env-vars' | 'list-crons' | 'export-settings'
>['operation']

export function readSettingsAsCodeInputs(
  reader: InputReader,
  operation: AsCodeOperation
): Read<InputsFor<AsCodeOperation>> {
  switch (operation) {
    case 'check-settings':
    case 'apply-settings':
      return readSettingsAsCode(reader, operation)
    case 'list-env-vars':
    case 'list-crons':
      return { operation }
    case 'export-settings':
      return readExportInputs(reader)
  }
}

const DESIRED_REASON = 'a settings file is a few lines'

/**
 * The inputs of check-settings (with 'fail-on-mismatch') or apply-settings (with 'dry-run',
 * 'rewrite-private-env', 'max-deletions'); both take 'prune'.
 */
function readSettingsAsCode(
  reader: InputReader,
  operation: 'check-settings' | 'apply-settings'
): Read<InputsFor<'check-settings'> | InputsFor<'apply-settings'>> {
  // A dry run plans without the private values: a pull request can plan without the secrets.
  const dryRun = operation === 'apply-settings' ? reader.boolean('dry-run') : false
  const desired = readDesiredSettings(
    reader,
    operation,
    operation === 'check-settings' ? 'public' : dryRun === false ? 'all' : 'plan'
  )
  const prune = reader.boolean('prune')
  if (desired !== INVALID && desired.env === null && desired.crons === null && prune === true) {
    reader.warn(
      "Input 'prune' has no effect without an env: or crons: section in 'desired-settings'."
    )
  }
  const planComment = readPlanComment(reader, operation, dryRun)
  if (operation === 'check-settings') {
    const failOnMismatch = reader.boolean('fail-on-mismatch')
    if (
      desired === INVALID ||
      prune === INVALID ||
      failOnMismatch === INVALID ||
      planComment === INVALID
    ) {
      return INVALID
    }
    return { operation, desired, prune, failOnMismatch, planComment }
  }
  const rewritePrivateEnv = reader.boolean('rewrite-private-env')
  const maxDeletions = reader.integer('max-deletions', 0, 1_000_000)
  if (
    desired === INVALID ||
    prune === INVALID ||
    dryRun === INVALID ||
    rewritePrivateEnv === INVALID ||
    maxDeletions === INVALID ||
    planComment === INVALID
  ) {
    return INVALID
  }
  return { operation, desired, prune, dryRun, rewritePrivateEnv, maxDeletions, planComment }
}

/**
 * The desired state for `operation`, from 'desired-settings' or the file 'desired-settings-file'
 * names (exactly one of them), bounded, every problem recorded; the `env:` values resolved
 * (a real apply-settings reads private ones; check-settings and a dry run only public ones). A
 * flat mapping is the settings section alone; a section the input has not is null.
 */
function readDesiredSettings(
  reader: InputReader,
  operation: 'check-settings' | 'apply-settings',
  reading: EnvReading
): Read<DesiredState> {
  const inline = reader.text('desired-settings', DESIRED_SETTINGS_LIMIT, DESIRED_REASON)
  const path = reader.text('desired-settings-file', PATH_LIMIT, PATH_LIMIT_REASON)
  if (inline === INVALID || path === INVALID) return INVALID
  if (inline !== '' && path !== '') {
    return reader.fail(
      "Inputs 'desired-settings' and 'desired-settings-file' are both set; give only one."
    )
  }
  if (inline === '' && path === '') {
    return reader.fail(
      `${operation} needs 'desired-settings' (the settings, one 'name: value' per line, e.g. build_pushes: true) ` +
        "or 'desired-settings-file' (a YAML file in the workspace holding them, e.g. .travis-settings.yml)."
    )
  }
  const text =
    path === ''
      ? inline
      : readInputFile(reader, 'desired-settings-file', path, {
          bytes: DESIRED_SETTINGS_LIMIT,
          reason: DESIRED_REASON,
          textInput: 'desired-settings',
          // A committed file is in the workspace only after a checkout.
          missing:
            'The workspace holds no such file: check out the repository first (uses: actions/checkout) and give the path from its root.'
        })
  if (text === INVALID) return INVALID
  const source = path === '' ? INPUT : `Input 'desired-settings-file' (${quoted(path)})`
  const { settings, sections, problems } = parseDesiredSettings(text, source)
  for (const problem of problems) reader.fail(problem)
  const before = reader.problems.length
  // The entries that read well are resolved too, so every problem is reported at once.
  const env =
    sections === null || sections.env === null
      ? null
      : resolveEnvValues(reader, sections.env, reading, source)
  if (problems.length > 0 || reader.problems.length > before) return INVALID
  return {
    settings: settings.length === 0 ? null : settings,
    env,
    crons: sections === null ? null : sections.crons
  }
}

/**
 * 'comment-on-pull-request' of a run whose other inputs failed, read again on their own: the plan's
 * comment when it applies and its inputs are good (it then says why there is no plan), else null.
 */
export function planCommentOf(source: InputSource, operation: Operation): PlanComment | null {
  if (operation !== 'check-settings' && operation !== 'apply-settings') return null
  // A reader of its own: the problems and warnings are the first reading's already.
  const reader = new InputReader(source)
  const dryRun = operation === 'apply-settings' ? reader.boolean('dry-run') : false
  const comment = readPlanComment(reader, operation, dryRun)
  return comment === INVALID ? null : comment
}

/**
 * 'comment-on-pull-request': the plan of check-settings, or of apply-settings with dry-run, also
 * written to the pull request (github/plan-comment.ts), with 'github-token' allowed to write it:
 * the token, or null when no comment is wanted.
 */
function readPlanComment(
  reader: InputReader,
  operation: 'check-settings' | 'apply-settings',
  dryRun: Read<boolean>
): Read<PlanComment | null> {
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
