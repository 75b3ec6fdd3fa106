// Every row of ACTION-SPEC's Failures table: one `::error::` line naming the operation, the
// repository and the cause (and what to do), exit code 1; and secrets never visible anywhere.
import { generateKeyPairSync } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { everythingVisible } from '../../support/run-action.mjs'
import {
  REPO,
  REPO_PATH,
  TOKEN,
  closeFakes,
  closedPortUrl,
  demoRepo,
  expectFailure,
  expectSuccess,
  fakeTravis,
  methodsOf,
  requestLines,
  run,
  summaryText,
  type ActionRun,
  type FakeTravis
} from '../helpers.js'

afterAll(closeFakes)

const TOKEN_CAUSE = 'the Travis token is missing, invalid or expired'

describe.concurrent(
  'bad or missing input: the input, the value, what is allowed; no request',
  () => {
    const cases: Array<{
      what: string
      inputs: Record<string, string>
      prefix: string
      cause: Array<string | RegExp>
    }> = [
      {
        what: 'unknown operation',
        inputs: { operation: 'list-everything' },
        prefix: `travis-repo-action on ${REPO} failed: `,
        cause: ["Input 'operation' must be one of", 'list-caches', "got 'list-everything'"]
      },
      {
        what: 'missing operation',
        inputs: { operation: '' },
        prefix: `travis-repo-action on ${REPO} failed: `,
        cause: ["Input 'operation' is required"]
      },
      {
        what: 'missing token',
        inputs: { operation: 'list-caches', 'travis-token': '' },
        prefix: `list-caches on ${REPO} failed: `,
        cause: ["Input 'travis-token' is required", 'secrets.TRAVIS_TOKEN']
      },
      {
        what: 'bad repo',
        inputs: { operation: 'list-caches', repo: 'just-a-name' },
        prefix: 'list-caches: ',
        cause: [
          "Input 'repo' must be owner/name or a numeric Travis repository id",
          "'just-a-name'"
        ]
      },
      {
        what: 'limit not a number',
        inputs: { operation: 'list-branches', limit: 'ten' },
        prefix: `list-branches on ${REPO} failed: `,
        cause: ["Input 'limit' must be a whole number from 1 to 10000, got 'ten'."]
      },
      {
        what: 'limit 0',
        inputs: { operation: 'list-branches', limit: '0' },
        prefix: `list-branches on ${REPO} failed: `,
        cause: ["Input 'limit' must be a whole number from 1", "got '0'"]
      },
      {
        what: 'a boolean that is not true/false',
        inputs: { operation: 'delete-caches', branch: 'master', 'dry-run': 'yes' },
        prefix: `delete-caches on ${REPO} failed: `,
        cause: ["Input 'dry-run' must be true or false, got 'yes'."]
      },
      {
        what: 'api-url that is not a URL',
        inputs: { operation: 'list-settings', 'api-url': 'travis.example.com' },
        prefix: `list-settings on ${REPO} failed: `,
        cause: ["Input 'api-url' must be", "'travis.example.com'"]
      },
      {
        what: 'timeout-seconds out of range',
        inputs: { operation: 'list-settings', 'timeout-seconds': '0' },
        prefix: `list-settings on ${REPO} failed: `,
        cause: ["Input 'timeout-seconds' must be a whole number from 1 to 600, got '0'."]
      },
      {
        what: 'get-setting without a setting',
        inputs: { operation: 'get-setting' },
        prefix: `get-setting on ${REPO} failed: `,
        cause: ["Input 'setting' is required for get-setting", 'build_pushes']
      },
      {
        what: 'expect of the wrong type for a known setting',
        inputs: { operation: 'get-setting', setting: 'build_pushes', expect: '1' },
        prefix: `get-setting on ${REPO} failed: `,
        cause: [
          "Input 'expect' for the boolean setting 'build_pushes' must be true or false, got '1'."
        ]
      },
      {
        what: 'a branch that is no branch name',
        inputs: { operation: 'delete-caches', branch: 'release/' },
        prefix: `delete-caches on ${REPO} failed: `,
        cause: [
          "Input 'branch' has 'release/', which is no branch name",
          'a / at the start, at the end'
        ]
      },
      {
        what: 'a setting name of 70 KB (it would be a 431 from the server)',
        inputs: { operation: 'get-setting', setting: 'a'.repeat(70_000) },
        prefix: `get-setting on ${REPO} failed: `,
        cause: ["Input 'setting' must be a setting name", "…' (70,000 characters)."]
      },
      {
        what: 'a provider of 70 KB',
        inputs: { operation: 'list-settings', provider: 'a'.repeat(70_000) },
        prefix: `list-settings on ${REPO} failed: `,
        cause: ["Input 'provider' must be a provider name", "…' (70,000 characters)."]
      },
      {
        what: 'a token of 70 KB',
        inputs: { operation: 'list-settings', 'travis-token': 't'.repeat(70_000) },
        prefix: `list-settings on ${REPO} failed: `,
        cause: [
          "Input 'travis-token' is 70000 bytes long; at most 4,096 bytes are allowed (a token is sent in a request header)."
        ]
      },
      {
        what: 'an operation of 70 KB, shown by its start and its length',
        inputs: { operation: 'a'.repeat(70_000) },
        prefix: `travis-repo-action on ${REPO} failed: `,
        cause: ["Input 'operation' must be one of", "…' (70,000 characters)."]
      },
      {
        what: 'a repo whose owner is ..',
        inputs: { operation: 'list-caches', repo: '../user' },
        prefix: 'list-caches: ',
        cause: ["Input 'repo' must be owner/name", "('.', '..') is a path step, got '../user'."]
      },
      {
        what: 'a repo whose name is ..',
        inputs: { operation: 'rotate-key-pair', repo: 'octo-org/..' },
        prefix: 'rotate-key-pair: ',
        cause: ["Input 'repo' must be owner/name", "got 'octo-org/..'."]
      },
      {
        what: 'a pull request that is not a number',
        inputs: { operation: 'list-caches', 'pull-request': 'PR-7' },
        prefix: `list-caches on ${REPO} failed: `,
        cause: ["Input 'pull-request' must be pull request numbers", "got 'PR-7'"]
      }
    ]
    for (const c of cases) {
      it(c.what, async () => {
        const fake = await fakeTravis()
        const result = await run(fake, c.inputs)
        expect(result.exitCode).toBe(1)
        expect(result.errors).toHaveLength(1)
        const message = result.errors[0] ?? ''
        expect(message.startsWith(c.prefix), message).toBe(true)
        expect(message).not.toMatch(/[\r\n]/)
        for (const piece of c.cause) {
          if (typeof piece === 'string') expect(message).toContain(piece)
          else expect(message).toMatch(piece)
        }
        // A long value is never shown whole: not in the log, the outputs or the summary.
        expect(everythingVisible(result)).not.toMatch(/(.)\1{999}/)
        expect(fake.requests).toEqual([])
      })
    }

    it('a token with a space or credentials in api-url: said without showing them', async () => {
      const fake = await fakeTravis()
      const token = await run(fake, { operation: 'list-caches', 'travis-token': 'abc secret-part' })
      expectFailure(token, 'list-caches', REPO, "Input 'travis-token' contains spaces")
      expect(everythingVisible(token)).not.toContain('secret-part')
      const url = new URL(fake.url)
      url.username = 'user'
      url.password = 'url-password'
      const withCredentials = await run(fake, { operation: 'list-caches', 'api-url': String(url) })
      expectFailure(withCredentials, 'list-caches', REPO, "Input 'api-url' must not contain")
      expect(everythingVisible(withCredentials)).not.toContain('url-password')
      expect(fake.requests).toEqual([])
    })

    it('several bad inputs are reported together', async () => {
      const fake = await fakeTravis()
      const result = await run(fake, { operation: 'list-branches', limit: '0', offset: '-1' })
      expectFailure(result, 'list-branches', REPO, "Input 'limit'", "Input 'offset'")
      expect(fake.requests).toEqual([])
      // In the summary, one list item per bad input, then what to do.
      expect(result.summary).toMatch(
        /<li>Input &#39;limit&#39;[^<]*<\/li>\n<li>Input &#39;offset&#39;/
      )
      expect(summaryText(result, 'list-branches')).toMatch(
        /^❌ Failed: 2 inputs need fixing; nothing was sent\.\nInput 'limit'.*\nInput 'offset'.*\n\nWhat to do: correct these inputs/m
      )
    })

    it('a key that cannot be read: the summary says nothing was sent, not to read the requests', async () => {
      const fake = await fakeTravis()
      const result = await run(fake, {
        operation: 'set-key-pair',
        'private-key': '-----BEGIN RSA PRIVATE KEY-----\nnot a key\n-----END RSA PRIVATE KEY-----'
      })
      expectFailure(result, 'set-key-pair', REPO, "Input 'private-key' cannot be used")
      expect(fake.requests).toEqual([])
      const summary = summaryText(result, 'set-key-pair')
      expect(summary).toMatch(
        /^What to do: fix what the cause above names and run the job again; no request was sent, so nothing was changed\.$/m
      )
      expect(summary).not.toContain('each request')
    })

    it('an input that does not apply is a warning, not a failure', async () => {
      const fake = await fakeTravis()
      const result = await run(fake, { operation: 'list-settings', branch: 'master' })
      expectSuccess(result)
      expect(result.warnings).toEqual([
        "Input 'branch' is not used by list-settings and was ignored."
      ])
    })

    it('include on a write is such an input: a warning, and it is not sent', async () => {
      const fake = await fakeTravis()
      const result = await run(fake, {
        operation: 'delete-caches',
        branch: 'develop',
        include: 'cache.repo'
      })
      expectSuccess(result, true)
      expect(result.warnings).toEqual([
        "Input 'include' is not used by delete-caches and was ignored."
      ])
      const cacheRequests = fake.requests.filter((r) => r.path.endsWith('/caches'))
      expect(cacheRequests.map((r) => [r.method, r.query])).toEqual([
        ['GET', { branch: 'develop' }],
        ['DELETE', { branch: 'develop' }]
      ])
      for (const request of fake.requests) expect(request.query).not.toHaveProperty('include')
    })
  }
)

