// The typed, validated form of the action's inputs: what the user asked for. inputs/ builds it;
// nothing else reads inputs.
import type { CacheGroup } from '../model/cache-groups.js'
import type { Operation } from '../model/operations.js'
import type { Connection } from '../model/repository.js'
import type { SettingValue } from '../model/repository-settings.js'

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
  | { operation: 'check-settings'; desired: DesiredSetting[]; failOnMismatch: boolean }
  | ({ operation: 'apply-settings'; desired: DesiredSetting[] } & DryRunnable)
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

/** list-repositories' `active` filter: `any` lists both. */
export type ActiveFilter = boolean | 'any'

export type InputsFor<O extends Operation> = Extract<OperationInputs, { operation: O }>

export interface ActionInputs {
  connection: Connection
  operation: OperationInputs
  /** What the run works on, for messages: the repository, or the owner for list-repositories. */
  label: string
  /** Inputs set for an operation that does not use them, and similar; main logs them as warnings. */
  warnings: string[]
}
