// Pure logic of settings as code: comparing 'desired-settings' with the server's list. What a
// workflow sees (requests, outputs, failures) is in e2e/settings-as-code/as-code.test.ts.
import { describe, expect, it } from 'vitest'
import { compareSettings } from '../../../../src/operations/settings-as-code/plan.js'

describe('compareSettings', () => {
  const listed = [
    { name: 'build_pushes', value: true },
    { name: 'maximum_number_of_builds', value: 0 },
    { name: 'auto_cancel_pushes', value: 'yes' },
    { name: 'future_limit', value: 5 },
    { name: 'future_flag', value: false }
  ]

  it('keeps the order given; a value the server stored as text is drift', () => {
    const plan = compareSettings(
      [
        { name: 'auto_cancel_pushes', value: true },
        { name: 'build_pushes', value: true },
        { name: 'future_limit', value: 7 }
      ],
      listed
    )
    expect(plan.problems).toEqual([])
    expect(plan.comparisons.map((c) => c.name)).toEqual([
      'auto_cancel_pushes',
      'build_pushes',
      'future_limit'
    ])
    expect(plan.drift).toEqual([
      { name: 'auto_cancel_pushes', expected: true, actual: 'yes' },
      { name: 'future_limit', expected: 7, actual: 5 }
    ])
  })

  it('names every setting the server cannot take as given', () => {
    const plan = compareSettings(
      [
        { name: 'future_limit', value: true },
        { name: 'future_flag', value: 7 },
        { name: 'allow_config_imports', value: true },
        { name: 'config_validation', value: true },
        { name: 'nope', value: 1 }
      ],
      listed
    )
    expect(plan.comparisons).toEqual([])
    expect(plan.problems).toEqual([
      "'future_limit' is an integer setting on the server (now 5), so it takes a whole number (0 or more), not true.",
      "'future_flag' is a boolean setting on the server (now false), so it takes true or false, not 7.",
      "'allow_config_imports' is not in the server's settings list for this repository (the server lists it only for private repositories); get-setting and set-setting reach it.",
      "'config_validation' is not in the server's settings list for this repository; get-setting and set-setting reach it.",
      "'nope' is not a setting of this server. It lists build_pushes, maximum_number_of_builds, auto_cancel_pushes, future_limit, future_flag."
    ])
  })
})
