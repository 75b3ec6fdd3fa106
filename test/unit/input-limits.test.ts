// Inputs have sane sizes (ACTION-SPEC "Hardening rules"): each limit names the input and the
// limit, never the value. The e2e tier shows /dev/zero, a key file over 64 KiB and a long match.
import { describe, expect, it } from 'vitest'
import { InputError, readInputs } from '../../src/inputs/index.js'
import type { InputName } from '../../src/inputs/table.js'
import { inputSource } from '../support/input-source.js'

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
