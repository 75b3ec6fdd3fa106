// list-branches outputs built page by page (branch-digest.ts, json-array.ts) are byte for byte
// what the whole listing gave when held in memory: a deep copy without @-keys, serialised, then
// fitted to the runner. The old way is the oracle here, for listings that fit, that do not fit,
// and that outgrow what an output can hold (the result file is then written as pages arrive).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BranchDigest } from '../../../../src/operations/listings/branch-digest.js'
import type { BranchView } from '../../../../src/operations/result.js'
import { fitOutputs, type FittedOutputs } from '../../../../src/report/output-limits.js'
import { outputsOf, type Outputs } from '../../../../src/report/outputs.js'
import { base } from '../../report/fixtures.js'

let temp = ''
beforeEach(() => {
  temp = mkdtempSync(join(tmpdir(), 'branch-outputs-'))
  vi.stubEnv('RUNNER_TEMP', temp)
})
afterEach(() => rmSync(temp, { recursive: true, force: true }))

/** The deep copy the outputs were made from before: every @-key dropped at every depth. */
function withoutMetadataCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutMetadataCopy)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !key.startsWith('@'))
      .map(([key, inner]) => [key, withoutMetadataCopy(inner)])
  )
}

/** The outputs of the whole listing held in memory, as they were built before. */
function outputsInMemory(branches: BranchView[]): FittedOutputs {
  const outputs: Outputs = {
    changed: 'false',
    result: JSON.stringify(withoutMetadataCopy(branches)),
    branches: JSON.stringify(branches.map((b) => b.name)),
    count: String(branches.length)
  }
  const defaultBranch = branches.find((b) => b.default_branch === true)
  if (defaultBranch !== undefined) outputs['default-branch'] = defaultBranch.name
  return fitOutputs(outputs)
}

/** The same listing digested 100 branches at a time, as list-branches does. */
function outputsPageByPage(branches: BranchView[]): FittedOutputs {
  const digest = new BranchDigest()
  for (let at = 0; at < branches.length; at += 100) digest.add(branches.slice(at, at + 100))
  return fitOutputs(
    outputsOf({
      ...base,
      kind: 'branches',
      operation: 'list-branches',
      ...digest.finish(),
      total: branches.length
    })
  )
}

/** Branches as the server sends them (with @-keys at several depths), names `nameWidth` long. */
function branches(count: number, nameWidth: number, recentBuilds = 0): BranchView[] {
  return Array.from({ length: count }, (_, i) => {
    const build = (n: number) => ({
      '@type': 'build',
      '@href': `/build/${i * 10 + n}`,
      '@representation': 'minimal',
      id: i * 10 + n,
      number: String(n),
      state: ['passed', 'failed', 'errored'][(i + n) % 3],
      duration: n === 0 ? null : 12.5,
      finished_at: '2026-11-01T10:00:00Z',
      commit: { '@type': 'commit', sha: 'a'.repeat(40), message: 'Ünïcode ✓ "quoted"\n' }
    })
    return {
      '@type': 'branch',
      '@href': `/repo/1/branch/b${i}`,
      '@representation': 'standard',
      name: `b${i}-${'ü€😀'.repeat(nameWidth)}`.slice(0, nameWidth),
      repository: { '@type': 'repository', '@href': '/repo/1', id: 1, slug: 'o/r' },
      default_branch: i === 7,
      exists_on_github: i % 10 !== 3,
      last_build: build(0),
      ...(recentBuilds > 0 && {
        recent_builds: Array.from({ length: recentBuilds }, (_, n) => build(n))
      }),
      exists_on_host: i % 10 !== 3
    }
  })
}

function expectSameOutputs(listing: BranchView[]): FittedOutputs {
  const before = outputsInMemory(listing)
  const now = outputsPageByPage(listing)
  expect(now.fits).toBe(before.fits)
  expect(now.size).toBe(before.size)
  expect(now.shortened).toEqual(before.shortened)
  // Byte for byte: each output's text, and the full result wherever it goes.
  expect(Object.entries(now.outputs)).toEqual(Object.entries(before.outputs))
  const fullResult = (fitted: FittedOutputs) =>
    fitted.resultFile === null
      ? null
      : 'path' in fitted.resultFile
        ? readFileSync(fitted.resultFile.path, 'utf8')
        : fitted.resultFile.content
  expect(fullResult(now)).toBe(fullResult(before))
  return now
}

describe('list-branches outputs built page by page', () => {
  it('a listing that fits: every output as before', () => {
    const fitted = expectSameOutputs(branches(250, 20, 2))
    expect(fitted.fits).toBe(true)
  })

  it('outputs that fit only shortened, a result held in memory: the file gets the same text', () => {
    // `result` alone stays under 512 KiB; with the names it does not.
    const fitted = expectSameOutputs(branches(700, 180))
    expect(fitted.fits).toBe(false)
    expect(fitted.resultFile).toHaveProperty('content')
  })

  it('a result larger than any output: written as the pages came, the same bytes', () => {
    const fitted = expectSameOutputs(branches(2500, 30, 5))
    expect(fitted.resultFile).toHaveProperty('path')
    expect(fitted.shortened.map((s) => s.name)).toEqual(['result'])
  })

  it('so many names that the branches output is shortened too', () => {
    const fitted = expectSameOutputs(branches(6000, 120))
    expect(fitted.shortened.map((s) => s.name)).toEqual(['result', 'branches'])
  })
})
