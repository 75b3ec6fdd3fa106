// The one failure line of check-settings (fail-on-mismatch) and of apply-settings (what it could
// not do), from each section's own words (section.ts). Settings alone (a flat mapping) are counted
// as settings; with env: or crons:, as entries of each section. A private value never appears.
import { plural, wasWere } from '../../lib/plural.js'
import {
  managesSettingsOnly,
  type SectionKey,
  type SectionResults,
  type SettingsCheckResult
} from './result.js'
import type { SectionOf, Section } from './section.js'

/**
 * fail-on-mismatch: every entry that differs, and the extras when prune is true; null if none.
 * Settings alone are counted as settings, sections as their entries.
 */
export function failureOfCheck(
  result: SettingsCheckResult,
  sections: readonly SectionOf[]
): string | null {
  const alone = managesSettingsOnly(result)
  const told = sections.map((section) => driftOf(result, section, alone))
  const parts = told.flatMap(({ differ }) => differ)
  if (parts.length === 0) return null
  const total = told.reduce((sum, { entries }) => sum + entries, 0)
  const entries = alone ? plural(total, 'setting') : plural(total, 'entry', 'entries')
  const verb = parts.length === 1 ? 'differs' : 'differ'
  return `${parts.length} of ${entries} ${verb} from 'desired-settings': ${parts.join('; ')} (fail-on-mismatch is true).`
}

/** A section's entries that differ, in words (an extra only with prune), and how many it has. */
function driftOf<K extends SectionKey>(
  result: SettingsCheckResult,
  section: Section<K>,
  alone: boolean
): { differ: string[]; entries: number } {
  const results: SectionResults = result
  const compared = results[section.key]
  if (compared === null) return { differ: [], entries: 0 }
  const counted = compared.drift.filter((c) => result.prune || c.expected !== null)
  return {
    differ: counted.map((c) => section.words.drift(c, alone)),
    entries: compared.comparisons.length
  }
}

/**
 * What apply-settings could not do, each with its reason, and what it did; null if all went.
 * Settings alone: "1 of 2 settings was not changed"; with sections: "2 changes were not made".
 */
export function failureOfApply(
  result: SettingsCheckResult,
  sections: readonly SectionOf[]
): string | null {
  const alone = managesSettingsOnly(result)
  const told = sections.map((section) => outcomeOf(result, section, alone))
  const failed = told.flatMap(({ notDone }) => notDone)
  if (failed.length === 0) return null
  const applied = told.flatMap(({ done }) => done)
  const head = alone
    ? `${failed.length} of ${plural(result.settings?.drift.length ?? 0, 'setting')} ${wasWere(failed.length)} not changed`
    : `${plural(failed.length, 'change')} ${wasWere(failed.length)} not made`
  return `${head}: ${failed.join(' ')} Applied: ${applied.length === 0 ? 'none' : applied.join(', ')}.`
}

/** A section's writes not done, with their reasons, and the changes it made, in words. */
function outcomeOf<K extends SectionKey>(
  result: SettingsCheckResult,
  section: Section<K>,
  alone: boolean
): { notDone: string[]; done: string[] } {
  const results: SectionResults = result
  const outcome = results[section.key]?.outcome
  if (outcome === null || outcome === undefined) return { notDone: [], done: [] }
  const { words } = section
  return {
    notDone: outcome.failed.map((f) => `${words.notDone(f.what, alone)}: ${f.reason}`),
    done: outcome.changes.map((change) => words.applied(change, alone))
  }
}
