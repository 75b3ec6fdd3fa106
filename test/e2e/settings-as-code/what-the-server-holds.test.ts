// apply-settings and check-settings report nothing the server does not hold (issue 25, items
// 1–5): a private value written without a clear answer is "may have been applied", never
// "applied" (a read-back shows a private variable's presence, not its value); a cron DELETE whose
// answer was lost is read back, and so is a cron POST answered 2xx with another cron; a cron
// Travis CI stopped is drift and is replaced; a 409 on a public variable that already holds the
// declared value is success; an extra already gone is shown as such.
import { afterAll, describe, expect, it } from 'vitest'
import { everythingVisible } from '../../support/run-action.mjs'
import {
  REPO,
  REPO_PATH,
  closeFakes,
  demoRepo,
  expectFailure,
  expectSuccess,
  fakeTravis,
  jsonOutput,
  requestLines,
  run,
  summaryText,
  type ActionRun,
  type FakeTravis
} from '../helpers.js'

afterAll(closeFakes)

type Entry = Record<string, unknown>
const SECRET = 'new-deploy-secret-4e81c2'
const OLD_SECRET = 'old-deploy-secret-90ab3f'
const ENV_VAR = /\/env_var\/[0-9a-f-]{36}$/

/** Neither secret anywhere a user reads: log (bar ::add-mask::), outputs, summary. */
function expectHidden(result: ActionRun): void {
  const visible = everythingVisible(result)
  expect(visible).not.toContain(SECRET)
  expect(visible).not.toContain(OLD_SECRET)
}

/** The demo repository with a private DEPLOY_TOKEN holding OLD_SECRET. */
async function withPrivateToken(): Promise<FakeTravis> {
  const fake = await fakeTravis()
  fake.state.addEnvVar(demoRepo(fake), { name: 'DEPLOY_TOKEN', value: OLD_SECRET, public: false })
  return fake
}

function rewrite(fake: FakeTravis, inputs: Record<string, string> = {}): Promise<ActionRun> {
  return run(
    fake,
    {
      operation: 'apply-settings',
      'desired-settings': 'env:\n  DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN }\n',
      'rewrite-private-env': 'true',
      ...inputs
    },
    { env: { DEPLOY_TOKEN: SECRET } }
  )
}

const heldValue = (fake: FakeTravis, name: string) =>
  demoRepo(fake).envVars.find((v) => v.name === name)?.value

