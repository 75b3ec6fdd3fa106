// Builds as the action shows them: the view of a server's build with its jobs named as Travis CI's
// web page names them, its jobs counted for a progress line ("build #57 started: 2 of 4 jobs
// passed, 1 running, 1 queued, 6 min"), and the jobs that did not pass, for the failure line.
import {
  FAILED_STATES,
  WAITING_STATES,
  failedTheBuild,
  isFinished,
  jobOrder
} from '../../model/builds.js'
import { jobName } from '../../model/job-names.js'
import { redactSecrets } from '../../runtime/mask.js'
import type { BuildRecord, JobRecord } from '../../travis/resources/builds.js'
import type { OperationContext } from '../context.js'
import type { BuildView, JobLogView, JobView } from './result.js'

/** A build the server sent, as shown: its page, and its durations on the server's clock. */
export function viewOf(context: OperationContext, build: BuildRecord): BuildView {
  return buildView(build, context.buildUrl(build.id), context.client.serverNow())
}

/**
 * The build as shown; `now`: the server's time as the client knows it (its `Date` headers), for
 * the duration of what still runs: the runner's clock may be off by any amount.
 */
export function buildView(build: BuildRecord, url: string | null, now: number): BuildView {
  return {
    id: build.id,
    number: build.number,
    state: build.state,
    branch: build.branch?.name ?? null,
    event_type: build.event_type ?? null,
    message: build.commit?.message ?? null,
    sha: build.commit?.sha ?? null,
    pull_request_number: build.pull_request_number ?? null,
    started_at: build.started_at ?? null,
    finished_at: build.finished_at ?? null,
    duration: typeof build.duration === 'number' ? build.duration : secondsBetween(build, now),
    url,
    jobs: (build.jobs ?? []).map((job) => jobView(job, now))
  }
}

function jobView(job: JobRecord, now: number): JobView {
  return {
    id: job.id,
    number: job.number ?? '',
    name: jobName(job.config, redactSecrets),
    stage: job.stage?.name ?? null,
    state: job.state ?? '',
    allow_failure: job.allow_failure === true,
    started_at: job.started_at ?? null,
    finished_at: job.finished_at ?? null,
    duration: secondsBetween(job, now)
  }
}

/**
 * The seconds from the start to the finish or, while it runs, to `now`; null before it starts.
 * (Travis CI's own `duration` of a build is the jobs' run time, set when it finishes.)
 */
function secondsBetween(
  span: { started_at?: string | null; finished_at?: string | null },
  now: number
): number | null {
  const started = Date.parse(span.started_at ?? '')
  if (Number.isNaN(started)) return null
  const finished = span.finished_at ? Date.parse(span.finished_at) : now
  return Number.isNaN(finished) ? null : Math.max(0, Math.round((finished - started) / 1000))
}

/** `#57` */
function buildName(build: Pick<BuildView, 'number'>): string {
  return `#${build.number}`
}

/** `2 of 4 jobs passed, 1 failed, 1 running, 1 queued`; '' without jobs. */
function jobCounts(jobs: JobView[]): string {
  if (jobs.length === 0) return ''
  const count = (test: (state: string) => boolean) => jobs.filter((job) => test(job.state)).length
  const parts = [`${count((state) => state === 'passed')} of ${jobs.length} jobs passed`]
  for (const state of FAILED_STATES) {
    const n = count((candidate) => candidate === state)
    if (n > 0) parts.push(`${n} ${state}`)
  }
  const running = count((state) => !isFinished(state) && !WAITING_STATES.includes(state))
  const waiting = count((state) => WAITING_STATES.includes(state))
  if (running > 0) parts.push(`${running} running`)
  if (waiting > 0) parts.push(`${waiting} queued`)
  return parts.join(', ')
}

/** `build #57 started: 2 of 4 jobs passed, 1 running, 1 queued, 6 min` */
/** A build known by its id alone: its page, nothing else read. */
export function buildKnownByIdOnly(id: number, url: string | null): BuildView {
  return {
    id,
    number: '',
    state: '',
    branch: null,
    event_type: null,
    message: null,
    sha: null,
    pull_request_number: null,
    started_at: null,
    finished_at: null,
    duration: null,
    url,
    jobs: []
  }
}

export function progressLine(build: BuildView, elapsedMs: number): string {
  const jobs = jobCounts(build.jobs)
  return `build ${buildName(build)} ${build.state}: ${jobs === '' ? '' : `${jobs}, `}${elapsed(elapsedMs)}`
}

/** `45 s`, `6 min` */
export function elapsed(ms: number): string {
  const seconds = Math.round(ms / 1000)
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min`
}

/** The jobs that did not pass and may not fail: why a build failed, failed ones first. */
export function failedJobs(build: BuildView): JobView[] {
  return build.jobs.filter(failedTheBuild).sort((a, b) => jobOrder(a.state) - jobOrder(b.state))
}

/** `57.2 unit tests`, `57.3`, `id 90003`: a job as lines name it. */
export function jobLabel(job: JobView): string {
  const number = job.number || `id ${job.id}`
  return job.name === '' ? number : `${number} ${job.name}`
}

/**
 * The jobs that did not pass, each with what failed: `57.2 unit tests (`npm test` exited with 1),
 * 57.3 lint (errored)`; a job allowed to fail is never named.
 */
export function jobsNotPassed(build: BuildView, logs: JobLogView[]): string {
  return failedJobs(build)
    .map((job) => {
      const failed = logs.find((log) => log.jobId === job.id)?.failedCommand
      const why =
        failed === null || failed === undefined
          ? job.state
          : `\`${failed.command}\` exited with ${failed.exitCode}`
      return `${jobLabel(job)} (${why})`
    })
    .join(', ')
}

/** `build #57 (https://…/builds/123)` or `build #57 (id 123)` */
export function buildLabel(build: BuildView): string {
  return `build ${buildName(build)} (${build.url ?? `id ${build.id}`})`
}

/** What changed between two reads: the build's state or a job's. */
export function stateKey(build: BuildView): string {
  return [build.state, ...build.jobs.map((job) => `${job.id}:${job.state}`)].join(' ')
}

/** The build still shows what it was before a restart: finished, at the same time. */
export function notYetRestarted(build: BuildView, before: BuildView): boolean {
  return build.state === before.state && build.finished_at === before.finished_at
}
