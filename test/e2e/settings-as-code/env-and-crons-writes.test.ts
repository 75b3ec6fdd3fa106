// apply-settings' writes of env: and crons: end to end: strictly one at a time (the real server
// loses concurrent writes to a repository's settings column), each with its own outcome, a lost
// answer read back rather than sent again, a write another writer undid reported, and the server's
// refusals (409, the cron 422 and 404) in words a user acts on.
import { afterAll, describe, expect, it } from 'vitest'
import { everythingVisible } from '../../support/run-action.mjs'
import {
  answerGate,
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
  summaryText
} from '../helpers.js'

afterAll(closeFakes)

type Entry = Record<string, unknown>
const SECRET = 'sync-secret-0c41b2'

describe.concurrent('apply-settings: variable and cron writes', () => {
  it('one write at a time: the second is not sent while the first has no answer', async () => {
    const fake = await fakeTravis()
    const repo = demoRepo(fake)
    fake.state.addEnvVar(repo, { name: 'NODE_ENV', value: 'development', public: true })
    fake.state.addEnvVar(repo, { name: 'OLD', value: 'x', public: true })
    // The read of the variables, then the first write: held until the gate opens.
    const gate = answerGate(fake, 2)
    fake.failNext({ method: 'PATCH', holdUntil: gate.held, times: 1 })
    const writes = () => fake.requests.filter((r) => r.method !== 'GET').length
    const desired = `env:
  NODE_ENV: { value: production, public: true }
  A: { value: a, public: true }
  B: { from-env: B_SECRET }
`
    const running = run(
      fake,
      { operation: 'apply-settings', 'desired-settings': desired, prune: 'true' },
      { env: { B_SECRET: SECRET } }
    )
    // A second write would be on its way before the first answer if they went side by side.
    const { sentBeforeAnswers: beforeAnyAnswer, result } = await gate.settle(running, writes)
    expect(beforeAnyAnswer).toBe(1)
    expectSuccess(result, true)
    expect(requestLines(fake).map((line) => line.replace(/[0-9a-f-]{36}$/, '{id}'))).toEqual([
      `GET ${REPO_PATH}/env_vars`,
      `PATCH ${REPO_PATH}/env_var/{id}`,
      `POST ${REPO_PATH}/env_vars`,
      `POST ${REPO_PATH}/env_vars`,
      `DELETE ${REPO_PATH}/env_var/{id}`,
      `GET ${REPO_PATH}/env_vars`
    ])
    expect(jsonOutput<Entry[]>(result, 'changes').map((c) => [c.action, c.name, c.kind])).toEqual([
      ['update', 'NODE_ENV', 'env'],
      ['create', 'A', 'env'],
      ['create', 'B', 'env'],
      ['delete', 'OLD', 'env']
    ])
    expect(result.stdout).toContain("Variable 'NODE_ENV': updated.")
    expect(result.stdout).toContain("Variable 'B': created.")
    expect(result.stdout).toContain("Variable 'OLD': deleted (prune).")
  })

  it('a refusal that echoes a private value holding white space or quotes shows *** where it stood', async () => {
    // Folding the echo's white space to one line before replacing the value would hide it from
    // both the action's replacement and the runner's mask (which knows the value as given).
    const spaced = 'hunter2\tcorrect  horse\nbattery-Zq9'
    const quoted = 'ab"cd\\ef-Zq9x'
    for (const [value, body] of [
      [
        spaced,
        {
          '@type': 'error',
          error_type: 'unprocessable_entity',
          error_message: `value ${spaced} is not allowed`
        }
      ],
      // Not Travis's error shape, and the value escaped twice: inside a string of JSON text.
      [quoted, { error: `could not store ${JSON.stringify({ 'env_var.value': quoted })}` }]
    ] as const) {
      const fake = await fakeTravis()
      demoRepo(fake)
      fake.failNext({ method: 'POST', status: 422, body, times: 1 })
      const result = await run(
        fake,
        { operation: 'apply-settings', 'desired-settings': 'env:\n  API_KEY: { from-env: S }\n' },
        { env: { S: value } }
      )
      expect(result.exitCode).toBe(1)
      const visible = everythingVisible(result)
      expect(visible).toContain('***')
      for (const part of ['hunter2', 'horse', 'battery', 'Zq9']) expect(visible).not.toContain(part)
    }
  })

  it('a public create whose answer is lost is read back, found with its value, and not sent again', async () => {
    const fake = await fakeTravis()
    fake.failNext({
      method: 'POST',
      pathIncludes: '/env_vars',
      dropConnection: true,
      afterHandling: true
    })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'env:\n  TOKEN: { value: https://example.com, public: true }\n',
      retries: '2'
    })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([
      `GET ${REPO_PATH}/env_vars`,
      `POST ${REPO_PATH}/env_vars`,
      `GET ${REPO_PATH}/env_vars`,
      `GET ${REPO_PATH}/env_vars`
    ])
    expect(result.stdout).toContain(
      "Variable 'TOKEN': the create's answer was lost, but the variable is there now: created."
    )
    expect(demoRepo(fake).envVars).toHaveLength(1)
    expect(jsonOutput<Entry[]>(result, 'changes')).toEqual([
      expect.objectContaining({ kind: 'env', name: 'TOKEN', action: 'create' })
    ])
  })

  it('an update whose answer is lost: the read back at the end shows it applied', async () => {
    const fake = await fakeTravis()
    fake.state.addEnvVar(demoRepo(fake), { name: 'NODE_ENV', value: 'development', public: true })
    fake.failNext({ method: 'PATCH', status: 502, afterHandling: true })
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
    expect(demoRepo(fake).envVars[0]).toMatchObject({ value: 'production' })
  })

  it('a write another writer undid before the read back fails the step, saying so', async () => {
    const fake = await fakeTravis()
    const repo = demoRepo(fake)
    fake.state.addEnvVar(repo, { name: 'NODE_ENV', value: 'development', public: true })
    // Another writer saves its stale copy of the settings column right after our PATCH.
    fake.onRequest((request) => {
      const reads = fake.requests.filter((r) => r.method === 'GET').length
      if (request.method === 'GET' && reads === 2) {
        const variable = repo.envVars.find((v) => v.name === 'NODE_ENV')
        if (variable) variable.value = 'development'
      }
    })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'env:\n  NODE_ENV: { value: production, public: true }\n'
    })
    expectFailure(
      result,
      'apply-settings',
      REPO,
      "env 'NODE_ENV': the server answered, but reading the variables back does not show it: another write to this repository's settings replaced it"
    )
    expect(jsonOutput(result, 'changes')).toEqual([])
    expect(result.outputs.changed).toBe('false')
  })

  it('409: a variable created meanwhile is explained; the other writes still go', async () => {
    const fake = await fakeTravis()
    const repo = demoRepo(fake)
    // Someone else creates TOKEN between the action's read and its create.
    fake.onRequest((request) => {
      if (request.method === 'POST' && !repo.envVars.some((v) => v.name === 'TOKEN')) {
        fake.state.addEnvVar(repo, { name: 'TOKEN', value: 'theirs', public: false })
      }
    })
    const result = await run(
      fake,
      {
        operation: 'apply-settings',
        'desired-settings':
          'env:\n  TOKEN: { from-env: TOKEN }\n  PUB: { value: p, public: true }\n'
      },
      { env: { TOKEN: SECRET } }
    )
    const message = expectFailure(
      result,
      'apply-settings',
      REPO,
      "env 'TOKEN': it was created by someone else after the action read the variables (HTTP 409 duplicate_resource), so the declared value was not written",
      'a re-run sees the variable present and keeps it: run the step with rewrite-private-env: true to write the declared value over it'
    )
    // A plain re-run would not write a private value over theirs: the advice does not suggest it.
    expect(message).not.toContain('run the step again')
    expect(message).not.toContain(SECRET)
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(2)
    expect(repo.envVars.find((v) => v.name === 'TOKEN')?.value).toBe('theirs')
    expect(jsonOutput<Entry[]>(result, 'changes')).toEqual([
      expect.objectContaining({ name: 'PUB', action: 'create' })
    ])
    expect(result.outputs.changed).toBe('true')
    expect(summaryText(result, 'apply-settings')).toContain(
      'TOKEN | all | private, from TOKEN | missing | ✗ not done: it was created by someone else'
    )
  })

  it('crons: a branch not on GitHub (422) and one Travis does not know (404) explained; the others go', async () => {
    const fake = await fakeTravis()
    const repo = demoRepo(fake)
    fake.state.addBranch(repo, { name: 'gone', existsOnHost: false })
    const desired = `crons:
  gone: daily
  never-pushed: weekly
  feature/login: monthly
`
    const result = await run(fake, { operation: 'apply-settings', 'desired-settings': desired })
    const message = expectFailure(
      result,
      'apply-settings',
      REPO,
      "cron 'gone': the server refused the request (HTTP 422 error: Crons can only be set up for branches existing on GitHub!)",
      "Travis CI believes branch 'gone' is not on GitHub",
      'push the branch',
      'or remove it from crons:',
      "cron 'never-pushed'",
      "Travis CI knows no branch 'never-pushed' of this repository"
    )
    expect(message).toContain("Applied: cron 'feature/login' (create)")
    expect(fake.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `${REPO_PATH}/branch/gone/cron`,
      `${REPO_PATH}/branch/never-pushed/cron`,
      `${REPO_PATH}/branch/feature%2Flogin/cron`
    ])
    expect(fake.state.crons.map((c) => [c.branch, c.interval])).toEqual([
      ['feature/login', 'monthly']
    ])
    expect(jsonOutput<Entry[]>(result, 'changes')).toEqual([
      expect.objectContaining({ kind: 'cron', branch: 'feature/login', action: 'create' })
    ])
  })

  it('a variable pruned meanwhile by someone else: already gone, not counted, the step succeeds', async () => {
    const fake = await fakeTravis()
    const repo = demoRepo(fake)
    fake.state.addEnvVar(repo, { name: 'OLD', value: 'x', public: true })
    fake.onRequest((request) => {
      if (request.method === 'DELETE') repo.envVars.splice(0, repo.envVars.length)
    })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'env: {}\n',
      prune: 'true'
    })
    expectSuccess(result, false)
    expect(result.stdout).toContain("Variable 'OLD' was already gone.")
    expect(jsonOutput(result, 'changes')).toEqual([])
  })

  it('an update to a variable deleted meanwhile (404): named, with what to do', async () => {
    const fake = await fakeTravis()
    const repo = demoRepo(fake)
    fake.state.addEnvVar(repo, { name: 'NODE_ENV', value: 'development', public: true })
    fake.onRequest((request) => {
      if (request.method === 'PATCH') repo.envVars.splice(0, repo.envVars.length)
    })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'env:\n  NODE_ENV: { value: production, public: true }\n'
    })
    expectFailure(
      result,
      'apply-settings',
      REPO,
      "env 'NODE_ENV': it was deleted on Travis CI after the action read the variables (HTTP 404); run the step again to create it."
    )
    expect(jsonOutput(result, 'changes')).toEqual([])
  })

  it('an update whose answer is lost and that did not land: the read back says so', async () => {
    const fake = await fakeTravis()
    fake.state.addEnvVar(demoRepo(fake), { name: 'NODE_ENV', value: 'development', public: true })
    fake.failNext({ method: 'PATCH', status: 502 })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'env:\n  NODE_ENV: { value: production, public: true }\n'
    })
    expectFailure(
      result,
      'apply-settings',
      REPO,
      "env 'NODE_ENV'",
      'HTTP 502',
      'Reading the variables back shows it did not land.'
    )
    expect(demoRepo(fake).envVars[0]).toMatchObject({ value: 'development' })
  })

  it('the read back fails: the writes reported as answered, with a warning', async () => {
    const fake = await fakeTravis()
    // The first read passes; the read back after the create fails.
    fake.onRequest((request) => {
      if (request.method === 'POST') {
        fake.failNext({ method: 'GET', pathIncludes: '/env_vars', status: 500 })
      }
    })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'env:\n  A: { value: a, public: true }\n'
    })
    expectSuccess(result, true)
    expect(result.warnings).toEqual([
      expect.stringContaining(
        `Reading the variables back after the writes failed (GET ${REPO_PATH}/env_vars failed with HTTP 500`
      )
    ])
    expect(result.warnings[0]).toContain('the writes are reported as the server answered them.')
    expect(jsonOutput<Entry[]>(result, 'changes')).toEqual([
      expect.objectContaining({ name: 'A', action: 'create' })
    ])
  })

  it('a cron POST whose answer is lost: the crons read back show it, it is not sent again', async () => {
    const fake = await fakeTravis()
    fake.failNext({
      method: 'POST',
      pathIncludes: '/cron',
      dropConnection: true,
      afterHandling: true
    })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'crons:\n  master: weekly\n',
      retries: '2'
    })
    expectSuccess(result, true)
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(1)
    expect(fake.state.crons.map((c) => [c.branch, c.interval])).toEqual([['master', 'weekly']])
    expect(result.stdout).toContain("Cron job of branch 'master': created.")
  })

  it('a cron POST whose answer is lost and whose read back fails: it may have been applied', async () => {
    const fake = await fakeTravis()
    fake.failNext({
      method: 'POST',
      pathIncludes: '/cron',
      dropConnection: true,
      afterHandling: true
    })
    // The first read passes; every read after the POST fails.
    fake.onRequest((request) => {
      if (request.method === 'POST') {
        fake.failNext({ method: 'GET', pathIncludes: '/crons', status: 500, times: 10 })
      }
    })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'crons:\n  master: weekly\n',
      retries: '0'
    })
    expectFailure(
      result,
      'apply-settings',
      REPO,
      "cron 'master'",
      'Reading the cron jobs back failed too, so it may have been applied; check it before running again.'
    )
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(1)
    // It did land: the step does not say it did not.
    expect(fake.state.crons.map((c) => c.branch)).toEqual(['master'])
  })

  it('a cron pruned meanwhile by someone else: already gone, not counted', async () => {
    const fake = await fakeTravis()
    fake.state.addCron(demoRepo(fake), { branch: 'master' })
    fake.onRequest((request) => {
      if (request.method === 'DELETE') fake.state.crons.splice(0, fake.state.crons.length)
    })
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': 'crons: {}\n',
      prune: 'true'
    })
    expectSuccess(result, false)
    expect(result.stdout).toContain("Cron job of branch 'master': was already gone.")
    expect(jsonOutput(result, 'changes')).toEqual([])
  })
})
