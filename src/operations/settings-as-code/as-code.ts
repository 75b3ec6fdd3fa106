// check-settings and apply-settings: 'desired-settings' section by section (a flat mapping is the
// settings section alone; section.ts), each read beside what the server holds, side by side, and
// compared; apply-settings then writes what differs, strictly one write after another (settings,
// then variables: one settings column; then crons), and reads back what it wrote. travis-api keeps
// a repository's settings in one JSON column that every write rewrites whole without a lock
// (`models/json_sync.rb`): two writes in flight lose one while both answer 200
// (docs/travis-api.md#set-lost-updates). A write that fails does not stop the others: each reports
// its outcome, and the step fails naming what was not done. Extras are deleted only with prune,
// bounded by max-deletions before anything is sent.
import type { DesiredState, InputsFor } from '../../inputs/parsed.js'
import { ActionError } from '../../lib/action-error.js'
import { plural } from '../../lib/plural.js'
import type { OperationContext } from '../context.js'
import { failCheck, resultBase } from '../result-base.js'
import {
  managesSettingsOnly,
  type ChangeOf,
  type ComparisonOf,
  type SectionKey,
  type SectionOutcome,
  type SectionResult,
  type SectionResults,
  type SettingsCheckResult
} from './result.js'
import type { SectionOf, CompareOptions, Compared, Section, SentOf } from './section.js'
import { settingsSection } from './settings-section.js'
import { failureOfApply, failureOfCheck } from './words.js'

/** A section the input has, read and compared. */
interface Planned<K extends SectionKey> {
  section: Section<K>
  compared: Compared<K>
}
/** Planned<K> for one K of several (a union over K, as the list of sections holds them). */
type PlannedOf<K extends SectionKey = SectionKey> = { [P in K]: Planned<P> }[K]

/** A section's result, under its key. */
interface Settled<K extends SectionKey> {
  key: K
  result: SectionResult<ComparisonOf<K>, ChangeOf<K>>
}
type SettledOf<K extends SectionKey = SectionKey> = { [P in K]: Settled<P> }[K]

export async function checkSettings(
  context: OperationContext,
  inputs: InputsFor<'check-settings'>
): Promise<SettingsCheckResult> {
  const options = { prune: inputs.prune, rewritePrivateEnv: false }
  const planned = await readPlans(context, inputs.desired, options)
  const settled = planned.map((section) => settledOf(section, null))
  const result = resultOf('check-settings', settled, { dryRun: false, ...options })
  const sections = planned.map(({ section }) => section)
  const failure = inputs.failOnMismatch ? failureOfCheck(result, sections) : null
  if (failure !== null) failCheck(result, failure)
  return result
}

export async function applySettings(
  context: OperationContext,
  inputs: InputsFor<'apply-settings'>
): Promise<SettingsCheckResult> {
  // The inputs carry the comparison's options (prune, rewrite-private-env) under their names.
  const planned = await readPlans(context, inputs.desired, inputs)
  const { dryRun, prune, rewritePrivateEnv } = inputs
  const actions = planned.flatMap(plannedActions)
  const deletions = actions.filter((action) => action === 'delete').length
  if (inputs.maxDeletions !== null && deletions > inputs.maxDeletions) {
    const what = plural(deletions, 'variable or cron job', 'variables and cron jobs')
    throw new ActionError(
      `prune would delete ${what}, more than max-deletions (${inputs.maxDeletions}); nothing was changed.` +
        " Name them in 'desired-settings', or raise max-deletions."
    )
  }
  const settled = dryRun
    ? planned.map((section) => settledOf(section, dryRunOf(context, section)))
    : await writeAll(context, planned)
  const result = resultOf('apply-settings', settled, { dryRun, prune, rewritePrivateEnv })
  if (rewritePrivateEnv && actions.includes('rewrite')) {
    result.notes.push(
      `rewrite-private-env is true: private values ${dryRun ? 'would be' : 'are'} written again on every run,` +
        ' as Travis CI never shows them and the action cannot tell whether they changed;' +
        ' so changed is true whenever one is written.'
    )
  }
  if (dryRun) return result
  const failure = failureOfApply(
    result,
    planned.map(({ section }) => section)
  )
  if (failure !== null) {
    result.failure = failure
    result.failureTodo = managesSettingsOnly(result) ? SETTINGS_NOT_CHANGED_TODO : NOT_DONE_TODO
  }
  return result
}

/**
 * The sections the input has, read side by side (reads do not lose updates) and compared, then
 * told in the log, one line each in their order.
 */
