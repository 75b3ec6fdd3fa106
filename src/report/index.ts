// The only place that sets outputs and writes the job summary.
import * as core from '@actions/core'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { OperationResult } from '../operations/result.js'
import type { Runner } from '../runner.js'
import type { FailureView } from './failure-summary.js'
import { describeFitting, fitOutputs } from './output-limits.js'
import { outputsOf } from './outputs.js'
import { renderFailureSummary, renderSummary } from './summary.js'

/** Where report/ logs: main's runner, so that every line is one line. */
export type ReportLog = Pick<Runner, 'warning'>

export async function report(
  result: OperationResult,
  repoLabel: string,
  log: ReportLog,
  now: Date = new Date()
): Promise<void> {
  const fitted = fitOutputs(outputsOf(result))
  const outputs = { ...fitted.outputs }
  if (!fitted.fits) {
    const content = fitted.resultFileContent
    const path = content === null ? null : writeResultFile(content)
    if (path !== null) outputs['result-file'] = path
    log.warning(describeFitting(fitted, path))
  }
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value)
  await writeSummary(renderSummary(result, repoLabel, now), log)
}

export async function reportFailure(
  operation: string,
  repoLabel: string,
  failure: FailureView,
  log: ReportLog
): Promise<void> {
  await writeSummary(renderFailureSummary(operation, repoLabel, failure), log)
}

/**
 * Writes the full `result` JSON to a new file under RUNNER_TEMP (the OS temp directory outside a
 * runner, or when RUNNER_TEMP cannot be written); its path, or null when no file could be written.
 */
function writeResultFile(json: string): string | null {
  const bases = [process.env.RUNNER_TEMP, tmpdir()].filter(
    (base) => base !== undefined && base !== ''
  )
  for (const base of bases) {
    try {
      const path = join(mkdtempSync(join(base as string, 'travis-repo-action-')), 'result.json')
      writeFileSync(path, json)
      return path
    } catch {
      // Try the next place.
    }
  }
  return null
}

async function writeSummary(html: string, log: ReportLog): Promise<void> {
  // Outside a runner (or in a job without summaries) there is nowhere to write it.
  if (!process.env.GITHUB_STEP_SUMMARY) return
  try {
    await core.summary.addRaw(html, true).write()
  } catch (error) {
    log.warning(
      `Could not write the job summary: ${error instanceof Error ? error.message : String(error)}`
    )
  }
}
