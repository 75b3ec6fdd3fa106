// What list-branches keeps of a listing however long it is: the counts of the summary's headline,
// the first branches and the first ones deleted on GitHub for its tables, and the `result` and
// `branches` outputs as JSON arrays (json-array.ts) that keep their first items and write the rest
// to the result file as the pages arrive. Memory grows with the pages in flight, not with the
// listing.
import { JsonArrayWriter, type JsonArrayOptions } from '../../runtime/json-array.js'
import { safeJson } from '../../runtime/mask.js'
import type { BranchView, BranchesResult } from './result.js'

/** Branches kept whole for the summary's table (report/html.ts shows MAX_TABLE_ROWS, 100). */
export const BRANCHES_SHOWN = 100

export type DigestedBranches = Pick<
  BranchesResult,
  | 'count'
  | 'defaultBranch'
  | 'gone'
  | 'goneShown'
  | 'lastBuildStates'
  | 'shown'
  | 'result'
  | 'names'
>

/**
 * A branch as `result` holds it: JSON without any `@`-key at any depth (Travis metadata such as
 * @type, @href, @permissions), safe to print (mask.ts `safeJson`). A replacer, so that nothing is
 * copied: JSON.stringify leaves out a key whose replacer value is undefined, and array indices
 * never start with `@`.
 */
export function jsonWithoutMetadata(value: unknown): string {
  return safeJson(value, (key, inner) => (key.startsWith('@') ? undefined : inner))
}

export class BranchDigest {
  private count = 0
  private defaultBranch: string | null = null
  private gone = 0
  private readonly states = new Map<string, number>()
  private readonly shown: BranchView[] = []
  private readonly goneShown: BranchView[] = []
  private readonly result: JsonArrayWriter
  private readonly names: JsonArrayWriter

  /** `options`: where the `result` array goes once it is large (tests); the names need no file. */
  constructor(options: JsonArrayOptions = {}) {
    this.result = new JsonArrayWriter(options)
    this.names = new JsonArrayWriter({ keep: options.keep, openFile: null })
  }

  /** One page of branches, in the server's order. */
  add(page: readonly BranchView[]): void {
    for (const branch of page) {
      this.count += 1
      if (this.defaultBranch === null && branch.default_branch === true)
        this.defaultBranch = branch.name
      if (branch.exists_on_host === false) {
        this.gone += 1
        if (this.goneShown.length < BRANCHES_SHOWN) this.goneShown.push(branch)
      }
      const state = (branch.last_build as { state?: unknown } | null | undefined)?.state
      if (typeof state === 'string') this.states.set(state, (this.states.get(state) ?? 0) + 1)
      if (this.shown.length < BRANCHES_SHOWN) this.shown.push(branch)
    }
    this.result.add(page.map(jsonWithoutMetadata))
    this.names.add(page.map((branch) => safeJson(branch.name)))
  }

  finish(): DigestedBranches {
    return {
      count: this.count,
      defaultBranch: this.defaultBranch,
      gone: this.gone,
      goneShown: this.goneShown,
      lastBuildStates: [...this.states].map(([state, count]) => ({ state, count })),
      shown: this.shown,
      result: this.result.finish(),
      names: this.names.finish()
    }
  }

  /** The listing failed: no half-written result file is left behind. */
  discard(): void {
    this.result.discard()
  }
}
