// The inputs of check-travis-yml: the file and the base file inside the workspace, 'preview' and
// 'fail-on' spelled exactly, no 'travis-token' needed (a fork's lint) unless the preview is
// required, a base file only with the preview, and the branch of the event when none is given.
import { describe, expect, it } from 'vitest'
import { InputError, readInputs } from '../../../src/inputs/index.js'
import type { InputName } from '../../../src/inputs/table.js'
import { inputSource } from '../../support/input-source.js'

const BASE = { operation: 'check-travis-yml', repo: 'octo-org/hello' } as const
const WORKSPACE = { GITHUB_WORKSPACE: '/work/space' }

function read(
  values: Partial<Record<InputName, string>>,
  environment: Record<string, string> = {}
) {
  return readInputs(inputSource({ ...BASE, ...values }, {}, { ...WORKSPACE, ...environment }))
}

function problems(values: Partial<Record<InputName, string>>): string[] {
  try {
    read(values)
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    return (error as InputError).problems
  }
  throw new Error('expected an InputError')
}

describe('check-travis-yml inputs', () => {
  it('needs no token: lint alone, anonymous, on the default file and the default branch', () => {
    const inputs = read({}).operation
    expect(inputs).toEqual({
      operation: 'check-travis-yml',
      travisYml: {
        given: '.travis.yml',
        path: '/work/space/.travis.yml',
        workspace: '/work/space'
      },
      baseTravisYml: null,
      preview: 'auto',
      failOn: 'error',
      branch: null,
      event: null,
      anonymous: true
    })
  })

  it('takes the pull request target branch, else the pushed branch, else the given one', () => {
    const token = { 'travis-token': 'tok-123456' }
    expect(
      read(token, { GITHUB_BASE_REF: 'main', GITHUB_REF: 'refs/pull/7/merge' }).operation
    ).toMatchObject({
      branch: 'main',
      anonymous: false
    })
    expect(read(token, { GITHUB_REF: 'refs/heads/release/1.x' }).operation).toMatchObject({
      branch: 'release/1.x'
    })
    expect(read(token, { GITHUB_REF: 'refs/tags/v1' }).operation).toMatchObject({ branch: null })
    expect(read({ ...token, branch: 'dev' }, { GITHUB_BASE_REF: 'main' }).operation).toMatchObject({
      branch: 'dev'
    })
  })

  it('takes the event for the conditions: a pull request, a push, or none', () => {
    const event = (name: string) => read({}, { GITHUB_EVENT_NAME: name }).operation
    expect(event('pull_request')).toMatchObject({ event: 'pull_request' })
    expect(event('pull_request_target')).toMatchObject({ event: 'pull_request' })
    expect(event('push')).toMatchObject({ event: 'push' })
    expect(event('workflow_dispatch')).toMatchObject({ event: null })
  })

  it('refuses misspelled preview and fail-on values, naming the input and what is allowed', () => {
    expect(problems({ preview: 'yes', 'fail-on': 'warning' })).toEqual([
      "Input 'preview' must be one of auto, true, false, got 'yes'.",
      "Input 'fail-on' must be one of error, warn, never, got 'warning'."
    ])
  })

  it('refuses preview: true without a token, and a base file without the preview', () => {
    expect(problems({ preview: 'true' })[0]).toMatch(
      /^Input 'preview' is true, which needs 'travis-token'/
    )
    expect(
      problems({ 'travis-token': 'tok-123456', preview: 'false', 'base-travis-yml': 'base.yml' })[0]
    ).toMatch(/^Input 'base-travis-yml' compares the jobs of both files, which needs the preview/)
  })

  it('refuses files outside the workspace', () => {
    expect(problems({ 'travis-yml': '../other/.travis.yml' })[0]).toMatch(
      /^Input 'travis-yml' must name a file inside the workspace/
    )
    expect(problems({ 'travis-token': 'tok-123456', 'base-travis-yml': '/etc/passwd' })[0]).toMatch(
      /^Input 'base-travis-yml' must name a file inside the workspace/
    )
  })

  it('still requires the token for every other operation', () => {
    expect(() =>
      readInputs(inputSource({ operation: 'list-caches', repo: 'octo-org/hello' }))
    ).toThrow(/Input 'travis-token' is required/)
  })
})
