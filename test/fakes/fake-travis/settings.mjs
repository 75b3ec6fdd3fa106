// /repo/{repo}/settings and /repo/{repo}/setting/{name} (docs/travis-api.md#settings).
import {
  PlainServerError,
  collectionRepresentation,
  includes,
  requestHref,
  requireLoginAndRepo,
  warnUnknownParams
} from './params.mjs'
import { TravisApiError, notFound, repoAccessError, resultResponse } from './render.mjs'

/** @typedef {import('./params.mjs').TravisContext} TravisContext */
/** @typedef {import('./state.mjs').TravisRepo} TravisRepo */
/** @typedef {import('./render.mjs').Json} Json */
/** @typedef {import('../fake-http.mjs').FakeResponse} FakeResponse */

/**
 * @typedef {object} SettingDefinition
 * @property {string} name
 * @property {'boolean' | 'integer'} type
 * @property {boolean | number} default the real server's default (as the live tier lists it)
 * @property {boolean} [privateOnly] listed only for private repositories
 */

/** The real server's settings, in list order (docs/travis-api.md#set-list). @type {SettingDefinition[]} */
export const SETTING_DEFINITIONS = [
  { name: 'builds_only_with_travis_yml', type: 'boolean', default: false },
  { name: 'build_pushes', type: 'boolean', default: true },
  { name: 'build_pull_requests', type: 'boolean', default: true },
  { name: 'build_releases', type: 'boolean', default: true },
  { name: 'maximum_number_of_builds', type: 'integer', default: 0 },
  { name: 'auto_cancel_pushes', type: 'boolean', default: false },
  { name: 'auto_cancel_pull_requests', type: 'boolean', default: false },
  { name: 'allow_config_imports', type: 'boolean', default: false, privateOnly: true },
  // `models/user_settings.rb`: true for repositories created after a cut-off that has rolled back
  // centuries, so true outside the spec suite (docs/travis-api.md#set-list), as the real server lists it.
  { name: 'config_validation', type: 'boolean', default: true },
  { name: 'share_encrypted_env_with_forks', type: 'boolean', default: false },
  { name: 'share_ssh_keys_with_forks', type: 'boolean', default: false },
  { name: 'job_log_time_based_limit', type: 'boolean', default: false },
  { name: 'job_log_access_based_limit', type: 'boolean', default: false },
  { name: 'job_log_access_older_than_days', type: 'integer', default: 365 }
]

const LOG_DAYS = /** @type {SettingDefinition} */ (
  SETTING_DEFINITIONS.find((definition) => definition.name === 'job_log_access_older_than_days')
)
const LOG_DAYS_MIN = 30
const LOG_DAYS_MAX = 730
const SETTING_FIELDS = { setting: ['name', 'value'] }
const TRUE_WORDS = ['1', 'on', 't', 'true', 'y', 'yes']
const FALSE_WORDS = ['0', 'off', 'f', 'false', 'n', 'no']

/**
 * Known settings plus any extra names a test stored in `repo.settings` (typed by their value),
 * so that the action's handling of settings it does not know can be exercised.
 * @param {TravisRepo} repo
 * @returns {SettingDefinition[]}
 */
function definitionsFor(repo) {
  const extras = Object.keys(repo.settings)
    .filter((name) => !SETTING_DEFINITIONS.some((definition) => definition.name === name))
    .map((name) => ({
      name,
      type: /** @type {'boolean' | 'integer'} */ (
        typeof repo.settings[name] === 'number' ? 'integer' : 'boolean'
      ),
      default: false
    }))
  return [...SETTING_DEFINITIONS, ...extras]
}

/**
 * @param {TravisRepo} repo
 * @param {string} name
 */
function definitionOf(repo, name) {
  return definitionsFor(repo).find((definition) => definition.name === name)
}

/**
 * @param {TravisRepo} repo
 * @param {SettingDefinition} definition
 * @returns {unknown}
 */
function valueOf(repo, definition) {
  return Object.hasOwn(repo.settings, definition.name)
    ? repo.settings[definition.name]
    : definition.default
}

/**
 * @param {TravisContext} ctx
 * @param {TravisRepo} repo
 * @param {string} name
 * @param {unknown} value
 * @param {'standard' | 'minimal'} representation
 * @returns {Json}
 */
