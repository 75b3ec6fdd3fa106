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

  it('finds keys by their text, also those YAML 1.1 reads as booleans (on, yes, off, y, n)', () => {
    const keys = ['on', 'yes', 'no', 'off', 'y', 'n']
    const file = parseTravisYml(
      yaml,
      `deploy:\n${keys.map((key) => `  ${key}:\n    branch: main\n`).join('')}`,
      'travis-yml'
    )
    expect(keys.map((key) => file.lineOf(`deploy.${key}`, 'branch'))).toEqual([3, 5, 7, 9, 11, 13])
    expect(file.lineOf('deploy.true')).toBeNull()
  })

  it('fails on nesting too deep for the parser, naming the input', () => {
    expect(() =>
      parseTravisYml(yaml, `${'['.repeat(20000)}${']'.repeat(20000)}`, 'base-travis-yml')
    ).toThrow(/Input 'base-travis-yml'/)
  })

  it('reads the first of several documents, as travis-yml does', () => {
    const file = parseTravisYml(
      yaml,
      'language: ruby\nscript: rake\n---\nother: doc\n',
      'travis-yml'
    )
    expect(file.lineOf('root', 'script')).toBe(2)
    expect(file.lineCount).toBe(4)
  })

  it('refuses a top level that is no mapping, sending nothing', () => {
    expect(() => parseTravisYml(yaml, '- language: ruby\n', 'travis-yml')).toThrow(
      "Input 'travis-yml' must be a YAML mapping of keys (language:, script:, …); its top level is a list. Nothing was sent."
    )
    expect(() => parseTravisYml(yaml, 'just a string\n', 'travis-yml')).toThrow(
      /top level is a single value/
    )
    expect(parseTravisYml(yaml, '', 'travis-yml').lineOf('root')).toBeNull()
  })

  it('finds the values travis-yml could quote that are secrets', () => {
    const file = parseTravisYml(
      yaml,
      [
        'language: ruby',
        'env:',
        '  global:',
        '    - DB_PASSWORD=hunter2-db',
        '    - PLAIN=visible-value',
        '    - secure: plainS3cret',
        'deploy:',
        '  provider: heroku',
        '  api_key: [s3cretA-1, s3cretB-2]',
        '  herokutoken: s3cretC-3',
        '  app: my-app-name',
        '  skip_cleanup: true',
        '  password: $DEPLOY_PASSWORD',
        ''
      ].join('\n'),
      'travis-yml'
    )
    expect(file.secretValues().sort()).toEqual([
      'hunter2-db',
      'plainS3cret',
      's3cretA-1',
      's3cretB-2',
      's3cretC-3'
    ])
  })
})
