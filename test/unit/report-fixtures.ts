// Results shared by the report tests.
import type { CachesResult } from '../../src/operations/result.js'

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
