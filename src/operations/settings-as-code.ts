// check-settings and apply-settings: 'desired-settings' beside the server's settings list (one
// GET), then, for apply-settings, one PATCH per setting that differs, at most 4 at a time. A
// PATCH that fails does not stop the others: each reports its outcome, and the step fails
// naming what was not applied.
import type { DesiredSetting, InputsFor } from '../inputs/parsed.js'
import { formatSettingValue } from '../model/repository-settings.js'
import { TravisApiError } from '../travis/errors.js'
import { ActionError } from '../action-error.js'
import { mapConcurrent } from '../concurrency.js'
import type { OperationContext } from './context.js'
import { patchSetting, readSettingsList } from './repository-settings.js'
import type { SettingChange, SettingComparison, SettingsCheckResult } from './result.js'
import { compareSettings, type SettingsPlan } from './settings-plan.js'

/** The server's rate limit is per token; four writes at a time stay polite. */
const PATCHES_IN_FLIGHT = 4

export async function checkSettings(
  context: OperationContext,
  inputs: InputsFor<'check-settings'>
): Promise<SettingsCheckResult> {
  const { comparisons, drift } = await planSettings(context, inputs.desired)
  const result: SettingsCheckResult = {
    kind: 'settings-check',
    operation: 'check-settings',
    changed: false,
    dryRun: false,
    notes: [],
    comparisons,
    drift,
    changes: null,
    failed: []
  }
  if (drift.length > 0 && inputs.failOnMismatch) {
    result.failure = `${drift.length} of ${comparisons.length} setting(s) differ from 'desired-settings': ${drift.map(describeDrift).join('; ')} (fail-on-mismatch is true).`
  }
  return result
}

export async function applySettings(
  context: OperationContext,
  inputs: InputsFor<'apply-settings'>
): Promise<SettingsCheckResult> {
  const { comparisons, drift } = await planSettings(context, inputs.desired)
  const base = {
    kind: 'settings-check' as const,
    operation: 'apply-settings' as const,
    dryRun: inputs.dryRun,
    notes: [],
    comparisons,
    drift
  }
  if (drift.length === 0 || inputs.dryRun) {
    const changes = drift.map(({ name, expected, actual }) => ({
      name,
      from: actual,
      to: expected
    }))
    for (const change of changes) {
      context.runner.info(`Dry run: ${describeChange(change, 'would change')}.`)
    }
    return { ...base, changed: changes.length > 0, changes, failed: [] }
  }
  const outcomes = await mapConcurrent(drift, PATCHES_IN_FLIGHT, (item) => apply(context, item))
  const changes = outcomes.flatMap((outcome) => ('change' in outcome ? [outcome.change] : []))
  const failed = outcomes.flatMap((outcome) => ('reason' in outcome ? [outcome] : []))
  const result: SettingsCheckResult = { ...base, changed: changes.length > 0, changes, failed }
  if (failed.length > 0) {
    const applied = changes.length === 0 ? 'none' : changes.map((c) => c.name).join(', ')
    result.failure = `${failed.length} of ${drift.length} setting(s) were not changed: ${failed.map((f) => `'${f.name}': ${f.reason}`).join(' ')} Applied: ${applied}.`
  }
  return result
}

/** One PATCH; its failure is an outcome, so the other settings still report theirs. */
async function apply(
  context: OperationContext,
  { name, expected, actual }: SettingComparison
): Promise<{ change: SettingChange } | { name: string; reason: string }> {
  try {
    const updated = await patchSetting(context, name, expected)
    const change = { name, from: actual, to: updated.value }
    context.runner.info(`${describeChange(change, 'changed')}.`)
    return { change }
  } catch (error) {
    const reason =
      error instanceof TravisApiError
        ? error.explanation
        : error instanceof Error
          ? error.message
          : String(error)
    context.runner.info(`Could not change ${name}: ${reason}`)
    return { name, reason }
  }
}

/** The one GET and the comparison; names the server cannot take fail the step here. */
async function planSettings(
  context: OperationContext,
  desired: DesiredSetting[]
): Promise<SettingsPlan> {
  const plan = compareSettings(desired, await readSettingsList(context, []))
  if (plan.problems.length > 0) {
    throw new ActionError(
      `${plan.problems.join(' ')} Check 'desired-settings'; nothing was changed.`
    )
  }
  const differ = plan.drift.map((d) => d.name)
  context.runner.info(
    differ.length === 0
      ? `All ${plan.comparisons.length} desired setting(s) match.`
      : `${differ.length} of ${plan.comparisons.length} desired setting(s) differ: ${differ.join(', ')}.`
  )
  return plan
}

function describeDrift({ name, expected, actual }: SettingComparison): string {
  return `${name} is ${formatSettingValue(actual)}, expected ${formatSettingValue(expected)}`
}

function describeChange({ name, from, to }: SettingChange, verb: string): string {
  return `${name} ${verb} from ${formatSettingValue(from)} to ${formatSettingValue(to)}`
}