function renderSetting(ctx, repo, name, value, representation) {
  return {
    '@type': 'setting',
    '@href': `/repo/${repo.id}/setting/${name}`,
    '@representation': representation,
    ...(representation === 'standard' && {
      '@permissions': { read: true, write: Boolean(ctx.user?.settingsWrite) }
    }),
    name,
    value
  }
}

/**
 * Virtus-style lenient coercion: what cannot be coerced is kept as given (no 4xx).
 * @param {'boolean' | 'integer'} type
 * @param {unknown} value
 * @returns {unknown}
 */
export function coerceSettingValue(type, value) {
  if (type === 'boolean') {
    const word = typeof value === 'string' ? value.toLowerCase() : ''
    if (value === true || value === 1 || TRUE_WORDS.includes(word)) return true
    if (value === false || value === 0 || FALSE_WORDS.includes(word)) return false
    return value
  }
  if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value)
  if (typeof value === 'string' && /^\s*[+-]?\d+(\.\d+)?([eE][+-]?\d+)?\s*$/.test(value)) {
    return Math.trunc(Number(value))
  }
  return value
}

/**
 * The model validates the log-days bound on every save, whatever setting changed.
 * @param {unknown} days
 */
function validateLogDays(days) {
  const outside = `Job log access older than days is outside the bounds`
  if (typeof days !== 'number' || !Number.isInteger(days)) {
    throw new TravisApiError(
      422,
      'unprocessable_entity',
      `Job log access older than days is not a number and ${outside}`
    )
  }
  if (days < LOG_DAYS_MIN || days > LOG_DAYS_MAX) {
    throw new TravisApiError(422, 'unprocessable_entity', outside)
  }
}

/**
 * @param {TravisContext} ctx
 * @param {TravisRepo} repo
 */
function requireRead(ctx, repo) {
  if (!ctx.user?.settingsRead) throw repoAccessError(repo, 'settings_read')
}

/**
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function listSettings(ctx) {
  const { repo } = requireLoginAndRepo(ctx)
  requireRead(ctx, repo)
  warnUnknownParams(ctx, 'settings', [])
  const representation = collectionRepresentation(ctx)
  includes(ctx, SETTING_FIELDS)
  const settings = definitionsFor(repo)
    .filter((definition) => repo.private || !definition.privateOnly)
    .map((definition) => ({ name: definition.name, value: valueOf(repo, definition) }))
    // A stored null drops the entry from the list.
    .filter((setting) => setting.value !== null && setting.value !== undefined)
    .map(({ name, value }) => renderSetting(ctx, repo, name, value, representation))
  return resultResponse(
    200,
    {
      '@type': 'settings',
      '@href': requestHref(ctx),
      '@representation': representation,
      settings
    },
    ctx.warnings
  )
}

/**
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function findSetting(ctx) {
  const { repo } = requireLoginAndRepo(ctx)
  requireRead(ctx, repo)
  warnUnknownParams(ctx, 'setting', [])
  const definition = definitionOf(repo, ctx.name ?? '')
  if (!definition) throw notFound()
  includes(ctx, SETTING_FIELDS)
  const value = valueOf(repo, definition)
  return resultResponse(
    200,
    renderSetting(ctx, repo, definition.name, value, 'standard'),
    ctx.warnings
  )
}

/**
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function updateSetting(ctx) {
  const { repo, user } = requireLoginAndRepo(ctx)
  warnUnknownParams(ctx, 'setting', ['value'])
  const definition = definitionOf(repo, ctx.name ?? '')
  if (!definition) throw notFound()
  if (!user.settingsWrite) {
    const current = valueOf(repo, definition)
    throw new TravisApiError(
      403,
      'insufficient_access',
      'operation requires write access to user_setting',
      {
        resource_type: 'user_setting',
        permission: 'write',
        ...(user.settingsRead && {
          user_setting: renderSetting(ctx, repo, definition.name, current, 'minimal')
        })
      }
    )
  }
  const raw = ctx.params.get('setting.value')
  // The real server stores null and then fails to serialise: an unhandled 500.
  if (raw === undefined || raw === null) throw new PlainServerError()
  const value = coerceSettingValue(definition.type, raw)
  validateLogDays(definition === LOG_DAYS ? value : valueOf(repo, LOG_DAYS))
  repo.settings[definition.name] = value
  return resultResponse(
    200,
    renderSetting(ctx, repo, definition.name, value, 'standard'),
    ctx.warnings
  )
}
