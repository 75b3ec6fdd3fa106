// The local parse: invalid YAML fails with its line and column before anything is sent; YAML 1.1
// with merge keys and repeated keys read as travis-yml (Psych) reads them; key paths found.
import * as yaml from 'yaml'
import { describe, expect, it } from 'vitest'
import { parseTravisYml } from '../../../../src/operations/travis-yml-check/local-parse.js'

describe('parseTravisYml', () => {
  it('fails on invalid YAML with the line and column, saying nothing was sent', () => {
    expect(() => parseTravisYml(yaml, 'language: ruby\nscript: [rake\n', 'travis-yml')).toThrow(
      /^Input 'travis-yml' is not valid YAML at line 2, column \d+: Flow sequence .*; nothing was sent\.$/
    )
  })

  it('reads merge keys and a repeated key', () => {
    const file = parseTravisYml(
      yaml,
      'base: &base\n  os: linux\njobs:\n  include:\n    - <<: *base\n      name: a\nscript: a\nscript: b\n',
      'travis-yml'
    )
    expect(file.lineOf('jobs.include.name')).toBe(6)
    expect(file.lineOf('root', 'script')).toBe(7)
    expect(file.lineOf('nothing.here')).toBeNull()
  })

  it('fails on nesting too deep for the parser, naming the input', () => {
    expect(() =>
      parseTravisYml(yaml, `${'['.repeat(20000)}${']'.repeat(20000)}`, 'base-travis-yml')
    ).toThrow(/Input 'base-travis-yml'/)
  })
})
