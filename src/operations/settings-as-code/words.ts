// The words of check-settings and apply-settings: the log lines of the comparison and of a dry
// run, and the one failure line (fail-on-mismatch, or what apply-settings could not do). Settings
// alone (a flat mapping) are counted as settings; with env: or crons:, as entries of each section.
// A private value never appears: a private variable is named by its name and branch only.
import type { OperationContext } from '../context.js'
import {
  managesSettingsOnly,
  type CronChange,
  type CronComparison,
  type CronState,
  type EnvChange,
  type EnvComparison,
  type EnvVarState,
  type SectionOutcome,
  type SettingChange,
  type SettingsCheckResult
} from './result.js'
import type { CronPlan } from './cron-plan.js'
import { CRON_STOPPED, UNSET_PUBLIC, WRITE_DONE, envLabel } from '../../model/env-and-crons.js'
import { describeSettingChange } from '../../model/repository-settings.js'
import type { EnvPlan } from './env-plan.js'
import type { SettingsPlan } from './plan.js'
import { changesFor, describeDrift } from './setting-changes.js'
import { plural, wasWere } from '../../lib/plural.js'

/** Each section's comparison (and writes); null for a section the input has not. */
export interface Plans {
  settings: SettingsPlan | null
  env: EnvPlan | null
  crons: CronPlan | null
}

export interface Done {
  settings: SectionOutcome<SettingChange>
  env: SectionOutcome<EnvChange>
  crons: SectionOutcome<CronChange>
}

/** One log line per section: how many differ, and the extras the server has. */
export function describePlans(context: OperationContext, plans: Plans, prune: boolean): void {
  const { info } = context.runner
  const kept = prune ? 'prune is true: they go' : 'prune is false: they stay'
  if (plans.env !== null) {
    const named = plans.env.comparisons.filter((c) => c.expected !== null)
    const differ = plans.env.drift.filter((c) => c.expected !== null)
    const extras = plans.env.drift.filter((c) => c.expected === null)
    info(
      `${differ.length} of ${plural(named.length, 'declared variable')} ${differ.length === 1 ? 'differs' : 'differ'}${differ.length ? `: ${differ.map(envLabel).join(', ')}` : ''}.` +
        (extras.length
          ? ` ${extras.length} more on the server (${extras.map(envLabel).join(', ')}); ${kept}.`
          : '')
    )
  }
  if (plans.crons !== null) {
    const named = plans.crons.comparisons.filter((c) => c.expected !== null)
    const differ = plans.crons.drift.filter((c) => c.expected !== null)
    const extras = plans.crons.drift.filter((c) => c.expected === null)
    info(
      `${differ.length} of ${plural(named.length, 'declared cron job')} ${differ.length === 1 ? 'differs' : 'differ'}${differ.length ? `: ${differ.map((c) => `'${c.branch}'${c.actual?.active === false ? ` (${CRON_STOPPED})` : ''}`).join(', ')}` : ''}.` +
        (extras.length
          ? ` ${extras.length} more on the server (${extras.map((c) => `'${c.branch}'`).join(', ')}); ${kept}.`
          : '')
    )
  }
}

/** What a real run would do, as changes. */
export function plannedChanges(plans: Plans): Done {
  return {
    settings: { changes: changesFor(plans.settings?.drift ?? []), failed: [] },
    env: { changes: (plans.env?.writes ?? []).map((write) => write.change), failed: [] },
    crons: { changes: (plans.crons?.writes ?? []).map((write) => write.change), failed: [] }
  }
}

export function logDryRun(context: OperationContext, planned: Done, plans: Plans): void {
  const { info } = context.runner
  for (const change of planned.settings.changes) {
    info(`Dry run: ${describeSettingChange(change, 'would change')}.`)
  }
  for (const change of planned.env.changes) {
    const source = valueSource(change, plans.env?.comparisons ?? [])
    info(
      source === null
        ? `Dry run: variable ${envLabel(change)} would be ${WRITE_DONE[change.action]}.`
        : `Dry run: would ${PRIVATE_WRITE[change.action]} ${change.to?.public ? 'public' : 'private'} ${envLabel(change)} from ${source}.`
    )
  }
  for (const change of planned.crons.changes) {
    info(
      `Dry run: the cron job of branch '${change.branch}' would be ${WRITE_DONE[change.action]}.`
    )
  }
}

const PRIVATE_WRITE = {
  create: 'create',
  update: 'update',
  rewrite: 'write again',
  delete: 'delete'
} as const

