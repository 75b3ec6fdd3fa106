// export-settings end to end: the repository's settings, variables and cron jobs read side by
// side and given back as a sectioned 'desired-settings' document (the output, and 'export-file'
// in the workspace); check-settings of that document against the same repository matches.
// Private variables become `{ from-env: NAME }`: the server never shows their values.
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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

const SECRET = 'private-value-9b2f4e'
const READS = [
  `GET ${REPO_PATH}/settings`,
  `GET ${REPO_PATH}/env_vars`,
  `GET ${REPO_PATH}/crons?limit=100&offset=0`
]

/** A repository with `count` public variables of 60,000 bytes each. */
async function bigValues(count: number): Promise<FakeTravis> {
  const fake = await fakeTravis()
  const repo = demoRepo(fake)
  for (let i = 0; i < count; i++) {
    fake.state.addEnvVar(repo, {
      name: `BIG_${i}`,
      value: `v${i}-`.padEnd(60_000, 'x'),
      public: true
    })
  }
  return fake
}

/** Bytes of the outputs as the runner keeps them: each name and value. */
function outputsSize(outputs: Record<string, string>): number {
  return Object.entries(outputs).reduce(
    (sum, [name, value]) => sum + Buffer.byteLength(name) + Buffer.byteLength(value),
    0
  )
}

/** A repository a team set up by hand: settings changed, variables on branches, two crons. */
async function seeded(): Promise<FakeTravis> {
  const fake = await fakeTravis()
  const repo = demoRepo(fake)
  repo.settings.build_pushes = false
  repo.settings.maximum_number_of_builds = 4
  fake.state.addBranch(repo, { name: 'staging' })
  fake.state.addEnvVar(repo, { name: 'NODE_ENV', value: 'production', public: true })
  fake.state.addEnvVar(repo, { name: 'DEPLOY_TOKEN', value: SECRET, public: false })
  fake.state.addEnvVar(repo, {
    name: 'URL',
    value: 'https://staging.example.com',
    public: true,
    branch: 'staging'
  })
  fake.state.addEnvVar(repo, { name: 'URL', value: 'https://www.example.com', public: true })
  fake.state.addEnvVar(repo, { name: 'FLAG', value: 'true', public: true })
  fake.state.addCron(repo, { branch: 'master', interval: 'daily' })
  fake.state.addCron(repo, {
    branch: 'staging',
    interval: 'weekly',
    dontRunIfRecentBuildExists: true
  })
  return fake
}

const DOCUMENT = `# Travis CI settings, environment variables and cron jobs of octo-org/hello-world, as exported by
# travis-repo-action (export-settings): the desired-settings of check-settings and apply-settings.
# One variable is private: from-env names the step's environment variable that must
# hold the value, from a secret; check-settings compares only that it is set.

settings:
  builds_only_with_travis_yml: false
  build_pushes: false
  build_pull_requests: true
  build_releases: true
  maximum_number_of_builds: 4
  auto_cancel_pushes: false
  auto_cancel_pull_requests: false
  allow_config_imports: false
  config_validation: true
  share_encrypted_env_with_forks: false
  share_ssh_keys_with_forks: false
  job_log_time_based_limit: false
  job_log_access_based_limit: false
  job_log_access_older_than_days: 365
env:
  NODE_ENV: { value: production, public: true }
  DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN } # private: Travis CI never shows the value; give it from a secret (step env: DEPLOY_TOKEN: \${{ secrets.DEPLOY_TOKEN }})
  URL:
    - { value: https://staging.example.com, public: true, branch: staging }
    - { value: https://www.example.com, public: true }
  FLAG: { value: "true", public: true }
crons:
  master: { interval: daily, dont-run-if-recent-build-exists: false }
  staging: { interval: weekly, dont-run-if-recent-build-exists: true }
`

