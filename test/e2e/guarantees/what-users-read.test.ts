// What the user reads is true and safe (issue 19, items 12 to 14): secrets replaced by *** by the
// action itself in the log, the failure line, the summary and the outputs (no runner masks them
// here, as none does for what the runner is not told); server text that cannot break out of the
// summary's HTML nor reorder text with bidi controls; and outputs that cannot be written after a
// change, which the failure then reports.
import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { everythingVisible, type ActionRun } from '../../support/run-action.mjs'
import {
  REPO,
  TOKEN,
  closeFakes,
  demoRepo,
  expectFailure,
  expectSuccess,
  fakeTravis,
  jsonOutput,
  run,
  summaryText
} from '../helpers.js'
import {
  GITHUB_TOKEN,
  TITLE_PREFIX,
  daysAgo,
  finishTest,
  pemOf,
  privateKeysSentTo,
  rotate,
  rsaPrivateKey,
  sshRsaLine,
  startRotationFakes
} from '../rotation/helpers.js'

const temp = mkdtempSync(join(tmpdir(), 'what-users-read-'))
afterEach(finishTest)
afterAll(() => closeFakes().then(() => rmSync(temp, { recursive: true, force: true })))

const BIDI = /[\u202a-\u202e\u2066-\u2069]/

/** A Travis error body, as the server writes one (docs/travis-api.md#err-shape). */
function travisError(error_type: string, error_message: string) {
  return { '@type': 'error', error_type, error_message }
}

/**
 * The job summary has no blank line after which Markdown would be read: every block starts with
 * an HTML tag and only a blank line ends it, so `![x](…)` inside one is text.
 */
function expectSummaryAllHtml(result: ActionRun): void {
  expect(result.summary).not.toBe('')
  expect(result.summary).not.toMatch(/\n[ \t]*\n[ \t]*[^\s<]/)
}

describe('secrets are replaced by *** by the action itself', () => {
  it('a Travis error echoing the token: *** in the failure line, the log and the summary', async () => {
    const fake = await fakeTravis()
    const said = `the token ${TOKEN} may not read settings`
    fake.failNext({ status: 409, body: travisError('wrong_params', said) })
    const result = await run(fake, { operation: 'get-setting', setting: 'build_pushes' })
    expectFailure(result, 'get-setting', REPO, 'the token *** may not read settings')
    expect(summaryText(result, 'get-setting')).toContain('the token *** may not read settings')
  })

  it('a GitHub error echoing the github-token: *** in the failure line and the summary', async () => {
    const fakes = await startRotationFakes()
    fakes.github.failNext({ status: 500, body: { message: `Server error for ${GITHUB_TOKEN}` } })
    const result = await rotate(fakes)
    const line = expectFailure(result, 'rotate-key-pair', REPO, 'Server error for ***')
    expect(line).not.toContain(GITHUB_TOKEN)
    expect(summaryText(result, 'rotate-key-pair')).toContain('Server error for ***')
  })

  it('a line of the key sent, and a passphrase where the message is cut: replaced before the cut', async () => {
    const passphrase = 'correct horse battery staple'
    const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
    const encrypted = String(
      key.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase })
    )
    // The server gets the decrypted key: a line of it, echoed, is a secret the inputs never held.
    const decrypted = createPrivateKey({ key: encrypted, passphrase })
    const sentLine = String(decrypted.export({ type: 'pkcs8', format: 'pem' })).split('\n')[2] ?? ''
    // Server messages are cut at 200 characters, here inside the passphrase ('correct horse').
    const said = `cannot parse ${sentLine} ${'x '.repeat(55)}${passphrase} as given`
    const fake = await fakeTravis()
    fake.failNext({ method: 'POST', status: 422, body: travisError('unprocessable', said) })
    const result = await run(fake, {
      operation: 'set-key-pair',
      'private-key': encrypted,
      passphrase
    })
    const line = expectFailure(
      result,
      'set-key-pair',
      REPO,
      `cannot parse *** ${'x '.repeat(55)}***`
    )
    expect(privateKeysSentTo(fake)[0]).toContain(sentLine)
    const visible = everythingVisible(result)
    expect(visible).not.toContain(sentLine)
    expect(visible).not.toContain('correct')
    expect(line).toContain('as given')
  })

  it('server text holding the token: *** in the outputs, which stay JSON, and in the summary', async () => {
    const fake = await fakeTravis({ seedDemo: false })
    const name = `release-${TOKEN}`
    const repo = fake.addRepo({ id: 1, slug: REPO, defaultBranch: name })
    fake.state.addBranch(repo, { name })
    const result = await run(fake, { operation: 'list-branches' })
    expectSuccess(result)
    expect(jsonOutput(result, 'branches')).toEqual(['release-***'])
    expect(jsonOutput(result, 'result')).toEqual([expect.objectContaining({ name: 'release-***' })])
    expect(result.outputs['default-branch']).toBe('release-***')
    expect(summaryText(result, 'list-branches')).toContain('release-***')
  })
})

