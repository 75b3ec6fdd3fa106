// env: the root's (a string, a list, or `global` and `jobs`) and a job's (schema/def/env.rb).
import { YMap, YSeq, toPlain } from './yaml.mjs'
import { string } from './casts.mjs'

/** @typedef {import('./report.mjs').Report} Report */

/**
 * env vars `NAME=value NAME=value` (schema/def/env.rb; sh_vars): a string or a map of them.
 * Quotes, `$(...)` and secure entries are not modelled.
 * @param {unknown} value
 * @param {Report} report
 * @returns {Record<string, unknown>}
 */
function envVars(value, report) {
  if (value instanceof YMap) {
    if (value.entries.some((entry) => entry.key === 'secure')) report.note('secure env var')
    return Object.fromEntries(
      value.entries.map((entry) => [entry.key, string('env', entry.value, report)])
    )
  }
  if (typeof value !== 'string') {
    report.note(`env: ${JSON.stringify(toPlain(value))}`)
    return {}
  }
  /** @type {Record<string, string>} */
  const vars = {}
  for (const word of value.trim().split(/\s+/)) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=([^'"`\\]*)$/.exec(word)
    if (!match) {
      report.note(`env: ${value}`)
      continue
    }
    vars[match[1]] = match[2]
  }
  return vars
}

/**
 * A list of env var sets.
 * @param {unknown} value
 * @param {Report} report
 */
export function envList(value, report) {
  const items = value instanceof YSeq ? value.items : [value]
  return items.map((item) => envVars(item, report))
}

/**
 * Root env: a string or list becomes `{jobs: [...]}`; `global` and `jobs` kept in their order
 * (the kit's answers; schema/def/env.rb).
 * @param {unknown} value
 * @param {Report} report
 */
export function envKey(value, report) {
  if (!(value instanceof YMap)) return { jobs: envList(value, report) }
  /** @type {Record<string, unknown>} */
  const env = {}
  for (const entry of value.entries) {
    if (entry.key === 'global' || entry.key === 'jobs')
      env[entry.key] = envList(entry.value, report)
    else {
      report.note(`env.${entry.key}`)
      env[entry.key] = toPlain(entry.value)
    }
  }
  return env
}
