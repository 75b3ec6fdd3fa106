// The traps of a first hour with the action (ACTION-SPEC, Decisions of 2026-12-02, "Inputs that
// are not inputs"): a misspelled input fails a write before any request and is a warning for a
// read; a GitHub token given as the Travis token is never sent; a key pasted with literal \n
// sequences is read with a notice; a branch line with a comma that matched nothing says why in
// the summary.
import { generateKeyPairSync } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import {
  REPO,
  closeFakes,
  demoRepo,
  expectFailure,
  expectSuccess,
  fakeTravis,
  requestLines,
  run,
  summaryText
} from '../helpers.js'

afterAll(closeFakes)

/** A value that would be a secret, given under a misspelled name: it must be shown nowhere. */
const MISPLACED = 'misplaced-secret-5d1f0c7a'

describe('an input action.yml does not declare (the runner passes every with: key)', () => {
  it("'max-deletion' (no s) on delete-caches: refused before any request, its value never shown", async () => {
    const fake = await fakeTravis()
    const before = demoRepo(fake).caches.length
    const result = await run(
      fake,
      { operation: 'delete-caches', branch: 'master' },
      { env: { 'INPUT_MAX-DELETION': MISPLACED } }
    )
    expectFailure(
      result,
      'delete-caches',
      REPO,
      "Input 'max-deletion' is not an input of this action; did you mean 'max-deletions'? delete-caches changes Travis CI, so it does not run with an input it does not know"
    )
    expect(fake.requests).toEqual([])
    expect(demoRepo(fake).caches).toHaveLength(before)
    expect(result.stdout).not.toContain(MISPLACED)
    expect(result.summary).not.toContain(MISPLACED)
    expect(result.summary).toContain('correct this input in the workflow')
  })

  it("'dry-run' set to an expression that came out empty: refused before any request, nothing deleted", async () => {
    // `dry-run: ${{ inputs.dryrun }}` on a run without that input: the runner passes ''.
    const fake = await fakeTravis()
    const before = demoRepo(fake).caches.length
    const result = await run(fake, { operation: 'delete-caches', branch: 'master', 'dry-run': '' })
    expectFailure(
      result,
      'delete-caches',
      REPO,
      "Input 'dry-run' is empty (an expression that came out empty?); it must be true or false. Its default, false, applies only when the step does not set it."
    )
    expect(fake.requests).toEqual([])
    expect(demoRepo(fake).caches.length).toBe(before)
  })

  it('a dry run is a write too: refused the same way', async () => {
    const fake = await fakeTravis()
    const result = await run(
      fake,
      { operation: 'delete-caches', branch: 'master', 'dry-run': 'true' },
      { env: { 'INPUT_ALLOW-DELETE-AL': 'true' } }
    )
    expectFailure(result, 'delete-caches', REPO, "did you mean 'allow-delete-all'?")
    expect(fake.requests).toEqual([])
  })

  it('a read with an unknown input: a warning naming the nearest, and the read succeeds', async () => {
    const fake = await fakeTravis()
    const result = await run(
      fake,
      { operation: 'list-caches', branch: 'master' },
      { env: { INPUT_BRANCHES: MISPLACED } }
    )
    expectSuccess(result)
    expect(result.warnings).toContain(
      "Input 'branches' is not an input of this action and was ignored; did you mean 'branch'?"
    )
    expect(requestLines(fake).length).toBeGreaterThan(0)
    expect(fake.requests.filter((request) => request.method !== 'GET')).toEqual([])
    expect(result.stdout).not.toContain(MISPLACED)
  })
})

describe('the Travis token', () => {
  it.each(['ghp_', 'github_pat_', 'ghs_'])(
    'a GitHub token (%s…) is refused before any request, and not shown',
    async (prefix) => {
      const fake = await fakeTravis()
      const token = `${prefix}0123456789abcdefghijABCDEFGHIJ0123`
      const result = await run(fake, { operation: 'list-settings', 'travis-token': token })
      expectFailure(
        result,
        'list-settings',
        REPO,
        `Input 'travis-token' is a GitHub token (it starts with ${prefix}), not a Travis CI token; nothing was sent with it.`,
        'Settings → API authentication'
      )
      expect(fake.requests).toEqual([])
      expect(result.errors.join('\n')).not.toContain(token)
    }
  )
})

describe('a private key pasted with literal \\n sequences', () => {
  it('is read with line breaks, said in a notice, and installed; no line of it is shown', async () => {
    const fake = await fakeTravis()
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const pem = String(privateKey.export({ type: 'pkcs1', format: 'pem' }))
    const escaped = JSON.stringify(pem).slice(1, -1)
    expect(escaped).not.toContain('\n')
    const result = await run(fake, { operation: 'set-key-pair', 'private-key': escaped })
    expectSuccess(result, true)
    expect(result.notices).toContain(
      "Input 'private-key' holds its key on one line with literal \\n sequences (as a JSON-escaped secret does); it was read with line breaks there. Store the key with real line breaks to drop this notice."
    )
    expect(demoRepo(fake).keyPair?.privateKey.trim()).toBe(pem.trim())
    // The lines of the key as read are masked: none reaches the log but in ::add-mask::.
    const line = pem.split('\n')[5] ?? ''
    const shown = result.stdout.split('\n').filter((l) => !l.startsWith('::add-mask::'))
    expect(shown.join('\n')).not.toContain(line)
  })
})

describe("a 'branch' line with a comma", () => {
  it('that matched nothing: the summary says a line is one name, and how to give two', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, { operation: 'list-caches', branch: 'master,feature/login' })
    expectSuccess(result)
    const summary = summaryText(result, 'list-caches')
    expect(summary).toContain(
      "ℹ️ No cache of the branch master,feature/login: a line of 'branch' is one branch name, commas included (git allows them). For the branches master and feature/login, give each on its own line."
    )
  })

  it('that matched its caches: no hint', async () => {
    const fake = await fakeTravis()
    fake.state.addCache(demoRepo(fake), { branch: 'fix,cleanup', name: 'a.tgz', size: 5 })
    const result = await run(fake, { operation: 'list-caches', branch: 'fix,cleanup' })
    expectSuccess(result)
    expect(result.outputs.count).toBe('1')
    expect(summaryText(result, 'list-caches')).not.toContain('No cache of the branch')
  })
})
