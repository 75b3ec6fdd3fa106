// list-env-vars and list-crons end to end: one GET of the variables (never paged), every page of
// the crons, their outputs and summaries, private values never shown, failures as for the other
// reads.
import { afterAll, describe, expect, it } from 'vitest'
import {
  REPO,
  REPO_PATH,
  closeFakes,
  demoRepo,
  expectFailure,
  expectStandardHeaders,
  expectSuccess,
  fakeTravis,
  hasNoMetadata,
  jsonOutput,
  requestLines,
  run,
  summaryText
} from '../helpers.js'

afterAll(closeFakes)

const SECRET = 'hunter2-private-value'

describe.concurrent('list-env-vars', () => {
  it('one GET; env-vars and count; a private value is neither in the outputs nor the summary', async () => {
    const fake = await fakeTravis()
    const repo = demoRepo(fake)
    fake.state.addEnvVar(repo, { name: 'NODE_ENV', value: 'production', public: true })
    fake.state.addEnvVar(repo, { name: 'DEPLOY_TOKEN', value: SECRET, public: false })
    fake.state.addEnvVar(repo, {
      name: 'STAGING_URL',
      value: 'https://staging.example.com',
      public: true,
      branch: 'staging'
    })
    // Created without `public`: null on the server, private to it (docs/travis-api.md#env-private).
    fake.state.addEnvVar(repo, { name: 'LEGACY', value: SECRET, public: null })
    const result = await run(fake, { operation: 'list-env-vars' })
    expectSuccess(result)
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/env_vars`])
    expectStandardHeaders(fake)
    const expected = [
      { name: 'NODE_ENV', public: true, branch: null, value: 'production' },
      { name: 'DEPLOY_TOKEN', public: false, branch: null },
      {
        name: 'STAGING_URL',
        public: true,
        branch: 'staging',
        value: 'https://staging.example.com'
      },
      { name: 'LEGACY', public: false, branch: null }
    ]
    expect(jsonOutput(result, 'env-vars')).toEqual(expected)
    expect(jsonOutput(result, 'result')).toEqual(expected)
    expect(hasNoMetadata(jsonOutput(result, 'result'))).toBe(true)
    expect(result.outputs.count).toBe('4')
    expect(result.stdout).toContain('Read 4 environment variables, 2 of them private')
    const summary = summaryText(result, 'list-env-vars')
    expect(summary).toContain('4 environment variables; 2 private (Travis CI never shows')
    expect(summary).toContain('Variable | Branch | Public | Value')
    expect(summary).toContain('NODE_ENV | all | yes | production')
    expect(summary).toContain('STAGING_URL | staging | yes | https://staging.example.com')
    expect(summary).toContain('DEPLOY_TOKEN | all | no | private, set (value not readable)')
    expect(summary).toContain('LEGACY | all | no | private, set (value not readable)')
    // The fake never sends a private value, so this holds by construction; it guards the action
    // from ever showing a value it might learn some other way.
    expect(JSON.stringify(result)).not.toContain(SECRET)
  })

  it('none: an empty list, count 0', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, { operation: 'list-env-vars' })
    expectSuccess(result)
    expect(jsonOutput(result, 'env-vars')).toEqual([])
    expect(result.outputs.count).toBe('0')
    expect(summaryText(result, 'list-env-vars')).toContain('0 environment variables.')
  })

  it('a token that may not read the settings: the step fails naming what to do', async () => {
    const fake = await fakeTravis()
    fake.failNext({
      method: 'GET',
      pathIncludes: '/env_vars',
      status: 403,
      body: {
        '@type': 'error',
        error_type: 'insufficient_access',
        error_message: 'forbidden'
      }
    })
    const result = await run(fake, { operation: 'list-env-vars' })
    expectFailure(result, 'list-env-vars', REPO, 'HTTP 403')
    expect(result.outputs['env-vars']).toBeUndefined()
  })

  it('an answer without env_vars is refused before any output is set', async () => {
    const fake = await fakeTravis()
    fake.failNext({
      method: 'GET',
      pathIncludes: '/env_vars',
      status: 200,
      body: { '@type': 'env_vars', variables: [] }
    })
    const result = await run(fake, { operation: 'list-env-vars' })
    expectFailure(result, 'list-env-vars', REPO, 'an environment variable list')
    expect(result.outputs.count).toBeUndefined()
  })
})

describe.concurrent('list-crons', () => {
  it('every page (100 a page): crons and count, in the server order; a summary table', async () => {
    const fake = await fakeTravis()
    const repo = demoRepo(fake)
    const names = Array.from({ length: 130 }, (_, i) => `branch-${String(i).padStart(3, '0')}`)
    for (const name of names) fake.state.addBranch(repo, { name })
    for (const [i, branch] of names.entries()) {
      fake.state.addCron(repo, {
        branch,
        interval: i === 0 ? 'weekly' : 'daily',
        dontRunIfRecentBuildExists: i === 0,
        active: i !== 1,
        lastRun: i === 0 ? '2026-11-25T03:00:00Z' : null
      })
    }
    const result = await run(fake, { operation: 'list-crons' })
    expectSuccess(result)
    expect(requestLines(fake)).toEqual([
      `GET ${REPO_PATH}/crons?limit=100&offset=0`,
      `GET ${REPO_PATH}/crons?limit=100&offset=100`
    ])
    const crons = jsonOutput<Array<Record<string, unknown>>>(result, 'crons')
    expect(crons.map((c) => c.branch)).toEqual(names)
    expect(crons[0]).toEqual({
      branch: 'branch-000',
      interval: 'weekly',
      dont_run_if_recent_build_exists: true,
      active: true,
      last_run: '2026-11-25T03:00:00Z',
      next_run: expect.any(String)
    })
    expect(crons[1]).toMatchObject({ active: false, last_run: null })
    expect(hasNoMetadata(crons)).toBe(true)
    expect(result.outputs.count).toBe('130')
    expect(jsonOutput(result, 'result')).toEqual(crons)
    const summary = summaryText(result, 'list-crons')
    expect(summary).toContain('130 cron jobs; 1 inactive')
    expect(summary).toContain('Branch | Interval | Not after a recent build | Active')
    expect(summary).toMatch(/branch-000 \| weekly \| yes \| yes \|/)
    expect(summary).toMatch(/branch-001 \| daily \| no \| no \|/)
  })

  // travis-api lists crons in no order (docs/travis-api.md#cron-list): between two page reads a
  // row may move, so page 2 repeats a cron of page 1 and the moved one is on neither.
  function movingCrons(times: number) {
    return async () => {
      const fake = await fakeTravis()
      const repo = demoRepo(fake)
      const names = Array.from({ length: 130 }, (_, i) => `b-${String(i).padStart(3, '0')}`)
      for (const name of names) {
        fake.state.addBranch(repo, { name })
        fake.state.addCron(repo, { branch: name, interval: 'daily' })
      }
      let moves = 0
      fake.onRequest((request) => {
        if (request.query.offset === '100' && moves < times) {
          moves++
          const held = fake.state.crons
          held.unshift(...held.splice(held.length - 1, 1))
        }
      })
      const result = await run(fake, { operation: 'list-crons' })
      return { fake, names, result }
    }
  }

  it('a list that moved between its pages is read again: every cron once, none missing', async () => {
    const { fake, names, result } = await movingCrons(1)()
    expectSuccess(result)
    const page = (offset: number) => `GET ${REPO_PATH}/crons?limit=100&offset=${offset}`
    expect(requestLines(fake)).toEqual([page(0), page(100), page(0), page(100)])
    expect(result.stdout).toContain(
      'The cron job list held 129 of the 130 cron jobs Travis CI counts; reading it again.'
    )
    const crons = jsonOutput<Array<{ branch: string }>>(result, 'crons')
    expect(crons.map((c) => c.branch).sort()).toEqual(names)
    expect(result.outputs.count).toBe('130')
  })

  it('a list that keeps moving fails the step after three reads, saying why', async () => {
    const { fake, result } = await movingCrons(Infinity)()
    expectFailure(
      result,
      'list-crons',
      REPO,
      'The cron job list kept changing while it was read (3 reads; the last held 129 of the 130 cron jobs Travis CI counts)',
      'no fixed order'
    )
    expect(requestLines(fake)).toHaveLength(6)
    expect(result.outputs.crons).toBeUndefined()
  })

  it('none: an empty list, one request, despite the last link at offset -25', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, { operation: 'list-crons' })
    expectSuccess(result)
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/crons?limit=100&offset=0`])
    expect(jsonOutput(result, 'crons')).toEqual([])
    expect(result.outputs.count).toBe('0')
    expect(summaryText(result, 'list-crons')).toContain('0 cron jobs.')
  })

  it('an unknown repository: the step fails naming it', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, { operation: 'list-crons', repo: 'octo-org/nothing-here' })
    expectFailure(result, 'list-crons', 'octo-org/nothing-here', 'HTTP 404')
    expect(result.outputs.crons).toBeUndefined()
  })
})
