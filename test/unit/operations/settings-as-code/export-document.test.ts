// The export document (pure): what 'desired-settings' cannot name is left out with its reason,
// and what is kept reads back as the same entries.
import * as yaml from 'yaml'
import { describe, expect, it } from 'vitest'
import {
  exportable,
  renderDocument
} from '../../../../src/operations/settings-as-code/export-document.js'
import type { CronView, EnvVarView } from '../../../../src/operations/result.js'

const cron = (branch: string, interval: string): CronView => ({
  branch,
  interval,
  dont_run_if_recent_build_exists: false,
  active: true,
  last_run: null,
  next_run: null
})

describe('exportable', () => {
  it('leaves out settings, variables and crons the input cannot name, saying why', () => {
    const settings = [
      { name: 'build_pushes', value: true },
      { name: 'maximum_number_of_builds', value: 4 },
      { name: 'negative_limit', value: -1 },
      { name: 'text_setting', value: '12' },
      { name: 'Upper', value: true },
      { name: 'nothing', value: null }
    ]
    const envVars: EnvVarView[] = [
      { name: 'GOOD', public: true, branch: 'release/1.x', value: 'v' },
      { name: 'ON_BAD_BRANCH', public: false, branch: 'bad..branch' },
      { name: 'X'.repeat(129), public: true, branch: null, value: 'v' }
    ]
    const crons = [cron('main', 'daily'), cron('bad branch', 'daily'), cron('dev', 'hourly')]
    const kept = exportable(settings, envVars, crons)
    expect(kept.settings.map((s) => s.name)).toEqual(['build_pushes', 'maximum_number_of_builds'])
    expect(kept.envVars.map((v) => v.name)).toEqual(['GOOD'])
    expect(kept.crons.map((c) => c.branch)).toEqual(['main'])
    expect(kept.leftOut).toEqual([
      "setting 'negative_limit' (-1): 'desired-settings' takes a lower case name with true, false or a whole number.",
      `setting 'text_setting' ("12"): 'desired-settings' takes a lower case name with true, false or a whole number.`,
      "setting 'Upper' (true): 'desired-settings' takes a lower case name with true, false or a whole number.",
      "setting 'nothing' (null): 'desired-settings' takes a lower case name with true, false or a whole number.",
      'variable "ON_BAD_BRANCH": its branch is no git branch name.',
      `variable "${'X'.repeat(129)}": its name is no shell name, which env: requires.`,
      'cron job of branch "bad branch": its branch is no git branch name.',
      'cron job of branch "dev": its interval "hourly" is not daily, weekly or monthly.'
    ])
  })
})

describe('renderDocument', () => {
  it('several private variables: one comment line counts them; values read back as given', () => {
    const envVars: EnvVarView[] = [
      { name: 'A', public: false, branch: null },
      { name: 'A', public: false, branch: 'staging' },
      { name: 'MULTI', public: true, branch: null, value: 'line 1\nline 2 # not a comment' },
      { name: 'NUMBER', public: true, branch: null, value: '1.10' },
      { name: 'NONE', public: true, branch: null, value: null }
    ]
    const text = renderDocument(yaml, { settings: [], envVars, crons: [], leftOut: [] }, 'o/r')
    expect(text).toContain("# 2 variables are private: from-env names the step's environment")
    expect(text).toContain('settings: {}\n')
    const read = yaml.parse(text) as { env: Record<string, unknown> }
    expect(read.env).toEqual({
      A: [{ 'from-env': 'A' }, { 'from-env': 'A', branch: 'staging' }],
      MULTI: { value: 'line 1\nline 2 # not a comment', public: true },
      NUMBER: { value: '1.10', public: true },
      NONE: { value: '', public: true }
    })
  })
})