describe('server text cannot break out of the summary, nor reorder what is read', () => {
  it('a cache name with a blank line, an image and a link stays text in its table cell', async () => {
    const fake = await fakeTravis({ seedDemo: false })
    const repo = fake.addRepo({ id: 1, slug: REPO })
    fake.state.addBranch(repo, { name: 'main' })
    // A cache name is the last segment of its key: it holds no slash.
    const name = 'a.tgz\n\n![x](x.png) [click](javascript:alert)\n\n<img src=x.png>'
    fake.state.addCache(repo, { branch: 'main', name })
    const result = await run(fake, { operation: 'list-caches', branch: 'main' })
    expectSuccess(result)
    expectSummaryAllHtml(result)
    expect(result.summary).toContain(
      '<td>a.tgz&#10;&#10;![x](x.png) [click](javascript:alert)&#10;&#10;&#60;img src=x.png&#62;</td>'
    )
  })

  it("a deploy key title with a blank line and an image stays text in the rotation's table", async () => {
    const fakes = await startRotationFakes()
    const k1 = rsaPrivateKey()
    demoRepo(fakes.travis).keyPair = { privateKey: pemOf(k1), description: 'old key' }
    const title = `${TITLE_PREFIX} 2024-01-01\n\n![x](https://evil.example/x.png)`
    const old = fakes.github.addKey(REPO, {
      key: sshRsaLine(createPublicKey(k1)),
      title,
      created_at: daysAgo(100)
    })
    const result = await rotate(fakes)
    expectSuccess(result, true)
    expectSummaryAllHtml(result)
    expect(result.summary).toContain(
      `${TITLE_PREFIX} 2024-01-01&#10;&#10;![x](https://evil.example/x.png) (id ${old.id}), added `
    )
  })

  it('bidi controls are written out in log lines, the failure line, the summary and outputs', async () => {
    const fake = await fakeTravis({ seedDemo: false })
    const branch = 'fix-\u202egnp.exe'
    const repo = fake.addRepo({ id: 1, slug: REPO, defaultBranch: branch })
    fake.state.addBranch(repo, { name: branch })
    fake.state.addCache(repo, { branch, name: 'a-\u2066b.tgz' })
    const deleted = await run(fake, { operation: 'delete-caches', branch })
    expectSuccess(deleted, true)
    expect(deleted.stdout).toContain("Deleted 1 cache: the caches of 'fix-\\u202egnp.exe'.")
    // In JSON the written-out form is the JSON escape: read back, it is the name itself.
    expect(jsonOutput(deleted, 'caches')).toEqual([
      expect.objectContaining({ name: 'a-\u2066b.tgz', branch })
    ])
    expect(summaryText(deleted, 'delete-caches')).toContain('fix-\\u202egnp.exe')

    const listed = await run(fake, { operation: 'list-branches' })
    expectSuccess(listed)
    expect(listed.outputs['default-branch']).toBe('fix-\\u202egnp.exe')
    expect(jsonOutput(listed, 'branches')).toEqual([branch])

    const said = 'refused \u202ethe request\u202c here'
    fake.failNext({ status: 409, body: travisError('wrong_params', said) })
    const failed = await run(fake, { operation: 'get-setting', setting: 'build_pushes' })
    expectFailure(failed, 'get-setting', REPO, 'refused \\u202ethe request\\u202c here')
    for (const result of [deleted, listed, failed]) {
      expect(everythingVisible(result)).not.toMatch(BIDI)
    }
  })
})

