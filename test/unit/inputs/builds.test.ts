// The builds operations' new inputs, read as the action reads them: wait-for-build's targets (a
// build, the newest of a branch, the build Travis CI starts for a commit or pull request), what
// to show of the logs, and which jobs a restart restarts; each problem named, nothing sent.
import { describe, expect, it } from 'vitest'
import { InputError, readInputs } from '../../../src/inputs/index.js'
import type { InputName } from '../../../src/inputs/table.js'
import { inputSource } from '../../support/input-source.js'

const BASE = { 'travis-token': 'tok-123456', repo: 'octo-org/hello' } as const
const SHA = '3F2C1A9E5B7D4C6A8F0E1D2C3B4A59687F6E5D4C'

function read(values: Partial<Record<InputName, string>>) {
  return readInputs(inputSource({ ...BASE, ...values }, {}, { GITHUB_WORKSPACE: '/work/space' }))
}

function problemsOf(values: Partial<Record<InputName, string>>): string {
  try {
    read(values)
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    return (error as InputError).message
  }
  throw new Error('expected an InputError')
}

describe('wait-for-build: which build', () => {
  it("'sha' with or without 'branch': the build Travis CI starts for that commit, in lower case", () => {
    expect(read({ operation: 'wait-for-build', sha: SHA }).operation).toMatchObject({
      target: { commit: { sha: SHA.toLowerCase(), branch: '' } }
    })
    expect(
      read({ operation: 'wait-for-build', sha: '3f2c1a9', branch: 'fix,cleanup' }).operation
    ).toMatchObject({
      target: { commit: { sha: '3f2c1a9', branch: 'fix,cleanup' } }
    })
  })

  it("'pull-request' alone or with its head 'sha'", () => {
    expect(read({ operation: 'wait-for-build', 'pull-request': '12' }).operation).toMatchObject({
      target: { pullRequest: { number: 12, sha: '' } }
    })
    expect(
      read({ operation: 'wait-for-build', 'pull-request': '12', sha: SHA }).operation
    ).toMatchObject({
      target: { pullRequest: { number: 12, sha: SHA.toLowerCase() } }
    })
  })

  it('refuses what cannot name one build, saying what is allowed', () => {
    expect(problemsOf({ operation: 'wait-for-build', sha: '3f2c1a' })).toContain(
      "Input 'sha' must be a commit SHA of 7 to 40 hexadecimal characters (e.g. ${{ github.sha }}), got '3f2c1a'."
    )
    expect(problemsOf({ operation: 'wait-for-build', 'pull-request': '12,13' })).toContain(
      "Input 'pull-request' must be one pull request number for wait-for-build"
    )
    expect(
      problemsOf({ operation: 'wait-for-build', 'pull-request': '12', branch: 'main' })
    ).toContain("Input 'branch' does not go with 'pull-request' for wait-for-build")
    expect(problemsOf({ operation: 'wait-for-build', 'build-id': '7', sha: SHA })).toContain(
      "Inputs 'build-id' and 'sha' are both set for wait-for-build"
    )
    expect(problemsOf({ operation: 'wait-for-build' })).toContain(
      "wait-for-build needs 'build-id' (a build's number in its URL, e.g. 123456789) or 'branch' (its newest build), or 'sha' or 'pull-request' (the build Travis CI starts for that commit or pull request); all are empty."
    )
    expect(problemsOf({ operation: 'restart-build' })).toContain('; both are empty.')
  })
})

describe('logs while waiting', () => {
  it("reads 'show-logs', 'log-lines' and 'logs-dir' (a folder inside the workspace)", () => {
    const inputs = read({
      operation: 'wait-for-build',
      'build-id': '7',
      'show-logs': 'all',
      'log-lines': '0',
      'logs-dir': 'travis-logs'
    }).operation
    expect(inputs).toMatchObject({
      plan: {
        showLogs: 'all',
        logLines: 0,
        logsDir: { given: 'travis-logs', path: '/work/space/travis-logs', workspace: '/work/space' }
      }
    })
    expect(read({ operation: 'trigger-build' }).operation).toMatchObject({
      plan: { showLogs: 'failed', logLines: 30, logsDir: null }
    })
  })

  it('refuses a word it does not know, a number out of range and a folder outside the workspace, all at once', () => {
    const problems = problemsOf({
      operation: 'restart-build',
      'build-id': '7',
      'show-logs': 'failures',
      'log-lines': '501',
      'logs-dir': '../elsewhere',
      jobs: 'failing'
    })
    expect(problems).toContain(
      "Input 'show-logs' must be one of failed, all, none, got 'failures'."
    )
    expect(problems).toContain("Input 'log-lines' must be a whole number from 0 to 500, got '501'.")
    expect(problems).toContain(
      "Input 'logs-dir' must name a folder inside the workspace (/work/space), relative to it, e.g. travis-logs; got '../elsewhere'."
    )
    expect(problems).toContain("Input 'jobs' must be one of all, failed, got 'failing'.")
  })

  it("restart-build's 'jobs': all by default, or failed", () => {
    expect(read({ operation: 'restart-build', 'build-id': '7' }).operation).toMatchObject({
      jobs: 'all'
    })
    expect(
      read({ operation: 'restart-build', 'build-id': '7', jobs: 'failed' }).operation
    ).toMatchObject({
      jobs: 'failed'
    })
  })
})
