// The typed, validated form of the action's inputs: what the user asked for. inputs/ builds it;
// nothing else reads inputs.
import type { CacheGroup } from '../model/cache-groups.js'
import type { Operation } from '../model/operations.js'
import type { Connection } from '../model/repository.js'
import type { SettingValue } from '../model/repository-settings.js'
import type { CronInterval } from '../model/env-and-crons.js'
import type { BuildState, EventType, MergeMode } from '../model/builds.js'

/** Which caches list-caches and delete-caches work on: every selector given must hold. */
export interface CacheSelection {
  /** Branches and pull requests asked for; empty for every group. */
  groups: CacheGroup[]
  /** Substring the cache name must contain; '' for any. */
  match: string
  /** Only caches last modified more than this many days ago. */
  olderThanDays: number | null
  /** Only caches of branches deleted on GitHub and of closed pull requests. */
  staleBranches: boolean
}

import type { SortTerm } from '../model/branch-sort.js'

export type { SortField, SortTerm } from '../model/branch-sort.js'

/** The private key as given: inline text or read from a file (never logged). */
export interface KeyInput {
  text: string
  passphrase: string
  /** The input it came from, for messages. */
  from: 'private-key' | 'private-key-path'
}

/** One entry of 'desired-settings': a setting name and the value it should have. */
export interface DesiredSetting {
  name: string
  value: SettingValue
}

/** One variable of the `env:` section, identified by (name, branch). */
export interface DesiredEnvVar {
  name: string
  /** null: every branch. */
  branch: string | null
  public: boolean
  /**
   * The value to write (masked when private); null for a private one that check-settings does
   * not read (it compares presence only), or a public from-env one a dry run found unset (planned
   * without comparing). As read from the YAML, before env-values.ts resolves it: the inline
   * value, null with from-env.
   */
  value: string | null
  /** Where the value comes from, for messages: the step's environment variable, or inline. */
  fromEnv: string | null
  /** Its line in 'desired-settings'. */
  line: number
}

/** One cron job of the `crons:` section: one per branch. */
export interface DesiredCron {
  branch: string
  interval: CronInterval
  dontRunIfRecentBuildExists: boolean
  line: number
}

/**
 * 'desired-settings', section by section (`settings:`, `env:`, `crons:`; a flat mapping is the
 * settings alone): a section it does not have is null, not managed, neither read nor pruned.
 */
export interface DesiredState {
  settings: DesiredSetting[] | null
  env: DesiredEnvVar[] | null
  crons: DesiredCron[] | null
}

/** What check-settings and apply-settings share. */
interface AsCode {
  desired: DesiredState
  /** Variables and crons the input does not name: deleted by apply-settings, failing a check. */
  prune: boolean
  /** 'comment-on-pull-request': the plan also goes to the pull request; null when not asked. */
  planComment: PlanComment | null
}

/** 'comment-on-pull-request' when it applies: the token allowed to write the plan's comment. */
export interface PlanComment {
  githubToken: string
}

/** A plan's comment and how to reach GitHub (the connection's timeout and retries). */
export interface PlanCommentTarget extends PlanComment {
  connection: Connection
}

interface DryRunnable {
  dryRun: boolean
}

