// The outputs of check-settings and apply-settings for a sectioned 'desired-settings': every
// entry of `result`, `drift` and `changes` carries its `kind` (setting, env, cron); variables and
// crons the server has that the input does not name are `extra`. A private variable shows
// `{public: false}` and no value: the action never has the server's, and never prints its own.
import { WRITE_DONE, envLabel } from '../model/env-and-crons.js'
import { formatSettingValue } from '../model/repository-settings.js'
import { safeJson } from '../runtime/mask.js'
import type {
  AsCodeSections,
  CronComparison,
  EnvComparison,
  SettingsCheckResult
} from '../operations/result.js'
import { plural } from './format.js'

export function asCodeOutputs(
  result: SettingsCheckResult,
  sections: AsCodeSections
): Record<string, string> {
  const { env, crons } = sections
  const entries = (
    settings: SettingsCheckResult['comparisons'],
    variables: EnvComparison[],
    cronJobs: CronComparison[]
  ) => [
    ...settings.map((c) => ({ kind: 'setting', ...c })),
    ...variables.map(envEntry),
    ...cronJobs.map(cronEntry)
  ]
  const outputs: Record<string, string> = {
    changed: String(result.changed),
    result: safeJson(entries(result.comparisons, env?.comparisons ?? [], crons?.comparisons ?? [])),
    drift: safeJson(entries(result.drift, env?.drift ?? [], crons?.drift ?? []))
  }
  if (result.changes === null) {
    // Extras fail a check only with prune: without it, they are not the repository's drift.
    const counted = (drift: Array<{ expected: unknown }>) =>
      drift.filter((c) => sections.prune || c.expected !== null).length
    const differs = result.drift.length + counted(env?.drift ?? []) + counted(crons?.drift ?? [])
    outputs.matches = String(differs === 0)
  } else {
    outputs.changes = safeJson([
      ...result.changes.map((c) => ({ kind: 'setting', ...c })),
      ...(env?.changes ?? []).map((c) => ({ kind: 'env', ...c })),
      ...(crons?.changes ?? []).map((c) => ({ kind: 'cron', ...c }))
    ])
  }
  return outputs
}

function envEntry({ name, branch, expected, actual }: EnvComparison) {
  return { kind: 'env', name, branch, expected, actual, extra: expected === null }
}

function cronEntry({ branch, expected, actual }: CronComparison) {
  return { kind: 'cron', branch, expected, actual, extra: expected === null }
}

/**
 * What a sectioned apply changed, in words, for a failure after the change: `2 changes were made
 * on Travis CI: setting 'build_pushes' from true to false, variable 'TOKEN' created`.
 */
export function describeSectionChanges(
  result: SettingsCheckResult,
  sections: AsCodeSections
): string {
  const done = [
    ...(result.changes ?? []).map(
      ({ name, from, to }) =>
        `setting '${name}' from ${formatSettingValue(from)} to ${formatSettingValue(to)}`
    ),
    ...(sections.env?.changes ?? []).map((c) => `variable ${envLabel(c)} ${WRITE_DONE[c.action]}`),
    ...(sections.crons?.changes ?? []).map(
      (c) => `the cron job of branch '${c.branch}' ${WRITE_DONE[c.action]}`
    )
  ]
  return `${plural(done.length, 'change')} were made on Travis CI: ${done.join(', ')}`
}
