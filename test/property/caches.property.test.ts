// Properties of the cache rules over random repositories: a delete plan never reaches a cache
// outside the selection, and the selectors only ever narrow.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { planDeletion } from '../../src/operations/caches/plan.js'
import {
  identityOf,
  placeListedCaches,
  reachableUnder,
  splitGroupListing,
  type ListedCache
} from '../../src/operations/caches/selection.js'
import { selectCaches } from '../../src/operations/caches/selection.js'

const NOW = new Date('2026-11-23T12:00:00Z')
const DAY_MS = 86_400_000

/** A small world of branch names with nesting and shared last segments. */
const SEGMENTS = ['main', 'release', '1.x', 'login', 'feature', 'PR.7', 'hotfix']
const branchName = fc
  .array(fc.constantFrom(...SEGMENTS.filter((s) => s !== 'PR.7')), { minLength: 1, maxLength: 3 })
  .map((parts) => parts.join('/'))

/** A cache stored under a real group, with a name that may contain another cache's name. */
const storedCache = fc.record({
  group: fc.oneof(branchName, fc.constant('PR.7')),
  name: fc.constantFrom('c.tgz', 'c.tgz.bak', 'node.tgz', 'x-node.tgz', 'osx.tgz'),
  size: fc.integer({ min: 1, max: 1000 }),
  ageDays: fc.integer({ min: 0, max: 100 })
})

const world = fc.record({
  branches: fc.uniqueArray(branchName, { minLength: 1, maxLength: 8 }),
  stale: fc.uniqueArray(branchName, { maxLength: 4 }),
  caches: fc.uniqueArray(storedCache, {
    maxLength: 12,
    selector: (c) => `${c.group}/${c.name}`
  }),
  olderThan: fc.option(fc.integer({ min: 1, max: 90 }), { nil: null }),
  staleBranches: fc.boolean()
})

type World = typeof world extends fc.Arbitrary<infer W> ? W : never

/** What the server lists: only the last segment of each group, as models/cache.rb renders it. */
function listed(w: World, prefix: string | null): Array<ListedCache & { group: string }> {
  return w.caches
    .filter((c) => prefix === null || c.group === prefix || c.group.startsWith(`${prefix}/`))
    .map((c) => ({
      group: c.group,
      name: c.name,
      segment: c.group.slice(c.group.lastIndexOf('/') + 1),
      size: c.size,
      last_modified: new Date(NOW.getTime() - c.ageDays * DAY_MS - 1000).toISOString()
    }))
}

function branchesOf(w: World): string[] {
  // Every cache's branch is known to Travis (a build made it), plus some without caches.
  return [...new Set([...w.branches, ...w.caches.map((c) => c.group).filter((g) => g !== 'PR.7')])]
}

describe('cache rules (property)', () => {
  it('a plan over every group only reaches selected caches, and deletes only what it may', () => {
    fc.assert(
      fc.property(world, (w) => {
        const names = branchesOf(w)
        const truth = listed(w, null)
        const pool = placeListedCaches(truth, names)
        const selection = {
          groups: [],
          match: '',
          olderThanDays: w.olderThan,
          staleBranches: w.staleBranches
        }
        const exists = new Map(names.map((n) => [n, !w.stale.includes(n)]))
        const { selected } = selectCaches(pool, selection, {
          now: NOW,
          branchExists: exists,
          pullRequestStates: new Map([[7, 'closed' as const]])
        })
        const plan = planDeletion({
          selected,
          reachable: (group) => reachableUnder(group, pool),
          match: '',
          everything: w.olderThan === null && !w.staleBranches,
          listed: pool
        })
        const selectedIds = new Set(selected.map(identityOf))
        for (const request of plan.requests) {
          // What the server would really delete for this request, from the true storage keys.
          const hit = listed(w, request.branch ?? null).filter(
            (c) => request.match === undefined || c.name.includes(request.match)
          )
          for (const cache of hit) expect(selectedIds.has(identityOf(cache))).toBe(true)
        }
        // A branch that still exists never loses a cache to stale-branches.
        if (w.staleBranches) {
          for (const cache of selected) {
            if (cache.group !== null && cache.group !== 'PR.7')
              expect(w.stale).toContain(cache.group)
          }
        }
        if (w.olderThan !== null) {
          for (const cache of selected) {
            expect(Date.parse(cache.last_modified)).toBeLessThan(
              NOW.getTime() - w.olderThan * DAY_MS
            )
          }
        }
      }),
      { numRuns: 300 }
    )
  })

  it("a plan for a given branch only reaches its own selected caches, never a nested branch's", () => {
    fc.assert(
      fc.property(world, branchName, (w, given) => {
        const names = branchesOf(w)
        const split = splitGroupListing(given, listed(w, given), names)
        const { selected } = selectCaches(
          split.own,
          { groups: [], match: '', olderThanDays: w.olderThan, staleBranches: false },
          { now: NOW, branchExists: new Map(), pullRequestStates: null }
        )
        const everything = [...split.own, ...split.nested, ...split.uncertain]
        const plan = planDeletion({
          selected,
          reachable: () => everything,
          match: '',
          everything: false,
          listed: []
        })
        const selectedIds = new Set(selected.map(identityOf))
        for (const request of plan.requests) {
          const hit = listed(w, request.branch ?? null).filter(
            (c) => request.match === undefined || c.name.includes(request.match)
          )
          for (const cache of hit) {
            expect(cache.group).toBe(given)
            expect(selectedIds.has(identityOf(cache))).toBe(true)
          }
        }
      }),
      { numRuns: 300 }
    )
  })
})
