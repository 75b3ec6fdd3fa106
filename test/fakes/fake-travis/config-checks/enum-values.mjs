// The root's enum keys, language, os and dist: a value downcased, an alias or a misspelling
// fixed (doc/change), an unknown value an error, a missing one its default (doc/validate).
import { DISTS, DIST_SCHEMA, LANGUAGES, OSES } from './schema.mjs'
import { YSeq } from './yaml.mjs'
import { nearest } from './match.mjs'

/** @typedef {import('./report.mjs').Report} Report */
/** @typedef {{ key: string, line: number, value: any }} Entry */

/**
 * An enum value (doc/change/downcase.rb, value.rb; doc/validate/unknown_value.rb).
 * @param {Report} report
 * @param {string} key message key
 * @param {unknown} value
 * @param {number | null} line
 * @param {{ values: string[], aliases: Record<string, string>, downcase: boolean }} schema
 * @returns {unknown}
 */
function enumValue(report, key, value, line, schema) {
  if (typeof value !== 'string') {
    report.note(`${key}: ${JSON.stringify(value)}`)
    return value
  }
  let current = value
  if (schema.downcase && current !== current.toLowerCase()) {
    report.change('info', key, 'downcase', { value: current }, line)
    current = current.toLowerCase()
  }
  if (!schema.values.includes(current) && Object.hasOwn(schema.aliases, current)) {
    const target = schema.aliases[current]
    report.change('info', key, 'alias_value', { alias: current, value: target }, line)
    current = target
  }
  if (!schema.values.includes(current)) {
    if (/\n|\W/.test(current.replace(/-/g, ''))) report.note(`${key}: ${current}`) // split, clean
    const found = nearest(schema.values, current)
    if (found !== undefined) {
      report.change('warn', key, 'find_value', { original: current, value: found }, line)
      current = found
    }
  }
  // Validate's unknown_value, after Change has tried to fix the value.
  if (!schema.values.includes(current)) {
    report.validate('error', key, 'unknown_value', { value: current }, line)
  }
  return current
}

/**
 * doc/validate/default.rb on the root: `missing language, using the default "ruby"` (root.rb
 * DEFAULT; objective-c on osx is not modelled).
 * @param {Entry | undefined} entry
 * @param {Report} report
 */
export function rootLanguage(entry, report) {
  if (!entry || entry.value === null) {
    report.validate('info', 'root', 'default', { key: 'language', default: 'ruby' }, null)
    return 'ruby'
  }
  return enumValue(report, 'language', entry.value, entry.line, LANGUAGES)
}

/**
 * os: a list (`matrix :os`), default linux (root.rb DEFAULT).
 * @param {Entry | undefined} entry
 * @param {Report} report
 * @returns {unknown[]}
 */
export function rootOs(entry, report) {
  if (!entry || entry.value === null) {
    report.validate('info', 'root', 'default', { key: 'os', default: 'linux' }, null)
    return ['linux']
  }
  const items = entry.value instanceof YSeq ? entry.value.items : [entry.value]
  return items.map((item) => enumValue(report, 'os', item, entry.line, OSES))
}

/**
 * dist: default focal when an os it supports is given (root.rb DEFAULT, dist.rb `only`).
 * @param {Entry | undefined} entry
 * @param {unknown[]} os
 * @param {Report} report
 */
export function rootDist(entry, os, report) {
  if (!entry || entry.value === null) {
    if (!os.some((name) => DISTS.focal.includes(String(name)))) return undefined
    report.validate('info', 'root', 'default', { key: 'dist', default: 'focal' }, null)
    return 'focal'
  }
  return enumValue(report, 'dist', entry.value, entry.line, DIST_SCHEMA)
}
