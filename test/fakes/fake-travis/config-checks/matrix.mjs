// The jobs of the matrix (matrix.rb `jobs` and matrix/*.rb): the config sorted, its expansion
// keys multiplied out, the includes added, the shared keys and env given to each job, the
// excluded and unsupported jobs dropped.
import { EXPAND_KEYS, MATRIX_DROP, distOses, matrixKeysOf } from './schema.mjs'
import { canonical, stableSortBy, unique, without } from './ruby-values.mjs'

/** @typedef {import('./report.mjs').Report} Report */
/** @typedef {Record<string, any>} Config */
/** @typedef {Record<string, any>} Job */

const EXPAND = new Set(EXPAND_KEYS)

/**
 * matrix.rb `sort`: the expansion keys first, in their order; the rest as given.
 * @param {Record<string, unknown>} config
 * @returns {Config}
 */
export function sortConfig(config) {
  return Object.fromEntries(
    stableSortBy(Object.entries(config), ([key]) => {
      const index = EXPAND_KEYS.indexOf(key)
      return index < 0 ? 99 : index
    })
  )
}

/**
 * env.global, which exclude and allow_failures take off a job's env before comparing.
 * @param {Config} config
 * @returns {unknown[]}
 */
export function globalEnvOf(config) {
  return Array.isArray(config.env?.global) ? config.env.global : []
}

/**
 * The jobs of the matrix, from the sorted config (matrix.rb `jobs`).
 * @param {Config} sorted
 * @param {unknown} language
 * @param {Report} report
 * @returns {Job[]}
 */
export function matrixJobs(sorted, language, report) {
  const axes = matrixAxes(sorted, language, report)
  const values = axisValues(sorted, axes)
  let jobs = expand(axes, values)
  jobs = withIncluded(jobs, axes, includedJobs(sorted, report))
  jobs = withShared(sorted, jobs)
  jobs = withFirstValues(axes, values, jobs)
  jobs = withEnv(sorted, jobs)
  jobs = withoutExcluded(sorted, jobs)
  jobs = withoutUnsupported(jobs)
  return unique(jobs)
}

/** @param {unknown} value */
function blank(value) {
  return (
    value === null ||
    value === undefined ||
    ((typeof value === 'string' || Array.isArray(value)) && value.length === 0) ||
    (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0)
  )
}

/**
 * matrix.rb `keys` (Support: a language's matrix keys only on that language).
 * @param {Config} sorted
 * @param {unknown} language
 * @param {Report} report
 * @returns {string[]}
 */
function matrixAxes(sorted, language, report) {
  const matrixKeys = matrixKeysOf(language)
  return Object.keys(sorted).filter((key) => {
    if (!EXPAND.has(key) || blank(sorted[key])) return false
    if (key === 'os' || key === 'env' || matrixKeys.includes(key)) return true
    report.note(`matrix key ${key}`)
    return false
  })
}

/**
 * Each axis's values: env's jobs (or env as one value), a list as it is, a value as one.
 * @param {Config} sorted
 * @param {string[]} axes
 * @returns {unknown[][]}
 */
function axisValues(sorted, axes) {
  return axes.map((key) => {
    const value = sorted[key]
    if (key === 'env') return Object.hasOwn(value, 'jobs') ? value.jobs : [value]
    return Array.isArray(value) ? value : [value]
  })
}

/**
 * matrix/expand.rb: the product, the first key varying slowest.
 * @param {string[]} axes
 * @param {unknown[][]} values
 * @returns {Job[]}
 */
function expand(axes, values) {
  return values.length === 0
    ? []
    : values
        .reduce(
          (rows, column) => rows.flatMap((row) => column.map((item) => [...row, item])),
          /** @type {unknown[][]} */ ([[]])
        )
        .map((row) => Object.fromEntries(axes.map((key, i) => [key, row[i]])))
}

/**
 * jobs (or matrix), a map, or nothing.
 * @param {Config} sorted
 * @returns {Config}
 */
function jobsConfigOf(sorted) {
  return typeof sorted.jobs === 'object' && sorted.jobs !== null && !Array.isArray(sorted.jobs)
    ? sorted.jobs
    : {}
}

/**
 * The maps among a list (or one value) of jobs.include, exclude or allow_failures.
 * @param {unknown} value
 * @returns {Job[]}
 */
export function listOf(value) {
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (item) => typeof item === 'object' && item !== null && !Array.isArray(item)
  )
}

