// The logs of the jobs 'show-logs' chooses, each read once, as its job finishes (GET
// /job/{id}/log.txt, in the same one-at-a-time loop as the reads of the build), and printed in the
// Actions log as inert text in one group per job (Runner.printUntrusted): travis-build's fold and
// time markers removed, colours kept. Kept for the summary: the command travis-build says failed
// and the 'log-lines' lines before it. With 'logs-dir', the whole log is written as it arrives.
import { join, relative } from 'node:path'
import type { WaitPlan } from '../../inputs/parsed.js'
import { WorkspaceFileWriter } from '../../runtime/workspace-file.js'
import { explanationOf } from '../../travis/errors.js'
import { logGoneOf, requestJobLogGet } from '../../travis/resources/jobs.js'
import type { OperationContext } from '../context.js'
import type { JobLogView, JobView } from './result.js'
import {
  LogLines,
  LogTail,
  READ_BYTES,
  SHOWN_BYTES,
  keep,
  printed,
  type Received
} from './log-text.js'
import { jobLabel } from './views.js'

/**
 * What `log.txt` answers for a job whose log travis-hub cleared (a restart) and no worker has
 * written yet: its content, nil, rendered as JSON (seen on the kit, docs/travis-api.md#jobs).
 */
const EMPTY_LOG = Buffer.from('null')

/** Why Travis CI shows no log, as a line says it. */
const GONE: Record<string, string> = {
  log_expired:
    "is no longer kept by Travis CI (log_expired: it is older than the repository's job_log_access_older_than_days)",
  log_access_denied:
    "is not open to this token (log_access_denied: the repository's job_log_access_based_limit shows logs to users with push access only)",
  not_found: 'was not found on Travis CI (none was kept for this job, or the token cannot see it)'
}

/** The logs of one wait: which jobs' logs were read, and what they held. */
export class JobLogs {
  /** In the order the jobs finished. */
  readonly views: JobLogView[] = []

  constructor(
    private readonly context: OperationContext,
    private readonly plan: WaitPlan
  ) {}

  /** Reads, prints and keeps the log of a job that has just finished, when 'show-logs' chooses it. */
  async read(job: JobView, signal: AbortSignal): Promise<void> {
    if (!this.chosen(job)) return
    const view = await readJobLog(this.context, job, this.plan, signal)
    if (view !== null) this.views.push(view)
  }

  private chosen(job: JobView): boolean {
    switch (this.plan.showLogs) {
      case 'all':
        return true
      case 'failed':
        return job.state !== 'passed' && !job.allow_failure
      case 'none':
        return false
    }
  }
}

/** One job's log read, printed and kept; null when the workflow was cancelled meanwhile. */
async function readJobLog(
  context: OperationContext,
  job: JobView,
  plan: WaitPlan,
  signal: AbortSignal
): Promise<JobLogView | null> {
  const label = jobLabel(job)
  const allowed = job.allow_failure && job.state !== 'passed' ? ' (allowed)' : ''
  const title = `${label}: ${job.state}${allowed}`
  const path = plan.logsDir === null ? null : join(plan.logsDir.path, logFileName(job))
  let received: Received
  try {
    received = await requestJobLogGet(
      context.client,
      job.id,
      (body, length) => {
        // Each attempt reads the log from its start: its own file and tail.
        const file = new WorkspaceFileWriter(path, plan.logsDir?.workspace ?? '')
        const tail = new LogTail(plan.logLines)
        // A log that fits is printed as it arrives: nothing of it is held. A longer one, or one
        // of unknown length, is kept to its last SHOWN_BYTES and printed once read.
        return length !== null && length > EMPTY_LOG.length && length <= SHOWN_BYTES
          ? streamed(context, title, body, file, tail)
          : kept(body, file, tail)
      },
      signal
    )
  } catch (error) {
    if (signal.aborted) return null
    const gone = logGoneOf(error)
    const why = gone === null ? `could not be read: ${explanationOf(error)}` : (GONE[gone] ?? gone)
    if (gone === null) context.runner.warning(`The log of ${label} ${why}.`)
    else context.runner.info(`The log of ${label} ${why}.`)
    return {
      jobId: job.id,
      failedCommand: null,
      tail: [],
      file: null,
      missing: gone ?? 'unreadable'
    }
  }
  if (received.chunks.length > 0 && Buffer.concat(received.chunks).equals(EMPTY_LOG)) {
    context.runner.info(`The log of ${label} is empty on Travis CI.`)
    return { jobId: job.id, failedCommand: null, tail: [], file: null, missing: 'empty' }
  }
  const { tail } = received
  if (!received.printed) await context.runner.printUntrusted(title, printed(received, tail))
  if (received.fileProblem !== null) {
    context.runner.warning(
      `The log of ${label} was not written to 'logs-dir' (${plan.logsDir?.given ?? ''}): ${received.fileProblem}.`
    )
  }
  return {
    jobId: job.id,
    failedCommand: tail.failedCommand,
    tail: tail.tail(),
    file:
      path === null || received.fileProblem !== null || plan.logsDir === null
        ? null
        : relative(plan.logsDir.workspace, path),
    missing: null
  }
}

/**
 * Prints the body as it arrives, a line at a time (and writes it to 'logs-dir'). Throws only when
 * the body's stream fails: the answer was cut short, and the log is read again from its start.
 */
async function streamed(
  context: OperationContext,
  title: string,
  body: ReadableStream<Uint8Array>,
  file: WorkspaceFileWriter,
  tail: LogTail
): Promise<Received> {
  const received = received0(tail)
  received.printed = true
  const lines = new LogLines(tail)
  async function* arriving(): AsyncGenerator<string> {
    try {
      for await (const chunk of body) {
        received.totalBytes += chunk.length
        file.write(chunk)
        yield* lines.push(chunk)
      }
    } catch (error) {
      yield '(the answer was cut short here)'
      throw error
    }
    yield* lines.end()
  }
  try {
    await context.runner.printUntrusted(title, arriving())
  } finally {
    received.fileProblem = file.close()
  }
  return received
}

/**
 * Reads the body as it arrives: every byte (up to READ_BYTES) to the file, the last SHOWN_BYTES
 * kept for printing. Throws only when the body's stream fails (the answer was cut short).
 */
async function kept(
  body: ReadableStream<Uint8Array>,
  file: WorkspaceFileWriter,
  tail: LogTail
): Promise<Received> {
  const received = received0(tail)
  const reader = body.getReader()
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      let chunk = Buffer.from(read.value.buffer, read.value.byteOffset, read.value.byteLength)
      if (received.totalBytes + chunk.length > READ_BYTES) {
        chunk = chunk.subarray(0, READ_BYTES - received.totalBytes)
        received.cut = true
      }
      received.totalBytes += chunk.length
      file.write(chunk)
      keep(received, chunk)
      if (received.cut) {
        await reader.cancel().catch(() => {})
        break
      }
    }
  } finally {
    received.fileProblem = file.close()
  }
  return received
}

function received0(tail: LogTail): Received {
  return {
    chunks: [],
    keptBytes: 0,
    totalBytes: 0,
    cut: false,
    fileProblem: null,
    printed: false,
    tail
  }
}

/** `407.2-unit-tests.log`: the job's number and name, any character outside A-Za-z0-9._- as `-`. */
export function logFileName(job: JobView): string {
  const stem = job.name === '' ? job.number || String(job.id) : `${job.number}-${job.name}`
  return `${stem.replace(/[^A-Za-z0-9._-]/g, '-')}.log`
}