async function readPlans(
  context: OperationContext,
  desired: DesiredState,
  options: CompareOptions
): Promise<PlannedOf[]> {
  const sections = await sectionsOf(desired)
  const planned = await Promise.all(
    sections.map((section) => readPlan(context, section, desired, options))
  )
  for (const section of planned) context.runner.info(comparedLine(section, options.prune))
  return planned
}

function comparedLine<K extends SectionKey>({ section, compared }: PlannedOf<K>, prune: boolean) {
  return section.words.compared(compared, prune)
}

/**
 * The sections the input has. env: and crons: are a chunk of dist/ of their own, loaded (once) only
 * for an input that has one of them: settings alone, like every read, does not load it.
 */
async function sectionsOf(desired: DesiredState): Promise<SectionOf[]> {
  if (desired.env === null && desired.crons === null) {
    return desired.settings === null ? [] : [settingsSection]
  }
  const { envSection, cronSection } = await import('./env-and-cron-sections.js')
  const all: SectionOf[] = [settingsSection, envSection, cronSection]
  return all.filter((section) => desired[section.key] !== null)
}

async function readPlan<K extends SectionKey>(
  context: OperationContext,
  section: Section<K>,
  desired: DesiredState,
  options: CompareOptions
): Promise<PlannedOf<K>> {
  const entries = desired[section.key]
  // sectionsOf leaves out the sections the input has not.
  if (entries === null) throw new Error(`section ${section.key} is not in the input`)
  const held = await section.read(context)
  return { section, compared: section.compare(entries, held, options) }
}

/** What each planned change does (create, delete, …; a setting's change has no action). */
function plannedActions<K extends SectionKey>({ compared }: Planned<K>): string[] {
  return compared.writes.flatMap(({ change }) => ('action' in change ? [change.action] : []))
}

/** A dry run: the changes a real run would make, told in the log, none sent. */
function dryRunOf<K extends SectionKey>(
  context: OperationContext,
  { section, compared }: Planned<K>
): SectionOutcome<ChangeOf<K>> {
  const changes = compared.writes.map((write) => write.change)
  for (const change of changes) context.runner.info(section.words.dryRun(change, compared))
  return { changes, failed: [], alreadySo: [] }
}

/** The sections' writes, one section after another, each read back before the next. */
async function writeAll(context: OperationContext, planned: PlannedOf[]): Promise<SettledOf[]> {
  const settled: SettledOf[] = []
  for (const section of planned) settled.push(settledOf(section, await write(context, section)))
  return settled
}

async function write<K extends SectionKey>(
  context: OperationContext,
  planned: Planned<K>
): Promise<SectionOutcome<ChangeOf<K>>> {
  const { section, compared } = planned
  // Each write once the one before has answered, never side by side: settings and variables share
  // a column that travis-api rewrites whole, without a lock, so two at once lose one
  // (docs/travis-api.md#set-lost-updates).
  const sent: SentOf<K>[] = []
  for (const one of compared.writes) sent.push(await section.write(context, one))
  return section.readBack(context, sent)
}

function settledOf<K extends SectionKey>(
  { section, compared }: PlannedOf<K>,
  outcome: SectionOutcome<ChangeOf<K>> | null
): SettledOf<K> {
  return {
    key: section.key,
    result: { comparisons: compared.comparisons, drift: compared.drift, outcome }
  }
}

function resultOf(
  operation: 'check-settings' | 'apply-settings',
  settled: readonly SettledOf[],
  { dryRun, prune, rewritePrivateEnv }: CompareOptions & { dryRun: boolean }
): SettingsCheckResult {
  const sections: SectionResults = { settings: null, env: null, crons: null }
  for (const section of settled) place(sections, section)
  const changes = settled.reduce(
    (sum, { result }) => sum + (result.outcome?.changes.length ?? 0),
    0
  )
  return {
    ...resultBase('settings-check', operation, { dryRun, changed: changes > 0 }),
    ...sections,
    prune,
    rewritePrivateEnv
  }
}

/** A section's result under its key (TypeScript cannot tell a key from its section's types). */
function place<K extends SectionKey>(
  sections: SectionResults,
  { key, result }: SettledOf<K>
): void {
  const byKey: { [P in K]: SectionResult<ComparisonOf<P>, ChangeOf<P>> | null } = sections
  byKey[key] = result
}

/** What the summary tells the user when some settings were not changed: each row says why. */
const SETTINGS_NOT_CHANGED_TODO =
  'each setting marked ✗ below says why it was not changed.' +
  " Fix that (a value the server refused is corrected in 'desired-settings') and run the job again:" +
  ' the settings already applied match and are not sent again.'

const NOT_DONE_TODO =
  'each change not made says why; what was applied stays applied. Fix the cause and run the step again: it sends only what still differs.'
