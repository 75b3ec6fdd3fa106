// list-crons: the repository's cron jobs, every page (travis/pages.ts), one per branch.
import type { InputsFor } from '../../inputs/parsed.js'
import { fetchPages } from '../../travis/pages.js'
import { cronListing, type CronRecord } from '../../travis/resources/crons.js'
import type { OperationContext } from '../context.js'
import { resultBase } from '../result-base.js'
import type { CronView, CronsResult } from './result.js'
import { ActionError } from '../../lib/action-error.js'
import { plural } from '../../lib/plural.js'

export async function listCrons(
  context: OperationContext,
  inputs: InputsFor<'list-crons'>
): Promise<CronsResult> {
  const crons = (await readCrons(context)).map(cronView)
  context.runner.info(`Read ${plural(crons.length, 'cron job')}.`)
  return { ...resultBase('crons', inputs.operation), crons }
}

/** Reads of the list before the step gives up on one that keeps moving. */
const CRON_READS = 3

/**
 * Every cron job of the repository, in the server's order. travis-api lists crons in no order
 * (docs/travis-api.md#cron-list), so over more than one page a cron may come twice, or not at
 * all, when rows move between two page reads: a cron seen twice counts once, and a list with
 * fewer crons than the server counts is read again before the step fails saying so.
 */
export async function readCrons(context: OperationContext): Promise<CronRecord[]> {
  for (let read = 1; ; read++) {
    const { items, total } = await fetchPages(context.runner, cronListing(context.client), {
      limit: null,
      offset: 0
    })
    const crons = [...new Map(items.map((cron) => [cron.id, cron])).values()]
    if (total === null || crons.length >= total) return crons
    const missing = `${crons.length} of the ${plural(total, 'cron job')} Travis CI counts`
    if (read === CRON_READS) {
      throw new ActionError(
        `The cron job list kept changing while it was read (${CRON_READS} reads; the last held ${missing}):` +
          ' Travis CI lists cron jobs in no fixed order, so pages can miss one while crons are created or deleted.' +
          ' Run the step again when no other run changes them.'
      )
    }
    context.runner.info(`The cron job list held ${missing}; reading it again.`)
  }
}

export function cronView(record: CronRecord): CronView {
  return {
    branch: record.branch.name,
    interval: record.interval,
    dont_run_if_recent_build_exists: record.dont_run_if_recent_build_exists,
    active: record.active,
    last_run: record.last_run,
    next_run: record.next_run
  }
}
