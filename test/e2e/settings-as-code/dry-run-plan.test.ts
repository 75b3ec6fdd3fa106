// apply-settings with dry-run: true plans without the private values (ACTION-SPEC, Decisions of
// 2026-11-28): a pull request's plan needs no secret. The plan names the step's variable a real
// apply would read; the variable is not read, so its value is neither shown nor masked, and only
// a real apply fails when it is missing.
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
  type FakeTravis
} from '../helpers.js'

afterAll(closeFakes)

const NEW_SECRET = 'new-secret-c41e7b'
const OLD_SECRET = 'old-secret-0a9d33'
const DESIRED = `env:
  NODE_ENV: { value: production, public: true }
  DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN }
  NEW_SECRET: { from-env: NEW_SECRET }
`

async function seeded(): Promise<FakeTravis> {
  const fake = await fakeTravis()
  const repo = demoRepo(fake)
  fake.state.addEnvVar(repo, { name: 'NODE_ENV', value: 'development', public: true })
  fake.state.addEnvVar(repo, { name: 'DEPLOY_TOKEN', value: OLD_SECRET, public: false })
  return fake
}

describe.concurrent('apply-settings dry-run: a plan without the secrets', () => {
  it('from-env variables unset: the plan names them, reads only, and succeeds', async () => {
    const fake = await seeded()
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': DESIRED,
      'dry-run': 'true'
    })
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/env_vars`])
    expect(result.stdout).toContain(
      "Dry run: would create private 'NEW_SECRET' from NEW_SECRET (not read in a dry run)."
    )
    expect(result.stdout).toContain("Dry run: variable 'NODE_ENV' would be updated.")
    expect(jsonOutput(result, 'changes')).toEqual([
      {
        kind: 'env',
        name: 'NODE_ENV',
        branch: null,
        action: 'update',
        from: { public: true, value: 'development' },
        to: { public: true, value: 'production' }
      },
      {
        kind: 'env',
        name: 'NEW_SECRET',
        branch: null,
        action: 'create',
        from: null,
        to: { public: false }
      }
    ])
    const summary = summaryText(result, 'apply-settings')
    expect(summary).toContain('DRY RUN')
    expect(summary).toContain(
      'NEW_SECRET | all | private, from NEW_SECRET | missing | would be created'
    )
    expect(summary).toContain(
      'DEPLOY_TOKEN | all | private, from DEPLOY_TOKEN | private, set (value not readable) | ✓ already so'
    )
    expect(result.warnings).toEqual([])
    expect(demoRepo(fake).envVars.map((v) => v.name)).toEqual(['NODE_ENV', 'DEPLOY_TOKEN'])
  })

  it('from-env variables set: not read, so neither shown nor masked', async () => {
    const fake = await seeded()
    const result = await run(
      fake,
      {
        operation: 'apply-settings',
        'desired-settings': DESIRED,
        'dry-run': 'true',
        'rewrite-private-env': 'true'
      },
      { env: { NEW_SECRET, DEPLOY_TOKEN: OLD_SECRET } }
    )
    expectSuccess(result, true)
    // Not even an ::add-mask:: line: the action never read the values.
    expect(result.stdout + result.stderr).not.toContain(NEW_SECRET)
    expect(result.stdout + result.stderr).not.toContain(OLD_SECRET)
    expect(everythingVisible(result)).not.toContain(NEW_SECRET)
    expect(result.stdout).toContain(
      "Dry run: would write again private 'DEPLOY_TOKEN' from DEPLOY_TOKEN (not read in a dry run)."
    )
    expect([...new Set(fake.requests.map((r) => r.method))]).toEqual(['GET'])
  })

  it('a public from-env variable unset: the dry run plans its write without comparing, and succeeds', async () => {
    const fake = await seeded()
    const desired = `env:
  NODE_ENV: { from-env: NODE_ENV_VALUE, public: true }
  REGION: { from-env: REGION_VALUE, public: true }
  SET_HERE: { from-env: SET_HERE_VALUE, public: true }
`
    const result = await run(
      fake,
      { operation: 'apply-settings', 'desired-settings': desired, 'dry-run': 'true' },
      { env: { SET_HERE_VALUE: 'eu-west' } }
    )
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/env_vars`])
    expect(result.stdout).toContain(
      "Dry run: would update public 'NODE_ENV' from NODE_ENV_VALUE (unset or empty in this step: not compared)."
    )
    expect(result.stdout).toContain(
      "Dry run: would create public 'REGION' from REGION_VALUE (unset or empty in this step: not compared)."
    )
    // A public from-env variable that is set is read and compared as before.
    expect(result.stdout).toContain("Dry run: variable 'SET_HERE' would be created.")
    expect(jsonOutput(result, 'changes')).toEqual([
      {
        kind: 'env',
        name: 'NODE_ENV',
        branch: null,
        action: 'update',
        from: { public: true, value: 'development' },
        to: { public: true, value: null }
      },
      {
        kind: 'env',
        name: 'REGION',
        branch: null,
        action: 'create',
        from: null,
        to: { public: true, value: null }
      },
      {
        kind: 'env',
        name: 'SET_HERE',
        branch: null,
        action: 'create',
        from: null,
        to: { public: true, value: 'eu-west' }
      }
    ])
    const summary = summaryText(result, 'apply-settings')
    expect(summary).toContain(
      'NODE_ENV | all | public, from NODE_ENV_VALUE (unset or empty in this step: not compared) | development (public) | would be updated'
    )
    expect(summary).toContain(
      'REGION | all | public, from REGION_VALUE (unset or empty in this step: not compared) | missing | would be created'
    )
    expect(result.warnings).toEqual([])
    // A real apply still fails on it, naming the entry; check-settings too (nothing to compare).
    for (const operation of ['apply-settings', 'check-settings']) {
      const strict = await run(fake, { operation, 'desired-settings': desired })
      expectFailure(
        strict,
        operation,
        REPO,
        "env: 'NODE_ENV' (line 2) takes its value from the step's environment variable NODE_ENV_VALUE, which is not set"
      )
    }
  })

  it('a real apply still needs the variable: an input error naming it, nothing sent', async () => {
    const fake = await seeded()
    const result = await run(fake, { operation: 'apply-settings', 'desired-settings': DESIRED })
    expectFailure(
      result,
      'apply-settings',
      REPO,
      "env: 'NEW_SECRET' (line 4) takes its value from the step's environment variable NEW_SECRET, which is not set"
    )
    expect(fake.requests).toEqual([])
  })

  it('an inline private value is read (it is in the file) and masked; the plan says so', async () => {
    const fake = await seeded()
    const result = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': `env:\n  INLINE: { value: ${NEW_SECRET} }\n`,
      'dry-run': 'true'
    })
    expectSuccess(result, true)
    expect(result.stdout).toContain("Dry run: would create private 'INLINE' from its inline value.")
    expect(everythingVisible(result)).not.toContain(NEW_SECRET)
    expect(result.warnings).toEqual([
      "Input 'desired-settings' env: 'INLINE' (line 2) gives a private value inline, so it is in the workflow file for anyone who can read it; pass it from a secret with from-env instead."
    ])
  })
})
