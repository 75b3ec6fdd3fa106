// Hostile servers, lost answers and bad input (ACTION-SPEC "Hardening rules"): logs that cannot be
// hijacked, writes read back after a lost answer, bounded inputs, outputs that fit the runner.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  REPO,
  REPO_PATH,
  closeFakes,
  demoRepo,
  expectFailure,
  expectSuccess,
  fakeTravis,
  jsonOutput,
  methodsOf,
  requestLines,
  run,
  type ActionRun,
  type FakeTravis
} from '../helpers.js'

type CacheSpec = Parameters<FakeTravis['state']['addCache']>[1]

const temp = mkdtempSync(join(tmpdir(), 'hardening-run-'))
afterAll(() => closeFakes().then(() => rmSync(temp, { recursive: true, force: true })))

async function repository(caches: CacheSpec[], branches: string[] = ['main']) {
  const fake = await fakeTravis({ seedDemo: false })
  const repo = fake.addRepo({ id: 1, slug: REPO, private: true })
  for (const name of branches) fake.state.addBranch(repo, { name })
  for (const spec of caches) fake.state.addCache(repo, spec)
  return { fake, repo }
}

const stored = (repo: { caches: Array<{ group: string; name: string }> }) =>
  repo.caches.map((cache) => `${cache.group}/${cache.name}`).sort()

/** The GET that reads back after the next `method` request answers 500 (the survey GETs do not). */
function failReadBackOf(fake: FakeTravis, method: string, pathIncludes: string): void {
  const stop = fake.onRequest((request) => {
    if (request.method !== method) return
    stop()
    fake.failNext({ method: 'GET', pathIncludes, status: 500 })
  })
}

/** The runner splits lines at CR, LF and CRLF: no line is a command we did not write. */
function expectOnlyOurCommands(result: ActionRun): void {
  const injected = /^\s*::(error|warning|notice)::injected|##\[/
  expect(result.stdout.split(/\r\n|\r|\n/).filter((line) => injected.test(line))).toEqual([])
  for (const message of [...result.errors, ...result.warnings, ...result.notices])
    expect(message.length <= 1000 && !/[\r\n]/.test(message), message).toBe(true)
}

describe('logs cannot be hijacked', () => {
  it('a match with CR/LF and commands, a branch with %0A: each log line stays one line', async () => {
    const match = 'x\n::error::injected\r::warning::injected ##[error]injected'
    const branch = 'feat%0A::warning::injected'
    const { fake, repo } = await repository(
      [
        { branch: 'main', name: `a-${match}.tgz`, size: 7 },
        { branch, name: 'own.tgz' },
        { branch: `${branch}/sub`, name: 'nested.tgz' }
      ],
      ['main', branch, `${branch}/sub`]
    )
    const matched = await run(fake, { operation: 'delete-caches', match })
    expectSuccess(matched, true)
    expectOnlyOurCommands(matched)
    expect(matched.outputs['deleted-count']).toBe('1')
    expect(matched.outputs['result-file']).toBeUndefined()
    expect(matched.stdout).toContain(
      "named like 'x\\n::error::injected\\r::warning::injected # #[error]injected'"
    )
    const named = await run(fake, { operation: 'delete-caches', branch })
    expectSuccess(named, true)
    expectOnlyOurCommands(named)
    expect(named.warnings).toEqual([])
    expect(named.notices).toEqual([expect.stringContaining(`under '${branch}/…' belongs to`)])
    expect(named.stdout).toContain(`Deleted 1 cache: the caches of '${branch}' named like`)
    expect(stored(repo)).toEqual([`${branch}/sub/nested.tgz`])
  })

  it("the server's error text and @warnings with CR/LF and :: stay in one line each", async () => {
    const { fake } = await repository([{ branch: 'main', name: 'a.tgz' }])
    const error_message = 'oops\n::error::injected by the server\r::warning::injected'
    const body = { '@type': 'error', error_type: 'wrong_params', error_message }
    fake.failNext({ method: 'DELETE', status: 409, body })
    const failed = await run(fake, { operation: 'delete-caches', branch: 'main' })
    expectFailure(failed, 'delete-caches', REPO, 'injected by the server')
    expectOnlyOurCommands(failed)
    expect(failed.warnings).toHaveLength(1)
    const setting = { '@type': 'setting', name: 'build_pushes', value: true }
    const warning = { '@type': 'warning', message: 'odd\n::error::injected', warning_type: 'x' }
    fake.failNext({ method: 'GET', status: 200, body: { ...setting, '@warnings': [warning] } })
    const warned = await run(fake, { operation: 'get-setting', setting: 'build_pushes' })
    expectSuccess(warned)
    expectOnlyOurCommands(warned)
    expect(warned.warnings).toEqual(['Travis CI: odd\\n::error::injected'])
  })

  it('failure lines of server text or many bad inputs: at most 1,000 characters', async () => {
    const { fake } = await repository([])
    const huge = 'the server says '.repeat(6400)
    fake.failNext({ status: 409, body: { '@type': 'error', error_type: 'x', error_message: huge } })
    const refused = await run(fake, { operation: 'get-setting', setting: 'build_pushes' })
    const message = expectFailure(refused, 'get-setting', REPO, 'the server says')
    expect(message.length).toBeLessThanOrEqual(1000)

    const items = Array.from({ length: 400 }, (_, i) => `pr-${i}`).join(',')
    const bad = await run(fake, { operation: 'list-caches', 'pull-request': items })
    const line = expectFailure(bad, 'list-caches', REPO, "Input 'pull-request'", "got 'pr-0'.")
    expect(line.length).toBeLessThanOrEqual(1000)
    expect(line).toMatch(/\S …$/)
  })
})

