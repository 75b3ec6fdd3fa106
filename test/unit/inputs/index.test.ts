import { describe, expect, it } from 'vitest'
import { InputError, readInputs } from '../../../src/inputs/index.js'
import { inputVariable, type InputName } from '../../../src/inputs/table.js'
import type { InputsFor } from '../../../src/inputs/parsed.js'
import { inputSource } from '../../support/input-source.js'

const BASE = { 'travis-token': 'tok-123456', repo: 'octo-org/hello' } as const

function read(values: Partial<Record<InputName, string>>, files: Record<string, string> = {}) {
  return readInputs(inputSource({ ...BASE, ...values }, files))
}

function problemsOf(
  values: Partial<Record<InputName, string>>,
  files: Record<string, string> = {}
): string {
  try {
    read(values, files)
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    return (error as InputError).message
  }
  throw new Error('expected an InputError')
}

describe('operation', () => {
  it('is required and must be one of the operations', () => {
    expect(problemsOf({ operation: '' })).toContain(
      "Input 'operation' is required: one of find-key-pair,"
    )
    expect(problemsOf({ operation: 'list-cache' })).toMatch(
      /^Input 'operation' must be one of find-key-pair, .*list-branches, .*apply-settings, list-repositories, list-env-vars, list-crons, export-settings, list-builds, trigger-build, wait-for-build, restart-build, cancel-build, encrypt-value, encrypt-file, encrypt-travis-yml, check-travis-yml, got 'list-cache'\. Did you mean 'list-caches'\?$/
    )
  })
})

