// A section of 'desired-settings' (settings, env, crons), as the pipeline (as-code.ts) runs each
// one: read what the server holds, compare it with the input (pure) into a plan (the writes, each
// with the change it makes), write them (the pipeline sends one at a time), read them back. Each
// section says what it reads and sends (SectionParts); the pipeline never looks inside.
import type { DesiredState } from '../../inputs/parsed.js'
import type { CronRecord } from '../../travis/resources/crons.js'
import type { EnvVarRecord } from '../../travis/resources/env-vars.js'
import type { OperationContext } from '../context.js'
import type { SettingView } from '../settings/result.js'
import type { CronWrite } from './cron-plan.js'
import type { EnvWrite } from './env-plan.js'
import type { EnvWriteSent } from './env-writes.js'
import type { ChangeOf, ComparisonOf, CronChange, SectionKey, SectionOutcome } from './result.js'
import type { SettingPatch, SettingWrite } from './settings-section.js'

/** What each section reads (`held`), sends (`write`: one change) and what a write came to (`sent`). */
interface SectionParts {
  settings: { held: SettingView[]; write: SettingWrite; sent: SettingPatch }
  env: { held: EnvVarRecord[]; write: EnvWrite; sent: EnvWriteSent }
  /** A cron's write reads its own back (crons have a table of their own): sent is settled. */
  crons: { held: CronRecord[]; write: CronWrite; sent: SectionOutcome<CronChange> }
}

type Held<K extends SectionKey> = SectionParts[K]['held']
/** A write, with the change it makes: what a dry run tells, and what max-deletions counts. */
export type WriteOf<K extends SectionKey> = SectionParts[K]['write'] & { change: ChangeOf<K> }
export type SentOf<K extends SectionKey> = SectionParts[K]['sent']

/** The section's entries in 'desired-settings', when the input has the section. */
export type DesiredOf<K extends SectionKey> = NonNullable<DesiredState[K]>

/** What compare finds: every entry beside the server's, those that differ, and what to send. */
export interface Compared<K extends SectionKey> {
  /** Every entry the input names, in its order, then the server's extras. */
  comparisons: ComparisonOf<K>[]
  drift: ComparisonOf<K>[]
  /** The plan: the writes that make the server hold the input, in the order they are sent. */
  writes: WriteOf<K>[]
}

export interface CompareOptions {
  prune: boolean
  rewritePrivateEnv: boolean
}

export interface Section<K extends SectionKey> {
  key: K
  read(context: OperationContext): Promise<Held<K>>
  /** Pure, but for the settings the server cannot take as given: they fail the step here. */
  compare(desired: DesiredOf<K>, held: Held<K>, options: CompareOptions): Compared<K>
  /** One write; a failure is what it came to, not thrown, so that the writes after it are sent. */
  write(context: OperationContext, write: WriteOf<K>): Promise<SentOf<K>>
  /** What the server holds after the writes (in the order sent) settles what their answers could not. */
  readBack(
    context: OperationContext,
    sent: readonly SentOf<K>[]
  ): Promise<SectionOutcome<ChangeOf<K>>>
  words: SectionWords<K>
}

/** `alone`: the input is the settings section alone, told as settings, not as entries. */
export interface SectionWords<K extends SectionKey> {
  /** The log line after the comparison: how many differ, and the server's extras. */
  compared(compared: Compared<K>, prune: boolean): string
  /** The log line of a dry run for one change it would make. */
  dryRun(change: ChangeOf<K>, compared: Compared<K>): string
  /** An entry that differs, in the fail-on-mismatch line: `env 'TOKEN' is missing`. */
  drift(comparison: ComparisonOf<K>, alone: boolean): string
  /** A change made, in the failure line's "Applied:": `cron 'master' (create)`. */
  applied(change: ChangeOf<K>, alone: boolean): string
  /** A write not done (its FailedWrite's `what`), in the failure line. */
  notDone(what: string, alone: boolean): string
}

/**
 * Section<K> for one K of several: a union over K, as the list of sections holds them, that a
 * function generic in K takes and hands on whole (as-code.ts loops over these).
 */
export type SectionOf<K extends SectionKey = SectionKey> = { [P in K]: Section<P> }[K]
