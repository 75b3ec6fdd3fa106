// What settings as code says to a new user (issue 25): one verdict over the sections before each
// section's own, counts whose verbs agree ("1 of 1 declared variable differs"), get-setting's ✓
// and ✗, a warning for a private value so short or common that masking it hides other text, an
// unknown field beside an inline value not shown (it may be the rest of the value), and the
// nearest section or field named for a typo.
import { afterAll, describe, expect, it } from 'vitest'
import { everythingVisible } from '../../support/run-action.mjs'
import {
  REPO,
  closeFakes,
  demoRepo,
  expectFailure,
  expectSuccess,
  fakeTravis,
  run,
  summaryText,
  type FakeTravis
} from '../helpers.js'

afterAll(closeFakes)

/** The demo repository with one variable and one cron job, as a team left them. */
async function seeded(): Promise<FakeTravis> {
  const fake = await fakeTravis()
  const repo = demoRepo(fake)
  fake.state.addEnvVar(repo, { name: 'NODE_ENV', value: 'development', public: true })
  fake.state.addCron(repo, { branch: 'master', interval: 'weekly' })
  return fake
}

describe.concurrent('the summary of a sectioned check', () => {
  it('opens with one verdict for all sections, then each section with verbs that agree', async () => {
    const fake = await seeded()
    const result = await run(fake, {
      operation: 'check-settings',
      'desired-settings':
        'settings:\n  build_pushes: true\nenv:\n  NODE_ENV: { value: production, public: true }\ncrons:\n  master: weekly\n'
    })
    expectSuccess(result)
    expect(result.outputs.matches).toBe('false')
    const summary = summaryText(result, 'check-settings')
    expect(summary).toMatch(
      /^Travis CI: check-settings · octo-org\/hello-world\n1 of 3 sections differs: environment variables\.\nSettings\nThe desired setting matches\./
    )
    expect(summary).toContain('Environment variables\n1 of 1 declared variable differs.')
    expect(summary).toContain('Cron jobs\nThe declared cron job matches.')
  })

  it('fail-on-mismatch: the failure line counts with a verb that agrees', async () => {
    const fake = await seeded()
    const result = await run(fake, {
      operation: 'check-settings',
      'fail-on-mismatch': 'true',
      'desired-settings':
        'settings:\n  build_pushes: true\nenv:\n  NODE_ENV: { value: production, public: true }\ncrons:\n  master: weekly\n'
    })
    expectFailure(result, 'check-settings', REPO, "1 of 3 entries differs from 'desired-settings'")
    const summary = summaryText(result, 'check-settings')
    expect(summary).toContain('1 of 3 sections differs: environment variables.')
    // The check the inputs asked for, as with settings alone: no "What to do" line that only
    // points back at the cause.
    expect(summary).not.toContain('What to do')
  })

  it('all sections matching: "All 2 sections match."', async () => {
    const fake = await seeded()
    const result = await run(fake, {
      operation: 'check-settings',
      'desired-settings':
        'env:\n  NODE_ENV: { value: development, public: true }\ncrons:\n  master: weekly\n'
    })
    expectSuccess(result)
    expect(result.outputs.matches).toBe('true')
    expect(summaryText(result, 'check-settings')).toMatch(
      /^Travis CI: check-settings · octo-org\/hello-world\nAll 2 sections match\.\nEnvironment variables\nThe declared variable matches\./
    )
  })

  it('several sections differ: named in the verdict; an extra counts only with prune', async () => {
    const fake = await seeded()
    fake.state.addEnvVar(demoRepo(fake), { name: 'LEFTOVER', value: 'x', public: true })
    const desired =
      'settings:\n  build_pushes: false\nenv:\n  NODE_ENV: { value: development, public: true }\ncrons:\n  master: daily\n'
    const kept = await run(fake, { operation: 'check-settings', 'desired-settings': desired })
    expect(summaryText(kept, 'check-settings')).toContain(
      '2 of 3 sections differ: settings and cron jobs.'
    )
    const pruned = await run(fake, {
      operation: 'check-settings',
      'desired-settings': desired,
      prune: 'true'
    })
    expect(summaryText(pruned, 'check-settings')).toContain(
      '3 of 3 sections differ: settings, environment variables and cron jobs.'
    )
  })

  it('an apply in a dry run: "would change"', async () => {
    const fake = await seeded()
    const result = await run(fake, {
      operation: 'apply-settings',
      'dry-run': 'true',
      'desired-settings': 'env:\n  NODE_ENV: { value: production, public: true }\n'
    })
    expectSuccess(result, true)
    expect(summaryText(result, 'apply-settings')).toContain(
      '1 of 1 section would change: environment variables.'
    )
    expect(fake.requests.map((r) => r.method)).not.toContain('PATCH')
  })
})

