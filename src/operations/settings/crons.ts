// list-crons: the repository's cron jobs, every page (travis/pages.ts), one per branch.
import type { InputsFor } from '../../inputs/parsed.js'
import { fetchPages } from '../../travis/pages.js'
import { cronListing, type CronRecord } from '../../travis/resources/crons.js'
import type { OperationContext } from '../context.js'
import { resultBase, type CronView, type CronsResult } from '../result.js'
import { plural } from '../../lib/plural.js'

export async function listCrons(
  context: OperationContext,
  inputs: InputsFor<'list-crons'>
): Promise<CronsResult> {
  const crons = (await readCrons(context)).map(cronView)
  context.runner.info(`Read ${plural(crons.length, 'cron job')}.`)
  return { ...resultBase('crons', inputs.operation), crons }
}

/** Every cron job of the repository, in the server's order. */
export async function readCrons(context: OperationContext): Promise<CronRecord[]> {
  const { items } = await fetchPages(context.runner, cronListing(context.client), {
    limit: null,
    offset: 0
  })
  return items
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
