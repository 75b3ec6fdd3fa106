// Inputs action.yml does not declare, as readInputs meets them in INPUT_* variables: a problem for
// a write (a dry run is one), a warning for a read, the nearest input offered, the value never
// read; and the GitHub token given as 'travis-token'.
import { describe, expect, it } from 'vitest'
import { readInputs } from '../../../src/inputs/index.js'
import { inputVariable } from '../../../src/inputs/table.js'
import { WRITE_OPERATIONS } from '../../../src/inputs/table.js'
import { inputSource } from '../../support/input-source.js'

const BASE = { 'travis-token': 'travis-secret-token', repo: 'octo-org/hello' } as const

function problemsOf(run: () => unknown): string[] {
  try {
    run()
  } catch (error) {
    return (error as { problems: string[] }).problems
  }
  return []
}

describe('undeclared inputs', () => {
  it('the runner spells a variable INPUT_ and the name upper-cased, spaces as _', () => {
    expect(inputVariable('max-deletions')).toBe('INPUT_MAX-DELETIONS')
    expect(inputVariable('a b')).toBe('INPUT_A_B')
  })

  it.each(WRITE_OPERATIONS)(
    '%s: an unknown input is a problem, naming the nearest',
    (operation) => {
      const source = inputSource({ ...BASE, operation }, {}, {}, ['max-deletion'])
      expect(problemsOf(() => readInputs(source))).toContain(
        `Input 'max-deletion' is not an input of this action; did you mean 'max-deletions'? ${operation} changes Travis CI, so it does not run with an input it does not know (a misspelled guard must never let a write through).`
      )
    }
  )

  it('a read: a warning, and the inputs are read', () => {
    const source = inputSource({ ...BASE, operation: 'list-settings' }, {}, {}, ['inclde'])
    const inputs = readInputs(source)
    expect(inputs.warnings).toEqual([
      "Input 'inclde' is not an input of this action and was ignored; did you mean 'include'?"
    ])
  })

  it('a name near no input: no suggestion; a very long one is shown cut', () => {
    const long = 'x'.repeat(200)
    const source = inputSource({ ...BASE, operation: 'list-settings' }, {}, {}, ['zzz', long])
    expect(readInputs(source).warnings).toEqual([
      "Input 'zzz' is not an input of this action and was ignored.",
      `Input '${'x'.repeat(60)}…' is not an input of this action and was ignored.`
    ])
  })

  it("a declared input's variable in another case (set by hand in env:): says how the runner spells it", () => {
    const handWritten = (operation: 'delete-caches' | 'list-caches') => ({
      ...inputSource({ ...BASE, operation, branch: 'master' }),
      inputVariables: () => [...inputSource({}).inputVariables(), 'INPUT_dry-run']
    })
    expect(problemsOf(() => readInputs(handWritten('delete-caches')))).toEqual([
      "Variable 'INPUT_dry-run' is not read: the runner passes input 'dry-run' as INPUT_DRY-RUN (upper case), from a with: key." +
        ' delete-caches changes Travis CI, so it does not run with an input it does not know (a misspelled guard must never let a write through).'
    ])
    expect(readInputs(handWritten('list-caches')).warnings).toEqual([
      "Variable 'INPUT_dry-run' is not read: the runner passes input 'dry-run' as INPUT_DRY-RUN (upper case), from a with: key. It was ignored."
    ])
  })

  it('declared inputs, in any case the runner writes them, are no warning', () => {
    expect(readInputs(inputSource({ ...BASE, operation: 'list-settings' })).warnings).toEqual([])
  })
})

describe("a GitHub token as 'travis-token'", () => {
  it.each(['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'])(
    '%s… is refused, not shown',
    (prefix) => {
      const token = `${prefix}abcdefghijklmnopqrstuvwxyz012345`
      const problems = problemsOf(() =>
        readInputs(inputSource({ ...BASE, operation: 'list-settings', 'travis-token': token }))
      )
      expect(problems).toHaveLength(1)
      expect(problems[0]).toContain(`is a GitHub token (it starts with ${prefix})`)
      expect(problems[0]).not.toContain(token)
    }
  )

  it("as 'github-token' it is what is asked for", () => {
    const source = inputSource({
      ...BASE,
      operation: 'list-caches',
      'stale-branches': 'true',
      'github-token': 'ghs_abcdefghijklmnopqrstuvwxyz012345'
    })
    expect(problemsOf(() => readInputs(source))).toEqual([])
  })
})