describe.concurrent('a private value written without a clear answer is not "applied"', () => {
  it.each([
    ['did not land', false, OLD_SECRET],
    ['landed', true, SECRET]
  ])(
    'rewrite-private-env, the PATCH answered 503 (it %s): "may have been applied", exit 1, no change listed',
    async (_, afterHandling, held) => {
      const fake = await withPrivateToken()
      fake.failNext({ method: 'PATCH', status: 503, afterHandling })
      const result = await rewrite(fake)
      const message = expectFailure(
        result,
        'apply-settings',
        REPO,
        "env 'DEPLOY_TOKEN': ",
        'HTTP 503',
        'it may have been applied',
        'Travis CI never shows a private value',
        'Run the step again with rewrite-private-env: true'
      )
      expect(message).toContain('Applied: none.')
      expect(result.stdout).not.toContain('as intended')
      expect(result.stdout).not.toContain('the write was applied')
      expect(requestLines(fake).map((line) => line.replace(ENV_VAR, '/env_var/{id}'))).toEqual([
        `GET ${REPO_PATH}/env_vars`,
        `PATCH ${REPO_PATH}/env_var/{id}`,
        `GET ${REPO_PATH}/env_vars`
      ])
      expect(jsonOutput(result, 'changes')).toEqual([])
      expect(result.outputs.changed).toBe('false')
      expect(summaryText(result, 'apply-settings')).toMatch(
        /DEPLOY_TOKEN \| all \| private, from DEPLOY_TOKEN \| private, set \(value not readable\) \| ✗ unknown: .*it may have been applied/
      )
      expect(result.summary).not.toContain('✓ written again')
      expect(result.summary).not.toContain('✗ not done')
      // Both outcomes read back the same: the action cannot tell them apart, and does not try.
      expect(heldValue(fake, 'DEPLOY_TOKEN')).toBe(held)
      expectHidden(result)
    }
  )

  it('rewrite-private-env, the PATCH refused (403): not written, named, no "may have been applied"', async () => {
    const fake = await withPrivateToken()
    fake.failNext({
      method: 'PATCH',
      status: 403,
      body: {
        '@type': 'error',
        error_type: 'insufficient_access',
        error_message: 'operation requires write access to env_var',
        resource_type: 'env_var',
        permission: 'write'
      }
    })
    const result = await rewrite(fake)
    const message = expectFailure(
      result,
      'apply-settings',
      REPO,
      "env 'DEPLOY_TOKEN': not written (Travis CI refused it): ",
      'HTTP 403'
    )
    expect(message).not.toContain('may have been applied')
    expect(requestLines(fake).map((line) => line.replace(ENV_VAR, '/env_var/{id}'))).toEqual([
      `GET ${REPO_PATH}/env_vars`,
      `PATCH ${REPO_PATH}/env_var/{id}`
    ])
    expect(jsonOutput(result, 'changes')).toEqual([])
    expect(heldValue(fake, 'DEPLOY_TOKEN')).toBe(OLD_SECRET)
    expectHidden(result)
  })

  it.each([
    ['no response', { dropConnection: true }],
    ['HTTP 502', { status: 502 }]
  ])(
    'a private create whose answer was lost (%s): the variable is there, its value unknown: "may have been applied"',
    async (answer, fault) => {
      const fake = await fakeTravis()
      fake.failNext({ method: 'POST', pathIncludes: '/env_vars', afterHandling: true, ...fault })
      const result = await run(
        fake,
        {
          operation: 'apply-settings',
          'desired-settings': 'env:\n  DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN }\n',
          retries: '2'
        },
        { env: { DEPLOY_TOKEN: SECRET } }
      )
      expectFailure(
        result,
        'apply-settings',
        REPO,
        `env 'DEPLOY_TOKEN': the create's answer was lost (${answer})`,
        'it may have been applied',
        'Run the step again with rewrite-private-env: true'
      )
      // Never sent twice: the read-back found a variable of that name.
      expect(requestLines(fake)).toEqual([
        `GET ${REPO_PATH}/env_vars`,
        `POST ${REPO_PATH}/env_vars`,
        `GET ${REPO_PATH}/env_vars`,
        `GET ${REPO_PATH}/env_vars`
      ])
      expect(result.stdout).not.toContain('created.')
      expect(jsonOutput(result, 'changes')).toEqual([])
      expect(demoRepo(fake).envVars).toHaveLength(1)
      expectHidden(result)
    }
  )

  it('prune, an extra whose DELETE is refused (403): "not deleted", no read-back', async () => {
    const fake = await fakeTravis()
    fake.state.addEnvVar(demoRepo(fake), { name: 'OLD', value: 'x', public: true })
    fake.failNext({
      method: 'DELETE',
      status: 403,
      body: {
        '@type': 'error',
        error_type: 'insufficient_access',
        error_message: 'operation requires write access to env_var',
        resource_type: 'env_var',
        permission: 'write'
      }
    })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'env: {}\n',
      prune: 'true'
    })
    expectFailure(result, 'apply-settings', REPO, "env 'OLD': not deleted (Travis CI refused it): ")
    expect(requestLines(fake).map((line) => line.replace(ENV_VAR, '/env_var/{id}'))).toEqual([
      `GET ${REPO_PATH}/env_vars`,
      `DELETE ${REPO_PATH}/env_var/{id}`
    ])
    expect(demoRepo(fake).envVars).toHaveLength(1)
  })

  it('a public update whose answer was lost is still confirmed by its value', async () => {
    const fake = await fakeTravis()
    fake.state.addEnvVar(demoRepo(fake), { name: 'NODE_ENV', value: 'development', public: true })
    fake.failNext({ method: 'PATCH', status: 503, afterHandling: true })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'env:\n  NODE_ENV: { value: production, public: true }\n'
    })
    expectSuccess(result, true)
    expect(result.stdout).toContain(
      "Reading the variables back shows 'NODE_ENV' as intended: the write was applied."
    )
    expect(jsonOutput<Entry[]>(result, 'changes')).toEqual([
      expect.objectContaining({ name: 'NODE_ENV', action: 'update' })
    ])
  })
})

