// The root's jobs (its include, exclude and allow_failures: schema/def/jobs.rb) and stages
// (schema/def/stages.rb) keys, as the config holds them before the jobs are built.
import { SEQ_KEYS, matrixKeysOf } from './schema.mjs'
import { YMap, YSeq, toPlain } from './yaml.mjs'
import { string, strings } from './casts.mjs'
import { envList } from './env.mjs'
import { deployKey } from './deploy.mjs'

/** @typedef {import('./report.mjs').Report} Report */

/**
 * A job of jobs.include, exclude or allow_failures: its keys in their order, the script-like
 * keys and env as lists, matrix keys and os as one string (schema/def/jobs.rb).
 * @param {unknown} value
 * @param {unknown} language
 * @param {string} where
 * @param {Report} report
 */
function jobEntry(value, language, where, report) {
  if (!(value instanceof YMap)) {
    report.note(`${where}: ${JSON.stringify(toPlain(value))}`)
    return toPlain(value)
  }
  const matrixKeys = matrixKeysOf(language)
  /** @type {Record<string, unknown>} */
  const job = {}
  for (const entry of value.entries) {
    const { key } = entry
    if (SEQ_KEYS.has(key)) job[key] = strings(key, entry.value, report)
    else if (key === 'env') job[key] = envList(entry.value, report)
    else if (['name', 'stage', 'os'].includes(key) || matrixKeys.includes(key)) {
      if (entry.value instanceof YSeq) report.note(`${where}.${key}: a list`)
      job[key] = string(key, entry.value, report)
    } else if (key === 'deploy') job[key] = deployKey(entry, `${where}.deploy`, report)
    else {
      report.note(`${where}.${key}`)
      job[key] = toPlain(entry.value)
    }
  }
  return job
}

/**
 * @param {unknown} value
 * @param {unknown} language
 * @param {Report} report
 */
export function jobsKey(value, language, report) {
  if (!(value instanceof YMap)) {
    report.note(`jobs: ${JSON.stringify(toPlain(value))}`)
    return toPlain(value)
  }
  /** @type {Record<string, unknown>} */
  const jobs = {}
  for (const entry of value.entries) {
    if (['include', 'exclude', 'allow_failures'].includes(entry.key)) {
      const items = entry.value instanceof YSeq ? entry.value.items : [entry.value]
      jobs[entry.key] = items.map((item) => jobEntry(item, language, `jobs.${entry.key}`, report))
    } else {
      report.note(`jobs.${entry.key}`)
      jobs[entry.key] = toPlain(entry.value)
    }
  }
  return jobs
}

/**
 * stages: names, as `{name}` (schema/def/stages.rb `prefix :name`); conditions not modelled.
 * @param {unknown} value
 * @param {Report} report
 */
export function stagesKey(value, report) {
  const items = value instanceof YSeq ? value.items : [value]
  return items.map((item) => {
    if (typeof item === 'string') return { name: item }
    if (item instanceof YMap && item.entries.every((entry) => entry.key === 'name')) {
      return { name: string('stages', item.entries[0]?.value ?? null, report) }
    }
    report.note(`stages: ${JSON.stringify(toPlain(item))}`)
    return toPlain(item)
  })
}
