// check-travis-yml in report/: one verdict line, the messages table (level, key, line, message),
// the expanded jobs by stage and, with a base file, the jobs the change adds, removes and changes.
// travis-yml's words and the file's keys are server and repository text: escaped, never Markdown.
import type {
  ConfigMessage,
  PreviewJob,
  JobsDiff,
  TravisYmlCheckResult
} from '../../operations/travis-yml-check/result.js'
import { escapeHtml, plural } from '../format.js'
import { code, folded, headline, table } from '../html.js'
import type { KindReport } from '../kind-report.js'
import { json, text } from '../output-values.js'

const LEVEL_MARK: Readonly<Record<ConfigMessage['level'], string>> = {
  alert: '🚨 alert',
  error: '❌ error',
  warn: '⚠️ warn',
  info: 'ℹ️ info'
}

export const travisYmlCheckReport: KindReport<TravisYmlCheckResult> = {
  body: (result) =>
    verdict(result) +
    (result.lintOnlyBecause === null ? '' : `<p>${escapeHtml(result.lintOnlyBecause)}</p>\n`) +
    messagesTable(result) +
    jobsByStage(result.jobs, result.depth === 'preview') +
    (result.base === null ? '' : diffSection(result.base.file, result.base.diff)),
  outputs: (result) => {
    const jobs = result.jobs.map(jobOutput)
    const diff = result.base === null ? null : diffOutput(result.base.diff)
    return {
      result: json({
        messages: result.messages,
        valid: result.valid,
        jobs,
        ...(diff === null ? {} : { jobs_diff: diff })
      }),
      messages: json(result.messages),
      count: String(result.messages.length),
      valid: String(result.valid),
      jobs: json(jobs),
      'jobs-diff': diff === null ? text('') : json(diff)
    }
  },
  // A check: nothing on Travis CI changes.
  changes: null
}

function verdict(result: TravisYmlCheckResult): string {
  const file = code(result.file)
  const counted = (level: ConfigMessage['level']) =>
    result.messages.filter((message) => message.level === level).length
  const jobs =
    result.depth === 'preview'
      ? ` Travis CI would run ${plural(result.jobs.length, 'job')}${stagesOf(result.jobs)}` +
        `${result.branch === null ? '' : ` on ${code(result.branch)}`}.`
      : ''
  const serious = [plural(counted('alert'), 'alert'), plural(counted('error'), 'error')].filter(
    (part) => !part.startsWith('0 ')
  )
  const warnings = plural(counted('warn'), 'warning')
  if (serious.length > 0) {
    return headline(`${file} has ${serious.join(' and ')}`, `, and ${warnings}.${jobs}`)
  }
  if (counted('warn') > 0) return headline(`${file} is valid, with ${warnings}`, `.${jobs}`)
  return headline(`${file} is valid`, `: Travis CI's parser finds nothing to warn about.${jobs}`)
}

function stagesOf(jobs: PreviewJob[]): string {
  const stages = [...new Set(jobs.map((job) => job.stage).filter((stage) => stage !== null))]
  return stages.length === 0 ? '' : ` in ${plural(stages.length, 'stage')}`
}

function messagesTable(result: TravisYmlCheckResult): string {
  if (result.messages.length === 0) return ''
  const rows = result.messages.map((message) => [
    LEVEL_MARK[message.level],
    code(message.key),
    String(message.line),
    escapeHtml(message.message)
  ])
  return table(['Level', 'Key', 'Line', 'Message'], rows)
}

