// Pure: the desired settings beside the server's list. A name the server does not list, or a
// value whose type differs from the server's current value for a setting the action does not
// know, is a problem: the caller fails before any change.
import type { DesiredSetting } from '../../inputs/parsed.js'
import {
  knownSettingType,
  LISTED_ONLY_FOR_PRIVATE,
  allowedValuesOf,
  formatSettingValue,
  sameSettingValue,
  typeOfValue
} from '../../model/repository-settings.js'
import type { SettingView } from '../settings/result.js'
import type { SettingComparison } from './result.js'
import { didYouMean } from '../../lib/closest.js'

export interface SettingsPlan {
  /** Every desired setting, in the order given, with the server's value. */
  comparisons: SettingComparison[]
  /** The comparisons whose values differ. */
  drift: SettingComparison[]
  /** One sentence per desired setting the server cannot take as given. */
  problems: string[]
}

export function compareSettings(
  desired: readonly DesiredSetting[],
  listed: readonly SettingView[]
): SettingsPlan {
  const server = new Map(listed.map(({ name, value }) => [name, value]))
  const comparisons: SettingComparison[] = []
  const problems: string[] = []
  for (const { name, value } of desired) {
    if (!server.has(name)) {
      problems.push(notListed(name, listed))
      continue
    }
    const actual = server.get(name)
    const type = typeOfValue(actual)
    if (knownSettingType(name) === undefined && type !== null && type !== typeOfValue(value)) {
      problems.push(
        `'${name}' is ${type === 'integer' ? 'an' : 'a'} ${type} setting on the server (now ${formatSettingValue(actual)}),` +
          ` so it takes ${allowedValuesOf(type)}, not ${formatSettingValue(value)}.`
      )
      continue
    }
    comparisons.push({ name, expected: value, actual })
  }
  const drift = comparisons.filter((c) => !sameSettingValue(c.expected, c.actual))
  return { comparisons, drift, problems }
}

function notListed(name: string, listed: readonly SettingView[]): string {
  if (knownSettingType(name) === undefined) {
    const names = listed.map((s) => s.name)
    // The nearest name first: it is what the reader came for, the list is the evidence.
    return `'${name}' is not a setting of this server.${didYouMean(name, names)} It lists ${names.join(', ')}.`
  }
  const why = LISTED_ONLY_FOR_PRIVATE.includes(name)
    ? ' (the server lists it only for private repositories)'
    : ''
  return `'${name}' is not in the server's settings list for this repository${why}; get-setting and set-setting reach it.`
}