describe('lost answers are read back', () => {
  const dropAfter = { method: 'DELETE', afterHandling: true, dropConnection: true }
  const caches: CacheSpec[] = [
    { branch: 'main', name: 'a.tgz', size: 1, lastModified: '2020-01-01T00:00:00Z' },
    { branch: 'main', name: 'b.tgz', size: 2, lastModified: '2020-01-01T00:00:00Z' },
    { branch: 'main', name: 'c.tgz', size: 4, lastModified: new Date() }
  ]

  it('a group DELETE whose answer is lost: listed again, the caches gone are deleted', async () => {
    const { fake, repo } = await repository(caches)
    fake.failNext(dropAfter)
    const result = await run(fake, { operation: 'delete-caches', branch: 'main' })
    expectSuccess(result, true)
    expect(result.outputs['deleted-count']).toBe('3')
    expect(result.outputs['deleted-size']).toBe('7')
    expect(stored(repo)).toEqual([])
    expect(requestLines(fake).filter((line) => line.includes('/caches'))).toEqual([
      `GET ${REPO_PATH}/caches?branch=main`,
      `DELETE ${REPO_PATH}/caches?branch=main`,
      `GET ${REPO_PATH}/caches?branch=main`
    ])
  })

  it('per-cache DELETEs with one answer lost, and a retried DELETE: all that went counts', async () => {
    const perCache = await repository(caches)
    perCache.fake.failNext({ ...dropAfter, pathIncludes: 'match=b.tgz' })
    const inputs = { operation: 'delete-caches', branch: 'main' }
    const one = await run(perCache.fake, { ...inputs, 'older-than': '30' })
    expectSuccess(one, true)
    expect(one.outputs['deleted-count']).toBe('2')
    expect(stored(perCache.repo)).toEqual(['main/c.tgz'])
    const retried = await repository(caches)
    retried.fake.failNext(dropAfter)
    const again = await run(retried.fake, { ...inputs, retries: '1' })
    expectSuccess(again, true)
    expect(again.outputs['deleted-count']).toBe('3')
    expect(stored(retried.repo)).toEqual([])
  })

  it('a DELETE that never arrived fails, nothing deleted; an unreadable one may have been', async () => {
    const never = await repository(caches)
    never.fake.failNext({ method: 'DELETE', dropConnection: true })
    const inputs = { operation: 'delete-caches', branch: 'main' }
    const result = await run(never.fake, inputs)
    expectFailure(result, 'delete-caches', REPO, "could not delete the caches of 'main'", '; 0 ')
    expect(result.outputs['deleted-count']).toBe('0')
    expect(stored(never.repo)).toHaveLength(3)
    const { fake, repo } = await repository(caches)
    fake.failNext(dropAfter)
    failReadBackOf(fake, 'DELETE', '/caches')
    const unknown = await run(fake, inputs)
    expectFailure(unknown, 'delete-caches', REPO, 'HTTP 500', 'may have been deleted')
    expect(stored(repo)).toEqual([])
    expect(methodsOf(fake).slice(-2)).toEqual(['DELETE', 'GET'])
  })

  it('set-setting: a PATCH that landed is a success; one that did not is a failure', async () => {
    const fake = await fakeTravis()
    const inputs = { operation: 'set-setting', setting: 'build_pushes', value: 'false' }
    fake.failNext({ method: 'PATCH', afterHandling: true, dropConnection: true })
    const landed = await run(fake, inputs)
    expectSuccess(landed, true)
    expect(landed.outputs.value).toBe('false')
    expect(methodsOf(fake)).toEqual(['GET', 'PATCH', 'GET'])
    expect(demoRepo(fake).settings.build_pushes).toBe(false)
    demoRepo(fake).settings.build_pushes = true
    fake.failNext({ method: 'PATCH', dropConnection: true })
    const lost = await run(fake, inputs)
    expectFailure(lost, 'set-setting', REPO, 'network error', 'still true')
    expect(demoRepo(fake).settings.build_pushes).toBe(true)
    fake.failNext({ method: 'PATCH', afterHandling: true, dropConnection: true })
    failReadBackOf(fake, 'PATCH', '/setting/')
    const unknown = await run(fake, inputs)
    expectFailure(unknown, 'set-setting', REPO, 'network error', 'may have been applied')
    expect(demoRepo(fake).settings.build_pushes).toBe(false)
  })
})

