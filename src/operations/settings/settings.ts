// list-settings, get-setting and set-setting.
import type { SettingValue } from '../../model/repository-settings.js'
import type { InputsFor } from '../../inputs/parsed.js'
import { TravisApiError, explanationOf } from '../../travis/errors.js'
import * as wire from '../../travis/resources/settings.js'
import {
  KNOWN_SETTING_NAMES,
  settingBounds,
  allowedValuesOf,
  describeSettingChange,
  formatSettingValue,
  sameSettingValue,
  typeOfValue
} from '../../model/repository-settings.js'
import { ActionError } from '../../lib/action-error.js'
import { doneOrThrow, mayHaveBeenApplied, type WriteOutcome } from '../../lib/write-outcome.js'
import { plural } from '../../lib/plural.js'
import { didYouMean } from '../../lib/closest.js'
import type { OperationContext } from '../context.js'
import { failCheck, resultBase } from '../result-base.js'
import type { SettingResult, SettingView, SettingsResult } from './result.js'

export async function listSettings(
  context: OperationContext,
  inputs: InputsFor<'list-settings'>
): Promise<SettingsResult> {
  const list = await wire.requestSettingsGet(context.client, inputs.include)
  context.runner.info(`Read ${plural(list.length, 'setting')}.`)
  return {
    ...resultBase('settings', 'list-settings'),
    settings: list
  }
}

export async function getSetting(
  context: OperationContext,
  inputs: InputsFor<'get-setting'>
): Promise<SettingResult> {
  const { setting, expect, failOnMismatch } = inputs
  const current = await readSetting(context, setting, inputs.include)
  const matches = expect === null ? null : sameSettingValue(current.value, expect)
  context.runner.info(`${setting} = ${formatSettingValue(current.value)}`)
  const result: SettingResult = {
    ...resultBase('setting', 'get-setting'),
    name: setting,
    value: current.value,
    previousValue: current.value,
    expect,
    matches
  }
  if (matches === false && failOnMismatch) {
    const [held, expected] = [formatSettingValue(current.value), formatSettingValue(expect)]
    failCheck(
      result,
      `setting '${setting}' is ${held}, expected ${expected} (fail-on-mismatch is true).`
    )
  }
  return result
}

export async function setSetting(
  context: OperationContext,
  inputs: InputsFor<'set-setting'>
): Promise<SettingResult> {
  const { setting, value, dryRun } = inputs
  const current = await readSetting(context, setting, [])
  checkSameType(setting, current.value, value)
  const base = {
    ...resultBase('setting', 'set-setting', { dryRun }),
    name: setting,
    expect: null,
    matches: null
  }
  if (sameSettingValue(current.value, value)) {
    context.runner.info(`${setting} is already ${formatSettingValue(value)}; nothing to change.`)
    return { ...base, changed: false, value: current.value, previousValue: current.value }
  }
  if (dryRun) {
    const change = { name: setting, from: current.value, to: value }
    context.runner.info(`Dry run: ${describeSettingChange(change, 'would change')}.`)
    return { ...base, changed: true, value, previousValue: current.value }
  }
  const updated = doneOrThrow(await changeSetting(context, setting, value))
  const change = { name: setting, from: current.value, to: updated.value }
  context.runner.info(`${describeSettingChange(change, 'changed')}.`)
  return { ...base, changed: true, value: updated.value, previousValue: current.value }
}

/**
 * A change whose outcome nothing read back could settle: the PATCH's own failure apart, so that
 * a later read (apply-settings reads the list at the end) can say what became of it instead.
 */
export class UnknownSettingChange extends ActionError {
  constructor(
    /** What the PATCH came to, explained. */
    readonly patchFailure: string,
    unknown: string
  ) {
    super(`${patchFailure} ${unknown}`)
  }
}

/** A 2xx naming another value (or setting) than the one sent: no answer to it, so it is read back. */
class AnswerOfAnotherValue extends Error {
  constructor(setting: string, sent: SettingValue, answer: SettingView) {
    const named = `${answer.name === setting ? '' : `${answer.name} = `}${formatSettingValue(answer.value)}`
    super(
      `the server answered the change of ${setting} to ${formatSettingValue(sent)} with ${named}`
    )
  }
}

/** What a PATCH of a setting came to; an unknown one keeps its PATCH's failure apart. */
export type SettingChangeOutcome =
  | Exclude<WriteOutcome<SettingView>, { kind: 'unknown' }>
  | { kind: 'unknown'; failure: UnknownSettingChange }

/**
 * PATCH `setting/{name}` with a JSON boolean or number (retried: sending it again sets the same
 * value). After a PATCH that may have landed (no answer, a server error, a repeated request, or a
 * 2xx the client could not accept), the setting is read back (lib/retry.ts write): holding the
 * new value, the change was applied; holding another, it was not; when the read fails too, the
 * failure says the change may have been applied.
 */
