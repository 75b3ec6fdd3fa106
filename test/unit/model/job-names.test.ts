// A job's name as Travis CI's web page shows it (travis-web jobs-item.js, job-config-language.js).
import { describe, expect, it } from 'vitest'
import { jobName } from '../../../src/model/job-names.js'

/** Nothing to hide: the run has no secret in these names. */
const shown = (text: string) => text

describe('jobName', () => {
  it("is the config's name when it has one", () => {
    expect(jobName({ name: '  unit tests ', language: 'node_js', node_js: '20' }, shown)).toBe(
      'unit tests'
    )
  })

  it('else the languages with their versions, the os and the env, as the page lists them', () => {
    expect(
      jobName({ language: 'node_js', node_js: '20', os: 'linux', env: 'A=1 B=2' }, shown)
    ).toBe('Node.js: 20, linux, A=1 B=2')
    expect(jobName({ language: 'ruby', rvm: '3.2', os: 'osx' }, shown)).toBe('Ruby: 3.2, osx')
    // A language without its version key is named alone; env as a list or mapping.
    expect(jobName({ language: 'python', env: ['X=1', 'Y=2'] }, shown)).toBe('Python, X=1 Y=2')
    expect(jobName({ language: 'go', go: '1.22', env: { GOFLAGS: '-mod=vendor' } }, shown)).toBe(
      'Go: 1.22, GOFLAGS=-mod=vendor'
    )
    expect(jobName({ dart_task: { test: '--platform vm' }, language: 'dart' }, shown)).toBe(
      'Task: --platform vm Dart'
    )
  })

  it("is '' for a job without a config, and one short line for anything long", () => {
    expect(jobName(null, shown)).toBe('')
    expect(jobName({}, shown)).toBe('')
    const long = jobName({ name: `x\n${'y'.repeat(300)}` }, shown)
    expect(long).toHaveLength(120)
    expect(long).not.toContain('\n')
    expect(long.endsWith('…')).toBe(true)
  })

  it('hides a secret before the cut, so that no fragment of it is left at the end', () => {
    const secret = 'fake-travis-token-3f9c'
    const hide = (text: string) => text.replaceAll(secret, '***')
    const name = jobName({ name: `${'x'.repeat(110)} ${secret}` }, hide)
    expect(name).toBe(`${'x'.repeat(110)} ***`)
    const cut = jobName({ name: `${'x'.repeat(115)} ${secret}` }, hide)
    expect(cut).toBe(`${'x'.repeat(115)} ***`)
    const env = jobName({ language: 'node_js', env: `TOKEN=${secret} ${'A=1 '.repeat(40)}` }, hide)
    expect(env).not.toMatch(/fake|3f9c/)
  })
})
