// Pure: the `crons:` section beside the server's cron jobs, one per branch. A cron compares its
// interval and dont_run_if_recent_build_exists; one that differs is replaced (a POST replaces the
// branch's cron), one missing is created, one on a branch `crons:` does not name is an extra,
// deleted only with prune.
import type { DesiredCron } from '../../inputs/parsed.js'
import type { CronRecord } from '../../travis/resources/crons.js'
import type { CronAction, CronChange, CronComparison, CronState } from '../result.js'

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

export function cronState(record: CronRecord): CronState {
  return {
    interval: record.interval,
    dont_run_if_recent_build_exists: record.dont_run_if_recent_build_exists
  }
}

export function sameCron(expected: CronState, actual: CronState): boolean {
  return (
    expected.interval === actual.interval &&
    expected.dont_run_if_recent_build_exists === actual.dont_run_if_recent_build_exists
  )
}
