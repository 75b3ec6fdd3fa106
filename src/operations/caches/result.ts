// What list-caches and delete-caches hand to report/.
import type { Base } from '../result-base.js'

export interface CacheView {
  name: string
  /** The full branch name or `PR.<n>`; null when the action cannot tell (never a last segment). */
  branch: string | null
  size: number
  last_modified: string
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