// A 2xx means the server handled the write: an answer the action cannot accept leaves it
// unknown, so the variables are read back as after a lost answer, never "refused".
describe.concurrent('variable writes answered 2xx in a refused form are read back', () => {
  const ENV_TYPE_ONLY = { method: 'PATCH', status: 200, body: { '@type': 'env_var' } }

  it('a public update the server applied, answered 200 {"@type":"env_var"}: read back, changed, exit 0', async () => {
    const fake = await fakeTravis()
    fake.state.addEnvVar(demoRepo(fake), { name: 'NODE_ENV', value: 'development', public: true })
    fake.failNext({ ...ENV_TYPE_ONLY, afterHandling: true })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'env:\n  NODE_ENV: { value: production, public: true }\n'
    })
    expectSuccess(result, true)
    expect(requestLines(fake).map((line) => line.replace(ENV_VAR, '/env_var/{id}'))).toEqual([
      `GET ${REPO_PATH}/env_vars`,
      `PATCH ${REPO_PATH}/env_var/{id}`,
      `GET ${REPO_PATH}/env_vars`
    ])
    expect(result.stdout).toContain('answered HTTP 200 without the fields of')
    expect(result.stdout).not.toContain('Travis CI refused it')
    expect(result.stdout).toContain(
      "Reading the variables back shows 'NODE_ENV' as intended: the write was applied."
    )
    expect(jsonOutput<Entry[]>(result, 'changes')).toEqual([
      expect.objectContaining({ name: 'NODE_ENV', action: 'update' })
    ])
    expect(heldValue(fake, 'NODE_ENV')).toBe('production')
    expect(summaryText(result, 'apply-settings')).toContain(
      'NODE_ENV | all | production (public) | development (public) | ✓ updated'
    )
  })

  it('a public update the server did not apply, answered 200 {"@type":"env_var"}: "did not land", not "refused"', async () => {
    const fake = await fakeTravis()
    fake.state.addEnvVar(demoRepo(fake), { name: 'NODE_ENV', value: 'development', public: true })
    fake.failNext(ENV_TYPE_ONLY)
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'env:\n  NODE_ENV: { value: production, public: true }\n'
    })
    const message = expectFailure(
      result,
      'apply-settings',
      REPO,
      "env 'NODE_ENV': PATCH ",
      'answered HTTP 200 without the fields of',
      'Reading the variables back shows it did not land.'
    )
    expect(message).not.toContain('Travis CI refused it')
    expect(message).not.toContain('may have been applied')
    expect(requestLines(fake)).toHaveLength(3)
    expect(heldValue(fake, 'NODE_ENV')).toBe('development')
    expect(jsonOutput(result, 'changes')).toEqual([])
    expect(summaryText(result, 'apply-settings')).toMatch(
      /^NODE_ENV \| all \| production \(public\) \| development \(public\) \| ✗ not done: .*shows it did not land\.$/m
    )
  })

  it('a public update answered 200 {"@type":"env_var"} whose read-back fails: "may have been applied", "✗ unknown"', async () => {
    const fake = await fakeTravis()
    fake.state.addEnvVar(demoRepo(fake), { name: 'NODE_ENV', value: 'development', public: true })
    fake.failNext({ ...ENV_TYPE_ONLY, afterHandling: true })
    // Once the PATCH has arrived, the variables cannot be read any more.
    fake.onRequest((request) => {
      if (request.method === 'PATCH') fake.failNext({ method: 'GET', status: 500, times: 9 })
    })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'env:\n  NODE_ENV: { value: production, public: true }\n'
    })
    const message = expectFailure(
      result,
      'apply-settings',
      REPO,
      "env 'NODE_ENV': PATCH ",
      'answered HTTP 200 without the fields of',
      'Reading the variables back failed too, so it may have been applied; check it before running again.'
    )
    expect(message).not.toContain('Travis CI refused it')
    expect(result.warnings).toEqual([
      expect.stringContaining('Reading the variables back after the writes failed')
    ])
    expect(requestLines(fake).map((line) => line.replace(ENV_VAR, '/env_var/{id}'))).toEqual([
      `GET ${REPO_PATH}/env_vars`,
      `PATCH ${REPO_PATH}/env_var/{id}`,
      `GET ${REPO_PATH}/env_vars`
    ])
    expect(jsonOutput(result, 'changes')).toEqual([])
    const summary = summaryText(result, 'apply-settings')
    expect(summary).toMatch(
      /^NODE_ENV \| all \| production \(public\) \| development \(public\) \| ✗ unknown: .*it may have been applied/m
    )
    expect(summary).not.toContain('✗ not done')
    expect(heldValue(fake, 'NODE_ENV')).toBe('production')
  })

  it('rewrite-private-env, the server applied it, answered 200 {"@type":"env_var"}: "may have been applied", exit 1', async () => {
    const fake = await withPrivateToken()
    fake.failNext({ ...ENV_TYPE_ONLY, afterHandling: true })
    const result = await rewrite(fake)
    const message = expectFailure(
      result,
      'apply-settings',
      REPO,
      "env 'DEPLOY_TOKEN': PATCH ",
      'answered HTTP 200 without the fields of',
      'it may have been applied',
      'Run the step again with rewrite-private-env: true'
    )
    expect(message).not.toContain('Travis CI refused it')
    expect(requestLines(fake)).toHaveLength(3)
    expect(jsonOutput(result, 'changes')).toEqual([])
    expect(summaryText(result, 'apply-settings')).toMatch(
      /DEPLOY_TOKEN \| all \| private, from DEPLOY_TOKEN \| private, set \(value not readable\) \| ✗ unknown: .*it may have been applied/
    )
    expect(heldValue(fake, 'DEPLOY_TOKEN')).toBe(SECRET)
    expectHidden(result)
  })
})

