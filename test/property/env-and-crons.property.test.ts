// Properties of the env: and crons: planners over random desired states and servers: the writes
// a plan holds, applied as the server applies them, leave nothing that differs; nothing is
// deleted without prune, and only what the input does not name; a private variable that is
// there is written again only with rewrite-private-env; no private value is ever in what the
// plan hands to the report.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { DesiredCron, DesiredEnvVar } from '../../src/inputs/parsed.js'
import { compareCrons } from '../../src/operations/settings-as-code/cron-plan.js'
import { compareEnvVars, type EnvWrite } from '../../src/operations/settings-as-code/env-plan.js'
import type { CronRecord } from '../../src/travis/resources/crons.js'
import type { EnvVarRecord } from '../../src/travis/resources/env-vars.js'

const PRIVATE_MARK = 'PRIVATE-VALUE-'
const name = fc.constantFrom('A', 'B', 'TOKEN')
const branch = fc.constantFrom(null, 'main', 'release')
const publicValue = fc.constantFrom('', 'x', 'y', 'https://example.com')

const desiredVar = fc
  .record({ name, branch, public: fc.boolean(), value: publicValue, line: fc.nat(50) })
  .map((v): DesiredEnvVar => ({
    ...v,
    // A private value as apply-settings holds it (read from the step's environment).
    value: v.public ? v.value : `${PRIVATE_MARK}${v.value}`,
    fromEnv: v.public ? null : 'SECRET'
  }))
const desiredVars = fc.uniqueArray(desiredVar, {
  maxLength: 6,
  selector: (v) => `${v.name}/${v.branch}`
})

/** What the server holds, private values included (it never shows them). */
interface Held {
  id: string
  name: string
  branch: string | null
  public: boolean | null
  value: string
}
const heldVars = fc
  .array(
    fc.record({
      name,
      branch,
      public: fc.constantFrom(true, false, null),
      value: publicValue
    }),
    { maxLength: 6 }
  )
  .map((list): Held[] => list.map((v, i) => ({ ...v, id: `id-${i}` })))

/** The list as the server renders it: a value only when public (docs/travis-api.md#env-private). */
function rendered(held: readonly Held[]): EnvVarRecord[] {
  return held.map(({ value, ...rest }) => (rest.public === true ? { ...rest, value } : rest))
}

/** The writes as travis-api applies them: POST appends, PATCH merges, DELETE removes. */
function applied(held: readonly Held[], writes: readonly EnvWrite[]): Held[] {
  const next = held.map((v) => ({ ...v }))
  let created = 0
  for (const write of writes) {
    const body = write.body ?? {}
    if (write.action === 'create') {
      next.push({
        id: `new-${created++}`,
        name: body['env_var.name'] ?? '',
        branch: body['env_var.branch'] ?? null,
        public: body['env_var.public'] ?? null,
        value: body['env_var.value'] ?? ''
      })
    } else if (write.action === 'delete') {
      next.splice(
        next.findIndex((v) => v.id === write.id),
        1
      )
    } else {
      const target = next.find((v) => v.id === write.id)
      if (target === undefined) throw new Error(`a write to an unknown variable ${write.id}`)
      if (body['env_var.value'] !== undefined) target.value = body['env_var.value']
      if (body['env_var.public'] !== undefined) target.public = body['env_var.public']
    }
  }
  return next
}

const options = fc.record({ prune: fc.boolean(), rewritePrivateEnv: fc.boolean() })