/**
 * jobs.include, each entry copied; matrix.rb `with_stages`: an entry without a stage takes the
 * one before it.
 * @param {Config} sorted
 * @param {Report} report
 * @returns {Job[]}
 */
function includedJobs(sorted, report) {
  const included = listOf(jobsConfigOf(sorted).include).map((job) => ({ ...job }))
  let stage
  for (const job of included) {
    if (job.stage === undefined && stage !== undefined) job.stage = stage
    stage = job.stage ?? stage
  }
  if (included.some((job) => job.if !== undefined)) report.note('jobs.include if')
  return included
}

/**
 * `with_included`: one job of single values and some includes: the includes alone.
 * @param {Job[]} jobs
 * @param {string[]} axes
 * @param {Job[]} included
 */
function withIncluded(jobs, axes, included) {
  const single =
    jobs.length === 1 && included.length > 0 && axes.every((key) => !Array.isArray(jobs[0][key]))
  return single ? included : [...jobs, ...included]
}

/**
 * The keys every job shares: those not expanded, not dropped (matrix.rb DROP), not blank; one
 * job of them alone when there is no other.
 * @param {Config} sorted
 * @param {Job[]} jobs
 */
function withShared(sorted, jobs) {
  const shared = Object.fromEntries(
    Object.entries(sorted).filter(
      ([key, value]) => !EXPAND.has(key) && !MATRIX_DROP.has(key) && !blank(value)
    )
  )
  if (jobs.length === 0) jobs = [{ ...shared }]
  return jobs.map((job) => ({ ...shared, ...job }))
}

/**
 * Each axis but env's first value, on the jobs without their own (the includes).
 * @param {string[]} axes
 * @param {unknown[][]} values
 * @param {Job[]} jobs
 */
function withFirstValues(axes, values, jobs) {
  const global = Object.fromEntries(
    axes.filter((key) => key !== 'env').map((key) => [key, values[axes.indexOf(key)][0]])
  )
  return jobs.map((job) => ({ ...global, ...job }))
}

/**
 * matrix/env.rb: env as a list on each job; jobs without one (the includes) get the first of
 * env.jobs; env.global before each job's own.
 * @param {Config} config
 * @param {Job[]} jobs
 */
function withEnv(config, jobs) {
  const env = config.env
  const first = env && Array.isArray(env.jobs) ? env.jobs[0] : undefined
  const global = env && Array.isArray(env.global) ? env.global : undefined
  return jobs.map((job) => {
    const next = { ...job }
    if (next.env !== undefined) {
      next.env = Array.isArray(next.env)
        ? next.env
        : Object.keys(next.env).filter((key) => key !== 'global').length === 0 ||
            Object.hasOwn(next.env, 'global')
          ? []
          : [next.env]
    }
    if (next.env === undefined && first !== undefined) next.env = [first]
    if (global) next.env = unique([...global, ...(next.env ?? [])])
    return next
  })
}

/**
 * `without_excluded` (matrix/exclude.rb).
 * @param {Config} sorted
 * @param {Job[]} jobs
 */
function withoutExcluded(sorted, jobs) {
  const excludes = listOf(jobsConfigOf(sorted).exclude)
  const globalEnv = globalEnvOf(sorted)
  const same = (/** @type {unknown} */ a, /** @type {unknown} */ b) => canonical(a) === canonical(b)
  const wrap = (/** @type {unknown} */ value) => (Array.isArray(value) ? value : [value])
  return jobs.filter(
    (job) =>
      !excludes.some((exclude) =>
        Object.entries(exclude).every(([key, value]) => {
          if (key === 'env') {
            const env = job.env ? without(/** @type {unknown[]} */ (job.env), globalEnv) : job.env
            return same(env, value)
          }
          if (key === 'stage') {
            return (
              job.stage === value ||
              (job.stage === undefined && String(value).toLowerCase() === 'test')
            )
          }
          return same(wrap(job[key]), wrap(value))
        })
      )
  )
}

/**
 * `without_unsupported`: dist only on the os it supports (dist.rb `only`).
 * @param {Job[]} jobs
 */
function withoutUnsupported(jobs) {
  return jobs.map((job) => {
    const supported = distOses(job.dist)
    if (job.dist === undefined || !supported || supported.includes(String(job.os))) return job
    return Object.fromEntries(Object.entries(job).filter(([key]) => key !== 'dist'))
  })
}