/**
 * Where a value a dry run would write but has not read comes from: a private one is not read (a
 * pull request plans without the secret), a public one not when its variable is unset; the plan
 * names the step's variable instead. null when the change writes a value the plan holds.
 */
function valueSource(change: EnvChange, comparisons: EnvComparison[]): string | null {
  if (change.action === 'delete' || change.to === null) return null
  if (change.to.public && change.to.value !== null) return null
  const declared = comparisons.find(
    (c) => c.expected !== null && c.name === change.name && c.branch === change.branch
  )
  if (change.to.public) return `${declared?.fromEnv} (${UNSET_PUBLIC})`
  return declared?.fromEnv ? `${declared.fromEnv} (not read in a dry run)` : 'its inline value'
}

/**
 * fail-on-mismatch: every entry that differs, and the extras when prune is true; null if none.
 * Settings alone are counted as settings, sections as their entries.
 */
export function failureOfCheck(result: SettingsCheckResult): string | null {
  const only = managesSettingsOnly(result)
  const counted = <C extends { expected: unknown }>(drift: C[]): C[] =>
    drift.filter((c) => result.prune || c.expected !== null)
  const parts = [
    ...(result.settings?.drift ?? []).map((d) => `${only ? '' : 'setting '}${describeDrift(d)}`),
    ...counted(result.env?.drift ?? []).map((c) => `env ${envLabel(c)} ${envDrift(c)}`),
    ...counted(result.crons?.drift ?? []).map((c) => `cron '${c.branch}' ${cronDrift(c)}`)
  ]
  if (parts.length === 0) return null
  const total =
    (result.settings?.comparisons.length ?? 0) +
    (result.env?.comparisons.length ?? 0) +
    (result.crons?.comparisons.length ?? 0)
  const entries = only ? plural(total, 'setting') : plural(total, 'entry', 'entries')
  return `${parts.length} of ${entries} ${parts.length === 1 ? 'differs' : 'differ'} from 'desired-settings': ${parts.join('; ')} (fail-on-mismatch is true).`
}

function envDrift({ expected, actual }: EnvComparison): string {
  if (expected === null) return 'is on the server but not in env: (prune is true)'
  if (actual === null) return 'is missing'
  if (expected.public !== actual.public) {
    return `is ${visibility(actual)}, expected ${visibility(expected)}`
  }
  return `is ${JSON.stringify(actual.value ?? null)}, expected ${JSON.stringify(expected.value ?? null)}`
}

function visibility(state: EnvVarState): string {
  return state.public ? 'public' : 'private'
}

function cronDrift({ expected, actual }: CronComparison): string {
  if (expected === null) return 'is on the server but not in crons: (prune is true)'
  if (actual === null) return 'is missing'
  return `is ${cronText(actual)}, expected ${cronText(expected)}`
}

function cronText(state: CronState): string {
  return `${state.interval}${state.dont_run_if_recent_build_exists ? ' (not after a recent build)' : ''}${state.active === false ? `, ${CRON_STOPPED}` : ''}`
}

/**
 * What apply-settings could not do, each with its reason, and what it did; null if all went.
 * Settings alone: "1 of 2 settings was not changed"; with sections: "2 changes were not made".
 */
export function failureOfApply(result: SettingsCheckResult): string | null {
  const only = managesSettingsOnly(result)
  const setting = (name: string): string => (only ? `'${name}'` : `setting '${name}'`)
  const failed = [
    ...(result.settings?.failed ?? []).map((f) => `${setting(f.what)}: ${f.reason}`),
    ...(result.env?.failed ?? []).map((f) => `${f.what}: ${f.reason}`),
    ...(result.crons?.failed ?? []).map((f) => `${f.what}: ${f.reason}`)
  ]
  if (failed.length === 0) return null
  const applied = [
    ...(result.settings?.changes ?? []).map((c) => (only ? c.name : setting(c.name))),
    ...(result.env?.changes ?? []).map((c) => `env ${envLabel(c)} (${c.action})`),
    ...(result.crons?.changes ?? []).map((c) => `cron '${c.branch}' (${c.action})`)
  ]
  const head = only
    ? `${failed.length} of ${plural(result.settings?.drift.length ?? 0, 'setting')} ${wasWere(failed.length)} not changed`
    : `${plural(failed.length, 'change')} ${wasWere(failed.length)} not made`
  return `${head}: ${failed.join(' ')} Applied: ${applied.length === 0 ? 'none' : applied.join(', ')}.`
}