describe('compareEnvVars', () => {
  it('its writes, applied, leave no drift among the declared (and no extra with prune)', () => {
    fc.assert(
      fc.property(desiredVars, heldVars, options, (desired, held, opts) => {
        const plan = compareEnvVars(desired, rendered(held), opts)
        const after = applied(held, plan.writes)
        const again = compareEnvVars(desired, rendered(after), opts)
        expect(again.drift.filter((c) => c.expected !== null)).toEqual([])
        if (opts.prune) expect(again.drift).toEqual([])
        // Each declared variable is held once, with its declared value, private ones included.
        for (const variable of desired) {
          const matches = after.filter(
            (v) => v.name === variable.name && v.branch === variable.branch
          )
          expect(matches.length).toBeGreaterThanOrEqual(1)
          expect(matches[0]?.public === true).toBe(variable.public)
          if (variable.public) expect(matches[0]?.value).toBe(variable.value)
        }
      })
    )
  })

  it('deletes only with prune, only what the input does not name, after every other write', () => {
    fc.assert(
      fc.property(desiredVars, heldVars, options, (desired, held, opts) => {
        const { writes } = compareEnvVars(desired, rendered(held), opts)
        const deletes = writes.filter((w) => w.action === 'delete')
        if (!opts.prune) expect(deletes).toEqual([])
        const firstDelete = writes.findIndex((w) => w.action === 'delete')
        if (firstDelete >= 0) {
          expect(writes.slice(firstDelete).every((w) => w.action === 'delete')).toBe(true)
        }
        expect(new Set(deletes.map((w) => w.id)).size).toBe(deletes.length)
        for (const remove of deletes) {
          const target = held.find((v) => v.id === remove.id)
          const declaredElsewhere = writes.some((w) => w.action !== 'delete' && w.id === remove.id)
          expect(target).toBeDefined()
          expect(declaredElsewhere).toBe(false)
        }
      })
    )
  })

  it('a private variable that is there is written again only with rewrite-private-env', () => {
    fc.assert(
      fc.property(desiredVars, heldVars, options, (desired, held, opts) => {
        const { writes } = compareEnvVars(desired, rendered(held), opts)
        for (const write of writes) {
          if (write.action !== 'update' && write.action !== 'rewrite') continue
          const before = held.find((v) => v.id === write.id)
          const wasPrivate = before?.public !== true
          const staysPrivate = write.change.to?.public === false
          if (wasPrivate && staysPrivate) {
            expect(write.action).toBe('rewrite')
            expect(opts.rewritePrivateEnv).toBe(true)
          }
        }
      })
    )
  })

  it('no private value in the comparisons or the changes it hands to the report', () => {
    fc.assert(
      fc.property(desiredVars, heldVars, options, (desired, held, opts) => {
        const plan = compareEnvVars(desired, rendered(held), opts)
        const reported = JSON.stringify([
          plan.comparisons,
          plan.drift,
          plan.writes.map((w) => w.change)
        ])
        expect(reported).not.toContain(PRIVATE_MARK)
      })
    )
  })
})

const cronBranch = fc.constantFrom('main', 'release', 'feature/login', 'develop')
const interval = fc.constantFrom('daily', 'weekly', 'monthly' as const)
const desiredCrons = fc.uniqueArray(
  fc.record({
    branch: cronBranch,
    interval,
    dontRunIfRecentBuildExists: fc.boolean(),
    line: fc.nat(50)
  }),
  { maxLength: 4, selector: (c) => c.branch }
) as fc.Arbitrary<DesiredCron[]>
const heldCrons = fc
  .uniqueArray(
    fc.record({ branch: cronBranch, interval, dontRun: fc.boolean(), active: fc.boolean() }),
    { maxLength: 4, selector: (c) => c.branch }
  )
  .map((list): CronRecord[] =>
    list.map((c, i) => ({
      id: i + 1,
      branch: { name: c.branch },
      interval: c.interval,
      dont_run_if_recent_build_exists: c.dontRun,
      active: c.active,
      last_run: null,
      next_run: null
    }))
  )

describe('compareCrons', () => {
  it('its writes, applied as the server does (a POST replaces the branch cron), leave no drift', () => {
    fc.assert(
      fc.property(desiredCrons, heldCrons, fc.boolean(), (desired, held, prune) => {
        const plan = compareCrons(desired, held, { prune })
        let after = held.map((c) => ({ ...c }))
        let nextId = 100
        for (const write of plan.writes) {
          after = after.filter((c) =>
            write.action === 'delete' ? c.id !== write.id : c.branch.name !== write.change.branch
          )
          if (write.action !== 'delete' && write.change.to !== null) {
            after.push({
              id: nextId++,
              branch: { name: write.change.branch },
              interval: write.change.to.interval,
              dont_run_if_recent_build_exists: write.change.to.dont_run_if_recent_build_exists,
              active: true,
              last_run: null,
              next_run: null
            })
          }
        }
        const again = compareCrons(desired, after, { prune })
        expect(again.writes).toEqual([])
        expect(again.drift.filter((c) => c.expected !== null)).toEqual([])
        if (prune) expect(again.drift).toEqual([])
        if (!prune) expect(plan.writes.filter((w) => w.action === 'delete')).toEqual([])
        // A cron that is as declared and active is left alone (a POST would give it a new id);
        // a declared one Travis CI stopped is replaced, which makes it active again.
        for (const cron of held) {
          const declared = desired.find((d) => d.branch === cron.branch.name)
          const same =
            declared?.interval === cron.interval &&
            declared.dontRunIfRecentBuildExists === cron.dont_run_if_recent_build_exists
          if (same && cron.active) expect(after.find((c) => c.id === cron.id)).toBeDefined()
          if (declared && !cron.active) expect(after.find((c) => c.id === cron.id)).toBeUndefined()
        }
      })
    )
  })
})