describe('connection inputs', () => {
  it('reads the defaults as the runner passes them', () => {
    const { connection } = read({ operation: 'list-settings' })
    expect(connection).toEqual({
      token: 'tok-123456',
      repo: { kind: 'slug', owner: 'octo-org', name: 'hello' },
      provider: '',
      apiUrl: 'https://api.travis-ci.com',
      timeoutMs: 30_000,
      retries: 3
    })
  })

  it('masks the token at once and refuses an empty one', () => {
    const source = inputSource({ ...BASE, operation: 'list-settings' })
    readInputs(source)
    expect(source.masked).toContain('tok-123456')
    const empty = problemsOf({ operation: 'list-settings', 'travis-token': '' })
    expect(empty).toContain("Input 'travis-token' is required and was empty.")
    // The two runs that get no repository secret: a fork's, and Dependabot's.
    expect(empty).toContain('secrets are not available to workflows triggered from forks')
    expect(empty).toContain("runs Dependabot triggers get Dependabot's secrets")
  })

  it('rejects a token with spaces without showing it', () => {
    const message = problemsOf({ operation: 'list-settings', 'travis-token': 'abc def-secret' })
    expect(message).toContain("Input 'travis-token' contains spaces")
    expect(message).not.toContain('def-secret')
  })

  it('takes a numeric id, a slug, or GITHUB_REPOSITORY when empty', () => {
    expect(read({ operation: 'list-settings', repo: '4711' }).connection.repo).toEqual({
      kind: 'id',
      id: '4711'
    })
    expect(read({ operation: 'list-settings', repo: '' }).connection.repo).toEqual({
      kind: 'slug',
      owner: 'octo-org',
      name: 'from-env'
    })
    expect(problemsOf({ operation: 'list-settings', repo: 'just-a-name' })).toBe(
      "Input 'repo' must be owner/name or a numeric Travis repository id, got 'just-a-name'."
    )
    expect(problemsOf({ operation: 'list-settings', repo: 'a/b/c' })).toContain("got 'a/b/c'")
  })

  it('strips trailing slashes from api-url and keeps an Enterprise path prefix', () => {
    expect(
      read({ operation: 'list-settings', 'api-url': 'https://travis.example.com/api/' }).connection
        .apiUrl
    ).toBe('https://travis.example.com/api')
    expect(
      read({ operation: 'list-settings', 'api-url': 'http://127.0.0.1:8080//' }).connection.apiUrl
    ).toBe('http://127.0.0.1:8080')
  })

  it.each([
    ['ftp://travis.example.com', "Input 'api-url' must be an http(s) URL"],
    ['api.travis-ci.com', "Input 'api-url' must be an http(s) URL"],
    ['https://api.travis-ci.com?x=1', 'no query or fragment']
  ])('rejects api-url %s', (url, message) => {
    expect(problemsOf({ operation: 'list-settings', 'api-url': url })).toContain(message)
  })

  it('warns about plain http to a host that is not this machine, naming the host only', () => {
    const warningsOf = (url: string) =>
      read({ operation: 'list-settings', 'api-url': url }).warnings
    for (const url of [
      'https://travis.example.com',
      'http://localhost:8080',
      'http://ci.localhost',
      'http://127.0.0.1:3000/api',
      'http://127.1',
      'http://2130706433',
      'http://[::1]:8080',
      'http://[::ffff:127.0.0.1]'
    ]) {
      expect(warningsOf(url), url).toEqual([])
    }
    for (const [url, host] of [
      ['http://travis.example.com/api', 'travis.example.com'],
      ['http://10.0.0.5:8080', '10.0.0.5:8080'],
      ['http://localhost.example.com', 'localhost.example.com'],
      ['http://[::2]', '[::2]']
    ]) {
      expect(warningsOf(url ?? ''), url).toEqual([
        `Input 'api-url' uses plain http:// to ${host}: the Travis token travels unencrypted to it and to anyone on the way; use https:// unless the network is yours alone.`
      ])
    }
  })

  it('rejects credentials in api-url without echoing them', () => {
    const message = problemsOf({
      operation: 'list-settings',
      'api-url': 'https://user:hunter2@travis.example.com'
    })
    expect(message).toContain('must not contain a user name or password')
    expect(message).not.toContain('hunter2')
  })

  it.each([
    [
      'timeout-seconds',
      '0',
      "Input 'timeout-seconds' must be a whole number from 1 to 600, got '0'."
    ],
    [
      'timeout-seconds',
      '1.5',
      "Input 'timeout-seconds' must be a whole number from 1 to 600, got '1.5'."
    ],
    ['retries', '-1', "Input 'retries' must be a whole number from 0 to 10, got '-1'."],
    ['retries', '0x3', "Input 'retries' must be a whole number from 0 to 10, got '0x3'."],
    [
      'provider',
      'git hub',
      "Input 'provider' must be a provider name such as github (a letter, then up to 63 letters, digits, - or _), got 'git hub'."
    ]
  ] as const)('rejects %s=%s', (name, value, message) => {
    expect(problemsOf({ operation: 'list-settings', [name]: value })).toBe(message)
  })

  it('reports every bad input at once', () => {
    const message = problemsOf({
      operation: 'list-branches',
      limit: 'ten',
      offset: '-1',
      retries: 'many'
    })
    expect(message).toContain("Input 'limit' must be a whole number from 1 to 10000, got 'ten'.")
    expect(message).toContain("Input 'offset' must be a whole number from 0 to 1000000, got '-1'.")
    expect(message).toContain("Input 'retries' must be a whole number from 0 to 10, got 'many'.")
  })
})