describe('answers cut short, empty or endless', () => {
  const SETTINGS = `${REPO_PATH}/settings`
  const SETTING = `${REPO_PATH}/setting/build_pushes`

  it('a GET whose answer is cut short or empty is asked again', async () => {
    const fake = await fakeTravis()
    fake.failNext({ method: 'GET', pathIncludes: '/settings', cutBody: true })
    fake.failNext({
      method: 'GET',
      pathIncludes: '/settings',
      status: 200,
      body: '',
      contentType: 'application/json'
    })
    const result = await run(fake, { operation: 'list-settings', retries: '2' })
    expectSuccess(result)
    expect(requestLines(fake)).toEqual([`GET ${SETTINGS}`, `GET ${SETTINGS}`, `GET ${SETTINGS}`])
    expect(result.outputs.count).toBe('14')
  })

  it('a PATCH whose answer is cut short, or empty, is read back: the change landed', async () => {
    const fake = await fakeTravis()
    const inputs = { operation: 'set-setting', setting: 'build_pushes', value: 'false' }
    // The server applies the change; its answer breaks off half way.
    fake.failNext({ method: 'PATCH', cutBody: true })
    const cut = await run(fake, inputs)
    expectSuccess(cut, true)
    expect(requestLines(fake)).toEqual([`GET ${SETTING}`, `PATCH ${SETTING}`, `GET ${SETTING}`])
    expect(cut.stdout).toContain('the answer (HTTP 200) was cut short, so it was lost')
    expect(cut.outputs.value).toBe('false')
    demoRepo(fake).settings.build_pushes = true
    fake.clearRequests()
    fake.failNext({
      method: 'PATCH',
      status: 200,
      body: '',
      contentType: 'application/json',
      afterHandling: true
    })
    const empty = await run(fake, inputs)
    expectSuccess(empty, true)
    expect(empty.stdout).toContain('the answer (HTTP 200) was empty, so it was lost')
    expect(demoRepo(fake).settings.build_pushes).toBe(false)
  })

  it('a cache DELETE whose answer is cut short counts what went, read back or asked again', async () => {
    const caches: CacheSpec[] = [
      { branch: 'main', name: 'a.tgz', size: 1 },
      { branch: 'main', name: 'b.tgz', size: 2 }
    ]
    for (const retries of ['0', '1']) {
      const { fake, repo } = await repository(caches)
      // The server deletes both; its answer, listing them, breaks off half way.
      fake.failNext({ method: 'DELETE', cutBody: true })
      const result = await run(fake, { operation: 'delete-caches', branch: 'main', retries })
      expectSuccess(result, true)
      expect(stored(repo)).toEqual([])
      expect(result.outputs['deleted-count']).toBe('2')
      expect(result.outputs['deleted-size']).toBe('3')
      expect(result.stdout).toContain(
        retries === '0'
          ? 'the answer (HTTP 200) was cut short, so it was lost'
          : "Deleted 2 caches: the caches of 'main' (2 by an earlier attempt, or by someone else meanwhile)."
      )
    }
  })

  it('an endless body fails naming the limit, for a success and for an error answer', async () => {
    const fake = await fakeTravis()
    fake.failNext({ method: 'GET', endlessBody: true })
    const success = await run(fake, { operation: 'list-settings' })
    expectFailure(
      success,
      'list-settings',
      REPO,
      `GET ${SETTINGS} answered HTTP 200 with a body larger than 64 MiB, beyond any Travis CI answer, so it was not read.`
    )
    expect(success.outputs).toEqual({})
    fake.failNext({ method: 'GET', endlessBody: true, status: 500 })
    const failure = await run(fake, { operation: 'list-settings' })
    expectFailure(failure, 'list-settings', REPO, 'HTTP 500 with a body larger than 64 MiB')
  })
})