export type OperationInputs =
  | { operation: 'find-key-pair'; include: string[]; failIfMissing: boolean }
  | ({ operation: 'create-key-pair'; key: KeyInput; description: string } & DryRunnable)
  | ({ operation: 'update-key-pair'; key: KeyInput | null; description: string } & DryRunnable)
  | ({ operation: 'set-key-pair'; key: KeyInput; description: string } & DryRunnable)
  | ({ operation: 'delete-key-pair' } & DryRunnable)
  | ({
      operation: 'rotate-key-pair'
      keyBits: 2048 | 3072 | 4096
      description: string
      githubToken: string
      deployKeyTitle: string
      deployKeyReadOnly: boolean
      rotateIfOlderThanDays: number | null
    } & DryRunnable)
  | {
      operation: 'list-caches'
      include: string[]
      selection: CacheSelection
      /** Reads pull request states for 'stale-branches'; '' without one. */
      githubToken: string
    }
  | ({
      operation: 'delete-caches'
      selection: CacheSelection
      githubToken: string
      allowDeleteAll: boolean
      maxDeletions: number | null
    } & DryRunnable)
  | { operation: 'list-settings'; include: string[] }
  | {
      operation: 'get-setting'
      include: string[]
      setting: string
      expect: SettingValue | null
      failOnMismatch: boolean
    }
  | ({ operation: 'set-setting'; setting: string; value: SettingValue } & DryRunnable)
  | ({ operation: 'check-settings'; failOnMismatch: boolean } & AsCode)
  | ({
      operation: 'apply-settings'
      /** Write private values every run, not only when the variable is missing. */
      rewritePrivateEnv: boolean
      /** Most variables and crons prune may delete; null for no bound. */
      maxDeletions: number | null
    } & AsCode &
      DryRunnable)
  | { operation: 'list-env-vars' }
  | { operation: 'list-crons' }
  | {
      operation: 'export-settings'
      /** Where 'export-file' writes the document; null: only the output. */
      exportFile: WorkspacePath | null
    }
  | {
      operation: 'list-branches'
      include: string[]
      name: string
      existsOnHost: boolean | null
      sortBy: SortTerm[]
      limit: number | null
      offset: number
      includeRecentBuilds: boolean
    }
  | {
      operation: 'list-repositories'
      /** The Travis login whose repositories are listed. */
      owner: string
      active: ActiveFilter
      /** null for both private and public repositories. */
      private: boolean | null
      limit: number | null
      offset: number
    }
  | {
      operation: 'list-builds'
      include: string[]
      /** '' for every branch. */
      branch: string
      states: BuildState[]
      eventTypes: EventType[]
      limit: number | null
      offset: number
    }
  | ({
      operation: 'trigger-build'
      /** '' for the repository's default branch (the server's choice). */
      branch: string
      message: string
      sha: string
      config: Record<string, unknown> | null
      mergeMode: MergeMode
      /** false: trigger, follow the request to its build, and stop there. */
      wait: boolean
      /** How to follow the request, and the build with 'wait'. */
      plan: WaitPlan
    } & DryRunnable)
  | { operation: 'wait-for-build'; target: WaitTarget; plan: WaitPlan }
  | ({
      operation: 'restart-build'
      target: BuildTarget
      /** 'jobs': `all` restarts the build, `failed` only the jobs that did not pass. */
      jobs: 'all' | 'failed'
      wait: boolean
      plan: WaitPlan
    } & DryRunnable)
  | ({ operation: 'cancel-build'; target: BuildTarget } & DryRunnable)
  | {
      operation: 'encrypt-value'
      /** The secret (masked); encrypted as `name=value` when `name` is given. */
      value: string
      name: string | null
    }
  | ({ operation: 'encrypt-file'; file: WorkspacePath } & DryRunnable)
  | ({
      operation: 'encrypt-travis-yml'
      /** 'secure-env', in its order. */
      secureEnv: SecureEnvEntry[]
      /** 'travis-yml', the file rewritten. */
      travisYml: WorkspacePath
    } & DryRunnable)
  | {
      operation: 'check-travis-yml'
      /** 'travis-yml', the file checked. */
      travisYml: WorkspacePath
      /** 'base-travis-yml': the file it changes (the base branch's), previewed beside it; or null. */
      baseTravisYml: WorkspacePath | null
      preview: PreviewMode
      failOn: FailOn
      /** The branch the preview evaluates conditions for; null: the repository's default branch. */
      branch: string | null
      /** The event the preview evaluates conditions for (`type`), from the workflow's; or null. */
      event: 'push' | 'pull_request' | null
      /** No 'travis-token' (a fork's pull request): lint alone, sent without a login. */
      anonymous: boolean
    }

/**
 * 'preview': `auto` previews when the token may create builds and falls back to lint alone when
 * it may not (403) or is empty; `true` requires the preview; `false` lints only.
 */
export type PreviewMode = 'auto' | 'true' | 'false'

/** 'fail-on': the lowest level of a message that fails the step (`error` takes in `alert`). */
export type FailOn = 'error' | 'warn' | 'never'

/** A build by its id, or the newest build of a branch. */
export type BuildTarget = { buildId: number } | { branch: string }

/**
 * What wait-for-build follows: a build (as BuildTarget), or the build Travis CI starts itself for
 * a commit of a branch ('' for the default branch) or for a pull request (its head commit or
 * any); `sha` is 7 to 40 hexadecimal characters, lower case.
 */
export type WaitTarget =
  | BuildTarget
  | { commit: { sha: string; branch: string } }
  | { pullRequest: { number: number; sha: string } }

/** Which jobs' logs are shown as they finish ('show-logs'). */
export type ShowLogs = 'failed' | 'all' | 'none'

/** How to wait for a build to finish. */
export interface WaitPlan {
  minutes: number
  pollSeconds: number
  failOnBuildFailure: boolean
  cancelOnAbort: boolean
  showLogs: ShowLogs
  /** Lines of a failed job's log shown in the summary before its failing command (0 to 500). */
  logLines: number
  /** 'logs-dir': the folder inside the workspace where the chosen jobs' whole logs go; or null. */
  logsDir: WorkspacePath | null
}

/** One variable of 'secure-env': `NAME: { from-env: VAR }`. */
export interface SecureEnvEntry {
  name: string
  /** The step's environment variable holding the value. */
  fromEnv: string
  /** The value (masked); null in a dry run, which reads none. */
  value: string | null
  /** Its line in 'secure-env'. */
  line: number
}

/** A path inside the workspace that the action writes to ('export-file', 'logs-dir'). */
export interface WorkspacePath {
  /** As the input gave it, for messages. */
  given: string
  /** Absolute, inside `workspace`. */
  path: string
  /** GITHUB_WORKSPACE (the working directory without one), absolute. */
  workspace: string
}

/** list-repositories' `active` filter: `any` lists both. */
export type ActiveFilter = boolean | 'any'

export type InputsFor<O extends Operation> = Extract<OperationInputs, { operation: O }>

export interface ActionInputs {
  connection: Connection
  operation: OperationInputs
  /** What the run works on, for messages: the repository, or the owner for list-repositories. */
  label: string
  /** Logged by main: inputs set where unused (warnings); what an input was read as (notices). */
  warnings: string[]
  notices: string[]
}
