// Inputs of the single settings: 'setting' with 'value' or 'expect' (get-setting, set-setting);
// list-settings takes only 'include'. Settings as code reads its own (settings-as-code.ts).
import {
  knownSettingType,
  KNOWN_SETTING_NAMES,
  SETTING_NAME,
  allowedValuesOf,
  parseSettingValue,
  type SettingValue
} from '../model/repository-settings.js'
import type { Operation } from '../model/operations.js'
import { didYouMean } from '../lib/closest.js'
import type { InputsFor } from './parsed.js'
import { INVALID, quoted, type InputReader, type Read } from './reader.js'

type SettingsOperation = InputsFor<'list-settings' | 'get-setting' | 'set-setting'>['operation']

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
      : `Input 'setting' must be a setting name (lower case letters, digits and _, at most 100) such as ${known}, ` +
          `got ${quoted(value)}.${didYouMean(value, KNOWN_SETTING_NAMES)}`
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
  const type = knownSettingType(setting)
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
