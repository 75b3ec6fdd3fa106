// Change's first step on the root (doc/change/keys.rb, key.rb): the keys in travis-yml's order,
// aliases and misspelled keys under their known names.
import { KEY_ALIASES, ROOT_KNOWN } from './schema.mjs'
import { nearest } from './match.mjs'

/** @typedef {import('./yaml.mjs').YMap} YMap */
/** @typedef {import('./report.mjs').Report} Report */
/** @typedef {{ key: string, line: number, value: any }} Entry */

/**
 * doc/change/keys.rb on the root: the required and default keys first (language, os, dist:
 * `missing`), then the given ones; an alias or a misspelled key is moved to the end under its
 * known name (`fix_keys`, `parent.move`), with its message (doc/change/key.rb).
 * @param {YMap} input
 * @param {Report} report
 * @returns {{ entries: Entry[], get: (key: string) => Entry | undefined }}
 */
export function fixRootKeys(input, report) {
  const first = ['language', 'os', 'dist']
  const ordered = [
    ...first.flatMap((key) => input.entries.filter((entry) => entry.key === key)),
    ...input.entries.filter((entry) => !first.includes(entry.key))
  ]
  /** @type {Entry[]} */
  const kept = []
  /** @type {Entry[]} */
  const moved = []
  for (const entry of ordered) {
    let key = entry.key
    if (!ROOT_KNOWN.includes(key) || Object.hasOwn(KEY_ALIASES, key)) {
      if (!ROOT_KNOWN.includes(key)) {
        if (/[^a-z0-9_]/.test(key)) report.note(`key ${key}`) // strip, underscore, clean
        const found = nearest(
          ROOT_KNOWN.filter((k) => k !== key),
          key
        )
        if (found !== undefined) {
          report.change('warn', 'root', 'find_key', { original: key, key: found }, entry.line)
          key = found
        }
      }
      if (Object.hasOwn(KEY_ALIASES, key)) {
        const target = KEY_ALIASES[/** @type {keyof typeof KEY_ALIASES} */ (key)]
        report.change('info', 'root', 'alias_key', { alias: key, key: target }, entry.line)
        if (input.entries.some((other) => other.key === target))
          report.note(`both ${key} and ${target}`)
        key = target
      }
    }
    if (key === entry.key) kept.push(entry)
    else moved.push({ ...entry, key })
  }
  const entries = [...kept, ...moved]
  return {
    entries,
    get: (key) => entries.find((entry) => entry.key === key)
  }
}
