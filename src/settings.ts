// The typed, validated form of the action's inputs. inputs.ts builds it; nothing else reads inputs.
import type { CacheGroup } from './model/cache-groups.js'

export const OPERATIONS = [
  'find-key-pair',
  'create-key-pair',
  'update-key-pair',
  'set-key-pair',
  'delete-key-pair',
  'rotate-key-pair',
  'list-caches',
  'delete-caches',
  'list-settings',
  'get-setting',
  'set-setting',
  'list-branches'
] as const

export type Operation = (typeof OPERATIONS)[number]

/** A repository as Travis addresses it: its numeric id or its `owner/name` slug. */
export type RepoRef = { kind: 'id'; id: string } | { kind: 'slug'; owner: string; name: string }

export interface Connection {
  apiUrl: string
  token: string
  repo: RepoRef
  provider: string
  timeoutMs: number
  retries: number
}

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

export type SettingValue = boolean | number

export type SortField = 'name' | 'last_build' | 'exists_on_host' | 'default_branch'

export interface SortTerm {
  field: SortField
  descending: boolean
}

/** The private key as given: inline text or read from a file (never logged). */
export interface KeyInput {
  text: string
  passphrase: string
  /** The input it came from, for messages. */
  from: 'private-key' | 'private-key-path'
}

interface DryRunnable {
  dryRun: boolean
}

export type OperationSettings =
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

export type SettingsFor<O extends Operation> = Extract<OperationSettings, { operation: O }>

export interface ActionSettings {
  connection: Connection
  operation: OperationSettings
  /** Inputs set for an operation that does not use them, and similar; main logs them as warnings. */
  warnings: string[]
}

/** How a repository is written in messages: the slug or `#id`. */
export function describeRepo(repo: RepoRef): string {
  return repo.kind === 'id' ? `repository #${repo.id}` : `${repo.owner}/${repo.name}`
}
