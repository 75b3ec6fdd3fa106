// The only place that sets outputs and writes the job summary.
import * as core from '@actions/core'
import { appendFileSync } from 'node:fs'
import { EOL } from 'node:os'
import { ActionError, messageOf } from '../lib/action-error.js'
import { escapeBidi } from '../runtime/mask.js'
import type { OperationResult } from '../operations/result.js'
import { writeResultFile } from '../runtime/result-file.js'
import type { Runner } from '../runtime/runner.js'
import { describeChanges } from './changes.js'
import type { FailureView } from './failure-summary.js'
import { describeFitting, fitOutputs, type ResultFileSource } from './output-limits.js'
import { outputsOf } from './outputs.js'
import { NO_PAGES, type RepositoryPages } from './links.js'
import { renderFailureSummary, renderSummary } from './summary.js'
import type { FullResult } from './view.js'

/** Where report/ logs: main's runner, so that every line is one line. */
export type ReportLog = Pick<Runner, 'info' | 'warning'>

/**
 * Sets the outputs and writes the job summary; returns the summary (a plan's comment repeats it).
 * `pages`: the repository's pages the summary links to (links.ts).
 */
export async function report(
  result: OperationResult,
  repoLabel: string,
  log: ReportLog,
  pages: RepositoryPages = NO_PAGES,
  now: Date = new Date()
): Promise<string> {
  const fitted = fitOutputs(outputsOf(result))
  const outputs = { ...fitted.outputs }
  let fullResult: FullResult = 'outputs'
  if (!fitted.fits) {
    const path = resultFilePath(fitted.resultFile)
    if (path !== null) outputs['result-file'] = path
    fullResult = path === null ? 'lost' : 'file'
    log.warning(describeFitting(fitted, path))
  }
  setOutputs(outputs, result, log)
  const summary = renderSummary(result, repoLabel, now, { pages, fullResult })
  await writeSummary(summary, log)
  return summary
}

/**
 * Sets the outputs, bidi controls written out (in JSON the escapes of the same characters). When
 * the runner's output file cannot be written, the operation is done all the same: the failure says
 * what it changed, and a Travis-only rotation's new public key, which only the outputs carried,
 * goes to the log.
 */
function setOutputs(outputs: Record<string, string>, result: OperationResult, log: ReportLog) {
  try {
    for (const [name, value] of Object.entries(outputs)) core.setOutput(name, escapeBidi(value))
  } catch (error) {
    if (result.kind === 'rotation' && result.changed && !result.dryRun && result.deployKey === null)
      log.info(`The new public key, for the deploy key on GitHub: ${result.sshPublicKey}`)
    const failure =
      result.failure === undefined ? '' : ` The operation failed too: ${result.failure}`
    throw new ActionError(
      `the step outputs could not be written (${messageOf(error)}); ${describeChanges(result)}.${failure}`
    )
  }
}

/** Writes the job summary of a failed run; returns it (a plan's comment then says why there is none). */
export async function reportFailure(
  operation: string,
  repoLabel: string,
  failure: FailureView,
  log: ReportLog,
  pages: RepositoryPages = NO_PAGES
): Promise<string> {
  const summary = renderFailureSummary(operation, repoLabel, failure, {
    pages,
    fullResult: 'outputs'
  })
  await writeSummary(summary, log)
  return summary
}

/**
 * The path of the file holding the full `result` JSON: a long listing's, written as its pages
 * arrived, or a new one (result-file.ts); null when no file could be written.
 */
function resultFilePath(source: ResultFileSource | null): string | null {
  if (source === null) return null
  return 'path' in source ? source.path : writeResultFile(source.content)
}

/**
 * Appends to the runner's summary file as core.summary.write() does, without @actions/core's
 * summary module (its fs.promises would load at start-up for every run, docs/decisions/0001).
 */
function appendSummary(path: string, html: string): void {
  try {
    appendFileSync(path, html + EOL)
  } catch {
    // core.summary's own words, which the step has always shown.
    throw new Error(
      `Unable to access summary file: '${path}'. Check if the file has correct read/write permissions.`
    )
  }
}

async function writeSummary(html: string, log: ReportLog): Promise<void> {
  // Outside a runner (or in a job without summaries) there is nowhere to write it.
  if (!process.env.GITHUB_STEP_SUMMARY) return
  try {
    appendSummary(process.env.GITHUB_STEP_SUMMARY, html)
  } catch (error) {
    log.warning(`Could not write the job summary: ${messageOf(error)}`)
  }
}
