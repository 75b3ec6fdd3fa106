// What list-branches and list-repositories hand to report/.
import type { JsonArray } from '../../runtime/json-array.js'
import type { Base } from '../result-base.js'

/** A branch as the server sent it, plus `exists_on_host` whichever spelling the server uses. */
export type BranchView = Record<string, unknown> & { name: string; exists_on_host: boolean | null }

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
