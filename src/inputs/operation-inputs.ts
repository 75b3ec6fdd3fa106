// The inputs of each operation, and the rules between inputs. Key pair, caches and settings-as-code
// inputs have modules of their own; single settings and branches are here.
import { inActionSpelling } from '../model/host-field.js'
import type { Operation } from '../model/operations.js'
import type { RepoRef } from '../model/repository.js'
import {
  KNOWN_SETTINGS,
  KNOWN_SETTING_NAMES,
  allowedValuesOf,
  parseSettingValue,
  type SettingValue
} from '../model/repository-settings.js'
import { readCacheDeletion, readCacheListing } from './caches.js'
import { readDescription, readKey, readRotation } from './key-pair.js'
import { readSettingsAsCode } from './settings.js'
import { readRepositoryListing } from './listings.js'
import type { InputsFor, OperationInputs, SortField, SortTerm } from './parsed.js'
import { INVALID, complete, quoted, type InputReader, type Read } from './reader.js'
import { inputApplies } from './table.js'

const SORT_FIELDS: readonly SortField[] = ['name', 'last_build', 'exists_on_host', 'default_branch']
const INCLUDE_ITEM = /^[a-z_]+\.@?[a-z_]+$/
/** Inputs sent in a request URL: servers refuse request lines of more than a few KiB. */
const QUERY_LIMIT = 1024
const QUERY_REASON = 'it is sent in the request URL'
/** A setting name is a path segment; the longest the server knows has 30 characters. */
const SETTING_NAME = /^[a-z][a-z0-9_]{0,99}$/

export function readOperationInputs(
  reader: InputReader,
  operation: Operation,
  repo: Read<RepoRef>
): Read<OperationInputs> {
  // A bad 'include' still lets the other inputs be checked, so every problem is reported at once.
  const include = readInclude(reader, operation)
  const inputs = readInputsOf(reader, operation, repo, include === INVALID ? [] : include)
  return include === INVALID ? INVALID : inputs
}

function readInputsOf(
  reader: InputReader,
  operation: Operation,
  repo: Read<RepoRef>,
  include: string[]
): Read<OperationInputs> {
  switch (operation) {
    case 'find-key-pair': {
      const failIfMissing = reader.boolean('fail-if-missing')
      return failIfMissing === INVALID ? INVALID : { operation, include, failIfMissing }
    }
    case 'create-key-pair':
    case 'set-key-pair': {
      const key = readKey(reader, true)
      const description = readDescription(reader)
      const dryRun = reader.boolean('dry-run')
      if (key === INVALID || key === null || description === INVALID || dryRun === INVALID)
        return INVALID
      return { operation, key, description, dryRun }
    }
    case 'update-key-pair':
      return readKeyPairUpdate(reader)
    case 'delete-key-pair': {
      const dryRun = reader.boolean('dry-run')
      return dryRun === INVALID ? INVALID : { operation, dryRun }
    }
    case 'rotate-key-pair':
      return readRotation(reader, repo)
    case 'list-caches':
      return readCacheListing(reader, repo, include)
    case 'delete-caches':
      return readCacheDeletion(reader, repo)
    case 'list-settings':
      return { operation, include }
    case 'get-setting':
      return readSettingCheck(reader, include)
    case 'set-setting':
      return readSettingChange(reader)
    case 'list-branches':
      return readBranchListing(reader, include)
    case 'check-settings':
    case 'apply-settings':
      return readSettingsAsCode(reader, operation)
    case 'list-repositories':
      return readRepositoryListing(reader, repo)
  }
}

function readInclude(reader: InputReader, operation: Operation): Read<string[]> {
  if (!inputApplies('include', operation)) return []
  if (reader.tooLong('include', reader.raw('include'), QUERY_LIMIT, QUERY_REASON)) return INVALID
  const items = reader.list('include')
  const bad = items.filter((item) => !INCLUDE_ITEM.test(item))
  for (const item of bad) {
    reader.fail(
      `Input 'include' must list attributes as type.field (e.g. branch.recent_builds), got ${quoted(item)}.`
    )
  }
  return bad.length === 0 ? items : INVALID
}

function readKeyPairUpdate(reader: InputReader): Read<InputsFor<'update-key-pair'>> {
  const key = readKey(reader, false)
  const description = readDescription(reader)
  if (key === null && description === '') {
    reader.fail(
      "update-key-pair needs 'private-key' (or 'private-key-path'), 'description', or both."
    )
  }
  const dryRun = reader.boolean('dry-run')
  if (key === INVALID || description === INVALID || dryRun === INVALID) return INVALID
  if (key === null && description === '') return INVALID
  return { operation: 'update-key-pair', key, description, dryRun }
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
      : `Input 'setting' must be a setting name (lower case letters, digits and _, at most 100) such as ${known}, got ${quoted(value)}.`
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

function readBranchListing(
  reader: InputReader,
  include: string[]
): Read<InputsFor<'list-branches'>> {
  const fields = complete({
    operation: 'list-branches',
    include,
    name: reader.text('name', QUERY_LIMIT, QUERY_REASON),
    existsOnHost: reader.optionalBoolean('exists-on-host'),
    sortBy: readSortBy(reader),
    includeRecentBuilds: reader.boolean('include-recent-builds'),
    window: reader.window()
  } as const)
  if (fields === INVALID) return INVALID
  const { window, ...rest } = fields
  return { ...rest, ...window }
}

function readSortBy(reader: InputReader): Read<SortTerm[]> {
  if (reader.tooLong('sort-by', reader.raw('sort-by'), QUERY_LIMIT, QUERY_REASON)) return INVALID
  const terms: SortTerm[] = []
  let valid = true
  for (const item of reader.list('sort-by')) {
    const [rawField = '', order, extra] = item.split(':')
    // Either spelling of the host field is accepted; the client sends the one the server knows.
    const field = SORT_FIELDS.find((known) => known === inActionSpelling(rawField))
    if (field === undefined || extra !== undefined || !['asc', 'desc', undefined].includes(order)) {
      valid = false
      reader.fail(
        `Input 'sort-by' has ${quoted(item)}; allowed are ${SORT_FIELDS.join(', ')}, each optionally followed by :asc or :desc, comma separated.`
      )
    } else terms.push({ field, descending: order === 'desc' })
  }
  return valid ? terms : INVALID
}
