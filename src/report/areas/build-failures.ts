// Why a build failed, in the summary: each job that did not pass (and may not fail), failed ones
// first, with its name, state, duration and page, the command travis-build says failed, and the
// last 'log-lines' lines of its log before it, folded. Log text is server text: escaped, so that
// nothing in a log changes the summary's Markdown or HTML.
import type { BuildView, JobLogView, JobView } from '../../operations/builds/result.js'
import { FAILED_STATES, failedTheBuild, jobOrder } from '../../model/builds.js'
import { escapeHtml, plural } from '../format.js'
import { code, folded } from '../html.js'
import { duration, mark } from './build-parts.js'

/** The section, or '' for a build that did not fail. */
export function whyItFailed(build: BuildView, logs: JobLogView[], jobPages: string | null): string {
  if (!FAILED_STATES.includes(build.state)) return ''
  const jobs = build.jobs
    .filter(failedTheBuild)
    .sort((a, b) => jobOrder(a.state) - jobOrder(b.state))
  if (jobs.length === 0) return ''
  const parts = jobs.map((job) =>
    failedJob(
      job,
      logs.find((log) => log.jobId === job.id),
      jobPages
    )
  )
  return `<h3>Why it failed</h3>\n${parts.join('')}`
}

function failedJob(job: JobView, log: JobLogView | undefined, jobPages: string | null): string {
  const label = escapeHtml(
    job.name === '' ? job.number || `id ${job.id}` : `${job.number} ${job.name}`
  )
  const name =
    jobPages === null ? label : `<a href="${escapeHtml(`${jobPages}/${job.id}`)}">${label}</a>`
  const took = job.duration === null ? '' : ` after ${duration(job.duration)}`
  const command = log?.failedCommand
  const what =
    command === null || command === undefined
      ? ''
      : `: ${code(command.command)} exited with ${command.exitCode}`
  const missing = log?.missing
    ? ` (its log ${escapeHtml(MISSING[log.missing] ?? log.missing)})`
    : ''
  const line = `<p>${mark(job.state)} <strong>${name}</strong> ${escapeHtml(job.state)}${took}${what}.${missing}</p>\n`
  if (log === undefined || log.tail.length === 0) return line
  const before = command === null || command === undefined ? 'The last' : 'The'
  const label2 = `${before} ${plural(log.tail.length, 'line')} of its log${command ? ' before it' : ''}`
  return line + folded(escapeHtml(label2), `<pre>${escapeHtml(log.tail.join('\n'))}</pre>\n`)
}

const MISSING: Record<string, string> = {
  log_expired: 'is no longer kept by Travis CI',
  log_access_denied: 'is not open to this token',
  not_found: 'was not found',
  empty: 'is empty',
  unreadable: 'could not be read'
}