describe('links to the pages that show what was read or changed', () => {
  // An Enterprise installation answers under /api of its web app's address
  // (docs/travis-api.md#web-pages): the fake's basePath '/api' is one.
  const enterprise = () => fakeTravis({ basePath: '/api' })
  const webOf = (fake: { url: string }) => fake.url.replace(/\/api$/, '')
  const REPO_PAGE = 'github/octo-org/hello-world'

  it("a server's text shaped like the action's build link stays text: the summary links only the action's pages", async () => {
    const fake = await enterprise()
    const own = `${webOf(fake)}/${REPO_PAGE}/builds/7`
    const error_message = `re-authenticate: build #1 (https://evil.example/login), build #2 (${own})`
    fake.failNext({ status: 409, body: { '@type': 'error', error_type: 'x', error_message } })
    const result = await run(fake, { operation: 'get-setting', setting: 'build_pushes' })
    expect(result.exitCode).toBe(1)
    // The only links are the repository's own pages, which the action writes itself (a build of
    // its builds page, as the text names it, links there).
    expect([...result.summary.matchAll(/<a href="([^"]*)"/g)].map(([, href]) => href)).toEqual([
      own,
      `${webOf(fake)}/${REPO_PAGE}/settings`
    ])
    expect(result.summary).toContain('build #1 (https://evil.example/login)')
  })

  it('settings and branches: their page in the Enterprise web app, built from api-url', async () => {
    const fake = await enterprise()
    expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/)
    const settings = await run(fake, { operation: 'list-settings' })
    expectSuccess(settings)
    // Last, after what the run read.
    expect(settings.summary.trimEnd()).toMatch(
      new RegExp(
        `</table>\\n<p>Open: <a href="${webOf(fake)}/${REPO_PAGE}/settings">settings on Travis CI</a></p>$`
      )
    )
    const branches = await run(fake, { operation: 'list-branches', name: 'release' })
    expectSuccess(branches)
    expect(branches.summary).toContain(
      `<p>Open: <a href="${webOf(fake)}/${REPO_PAGE}/branches">branches on Travis CI</a></p>`
    )
    // A failure links the page too: where to look at what the step could not do.
    const refused = await run(fake, {
      operation: 'set-setting',
      setting: 'job_log_access_older_than_days',
      value: '10'
    })
    expect(refused.exitCode).toBe(1)
    expect(summaryText(refused, 'set-setting')).toMatch(/\nOpen: settings on Travis CI\n?$/)
  })

  it('caches: no link on Enterprise, whose web app has no caches page; none for an unknown api-url', async () => {
    const fake = await enterprise()
    const caches = await run(fake, { operation: 'list-caches' })
    expectSuccess(caches)
    expect(caches.summary).not.toContain('<a href')
    // An api-url of no known form (here the fake without /api): no page is guessed.
    const plain = await fakeTravis()
    const settings = await run(plain, { operation: 'list-settings' })
    expectSuccess(settings)
    expect(settings.summary).not.toContain('Open:')
  })

  it("rotate-key-pair: the settings page and the deploy keys page on the runner's GitHub", async () => {
    const fakes = await startRotationFakes({ travisBasePath: '/api' })
    const result = await rotate(
      fakes,
      { 'dry-run': 'true' },
      { env: { GITHUB_SERVER_URL: 'https://github.example.com/' } }
    )
    expectSuccess(result, true)
    expect(result.summary).toContain(
      `<p>Open: <a href="${webOf(fakes.travis)}/${REPO_PAGE}/settings">settings on Travis CI</a> · ` +
        '<a href="https://github.example.com/octo-org/hello-world/settings/keys">deploy keys on GitHub</a></p>'
    )
  })
})