/** The jobs under their stages, in Travis CI's order. */
function jobsByStage(jobs: PreviewJob[], previewed: boolean): string {
  if (!previewed) return ''
  if (jobs.length === 0) {
    return '<p>No jobs: every job is left out (conditions, <code>exclude</code>) for this branch.</p>\n'
  }
  const stages = new Map<string, PreviewJob[]>()
  for (const job of jobs) {
    const stage = job.stage ?? ''
    stages.set(stage, [...(stages.get(stage) ?? []), job])
  }
  const parts = [...stages].map(([stage, members]) => {
    const title = stage === '' ? 'Jobs' : `Stage ${code(stage)}`
    return `<p><strong>${title}</strong> (${plural(members.length, 'job')})</p>\n${jobTable(members)}`
  })
  return folded(`The ${plural(jobs.length, 'job')} Travis CI would run`, parts.join(''))
}

interface Column {
  header: string
  cell(job: PreviewJob): string
}

const cell = (value: string | null) => (value === null ? '' : code(value))

const STAGE: Column = { header: 'Stage', cell: (job) => cell(job.stage) }
const JOB_COLUMNS: Column[] = [
  { header: 'Name', cell: (job) => (job.name === null ? '' : escapeHtml(job.name)) },
  { header: 'Language', cell: (job) => cell(job.language) },
  { header: 'Version', cell: (job) => cell(job.version) },
  { header: 'OS', cell: (job) => cell(job.os) },
  { header: 'Dist', cell: (job) => cell(job.dist) },
  {
    header: 'Matrix',
    cell: (job) =>
      Object.entries(job.matrix)
        .map(([key, value]) => code(`${key}: ${value}`))
        .join(' ')
  },
  { header: 'Env', cell: (job) => job.env.map((entry) => code(entry)).join(' ') },
  { header: 'Allowed to fail', cell: (job) => (job.allowFailure ? 'yes' : '') }
]

/** The jobs under `columns`, leaving out a column no job has a value in. */
function jobTable(jobs: PreviewJob[], columns = JOB_COLUMNS, extra: string[][] = []): string {
  const rows = jobs.map((job, i) => [
    ...columns.map((column) => column.cell(job)),
    ...(extra[i] ?? [])
  ])
  const kept = columns.map((_, i) => rows.some((row) => row[i] !== ''))
  const headers = columns.map((column) => column.header)
  const extraHeaders = extra.length === 0 ? [] : ['What changed']
  const keep = <T>(items: T[]) => items.filter((_, i) => i >= kept.length || kept[i])
  return table(keep([...headers, ...extraHeaders]), rows.map(keep))
}

/** Jobs of several stages: their stage first. */
const STAGED = [STAGE, ...JOB_COLUMNS]

function diffSection(baseFile: string, diff: JobsDiff): string {
  const { added, removed, changed } = diff
  const total = added.length + removed.length + changed.length
  const lead = `<p><strong>Jobs against ${code(baseFile)}</strong>: `
  if (total === 0) return `${lead}the same jobs.</p>\n`
  const parts = [
    added.length === 0 ? '' : `<p>Added (${added.length})</p>\n${jobTable(added, STAGED)}`,
    removed.length === 0 ? '' : `<p>Removed (${removed.length})</p>\n${jobTable(removed, STAGED)}`,
    changed.length === 0
      ? ''
      : `<p>Changed (${changed.length})</p>\n` +
        jobTable(
          changed.map((change) => change.after),
          STAGED,
          changed.map((change) => [change.keys.map((key) => code(key)).join(' ')])
        )
  ]
  return `${lead}${added.length} added, ${removed.length} removed, ${changed.length} changed.</p>\n${parts.join('')}`
}

/** A job as the outputs give it (`version` the language's version key's value). */
function jobOutput(job: PreviewJob) {
  return {
    stage: job.stage,
    name: job.name,
    language: job.language,
    version: job.version,
    os: job.os,
    dist: job.dist,
    matrix: job.matrix,
    env: job.env,
    allow_failure: job.allowFailure
  }
}

function diffOutput(diff: JobsDiff) {
  return {
    added: diff.added.map(jobOutput),
    removed: diff.removed.map(jobOutput),
    changed: diff.changed.map((change) => ({
      before: jobOutput(change.before),
      after: jobOutput(change.after),
      keys: change.keys
    }))
  }
}
