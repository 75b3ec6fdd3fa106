// The only place that sets outputs and writes the job summary.
import * as core from '@actions/core'
import type { OperationResult } from '../operations/result.js'
import { outputsOf } from './outputs.js'
import { renderFailureSummary, renderSummary } from './summary.js'

export async function report(result: OperationResult, repoLabel: string): Promise<void> {
  for (const [name, value] of Object.entries(outputsOf(result))) core.setOutput(name, value)
  await writeSummary(renderSummary(result, repoLabel))
}

export async function reportFailure(
  operation: string,
  repoLabel: string,
  message: string
): Promise<void> {
  await writeSummary(renderFailureSummary(operation, repoLabel, message))
}

async function writeSummary(html: string): Promise<void> {
  // Outside a runner (or in a job without summaries) there is nowhere to write it.
  if (!process.env.GITHUB_STEP_SUMMARY) return
  try {
    await core.summary.addRaw(html, true).write()
  } catch (error) {
    core.warning(
      `Could not write the job summary: ${error instanceof Error ? error.message : String(error)}`
    )
  }
}
