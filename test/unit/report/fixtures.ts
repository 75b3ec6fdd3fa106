// Results shared by the report tests.
import { BranchDigest } from '../../../src/operations/listings/branch-digest.js'
import type { BranchView, BranchesResult, CachesResult } from '../../../src/operations/result.js'

export const base = { changed: false, dryRun: false, notes: [] as string[] }

export const caches: CachesResult = {
  ...base,
  kind: 'caches',
  operation: 'list-caches',
  caches: [
    {
      name: 'cache-<linux>.tgz',
      branch: 'main',
      size: 20_308_738,
      last_modified: '2026-11-01T10:00:00Z'
    },
    { name: 'b.tgz', branch: 'PR.4', size: 1536, last_modified: '2026-11-02T10:00:00Z' }
  ],
  selection: { groups: ['main', '#4'], match: '', olderThanDays: null, staleBranches: false },
  skipped: []
}

/** A list-branches result for these branches, digested as the operation digests its pages. */
export function branchesResult(
  branches: Array<Partial<BranchView> & { name: string }>,
  total: number | null = branches.length
): BranchesResult {
  const digest = new BranchDigest()
  digest.add(branches.map((branch) => ({ exists_on_host: null, ...branch })))
  return {
    ...base,
    kind: 'branches',
    operation: 'list-branches',
    ...digest.finish(),
    total
  }
}
