// check-settings and apply-settings: 'desired-settings' beside the server's settings list (one
// GET), then, for apply-settings, one PATCH per setting that differs, strictly one after another,
// and one GET at the end to see what stuck. travis-api keeps a repository's settings in one JSON
// column that every write rewrites whole without a lock (`models/json_sync.rb`): two PATCHes in
// flight lose one while both answer 200 (docs/travis-api.md#set-lost-updates), and a writer beside
// us can undo ours the same way. A PATCH that fails does not stop the others: each reports its
// outcome, and the step fails naming what was not applied or did not stick. A sectioned
// 'desired-settings' (with env: or crons:) goes to as-code-sections.ts.
import type { InputsFor } from '../../inputs/parsed.js'
import type { OperationContext } from '../context.js'
import { plural, wasWere } from '../../lib/plural.js'
import { resultBase, type SettingsCheckResult } from '../result.js'
import {
  applySettingChanges,
  changesFor,
  describeChange,
  describeDrift,
  planSettings
} from './setting-changes.js'

/**
 * env: and crons: (their plans, writes and words) are a chunk of dist/ of their own, loaded only
 * by a run whose desired state has sections: a flat mapping, like every read, does not load them.
 */
const sectionsChunk = () => import('./as-code-sections.js')

export async function checkSettings(
  context: OperationContext,
  inputs: InputsFor<'check-settings'>
): Promise<SettingsCheckResult> {
  if (inputs.sections !== null) {
    return (await sectionsChunk()).checkSections(context, inputs, inputs.sections)
  }
  const { comparisons, drift } = await planSettings(context, inputs.desired)
  const result: SettingsCheckResult = {
    ...resultBase('settings-check', 'check-settings'),
    comparisons,
    drift,
    changes: null,
    failed: []
  }
  if (drift.length > 0 && inputs.failOnMismatch) {
    result.failure = `${drift.length} of ${plural(comparisons.length, 'setting')} ${drift.length === 1 ? 'differs' : 'differ'} from 'desired-settings': ${drift.map(describeDrift).join('; ')} (fail-on-mismatch is true).`
    result.failedCheck = true
  }
  return result
}

export async function applySettings(
  context: OperationContext,
  inputs: InputsFor<'apply-settings'>
): Promise<SettingsCheckResult> {
  if (inputs.sections !== null) {
    return (await sectionsChunk()).applySections(context, inputs, inputs.sections)
  }
  const { comparisons, drift } = await planSettings(context, inputs.desired)
  const base = {
    ...resultBase('settings-check', 'apply-settings', { dryRun: inputs.dryRun }),
    comparisons,
    drift
  }
  if (drift.length === 0 || inputs.dryRun) {
    const changes = changesFor(drift)
    for (const change of changes) {
      context.runner.info(`Dry run: ${describeChange(change, 'would change')}.`)
    }
    return { ...base, changed: changes.length > 0, changes, failed: [] }
  }
  const { changes, failed } = await applySettingChanges(context, drift)
  const result: SettingsCheckResult = { ...base, changed: changes.length > 0, changes, failed }
  if (failed.length > 0) {
    const applied = changes.length === 0 ? 'none' : changes.map((c) => c.name).join(', ')
    result.failure = `${failed.length} of ${plural(drift.length, 'setting')} ${wasWere(failed.length)} not changed: ${failed.map((f) => `'${f.name}': ${f.reason}`).join(' ')} Applied: ${applied}.`
    result.failureTodo = NOT_APPLIED_TODO
  }
  return result
}

/** What the summary tells the user when some settings were not changed: each row says why. */
const NOT_APPLIED_TODO =
  "each setting marked ✗ below says why it was not changed. Fix that (a value the server refused is corrected in 'desired-settings') and run the job again: the settings already applied match and are not sent again."