describe.concurrent('export-settings', () => {
  it('reads the three side by side and gives them back as desired-settings; no private value', async () => {
    const fake = await seeded()
    const result = await run(fake, { operation: 'export-settings' })
    expectSuccess(result)
    expect(requestLines(fake).sort()).toEqual([...READS].sort())
    expect(result.outputs['desired-settings']).toBe(DOCUMENT)
    const exported = jsonOutput<Record<string, unknown[]>>(result, 'result')
    expect(exported.env_vars).toContainEqual({
      name: 'DEPLOY_TOKEN',
      public: false,
      branch: null
    })
    expect(exported.crons).toHaveLength(2)
    expect(exported.left_out).toEqual([])
    expect(result.stdout).toContain(
      'Exported 14 settings, 5 environment variables (1 private, as from-env) and 2 cron jobs.'
    )
    const summary = summaryText(result, 'export-settings')
    expect(summary).toContain(
      'Exported the repository as desired-settings. It is in the desired-settings output.'
    )
    expect(summary).toContain('settings: | 14 settings |')
    expect(summary).toContain(
      'env: | 5 variables | 1 private, as from-env: give each from a secret'
    )
    expect(summary).toContain('crons: | 2 cron jobs |')
    expect(result.summary).toContain('<details><summary>The document</summary>')
    expect(summary).toContain('URL:\n    - { value: https://staging.example.com')
    expect(everythingVisible(result)).not.toContain(SECRET)
    expect(result.warnings).toEqual([])
  })

  it('check-settings of the export against the same repository matches, prune and all', async () => {
    const fake = await seeded()
    const exported = await run(fake, { operation: 'export-settings' })
    expectSuccess(exported)
    const check = await run(fake, {
      operation: 'check-settings',
      'desired-settings': exported.outputs['desired-settings'] ?? '',
      prune: 'true',
      'fail-on-mismatch': 'true'
    })
    expectSuccess(check)
    expect(check.outputs.matches).toBe('true')
    expect(jsonOutput(check, 'drift')).toEqual([])
    // And a plan of it changes nothing, with no secret in the step's environment.
    const plan = await run(fake, {
      operation: 'apply-settings',
      'desired-settings': exported.outputs['desired-settings'] ?? '',
      prune: 'true',
      'dry-run': 'true'
    })
    expectSuccess(plan, false)
    expect(jsonOutput(plan, 'changes')).toEqual([])
  })

  it('export-file: the document written in the workspace, read back by desired-settings-file', async () => {
    const fake = await seeded()
    const workspace = mkdtempSync(join(tmpdir(), 'export-settings-'))
    try {
      const result = await run(
        fake,
        { operation: 'export-settings', 'export-file': 'config/travis.yml' },
        { workspace }
      )
      expectSuccess(result)
      expect(readFileSync(join(workspace, 'config/travis.yml'), 'utf8')).toBe(DOCUMENT)
      expect(result.stdout).toContain('Wrote the document to config/travis.yml.')
      expect(summaryText(result, 'export-settings')).toContain(
        'Written to config/travis.yml, and in the desired-settings output.'
      )
      const check = await run(
        fake,
        {
          operation: 'check-settings',
          'desired-settings-file': 'config/travis.yml',
          'fail-on-mismatch': 'true'
        },
        { workspace }
      )
      expectSuccess(check)
      expect(check.outputs.matches).toBe('true')
      // An existing file is replaced.
      writeFileSync(join(workspace, 'old.yml'), 'x'.repeat(10_000))
      const again = await run(
        fake,
        { operation: 'export-settings', 'export-file': 'old.yml' },
        { workspace }
      )
      expectSuccess(again)
      expect(readFileSync(join(workspace, 'old.yml'), 'utf8')).toBe(DOCUMENT)
    } finally {
      rmSync(workspace, { recursive: true, force: true })
    }
  })

  it('export-file outside the workspace or not a file: an input error naming it, nothing sent', async () => {
    const fake = await seeded()
    const workspace = mkdtempSync(join(tmpdir(), 'export-settings-'))
    try {
      mkdirSync(join(workspace, 'folder'))
      for (const [given, problem] of [
        ['../outside.yml', "Input 'export-file' must name a file inside the workspace"],
        ['/etc/travis.yml', "Input 'export-file' must name a file inside the workspace"],
        ['folder', "Input 'export-file' names something that is not a regular file: 'folder'"]
      ] as const) {
        const result = await run(
          fake,
          { operation: 'export-settings', 'export-file': given },
          { workspace }
        )
        expectFailure(result, 'export-settings', REPO, problem)
        if (given !== 'folder') expect(result.errors[0]).toContain(`got '${given}'`)
      }
      expect(fake.requests).toEqual([])
    } finally {
      rmSync(workspace, { recursive: true, force: true })
    }
  })

  it('export-file through a link out of the workspace: refused, nothing written there', async () => {
    const fake = await seeded()
    const workspace = mkdtempSync(join(tmpdir(), 'export-settings-'))
    const elsewhere = mkdtempSync(join(tmpdir(), 'export-elsewhere-'))
    try {
      symlinkSync(elsewhere, join(workspace, 'linked'))
      const result = await run(
        fake,
        { operation: 'export-settings', 'export-file': 'linked/travis.yml' },
        { workspace }
      )
      expectFailure(
        result,
        'export-settings',
        REPO,
        "Input 'export-file' (linked/travis.yml) could not be written: its folder leads out of the workspace through a symbolic link"
      )
      expect(() => readFileSync(join(elsewhere, 'travis.yml'))).toThrow()
      // Reads only: nothing on Travis CI changed.
      expect([...new Set(fake.requests.map((r) => r.method))]).toEqual(['GET'])
    } finally {
      rmSync(workspace, { recursive: true, force: true })
      rmSync(elsewhere, { recursive: true, force: true })
    }
  })

  it('export-file in folders yet to be made beyond a link out of the workspace: refused before any folder is made', async () => {
    const fake = await seeded()
    const workspace = mkdtempSync(join(tmpdir(), 'export-settings-'))
    const elsewhere = mkdtempSync(join(tmpdir(), 'export-elsewhere-'))
    try {
      symlinkSync(elsewhere, join(workspace, 'link'))
      const result = await run(
        fake,
        { operation: 'export-settings', 'export-file': 'link/a/b/travis.yml' },
        { workspace }
      )
      expectFailure(
        result,
        'export-settings',
        REPO,
        "Input 'export-file' (link/a/b/travis.yml) could not be written: its folder leads out of the workspace through a symbolic link"
      )
      // Nothing made outside: not `a/`, not `a/b/`.
      expect(readdirSync(elsewhere)).toEqual([])
      expect([...new Set(fake.requests.map((r) => r.method))]).toEqual(['GET'])
    } finally {
      rmSync(workspace, { recursive: true, force: true })
      rmSync(elsewhere, { recursive: true, force: true })
    }
  })

  it('outputs over 512 KiB: the full result in result-file, result cut to whole variables, the document kept whole', async () => {
    // travis-api sets no size on a variable's value: models/env_var.rb validates the name only
    // (presence, uniqueness; docs/travis-api.md#env-vars cites it), the value is a plain attribute
    // of the repository's settings column. So a repository's public values may be large.
    const fake = await bigValues(5)
    const runnerTemp = mkdtempSync(join(tmpdir(), 'export-runner-'))
    try {
      const result = await run(
        fake,
        { operation: 'export-settings' },
        { env: { RUNNER_TEMP: runnerTemp } }
      )
      expectSuccess(result)
      const file = result.outputs['result-file'] ?? ''
      expect(file.startsWith(runnerTemp)).toBe(true)
      const full = JSON.parse(readFileSync(file, 'utf8')) as { env_vars: unknown[] }
      expect(full.env_vars).toHaveLength(5)
      const shown = jsonOutput<{ env_vars: unknown[] }>(result, 'result')
      expect(shown.env_vars.length).toBeGreaterThan(0)
      expect(shown.env_vars.length).toBeLessThan(5)
      expect(shown.env_vars).toEqual(full.env_vars.slice(0, shown.env_vars.length))
      // The document fits by itself: whole, every variable in it.
      const document = result.outputs['desired-settings'] ?? ''
      for (let i = 0; i < 5; i++) expect(document).toContain(`BIG_${i}:`)
      expect(outputsSize(result.outputs)).toBeLessThan(512 * 1024)
      expect(result.warnings).toEqual([
        expect.stringContaining(
          `'result.env_vars' holds the first ${shown.env_vars.length} of 5 items; the full result is in the file named by 'result-file' (${file}).`
        )
      ])
    } finally {
      rmSync(runnerTemp, { recursive: true, force: true })
    }
  })

  it('a document too long for any output: desired-settings left empty, pointing at export-file', async () => {
    const fake = await bigValues(10)
    const workspace = mkdtempSync(join(tmpdir(), 'export-settings-'))
    const runnerTemp = mkdtempSync(join(tmpdir(), 'export-runner-'))
    try {
      const env = { RUNNER_TEMP: runnerTemp }
      const bare = await run(fake, { operation: 'export-settings' }, { env })
      expectSuccess(bare)
      expect(bare.outputs['desired-settings']).toBe('')
      expect(bare.warnings[0]).toMatch(
        /^The document \([\d,]+ bytes\) is too long for the 'desired-settings' output \(the outputs take at most 512 KiB in all, of the runner's 1 MB per job\), which is left empty: set 'export-file' to have it written in the workspace\.$/
      )
      expect(summaryText(bare, 'export-settings')).toContain(
        'Too long for the desired-settings output, which is left empty: set export-file to have it written in the workspace.'
      )
      expect(outputsSize(bare.outputs)).toBeLessThan(512 * 1024)
      const full = JSON.parse(readFileSync(bare.outputs['result-file'] ?? '', 'utf8')) as {
        env_vars: unknown[]
      }
      expect(full.env_vars).toHaveLength(10)

      const written = await run(
        fake,
        { operation: 'export-settings', 'export-file': 'big.yml' },
        { workspace, env }
      )
      expectSuccess(written)
      expect(written.outputs['desired-settings']).toBe('')
      expect(written.warnings[0]).toContain('which is left empty: it is in big.yml.')
      const document = readFileSync(join(workspace, 'big.yml'), 'utf8')
      for (let i = 0; i < 10; i++) expect(document).toContain(`BIG_${i}:`)
      expect(summaryText(written, 'export-settings')).toContain(
        'Too long for the desired-settings output, which is left empty; written to big.yml.'
      )
    } finally {
      rmSync(workspace, { recursive: true, force: true })
      rmSync(runnerTemp, { recursive: true, force: true })
    }
  })

  it('what desired-settings cannot name is left out, with a warning; a stopped cron is marked', async () => {
    const fake = await fakeTravis()
    const repo = demoRepo(fake)
    fake.state.addEnvVar(repo, { name: '1BAD-NAME', value: 'x', public: true })
    fake.state.addEnvVar(repo, { name: 'GOOD', value: '', public: true })
    fake.state.addCron(repo, { branch: 'master', interval: 'weekly', active: false })
    const result = await run(fake, { operation: 'export-settings' })
    expectSuccess(result)
    const document = result.outputs['desired-settings'] ?? ''
    expect(document).not.toContain('1BAD-NAME')
    expect(document).toContain('GOOD: { value: "", public: true }')
    expect(document).toContain(
      'master: { interval: weekly, dont-run-if-recent-build-exists: false } # stopped by Travis CI (inactive): apply-settings starts it again'
    )
    expect(result.warnings).toEqual([
      'Left out of the export: variable "1BAD-NAME": its name is no shell name, which env: requires.'
    ])
    const summary = summaryText(result, 'export-settings')
    expect(summary).toContain("Left out (1), as 'desired-settings' cannot name them:")
    expect(summary).toContain('1 stopped by Travis CI: apply-settings starts them again')
    expect(jsonOutput<Record<string, unknown>>(result, 'result').left_out).toEqual([
      'variable "1BAD-NAME": its name is no shell name, which env: requires.'
    ])
  })

  it('a repository with no variables and no crons: empty sections that declare none', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, { operation: 'export-settings' })
    expectSuccess(result)
    const document = result.outputs['desired-settings'] ?? ''
    expect(document).toContain('\nenv: {}\ncrons: {}\n')
    expect(document).not.toContain('private')
    const check = await run(fake, {
      operation: 'check-settings',
      'desired-settings': document,
      prune: 'true',
      'fail-on-mismatch': 'true'
    })
    expectSuccess(check)
  })

  it('an export longer than desired-settings-file reads says so in the summary', async () => {
    const fake = await fakeTravis()
    const repo = demoRepo(fake)
    for (let i = 0; i < 70; i++) {
      fake.state.addEnvVar(repo, { name: `LONG_${i}`, value: 'v'.repeat(1000), public: true })
    }
    const result = await run(fake, { operation: 'export-settings' })
    expectSuccess(result)
    expect(result.outputs['desired-settings']).toContain('LONG_69')
    expect(summaryText(result, 'export-settings')).toContain(
      "The document is longer than 'desired-settings-file' reads (64 KiB): split it, or leave out what need not be managed."
    )
  })
})
