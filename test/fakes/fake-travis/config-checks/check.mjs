// One `.travis.yml` checked as travis-yml's /configs checks one api config in mode replace: read
// (support/yaml.rb), normalised by the Change and Validate phases (doc/change, doc/validate),
// then its jobs built (matrix.rb, configs/*.rb).
import { YMap, readYaml } from './yaml.mjs'
import { Report } from './report.mjs'
import { normalise } from './normalise.mjs'
import { jobConfigs } from './configs.mjs'

/** @typedef {import('./messages.mjs').Message} Message */

/**
 * @typedef {object} ConfigCheck
 * @property {Record<string, unknown>} config the normalised config (request_config)
 * @property {Record<string, unknown>[]} jobs the expanded jobs (job_configs)
 * @property {Message[]} messages in travis-yml's order
 * @property {string[]} unmodelled what the fake met outside its subset
 */

/**
 * Checks a `.travis.yml` the way travis-yml's /configs does for one api config in mode replace,
 * within the subset described in ../config-checks.mjs.
 * @param {string} text
 * @returns {ConfigCheck | { parseError: string } | { invalidFormat: true }}
 */
export function checkConfig(text) {
  const read = readYaml(text)
  if ('error' in read) return { parseError: read.error }
  const input = read.root === null ? new YMap([]) : read.root
  // yml.rb `apply`: "Input must parse into a hash".
  if (!(input instanceof YMap)) return { invalidFormat: true }
  const report = new Report(read.unmodelled ?? [])
  const { config, language } = normalise(input, report)
  const jobs = jobConfigs(config, language, report)
  return { config, jobs, messages: report.messages(), unmodelled: report.unmodelled }
}
