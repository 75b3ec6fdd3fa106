// /job/{id}/log.txt and /job/{id}/restart (travis-api `services/log/find.rb`,
// `renderer/log.rb`, `services/job/restart.rb`, `queries/job.rb`; docs/travis-api.md#jobs): a job's
// log as text, read as it arrives, and a job's restart (one attempt, answered 202: queued for
// travis-hub).
import type { TravisClient } from '../client.js'
import { TravisApiError } from '../errors.js'
import { jobPath } from '../paths.js'
import { count, object, shape, text } from '../shapes.js'

/**
 * The log as plain text: the `.txt` route answers text/plain whatever `Accept` says
 * (`router.rb` process_txt_extension!), the content travis-logs or the S3 archive holds.
 * `consume` reads the body as it arrives; each attempt reads it from its start.
 */
export function requestJobLogGet<T>(
  client: TravisClient,
  id: number,
  consume: (body: ReadableStream<Uint8Array>, length: number | null) => Promise<T>,
  signal?: AbortSignal
): Promise<T> {
  return client.stream(jobPath(id, 'log.txt'), consume, signal)
}

/**
 * Why a log cannot be read, when travis-api says it is not there for this caller:
 * `log_expired` (older than the repository's `job_log_access_older_than_days`),
 * `log_access_denied` (`job_log_access_based_limit` without push access), or 404 (no log, or
 * not visible to the token); null for any other failure.
 */
export function logGoneOf(
  error: unknown
): 'log_expired' | 'log_access_denied' | 'not_found' | null {
  if (!(error instanceof TravisApiError)) return null
  if (error.status === 404) return 'not_found'
  if (error.status !== 403) return null
  return error.errorType === 'log_expired' || error.errorType === 'log_access_denied'
    ? error.errorType
    : null
}

/** The 202 of a job restart: `pending`, with the job (minimal). */
const JOB_ACCEPTED = shape(
  'an accepted job action',
  'job.id, state_change',
  object({ job: object({ id: count }), state_change: text })
)

/** One POST attempt of a job restart (202, queued for travis-hub). */
export async function requestJobRestartPost(
  client: TravisClient,
  id: number,
  attempt: number
): Promise<void> {
  await client.send('POST', jobPath(id, 'restart'), JOB_ACCEPTED, { once: attempt })
}