describe('booleans', () => {
  it.each(['true', 'True', 'TRUE'])('reads %s as true', (value) => {
    const op = read({ operation: 'find-key-pair', 'fail-if-missing': value })
      .operation as InputsFor<'find-key-pair'>
    expect(op.failIfMissing).toBe(true)
  })

  it.each(['yes', '1', 'on', 'tru'])('rejects %s', (value) => {
    expect(problemsOf({ operation: 'find-key-pair', 'fail-if-missing': value })).toBe(
      `Input 'fail-if-missing' must be true or false, got '${value}'.`
    )
  })

  // The runner sets every input, to its default when the step leaves it out: an empty one is an
  // expression that came out empty, and core.getBooleanInput refuses it too.
  it.each(['', ' ', '\n'])(
    'rejects %j set by the step, never reading it as the default',
    (value) => {
      expect(problemsOf({ operation: 'delete-caches', branch: 'master', 'dry-run': value })).toBe(
        "Input 'dry-run' is empty (an expression that came out empty?); it must be true or false." +
          ' Its default, false, applies only when the step does not set it.'
      )
      expect(problemsOf({ operation: 'wait-for-build', 'fail-on-build-failure': value })).toContain(
        "Input 'fail-on-build-failure' is empty"
      )
    }
  )

  it('reads an empty boolean as its default when its variable is not there (a run outside the runner)', () => {
    const given: Partial<Record<InputName, string>> = {
      ...BASE,
      operation: 'delete-caches',
      branch: 'master'
    }
    const source = {
      ...inputSource(given),
      get: (name: InputName) => given[name] ?? '',
      inputVariables: () => Object.keys(given).map(inputVariable)
    }
    const inputs = readInputs(source)
    expect(inputs.operation).toMatchObject({ operation: 'delete-caches', dryRun: false })
  })
})

describe('inputs that do not apply', () => {
  it('warns, naming the input, when it differs from its default', () => {
    const { warnings } = read({
      operation: 'list-settings',
      limit: '5',
      'dry-run': 'true',
      include: ''
    })
    expect(warnings).toEqual([
      "Input 'dry-run' is not used by list-settings and was ignored.",
      "Input 'limit' is not used by list-settings and was ignored."
    ])
  })

  it('does not validate an input the operation ignores', () => {
    expect(read({ operation: 'list-settings', limit: 'ten' }).warnings).toEqual([
      "Input 'limit' is not used by list-settings and was ignored."
    ])
  })

  it('warns for include on a write', () => {
    const { warnings } = read({ operation: 'delete-key-pair', include: 'key_pair.description' })
    expect(warnings).toEqual(["Input 'include' is not used by delete-key-pair and was ignored."])
  })

  it('keeps the warnings on an input error', () => {
    try {
      read({ operation: 'list-settings', 'travis-token': '', match: 'x' })
    } catch (error) {
      expect((error as InputError).warnings).toEqual([
        "Input 'match' is not used by list-settings and was ignored."
      ])
      return
    }
    throw new Error('expected an error')
  })
})

describe('include', () => {
  it('splits on commas and lines and checks the type.field form', () => {
    const op = read({ operation: 'list-settings', include: 'setting.value,\nsetting.@permissions' })
      .operation as InputsFor<'list-settings'>
    expect(op.include).toEqual(['setting.value', 'setting.@permissions'])
    expect(
      problemsOf({ operation: 'list-settings', include: 'repository.last_build.branch' })
    ).toBe(
      "Input 'include' must list attributes as type.field (e.g. branch.recent_builds), got 'repository.last_build.branch'."
    )
  })
})

