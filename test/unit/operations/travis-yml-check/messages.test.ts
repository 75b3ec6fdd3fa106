// travis-yml's messages read into level, key, sentence and line: lint's sentences placed on the
// line of their key path (or of the key they name), the preview's lines counted from 0, a message
// both give kept once, and a server's text in another form kept whole, never taken for an error.
import * as yaml from 'yaml'
import { describe, expect, it } from 'vitest'
import { parseTravisYml } from '../../../../src/operations/travis-yml-check/local-parse.js'
import {
  atLeast,
  lintMessages,
  mergedMessages,
  previewMessages,
  sentenceOf
} from '../../../../src/operations/travis-yml-check/messages.js'

const FILE = [
  'language: rubby', // 1
  'rvm:', // 2
  '  - "3.1"', // 3
  'scirpt: rake', // 4
  'deploy:', // 5
  '  provider: heroku', // 6
  '  api_key: 0123456789abcdef', // 7
  'foo: bar' // 8
].join('\n')
const file = parseTravisYml(yaml, FILE, 'travis-yml')

describe('sentences', () => {
  it('reads level, key and text', () => {
    expect(sentenceOf('[alert] on deploy.api_key: expected an encrypted string')).toEqual({
      level: 'alert',
      key: 'deploy.api_key',
      message: 'expected an encrypted string'
    })
  })

  it('keeps another form, or an unknown level, whole as a warning', () => {
    expect(sentenceOf('[fatal] on root: boom')).toEqual({
      level: 'warn',
      key: 'root',
      message: '[fatal] on root: boom'
    })
    expect(sentenceOf('something else')).toMatchObject({ level: 'warn', message: 'something else' })
  })
})

describe('lint messages', () => {
  it('places each on the line of its key path or of the key it names', () => {
    const messages = lintMessages(
      [
        '[alert] on deploy.api_key: expected an encrypted string',
        '[warn] on root: key scirpt is not known, but script is, using script',
        '[warn] on language: value rubby is not known, but ruby is, using ruby',
        '[warn] on root: unknown key "foo" (bar)',
        '[warn] on addons.apt: something about a key not in the file'
      ],
      file
    )
    expect(messages.map((m) => [m.level, m.key, m.line])).toEqual([
      ['alert', 'deploy.api_key', 7],
      ['warn', 'root', 4],
      ['warn', 'language', 1],
      ['warn', 'root', 8],
      ['warn', 'addons.apt', 1]
    ])
  })

  it('finds a key in a list of mappings', () => {
    const listed = parseTravisYml(
      yaml,
      'deploy:\n  - provider: s3\n  - provider: heroku\n    api_key: x\n',
      'f'
    )
    expect(
      lintMessages(['[alert] on deploy.api_key: expected an encrypted string'], listed)[0]?.line
    ).toBe(4)
  })
})

describe('preview messages', () => {
  const answer = {
    job_configs: [],
    messages: [
      {
        level: 'warn',
        key: 'root',
        code: 'find_key',
        args: { original: 'scirpt', key: 'script' },
        line: 3
      },
      {
        level: 'info',
        key: 'root',
        code: 'default',
        args: { key: 'os', default: 'linux' },
        line: null
      },
      { level: 'alert', key: 'deploy.api_key', code: 'secure', args: { type: 'str' }, line: 6 }
    ],
    full_messages: [
      '[warn] on root: key scirpt is not known, but script is, using script',
      '[info] on root: missing os, using the default "linux"',
      '[alert] on deploy.api_key: expected an encrypted string'
    ]
  }

  it('counts travis-yml lines from 0 and pairs each message with its sentence', () => {
    expect(previewMessages(answer, file).map((m) => [m.level, m.line, m.message])).toEqual([
      ['warn', 4, 'key scirpt is not known, but script is, using script'],
      ['info', 1, 'missing os, using the default "linux"'],
      ['alert', 7, 'expected an encrypted string']
    ])
  })

  it('puts a message about an imported file on its key, naming the file; no line past the end', () => {
    const imported = previewMessages(
      {
        job_configs: [],
        messages: [
          {
            level: 'warn',
            key: 'deploy',
            code: 'find_key',
            src: 'octo/shared:deploy.yml@main',
            line: 1
          },
          { level: 'warn', key: 'root', code: 'x', src: 'api', line: 4000 }
        ],
        full_messages: ['[warn] on deploy: key x is not known', '[warn] on root: far']
      },
      file
    )
    expect(imported.map((m) => [m.line, m.message])).toEqual([
      [5, 'key x is not known (in octo/shared:deploy.yml@main)'],
      [8, 'far']
    ])
  })

  it('words a message by its code when the sentences do not pair up', () => {
    const unpaired = previewMessages({ ...answer, full_messages: [] }, file)
    expect(unpaired[0]?.message).toBe('find_key (root)')
  })

  it('merges with lint: a message both give once, in line order', () => {
    const lint = lintMessages(
      [
        '[alert] on deploy.api_key: expected an encrypted string',
        '[warn] on root: unknown key "foo" (bar)'
      ],
      file
    )
    const merged = mergedMessages(previewMessages(answer, file), lint)
    expect(merged.map((m) => [m.line, m.level, m.message])).toEqual([
      [1, 'info', 'missing os, using the default "linux"'],
      [4, 'warn', 'key scirpt is not known, but script is, using script'],
      [7, 'alert', 'expected an encrypted string'],
      [8, 'warn', 'unknown key "foo" (bar)']
    ])
  })
})

describe('levels', () => {
  it('orders alert, error, warn, info', () => {
    expect(atLeast('alert', 'error')).toBe(true)
    expect(atLeast('warn', 'error')).toBe(false)
    expect(atLeast('warn', 'warn')).toBe(true)
    expect(atLeast('info', 'warn')).toBe(false)
  })
})
