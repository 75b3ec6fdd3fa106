// What an operation hands to report/: plain data, no formatting, no @actions/core.
import type { JsonArray } from '../runtime/json-array.js'
import type { Operation } from '../model/operations.js'
import type { SettingValue } from '../model/repository-settings.js'
import type { AsCodeSections } from './result-sections.js'

export type * from './result-sections.js'
export type * from './result-export.js'
import type { SettingsExportResult } from './result-export.js'

export interface KeyPairView {
  description: string
  public_key: string
  fingerprint: string
}

export interface CacheView {
  name: string
  /** The full branch name or `PR.<n>`; null when the action cannot tell (never a last segment). */
  branch: string | null
  size: number
  last_modified: string
}

export interface SettingView {
  name: string
  value: unknown
}

/** A branch as the server sent it, plus `exists_on_host` whichever spelling the server uses. */
export type BranchView = Record<string, unknown> & { name: string; exists_on_host: boolean | null }

export interface DeployKeyView {
  id: number
  title: string
  created_at?: string
}

export interface Base {
  operation: Operation
  /** Whether this run changed something (in a dry run: whether a real run would). */
  changed: boolean
  dryRun: boolean
  /** Extra lines for the job summary. */
  notes: string[]
  /** Set when the step must fail after its outputs are written (e.g. fail-on-mismatch). */
  failure?: string
  /** `failure` is a check the inputs asked for (fail-if-missing, fail-on-mismatch), not a fault. */
  failedCheck?: boolean
  /** What the summary tells the user to do about `failure`, when not the general advice. */
  failureTodo?: string
}

export type KeyPairAction = 'found' | 'absent' | 'created' | 'updated' | 'unchanged' | 'deleted'

export interface KeyPairResult extends Base {
  kind: 'key-pair'
  action: KeyPairAction
  keyPair: KeyPairView | null
  /** `SHA256:…` of the key pair's public key, as GitHub and `ssh-keygen -l` show it. */
  fingerprintSha256: string | null
  previousFingerprint: string | null
}

export interface RotationResult extends Base {
  kind: 'rotation'
  keyPair: KeyPairView | null
  /** `SHA256:…` of the key pair's public key, as GitHub and `ssh-keygen -l` show it. */
  fingerprintSha256: string | null
  previousFingerprint: string | null
  sshPublicKey: string
  /** Whether the run had a 'github-token': without one, only the Travis CI side rotates. */
  withGitHub: boolean
  deployKey: DeployKeyView | null
  previousDeployKey: DeployKeyView | null
  /** Whole days since the previous deploy key was created; null without one (or without GitHub). */
  keyAgeDays: number | null
  removedDeployKeyId: number | null
  /** A dry run that would rotate with GitHub: the title of the deploy key a real run would add. */
  plannedDeployKeyTitle?: string
  /**
   * Set when the Travis CI write's outcome is unknown (it may still land, or may have been
   * applied unseen): the new key's fingerprint. `keyPair` is then null, and the step fails.
   */
  fingerprintOfUnknownWrite?: string
}

export interface CachesResult extends Base {
  kind: 'caches'
  /** Listed, deleted or (in a dry run) to be deleted. */
  caches: CacheView[]
  /** The selection as given, for the summary: groups as the user wrote them. */
  selection: {
    groups: string[]
    match: string
    olderThanDays: number | null
    staleBranches: boolean
  }
  /** Selected caches that were not deleted because no request could reach only selected ones. */
  skipped: Array<{ cache: CacheView; reason: string }>
}

export interface SettingsResult extends Base {
  kind: 'settings'
  settings: SettingView[]
}

export interface SettingResult extends Base {
  kind: 'setting'
  name: string
  value: SettingValue | unknown
  previousValue: unknown
  expect: SettingValue | null
  matches: boolean | null
}

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

/** check-settings and apply-settings. */
export interface SettingsCheckResult extends Base {
  kind: 'settings-check'
  /** Every desired setting, in the order given. */
  comparisons: SettingComparison[]
  /** The comparisons whose values differ (before any change). */
  drift: SettingComparison[]
  /** apply-settings: applied (in a dry run, to be applied); null for check-settings. */
  changes: SettingChange[] | null
  /** apply-settings: the settings whose change failed, and why. */
  failed: Array<{ name: string; reason: string }>
  /** A sectioned 'desired-settings': its variables and crons; absent for a flat mapping. */
  sections?: AsCodeSections
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
 * list-branches, in memory that does not grow with the listing (operations/listings/branch-digest.ts):
 * counts, the first branches, and the outputs' JSON arrays, written to the result file when long.
 */
export interface BranchesResult extends Base {
  kind: 'branches'
  /** Branches listed. */
  count: number
  /** Branches the server has for these filters, from @pagination.count. */
  total: number | null
  /** The name of the default branch, when it was listed. */
  defaultBranch: string | null
  /** Listed branches deleted on GitHub (`exists_on_host` false). */
  gone: number
  /** The first of them, whole (as many as the summary's table shows). */
  goneShown: BranchView[]
  /** Each state of the listed branches' last builds, with how many, in order of first sight. */
  lastBuildStates: Array<{ state: string; count: number }>
  /** The first branches listed, whole (as many as the summary's table shows). */
  shown: BranchView[]
  /** `result`: every branch listed, without @-keys. */
  result: JsonArray
  /** `branches`: their names. */
  names: JsonArray
}

/** One repository of an owner, as list-repositories reports it. */
export interface RepositoryView {
  /** `owner/name`, what 'repo' takes. */
  slug: string
  /** The Travis repository id. */
  id: number
  active: boolean
  private: boolean
}

export interface RepositoriesResult extends Base {
  kind: 'repositories'
  owner: string
  /** The filters as sent: null where both values are listed. */
  filters: { active: boolean | null; private: boolean | null }
  /** In the server's order (newest first, by id). */
  repositories: RepositoryView[]
  /** Repositories the owner has for these filters (the window is cut from them). */
  total: number
  /** Repositories the server listed for a user that are only shared with the user: left out. */
  shared: number
}

export type OperationResult =
  | KeyPairResult
  | RotationResult
  | CachesResult
  | SettingsResult
  | SettingResult
  | SettingsCheckResult
  | BranchesResult
  | RepositoriesResult
  | EnvVarsResult
  | CronsResult
  | SettingsExportResult

/**
 * What every result starts with: its kind and operation, whether it changed something (in a dry
 * run: whether a real run would), and no notes yet.
 */
export function resultBase<K extends OperationResult['kind'], O extends Operation>(
  kind: K,
  operation: O,
  { changed = false, dryRun = false }: { changed?: boolean; dryRun?: boolean } = {}
): { kind: K; operation: O; changed: boolean; dryRun: boolean; notes: string[] } {
  return { kind, operation, changed, dryRun, notes: [] }
}
