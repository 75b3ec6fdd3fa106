// `npm run follow` (scripts/follow.mjs): the files of src/ on the path from the inputs to the
// requests of a run, measured on the sources against the fake Travis CI server. The lists in
// docs/architecture.md are this measure's (generate-docs.mjs --check compares them).
import { describe, expect, it } from 'vitest'
import {
  BUDGETS,
  SPINE,
  SPINE_RUNS,
  follow,
  measureSpine,
  requestShown
} from '../../scripts/follow.mjs'

describe('the spine', () => {
  it('is what every run passes through: it does not grow, no listed file is gone, each run keeps to its budget', async () => {
    const { spine, runs } = await measureSpine()
    expect([...spine].sort()).toEqual([...SPINE].sort())
    expect(runs.map((run) => run.operation)).toEqual(Object.keys(SPINE_RUNS))
    const over = runs
      .filter((run) => run.own.length > run.budget)
      .map((run) => `${run.operation}: ${run.own.length} own files (${run.own.join(', ')})`)
    expect(over).toEqual([])
    // A budget above its kind's is named in SPINE_RUNS with its reason; only delete-caches has one.
    expect(
      Object.entries(SPINE_RUNS)
        .filter(([, run]) => run.budget !== undefined && run.budget > BUDGETS[run.kind])
        .map(([operation]) => operation)
    ).toEqual(['delete-caches'])
  }, 120_000)
})

describe('npm run follow', () => {
  it('delete-caches: the files from its inputs to its DELETE, and no file it only reports with', async () => {
    const run = await follow('delete-caches')
    expect(run.exitCode, run.errors.join(' ')).toBe(0)
    expect(run.requests.map(requestShown)).toEqual(
      expect.arrayContaining(['GET /repo/{repo}/caches', 'DELETE /repo/{repo}/caches'])
    )
    // The entry, the input file of the area, the area, the wire, the shared client and retry.
    for (const file of [
      'index.ts',
      'main.ts',
      'inputs/caches.ts',
      'operations/caches/caches.ts',
      'operations/caches/deletion.ts',
      'travis/resources/caches.ts',
      'travis/client.ts',
      'travis/request.ts',
      'lib/retry.ts'
    ]) {
      expect(run.files).toContain(file)
    }
    // Pure planning returned before any request; the report runs after the last.
    expect(run.files).not.toContain('operations/caches/plan.ts')
    expect(run.files.filter((file) => file.startsWith('report/'))).toEqual([])
    expect(run.files).toEqual([...new Set(run.files)].sort())
    // Names of files and requests only: no input's value, the token's included.
    expect(JSON.stringify(run)).not.toContain('fake-travis-token')
  })

  it('an operation given by name and inputs; a run refused for its inputs sends nothing', async () => {
    const read = await follow('get-setting', { setting: 'build_pushes' })
    expect(read.exitCode).toBe(0)
    expect(read.requests.map(requestShown)).toEqual(['GET /repo/{repo}/setting/build_pushes'])
    expect(read.files).toContain('travis/resources/settings.ts')

    const refused = await follow('get-setting', { setting: 'build_pushes', retries: 'many' })
    expect(refused.exitCode).toBe(1)
    expect(refused.requests).toEqual([])
    expect(refused.files.every((file) => !file.startsWith('travis/'))).toBe(true)
    expect(refused.files).toContain('inputs/reader.ts')
  })

  it('shows requests with the repository and ids as placeholders', () => {
    expect(
      requestShown(
        'PATCH /repo/octo-org%2Fhello-world/env_var/0a1b2c3d-1111-2222-3333-444455556666'
      )
    ).toBe('PATCH /repo/{repo}/env_var/{id}')
    expect(requestShown('DELETE /cron/42')).toBe('DELETE /cron/{id}')
    expect(requestShown('POST /repo/octo-org%2Fhello-world/branch/master/cron')).toBe(
      'POST /repo/{repo}/branch/master/cron'
    )
  })
})
