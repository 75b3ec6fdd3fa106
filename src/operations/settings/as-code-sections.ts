// check-settings and apply-settings for a sectioned 'desired-settings': the settings, the
// variables (env:) and the cron jobs (crons:) read side by side, each compared (plan.ts,
// env-plan.ts, cron-plan.ts); apply-settings then writes what differs, strictly one write after
// another (settings, then variables: one settings column; then crons), and reads back what it
// wrote. Extras are deleted only with prune, bounded by max-deletions before anything is sent.
import type { DesiredSections, InputsFor } from '../../inputs/parsed.js'
import { ActionError } from '../../lib/action-error.js'
import { requestEnvVarsGet } from '../../travis/resources/env-vars.js'
import type { OperationContext } from '../context.js'
import { resultBase, type SettingChange, type SettingsCheckResult } from '../result.js'
import { compareCrons } from './cron-plan.js'
import { applyCronWrites } from './cron-writes.js'
import { readCrons } from './crons.js'
import { compareEnvVars } from './env-plan.js'
import { applyEnvWrites } from './env-writes.js'
import type { SettingsPlan } from './plan.js'
import {
  describePlans,
  failureOfApply,
  failureOfCheck,
  logDryRun,
  plannedChanges,
  type Done,
  type Plans
} from './sections-words.js'
import { applySettingChanges, planSettings } from './setting-changes.js'
import { plural } from '../../lib/plural.js'

export async function checkSections(
  context: OperationContext,
  inputs: InputsFor<'check-settings'>,
  sections: DesiredSections
): Promise<SettingsCheckResult> {
  const plans = await readPlans(context, inputs, sections, false)
  const result = resultOf(plans, 'check-settings', false, inputs.prune, false)
  const failure = inputs.failOnMismatch ? failureOfCheck(plans, inputs.prune) : null
  if (failure !== null) result.failure = failure
  return result
}

export async function applySections(
  context: OperationContext,
  inputs: InputsFor<'apply-settings'>,
  sections: DesiredSections
): Promise<SettingsCheckResult> {
  const plans = await readPlans(context, inputs, sections, inputs.rewritePrivateEnv)
  const deletions = [...(plans.env?.writes ?? []), ...(plans.crons?.writes ?? [])].filter(
    (write) => write.action === 'delete'
  ).length
  if (inputs.maxDeletions !== null && deletions > inputs.maxDeletions) {
    throw new ActionError(
      `prune would delete ${plural(deletions, 'variable or cron job', 'variables and cron jobs')}, more than max-deletions (${inputs.maxDeletions}); nothing was changed. Name them in 'desired-settings', or raise max-deletions.`
    )
  }
  const { dryRun, prune, rewritePrivateEnv } = inputs
  const result = resultOf(plans, 'apply-settings', dryRun, prune, rewritePrivateEnv)
  if (rewritePrivateEnv && plans.env?.writes.some((write) => write.action === 'rewrite')) {
    result.notes.push(
      `rewrite-private-env is true: private values ${dryRun ? 'would be' : 'are'} written again on every run, as Travis CI never shows them and the action cannot tell whether they changed; so changed is true whenever one is written.`
    )
  }
  if (dryRun) {
    const planned = plannedChanges(plans)
    logDryRun(context, planned, plans)
    fill(result, planned)
    return result
  }
  const settings =
    plans.settings === null || plans.settings.drift.length === 0
      ? { changes: [] as SettingChange[], failed: [] }
      : await applySettingChanges(context, plans.settings.drift)
  const env = await applyEnvWrites(context, plans.env?.writes ?? [])
  const crons = await applyCronWrites(context, plans.crons?.writes ?? [])
  fill(result, {
    settings: settings.changes,
    env: env.changes,
    crons: crons.changes,
    failedSettings: settings.failed,
    failedEnv: env.failed,
    failedCrons: crons.failed,
    alreadyEnv: env.alreadySo,
    alreadyCrons: crons.alreadySo
  })
  const failure = failureOfApply(result)
  if (failure !== null) {
    result.failure = failure
    result.failureTodo =
      'each change not made says why; what was applied stays applied. Fix the cause and run the step again: it sends only what still differs.'
  }
  return result
}

/** The sections' reads, side by side (reads do not lose updates), and their comparisons. */
async function readPlans(
  context: OperationContext,
  inputs: InputsFor<'check-settings' | 'apply-settings'>,
  sections: DesiredSections,
  rewritePrivateEnv: boolean
): Promise<Plans> {
  const { prune } = inputs
  const [settings, env, crons] = await Promise.all([
    inputs.desired.length === 0 ? null : planSettings(context, inputs.desired),
    sections.env === null
      ? null
      : requestEnvVarsGet(context.client).then((records) =>
          compareEnvVars(sections.env ?? [], records, { prune, rewritePrivateEnv })
        ),
    sections.crons === null
      ? null
      : readCrons(context).then((records) => compareCrons(sections.crons ?? [], records, { prune }))
  ])
  const plans = { settings, env, crons }
  describePlans(context, plans, prune)
  return plans
}

function resultOf(
  plans: Plans,
  operation: 'check-settings' | 'apply-settings',
  dryRun: boolean,
  prune: boolean,
  rewritePrivateEnv: boolean
): SettingsCheckResult {
  const applies = operation === 'apply-settings'
  const section = <C>(plan: { comparisons: C[]; drift: C[] } | null) =>
    plan === null
      ? null
      : {
          comparisons: plan.comparisons,
          drift: plan.drift,
          changes: applies ? [] : null,
          failed: []
        }
  const settings: SettingsPlan | null = plans.settings
  return {
    ...resultBase('settings-check', operation, { dryRun }),
    comparisons: settings?.comparisons ?? [],
    drift: settings?.drift ?? [],
    changes: applies ? [] : null,
    failed: [],
    sections: {
      env: section(plans.env),
      crons: section(plans.crons),
      prune,
      rewritePrivateEnv
    }
  }
}

/** Puts what was done (or, in a dry run, would be) into the result. */
function fill(result: SettingsCheckResult, done: Done): void {
  const { sections } = result
  result.changes = done.settings
  result.failed = done.failedSettings
  if (sections?.env) {
    sections.env.changes = done.env
    sections.env.failed = done.failedEnv
    sections.env.alreadySo = done.alreadyEnv
  }
  if (sections?.crons) {
    sections.crons.changes = done.crons
    sections.crons.failed = done.failedCrons
    sections.crons.alreadySo = done.alreadyCrons
  }
  result.changed = done.settings.length + done.env.length + done.crons.length > 0
}
