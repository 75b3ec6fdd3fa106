// The settings section of 'desired-settings' (a flat mapping is this section alone): the one GET
// of the list, compared (plan.ts), one PATCH per setting that differs (as-code.ts sends each once
// the one before has answered), and one GET at the end to see what stuck
// (docs/travis-api.md#set-lost-updates); and its words.
// A name or value the server cannot take fails the step before any change. A class implementing
// Section, as the other sections are (env-and-cron-sections.ts).
import { ActionError } from '../../lib/action-error.js'
import { plural } from '../../lib/plural.js'
import type { WriteOutcome } from '../../lib/write-outcome.js'
import {
  describeSettingChange,
  formatSettingValue,
  sameSettingValue,
  type SettingValue
} from '../../model/repository-settings.js'
import { TravisApiError, explanationOf } from '../../travis/errors.js'
import { requestSettingsGet } from '../../travis/resources/settings.js'
import type { OperationContext } from '../context.js'
import type { SettingView } from '../settings/result.js'
import { changeSetting } from '../settings/settings.js'
import { compareSettings } from './plan.js'
import type { FailedWrite, SectionOutcome, SettingChange, SettingComparison } from './result.js'
import type { DesiredOf, Section } from './section.js'

class SettingsSection implements Section<'settings'> {
  readonly key = 'settings'
  read(context: OperationContext) {
    return requestSettingsGet(context.client)
  }
  compare(desired: DesiredOf<'settings'>, held: SettingView[]) {
    const { comparisons, drift, problems } = compareSettings(desired, held)
    if (problems.length > 0) {
      throw new ActionError(`${problems.join(' ')} Check 'desired-settings'; nothing was changed.`)
    }
    // Each setting that differs, from its value on the server to the desired one.
    const writes = drift.map(({ name, expected, actual }) => ({
      change: { name, from: actual, to: expected }
    }))
    return { comparisons, drift, writes }
  }
  write(context: OperationContext, write: SettingWrite) {
    return sendSettingPatch(context, write)
  }
  readBack(context: OperationContext, sent: readonly SettingPatch[]) {
    return readBackSettingChanges(context, sent)
  }
  readonly words: Section<'settings'>['words'] = {
    compared: ({ comparisons, drift }) => {
      const differ = drift.map((d) => d.name)
      if (differ.length > 0) {
        const verb = differ.length === 1 ? 'differs' : 'differ'
        return `${differ.length} of ${plural(comparisons.length, 'desired setting')} ${verb}: ${differ.join(', ')}.`
      }
      return comparisons.length === 1
        ? 'The desired setting matches.'
        : `All ${comparisons.length} desired settings match.`
    },
    dryRun: (change) => `Dry run: ${describeSettingChange(change, 'would change')}.`,
    drift: (comparison, alone) => `${alone ? '' : 'setting '}${describeDrift(comparison)}`,
    applied: (change, alone) => (alone ? change.name : `setting '${change.name}'`),
    notDone: (name, alone) => (alone ? `'${name}'` : `setting '${name}'`)
  }
}

export const settingsSection: Section<'settings'> = new SettingsSection()

/** One PATCH: the change it makes, to a value the server takes (compareSettings checked it). */
export interface SettingWrite {
  change: SettingChange & { to: SettingValue }
}

function describeDrift({ name, expected, actual }: SettingComparison): string {
  return `${name} is ${formatSettingValue(actual)}, expected ${formatSettingValue(expected)}`
}

/**
 * What one PATCH came to (a failure as its reason), beside the change it tried; an unknown one
 * keeps its PATCH's failure alone (`patchFailure`), for when the list read at the end settles it.
 */
export interface SettingPatch {
  tried: SettingChange
  outcome:
    | Exclude<WriteOutcome<SettingChange, string>, { kind: 'unknown' }>
    | { kind: 'unknown'; failure: string; patchFailure: string }
}

/** One PATCH; its failure is an outcome, so the other settings still report theirs. */
async function sendSettingPatch(
  context: OperationContext,
  { change: tried }: SettingWrite
): Promise<SettingPatch> {
  const { name } = tried
  const outcome = await changeSetting(context, name, tried.to)
  if (outcome.kind === 'done') {
    const change = { ...tried, to: outcome.done.value }
    context.runner.info(`${describeSettingChange(change, 'changed')}.`)
    return { tried, outcome: { kind: 'done', done: change } }
  }
  if (outcome.kind === 'unknown') {
    const { failure } = outcome
    context.runner.info(`Could not change ${name}: ${failure.message}`)
    const patchFailure = failure.patchFailure
    return { tried, outcome: { kind: 'unknown', failure: failure.message, patchFailure } }
  }
  const { failure } = outcome
  const reason = explanationOf(failure)
  context.runner.info(`Could not change ${name}: ${reason}`)
  return { tried, outcome: { kind: 'refused', failure: reason } }
}

/**
 * Reads the list back once after the PATCHes and reports what the server holds: a change it
 * answered but no longer holds was replaced by another write to the repository's settings, so
 * it was not applied; a change whose answer was lost and that the server now holds was. When the
 * read-back fails, the answers are all there is to go by, and a warning says so.
 */
async function readBackSettingChanges(
  context: OperationContext,
  outcomes: readonly SettingPatch[]
): Promise<SectionOutcome<SettingChange>> {
  const answered = outcomes.flatMap(({ outcome }) =>
    outcome.kind === 'done' ? [outcome.done] : []
  )
  const failed = outcomes.flatMap(({ tried, outcome }): FailedWrite[] => {
    if (outcome.kind === 'done') return []
    const failure = { what: tried.name, reason: outcome.failure }
    return [outcome.kind === 'unknown' ? { ...failure, unknown: true } : failure]
  })
  const unknown = outcomes.flatMap(({ tried, outcome }) =>
    outcome.kind === 'unknown' ? [{ change: tried, patchFailure: outcome.patchFailure }] : []
  )
  if (answered.length === 0 && unknown.length === 0) return { changes: [], failed, alreadySo: [] }
  let held: Map<string, unknown>
  try {
    held = new Map(
      (await requestSettingsGet(context.client)).map(({ name, value }) => [name, value])
    )
  } catch (error) {
    if (!(error instanceof TravisApiError)) throw error
    context.runner.warning(
      `Reading the settings back after the changes failed (${error.explanation}); the changes are reported as the server answered them.`
    )
    return { changes: answered, failed, alreadySo: [] }
  }
  const holds = (change: SettingChange) => sameSettingValue(held.get(change.name), change.to)
  const changes = answered.filter(holds)
  for (const change of answered.filter((change) => !holds(change))) {
    const reason =
      `the server answered ${formatSettingValue(change.to)} but holds ${formatSettingValue(held.get(change.name))}` +
      " when read back: another write to this repository's settings replaced it" +
      ' (travis-api rewrites them whole, without a lock); run the step again.'
    context.runner.info(`${change.name} did not stick: ${reason}`)
    failed.push({ what: change.name, reason })
  }
  // The list read at the end settles what a setting's own read-back could not.
  for (const { change, patchFailure } of unknown) {
    const at = failed.findIndex((failure) => failure.what === change.name)
    const shows = `Reading the settings back shows ${change.name} = ${formatSettingValue(held.get(change.name))}`
    if (holds(change)) {
      context.runner.info(`${shows}: its change was applied.`)
      changes.push(change)
      failed.splice(at, 1)
    } else {
      const reason = `${patchFailure} ${shows}: its change did not land.`
      context.runner.info(`${change.name}: ${reason}`)
      failed[at] = { what: change.name, reason }
    }
  }
  return { changes, failed, alreadySo: [] }
}