describe('cache selection', () => {
  it('keeps branch names as they are and adds pull requests as PR.<n>', () => {
    const op = read({
      operation: 'list-caches',
      branch: 'feature/login\n my feature \r\ncafé\nfeature/login',
      'pull-request': '42,7',
      match: 'osx',
      'older-than': '30',
      'stale-branches': 'true'
    }).operation as InputsFor<'list-caches'>
    expect(op.selection).toEqual({
      groups: [
        { kind: 'branch', storage: 'feature/login', label: 'feature/login' },
        { kind: 'branch', storage: 'my feature', label: 'my feature' },
        { kind: 'branch', storage: 'café', label: 'café' },
        { kind: 'pull-request', storage: 'PR.42', label: '#42' },
        { kind: 'pull-request', storage: 'PR.7', label: '#7' }
      ],
      match: 'osx',
      olderThanDays: 30,
      staleBranches: true
    })
  })

  it.each(['/release', 'release/', 'a//b', 'tab\there'])('refuses branch %j', (branch) => {
    expect(problemsOf({ operation: 'delete-caches', branch })).toContain(
      'which is no branch name (control characters, or a / at the start, at the end or twice in a row).'
    )
  })

  it.each(['0', '3651', '1.5', 'ten'])('refuses older-than %s', (value) => {
    expect(problemsOf({ operation: 'list-caches', 'older-than': value })).toBe(
      `Input 'older-than' must be a whole number from 1 to 3650, got '${value}'.`
    )
  })

  it('each pruning selector counts as a filter for the delete-all guard', () => {
    for (const selector of [{ 'older-than': '7' }, { 'stale-branches': 'true' }]) {
      const op = read({ operation: 'delete-caches', ...selector }).operation
      expect(op).toMatchObject({ operation: 'delete-caches', allowDeleteAll: false })
    }
  })

  it('github-token with stale-branches needs an owner/name repo; without it, a warning', () => {
    expect(
      problemsOf({
        operation: 'delete-caches',
        repo: '123',
        'stale-branches': 'true',
        'github-token': 'ghs_x'
      })
    ).toContain("Input 'repo' must be owner/name when 'github-token' is set")
    expect(read({ operation: 'list-caches', 'github-token': 'ghs_x' }).warnings).toContain(
      "Input 'github-token' is used by caches operations only with 'stale-branches: true'."
    )
  })

  it.each(['0', 'abc', '-3', '4.5'])('refuses pull-request %s', (value) => {
    expect(problemsOf({ operation: 'list-caches', 'pull-request': value })).toContain(
      `Input 'pull-request' must be pull request numbers (whole numbers from 1), one per line or comma separated, got '${value}'.`
    )
  })

  it('refuses delete-caches with no filter unless allow-delete-all', () => {
    expect(problemsOf({ operation: 'delete-caches' })).toBe(
      "delete-caches without 'branch', 'pull-request', 'match', 'older-than' or 'stale-branches' would delete every cache of octo-org/hello; " +
        "set one of those, or 'allow-delete-all: true' to really delete them all."
    )
    const op = read({
      operation: 'delete-caches',
      'allow-delete-all': 'true',
      'max-deletions': '10'
    }).operation as InputsFor<'delete-caches'>
    expect(op).toMatchObject({ allowDeleteAll: true, maxDeletions: 10, dryRun: false })
  })
})

describe('settings inputs', () => {
  it('requires a setting name', () => {
    expect(problemsOf({ operation: 'get-setting' })).toContain(
      "Input 'setting' is required for get-setting: a setting name such as builds_only_with_travis_yml"
    )
    expect(problemsOf({ operation: 'get-setting', setting: 'Build Pushes' })).toContain(
      "got 'Build Pushes'"
    )
  })

  it('checks value against the type of a known setting before anything is sent', () => {
    expect(problemsOf({ operation: 'set-setting', setting: 'build_pushes', value: 'yes' })).toBe(
      "Input 'value' for the boolean setting 'build_pushes' must be true or false, got 'yes'."
    )
    expect(
      problemsOf({ operation: 'set-setting', setting: 'maximum_number_of_builds', value: '-2' })
    ).toBe(
      "Input 'value' for the integer setting 'maximum_number_of_builds' must be a whole number (0 or more), got '-2'."
    )
    expect(
      problemsOf({ operation: 'set-setting', setting: 'maximum_number_of_builds', value: 'true' })
    ).toContain('must be a whole number (0 or more)')
    const op = read({ operation: 'set-setting', setting: 'maximum_number_of_builds', value: '5' })
      .operation as InputsFor<'set-setting'>
    expect(op.value).toBe(5)
  })

  it('takes true/false/digits for a setting it does not know', () => {
    const op = read({ operation: 'set-setting', setting: 'some_new_flag', value: 'true' })
      .operation as InputsFor<'set-setting'>
    expect(op.value).toBe(true)
    expect(problemsOf({ operation: 'set-setting', setting: 'some_new_flag', value: 'maybe' })).toBe(
      "Input 'value' must be true, false or a whole number, got 'maybe'."
    )
    expect(problemsOf({ operation: 'set-setting', setting: 'build_pushes' })).toBe(
      "Input 'value' is required: true, false or a whole number."
    )
  })

  it('reads expect and warns when fail-on-mismatch has no expect', () => {
    const settings = read({
      operation: 'get-setting',
      setting: 'build_pushes',
      'fail-on-mismatch': 'true'
    })
    expect(settings.warnings).toEqual(["Input 'fail-on-mismatch' has no effect without 'expect'."])
    expect(problemsOf({ operation: 'get-setting', setting: 'build_pushes', expect: '3' })).toBe(
      "Input 'expect' for the boolean setting 'build_pushes' must be true or false, got '3'."
    )
  })
})

