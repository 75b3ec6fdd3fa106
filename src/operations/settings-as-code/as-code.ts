// check-settings and apply-settings: 'desired-settings' section by section (a flat mapping is the
// settings section alone) beside what the server holds, read side by side and compared (plan.ts,
// env-plan.ts, cron-plan.ts); apply-settings then writes what differs, strictly one write after
// another (settings, then variables: one settings column; then crons), and reads back what it
// wrote. travis-api keeps a repository's settings in one JSON column that every write rewrites
// whole without a lock (`models/json_sync.rb`): two writes in flight lose one while both answer
// 200 (docs/travis-api.md#set-lost-updates). A write that fails does not stop the others: each
// reports its outcome, and the step fails naming what was not done. Extras are deleted only with
// prune, bounded by max-deletions before anything is sent.
import type { DesiredState, InputsFor } from '../../inputs/parsed.js'
import { ActionError } from '../../lib/action-error.js'
import { plural } from '../../lib/plural.js'
import type { OperationContext } from '../context.js'
import { resultBase } from '../result-base.js'
import {
  managesSettingsOnly,
  type SectionOutcome,
  type SectionResult,
  type SettingsCheckResult
} from './result.js'
import { applySettingChanges, planSettings } from './setting-changes.js'
import {
  describePlans,
  failureOfApply,
  failureOfCheck,
  logDryRun,
  plannedChanges,
  type Done,
  type Plans
} from './words.js'

/**
 * env: and crons: (their reads, plans and writes) are a chunk of dist/ of their own, loaded only
 * by a run whose desired state has them: settings alone, like every read, does not load them.
 */
const sectionsChunk = () => import('./as-code-sections.js')

interface Options {
  dryRun: boolean
  prune: boolean
  rewritePrivateEnv: boolean
}

export async function checkSettings(
  context: OperationContext,
  inputs: InputsFor<'check-settings'>
): Promise<SettingsCheckResult> {
  const options = { dryRun: false, prune: inputs.prune, rewritePrivateEnv: false }
  const plans = await readPlans(context, inputs.desired, options)
  const result = resultOf(plans, 'check-settings', options)
  const failure = inputs.failOnMismatch ? failureOfCheck(result) : null
  if (failure !== null) {
    result.failure = failure
    result.failedCheck = true
  }
  return result
}

export async function applySettings(
  context: OperationContext,
  inputs: InputsFor<'apply-settings'>
): Promise<SettingsCheckResult> {
  const { dryRun, prune, rewritePrivateEnv } = inputs
  const plans = await readPlans(context, inputs.desired, { dryRun, prune, rewritePrivateEnv })
  const deletions = [...(plans.env?.writes ?? []), ...(plans.crons?.writes ?? [])].filter(
    (write) => write.action === 'delete'
  ).length
  if (inputs.maxDeletions !== null && deletions > inputs.maxDeletions) {
    throw new ActionError(
      `prune would delete ${plural(deletions, 'variable or cron job', 'variables and cron jobs')}, more than max-deletions (${inputs.maxDeletions}); nothing was changed. Name them in 'desired-settings', or raise max-deletions.`
    )
  }
  const result = resultOf(plans, 'apply-settings', { dryRun, prune, rewritePrivateEnv })
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
  fill(result, await write(context, plans))
  const failure = failureOfApply(result)
  if (failure !== null) {
    result.failure = failure
    result.failureTodo = managesSettingsOnly(result) ? SETTINGS_NOT_CHANGED_TODO : NOT_DONE_TODO
  }
  return result
}

/** The sections' reads, side by side (reads do not lose updates), and their comparisons. */
async function readPlans(
  context: OperationContext,
  desired: DesiredState,
  { prune, rewritePrivateEnv }: Options
): Promise<Plans> {
  const chunk = desired.env === null && desired.crons === null ? null : await sectionsChunk()
  const [settings, sections] = await Promise.all([
    desired.settings === null ? null : planSettings(context, desired.settings),
    chunk === null
      ? { env: null, crons: null }
      : chunk.readSectionPlans(context, desired, { prune, rewritePrivateEnv })
  ])
  const plans = { settings, ...sections }
  describePlans(context, plans, prune)
  return plans
}

/** The writes, one at a time: the settings, then the variables and the cron jobs. */
async function write(context: OperationContext, plans: Plans): Promise<Done> {
  const none = { changes: [], failed: [] }
  const settings =
    plans.settings === null || plans.settings.drift.length === 0
      ? none
      : await applySettingChanges(context, plans.settings.drift)
  const sections =
    plans.env === null && plans.crons === null
      ? { env: none, crons: none }
      : await (await sectionsChunk()).applySectionWrites(context, plans)
  return { settings, ...sections }
}

function resultOf(
  plans: Plans,
  operation: 'check-settings' | 'apply-settings',
  { dryRun, prune, rewritePrivateEnv }: Options
): SettingsCheckResult {
  const applies = operation === 'apply-settings'
  const section = <C, Ch>(
    plan: { comparisons: C[]; drift: C[] } | null
  ): SectionResult<C, Ch> | null =>
    plan === null
      ? null
      : {
          comparisons: plan.comparisons,
          drift: plan.drift,
          changes: applies ? [] : null,
          failed: []
        }
  return {
    ...resultBase('settings-check', operation, { dryRun }),
    settings: section(plans.settings),
    env: section(plans.env),
    crons: section(plans.crons),
    prune,
    rewritePrivateEnv
  }
}

/** Puts what was done (or, in a dry run, would be) into the result. */
function fill(result: SettingsCheckResult, done: Done): void {
  const changes =
    settle(result.settings, done.settings) +
    settle(result.env, done.env) +
    settle(result.crons, done.crons)
  result.changed = changes > 0
}

/** One section's outcome into its result; how many changes it made. */
function settle<C, Ch>(section: SectionResult<C, Ch> | null, outcome: SectionOutcome<Ch>): number {
  if (section === null) return 0
  section.changes = outcome.changes
  section.failed = outcome.failed
  if (outcome.alreadySo !== undefined) section.alreadySo = outcome.alreadySo
  return outcome.changes.length
}

/** What the summary tells the user when some settings were not changed: each row says why. */
const SETTINGS_NOT_CHANGED_TODO =
  "each setting marked ✗ below says why it was not changed. Fix that (a value the server refused is corrected in 'desired-settings') and run the job again: the settings already applied match and are not sent again."

const NOT_DONE_TODO =
  'each change not made says why; what was applied stays applied. Fix the cause and run the step again: it sends only what still differs.'