describe.concurrent('cron writes read back', () => {
  it.each([
    ['no response', { dropConnection: true }],
    ['HTTP 502', { status: 502 }]
  ])(
    'prune, retries 0: a DELETE that landed and whose answer was lost (%s) is read back: deleted',
    async (answer, fault) => {
      const fake = await fakeTravis()
      const cron = fake.state.addCron(demoRepo(fake), { branch: 'master' })
      fake.failNext({ method: 'DELETE', afterHandling: true, ...fault })
      const result = await run(fake, {
        operation: 'apply-settings',
        'desired-settings': 'crons: {}\n',
        prune: 'true'
      })
      expectSuccess(result, true)
      expect(requestLines(fake)).toEqual([
        `GET ${REPO_PATH}/crons?limit=100&offset=0`,
        `DELETE /cron/${cron.id}`,
        `GET ${REPO_PATH}/crons?limit=100&offset=0`
      ])
      expect(result.stdout).toContain(
        `Cron job of branch 'master': the delete's answer was lost (${answer}), but reading the cron jobs back shows it gone.`
      )
      expect(result.stdout).toContain("Cron job of branch 'master': deleted (prune).")
      expect(jsonOutput(result, 'changes')).toEqual([
        {
          kind: 'cron',
          branch: 'master',
          action: 'delete',
          from: { interval: 'daily', dont_run_if_recent_build_exists: false },
          to: null
        }
      ])
      expect(fake.state.crons).toEqual([])
      expect(summaryText(result, 'apply-settings')).toContain(
        'master | not in crons: | daily | ✓ deleted (prune)'
      )
    }
  )

  it('a DELETE that did not land: the read-back shows the cron, the failure says so', async () => {
    const fake = await fakeTravis()
    fake.state.addCron(demoRepo(fake), { branch: 'master' })
    fake.failNext({ method: 'DELETE', dropConnection: true })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'crons: {}\n',
      prune: 'true'
    })
    const message = expectFailure(
      result,
      'apply-settings',
      REPO,
      "cron 'master': ",
      'Reading the cron jobs back shows it is still there.'
    )
    expect(message).not.toContain('may have been applied')
    expect(fake.state.crons.map((c) => c.branch)).toEqual(['master'])
    expect(jsonOutput(result, 'changes')).toEqual([])
  })

  it('a DELETE whose answer was lost and whose read-back fails: "may have been applied"', async () => {
    const fake = await fakeTravis()
    fake.state.addCron(demoRepo(fake), { branch: 'master' })
    fake.failNext({ method: 'DELETE', dropConnection: true, afterHandling: true })
    fake.onRequest((request) => {
      if (request.method === 'DELETE') fake.failNext({ method: 'GET', status: 500, times: 9 })
    })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'crons: {}\n',
      prune: 'true'
    })
    expectFailure(
      result,
      'apply-settings',
      REPO,
      "cron 'master': ",
      'Reading the cron jobs back failed too, so it may have been applied'
    )
    const summary = summaryText(result, 'apply-settings')
    expect(summary).toMatch(
      /^master \| not in crons: \| daily \| ✗ unknown: .*Reading the cron jobs back failed too, so it may have been applied/m
    )
    expect(summary).not.toContain('✗ not done')
    expect(fake.state.crons).toEqual([])
  })
})

