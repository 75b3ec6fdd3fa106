// Builds as the action shows them: the view of a server's build, its jobs counted for a progress
// line ("build #57 started: 2 of 4 jobs passed, 1 running, 1 queued, 6 min"), and the jobs that
// did not pass, for the failure line.
import { FAILED_STATES, WAITING_STATES, isFinished, jobOrder } from '../../model/builds.js'
import type { BuildRecord } from '../../travis/resources/builds.js'
import type { BuildView, JobView } from './result.js'

export function buildView(build: BuildRecord, url: string | null): BuildView {
  const jobs: JobView[] = (build.jobs ?? []).map((job) => ({
    id: job.id,
    number: job.number ?? '',
    state: job.state ?? '',
    allow_failure: job.allow_failure === true
  }))
  return {
    id: build.id,
    number: build.number,
    state: build.state,
    branch: build.branch?.name ?? null,
    event_type: build.event_type ?? null,
    message: build.commit?.message ?? null,
    sha: build.commit?.sha ?? null,
    started_at: build.started_at ?? null,
    finished_at: build.finished_at ?? null,
    duration: durationOf(build),
    url,
    jobs
  }
}

/**
 * Travis CI's `duration` (the jobs' run time, set when the build finishes); while it is null,
 * the seconds from the start to the finish or, for a running build, to now.
 */
function durationOf(build: BuildRecord): number | null {
  if (typeof build.duration === 'number') return build.duration
  const started = Date.parse(build.started_at ?? '')
  if (Number.isNaN(started)) return null
  const finished = build.finished_at ? Date.parse(build.finished_at) : Date.now()
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
export function progressLine(build: BuildView, elapsedMs: number): string {
  const jobs = jobCounts(build.jobs)
  return `build ${buildName(build)} ${build.state}: ${jobs === '' ? '' : `${jobs}, `}${elapsed(elapsedMs)}`
}

/** `45 s`, `6 min` */
export function elapsed(ms: number): string {
  const seconds = Math.round(ms / 1000)
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min`
}

/** The jobs that did not pass (and may not fail), failed ones first: `57.2 failed, 57.3 errored`. */
export function jobsNotPassed(build: BuildView): string {
  return build.jobs
    .filter((job) => job.state !== 'passed' && !job.allow_failure)
    .sort((a, b) => jobOrder(a.state) - jobOrder(b.state))
    .map((job) => `${job.number || `id ${job.id}`} ${job.state}`)
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