describe.concurrent('answers of the server', () => {
  const start = (): Promise<FakeTravis> => fakeTravis()

  it('unknown token: plain-text access denied → the token is invalid', async () => {
    const fake = await start()
    const result = await run(fake, { operation: 'list-settings', 'travis-token': 'unknown-token' })
    expectFailure(result, 'list-settings', REPO, TOKEN_CAUSE, "'travis-token'", 'HTTP 403')
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/settings`])
    // A request went out: the summary points to the requests in a debug log.
    expect(summaryText(result, 'list-settings')).toMatch(
      new RegExp(
        `^❌ Failed: ${TOKEN_CAUSE}.*\\nWhat to do: re-run the job with debug logging on \\(Re-run jobs → Enable debug logging\\): the step log then shows each request and its answer\\.$`,
        'm'
      )
    )
  })

  it('403 Forbidden in plain text (the abuse guard banned the token) is said as such', async () => {
    const fake = await start()
    // fake-travis.mjs `travisFault(403)`: Rack::Attack's blocklist answer, as the live tier shows.
    fake.failNext({ status: 403 })
    const result = await run(fake, { operation: 'list-settings' })
    expectFailure(
      result,
      'list-settings',
      REPO,
      "Travis CI blocked the token or this runner's address for a while (HTTP 403: Forbidden)",
      '50 POST requests within 30 seconds'
    )
  })

  it('403 login_required → the token is missing', async () => {
    const fake = await start()
    fake.failNext({
      status: 403,
      body: { '@type': 'error', error_type: 'login_required', error_message: 'login required' }
    })
    const result = await run(fake, { operation: 'list-settings' })
    expectFailure(result, 'list-settings', REPO, TOKEN_CAUSE, 'login_required')
    expect(fake.requests).toHaveLength(1)
  })

  it('403 insufficient_access names the permission and resource type', async () => {
    const fake = await start()
    fake.tokens['viewer-token'] = { user: 'viewer', cacheView: false }
    const result = await run(fake, { operation: 'list-caches', 'travis-token': 'viewer-token' })
    expectFailure(
      result,
      'list-caches',
      REPO,
      "lacks the 'cache_view' permission on repository",
      'HTTP 403 insufficient_access',
      'admin access'
    )
    // The branch list read beside it needs no cache permission.
    expect(requestLines(fake).filter((line) => line.includes('/caches'))).toEqual([
      `GET ${REPO_PATH}/caches`
    ])
  })

  it('403 insufficient_access on a key pair delete', async () => {
    const fake = await start()
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 })
    demoRepo(fake).keyPair = {
      privateKey: String(privateKey.export({ type: 'pkcs1', format: 'pem' })),
      description: null
    }
    fake.tokens['no-write'] = { user: 'reader', keyPairWrite: false }
    const result = await run(fake, { operation: 'delete-key-pair', 'travis-token': 'no-write' })
    expectFailure(result, 'delete-key-pair', REPO, "'delete_key_pair' permission on repository")
    expect(methodsOf(fake)).toEqual(['GET', 'DELETE'])
    expect(demoRepo(fake).keyPair).not.toBeNull()
  })

  it('403 private_repo_feature: key pairs only for private repositories', async () => {
    const fake = await start()
    fake.addRepo({ id: 7, slug: 'octo-org/open-source', private: false })
    const result = await run(fake, { operation: 'find-key-pair', repo: '7' })
    expectFailure(
      result,
      'find-key-pair',
      'repository #7',
      'key pairs exist only for private repositories (and on Travis CI Enterprise)',
      'private_repo_feature'
    )
    expect(requestLines(fake)).toEqual(['GET /repo/7/key_pair'])
  })

  it('404 repository: unknown or invisible, check repo and provider', async () => {
    const fake = await start()
    const result = await run(fake, { operation: 'list-branches', repo: 'octo-org/missing' })
    expectFailure(
      result,
      'list-branches',
      'octo-org/missing',
      'the repository is unknown or the token cannot see it',
      'HTTP 404 not_found',
      "Check 'repo'"
    )
    expect(requestLines(fake)).toEqual(['GET /repo/octo-org%2Fmissing/branches?limit=100&offset=0'])
  })

  it('404 without resource type (Enterprise URL without /api): check api-url', async () => {
    const fake = await fakeTravis({ basePath: '/api' })
    const result = await run(fake, { operation: 'list-settings', 'api-url': fake.origin })
    expectFailure(result, 'list-settings', REPO, 'HTTP 404 not_found', "'api-url'", '/api prefix')
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/settings`])
  })

  it('405 method_not_allowed: the server message and a hint', async () => {
    const fake = await start()
    fake.failNext({
      method: 'DELETE',
      status: 405,
      body: {
        '@type': 'error',
        error_type: 'method_not_allowed',
        error_message: 'method not allowed'
      }
    })
    const result = await run(fake, { operation: 'delete-caches', branch: 'master' })
    expectFailure(
      result,
      'delete-caches',
      REPO,
      'HTTP 405 method_not_allowed: method not allowed',
      "'api-url'"
    )
    expect(methodsOf(fake)).toEqual(['GET', 'GET', 'DELETE'])
  })

  it('409 duplicate: the server message and what to use instead', async () => {
    const fake = await start()
    const keys = [1, 2].map(() =>
      String(
        generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
          type: 'pkcs1',
          format: 'pem'
        })
      )
    )
    demoRepo(fake).keyPair = { privateKey: keys[0] ?? '', description: null }
    const result = await run(fake, { operation: 'create-key-pair', 'private-key': keys[1] ?? '' })
    expectFailure(
      result,
      'create-key-pair',
      REPO,
      'HTTP 409 duplicate_resource: resource already exists',
      'use set-key-pair',
      'update-key-pair'
    )
  })

  it('422: the server message and a hint', async () => {
    const fake = await start()
    const result = await run(fake, {
      operation: 'set-setting',
      setting: 'job_log_access_older_than_days',
      value: '731'
    })
    expectFailure(
      result,
      'set-setting',
      REPO,
      'HTTP 422 unprocessable_entity: Job log access older than days is outside the bounds',
      "The server takes 'job_log_access_older_than_days' from 30 to 730"
    )
  })

  it('400 wrong_params: the server message', async () => {
    const fake = await start()
    const result = await run(fake, { operation: 'list-branches', include: 'branch.nope' })
    expectFailure(result, 'list-branches', REPO, 'HTTP 400 wrong_params', 'no field "branch.nope"')
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]?.query.include).toBe('branch.nope')
  })

  it('429 text/plain after retries: the status, the text and the attempts', async () => {
    const fake = await start()
    // With Retry-After: 0 the attempts and the text are shown without waiting for the next minute
    // (the wait for a 429 without it is unit-tested in retry.test.ts).
    fake.failNext({ status: 429, times: 5, headers: { 'Retry-After': '0' } })
    const result = await run(fake, { operation: 'list-settings', retries: '1' })
    expectFailure(
      result,
      'list-settings',
      REPO,
      'rate limit',
      'HTTP 429',
      'Retry later',
      '2 attempts'
    )
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/settings`, `GET ${REPO_PATH}/settings`])
    expect(result.stdout).toMatch(/HTTP 429; retrying in \d\.\d s \(attempt 2 of 2\)/)
  })

  it('a 503 then success: the retry recovers', async () => {
    const fake = await start()
    fake.failNext({ method: 'DELETE', status: 503 })
    const result = await run(fake, { operation: 'delete-caches', branch: 'develop', retries: '1' })
    expectSuccess(result, true)
    expect(methodsOf(fake)).toEqual(['GET', 'GET', 'DELETE', 'DELETE'])
    expect(result.outputs['deleted-count']).toBe('1')
  })

  it('a PATCH answered 502 with Retry-After: 0 is retried at once', async () => {
    const fake = await start()
    fake.failNext({ method: 'PATCH', status: 502, headers: { 'Retry-After': '0' } })
    const result = await run(fake, {
      operation: 'set-setting',
      setting: 'build_releases',
      value: 'false',
      retries: '1'
    })
    expectSuccess(result, true)
    expect(methodsOf(fake)).toEqual(['GET', 'PATCH', 'PATCH'])
    expect(result.stdout).toContain('HTTP 502; retrying in 0.0 s (attempt 2 of 2)')
    expect(demoRepo(fake).settings.build_releases).toBe(false)
  })

  it('500 text/plain: the status and the text', async () => {
    const fake = await start()
    fake.failNext({ status: 500 })
    const result = await run(fake, { operation: 'list-settings' })
    expectFailure(result, 'list-settings', REPO, 'HTTP 500', 'Sorry, we experienced an error.')
    expect(fake.requests).toHaveLength(1)
  })

  it('502 with an HTML body: the status and the text of the page, no tags', async () => {
    const fake = await start()
    fake.failNext({
      status: 502,
      contentType: 'text/html',
      body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>\n'
    })
    const result = await run(fake, { operation: 'get-setting', setting: 'build_pushes' })
    const message = expectFailure(result, 'get-setting', REPO, 'HTTP 502', '502 Bad Gateway')
    expect(message).not.toMatch(/<\/?[a-z]+>/)
  })

  it('an empty body: the status and that the body was empty', async () => {
    const fake = await start()
    fake.failNext({ status: 503, body: '' })
    const result = await run(fake, { operation: 'find-key-pair' })
    expectFailure(result, 'find-key-pair', REPO, 'HTTP 503', 'empty body')
  })

  it('an empty body with a JSON content type', async () => {
    const fake = await start()
    fake.failNext({ status: 500, body: '', contentType: 'application/json' })
    const result = await run(fake, { operation: 'find-key-pair' })
    expectFailure(result, 'find-key-pair', REPO, 'HTTP 500')
  })

  it('network error: nothing listens at api-url', async () => {
    const result = await run(null, {
      operation: 'list-caches',
      'api-url': await closedPortUrl()
    })
    expectFailure(result, 'list-caches', REPO, 'network error', 'ECONNREFUSED')
  })

  it('network error after retries: the attempts are counted', async () => {
    const result = await run(null, {
      operation: 'list-caches',
      'api-url': await closedPortUrl(),
      retries: '1'
    })
    expectFailure(result, 'list-caches', REPO, 'network error', 'after 2 attempts')
  })

  it('timeout: no answer within timeout-seconds', async () => {
    const fake = await start()
    fake.failNext({ delayMs: 1500 })
    const result = await run(fake, { operation: 'list-settings', 'timeout-seconds': '1' })
    expectFailure(result, 'list-settings', REPO, 'timed out', "'timeout-seconds'", '1 s')
    expect(fake.requests).toHaveLength(1)
  })
})

describe('secrets never appear in the log, the outputs or the summary', () => {
  const PASSPHRASE = 'hunter2-passphrase'
  let pem: string
  let encrypted: string
  let decrypted: string

  beforeAll(() => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    pem = String(privateKey.export({ type: 'pkcs1', format: 'pem' }))
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
    encrypted = String(
      other.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: PASSPHRASE })
    )
    decrypted = String(other.export({ type: 'pkcs8', format: 'pem' }))
  })

  /** Lines of a PEM body: each a secret, never to be shown. */
  const bodyLines = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('-----'))

  it('across operations, successes and failures, with debug on', async () => {
    const fake = await fakeTravis()
    fake.tokens['reader-token'] = { user: 'reader', settingsWrite: false }
    const runs: ActionRun[] = []
    const go = async (inputs: Record<string, string>) => {
      const result = await run(fake, inputs, { debug: true })
      runs.push(result)
      return result
    }
    expectSuccess(await go({ operation: 'create-key-pair', 'private-key': pem }), true)
    // Another key: 409. Then the encrypted key: set-key-pair replaces it (decrypted locally).
    expect((await go({ operation: 'create-key-pair', 'private-key': decrypted })).exitCode).toBe(1)
    expectSuccess(
      await go({ operation: 'set-key-pair', 'private-key': encrypted, passphrase: PASSPHRASE }),
      true
    )
    expect(
      (await go({ operation: 'set-key-pair', 'private-key': encrypted, passphrase: 'wrong!' }))
        .exitCode
    ).toBe(1)
    expect((await go({ operation: 'set-key-pair', 'private-key': encrypted })).exitCode).toBe(1)
    // A passphrase given for a key that needs none gives a warning, still without showing it.
    expectSuccess(
      await go({ operation: 'update-key-pair', 'private-key': pem, passphrase: PASSPHRASE }),
      true
    )
    expect(
      (await go({ operation: 'list-caches', 'travis-token': 'unknown-secret-token' })).exitCode
    ).toBe(1)
    expect(
      (
        await go({
          operation: 'set-setting',
          'travis-token': 'reader-token',
          setting: 'build_pushes',
          value: 'false'
        })
      ).exitCode
    ).toBe(1)
    expectSuccess(await go({ operation: 'find-key-pair' }))
    expectSuccess(await go({ operation: 'list-branches', limit: '3' }))
    fake.failNext({ status: 502 })
    expect((await go({ operation: 'list-settings' })).exitCode).toBe(1)

    const secrets = [
      TOKEN,
      'unknown-secret-token',
      'reader-token',
      PASSPHRASE,
      ...bodyLines(pem),
      ...bodyLines(encrypted),
      ...bodyLines(decrypted)
    ]
    // The key uploaded after decryption is a derived secret: each line was handed to the runner.
    const masked = runs[2]?.stdout.split('\n').filter((line) => line.startsWith('::add-mask::'))
    for (const line of bodyLines(decrypted)) expect(masked).toContain(`::add-mask::${line}`)
    for (const [index, result] of runs.entries()) {
      const visible = everythingVisible(result)
      expect(visible.length).toBeGreaterThan(0)
      for (const secret of secrets) {
        expect(visible.includes(secret), `run ${index} shows a secret`).toBe(false)
      }
      // Every secret the run was given was handed to the runner to mask, each once.
      expect(result.stdout).toContain('::add-mask::')
      const maskLines = result.stdout.split('\n').filter((line) => line.startsWith('::add-mask::'))
      expect(maskLines, `run ${index} masks a secret twice`).toEqual([...new Set(maskLines)])
    }
  })
})
