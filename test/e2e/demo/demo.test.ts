// `npm run demo` (test/support/demo.mjs) as a newcomer runs it: the three headline uses against
// the embedded fake, each with what a workflow's reader sees (the failed job's last log lines, the
// plan), and closing lines that say what ran and how to run the tests. The demo runs in CI too.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'

const DEMO = fileURLToPath(new URL('../../support/demo.mjs', import.meta.url))

function runDemo(): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [DEMO], { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ exitCode: code ?? -1, stdout, stderr }))
  })
}

/** The part of the output under the heading that starts with `title`, to the next heading. */
function section(stdout: string, title: string): string {
  const start = stdout.indexOf(`━━ ${title}`)
  if (start < 0) return ''
  const end = stdout.indexOf('\n━━ ', start + 1)
  return stdout.slice(start, end < 0 ? undefined : end)
}

describe('npm run demo', { timeout: 60_000 }, () => {
  let demo: Awaited<ReturnType<typeof runDemo>>
  beforeAll(async () => {
    demo = await runDemo()
  }, 60_000)

  // How long it takes is a bench row (bench/table.mjs, "`npm run demo`"), not a test's.
  it('exits 0, with no step ending unexpectedly', () => {
    expect(demo.stderr).toBe('')
    expect(demo.exitCode).toBe(0)
    expect(demo.stdout).not.toContain('UNEXPECTED')
  })

  it('clears the caches of a merged branch and its pull request, bounded by max-deletions', () => {
    const caches = section(demo.stdout, '1. Clear caches after a merge')
    expect(caches).toContain(
      'with: operation: delete-caches, branch: feature/login, pull-request: 42, max-deletions: 5'
    )
    expect(caches).toContain('exit code 0')
    expect(caches).toContain('deleted-count = 3')
    expect(caches).toContain('Deleted 3 caches, 16.6 MiB (of feature/login, #42).')
  })

  it("triggers a build, waits for it, and shows the failed job's log tail and failing command", () => {
    const build = section(demo.stdout, '2. A build triggered and waited for')
    expect(build).toContain('exit code 1 (expected: the build failed)')
    expect(build).toMatch(/build #\d+ started: 0 of 2 jobs passed, 2 running/)
    expect(build).toContain('build-state = failed')
    expect(build).toMatch(/error: .*failed: \d+\.1 unit tests \(`npm test` exited with 1\)\./)
    // The log's last lines, in the job summary under "Why it failed" (not the job log itself,
    // which the demo leaves out of the log lines).
    const why = build.slice(build.indexOf('Why it failed'))
    expect(build).toContain('Why it failed')
    expect(why).toContain('The 8 lines of its log before it')
    expect(why).toContain('✗ test/cache.test.ts > keeps the newest cache')
    expect(why).toContain('AssertionError: expected 2 to be 3')
    // Lines before the failing command, not after it.
    expect(why).not.toContain('Done. Your build exited with 1.')
  })

  it('plans settings as code from a small file: a dry run, the plan shown, reads only', () => {
    const plan = section(demo.stdout, '3. Settings as code, planned')
    expect(plan).toContain('DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN }')
    expect(plan).toContain('exit code 0')
    expect(plan).toContain('DRY RUN: nothing was changed')
    expect(plan).toContain('auto_cancel_pushes | true | false | would change')
    expect(plan).toContain(
      'DEPLOY_TOKEN | all | private, from DEPLOY_TOKEN | missing | would be created'
    )
    expect(plan).toContain(
      'OLD_URL | all | not in env: | https://old.example.com (public) | would be deleted (prune)'
    )
    expect(plan).toContain('master | daily | weekly | would be replaced')
    expect(plan).toContain('requests: 3 (reads only)')
  })

  it('ends by saying what ran and how to run the tests, and how long they take', () => {
    const end = section(demo.stdout, 'What ran')
    expect(end).toMatch(/1\. delete-caches: 3 caches of feature\/login and pull request 42 deleted/)
    expect(end).toMatch(/2\. trigger-build: build #\d+ triggered and waited for; it failed/)
    expect(end).toContain('3. apply-settings (dry run): a plan of 6 changes')
    const last = demo.stdout.trimEnd().split('\n').slice(-2)
    expect(last).toEqual([
      'Run the tests: `npm test` (the build, every test and coverage; about 6 minutes), or',
      '`npm run test:unit` for the quick ones (unit, fakes, project and property tests; no build).'
    ])
  })

  it('never prints the token', () => {
    expect(demo.stdout).not.toContain('fake-travis-token')
  })
})
