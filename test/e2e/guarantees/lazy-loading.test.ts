// What a run loads of dist/ (issue 13): a read needs dist/index.js alone; the key pair writes
// (sshpk), the GitHub client (Octokit), the YAML parser and undici are chunks of their own, loaded
// by the runs that use them. support/loaded-files.mjs, preloaded through NODE_OPTIONS, records
// every module file the action's process loads. These runs are of dist/ itself, also under
// `npm test`, whose other e2e runs measure the sources' coverage (scripts/coverage.mjs).
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { generateKeyPairSync } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { startFakeGitHub } from '../../fakes/fake-github.mjs'
import { startForwardProxy } from '../../support/forward-proxy.js'
import { DIST_ENTRY } from '../../support/run-action.mjs'
import {
  REPO,
  closeFakes,
  expectSuccess,
  fakeTravis,
  run,
  type ActionRun,
  type RunOptions
} from '../helpers.js'
import { finishTest, rotate, startRotationFakes } from '../rotation/helpers.js'

const DIST = dirname(DIST_ENTRY)
const HOOK = fileURLToPath(new URL('../../support/loaded-files.mjs', import.meta.url))
// Code only each library has: sshpk marks its objects with this property; @octokit/core puts
// this in its User-Agent.
const SSHPK = '_sshpkApiVersion'
const OCTOKIT = 'octokit-core.js/'
// The yaml package's error class; one of undici's error codes.
const YAML = 'class YAMLParseError'
const UNDICI = 'UND_ERR_CONNECT_TIMEOUT'
// env: and crons: of 'desired-settings' (operations/settings-as-code/env-writes.ts, in that chunk only).
const SECTIONS = 'created by someone else after the action read the variables'
// export-settings (operations/settings-as-code/export.ts, in its chunk only).
const EXPORT = 'Left out of the export: '
const GITHUB_TOKEN = 'ghs_fake-github-token-for-lazy-loading'
// @actions/exec's class and @actions/io's mkdirP, which only @actions/core's unused `platform`
// export imports (patches/@actions+core+*.patch); @actions/core's summary module, whose
// fs.promises would load at start-up (report/index.ts appends to the summary file itself).
const EXEC = 'class ToolRunner'
const IO = 'mkdirP'
const CORE_SUMMARY = 'addCodeBlock'
// The builds operations (operations/builds/request-recovery.ts, in that chunk only).
const BUILDS = 'looking for it among the repository'

const cleanups: Array<() => Promise<void> | void> = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  await closeFakes()
})

/** The run of dist/, and the files of dist/ its process loaded (names, sorted). */
async function runWatched(
  run: (options: RunOptions & { env: Record<string, string> }) => Promise<ActionRun>
): Promise<{ result: ActionRun; loaded: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'lazy-loading-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  const log = join(dir, 'loaded')
  writeFileSync(log, '')
  const env = { NODE_OPTIONS: `--import=${HOOK}`, LOADED_FILES_LOG: log }
  const result = await run({ env, entry: DIST_ENTRY })
  const loaded = readFileSync(log, 'utf8')
    .split('\n')
    .filter((path) => path.startsWith(`${DIST}/`) && path.endsWith('.js'))
    .map((path) => basename(path))
  return { result, loaded: [...new Set(loaded)].sort() }
}

/** Whether any of these files of dist/ holds `code`. */
function holds(files: string[], code: string): boolean {
  return files.some((file) => readFileSync(join(DIST, file), 'utf8').includes(code))
}

function rsaPem(): string {
  return String(
    generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs1',
      format: 'pem'
    })
  )
}

