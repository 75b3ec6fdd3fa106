// What a finished apply-settings changed, in words (for a failure after the change: the outputs
// could not be written); e2e/guarantees/what-users-read.test.ts shows the line in a run.
import { describe, expect, it } from 'vitest'
import type { SettingsCheckResult } from '../../../src/operations/result.js'
import { describeChanges } from '../../../src/report/changes.js'
import { base } from './fixtures.js'

const applied: SettingsCheckResult = {
  ...base,
  kind: 'settings-check',
  operation: 'apply-settings',
  changed: true,
  settings: null,
  env: {
    comparisons: [],
    drift: [],
    outcome: {
      changes: [
        {
          name: 'TOKEN',
          branch: null,
          action: 'create',
          from: null,
          to: { public: false },
          id: null
        }
      ],
      failed: [],
      alreadySo: []
    }
  },
  crons: null,
  prune: false,
  rewritePrivateEnv: false
}

describe('describeChanges of apply-settings', () => {
  it('one change of a section: "1 change was made" (it said "were" before)', () => {
    expect(describeChanges(applied)).toBe(
      "1 change was made on Travis CI: variable 'TOKEN' created"
    )
  })

  it('a setting among sections, then settings alone: the one wording of a setting change', () => {
    const change = { name: 'build_pushes', from: true, to: false }
    const outcome = { changes: [change], failed: [], alreadySo: [] }
    const settings = { comparisons: [], drift: [], outcome }
    expect(describeChanges({ ...applied, settings })).toBe(
      "2 changes were made on Travis CI: setting 'build_pushes' from true to false, variable 'TOKEN' created"
    )
    expect(describeChanges({ ...applied, settings, env: null })).toBe(
      "1 setting was changed on Travis CI: 'build_pushes' from true to false"
    )
  })
})
