// Inputs have sane sizes (ACTION-SPEC "Hardening rules"): each limit names the input and the
// limit, never the value. The e2e tier shows /dev/zero, a key file over 64 KiB and a long match.
import { describe, expect, it } from 'vitest'
import { InputError, readInputs } from '../../../src/inputs/index.js'
import { INPUT_NAMES, type InputName } from '../../../src/inputs/table.js'
import { inputSource } from '../../support/input-source.js'

const BASE = { 'travis-token': 'tok-123456', repo: 'octo-org/hello' } as const

function problemsOf(values: Partial<Record<InputName, string>>): string {
  try {
    readInputs(inputSource({ ...BASE, ...values }))
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    return (error as InputError).message
  }
  throw new Error('expected an InputError')
}

describe('text inputs are bounded', () => {
  it.each([
    ['match', 'list-caches', 1024],
    ['name', 'list-branches', 1024],
    ['description', 'update-key-pair', 1024],
    ['deploy-key-title', 'rotate-key-pair', 200]
  ] as const)('%s (%s): at most %i bytes, counted in UTF-8', (name, operation, limit) => {
    expect(() =>
      readInputs(inputSource({ ...BASE, operation, [name]: 'a'.repeat(limit) }))
    ).not.toThrow()
    const message = problemsOf({ operation, [name]: 'é'.repeat(limit / 2 + 1) })
    expect(message).toContain(`Input '${name}' is ${limit + 2} bytes long; at most`)
    expect(message).not.toContain('éé')
  })

  it('include and sort-by, sent in the URL, and each branch name', () => {
    expect(problemsOf({ operation: 'list-branches', include: 'branch.name,'.repeat(100) })).toBe(
      "Input 'include' is 1200 bytes long; at most 1,024 bytes are allowed (it is sent in the request URL)."
    )
    expect(problemsOf({ operation: 'list-branches', 'sort-by': 'name,'.repeat(300) })).toContain(
      "Input 'sort-by' is 1500 bytes long"
    )
    expect(problemsOf({ operation: 'list-caches', branch: `main\n${'b'.repeat(1025)}` })).toBe(
      "Input 'branch' has a name 1025 bytes long; at most 1,024 bytes are allowed (caches are stored under keys of at most 1,024 bytes)."
    )
  })
})

describe('private keys are bounded', () => {
  it('an inline key over 64 KiB is refused without being shown, and still masked', () => {
    const key = `-----BEGIN PRIVATE KEY-----\n${'A'.repeat(70_000)}\n-----END PRIVATE KEY-----`
    const source = inputSource({ ...BASE, operation: 'set-key-pair', 'private-key': key })
    expect(() => readInputs(source)).toThrow(
      "Input 'private-key' is 70054 bytes long; at most 65,536 bytes are allowed"
    )
    expect(source.masked).toContain(key)
  })

  it('a key file is looked at before it is read: a device or a large file is never opened', () => {
    const source = inputSource(
      { ...BASE, operation: 'set-key-pair', 'private-key-path': '/dev/zero' },
      { '/big': 'k'.repeat(64 * 1024 + 1) }
    )
    let reads = 0
    const counted = {
      ...source,
      readFile: (path: string, max: number) => (reads++, source.readFile(path, max))
    }
    expect(() => readInputs(counted)).toThrow("'/dev/zero' is not a regular file.")
    const big = {
      ...counted,
      get: (name: InputName) => (name === 'private-key-path' ? '/big' : source.get(name))
    }
    expect(() => readInputs(big)).toThrow("'/big' has 65537 bytes.")
    expect(reads).toBe(0)
  })
})

describe('a settings file is bounded like the text', () => {
  it('looked at before it is read: a device or a file over 64 KiB is never opened', () => {
    const source = inputSource(
      { ...BASE, operation: 'check-settings', 'desired-settings-file': '/dev/stdin' },
      { '/big.yml': `build_pushes: true\n${'#'.repeat(64 * 1024)}` }
    )
    let reads = 0
    const counted = {
      ...source,
      readFile: (path: string, max: number) => (reads++, source.readFile(path, max))
    }
    expect(() => readInputs(counted)).toThrow("'/dev/stdin' is not a regular file.")
    const big = {
      ...counted,
      get: (name: InputName) => (name === 'desired-settings-file' ? '/big.yml' : source.get(name))
    }
    expect(() => readInputs(big)).toThrow(
      "Input 'desired-settings-file' must name a regular file of at most 64 KiB (a settings file is a few lines); '/big.yml' has 65555 bytes."
    )
    expect(reads).toBe(0)
  })
})