describe('answers nested deeper than any real one', () => {
  const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`

  it('a success or an error answer nested 20,000 levels deep fails in one line, no RangeError', async () => {
    const fake = await fakeTravis()
    fake.failNext({
      method: 'GET',
      pathIncludes: '/settings',
      status: 200,
      body: `{"settings": [${deep(20_000)}]}`,
      contentType: 'application/json'
    })
    const success = await run(fake, { operation: 'list-settings' })
    expectFailure(
      success,
      'list-settings',
      REPO,
      `GET ${REPO_PATH}/settings answered HTTP 200 with a body nested deeper than 64 levels, beyond any Travis CI answer, so it was not read.`
    )
    fake.failNext({
      method: 'GET',
      pathIncludes: '/settings',
      status: 422,
      body: deep(20_000),
      contentType: 'application/json'
    })
    const failure = await run(fake, { operation: 'list-settings' })
    expectFailure(
      failure,
      'list-settings',
      REPO,
      'HTTP 422',
      'a JSON body nested deeper than 64 levels'
    )
    for (const result of [success, failure]) {
      expect(result.stderr).not.toContain('RangeError')
      expect(result.stdout).not.toContain('RangeError')
    }
  })
})

describe('inputs have sane sizes', () => {
  it('private-key-path: /dev/zero or a file over 64 KiB fails at once; nothing is sent', async () => {
    const fake = await fakeTravis()
    // A read of /dev/zero that did not stop would never end: the test's timeout would fail it.
    const zero = await run(fake, { operation: 'set-key-pair', 'private-key-path': '/dev/zero' })
    expectFailure(zero, 'set-key-pair', REPO, "'private-key-path'", 'regular file', '64 KiB')
    const path = join(temp, 'big.pem')
    writeFileSync(path, 'k'.repeat(64 * 1024 + 1))
    const big = await run(fake, { operation: 'set-key-pair', 'private-key-path': path })
    expectFailure(big, 'set-key-pair', REPO, "'private-key-path'", '64 KiB', '65537 bytes')
    expect(fake.requests).toEqual([])
  }, 30_000)

  // procfs gives a size of 0 for files that hold megabytes: only the bounded read stops them.
  it.skipIf(!existsSync('/proc/kallsyms'))(
    'private-key-path: a file whose size stat does not tell is read 64 KiB at most',
    async () => {
      const fake = await fakeTravis()
      const result = await run(fake, {
        operation: 'set-key-pair',
        'private-key-path': '/proc/kallsyms'
      })
      expectFailure(
        result,
        'set-key-pair',
        REPO,
        "Input 'private-key-path' names a file that cannot be read: '/proc/kallsyms' (EFBIG)."
      )
      expect(fake.requests).toEqual([])
    }
  )

  it('a 100 KiB match is an input error naming the limit; nothing is sent', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, { operation: 'delete-caches', match: 'm'.repeat(100 * 1024) })
    const message = expectFailure(result, 'delete-caches', REPO, "Input 'match'", '1,024 bytes')
    expect(message.length).toBeLessThanOrEqual(1000)
    expect(fake.requests).toEqual([])
  })
})

describe('outputs fit the runner', () => {
  it('list-branches over 512 KiB: full result in result-file, outputs shortened, a warning', async () => {
    const fake = await fakeTravis({ seedDemo: false })
    const repo = fake.addRepo({ id: 1, slug: REPO })
    for (let i = 0; i < 3000; i++)
      fake.state.addBranch(repo, {
        name: `feature/${String(i).padStart(4, '0')}-${'x'.repeat(200)}`
      })
    const env = { RUNNER_TEMP: mkdtempSync(join(temp, 'runner-')) }
    const result = await run(fake, { operation: 'list-branches' }, { env })
    expectSuccess(result)
    const file = result.outputs['result-file'] ?? ''
    expect(file.startsWith(env.RUNNER_TEMP) && existsSync(file)).toBe(true)
    const full = JSON.parse(readFileSync(file, 'utf8')) as Array<{ name: string }>
    expect(full).toHaveLength(3000)
    const shown = jsonOutput(result, 'result') as unknown[]
    expect(shown.length > 0 && shown.length < 3000).toBe(true)
    expect(shown).toEqual(full.slice(0, shown.length))
    const names = jsonOutput(result, 'branches') as string[]
    expect(names).toEqual(full.slice(0, names.length).map((branch) => branch.name))
    expect(result.outputs.count).toBe('3000')
    const total = Object.entries(result.outputs)
      .map(([name, value]) => Buffer.byteLength(name) + Buffer.byteLength(value))
      .reduce((sum, size) => sum + size, 0)
    expect(total).toBeLessThan(1_000_000)
    expect(result.warnings).toEqual([expect.stringContaining("'result-file'")])
  }, 60_000)
})
