// Pure cache logic: placing caches in their groups, selecting, and planning deletes that reach
// only selected caches. The user-level behaviour is specified in test/e2e/caches/caches.test.ts.
import { describe, expect, it } from 'vitest'
import {
  placeListedCaches,
  reachableUnder,
  splitGroupListing,
  type ListedCache,
  type PlacedCache
} from '../../../../src/operations/caches/selection.js'
import { selectCaches } from '../../../../src/operations/caches/selection.js'
import { inWaves, planDeletion } from '../../../../src/operations/caches/plan.js'
import type { CacheSelection } from '../../../../src/inputs/parsed.js'

const listed = (
  segment: string,
  name: string,
  last_modified = '2026-01-01T00:00:00Z'
): ListedCache => ({
  name,
  segment,
  size: 100,
  last_modified
})

const NO_SELECTORS: CacheSelection = {
  groups: [],
  match: '',
  olderThanDays: null,
  staleBranches: false
}

describe('a group listing', () => {
  it("keeps the caches whose segment is the group's own and sets nested ones apart", () => {
    const split = splitGroupListing(
      'feature/login',
      [listed('login', 'a.tgz'), listed('2fa', 'a.tgz')],
      ['feature/login', 'feature/login/2fa']
    )
    expect(split.own.map((c) => [c.group, c.name])).toEqual([['feature/login', 'a.tgz']])
    expect(split.nested.map((c) => [c.group, c.segment])).toEqual([['feature/login/2fa', '2fa']])
    expect(split.uncertain).toEqual([])
  })

  it('cannot tell own caches from those of a nested branch ending the same way', () => {
    const split = splitGroupListing(
      'release',
      [listed('release', 'a.tgz')],
      ['release', 'release/x/release']
    )
    expect(split.own).toEqual([])
    expect(split.uncertain.map((c) => c.possibleGroups)).toEqual([['release', 'release/x/release']])
  })

  it('treats one name listed twice with the group segment as uncertain', () => {
    const split = splitGroupListing(
      'release',
      [listed('release', 'a.tgz'), listed('release', 'a.tgz', '2026-02-01T00:00:00Z')],
      []
    )
    expect(split.uncertain).toHaveLength(2)
  })
})

describe('a listing of every group', () => {
  const branches = ['master', 'feature/login', 'hotfix/login', 'release']

  it('places a cache by the one branch ending in its segment, or PR.<n>', () => {
    const placed = placeListedCaches(
      [listed('master', 'm.tgz'), listed('PR.42', 'p.tgz'), listed('release', 'r.tgz')],
      branches
    )
    expect(placed.map((c) => c.group)).toEqual(['master', 'PR.42', 'release'])
  })

  it('leaves a segment several branches end in to the per-candidate listings', () => {
    const cache = listed('login', 'l.tgz')
    expect(placeListedCaches([cache], branches)[0]).toMatchObject({
      group: null,
      possibleGroups: ['feature/login', 'hotfix/login']
    })
    const identity = JSON.stringify(['login', 'l.tgz', 100, cache.last_modified])
    const confirmed = new Map([[identity, ['hotfix/login']]])
    expect(placeListedCaches([cache], branches, confirmed)[0]?.group).toBe('hotfix/login')
  })

  it("leaves unplaced a segment no branch ends in (an old build's stripped name)", () => {
    expect(placeListedCaches([listed('featurelogin', 'o.tgz')], branches)[0]).toMatchObject({
      group: null,
      possibleGroups: ['featurelogin']
    })
  })

  it('a prefix reaches its own group and nested groups, not lookalikes', () => {
    const placed = placeListedCaches(
      [listed('release', 'a'), listed('1.x', 'b'), listed('release-2', 'c')],
      ['release', 'release/1.x', 'release-2']
    )
    expect(reachableUnder('release', placed).map((c) => c.name)).toEqual(['a', 'b'])
  })
})

