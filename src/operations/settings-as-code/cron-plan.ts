// Pure: the `crons:` section beside the server's cron jobs, one per branch. A cron compares its
// interval and dont_run_if_recent_build_exists, and must be active: Travis CI stops a cron
// (`active: false`) whose repository is inactive or whose branch is gone from GitHub when it comes
// to run (models/cron.rb `enqueue`, `deactivate`), and it never runs again. One that differs or
// is stopped is replaced: a POST destroys the branch's cron and creates one with `active: true`
// (queries/cron.rb `create`, docs/travis-api.md#cron-create). One missing is created; one on a
// branch `crons:` does not name is an extra, deleted only with prune.
import type { DesiredCron } from '../../inputs/parsed.js'
import type { CronRecord } from '../../travis/resources/crons.js'
import type { CronAction, CronChange, CronComparison, CronState } from './result.js'

export interface CronWrite {
  action: CronAction
  change: CronChange
  /** The server's cron for a delete; null otherwise. */
  id: number | null
}

export interface CronPlan {
  comparisons: CronComparison[]
  drift: CronComparison[]
  writes: CronWrite[]
}

export function compareCrons(
  desired: readonly DesiredCron[],
  server: readonly CronRecord[],
  options: { prune: boolean }
): CronPlan {
  const comparisons: CronComparison[] = []
  const drift: CronComparison[] = []
  const writes: CronWrite[] = []
  const named = new Set(desired.map((cron) => cron.branch))
  for (const cron of desired) {
    const held = server.find((record) => record.branch.name === cron.branch)
    const expected: CronState = {
      interval: cron.interval,
      dont_run_if_recent_build_exists: cron.dontRunIfRecentBuildExists
    }
    const actual = held ? cronState(held) : null
    const comparison = { branch: cron.branch, expected, actual }
    comparisons.push(comparison)
    if (actual !== null && sameCron(expected, actual)) continue
    drift.push(comparison)
    const action = actual === null ? 'create' : 'replace'
    writes.push({
      action,
      change: { branch: cron.branch, action, from: actual, to: expected },
      id: null
    })
  }
  for (const record of server.filter((candidate) => !named.has(candidate.branch.name))) {
    const extra = { branch: record.branch.name, expected: null, actual: cronState(record) }
    comparisons.push(extra)
    drift.push(extra)
    if (options.prune) {
      writes.push({
        action: 'delete',
        change: { branch: extra.branch, action: 'delete', from: extra.actual, to: null },
        id: record.id
      })
    }
  }
  return { comparisons, drift, writes }
}

/** The cron as compared and shown; `active: false` only when Travis CI stopped it. */
export function cronState(record: CronRecord): CronState {
  return {
    interval: record.interval,
    dont_run_if_recent_build_exists: record.dont_run_if_recent_build_exists,
    ...(record.active ? {} : { active: false as const })
  }
}

/** Whether the server's cron is as declared and runs: a stopped one never matches. */
export function sameCron(expected: CronState, actual: CronState): boolean {
  return (
    expected.interval === actual.interval &&
    expected.dont_run_if_recent_build_exists === actual.dont_run_if_recent_build_exists &&
    actual.active !== false
  )
}
