// How builds and jobs read in the summary, wherever they appear (the build, its jobs, why it
// failed, list-builds): their marks, links and durations.
import { isFinished } from '../../model/builds.js'
import type { BuildView, JobView } from '../../operations/builds/result.js'
import { escapeHtml } from '../format.js'

/** ✓ passed, ✗ failed, errored or canceled, … still going. */
export function mark(state: string): string {
  if (state === 'passed') return '✓'
  return isFinished(state) ? '✗' : '…'
}

/** ` (allowed to fail)` for a job allowed to fail that did not pass; '' otherwise. */
export function allowed(job: JobView): string {
  return job.allow_failure && job.state !== 'passed' ? ' (allowed to fail)' : ''
}

/** `#57`, a link to the build's page when the action knows it. */
export function linked(build: BuildView): string {
  const name = `#${escapeHtml(build.number)}`
  return build.url === null ? name : `<a href="${escapeHtml(build.url)}">${name}</a>`
}

/** `3 min 12 s`, `45 s`, `1 h 2 min` */
export function duration(seconds: number): string {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  if (h > 0) return `${h} h ${m} min`
  return m > 0 ? `${m} min ${s} s` : `${s} s`
}