describe('selection', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  const cache = (group: string | null, last_modified: string): PlacedCache => ({
    ...listed(group ?? 'x', `${group}.tgz`, last_modified),
    group,
    possibleGroups: group === null ? [] : [group]
  })
  const pool = [
    cache('gone', '2026-10-01T00:00:00Z'),
    cache('live', '2026-10-01T00:00:00Z'),
    cache('PR.1', '2026-10-01T00:00:00Z'),
    cache('PR.2', '2026-11-22T00:00:00Z'),
    cache(null, '2026-10-01T00:00:00Z')
  ]
  const facts = {
    now,
    branchExists: new Map([
      ['gone', false],
      ['live', true]
    ]),
    pullRequestStates: new Map([
      [1, 'closed' as const],
      [2, 'closed' as const]
    ])
  }

  it('older-than counts whole days back from now', () => {
    const { selected } = selectCaches(pool, { ...NO_SELECTORS, olderThanDays: 2 }, facts)
    expect(selected.map((c) => c.group)).toEqual(['gone', 'live', 'PR.1', null])
    const edge = selectCaches(
      [cache('live', '2026-11-21T12:00:00Z')],
      { ...NO_SELECTORS, olderThanDays: 2 },
      facts
    )
    expect(edge.selected).toEqual([])
  })

  it('stale-branches selects deleted branches and closed pull requests, never a live or unknown branch', () => {
    const { selected, undecided } = selectCaches(
      pool,
      { ...NO_SELECTORS, staleBranches: true },
      facts
    )
    expect(selected.map((c) => c.group)).toEqual(['gone', 'PR.1', 'PR.2'])
    expect(undecided.map((u) => u.reason)).toEqual(['unplaced'])
  })

  it('selectors combine with AND; without a token pull requests are left alone', () => {
    const { selected, undecided } = selectCaches(
      pool,
      { ...NO_SELECTORS, staleBranches: true, olderThanDays: 7 },
      { ...facts, pullRequestStates: null }
    )
    expect(selected.map((c) => c.group)).toEqual(['gone'])
    expect(undecided.map((u) => [u.cache.group, u.reason])).toEqual([
      ['PR.1', 'no-token'],
      [null, 'unplaced']
    ])
  })
})

describe('deletion plan', () => {
  const at = (
    group: string,
    name: string,
    segment = group.split('/').at(-1) ?? group
  ): PlacedCache => ({
    ...listed(segment, name),
    group,
    possibleGroups: [group]
  })

  it('deletes a whole group in one request when everything its prefix reaches is selected', () => {
    const a = at('main', 'a.tgz')
    const b = at('main', 'b.tgz')
    const plan = planDeletion({
      selected: [a, b],
      reachable: () => [a, b],
      match: '',
      everything: false,
      listed: []
    })
    expect(plan.requests.map((r) => [r.branch, r.match])).toEqual([['main', undefined]])
  })

  it('goes cache by cache when the group keeps something, and skips a cache whose name is inside a kept one', () => {
    const old = at('main', 'node.tgz')
    const kept = at('main', 'node.tgz-2')
    const other = at('main', 'ruby.tgz')
    const plan = planDeletion({
      selected: [old, other],
      reachable: () => [old, kept, other],
      match: '',
      everything: false,
      listed: []
    })
    expect(plan.requests.map((r) => [r.branch, r.match])).toEqual([['main', 'ruby.tgz']])
    expect(plan.skipped.map((s) => [s.cache.name, s.reason])).toEqual([
      ['node.tgz', "deleting it would also delete 'node.tgz-2' of 'main', which is not selected"]
    ])
  })

  it("never reaches a nested branch's cache of the same name that is not selected", () => {
    const own = at('release', 'c.tgz')
    const nested = at('release/1.x', 'c.tgz', '1.x')
    const plan = planDeletion({
      selected: [own],
      reachable: () => [own, nested],
      match: '',
      everything: false,
      listed: []
    })
    expect(plan.requests).toEqual([])
    expect(plan.skipped[0]?.reason).toContain("'c.tgz' of 'release/1.x'")
  })

  it('skips a selected cache whose branch is unknown, and one request serves "everything"', () => {
    const unknown: PlacedCache = { ...listed('login', 'x'), group: null, possibleGroups: [] }
    expect(
      planDeletion({
        selected: [unknown],
        reachable: () => [],
        match: '',
        everything: false,
        listed: []
      }).skipped
    ).toHaveLength(1)
    const all = planDeletion({
      selected: [unknown],
      reachable: () => [],
      match: 'osx',
      everything: true,
      listed: [unknown]
    })
    expect(all.requests.map((r) => [r.branch, r.match])).toEqual([[undefined, 'osx']])
  })
})

describe('waves', () => {
  const at = (group: string, name: string): PlacedCache => ({
    ...listed(group.split('/').at(-1) ?? group, name),
    group,
    possibleGroups: [group]
  })

  it('never runs two requests that reach the same cache side by side, and keeps plan order', () => {
    const shared = at('release/1.x', 'c.tgz')
    const whole = { branch: 'release/1.x', match: undefined, reaches: [shared] }
    const perCache = {
      branch: 'release',
      match: 'c.tgz',
      reaches: [at('release', 'c.tgz'), shared]
    }
    const other = { branch: 'main', match: undefined, reaches: [at('main', 'm.tgz')] }
    expect(inWaves([whole, perCache, other])).toEqual([[whole, other], [perCache]])
    expect(inWaves([other, whole])).toEqual([[other, whole]])
  })
})