describe('list-branches inputs', () => {
  it('parses filters, sort terms and pagination', () => {
    const op = read({
      operation: 'list-branches',
      name: 'feat',
      'exists-on-host': 'false',
      'sort-by': 'default_branch, last_build:desc,exists_on_github:asc',
      limit: '150',
      offset: '20',
      'include-recent-builds': 'true'
    }).operation as InputsFor<'list-branches'>
    expect(op).toMatchObject({
      name: 'feat',
      existsOnHost: false,
      sortBy: [
        { field: 'default_branch', descending: false },
        { field: 'last_build', descending: true },
        { field: 'exists_on_host', descending: false }
      ],
      limit: 150,
      offset: 20,
      includeRecentBuilds: true
    })
  })

  it.each(['created_at', 'name:down', 'name:desc:x'])('rejects sort-by %s', (value) => {
    expect(problemsOf({ operation: 'list-branches', 'sort-by': value })).toBe(
      `Input 'sort-by' has '${value}'; allowed are name, last_build, exists_on_host, default_branch, each optionally followed by :asc or :desc, comma separated.`
    )
  })

  it('needs limit from 1 and a boolean or empty exists-on-host', () => {
    expect(problemsOf({ operation: 'list-branches', limit: '0' })).toBe(
      "Input 'limit' must be a whole number from 1 to 10000, got '0'."
    )
    expect(problemsOf({ operation: 'list-branches', 'exists-on-host': 'maybe' })).toBe(
      "Input 'exists-on-host' must be true or false, got 'maybe'."
    )
  })
})

describe('key inputs', () => {
  it('masks the key, each of its lines, and the passphrase', () => {
    const key =
      '-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEAsecretline1\nAAAAsecretline2xx\n-----END RSA PRIVATE KEY-----'
    const source = inputSource({
      ...BASE,
      operation: 'create-key-pair',
      'private-key': key,
      passphrase: 'pass-phrase'
    })
    readInputs(source)
    expect(source.masked).toEqual(
      expect.arrayContaining([
        key,
        'MIIEpAIBAAKCAQEAsecretline1',
        'AAAAsecretline2xx',
        'pass-phrase'
      ])
    )
  })

  it('reads private-key-path and masks the file content', () => {
    const key = '-----BEGIN PRIVATE KEY-----\nfilecontent-secret\n-----END PRIVATE KEY-----'
    const source = inputSource(
      { ...BASE, operation: 'set-key-pair', 'private-key-path': '/k' },
      { '/k': key }
    )
    const op = readInputs(source).operation as InputsFor<'set-key-pair'>
    expect(op.key.text).toBe(key)
    expect(source.masked).toContain(key)
  })

  it('refuses both key inputs, an unreadable file and a missing key', () => {
    expect(
      problemsOf({ operation: 'create-key-pair', 'private-key': 'x', 'private-key-path': '/k' })
    ).toBe("Inputs 'private-key' and 'private-key-path' are both set; give only one.")
    expect(problemsOf({ operation: 'create-key-pair', 'private-key-path': '/missing' })).toBe(
      "Input 'private-key-path' names a file that cannot be read: '/missing' (ENOENT)."
    )
    expect(problemsOf({ operation: 'set-key-pair' })).toContain(
      "Input 'private-key' (or 'private-key-path') is required"
    )
  })

  it('a key given as private-key-path: refused without showing any of it, and masked', () => {
    const key =
      '-----BEGIN RSA PRIVATE KEY-----\nMIIEogIBAAKCAQEAt5-pasted-as-path\n-----END RSA PRIVATE KEY-----'
    for (const pasted of [key, key.replace(/\n/g, '\\n')]) {
      const source = inputSource({ ...BASE, operation: 'set-key-pair', 'private-key-path': pasted })
      let problems = ''
      try {
        readInputs(source)
      } catch (error) {
        problems = (error as InputError).message
      }
      expect(problems).toBe(
        "Input 'private-key-path' must be the path of a file, and holds text instead (a line break or a key's -----BEGIN line;" +
          " not shown, as it may be a secret): give the text itself in 'private-key'."
      )
      expect(problems).not.toContain('MIIE')
      expect(source.masked).toContain(pasted)
    }
    expect(
      problemsOf({
        operation: 'apply-settings',
        'desired-settings-file': 'build_pushes: true\nprune: x'
      })
    ).toContain(
      "holds text instead (a line break or a key's -----BEGIN line; not shown, as it may be a secret): give the text itself in 'desired-settings'."
    )
  })

  it('lets update-key-pair change only the description, but not nothing at all', () => {
    const op = read({ operation: 'update-key-pair', description: 'new text' })
      .operation as InputsFor<'update-key-pair'>
    expect(op).toMatchObject({ key: null, description: 'new text' })
    expect(problemsOf({ operation: 'update-key-pair' })).toBe(
      "update-key-pair needs 'private-key' (or 'private-key-path'), 'description', or both."
    )
  })
})