describe('what a run loads of dist/', () => {
  it('dist/index.js holds neither sshpk nor Octokit nor the YAML parser nor undici', () => {
    expect(holds(['index.js'], SSHPK)).toBe(false)
    expect(holds(['index.js'], OCTOKIT)).toBe(false)
    expect(holds(['index.js'], YAML)).toBe(false)
    expect(holds(['index.js'], UNDICI)).toBe(false)
    expect(holds(['index.js'], EXPORT)).toBe(false)
  })

  it('dist/ holds neither @actions/exec nor @actions/io nor the summary module of @actions/core', () => {
    const files = readdirSync(DIST).filter((file) => file.endsWith('.js'))
    for (const code of [EXEC, IO, CORE_SUMMARY]) expect(holds(files, code), code).toBe(false)
  })

  it('dist/licenses.txt names the packages of the entry and of every chunk', () => {
    const names = readFileSync(join(DIST, 'licenses.txt'), 'utf8')
      .split('\n')
      .filter((_, i, lines) => i === 0 || lines[i - 1] === '')
    // The entry's (@actions/core), the YAML parser's, the key parsing chunk's (sshpk), the GitHub
    // client's.
    for (const name of ['@actions/core', 'yaml', 'undici', 'sshpk', '@octokit/core'])
      expect(names).toContain(name)
  })

  const reads: Array<Record<string, string>> = [
    { operation: 'list-settings' },
    { operation: 'find-key-pair' },
    { operation: 'list-caches' },
    { operation: 'delete-key-pair', 'dry-run': 'true' }
  ]
  for (const inputs of reads) {
    it(`${inputs.operation}${inputs['dry-run'] ? ' (dry run)' : ''} loads dist/index.js alone`, async () => {
      const fake = await fakeTravis()
      const { result, loaded } = await runWatched((watch) => run(fake, inputs, watch))
      expect(result.errors, result.stdout).toEqual([])
      expect(result.exitCode).toBe(0)
      expect(loaded).toEqual(['index.js'])
    })
  }

  it('check-settings loads the YAML parser in a chunk, and neither sshpk nor the GitHub client', async () => {
    const fake = await fakeTravis()
    const { result, loaded } = await runWatched((watch) =>
      run(fake, { operation: 'check-settings', 'desired-settings': 'build_pushes: true' }, watch)
    )
    expectSuccess(result)
    expect(loaded).toContain('index.js')
    expect(holds(loaded, YAML)).toBe(true)
    expect(holds(loaded, SSHPK)).toBe(false)
    expect(holds(loaded, OCTOKIT)).toBe(false)
    expect(holds(loaded, SECTIONS)).toBe(false)
    expect(holds(loaded, EXPORT)).toBe(false)
  })

  it('export-settings loads its chunk and the YAML package (the stringifier), nothing else', async () => {
    const fake = await fakeTravis()
    const { result, loaded } = await runWatched((watch) =>
      run(fake, { operation: 'export-settings' }, watch)
    )
    expectSuccess(result)
    expect(result.outputs['desired-settings']).toContain(
      'settings:\n  builds_only_with_travis_yml:'
    )
    expect(holds(loaded, EXPORT)).toBe(true)
    expect(holds(loaded, YAML)).toBe(true)
    expect(holds(loaded, SECTIONS)).toBe(false)
    expect(holds(loaded, SSHPK)).toBe(false)
    expect(holds(loaded, OCTOKIT)).toBe(false)
  })

  it('check-settings with env: and crons: loads their chunk too', async () => {
    const fake = await fakeTravis()
    const desired = 'env:\n  A: { value: a, public: true }\ncrons:\n  master: daily\n'
    const { result, loaded } = await runWatched((watch) =>
      run(fake, { operation: 'check-settings', 'desired-settings': desired }, watch)
    )
    expectSuccess(result)
    expect(holds(loaded, SECTIONS)).toBe(true)
    expect(holds(loaded, YAML)).toBe(true)
    expect(holds(loaded, OCTOKIT)).toBe(false)
  })

  it('set-key-pair loads the key parsing (sshpk) in a chunk, and not the GitHub client', async () => {
    const fake = await fakeTravis()
    const { result, loaded } = await runWatched((watch) =>
      run(fake, { operation: 'set-key-pair', 'private-key': rsaPem() }, watch)
    )
    expectSuccess(result, true)
    expect(loaded).toContain('index.js')
    expect(loaded.length).toBeGreaterThan(1)
    expect(holds(loaded, SSHPK)).toBe(true)
    expect(holds(loaded, OCTOKIT)).toBe(false)
  })

  it("list-caches with 'stale-branches' and a github-token loads the GitHub client, and not sshpk", async () => {
    const fake = await fakeTravis()
    const github = await startFakeGitHub()
    cleanups.push(() => github.close())
    github.tokens[GITHUB_TOKEN] = { user: 'github-actions[bot]', admin: false }
    // The demo repository has a cache of pull request 42.
    github.addPullRequest(REPO, { number: 42, state: 'closed' })
    const { result, loaded } = await runWatched((watch) =>
      run(
        fake,
        { operation: 'list-caches', 'stale-branches': 'true', 'github-token': GITHUB_TOKEN },
        { ...watch, env: { ...watch.env, GITHUB_API_URL: github.url } }
      )
    )
    expectSuccess(result)
    expect(github.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /repos/${REPO}/pulls/42`
    ])
    expect(holds(loaded, OCTOKIT)).toBe(true)
    expect(holds(loaded, SSHPK)).toBe(false)
  })

  it('a run behind a proxy loads undici in a chunk (its fetch and dispatcher)', async () => {
    // The fake under a name only the proxy resolves, so the request must go through it.
    const forward = await startForwardProxy(['travis.test'])
    cleanups.push(() => forward.close())
    const fake = await fakeTravis()
    const { result, loaded } = await runWatched((watch) =>
      run(
        fake,
        { operation: 'list-settings', 'api-url': fake.url.replace('127.0.0.1', 'travis.test') },
        { ...watch, env: { ...watch.env, HTTP_PROXY: forward.url } }
      )
    )
    expectSuccess(result)
    expect(forward.requests).toHaveLength(1)
    expect(holds(loaded, UNDICI)).toBe(true)
    expect(holds(loaded, SSHPK)).toBe(false)
  })

  it('trigger-build loads the builds chunk, and neither the YAML parser nor sshpk', async () => {
    const fake = await fakeTravis()
    const { result, loaded } = await runWatched((watch) =>
      run(fake, { operation: 'trigger-build' }, watch)
    )
    expectSuccess(result, true)
    expect(holds(loaded, BUILDS)).toBe(true)
    expect(holds(loaded, YAML)).toBe(false)
    expect(holds(loaded, SSHPK)).toBe(false)
    expect(holds(['index.js'], BUILDS)).toBe(false)
  })

  it('rotate-key-pair loads the key parsing (sshpk) and the GitHub client in chunks', async () => {
    const fakes = await startRotationFakes()
    cleanups.push(finishTest)
    const { result, loaded } = await runWatched((watch) => rotate(fakes, {}, watch))
    expectSuccess(result, true)
    expect(holds(loaded, SSHPK)).toBe(true)
    expect(holds(loaded, OCTOKIT)).toBe(true)
  })
})
