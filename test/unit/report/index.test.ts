// report(): where the outputs, the job summary and the full result go, and what the step says
// when the runner's files cannot be written. A run's reporting never fails the step.
import * as core from '@actions/core'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BranchDigest } from '../../../src/operations/listings/branch-digest.js'
import type { BranchView, BranchesResult } from '../../../src/operations/result.js'
import { report } from '../../../src/report/index.js'
import { parseOutputFile } from '../../support/run-action.mjs'
import { base } from './fixtures.js'

const temp = mkdtempSync(join(tmpdir(), 'report-files-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

/** A directory that does not exist: nothing can be created in it. */
const NOWHERE = join(temp, 'no-such-directory')

let outputFile = ''
let warnings: string[] = []
const log = { info: () => {}, warning: (message: string) => warnings.push(message) }

beforeEach(() => {
  outputFile = join(mkdtempSync(join(temp, 'step-')), 'output')
  writeFileSync(outputFile, '')
  warnings = []
  vi.stubEnv('GITHUB_OUTPUT', outputFile)
  vi.stubEnv('GITHUB_STEP_SUMMARY', undefined)
})

// A failed write leaves the HTML in @actions/core's buffer; the next test starts empty.
afterEach(() => core.summary.emptyBuffer())

const outputs = (): Record<string, string> => parseOutputFile(readFileSync(outputFile, 'utf8'))

/** list-branches over these branches, digested as the operation does while the pages arrive. */
function listed(branches: BranchView[]): BranchesResult {
  const digest = new BranchDigest()
  digest.add(branches)
  return {
    ...base,
    kind: 'branches',
    operation: 'list-branches',
    total: branches.length,
    ...digest.finish()
  }
}

const small = (): BranchesResult => listed([{ name: 'main', exists_on_host: true }])

/**
 * list-branches with outputs well over the 512 KiB the action allows itself; made after the test
 * has set the environment, since the digest writes the result file as the pages arrive.
 */
const large = (): BranchesResult =>
  listed(
    Array.from({ length: 3000 }, (_, i) => ({
      name: `feature/${String(i).padStart(4, '0')}-${'x'.repeat(200)}`,
      exists_on_host: true
    }))
  )

describe('the job summary', () => {
  it('that cannot be written is a warning naming the file; the outputs are still set', async () => {
    const summary = join(NOWHERE, 'step-summary')
    vi.stubEnv('GITHUB_STEP_SUMMARY', summary)
    await report(small(), 'octo-org/hello-world', log)
    expect(warnings).toEqual([
      `Could not write the job summary: Unable to access summary file: '${summary}'. Check if the file has correct read/write permissions.`
    ])
    expect(outputs()).toMatchObject({ changed: 'false', count: '1', branches: '["main"]' })
  })
})

describe('outputs too large for the runner', () => {
  it('RUNNER_TEMP that cannot be written: the full result goes to the OS temp directory', async () => {
    const osTemp = mkdtempSync(join(temp, 'os-'))
    vi.stubEnv('RUNNER_TEMP', NOWHERE)
    vi.stubEnv('TMPDIR', osTemp)
    await report(large(), 'octo-org/hello-world', log)
    const file = outputs()['result-file'] ?? ''
    expect(file.startsWith(`${osTemp}/travis-repo-action-`)).toBe(true)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveLength(3000)
    expect(warnings).toEqual([expect.stringContaining(`'result-file' (${file})`)])
  })

  it('no temp directory can be written: outputs shortened, no result-file, and the warning says so', async () => {
    vi.stubEnv('RUNNER_TEMP', '')
    vi.stubEnv('TMPDIR', NOWHERE)
    await report(large(), 'octo-org/hello-world', log)
    const written = outputs()
    expect(written['result-file']).toBeUndefined()
    expect(written.count).toBe('3000')
    const shown = JSON.parse(written.branches ?? '') as string[]
    expect(shown.length > 0 && shown.length < 3000).toBe(true)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(
      /^The outputs would take [\d.]+ MiB, more than the 512 KiB this action allows itself of the runner's 1 MB per job: 'result' holds the first \d+ of 3000 items, 'branches' holds the first \d+ of 3000 items; the full result could not be written to a file\.$/
    )
  })
})
