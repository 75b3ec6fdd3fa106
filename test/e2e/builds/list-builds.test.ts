// list-builds: a repository's builds, newest first, filtered by branch, state and event type,
// as outputs and as a table in the summary.
import { afterEach, describe, expect, it } from 'vitest'
import {
  REPO,
  REPO_PATH,
  closeFakes,
  expectFailure,
  expectSuccess,
  fakeTravis,
  jsonOutput,
  requestLines,
  run,
  summaryText
} from '../helpers.js'

afterEach(closeFakes)

interface Listed {
  id: number
  number: string
  state: string
  branch: string
}

describe('list-builds', () => {
  it('sends the filters as travis-api reads them and lists the builds newest first', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, {
      operation: 'list-builds',
      branch: 'master',
      state: 'passed,failed',
      'event-type': 'push',
      limit: '2'
    })
    expectSuccess(result)
    expect(requestLines(fake)).toEqual([
      `GET ${REPO_PATH}/builds?branch.name=master&build.state=passed%2Cfailed&build.event_type=push&limit=2&offset=0`
    ])
    const builds = jsonOutput<Listed[]>(result, 'builds')
    expect(builds).toHaveLength(2)
    expect(builds.map((b) => b.branch)).toEqual(['master', 'master'])
    expect(Number(builds[0]?.number)).toBeGreaterThan(Number(builds[1]?.number))
    expect(result.outputs.count).toBe('2')
    const text = summaryText(result, 'list-builds')
    expect(text).toContain(
      '2 builds on master, passed or failed, by push (the server has 3), newest first.'
    )
    expect(text).toContain(`#${builds[0]?.number} | master | ✓ passed | push`)
  })

  it('without limit, the newest 100', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, { operation: 'list-builds' })
    expectSuccess(result)
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/builds?limit=100&offset=0`])
    expect(result.outputs.count).toBe('100')
  })

  it('unknown states and events are refused, naming them; nothing is sent', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, {
      operation: 'list-builds',
      state: 'passed,green',
      'event-type': 'tag'
    })
    expectFailure(
      result,
      'list-builds',
      REPO,
      "Input 'state' must list created, received, queued, started, passed, failed, errored, canceled (comma separated), got 'green'.",
      "Input 'event-type' must list push, pull_request, api, cron (comma separated), got 'tag'."
    )
    expect(fake.requests).toEqual([])
  })
})
