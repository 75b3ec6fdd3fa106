// The job configs as travis-yml answers them (configs/configs.rb `load`): the matrix's jobs with
// their stages, allowed failures and order.
import { canonical, stableSortBy, unique, without } from './ruby-values.mjs'
import { globalEnvOf, matrixJobs, sortConfig } from './matrix.mjs'

/** @typedef {import('./report.mjs').Report} Report */
/** @typedef {Record<string, any>} Config */
/** @typedef {Record<string, any>} Job */

/**
 * The jobs: matrix.rb `jobs`, then configs/stages.rb, allow_failures.rb, reorder.rb and
 * `unique_jobs` (configs/configs.rb `load`). Conditions (`if`) are not modelled.
 * @param {Record<string, unknown>} config
 * @param {unknown} language
 * @param {Report} report
 * @returns {Job[]}
 */
export function jobConfigs(config, language, report) {
  const sorted = sortConfig(config)
  const jobs = matrixJobs(sorted, language, report)
  const { stages, jobs: staged } = withStages(sorted, jobs)
  const allowed = withAllowFailures(sorted, staged, globalEnvOf(sorted), report)
  return unique(reorder(allowed, stages))
}

/**
 * configs/stages.rb: when a stage is named anywhere, every job gets one (the running name,
 * `test` by default, as the stages list spells it) and the stages are the list's, then the
 * jobs'. Without any, jobs have no stage.
 * @param {Record<string, any>} config
 * @param {Record<string, any>[]} jobs
 */
function withStages(config, jobs) {
  const configured = Array.isArray(config.stages) ? config.stages.map((stage) => stage?.name) : []
  if (configured.length === 0 && !jobs.some((job) => typeof job.stage === 'string')) {
    return { stages: [], jobs }
  }
  const names = [...configured, ...jobs.map((job) => job.stage)].filter(
    (name) => typeof name === 'string'
  )
  let name = names.find((candidate) => candidate.toLowerCase() === 'test') ?? 'test'
  const staged = jobs.map((job) => {
    if (typeof job.stage !== 'string') {
      const next = { ...job, stage: name }
      return next
    }
    name = job.stage
    return job
  })
  /** @type {string[]} */
  const stages = []
  for (const stageName of [...configured, ...staged.map((job) => job.stage)]) {
    if (typeof stageName !== 'string') continue
    if (!stages.some((known) => known.toLowerCase() === stageName.toLowerCase()))
      stages.push(stageName)
  }
  // `filter_stages` drops stages without jobs; `filter_jobs` keeps the jobs of known stages.
  const used = stages.filter((stageName) =>
    staged.some((job) => String(job.stage).toLowerCase() === stageName.toLowerCase())
  )
  return { stages: used, jobs: staged }
}

/**
 * configs/allow_failures.rb: a job equal to an entry on each of its keys (env without the
 * global vars) gets `allow_failure: true`.
 * @param {Record<string, any>} config
 * @param {Record<string, any>[]} jobs
 * @param {unknown[]} globalEnv
 * @param {Report} report
 */
function withAllowFailures(config, jobs, globalEnv, report) {
  const entries = (
    Array.isArray(config.jobs?.allow_failures) ? config.jobs.allow_failures : []
  ).filter(
    (/** @type {unknown} */ entry) =>
      typeof entry === 'object' && entry !== null && !Array.isArray(entry)
  )
  return jobs.map((job) => {
    const matches = entries.some((/** @type {Record<string, unknown>} */ entry) =>
      Object.entries(entry).every(([key, value]) => {
        if (key === 'if' || key === 'branch') {
          report.note(`jobs.allow_failures.${key}`)
          return false
        }
        if (key === 'env') {
          if (!job.env) return false
          const env = without(job.env, globalEnv)
          if (canonical(env) === canonical(value)) return true
          const others = without(/** @type {unknown[]} */ (value), env)
          return (
            others.length > 0 &&
            others.every((item) => globalEnv.some((g) => canonical(g) === canonical(item)))
          )
        }
        return canonical(job[key]) === canonical(value)
      })
    )
    return matches ? { ...job, allow_failure: true } : job
  })
}

/**
 * reorder.rb: by stage, then allowed failures last, then as they were.
 * @param {Job[]} jobs
 * @param {string[]} stages
 */
function reorder(jobs, stages) {
  const names = stages.map((name) => name.toLowerCase())
  return stableSortBy(jobs, (job) => {
    const index = job.stage === undefined ? -1 : names.indexOf(String(job.stage).toLowerCase())
    return (index + 1) * 2 + (job.allow_failure ? 1 : 0)
  })
}