describe('rotate-key-pair inputs', () => {
  it('reads the defaults', () => {
    const op = read({ operation: 'rotate-key-pair' }).operation as InputsFor<'rotate-key-pair'>
    expect(op).toMatchObject({
      keyBits: 4096,
      githubToken: '',
      deployKeyTitle: 'Travis CI deploy key',
      deployKeyReadOnly: true,
      rotateIfOlderThanDays: null,
      dryRun: false
    })
  })

  it('refuses bad key-bits, an age without github-token, and a numeric repo with github-token', () => {
    expect(problemsOf({ operation: 'rotate-key-pair', 'key-bits': '1024' })).toBe(
      "Input 'key-bits' must be 2048, 3072 or 4096, got '1024'."
    )
    expect(problemsOf({ operation: 'rotate-key-pair', 'rotate-if-older-than': '90' })).toContain(
      "Input 'rotate-if-older-than' needs 'github-token'"
    )
    expect(problemsOf({ operation: 'rotate-key-pair', 'github-token': 'ghp_x', repo: '42' })).toBe(
      "Input 'repo' must be owner/name when 'github-token' is set (GitHub does not know Travis ids), got '42'."
    )
  })

  it('masks the github token', () => {
    const source = inputSource({
      ...BASE,
      operation: 'rotate-key-pair',
      'github-token': 'ghp_secret'
    })
    readInputs(source)
    expect(source.masked).toContain('ghp_secret')
  })
})

describe('lists', () => {
  it('branch: one name per line, taken whole (commas included), blanks dropped', () => {
    const inputs = read({ operation: 'list-caches', branch: ' fix,cleanup\n\nb \r\nfix,cleanup' })
    const op = inputs.operation as InputsFor<'list-caches'>
    expect(op.selection.groups.map((g) => g.storage)).toEqual(['fix,cleanup', 'b'])
    expect(inputs.warnings).toEqual([
      "Input 'branch' has 'fix,cleanup', read as one branch name: commas do not separate branches (a branch name may contain them). To select several branches, give one per line."
    ])
    const none = read({ operation: 'list-caches', branch: ' \n\n ' })
      .operation as InputsFor<'list-caches'>
    expect(none.selection.groups).toEqual([])
  })

  it('pull-request and include: commas or lines, blanks dropped', () => {
    const op = read({ operation: 'list-caches', 'pull-request': ' 4, 5\n\n6 ,' })
      .operation as InputsFor<'list-caches'>
    expect(op.selection.groups.map((g) => g.storage)).toEqual(['PR.4', 'PR.5', 'PR.6'])
  })
})
