// The config as travis-yml's Change and Validate phases leave it (doc/change, doc/validate), for
// the root keys the fake models: the request_config of the preview.
import { ROOT_KNOWN, SEQ_KEYS, matrixKeysOf } from './schema.mjs'
import { toPlain } from './yaml.mjs'
import { fixRootKeys } from './root-keys.mjs'
import { rootDist, rootLanguage, rootOs } from './enum-values.mjs'
import { strings } from './casts.mjs'
import { envKey } from './env.mjs'
import { jobsKey, stagesKey } from './jobs-key.mjs'
import { deployKey } from './deploy.mjs'

/** @typedef {import('./yaml.mjs').YMap} YMap */
/** @typedef {import('./report.mjs').Report} Report */
/** @typedef {{ key: string, line: number, value: any }} Entry */

/**
 * The root's keys fixed (doc/change/keys.rb), language, os and dist with their defaults, each
 * known key as its schema takes it, and the unknown keys warned and kept.
 * @param {YMap} input
 * @param {Report} report
 * @returns {{ config: Record<string, unknown>, language: unknown }}
 */
export function normalise(input, report) {
  const root = fixRootKeys(input, report)
  /** @type {Record<string, unknown>} */
  const known = {}
  /** @type {Entry[]} */
  const unknown = []
  const language = rootLanguage(root.get('language'), report)
  known.language = language
  known.os = rootOs(root.get('os'), report)
  const dist = rootDist(root.get('dist'), /** @type {string[]} */ (known.os), report)
  if (dist !== undefined) known.dist = dist
  for (const entry of root.entries) {
    if (['language', 'os', 'dist'].includes(entry.key)) continue
    if (!ROOT_KNOWN.includes(entry.key)) {
      unknown.push(entry)
      continue
    }
    known[entry.key] = rootKey(entry, language, report)
  }
  warnUnknownKeys(unknown, report)
  // The unknown keys are kept and come first (see warnUnknownKeys).
  const config = {
    ...Object.fromEntries(unknown.map((entry) => [entry.key, toPlain(entry.value)])),
    ...known
  }
  return { config, language }
}

/**
 * A known root key other than language, os and dist.
 * @param {Entry} entry
 * @param {unknown} language
 * @param {Report} report
 */
function rootKey(entry, language, report) {
  const { key, value } = entry
  const matrixKeys = matrixKeysOf(language)
  if (SEQ_KEYS.has(key)) return strings(key, value, report)
  if (matrixKeys?.includes(key)) return strings(key, value, report)
  if (key === 'env') return envKey(value, report)
  if (key === 'jobs') return jobsKey(value, language, report)
  if (key === 'stages') return stagesKey(value, report)
  if (key === 'deploy') return deployKey(entry, 'deploy', report)
  report.note(`key ${key}`)
  return toPlain(value)
}

/**
 * doc/validate/unknown_keys.rb, on the root after its children; the key and value are kept
 * (`drop` is off), and come first in the config (as the kit answers).
 * @param {Entry[]} unknown
 * @param {Report} report
 */
function warnUnknownKeys(unknown, report) {
  for (const entry of unknown) {
    if (entry.value === null) {
      report.note(`unknown key ${entry.key} without a value`)
      continue
    }
    const value = toPlain(entry.value)
    report.validate('warn', 'root', 'unknown_key', { key: entry.key, value }, entry.line)
  }
}
