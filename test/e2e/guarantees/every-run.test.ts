// What every run does whatever the operation, in both dialects of the fake: the provider segment,
// debug request lines, the server's @warnings, no summary file when the runner gives none.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import {
  DIALECTS,
  REPO_PATH,
  closeFakes,
  debugLines,
  expectSuccess,
  fakeTravis,
  requestLines,
  run,
  type FakeTravis
} from '../helpers.js'

afterAll(closeFakes)

describe.concurrent.each(DIALECTS)('every run, %s dialect', (dialect) => {
  const start = (options: { basePath?: string } = {}): Promise<FakeTravis> =>
    fakeTravis({ dialect, ...options })

  it('slug with a provider segment', async () => {
    const fake = await start()
    const result = await run(fake, { operation: 'list-settings', provider: 'github' })
    expectSuccess(result)
    expect(requestLines(fake)).toEqual([`GET /repo/github/octo-org%2Fhello-world/settings`])
  })

  it('with debug: true the log shows each request with status and time', async () => {
    const fake = await start()
    const result = await run(fake, { operation: 'list-caches', branch: 'master' }, { debug: true })
    expectSuccess(result)
    expect(debugLines(result)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^GET ${REPO_PATH.replace(/\//g, '\\/')}\\/caches\\?branch=master → 200 \\(\\d+ ms\\)$`
          )
        )
      ])
    )
  })

  it('other @warnings of a response are shown as warnings', async () => {
    const server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          '@type': 'settings',
          '@warnings': [
            {
              '@type': 'warning',
              message: 'query parameter frobnicate not safelisted, ignored',
              warning_type: 'ignored_parameter',
              parameter: 'frobnicate'
            }
          ],
          '@href': req.url,
          settings: []
        })
      )
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const result = await run(null, {
        operation: 'list-settings',
        'api-url': `http://127.0.0.1:${port}`
      })
      expectSuccess(result)
      expect(result.warnings).toEqual([
        'Travis CI: query parameter frobnicate not safelisted, ignored'
      ])
      expect(result.outputs.count).toBe('0')
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('writes no summary file when GITHUB_STEP_SUMMARY is unset', async () => {
    const fake = await start()
    const result = await run(fake, { operation: 'list-settings' }, { noSummary: true })
    expectSuccess(result)
    expect(result.summary).toBe('')
    expect(result.outputs.count).toBe('14')
    expect(result.stdout + result.stderr).not.toMatch(/summary/i)
  })
})
