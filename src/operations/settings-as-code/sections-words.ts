// The words of a sectioned check or apply: the log lines of the comparison and of a dry run, and
// the one failure line (fail-on-mismatch, or what apply-settings could not do). A private value
// never appears: a private variable is named by its name and branch only.
import type { OperationContext } from '../context.js'
import type {
  CronChange,
  CronComparison,
  CronState,
  EnvChange,
  EnvComparison,
  EnvVarState,
  SettingChange,
  SettingsCheckResult
} from '../result.js'
import type { CronPlan } from './cron-plan.js'
import { CRON_STOPPED, WRITE_DONE, envLabel } from '../../model/env-and-crons.js'
import type { EnvPlan } from './env-plan.js'
import type { SettingsPlan } from './plan.js'
import { changesFor, describeChange, describeDrift } from './setting-changes.js'
import { plural } from '../../lib/plural.js'

export interface Plans {
  settings: SettingsPlan | null
  env: EnvPlan | null
  crons: CronPlan | null
}

export interface Done {
  settings: SettingChange[]
  env: EnvChange[]
  crons: CronChange[]
  failedSettings: Array<{ name: string; reason: string }>
  failedEnv: Array<{ what: string; reason: string }>
  failedCrons: Array<{ what: string; reason: string }>
  /** Writes the server had already made so (a delete's 404: "already gone"). */
  alreadyEnv: Array<{ what: string; how: string }>
  alreadyCrons: Array<{ what: string; how: string }>
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
    settings: changesFor(plans.settings?.drift ?? []),
    env: (plans.env?.writes ?? []).map((write) => write.change),
    crons: (plans.crons?.writes ?? []).map((write) => write.change),
    failedSettings: [],
    failedEnv: [],
    failedCrons: [],
    alreadyEnv: [],
    alreadyCrons: []
  }
}

export function logDryRun(context: OperationContext, planned: Done, plans: Plans): void {
  const { info } = context.runner
  for (const change of planned.settings) info(`Dry run: ${describeChange(change, 'would change')}.`)
  for (const change of planned.env) {
    const source = privateSource(change, plans.env?.comparisons ?? [])
    info(
      source === null
        ? `Dry run: variable ${envLabel(change)} would be ${WRITE_DONE[change.action]}.`
        : `Dry run: would ${PRIVATE_WRITE[change.action]} private ${envLabel(change)} from ${source}.`
    )
  }
  for (const change of planned.crons) {
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
 * Where a private value a dry run would write comes from: a dry run does not read it (a pull
 * request plans without the secret), so the plan names the step's variable instead; null when
 * the change writes no private value.
 */
function privateSource(change: EnvChange, comparisons: EnvComparison[]): string | null {
  if (change.action === 'delete' || change.to === null || change.to.public) return null
  const declared = comparisons.find(
    (c) => c.expected !== null && c.name === change.name && c.branch === change.branch
  )
  return declared?.fromEnv ? `${declared.fromEnv} (not read in a dry run)` : 'its inline value'
}

/** fail-on-mismatch: every entry that differs, and the extras when prune is true; null if none. */
export function failureOfCheck(plans: Plans, prune: boolean): string | null {
  const counts = (drift: Array<{ expected: unknown }>) =>
    drift.filter((c) => prune || c.expected !== null)
  const env = counts(plans.env?.drift ?? []) as EnvComparison[]
  const crons = counts(plans.crons?.drift ?? []) as CronComparison[]
  const settings = plans.settings?.drift ?? []
  const parts = [
    ...settings.map((d) => `setting ${describeDrift(d)}`),
    ...env.map((c) => `env ${envLabel(c)} ${envDrift(c)}`),
    ...crons.map((c) => `cron '${c.branch}' ${cronDrift(c)}`)
  ]
  if (parts.length === 0) return null
  const total =
    (plans.settings?.comparisons.length ?? 0) +
    (plans.env?.comparisons.length ?? 0) +
    (plans.crons?.comparisons.length ?? 0)
  return `${parts.length} of ${plural(total, 'entry', 'entries')} ${parts.length === 1 ? 'differs' : 'differ'} from 'desired-settings': ${parts.join('; ')} (fail-on-mismatch is true).`
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

export function cronText(state: CronState): string {
  return `${state.interval}${state.dont_run_if_recent_build_exists ? ' (not after a recent build)' : ''}${state.active === false ? `, ${CRON_STOPPED}` : ''}`
}

/** What apply-settings could not do, each with its reason, and what it did; null if all went. */
export function failureOfApply(result: SettingsCheckResult): string | null {
  const failed = [
    ...result.failed.map((f) => `setting '${f.name}': ${f.reason}`),
    ...(result.sections?.env?.failed ?? []).map((f) => `${f.what}: ${f.reason}`),
    ...(result.sections?.crons?.failed ?? []).map((f) => `${f.what}: ${f.reason}`)
  ]
  if (failed.length === 0) return null
  const applied = [
    ...(result.changes ?? []).map((c) => `setting '${c.name}'`),
    ...(result.sections?.env?.changes ?? []).map((c) => `env ${envLabel(c)} (${c.action})`),
    ...(result.sections?.crons?.changes ?? []).map((c) => `cron '${c.branch}' (${c.action})`)
  ]
  return `${plural(failed.length, 'change')} ${failed.length === 1 ? 'was' : 'were'} not made: ${failed.join(' ')} Applied: ${applied.length === 0 ? 'none' : applied.join(', ')}.`
}