// A 2xx whose body is a cron, but not the one asked for (a cache, a confused proxy): no answer
// to the POST, so the crons are read back, as for a setting's PATCH answered with another value.
describe.concurrent('a cron POST answered 2xx with another cron is read back', () => {
  /** master's daily cron, as the server renders it: the answer to develop's weekly POST. */
  const masterCron = (repoId: number) => ({
    '@type': 'cron',
    '@href': '/cron/99',
    '@representation': 'standard',
    id: 99,
    repository: { '@type': 'repository', id: repoId, name: 'hello-world', slug: REPO },
    branch: { '@type': 'branch', name: 'master' },
    interval: 'daily',
    dont_run_if_recent_build_exists: false,
    last_run: null,
    next_run: '2024-05-01T12:01:00Z',
    created_at: '2024-05-01T12:00:00Z',
    active: true
  })
  const POST_DEVELOP = `POST ${REPO_PATH}/branch/develop/cron`
  const READ = `GET ${REPO_PATH}/crons?limit=100&offset=0`

  it('not stored: not reported as created; the failure says what the answer and the server showed', async () => {
    const fake = await fakeTravis()
    const repo = demoRepo(fake)
    fake.failNext({ method: 'POST', pathIncludes: '/cron', status: 200, body: masterCron(repo.id) })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'crons:\n  develop: weekly\n'
    })
    const message = expectFailure(
      result,
      'apply-settings',
      REPO,
      "cron 'develop': the server answered the create of cron 'develop' with cron 'master', daily.",
      "Reading the cron jobs back shows no cron on branch 'develop': the create did not land.",
      'Applied: none.'
    )
    expect(message).not.toContain('may have been applied')
    // Read back once, not sent again.
    expect(requestLines(fake)).toEqual([READ, POST_DEVELOP, READ])
    expect(fake.state.crons).toEqual([])
    expect(jsonOutput(result, 'changes')).toEqual([])
    expect(summaryText(result, 'apply-settings')).toMatch(
      /^develop \| weekly \| missing \| ✗ not done: the server answered the create of cron 'develop' with cron 'master', daily\. .*did not land\.$/m
    )
  })

  it('stored all the same: the read-back shows it, created, changed is true', async () => {
    const fake = await fakeTravis()
    const repo = demoRepo(fake)
    fake.failNext({
      method: 'POST',
      pathIncludes: '/cron',
      status: 200,
      body: masterCron(repo.id),
      afterHandling: true
    })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'crons:\n  develop: weekly\n'
    })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([READ, POST_DEVELOP, READ])
    expect(result.stdout).toContain(
      "Cron job of branch 'develop': the server answered the create of cron 'develop' with cron 'master', daily," +
        ' but reading the cron jobs back shows it as declared.'
    )
    expect(result.stdout).toContain("Cron job of branch 'develop': created.")
    expect(jsonOutput(result, 'changes')).toEqual([
      expect.objectContaining({ kind: 'cron', branch: 'develop', action: 'create' })
    ])
    expect(fake.state.crons.map((c) => [c.branch, c.interval])).toEqual([['develop', 'weekly']])
    expect(summaryText(result, 'apply-settings')).toContain(
      'develop | weekly | missing | ✓ created'
    )
  })

  it('answered with the branch asked but other options: read back, not taken for it', async () => {
    const fake = await fakeTravis()
    const repo = demoRepo(fake)
    const answer = {
      ...masterCron(repo.id),
      branch: { '@type': 'branch', name: 'develop' },
      interval: 'weekly'
    }
    fake.failNext({ method: 'POST', pathIncludes: '/cron', status: 200, body: answer })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings':
        'crons:\n  develop: { interval: weekly, dont-run-if-recent-build-exists: true }\n'
    })
    expectFailure(
      result,
      'apply-settings',
      REPO,
      "the server answered the create of cron 'develop' with cron 'develop', weekly.",
      "Reading the cron jobs back shows no cron on branch 'develop'"
    )
    expect(requestLines(fake)).toEqual([READ, POST_DEVELOP, READ])
    expect(jsonOutput(result, 'changes')).toEqual([])
  })
})

