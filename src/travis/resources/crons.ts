// /repo/{repo}/crons, /repo/{repo}/branch/{name}/cron and /cron/{id} (travis-api
// `services/crons/for_repository.rb`, `services/cron/*`, docs/travis-api.md#crons): a cron job as
// the server renders it, the shape of a page, the listing, and the calls. One cron per branch; a
// POST replaces the branch's cron (answered 200, with a new id). The delete is not under /repo.
import type { TravisClient } from '../client.js'
import { TravisApiError } from '../errors.js'
import type { Listing, Page, Paged } from '../pages.js'
import { cronPath } from '../paths.js'
import { count, flag, object, pageShape, shape, text, textOrNull } from '../shapes.js'

/** A cron job as the server renders it (standard representation), with what the action reads. */
export interface CronRecord {
  id: number
  branch: { name: string }
  interval: string
  dont_run_if_recent_build_exists: boolean
  active: boolean
  last_run: string | null
  next_run: string | null
}

export interface CronsBody extends Paged {
  crons: CronRecord[]
}

/** What a create sends: the dotted keys travis-api reads (`cron_params`). */
export type CronBody = {
  'cron.interval': string
  'cron.dont_run_if_recent_build_exists': boolean
}

const CRON_FIELDS = {
  id: count,
  branch: object({ name: text }),
  interval: text,
  dont_run_if_recent_build_exists: flag,
  active: flag,
  last_run: textOrNull,
  next_run: textOrNull
}

export const CRONS = pageShape(
  'a cron job list',
  'crons',
  'id, branch.name, interval, dont_run_if_recent_build_exists, active',
  CRON_FIELDS
)

export const CRON = shape(
  'a cron job',
  'id, branch.name, interval, dont_run_if_recent_build_exists, active, last_run, next_run',
  object(CRON_FIELDS)
)

/**
 * How pages.ts reads a repository's crons. The server sorts them by nothing it takes (`sort_by`
 * is not safelisted: ignored, with a warning), so none is sent.
 */
export function cronListing(client: TravisClient): Listing<CronsBody, CronRecord> {
  return {
    page: (page: Page) =>
      client.get<CronsBody>(`${client.repositoryPath}/crons`, CRONS, {
        query: { limit: page.limit, offset: page.offset }
      }),
    link: (href) => client.followLink<CronsBody>(href, CRONS),
    items: (body) => body.crons.map(cronFields),
    noun: 'cron jobs'
  }
}

/** One POST attempt (200): creates the branch's cron, replacing the one it had. */
export async function requestCronPost(
  client: TravisClient,
  branch: string,
  body: CronBody,
  attempt: number
): Promise<CronRecord> {
  const path = `${client.repositoryPath}/branch/${encodeURIComponent(branch)}/cron`
  return cronFields(await client.send<CronRecord>('POST', path, CRON, { body, once: attempt }))
}

/** DELETE `/cron/{id}`, answered 204 without a body; `attempted` as for requestEnvVarDelete. */
export async function requestCronDelete(
  client: TravisClient,
  id: number,
  attempted: (attempt: number) => void = () => {}
): Promise<void> {
  await client.send('DELETE', cronPath(id), null, { retried: true, attempted })
}

/** A 404 about the cron itself: it is gone. */
export function isMissingCron(error: unknown): boolean {
  return error instanceof TravisApiError && error.status === 404 && error.resourceType === 'cron'
}

/** The fields the action reads, without the server's `@`-metadata. */
function cronFields(record: CronRecord): CronRecord {
  const { id, interval, active } = record
  return {
    id,
    branch: { name: record.branch.name },
    interval,
    dont_run_if_recent_build_exists: record.dont_run_if_recent_build_exists,
    active,
    last_run: record.last_run,
    next_run: record.next_run
  }
}