describe('outputs that cannot be written after a change', () => {
  /** GITHUB_OUTPUT naming a directory: appending to it fails. */
  const unwritable = { env: { GITHUB_OUTPUT: temp } }

  it('set-setting and delete-caches: the failure says what was changed on Travis CI', async () => {
    const fake = await fakeTravis()
    const inputs = { operation: 'set-setting', setting: 'build_pushes', value: 'false' }
    const set = await run(fake, inputs, unwritable)
    expectFailure(
      set,
      'set-setting',
      REPO,
      'the step outputs could not be written (EISDIR',
      "; setting 'build_pushes' was changed from true to false on Travis CI."
    )
    expect(demoRepo(fake).settings.build_pushes).toBe(false)
    expect(summaryText(set, 'set-setting')).toContain('was changed from true to false')

    const caches = await run(fake, { operation: 'delete-caches', branch: 'master' }, unwritable)
    expectFailure(caches, 'delete-caches', REPO, '; 2 caches (', ') were deleted from Travis CI.')
    expect(demoRepo(fake).caches.filter((cache) => cache.group === 'master')).toEqual([])
  })

  it('key pair writes, apply-settings, a dry run and a read: each says what it changed', async () => {
    const fake = await fakeTravis()
    const key = pemOf(rsaPrivateKey())
    const cases: Array<[Record<string, string>, string]> = [
      [{ operation: 'list-settings' }, '; nothing was changed.'],
      [
        { operation: 'delete-caches', branch: 'master', 'dry-run': 'true' },
        '; it was a dry run, so nothing was changed.'
      ],
      [
        {
          operation: 'apply-settings',
          'desired-settings': 'build_pushes: false\nbuild_pull_requests: false'
        },
        "; 2 settings were changed on Travis CI: 'build_pushes' from true to false, 'build_pull_requests' from true to false."
      ],
      [
        {
          operation: 'apply-settings',
          'desired-settings':
            'env:\n  NODE_ENV: { value: production, public: true, branch: release }\ncrons:\n  master: weekly\n'
        },
        "; 2 changes were made on Travis CI: variable 'NODE_ENV' (branch release) created, the cron job of branch 'master' created."
      ],
      [
        { operation: 'set-key-pair', 'private-key': key },
        '; the key pair was created on Travis CI (fingerprint '
      ],
      [{ operation: 'delete-key-pair' }, ' was deleted from Travis CI.']
    ]
    for (const [inputs, says] of cases) {
      const result = await run(fake, inputs, unwritable)
      expectFailure(
        result,
        inputs.operation ?? '',
        REPO,
        'the step outputs could not be written',
        says
      )
    }
    expect(demoRepo(fake).keyPair).toBeNull()
  })

  it('a rotation with GitHub: the failure names the deploy keys added and removed', async () => {
    const fakes = await startRotationFakes()
    const k1 = rsaPrivateKey()
    demoRepo(fakes.travis).keyPair = { privateKey: pemOf(k1), description: 'old key' }
    const old = fakes.github.addKey(REPO, {
      key: sshRsaLine(createPublicKey(k1)),
      title: `${TITLE_PREFIX} 2024-01-01`,
      created_at: daysAgo(100)
    })
    const result = await rotate(fakes, {}, { env: unwritable.env })
    const added = fakes.github.keys[REPO]?.[0]
    expect(added?.id).not.toBe(old.id)
    expectFailure(
      result,
      'rotate-key-pair',
      REPO,
      `; deploy key ${added?.id} ('${added?.title}') was added on GitHub, and deploy key ${old.id} was removed.`
    )
    expect(result.stdout).not.toContain('The new public key')
  })

  it('a Travis-only rotation: the new public key is in the log, and the failure says so', async () => {
    const fakes = await startRotationFakes()
    const result = await rotate(fakes, {}, { githubToken: null, env: unwritable.env })
    expectFailure(
      result,
      'rotate-key-pair',
      REPO,
      'the step outputs could not be written',
      'the key pair was rotated on Travis CI (fingerprint none → ',
      'the new public key is in the log above, for the deploy key on GitHub.'
    )
    const stored = demoRepo(fakes.travis).keyPair
    expect(stored).not.toBeNull()
    const line = sshRsaLine(createPublicKey(createPrivateKey(stored?.privateKey ?? '')))
    expect(result.stdout).toContain(`The new public key, for the deploy key on GitHub: ${line}`)
  })
})
