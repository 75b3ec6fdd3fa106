// Which repository: 'repo' as given, or, when it is empty, the workflow's own repository
// (GITHUB_REPOSITORY, which the runner always sets); with neither, an input error before any
// request.
import { afterAll, describe, expect, it } from 'vitest'
import { WORKFLOW_REPOSITORY } from '../../support/run-action.mjs'
import { REPO_PATH, closeFakes, expectSuccess, fakeTravis, requestLines, run } from '../helpers.js'

afterAll(closeFakes)

describe.concurrent("'repo' empty", () => {
  it('the workflow’s repository (GITHUB_REPOSITORY) is used', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, { operation: 'list-settings', repo: '' })
    expectSuccess(result)
    expect(WORKFLOW_REPOSITORY).toBe('octo-org/hello-world')
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/settings`])
    expect(result.summary).toContain(`<h2>Travis CI: list-settings · ${WORKFLOW_REPOSITORY}</h2>`)
  })

  it('outside a runner, without GITHUB_REPOSITORY: the input is required; nothing is sent', async () => {
    const fake = await fakeTravis()
    const result = await run(
      fake,
      { operation: 'list-settings', repo: '' },
      { env: { GITHUB_REPOSITORY: undefined } }
    )
    expect(result.exitCode).toBe(1)
    expect(result.errors).toEqual([
      "list-settings: Input 'repo' is required: owner/name or a numeric Travis repository id."
    ])
    expect(result.summary).toContain('<h2>Travis CI: list-settings')
    expect(fake.requests).toEqual([])
  })
})
