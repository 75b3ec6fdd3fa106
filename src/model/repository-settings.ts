// The repository settings the live server has (docs/travis-api.md#set-list), in its list order.
// Knowing their types lets the action reject a bad `value` before sending anything.

export type SettingType = 'boolean' | 'integer'

/** A setting's value as the server holds it. */
export type SettingValue = boolean | number

/**
 * The longest 'desired-settings' document the action reads (64 KiB): a settings file is a few
 * lines (the server has 14 settings); export-settings says when its document is longer.
 */
export const DESIRED_SETTINGS_LIMIT = 64 * 1024

/** A setting name is a path segment: at most 100 characters (the longest the server knows has 30). */
export const SETTING_NAME = /^[a-z][a-z0-9_]{0,99}$/

export const KNOWN_SETTINGS: Readonly<Record<string, SettingType>> = {
  builds_only_with_travis_yml: 'boolean',
  build_pushes: 'boolean',
  build_pull_requests: 'boolean',
  build_releases: 'boolean',
  maximum_number_of_builds: 'integer',
  auto_cancel_pushes: 'boolean',
  auto_cancel_pull_requests: 'boolean',
  allow_config_imports: 'boolean',
  config_validation: 'boolean',
  share_encrypted_env_with_forks: 'boolean',
  share_ssh_keys_with_forks: 'boolean',
  job_log_time_based_limit: 'boolean',
  job_log_access_based_limit: 'boolean',
  job_log_access_older_than_days: 'integer'
}

export const KNOWN_SETTING_NAMES = Object.keys(KNOWN_SETTINGS)

/** The type of a setting the action knows; undefined for another name (`constructor` included). */
export function knownSettingType(name: string): SettingType | undefined {
  return Object.hasOwn(KNOWN_SETTINGS, name) ? KNOWN_SETTINGS[name] : undefined
}

/**
 * The values the server takes for a setting that it bounds: travis-api's configuration defaults,
 * checked on every settings write (docs/travis-api.md#set-update). An installation may configure
 * others, so the action names them when the server refuses a value and leaves the check to it.
 */
const SETTING_BOUNDS: Readonly<Record<string, { min: number; max: number }>> = {
  job_log_access_older_than_days: { min: 30, max: 730 }
}

/** The values the server takes for `name` when it bounds them, else undefined. */
export function settingBounds(name: string): { min: number; max: number } | undefined {
  return Object.hasOwn(SETTING_BOUNDS, name) ? SETTING_BOUNDS[name] : undefined
}

/** The type a value read from the server has, or null for anything else. */
export function typeOfValue(value: unknown): SettingType | null {
  if (typeof value === 'boolean') return 'boolean'
  if (typeof value === 'number' && Number.isInteger(value)) return 'integer'
  return null
}

/** Reads `true`/`false` or a whole number as the given type; null when it is not of that type. */
export function parseSettingValue(text: string, type: SettingType): boolean | number | null {
  if (type === 'boolean') {
    if (text === 'true') return true
    if (text === 'false') return false
    return null
  }
  return /^\d{1,9}$/.test(text) ? Number(text) : null
}

export function allowedValuesOf(type: SettingType): string {
  return type === 'boolean' ? 'true or false' : 'a whole number (0 or more)'
}

export function formatSettingValue(value: unknown): string {
  return typeof value === 'boolean' || typeof value === 'number'
    ? String(value)
    : JSON.stringify(value)
}

/**
 * A setting's change in words, the one wording of the log, the failure line and the summary:
 * `'build_pushes' from true to false`; with a verb, `'build_pushes' would change from true to false`.
 */
export function describeSettingChange(
  { name, from, to }: { name: string; from: unknown; to: unknown },
  verb = ''
): string {
  return `'${name}'${verb === '' ? '' : ` ${verb}`} from ${formatSettingValue(from)} to ${formatSettingValue(to)}`
}

/** Settings the server lists only for private repositories (found and changed on any). */
export const LISTED_ONLY_FOR_PRIVATE: readonly string[] = ['allow_config_imports']

/** Whether two values are the same setting value (true is not "true", 4 is not "4"). */
export function sameSettingValue(a: unknown, b: unknown): boolean {
  return formatSettingValue(a) === formatSettingValue(b)
}