export async function changeSetting(
  context: OperationContext,
  setting: string,
  value: SettingValue
): Promise<SettingChangeOutcome> {
  const outcome = await context.client.write<SettingView>({
    send: async () => {
      const answer = await wire.requestSettingPatch(context.client, setting, value)
      if (answer.name !== setting || !sameSettingValue(answer.value, value)) {
        throw new AnswerOfAnotherValue(setting, value, answer)
      }
      return answer
    },
    afterFailure: (error) =>
      error instanceof AnswerOfAnotherValue ||
      (error instanceof TravisApiError && error.mayHaveLanded)
        ? 'read-back'
        : { kind: 'refused', failure: explainUpdateFailure(error, setting) },
    readBack: async (lost) => {
      const why = explanationOf(lost)
      const now = await readSetting(context, setting, [])
      if (!sameSettingValue(now.value, value)) {
        const stays = `Reading '${setting}' back shows it is still ${formatSettingValue(now.value)}: the change did not land.`
        const failure =
          lost instanceof TravisApiError
            ? lost.withHint(stays)
            : new ActionError(`${why}. ${stays}`)
        return { kind: 'refused', failure }
      }
      context.runner.info(
        `No clear answer to the change of ${setting} (${why}); reading it back shows ${formatSettingValue(value)}: the change was applied.`
      )
      return { kind: 'done', done: now }
    },
    unreadable: (error, readError) => {
      if (!(readError instanceof TravisApiError)) return { kind: 'refused', failure: readError }
      const unknown = mayHaveBeenApplied({
        read: `'${setting}'`,
        readError: readError.explanation,
        subject: 'the change'
      })
      return {
        kind: 'unknown',
        failure: new UnknownSettingChange(explanationOf(error), unknown)
      }
    }
  })
  // An unknown outcome comes from `unreadable` alone, with its UnknownSettingChange.
  return outcome as SettingChangeOutcome
}

/**
 * The setting as the server holds it. A name the action does not know is looked for in the
 * server's list first (one GET, the list being what it has): one it does not list either is
 * refused with the nearest name before anything else is asked or sent, not as a 404.
 */
async function readSetting(
  context: OperationContext,
  setting: string,
  include: string[]
): Promise<SettingView> {
  if (!KNOWN_SETTING_NAMES.includes(setting)) {
    const listed = await wire.requestSettingsGet(context.client, include)
    const found = listed.find((candidate) => candidate.name === setting)
    if (found !== undefined) return found
    throw unknownSetting(
      setting,
      [...new Set([...KNOWN_SETTING_NAMES, ...listed.map((candidate) => candidate.name)])],
      `the server lists ${plural(listed.length, 'setting')} and none of that name`
    )
  }
  try {
    return await wire.requestSettingGet(context.client, setting, include)
  } catch (error) {
    // An unknown setting name is a 404 without resource_type (a repository 404 names its type).
    if (
      error instanceof TravisApiError &&
      error.status === 404 &&
      error.resourceType === undefined
    ) {
      throw unknownSetting(
        setting,
        KNOWN_SETTING_NAMES,
        `the server answered: ${error.explanation}`
      )
    }
    throw error
  }
}

/** Leads with the name and the nearest one; what the server said comes after. */
function unknownSetting(setting: string, names: readonly string[], evidence: string): ActionError {
  const near = didYouMean(setting, names).trim()
  return new ActionError(
    `'${setting}' is not a setting of this repository on Travis CI.${near === '' ? '' : ` ${near}`} (${evidence}; the settings are ${names.join(', ')}.)`
  )
}

/** For a setting the action does not know, the server's current value tells the type. */
function checkSameType(setting: string, current: unknown, value: SettingValue): void {
  const type = typeOfValue(current)
  if (type !== null && type !== typeOfValue(value)) {
    throw new ActionError(
      `Input 'value' for the ${type} setting '${setting}' must be ${allowedValuesOf(type)}, got '${formatSettingValue(value)}'; nothing was changed.`
    )
  }
}

function explainUpdateFailure(error: unknown, setting: string): unknown {
  if (!(error instanceof TravisApiError)) return error
  if (error.errorType === 'insufficient_access') {
    const current = error.embeddedResource()?.value
    const shown = current === undefined ? '' : ` It stays ${formatSettingValue(current)}.`
    return error.withHint(`The token may read '${setting}' but not change it.${shown}`)
  }
  if (error.status === 422) {
    const bounds = settingBounds(setting)
    return error.withHint(
      bounds === undefined
        ? `The server rejected the value for '${setting}'.`
        : `The server takes '${setting}' from ${bounds.min} to ${bounds.max} (travis-api's default bounds; an Enterprise installation may set others).`
    )
  }
  return error
}
