// `npm run local-action` (scripts/local-action.mjs): the TypeScript source run under
// @github/local-action with the inputs of an env file, against the embedded fake Travis CI API
// (or the URL the file names). What the developer sees: local-action's log, outputs table, the
// request count, the job summary as text, and the exit code.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeTravis } from '../fakes/fake-travis.mjs'
import { REPO_PATH, TOKEN } from '../e2e/helpers.js'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const ENV_EXAMPLE = readFileSync(join(ROOT, '.env.example'), 'utf8')
// A run takes 5 to 8 s (npm exec, tsx, npm ls, then the action); the three run side by side.
const TIMEOUT_MS = 45_000

interface ScriptRun {
  exitCode: number | null
  stdout: string
  stderr: string
}

function runScript(envFile: string, env: Record<string, string> = {}): Promise<ScriptRun> {
  const child = spawn(process.execPath, ['scripts/local-action.mjs', envFile], {
    cwd: ROOT,
    env: { ...process.env, FORCE_COLOR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (exitCode) => resolve({ exitCode, stdout, stderr }))
  })
}

// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '')

/** The rows of local-action's "Action Outputs" table, as name → value. */
function outputsTable(stdout: string): Record<string, string> {
  const table = stdout.slice(stdout.indexOf('Action Outputs'))
  const rows = [...table.matchAll(/│ \d+\s+│ '([\w-]+)'\s+│ '(.*?)'\s+│/g)]
  return Object.fromEntries(rows.map(([, name, value]) => [name, value as string]))
}

function expectNoToken(run: ScriptRun): void {
  expect(run.stdout).not.toContain(TOKEN)
  expect(run.stderr).not.toContain(TOKEN)
  // The real @actions/core would announce the mask with the token; the stub keeps it quietly.
  expect(run.stdout).not.toContain('::add-mask::')
}

describe.concurrent('npm run local-action', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'local-action-test-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it(
    'runs .env.example as it is against the embedded fake: the log, the outputs, the summary',
    async () => {
      const run = await runScript('.env.example')

      expect(run.exitCode).toBe(0)
      const port = /Fake Travis CI API on http:\/\/127\.0\.0\.1:(\d+) /.exec(run.stdout)?.[1]
      expect(port).toBeDefined()
      expect(run.stdout).toContain(
        `::info::list-caches on octo-org/hello-world (http://127.0.0.1:${port})`
      )
      expect(run.stdout).toContain(`::debug::GET ${REPO_PATH}/caches?branch=master → 200`)
      expect(run.stdout).toContain('2 request(s) reached the fake Travis CI API.')
      expect(outputsTable(run.stdout)).toMatchObject({
        changed: 'false',
        count: '2',
        'total-size': '25551618'
      })
      expect(run.stdout).toContain('Job summary (.tmp/local-action-summary.md, as text):')
      expect(run.stdout).toContain('2 caches, 24.4 MiB (of master).')
      // A short run: no output line anywhere near a whole branch listing's.
      const longest = Math.max(...run.stdout.split('\n').map((line) => line.length))
      expect(longest).toBeLessThan(2_000)
      expect(run.stdout).not.toContain('The action failed')
      expectNoToken(run)
    },
    TIMEOUT_MS
  )

  it(
    'uses any other api-url as it is, starting no fake: hyphenated inputs reach the action',
    async () => {
      const fake = await startFakeTravis({ seedDemo: true })
      const summary = join(dir, 'server-summary.md')
      const envFile = join(dir, 'server.env')
      writeFileSync(
        envFile,
        [
          'INPUT_OPERATION=get-setting',
          `INPUT_TRAVIS-TOKEN=${TOKEN}`,
          'INPUT_REPO=octo-org/hello-world',
          `INPUT_API-URL=${fake.url}`,
          'INPUT_SETTING=build_pushes',
          'INPUT_EXPECT=true',
          'INPUT_FAIL-ON-MISMATCH=true',
          `GITHUB_STEP_SUMMARY=${summary}`
        ].join('\n')
      )

      const run = await runScript(envFile).finally(() => fake.close())

      expect(run.exitCode).toBe(0)
      expect(run.stdout).not.toContain('Fake Travis CI API on')
      expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        `GET ${REPO_PATH}/setting/build_pushes`
      ])
      expect(fake.requests[0]?.headers.authorization).toBe(`token ${TOKEN}`)
      expect(outputsTable(run.stdout)).toMatchObject({ value: 'true', matches: 'true' })
      expect(readFileSync(summary, 'utf8')).toContain('build_pushes')
      expectNoToken(run)
    },
    TIMEOUT_MS
  )

  it(
    'exits 1 when the action fails, although local-action itself exits 0 (colours on)',
    async () => {
      const summary = join(dir, 'missing-summary.md')
      const envFile = join(dir, 'missing.env')
      writeFileSync(
        envFile,
        ENV_EXAMPLE.replace(/^INPUT_REPO=.*$/m, 'INPUT_REPO=octo-org/missing').replace(
          /^GITHUB_STEP_SUMMARY=.*$/m,
          `GITHUB_STEP_SUMMARY=${summary}`
        )
      )

      const run = await runScript(envFile, { FORCE_COLOR: '1' })

      expect(run.exitCode).toBe(1)
      expect(run.stdout).toMatch(/\x1b\[\d+m::error::/) // eslint-disable-line no-control-regex
      const stdout = plain(run.stdout)
      expect(stdout).toContain(
        '::error::list-caches on octo-org/missing failed: the repository is unknown or the token cannot see it'
      )
      // The caches and the branch that places them are asked for side by side: both answer 404.
      expect(stdout).toContain('2 request(s) reached the fake Travis CI API.')
      expect(stdout).toContain('The action failed: see the ::error:: line above.')
      expect(readFileSync(summary, 'utf8')).toContain('❌')
      expectNoToken(run)
    },
    TIMEOUT_MS
  )
})
