// A job's name as Travis CI's web page shows it (travis-web jobs-item.js, job-config-language.js).
import { describe, expect, it } from 'vitest'
import { jobName } from '../../../src/model/job-names.js'

describe('jobName', () => {
  it("is the config's name when it has one", () => {
    expect(jobName({ name: '  unit tests ', language: 'node_js', node_js: '20' })).toBe(
      'unit tests'
    )
  })

  it('else the languages with their versions, the os and the env, as the page lists them', () => {
    expect(jobName({ language: 'node_js', node_js: '20', os: 'linux', env: 'A=1 B=2' })).toBe(
      'Node.js: 20, linux, A=1 B=2'
    )
    expect(jobName({ language: 'ruby', rvm: '3.2', os: 'osx' })).toBe('Ruby: 3.2, osx')
    // A language without its version key is named alone; env as a list or mapping.
    expect(jobName({ language: 'python', env: ['X=1', 'Y=2'] })).toBe('Python, X=1 Y=2')
    expect(jobName({ language: 'go', go: '1.22', env: { GOFLAGS: '-mod=vendor' } })).toBe(
      'Go: 1.22, GOFLAGS=-mod=vendor'
    )
    expect(jobName({ dart_task: { test: '--platform vm' }, language: 'dart' })).toBe(
      'Task: --platform vm Dart'
    )
  })

  it("is '' for a job without a config, and one short line for anything long", () => {
    expect(jobName(null)).toBe('')
    expect(jobName({})).toBe('')
    const long = jobName({ name: `x\n${'y'.repeat(300)}` })
    expect(long).toHaveLength(120)
    expect(long).not.toContain('\n')
    expect(long.endsWith('…')).toBe(true)
  })
})
