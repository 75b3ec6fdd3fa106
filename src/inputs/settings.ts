// Inputs of the settings operations: 'setting' with 'value' or 'expect' for one setting,
// 'desired-settings' or 'desired-settings-file' (parsed by desired-settings.ts, its sections by
// desired-sections.ts) for the repository as code; list-env-vars and list-crons take nothing more.
import {
  KNOWN_SETTINGS,
  KNOWN_SETTING_NAMES,
  allowedValuesOf,
  parseSettingValue,
  type SettingValue
} from '../model/repository-settings.js'
import type { Operation } from '../model/operations.js'
import { didYouMean } from '../lib/closest.js'
import type { DesiredSections, DesiredSetting, InputsFor } from './parsed.js'
import { INVALID, quoted, type InputReader, type Read } from './reader.js'
import { INPUT, SETTING_NAME, parseDesiredSettings } from './desired-settings.js'
import { resolveEnvValues } from './env-values.js'
import { PATH_LIMIT, PATH_LIMIT_REASON, readInputFile } from './files.js'

type SettingsOperation = InputsFor<
  | 'list-settings'
  | 'get-setting'
  | 'set-setting'
  | 'check-settings'
  | 'apply-settings'
  | 'list-env-vars'
  | 'list-crons'
>['operation']

export function readSettingsInputs(
  reader: InputReader,
  operation: SettingsOperation,
  include: string[]
): Read<InputsFor<SettingsOperation>> {
  switch (operation) {
    case 'list-settings':
      return { operation, include }
    case 'get-setting':
      return readSettingCheck(reader, include)
    case 'set-setting':
      return readSettingChange(reader)
    case 'check-settings':
    case 'apply-settings':
      return readSettingsAsCode(reader, operation)
    case 'list-env-vars':
    case 'list-crons':
      return { operation }
  }
}

/** At most 64 KiB: a settings file is a few lines (the server has 14 settings). */
const DESIRED_LIMIT = 64 * 1024
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
    operation === 'apply-settings' && dryRun === false
  )
  const prune = reader.boolean('prune')
  if (desired !== INVALID && desired.sections === null && prune === true) {
    reader.warn(
      "Input 'prune' has no effect without an env: or crons: section in 'desired-settings'."
    )
  }
  if (operation === 'check-settings') {
    const failOnMismatch = reader.boolean('fail-on-mismatch')
    if (desired === INVALID || prune === INVALID || failOnMismatch === INVALID) return INVALID
    return { operation, ...desired, prune, failOnMismatch }
  }
  const rewritePrivateEnv = reader.boolean('rewrite-private-env')
  const maxDeletions = reader.integer('max-deletions', 0, 1_000_000)
  if (
    desired === INVALID ||
    prune === INVALID ||
    dryRun === INVALID ||
    rewritePrivateEnv === INVALID ||
    maxDeletions === INVALID
  ) {
    return INVALID
  }
  return { operation, ...desired, prune, dryRun, rewritePrivateEnv, maxDeletions }
}

/**
 * The desired state for `operation`, from 'desired-settings' or the file 'desired-settings-file'
 * names (exactly one of them), bounded, every problem recorded; the `env:` values resolved
 * (a real apply-settings reads private ones; check-settings and a dry run only public ones).
 */
function readDesiredSettings(
  reader: InputReader,
  operation: 'check-settings' | 'apply-settings',
  readsPrivateValues: boolean
): Read<{ desired: DesiredSetting[]; sections: DesiredSections | null }> {
  const inline = reader.text('desired-settings', DESIRED_LIMIT, DESIRED_REASON)
  const path = reader.text('desired-settings-file', PATH_LIMIT, PATH_LIMIT_REASON)
  if (inline === INVALID || path === INVALID) return INVALID
  if (inline !== '' && path !== '') {
    return reader.fail(
      "Inputs 'desired-settings' and 'desired-settings-file' are both set; give only one."
    )
  }
  if (inline === '' && path === '') {
    return reader.fail(
      `${operation} needs 'desired-settings' (the settings, one 'name: value' per line, e.g. build_pushes: true) or 'desired-settings-file' (a YAML file in the workspace holding them, e.g. .travis-settings.yml).`
    )
  }
  const text =
    path === ''
      ? inline
      : readInputFile(reader, 'desired-settings-file', path, {
          bytes: DESIRED_LIMIT,
          reason: DESIRED_REASON,
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
      : resolveEnvValues(reader, sections.env, readsPrivateValues, source)
  if (problems.length > 0 || reader.problems.length > before) return INVALID
  return {
    desired: settings,
    sections: sections === null ? null : { env, crons: sections.crons }
  }
}

function readSettingCheck(reader: InputReader, include: string[]): Read<InputsFor<'get-setting'>> {
  const setting = readSettingName(reader, 'get-setting')
  const expect = setting === INVALID ? INVALID : readSettingValue(reader, 'expect', setting, false)
  const failOnMismatch = reader.boolean('fail-on-mismatch')
  if (failOnMismatch === true && expect === null) {
    reader.warn("Input 'fail-on-mismatch' has no effect without 'expect'.")
  }
  if (setting === INVALID || expect === INVALID || failOnMismatch === INVALID) return INVALID
  return { operation: 'get-setting', include, setting, expect, failOnMismatch }
}

function readSettingChange(reader: InputReader): Read<InputsFor<'set-setting'>> {
  const setting = readSettingName(reader, 'set-setting')
  const value = setting === INVALID ? INVALID : readSettingValue(reader, 'value', setting, true)
  const dryRun = reader.boolean('dry-run')
  if (setting === INVALID || value === INVALID || value === null || dryRun === INVALID) {
    return INVALID
  }
  return { operation: 'set-setting', setting, value, dryRun }
}

function readSettingName(reader: InputReader, operation: Operation): Read<string> {
  const value = reader.raw('setting')
  if (SETTING_NAME.test(value)) return value
  const known = KNOWN_SETTING_NAMES.join(', ')
  return reader.fail(
    value === ''
      ? `Input 'setting' is required for ${operation}: a setting name such as ${known}.`
      : `Input 'setting' must be a setting name (lower case letters, digits and _, at most 100) such as ${known}, got ${quoted(value)}.${didYouMean(value, KNOWN_SETTING_NAMES)}`
  )
}

/** `true`/`false` or a whole number; checked against the setting's type when it is known. */
function readSettingValue(
  reader: InputReader,
  name: 'value' | 'expect',
  setting: string,
  required: boolean
): Read<SettingValue | null> {
  const value = reader.raw(name)
  if (value === '') {
    return required
      ? reader.fail(`Input '${name}' is required: true, false or a whole number.`)
      : null
  }
  const type = KNOWN_SETTINGS[setting]
  if (type !== undefined) {
    return (
      parseSettingValue(value, type) ??
      reader.fail(
        `Input '${name}' for the ${type} setting '${setting}' must be ${allowedValuesOf(type)}, got ${quoted(value)}.`
      )
    )
  }
  return (
    parseSettingValue(value, 'boolean') ??
    parseSettingValue(value, 'integer') ??
    reader.fail(`Input '${name}' must be true, false or a whole number, got ${quoted(value)}.`)
  )
}