describe.concurrent('a cron Travis CI stopped (active: false)', () => {
  const stopped = async () => {
    const fake = await fakeTravis()
    const cron = fake.state.addCron(demoRepo(fake), { branch: 'master', active: false })
    return { fake, cron }
  }

  it('check-settings: drift, "stopped by Travis CI" in the log, summary and failure line', async () => {
    const { fake } = await stopped()
    const result = await run(fake, {
      operation: 'check-settings',
      'desired-settings': 'crons:\n  master: daily\n',
      'fail-on-mismatch': 'true'
    })
    expectFailure(
      result,
      'check-settings',
      REPO,
      "cron 'master' is daily, stopped by Travis CI, expected daily"
    )
    expect(result.outputs.matches).toBe('false')
    expect(jsonOutput(result, 'drift')).toEqual([
      {
        kind: 'cron',
        branch: 'master',
        expected: { interval: 'daily', dont_run_if_recent_build_exists: false },
        actual: { interval: 'daily', dont_run_if_recent_build_exists: false, active: false },
        extra: false
      }
    ])
    expect(result.stdout).toContain(
      "1 of 1 declared cron job differs: 'master' (stopped by Travis CI)."
    )
    expect(summaryText(result, 'check-settings')).toContain(
      'master | daily | daily, stopped by Travis CI | ✗'
    )
  })

  it('an active cron as declared still matches', async () => {
    const fake = await fakeTravis()
    fake.state.addCron(demoRepo(fake), { branch: 'master' })
    const result = await run(fake, {
      operation: 'check-settings',
      'desired-settings': 'crons:\n  master: daily\n',
      'fail-on-mismatch': 'true'
    })
    expectSuccess(result)
    expect(result.outputs.matches).toBe('true')
    expect(jsonOutput(result, 'drift')).toEqual([])
  })

  it('apply-settings: replaced by one POST, which makes it active again', async () => {
    const { fake, cron } = await stopped()
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'crons:\n  master: daily\n'
    })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([
      `GET ${REPO_PATH}/crons?limit=100&offset=0`,
      `POST ${REPO_PATH}/branch/master/cron`
    ])
    expect(fake.requests[1]?.body).toEqual({
      'cron.interval': 'daily',
      'cron.dont_run_if_recent_build_exists': false
    })
    expect(jsonOutput(result, 'changes')).toEqual([
      {
        kind: 'cron',
        branch: 'master',
        action: 'replace',
        from: { interval: 'daily', dont_run_if_recent_build_exists: false, active: false },
        to: { interval: 'daily', dont_run_if_recent_build_exists: false }
      }
    ])
    expect(result.stdout).toContain("Cron job of branch 'master': replaced.")
    expect(fake.state.crons).toEqual([
      expect.objectContaining({ branch: 'master', interval: 'daily', active: true })
    ])
    expect(fake.state.crons[0]?.id).not.toBe(cron.id)
    expect(summaryText(result, 'apply-settings')).toContain(
      'master | daily | daily, stopped by Travis CI | ✓ replaced'
    )
  })

  it('a replace whose answer was lost and that did not land: the stopped cron is not taken for it', async () => {
    const { fake } = await stopped()
    fake.failNext({ method: 'POST', dropConnection: true })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'crons:\n  master: daily\n',
      retries: '1'
    })
    expectSuccess(result, true)
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(2)
    expect(fake.state.crons).toEqual([expect.objectContaining({ active: true })])
  })
})

