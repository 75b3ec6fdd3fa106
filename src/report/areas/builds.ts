// The builds operations in report/: their outputs (the build: id, number, state, page, jobs,
// duration, and a trigger's request; list-builds' listing), what they changed in words, and the
// summary: one build (number, branch, state, duration, link) with its jobs, the ones that did not
// pass first; list-builds as a table.
import { jobOrder } from '../../model/builds.js'
import type {
  BuildRequestView,
  BuildResult,
  BuildView,
  BuildsResult,
  JobView
} from '../../operations/builds/result.js'
import { escapeHtml, plural, whenHtml } from '../format.js'
import { code, headline, table } from '../html.js'
import type { KindReport } from '../kind-report.js'
import { json, text } from '../output-values.js'
import { wholeListIn, type FullResult } from '../view.js'
import { whyItFailed } from './build-failures.js'
import { allowed, duration, linked, mark } from './build-parts.js'

export const buildReport: KindReport<BuildResult> = {
  body: (result, _now, view) => buildBody(result, view.pages.travisJobs),
  outputs: ({ build, request, pending, logs, restartedJobs }) => ({
    result: json(build),
    'request-id': request === null ? '' : String(request.id),
    'remaining-requests': String(request?.remainingRequests ?? ''),
    'build-id': build === null ? '' : String(build.id),
    'build-number': text(build?.number ?? ''),
    'build-state': pending === undefined ? text(build?.state ?? '') : `${pending}-pending`,
    'build-url': text(build?.url ?? ''),
    jobs: json((build?.jobs ?? []).map(jobOutput)),
    'log-files': json(logs.flatMap((log) => (log.file === null ? [] : [log.file]))),
    'restarted-jobs': restartedJobs === null ? '' : json(restartedJobs),
    duration: String(build?.duration ?? '')
  }),
  changes: (result) =>
    `${result.action} ${result.build === null ? `build request ${result.request?.id ?? ''}` : `build #${result.build.number}`} on Travis CI`
}

export const buildsReport: KindReport<BuildsResult> = {
  body: (result, now, view) => buildsBody(result, now, view.fullResult),
  outputs: (result) => ({
    result: json(result.builds),
    builds: json(result.builds),
    count: String(result.builds.length)
  }),
  changes: null
}

const HEADLINES: Record<BuildResult['action'], string> = {
  triggered: 'Triggered',
  found: 'Waited for',
  restarted: 'Restarted',
  canceled: 'Cancel requested for',
  'not-cancelable': 'Nothing to cancel:',
  'nothing-to-restart': 'No failed job to restart in',
  'would-trigger': 'Would trigger a build',
  'would-restart': 'Would restart',
  'would-cancel': 'Would cancel'
}

/** A job as the `jobs` output shows it (action.yml). */
function jobOutput({ id, number, name, stage, state, allow_failure, duration }: JobView) {
  return { id, number, name, stage, state, allow_failure, duration }
}

/** What is left of the hour's API build requests after this one, when Travis CI said. */
function allowance({ remainingRequests }: BuildRequestView): string {
  if (remainingRequests === null) return ''
  const more = plural(Math.max(0, remainingRequests - 1), 'more API build request')
  return ` (Travis CI allows ${more} this hour)`
}

function buildBody(result: BuildResult, jobPages: string | null): string {
  const { build, request } = result
  const requestLine =
    request === null ? '' : `<p>Build request ${request.id}${allowance(request)}.</p>\n`
  if (build === null) return headline(escapeHtml(HEADLINES[result.action])) + requestLine
  const verb = HEADLINES[result.action]
  // A restart not applied yet: the build still shows how it ended before (travis-hub restarts it).
  const state = `${mark(build.state)} ${escapeHtml(build.state)}`
  // A build whose end failed the step: the failure line above says how it ended already.
  const endFailed = result.failedCheck === true && result.pending === undefined
  const shown =
    result.pending !== undefined
      ? `: ${result.pending} queued for Travis CI (the build showed ${state})`
      : endFailed
        ? ''
        : `: ${state}`
  return (
    headline(
      `${escapeHtml(verb)} build ${linked(build)}${shown}`,
      `${build.branch === null ? '' : ` on ${code(build.branch)}`}${build.duration === null ? '' : `, ${duration(build.duration)}`}.`
    ) +
    requestLine +
    commitLine(build) +
    whyItFailed(build, result.logs, jobPages) +
    jobsTable(build.jobs, result.restartedJobs)
  )
}

/** What the headline does not say already: the commit's first line. */
function commitLine(build: BuildView): string {
  return build.message === null ? '' : `<p>Commit: ${escapeHtml(firstLine(build.message))}</p>\n`
}

/**
 * The jobs, those that did not pass first (failed, errored, canceled, then the rest), with their
 * names and stages as Travis CI's page shows them; a restarted job says so.
 */
function jobsTable(jobs: JobView[], restarted: number[] | null): string {
  if (jobs.length === 0) return ''
  const stages = jobs.some((job) => job.stage !== null)
  const rows = [...jobs]
    .sort((a, b) => jobOrder(a.state) - jobOrder(b.state))
    .map((job) => [
      escapeHtml(job.number || String(job.id)),
      escapeHtml(job.name),
      ...(stages ? [escapeHtml(job.stage ?? '')] : []),
      `${mark(job.state)} ${escapeHtml(job.state)}${allowed(job)}${restarted?.includes(job.id) ? ', restarted' : ''}`,
      job.duration === null ? '' : duration(job.duration)
    ])
  return table(['Job', 'Name', ...(stages ? ['Stage'] : []), 'State', 'Duration'], rows)
}

function buildsBody(result: BuildsResult, now: Date, fullResult: FullResult): string {
  const count = result.builds.length
  const { branch, states, eventTypes } = result.filters
  const filters = [
    branch === '' ? '' : ` on ${code(branch)}`,
    states.length === 0 ? '' : `, ${escapeHtml(states.join(' or '))}`,
    eventTypes.length === 0 ? '' : `, by ${escapeHtml(eventTypes.join(' or '))}`
  ].join('')
  const totalNote =
    result.total === null || result.total === count ? '' : ` (the server has ${result.total})`
  const rows = result.builds.map((build) => [
    linked(build),
    build.branch === null ? '' : escapeHtml(build.branch),
    `${mark(build.state)} ${escapeHtml(build.state)}`,
    escapeHtml(build.event_type ?? ''),
    whenHtml(build.finished_at ?? build.started_at, now),
    build.duration === null ? '' : duration(build.duration)
  ])
  const listing = rows.length
    ? table(
        ['Build', 'Branch', 'State', 'Event', 'Finished', 'Duration'],
        rows,
        count,
        wholeListIn(fullResult, count)
      )
    : ''
  // The table is the listing: not folded (a hundred rows at most, the rest named).
  return headline(plural(count, 'build'), `${filters}${totalNote}, newest first.`) + listing
}

function firstLine(text: string): string {
  return text.split(/\r?\n/)[0] ?? ''
}
