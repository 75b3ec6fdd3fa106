// The settings section of 'desired-settings' (a flat mapping is this section alone): the one GET
// of the list, compared (plan.ts), the PATCHes and the list read back (setting-changes.ts), and
// its words. A name or value the server cannot take fails the step before any change.
import { ActionError } from '../../lib/action-error.js'
import { plural } from '../../lib/plural.js'
import { describeSettingChange, formatSettingValue } from '../../model/repository-settings.js'
import { requestSettingsGet } from '../../travis/resources/settings.js'
import { compareSettings } from './plan.js'
import type { SettingComparison } from './result.js'
import type { Section } from './section.js'
import { readBackSettingChanges, sendSettingPatches } from './setting-changes.js'

export const settingsSection: Section<'settings'> = {
  key: 'settings',
  read: (context) => requestSettingsGet(context.client),
  compare: (desired, held) => {
    const { comparisons, drift, problems } = compareSettings(desired, held)
    if (problems.length > 0) {
      throw new ActionError(`${problems.join(' ')} Check 'desired-settings'; nothing was changed.`)
    }
    return { comparisons, drift, writes: drift }
  },
  // Each setting from its value on the server to the desired one.
  plan: (drift) =>
    drift.map(({ name, expected, actual }) => ({ name, from: actual, to: expected })),
  write: sendSettingPatches,
  readBack: readBackSettingChanges,
  words: {
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

function describeDrift({ name, expected, actual }: SettingComparison): string {
  return `${name} is ${formatSettingValue(actual)}, expected ${formatSettingValue(expected)}`
}