describe.concurrent('get-setting', () => {
  it('shows ✓ when the value matches expect and ✗ when not, as the other summaries do', async () => {
    const fake = await fakeTravis()
    const matches = await run(fake, {
      operation: 'get-setting',
      setting: 'build_pushes',
      expect: 'true'
    })
    expectSuccess(matches)
    expect(summaryText(matches, 'get-setting')).toContain('Matches | ✓')
    const differs = await run(fake, {
      operation: 'get-setting',
      setting: 'build_pushes',
      expect: 'false'
    })
    expectSuccess(differs)
    expect(summaryText(differs, 'get-setting')).toContain('Matches | ✗')
  })
})

describe.concurrent('a private value that masking would spread', () => {
  it.each(['main', 'TRUE', '1', 'ab '])(
    'a private value %j warns, naming the variable and never the value',
    async (value) => {
      const fake = await seeded()
      const result = await run(
        fake,
        {
          operation: 'apply-settings',
          'desired-settings': 'env:\n  DEPLOY_TOKEN: { from-env: DEPLOY_SECRET }\n'
        },
        { env: { DEPLOY_SECRET: value } }
      )
      expectSuccess(result, true)
      const warning = result.warnings.find((w) => w.includes('very short or a common word'))
      expect(warning).toBe(
        "Input 'desired-settings' env: 'DEPLOY_TOKEN' (line 2) has a private value that is very short or a common word: every occurrence of it in the log, the outputs and the job summary is replaced by *** (a branch, a setting or a number included), and it is easy to guess; use a long random value for a secret, or make the variable public (public: true) if it is no secret."
      )
      expect(result.warnings).toHaveLength(1)
      expect(demoRepo(fake).envVars.find((v) => v.name === 'DEPLOY_TOKEN')).toMatchObject({
        value,
        public: false
      })
    }
  )

  it('a long private value, and a short public one, give no such warning', async () => {
    const fake = await seeded()
    const result = await run(
      fake,
      {
        operation: 'apply-settings',
        'desired-settings':
          'env:\n  DEPLOY_TOKEN: { from-env: DEPLOY_SECRET }\n  FLAG: { value: "1", public: true }\n'
      },
      { env: { DEPLOY_SECRET: 'a-long-random-secret-4f1d' } }
    )
    expectSuccess(result, true)
    expect(result.warnings).toEqual([])
  })
})

describe.concurrent('an entry with a field it does not take', () => {
  it('beside an inline value, the field is not shown: it may be the rest of a secret cut at a comma', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, {
      operation: 'check-settings',
      'desired-settings': 'env:\n  DEPLOY_TOKEN: { value: s3cr,et-tail-91c, public: false }\n'
    })
    expectFailure(
      result,
      'check-settings',
      REPO,
      "Input 'desired-settings' env: 'DEPLOY_TOKEN' (line 2) has a field it does not take (not shown: beside value:, it may be part of the value, cut at a comma; quote a value that holds a comma); an entry takes value, from-env, public, branch."
    )
    expect(everythingVisible(result)).not.toContain('et-tail-91c')
    expect(fake.requests).toEqual([])
  })

  it('without an inline value, the field is shown with the nearest one it takes', async () => {
    const result = await run(null, {
      operation: 'check-settings',
      'desired-settings': 'env:\n  DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN, pubilc: true }\n'
    })
    expectFailure(
      result,
      'check-settings',
      REPO,
      "env: 'DEPLOY_TOKEN' (line 2) has 'pubilc'; an entry takes value, from-env, public, branch. Did you mean 'public'?"
    )
  })

  it("a cron's mistyped field names the nearest one", async () => {
    const result = await run(null, {
      operation: 'check-settings',
      'desired-settings': 'crons:\n  master: { intervall: daily }\n'
    })
    expectFailure(result, 'check-settings', REPO, "has 'intervall'", "Did you mean 'interval'?")
  })
})

describe.concurrent('a mistyped section', () => {
  it('beside sections: names the nearest section', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, {
      operation: 'check-settings',
      'desired-settings': 'settings:\n  build_pushes: true\ncron:\n  master: daily\n'
    })
    expectFailure(
      result,
      'check-settings',
      REPO,
      "has 'cron' on line 3 beside its sections",
      "Did you mean 'crons'?"
    )
    expect(fake.requests).toEqual([])
  })

  it('in a flat mapping, a key near a section that holds a mapping names the section', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, {
      operation: 'check-settings',
      'desired-settings': 'envs:\n  NODE_ENV: { value: production, public: true }\n'
    })
    expectFailure(
      result,
      'check-settings',
      REPO,
      "sets 'envs' (line 1) to a list, mapping or alias",
      "Did you mean the section 'env:'?"
    )
    expect(fake.requests).toEqual([])
  })
})
