// The rewrite of .travis.yml (pure): env.global's secure entries replaced, each under its `# NAME`
// comment, every other byte of real-world-like files kept (comments, anchors, flow style, CRLF),
// a re-run changing only the encrypted strings, and what cannot be rewritten safely refused.
import * as yaml from 'yaml'
import { describe, expect, it } from 'vitest'
import {
  rewriteTravisYml,
  splitLines,
  type TravisYmlRewrite
} from '../../../../src/operations/secure-values/travis-yml.js'

const entries = (...names: string[]) => names.map((name) => ({ name, secure: `enc-${name}` }))

function rewrite(text: string, ...names: string[]): TravisYmlRewrite {
  const result = rewriteTravisYml(yaml, text, entries(...names))
  if (typeof result === 'string') throw new Error(result)
  return result
}

/** The old lines not taken out equal the new lines not put in, byte for byte and in order. */
function expectOtherLinesKept(before: string, result: TravisYmlRewrite): void {
  const old = splitLines(before).filter((_, i) => !result.removed.includes(i + 1))
  const now = splitLines(result.text).filter((_, i) => !result.added.includes(i + 1))
  // The line before an insertion may have gained the line break it lacked at the end of the file.
  expect(now.map((l) => l.replace(/\r?\n$/, ''))).toEqual(old.map((l) => l.replace(/\r?\n$/, '')))
  expect(now.slice(0, -1)).toEqual(old.slice(0, -1))
}

const REAL_WORLD = `# Travis CI for the library
language: python
python: &pythons
  - "3.11"
  - '3.12'
os: [linux, osx]   # flow style, kept
cache: {pip: true, directories: [~/.cache]}

defaults: &defaults
  stage: test
  script: pytest -q

env:
  global:
    - PYTHONUNBUFFERED=1
    # PYPI_TOKEN
    - secure: "AAAAold1=="
    # A note written by hand, kept
    - secure: BBBBold2==
    - CODECOV=yes   # trailing comment
  jobs:
    - DB=sqlite
    - DB=postgres

jobs:
  include:
    - <<: *defaults
      python: *pythons
      env:
        - secure: "not env.global: left alone"

deploy:
  provider: pypi
  password:
    secure: "deploy secure, not env.global"
`

describe('rewriteTravisYml', () => {
  it('replaces every secure entry of env.global at the place of the first, under # NAME comments', () => {
    const result = rewrite(REAL_WORLD, 'PYPI_TOKEN', 'GH_TOKEN')
    expect(result.text).toContain(
      [
        '    - PYTHONUNBUFFERED=1',
        '    # PYPI_TOKEN',
        '    - secure: "enc-PYPI_TOKEN"',
        '    # GH_TOKEN',
        '    - secure: "enc-GH_TOKEN"',
        '    # A note written by hand, kept',
        '    - CODECOV=yes   # trailing comment',
        ''
      ].join('\n')
    )
    expect(result.removed).toEqual([16, 17, 19])
    expect(result.added).toEqual([16, 17, 18, 19])
    expect(result.shown).toEqual([
      '    # PYPI_TOKEN',
      '    - secure: "…"',
      '    # GH_TOKEN',
      '    - secure: "…"'
    ])
    expectOtherLinesKept(REAL_WORLD, result)
    expect(result.text).toContain('        - secure: "not env.global: left alone"')
    expect(result.text).toContain('    secure: "deploy secure, not env.global"')
  })

  it('a re-run changes only the encrypted strings', () => {
    const first = rewrite(REAL_WORLD, 'PYPI_TOKEN', 'GH_TOKEN').text
    const again = rewriteTravisYml(yaml, first, [
      { name: 'PYPI_TOKEN', secure: 'new-1' },
      { name: 'GH_TOKEN', secure: 'new-2' }
    ])
    if (typeof again === 'string') throw new Error(again)
    const changed = splitLines(first)
      .map((line, i) => [line, splitLines(again.text)[i]])
      .filter(([a, b]) => a !== b)
    expect(changed).toEqual([
      ['    - secure: "enc-PYPI_TOKEN"\n', '    - secure: "new-1"\n'],
      ['    - secure: "enc-GH_TOKEN"\n', '    - secure: "new-2"\n']
    ])
  })

  it('keeps CRLF line endings, and writes its own lines with them', () => {
    const crlf = REAL_WORLD.replace(/\n/g, '\r\n')
    const result = rewrite(crlf, 'PYPI_TOKEN')
    expect(result.text).not.toMatch(/[^\r]\n/)
    expect(result.text).toContain('    # PYPI_TOKEN\r\n    - secure: "enc-PYPI_TOKEN"\r\n')
    expectOtherLinesKept(crlf, result)
  })

  it('adds env.global to a file without env, keeping the file as it was above', () => {
    const text = 'language: node_js\nnode_js: [20, 22] # no newline at the end'
    const result = rewrite(text, 'NPM_TOKEN')
    expect(result.text).toBe(
      `${text}\nenv:\n  global:\n    # NPM_TOKEN\n    - secure: "enc-NPM_TOKEN"\n`
    )
    expectOtherLinesKept(text, result)
  })

  it('adds global: to an env mapping without it, after its last key', () => {
    const text = 'env:\n  jobs:\n    - A=1\n    - A=2\nscript: make\n'
    const result = rewrite(text, 'T')
    expect(result.text).toBe(
      'env:\n  jobs:\n    - A=1\n    - A=2\n  global:\n    # T\n    - secure: "enc-T"\nscript: make\n'
    )
  })

  it('fills an empty global:, and appends to a global list without secure entries', () => {
    expect(rewrite('env:\n  global:\nscript: make\n', 'T').text).toBe(
      'env:\n  global:\n    # T\n    - secure: "enc-T"\nscript: make\n'
    )
    expect(rewrite('env:\n  global:\n  - A=1\n  - B=2\nscript: make\n', 'T').text).toBe(
      'env:\n  global:\n  - A=1\n  - B=2\n  # T\n  - secure: "enc-T"\nscript: make\n'
    )
  })

  it('takes out a secure entry written on several lines', () => {
    const text = 'env:\n  global:\n    - secure:\n        "abc\n        def"\n    - A=1\n'
    const result = rewrite(text, 'T')
    expect(result.text).toBe('env:\n  global:\n    # T\n    - secure: "enc-T"\n    - A=1\n')
  })

  it('refuses what it cannot rewrite safely, saying why', () => {
    const refusal = (text: string) => rewriteTravisYml(yaml, text, entries('T'))
    expect(refusal('env: [A=1, B=2]\n')).toMatch(/env: as a list \(the build matrix\)/)
    expect(refusal('env: {global: [A=1]}\n')).toMatch(/flow style/)
    expect(refusal('env:\n  global: [A=1]\n')).toMatch(/block list/)
    expect(refusal('language: [\n')).toMatch(/^is not valid YAML: .* \(line \d+\)\.$/)
    expect(refusal('- a\n- b\n')).toMatch(/not a block mapping/)
    expect(refusal('x: *nowhere\nenv:\n  global:\n')).toMatch(/^is not valid YAML: /)
    expect(refusal('x: &s {secure: a}\nenv:\n  global:\n    - *s\n')).toMatch(/cannot|could not/)
  })
})