describe('every input is bounded before any request', () => {
  // The operation that reads each input, and what else it needs to be read.
  const READ_BY: Record<InputName, Partial<Record<InputName, string>>> = {
    operation: {},
    'travis-token': { operation: 'list-settings' },
    repo: { operation: 'list-settings' },
    provider: { operation: 'list-settings' },
    'api-url': { operation: 'list-settings' },
    include: { operation: 'list-settings' },
    branch: { operation: 'list-caches' },
    'pull-request': { operation: 'list-caches' },
    match: { operation: 'list-caches' },
    'older-than': { operation: 'list-caches' },
    'stale-branches': { operation: 'list-caches' },
    'dry-run': { operation: 'delete-key-pair' },
    'allow-delete-all': { operation: 'delete-caches', branch: 'main' },
    'max-deletions': { operation: 'delete-caches', branch: 'main' },
    'private-key': { operation: 'set-key-pair' },
    'private-key-path': { operation: 'set-key-pair' },
    passphrase: { operation: 'set-key-pair' },
    description: { operation: 'rotate-key-pair' },
    'key-bits': { operation: 'rotate-key-pair' },
    'github-token': { operation: 'rotate-key-pair' },
    'deploy-key-title': { operation: 'rotate-key-pair' },
    'deploy-key-read-only': { operation: 'rotate-key-pair' },
    'rotate-if-older-than': { operation: 'rotate-key-pair', 'github-token': 'ghp_x' },
    setting: { operation: 'get-setting' },
    value: { operation: 'set-setting', setting: 'build_pushes' },
    expect: { operation: 'get-setting', setting: 'build_pushes' },
    'fail-on-mismatch': { operation: 'get-setting', setting: 'build_pushes' },
    'desired-settings': { operation: 'check-settings' },
    'desired-settings-file': { operation: 'check-settings' },
    prune: { operation: 'check-settings', 'desired-settings': 'build_pushes: true' },
    'comment-on-pull-request': {
      operation: 'check-settings',
      'desired-settings': 'build_pushes: true'
    },
    'rewrite-private-env': {
      operation: 'apply-settings',
      'desired-settings': 'build_pushes: true'
    },
    'export-file': { operation: 'export-settings' },
    owner: { operation: 'list-repositories' },
    active: { operation: 'list-repositories' },
    private: { operation: 'list-repositories' },
    name: { operation: 'list-branches' },
    'exists-on-host': { operation: 'list-branches' },
    'sort-by': { operation: 'list-branches' },
    limit: { operation: 'list-branches' },
    offset: { operation: 'list-branches' },
    'include-recent-builds': { operation: 'list-branches' },
    'fail-if-missing': { operation: 'find-key-pair' },
    message: { operation: 'trigger-build' },
    sha: { operation: 'trigger-build' },
    config: { operation: 'trigger-build' },
    'merge-mode': { operation: 'trigger-build' },
    wait: { operation: 'trigger-build' },
    'wait-minutes': { operation: 'trigger-build' },
    'poll-seconds': { operation: 'trigger-build' },
    'fail-on-build-failure': { operation: 'wait-for-build', branch: 'main' },
    'cancel-on-abort': { operation: 'wait-for-build', branch: 'main' },
    'show-logs': { operation: 'wait-for-build', branch: 'main' },
    'log-lines': { operation: 'wait-for-build', branch: 'main' },
    'logs-dir': { operation: 'wait-for-build', branch: 'main' },
    'build-id': { operation: 'restart-build' },
    jobs: { operation: 'restart-build', branch: 'main' },
    state: { operation: 'list-builds' },
    'event-type': { operation: 'list-builds' },
    file: { operation: 'encrypt-file' },
    'secure-env': { operation: 'encrypt-travis-yml' },
    'travis-yml': { operation: 'encrypt-travis-yml' },
    'base-travis-yml': { operation: 'check-travis-yml' },
    preview: { operation: 'check-travis-yml' },
    'fail-on': { operation: 'check-travis-yml' },
    'timeout-seconds': { operation: 'list-settings' },
    retries: { operation: 'list-settings' }
  }
  // 70,000 bytes each: letters, digits, two-byte characters, and many short lines.
  const FILLERS = ['a'.repeat(70_000), '1'.repeat(70_000), 'é'.repeat(35_000), 'b\n'.repeat(35_000)]

  it('the table names every input', () => {
    expect(Object.keys(READ_BY).sort()).toEqual([...INPUT_NAMES].sort())
  })

  it.each(INPUT_NAMES)('%s: 70,000 bytes are refused in a short sentence naming it', (name) => {
    for (const filler of FILLERS) {
      let problems: string[] = []
      try {
        readInputs(inputSource({ ...BASE, ...READ_BY[name], [name]: filler }))
      } catch (error) {
        expect(error).toBeInstanceOf(InputError)
        problems = (error as InputError).problems
      }
      expect(problems.some((p) => p.startsWith(`Input '${name}' `))).toBe(true)
      for (const problem of problems) expect(problem.length).toBeLessThan(600)
    }
  })

  it('a long bad value is shown by its start and its length', () => {
    expect(problemsOf({ operation: 'list-settings', retries: 'x'.repeat(70_000) })).toBe(
      `Input 'retries' must be a whole number from 0 to 10, got '${'x'.repeat(80)}…' (70,000 characters).`
    )
  })
})
