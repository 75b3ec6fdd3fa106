// What a new user meets on a first run that goes wrong: a mistyped operation or setting names the
// nearest allowed one, the summary counts the inputs to fix (not their problems), a failure
// before the repository is known has no dangling "·" in its heading, and a failure to reach
// Travis CI or to find the settings file says what to check (api-url and the proxy variables,
// the retired travis-ci.org, actions/checkout).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  REPO,
  closeFakes,
  closedPortUrl,
  expectFailure,
  fakeTravis,
  requestLines,
  run,
  summaryText
} from '../helpers.js'

afterAll(closeFakes)

describe('did you mean', () => {
  it('a mistyped operation names the nearest one, and nothing is sent', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, { operation: 'list-cache' })
    expect(result.exitCode).toBe(1)
    expect(result.errors).toHaveLength(1)
    expect(result.errors[0]).toContain("got 'list-cache'. Did you mean 'list-caches'?")
    expect(fake.requests).toEqual([])
  })

  it('an operation near none of them gets no suggestion', async () => {
    const result = await run(null, { operation: 'frobnicate' })
    expect(result.exitCode).toBe(1)
    expect(result.errors[0]).toContain("got 'frobnicate'.")
    expect(result.errors[0]).not.toContain('Did you mean')
  })

  it('a setting name the server does not know names the nearest one (get-setting)', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, { operation: 'get-setting', setting: 'build_pushs' })
    expectFailure(
      result,
      'get-setting',
      REPO,
      "get-setting on octo-org/hello-world failed: 'build_pushs' is not a setting of this repository on Travis CI. Did you mean 'build_pushes'?"
    )
    expect(result.errors[0]).not.toContain("Check 'api-url'")
    expect(requestLines(fake)).toEqual(['GET /repo/octo-org%2Fhello-world/settings'])
  })

  it('a setting name in a form no setting has names the nearest one before any request', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, { operation: 'get-setting', setting: 'Build-Pushes' })
    expectFailure(result, 'get-setting', REPO, "got 'Build-Pushes'. Did you mean 'build_pushes'?")
    expect(fake.requests).toEqual([])
  })
})

describe('inputs to fix', () => {
  it('counts inputs, not problems: three problems of desired-settings and one of retries are 2 inputs', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, {
      operation: 'check-settings',
      retries: 'ten',
      'desired-settings': 'build_pushes: maybe\nbuild_prs: often\nmaximum_number_of_builds: x'
    })
    expectFailure(result, 'check-settings', REPO, "Input 'retries'", "'build_pushes'")
    expect(fake.requests).toEqual([])
    const text = summaryText(result, 'check-settings')
    expect(text).toMatch(/^❌ Failed: 2 inputs need fixing \(4 problems\); nothing was sent\.$/m)
    expect(text).toContain('What to do: correct these inputs in the workflow')
  })

  it('one input with several problems: "1 input needs fixing"', async () => {
    const result = await run(null, {
      operation: 'check-settings',
      'desired-settings': 'build_pushes: maybe\nbuild_prs: often'
    })
    const text = summaryText(result, 'check-settings')
    expect(text).toMatch(/^❌ Failed: 1 input needs fixing \(2 problems\); nothing was sent\.$/m)
    expect(text).toContain('What to do: correct this input in the workflow')
  })
})

describe('the heading of a run that failed before reading repo', () => {
  it('has no dangling "·" when the repository is unknown', async () => {
    const result = await run(
      null,
      { operation: 'list-caches', repo: '' },
      { env: { GITHUB_REPOSITORY: undefined } }
    )
    expect(result.exitCode).toBe(1)
    expect(result.summary).toContain('<h2>Travis CI: list-caches</h2>')
    expect(result.summary).not.toContain('·')
  })
})

describe('what to check when Travis CI cannot be reached', () => {
  it('a refused connection names api-url and the proxy variables', async () => {
    const url = await closedPortUrl()
    const result = await run(null, { operation: 'list-caches', 'api-url': url })
    const message = expectFailure(
      result,
      'list-caches',
      REPO,
      'ECONNREFUSED',
      `Nothing accepted the connection: check 'api-url' (${url})`,
      'HTTPS_PROXY',
      'NO_PROXY'
    )
    expect(summaryText(result, 'list-caches')).toContain(message.slice(message.indexOf('GET')))
  })

  it('a host name that does not resolve names api-url and the proxy variables', async () => {
    const result = await run(null, {
      operation: 'list-caches',
      'api-url': 'https://api.travis-ci.invalid'
    })
    expectFailure(
      result,
      'list-caches',
      REPO,
      'ENOTFOUND',
      "The host name did not resolve: check 'api-url' (https://api.travis-ci.invalid)",
      'HTTPS_PROXY'
    )
  })

  it('a request that timed out gets no network advice', async () => {
    const fake = await fakeTravis()
    fake.failNext({ delayMs: 1500 })
    const result = await run(fake, { operation: 'list-caches', 'timeout-seconds': '1' })
    const message = expectFailure(result, 'list-caches', REPO, 'timed out')
    expect(message).not.toContain('HTTPS_PROXY')
  })

  it('an answer that is an error gets no network advice', async () => {
    const fake = await fakeTravis()
    fake.failNext({ status: 503, body: '' })
    const result = await run(fake, { operation: 'list-caches' })
    const message = expectFailure(result, 'list-caches', REPO, 'HTTP 503')
    expect(message).not.toContain('HTTPS_PROXY')
  })

  it.each(['https://api.travis-ci.org', 'https://travis-ci.org/api'])(
    'api-url %s (travis-ci.org, retired) is bad input: named as such, nothing sent',
    async (url) => {
      const result = await run(null, { operation: 'list-caches', 'api-url': url })
      expectFailure(
        result,
        'list-caches',
        REPO,
        `Input 'api-url' points at ${new URL(url).host}`,
        'which Travis CI retired in 2021',
        "got '" + url + "'",
        'use https://api.travis-ci.com'
      )
      expect(result.stdout).not.toContain('::debug::GET')
    }
  )
})

describe('a desired-settings-file that is not there', () => {
  it('hints at actions/checkout, and nothing is sent', async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'first-run-'))
    try {
      const fake = await fakeTravis()
      const result = await run(
        fake,
        { operation: 'check-settings', 'desired-settings-file': '.travis-settings.yml' },
        { workspace }
      )
      expectFailure(
        result,
        'check-settings',
        REPO,
        "Input 'desired-settings-file' names a file that cannot be read: '.travis-settings.yml' (ENOENT).",
        'check out the repository first (uses: actions/checkout)'
      )
      expect(fake.requests).toEqual([])
    } finally {
      rmSync(workspace, { recursive: true, force: true })
    }
  })

  it('a file that exists but cannot be read gets no checkout hint', async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'first-run-'))
    try {
      const result = await run(
        null,
        { operation: 'check-settings', 'desired-settings-file': '.' },
        { workspace }
      )
      const message = expectFailure(result, 'check-settings', REPO, 'is not a regular file')
      expect(message).not.toContain('actions/checkout')
    } finally {
      rmSync(workspace, { recursive: true, force: true })
    }
  })
})
