// What check-settings and apply-settings hand to report/ for the `env:` and `crons:` sections of a
// sectioned 'desired-settings' (result.ts re-exports it): plain data, never a private value.

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
}

export type EnvAction = 'create' | 'update' | 'rewrite' | 'delete'

export interface EnvChange {
  name: string
  branch: string | null
  action: EnvAction
  from: EnvVarState | null
  to: EnvVarState | null
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

/** One section's comparison and, for apply-settings, what became of it. */
export interface SectionResult<Comparison, Change> {
  /** Every entry the input names, in its order, then the server's extras. */
  comparisons: Comparison[]
  /** The comparisons that differ, extras included (before any change). */
  drift: Comparison[]
  /** apply-settings: done (in a dry run, to be done); null for check-settings. */
  changes: Change[] | null
  /** apply-settings: what was not done, and why; `what` names it as the log does. */
  failed: Array<{ what: string; reason: string }>
  /** apply-settings: writes the server had already made so (`how`: "already gone"). */
  alreadySo?: Array<{ what: string; how: string }>
}

export interface AsCodeSections {
  /** null: the input has no `env:` (not managed). */
  env: SectionResult<EnvComparison, EnvChange> | null
  /** null: the input has no `crons:` (not managed). */
  crons: SectionResult<CronComparison, CronChange> | null
  prune: boolean
  rewritePrivateEnv: boolean
}
