// What check-, apply- and export-settings, list-env-vars and list-crons hand to report/: plain
// data, never a private value (the server never shows one; a private variable is named only).
import type { SettingValue } from '../../model/repository-settings.js'
import type { Base } from '../result-base.js'
import type { SettingView } from '../settings/result.js'

/** A desired setting beside the server's value before any change. */
export interface SettingComparison {
  name: string
  expected: SettingValue
  actual: unknown
}

export interface SettingChange {
  name: string
  from: unknown
  to: unknown
}

/** A variable as the action shows it: the value only when public (the server shows no other). */
export interface EnvVarState {
  public: boolean
  value?: string | null
}

/** A variable of `env:` beside the server's, or one the server has that `env:` does not name. */
export interface EnvComparison {
  name: string
  branch: string | null
  /** null: on the server only (an extra). */
  expected: EnvVarState | null
  /** null: missing on the server. */
  actual: EnvVarState | null
  /** Where a private value comes from, for the summary: a variable of the step, or inline. */
  fromEnv?: string | null
  /**
   * The server's variable (its id; null when missing): travis-api may hold two of one (name,
   * branch), told apart by it. Not in the outputs.
   */
  id: string | null
}

export type EnvAction = 'create' | 'update' | 'rewrite' | 'delete'

export interface EnvChange {
  name: string
  branch: string | null
  action: EnvAction
  from: EnvVarState | null
  to: EnvVarState | null
  /** The server's variable written, as EnvComparison's `id` (null for a create). Not in the outputs. */
  id: string | null
}

export interface CronState {
  interval: string
  dont_run_if_recent_build_exists: boolean
  /** Present (false) only for a cron Travis CI stopped: it runs no more, so it is drift. */
  active?: false
}

export interface CronComparison {
  branch: string
  expected: CronState | null
  actual: CronState | null
}

export type CronAction = 'create' | 'replace' | 'delete'

export interface CronChange {
  branch: string
  action: CronAction
  from: CronState | null
  to: CronState | null
}

/**
 * A write that was not done, and why; `what` names it: a setting by its name, a variable or cron
 * job as the log does (`env 'TOKEN'`, `cron 'master'`). `unknown`: no answer nor read-back
 * settled it, so it may have been applied.
 */
export interface FailedWrite {
  what: string
  reason: string
  unknown?: true
  /** A variable's write: the server's variable, as EnvChange's `id` (none for a create). */
  id?: string
}

/** What each section of 'desired-settings' compares and changes, by its key there. */
export interface SectionEntries {
  settings: { comparison: SettingComparison; change: SettingChange }
  env: { comparison: EnvComparison; change: EnvChange }
  crons: { comparison: CronComparison; change: CronChange }
}

export type SectionKey = keyof SectionEntries
export type ComparisonOf<K extends SectionKey> = SectionEntries[K]['comparison']
export type ChangeOf<K extends SectionKey> = SectionEntries[K]['change']

/** What became of one section's writes (in a dry run: what would be done). */
export interface SectionOutcome<Change> {
  changes: Change[]
  /** What was not done, and why. */
  failed: FailedWrite[]
  /** Writes the server had already made so (`how`: "already gone"). */
  alreadySo: AlreadySo[]
}

/** One section's comparison and, for apply-settings, its outcome. */
export interface SectionResult<Comparison, Change> {
  /** Every entry the input names, in its order, then the server's extras. */
  comparisons: Comparison[]
  /** The comparisons that differ, extras included (before any change). */
  drift: Comparison[]
  /** apply-settings: what became of the writes; null for check-settings. */
  outcome: SectionOutcome<Change> | null
}

/**
 * One result per section of 'desired-settings'. A section the input does not have is null: not
 * managed, neither read nor pruned (a flat mapping is the settings section alone).
 */
export type SectionResults = {
  [K in SectionKey]: SectionResult<ComparisonOf<K>, ChangeOf<K>> | null
}

/** check-settings and apply-settings: a result per section. */
export interface SettingsCheckResult extends Base, SectionResults {
  kind: 'settings-check'
  prune: boolean
  rewritePrivateEnv: boolean
}

/**
 * Whether the input manages the settings alone (a flat mapping, or only `settings:`): then the
 * words, outputs and summary are those of settings, without sections.
 */
export function managesSettingsOnly(result: SettingsCheckResult): boolean {
  return result.env === null && result.crons === null
}

/** A variable as list-env-vars reports it: `value` only for a public one. */
export interface EnvVarView {
  name: string
  public: boolean
  branch: string | null
  value?: string | null
}

export interface EnvVarsResult extends Base {
  kind: 'env-vars'
  envVars: EnvVarView[]
}

export interface CronView {
  branch: string
  interval: string
  dont_run_if_recent_build_exists: boolean
  active: boolean
  last_run: string | null
  next_run: string | null
}

export interface CronsResult extends Base {
  kind: 'crons'
  crons: CronView[]
}

/**
 * export-settings: what the repository holds, as a 'desired-settings' document, and what of it
 * was exported (a private variable without a value: the server never shows one).
 */
export interface SettingsExportResult extends Base {
  kind: 'settings-export'
  /** The YAML document, as the 'desired-settings' output and 'export-file' hold it. */
  document: string
  settings: SettingView[]
  envVars: EnvVarView[]
  crons: CronView[]
  /** What the server has that 'desired-settings' cannot name, one sentence each. */
  leftOut: string[]
  /** 'export-file' as given, when the document was written there. */
  file: string | null
  /** false when the document is too long for the 'desired-settings' output, left empty then. */
  documentInOutput: boolean
}

/** A write the server had already made so, and how (a delete's 404: "already gone"). */
export interface AlreadySo {
  what: string
  how: string
  /** A variable's write: the server's variable, as EnvChange's `id`. */
  id?: string
}