describe.concurrent('writes the server had already made so', () => {
  it('409 on a public variable created meanwhile with the declared value: success, nothing changed', async () => {
    const fake = await fakeTravis()
    const repo = demoRepo(fake)
    fake.onRequest((request) => {
      if (request.method === 'POST' && !repo.envVars.some((v) => v.name === 'PUB')) {
        fake.state.addEnvVar(repo, { name: 'PUB', value: 'p', public: true })
      }
    })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'env:\n  PUB: { value: p, public: true }\n'
    })
    expectSuccess(result, false)
    expect(requestLines(fake)).toEqual([
      `GET ${REPO_PATH}/env_vars`,
      `POST ${REPO_PATH}/env_vars`,
      `GET ${REPO_PATH}/env_vars`
    ])
    expect(result.stdout).toContain(
      "Variable 'PUB': someone else created it after the action read the variables (HTTP 409), and it holds the declared value: nothing to do."
    )
    expect(jsonOutput(result, 'changes')).toEqual([])
    expect(summaryText(result, 'apply-settings')).toContain(
      'PUB | all | p (public) | missing | ✓ already so (created meanwhile)'
    )
    expect(repo.envVars).toHaveLength(1)
  })

  it('409 on a public variable created meanwhile with another value: still a failure', async () => {
    const fake = await fakeTravis()
    const repo = demoRepo(fake)
    fake.onRequest((request) => {
      if (request.method === 'POST' && !repo.envVars.some((v) => v.name === 'PUB')) {
        fake.state.addEnvVar(repo, { name: 'PUB', value: 'theirs', public: true })
      }
    })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'env:\n  PUB: { value: p, public: true }\n'
    })
    expectFailure(
      result,
      'apply-settings',
      REPO,
      "env 'PUB': it was created by someone else after the action read the variables (HTTP 409 duplicate_resource)",
      'run the step again'
    )
    expect(heldValue(fake, 'PUB')).toBe('theirs')
  })

  it('prune: an extra variable and an extra cron already gone (404) are "already gone", not kept', async () => {
    const fake = await fakeTravis()
    const repo = demoRepo(fake)
    fake.state.addEnvVar(repo, { name: 'OLD', value: 'x', public: true })
    fake.state.addCron(repo, { branch: 'master' })
    // Someone else prunes both between the action's reads and its deletes.
    fake.onRequest((request) => {
      if (request.method === 'DELETE') {
        repo.envVars.splice(0, repo.envVars.length)
        fake.state.crons.splice(0, fake.state.crons.length)
      }
    })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'env: {}\ncrons: {}\n',
      prune: 'true'
    })
    expectSuccess(result, false)
    expect(jsonOutput(result, 'changes')).toEqual([])
    const summary = summaryText(result, 'apply-settings')
    expect(summary).toContain('OLD | all | not in env: | x (public) | ✓ already gone')
    expect(summary).toContain('master | not in crons: | daily | ✓ already gone')
    expect(summary).not.toContain('prune is false')
  })
})
