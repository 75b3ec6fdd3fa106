// Reading 'desired-settings': the YAML parser loaded on demand, and the mapping checked name by
// name before any request. What a workflow sees is in e2e/settings-as-code/as-code.test.ts.
import { describe, expect, it, vi } from 'vitest'
import { parseDesiredSettings } from '../../../src/inputs/desired-settings.js'
import type { InputName } from '../../../src/inputs/table.js'
import { inputSource } from '../../support/input-source.js'

describe('the YAML parser, loaded on demand', () => {
  // A fresh module graph: the one vitest's setup file loaded the parser into is left alone.
  const fresh = async () => {
    vi.resetModules()
    return {
      inputs: await import('../../../src/inputs/index.js'),
      parser: await import('../../../src/inputs/yaml.js')
    }
  }
  const source = (values: Partial<Record<InputName, string>>) =>
    inputSource({ 'travis-token': 'secret', repo: 'octo-org/hello', ...values })

  it('is a bug to ask for before loadYaml(), and is there after it', async () => {
    const { parser } = await fresh()
    expect(() => parser.yaml()).toThrow('The YAML parser was not loaded')
    await parser.loadYaml()
    expect(typeof parser.yaml().parseDocument).toBe('function')
  })

  it('loadInputParsers loads it only when desired-settings holds text, before readInputs', async () => {
    const { inputs, parser } = await fresh()
    await inputs.loadInputParsers(source({ operation: 'list-settings' }))
    expect(() => parser.yaml()).toThrow('The YAML parser was not loaded')
    const settingsAsCode = source({
      operation: 'check-settings',
      'desired-settings': 'build_pushes: true'
    })
    await inputs.loadInputParsers(settingsAsCode)
    expect(inputs.readInputs(settingsAsCode).operation).toEqual({
      operation: 'check-settings',
      // A flat mapping is the settings section alone.
      desired: { settings: [{ name: 'build_pushes', value: true }], env: null, crons: null },
      prune: false,
      failOnMismatch: false,
      planComment: null
    })
  })
})

describe('parseDesiredSettings', () => {
  it("nested past the parser's stack: one problem saying so, not the parser's RangeError", () => {
    const { problems } = parseDesiredSettings(`build_pushes: ${'['.repeat(20_000)}`)
    expect(problems).toEqual([
      expect.stringMatching(
        /^Input 'desired-settings' nests lists or mappings too deeply for a settings file \(the YAML parser ran out of stack\): /
      )
    ])
  })

  it('reads block and flow mappings into typed values, in the order given', () => {
    const block = parseDesiredSettings(
      '# settings as code\nbuild_pushes: True\nmaximum_number_of_builds: 4 # four\nfuture_flag: 0\n'
    )
    expect(block).toEqual({
      settings: [
        { name: 'build_pushes', value: true },
        { name: 'maximum_number_of_builds', value: 4 },
        { name: 'future_flag', value: 0 }
      ],
      sections: null,
      problems: []
    })
    expect(
      parseDesiredSettings('{auto_cancel_pushes: FALSE, build_releases: false}').settings
    ).toEqual([
      { name: 'auto_cancel_pushes', value: false },
      { name: 'build_releases', value: false }
    ])
  })

  it.each(['0x10', '1e3', '+4', '4.0', '0o7', '1234567890', '.inf'])(
    'refuses %s for an integer setting: only plain decimal whole numbers',
    (text) => {
      const { problems } = parseDesiredSettings(`maximum_number_of_builds: ${text}`)
      expect(problems).toEqual([
        `Input 'desired-settings' sets 'maximum_number_of_builds' (line 1) to '${text}'; the integer setting takes a whole number (0 or more).`
      ])
    }
  )

  it('refuses aliases, nested values, several documents and complex keys', () => {
    expect(parseDesiredSettings('build_pushes: &on true\nbuild_releases: *on').problems).toEqual([
      "Input 'desired-settings' sets 'build_releases' (line 2) to a list, mapping or alias; the boolean setting takes true or false."
    ])
    expect(parseDesiredSettings('build_pushes: {a: 1}').problems[0]).toContain('a list, mapping')
    expect(parseDesiredSettings('a: 1\n---\nb: 2').problems[0]).toMatch(
      /^Input 'desired-settings' is not valid YAML: Source contains multiple documents.* \(line 2\)\.$/
    )
    expect(parseDesiredSettings('? [a]\n: 1').problems).toEqual([
      "Input 'desired-settings' has a key on line 1, which is no setting name (lower case letters, digits and _, at most 100, e.g. build_pushes)."
    ])
  })

  it('names each duplicate once, with both lines, and keeps reading the rest', () => {
    const { settings, problems } = parseDesiredSettings(
      'build_pushes: true\nbuild_pushes: true\nbuild_releases: 3\nbuild_pushes: false'
    )
    expect(problems).toEqual([
      "Input 'desired-settings' names 'build_pushes' twice (lines 1 and 2).",
      "Input 'desired-settings' sets 'build_releases' (line 3) to '3'; the boolean setting takes true or false.",
      "Input 'desired-settings' names 'build_pushes' twice (lines 1 and 4)."
    ])
    expect(settings).toEqual([{ name: 'build_pushes', value: true }])
  })
})

describe('parseDesiredSettings: the env: and crons: sections', () => {
  it('reads values as written, public false unless given, a list of entries on branches', () => {
    const { settings, sections, problems } = parseDesiredSettings(
      [
        'settings:',
        '  build_pushes: true',
        'env:',
        '  VERSION: { value: 1.10, public: true }',
        "  FLAG: { value: 'true', public: true }",
        '  TOKEN: { from-env: TOKEN }',
        '  URL:',
        '    - { value: a, public: true, branch: release/1.x }',
        '    - { value: b, public: true }',
        'crons:',
        '  main: daily',
        '  "release/1.x": { interval: monthly, dont-run-if-recent-build-exists: true }'
      ].join('\n')
    )
    expect(problems).toEqual([])
    expect(settings).toEqual([{ name: 'build_pushes', value: true }])
    const entry = (name: string, branch: string | null, isPublic: boolean, value: string | null) =>
      expect.objectContaining({ name, branch, public: isPublic, value })
    expect(sections?.env).toEqual([
      entry('VERSION', null, true, '1.10'),
      entry('FLAG', null, true, 'true'),
      { name: 'TOKEN', branch: null, public: false, value: null, fromEnv: 'TOKEN', line: 6 },
      entry('URL', 'release/1.x', true, 'a'),
      entry('URL', null, true, 'b')
    ])
    expect(sections?.crons).toEqual([
      { branch: 'main', interval: 'daily', dontRunIfRecentBuildExists: false, line: 11 },
      { branch: 'release/1.x', interval: 'monthly', dontRunIfRecentBuildExists: true, line: 12 }
    ])
  })

  it("'{}' declares none (pruned with prune); a section left empty or out is refused or not managed", () => {
    expect(parseDesiredSettings('env: {}\n')).toEqual({
      settings: [],
      sections: { env: [], crons: null },
      problems: []
    })
    expect(parseDesiredSettings('env:\ncrons: {}\n').problems).toEqual([
      "Input 'desired-settings' has an empty 'env:' (line 1); write 'env: {}' to declare that there are none."
    ])
    expect(parseDesiredSettings('crons: [main]\n').problems).toEqual([
      "Input 'desired-settings' has 'crons:' (line 1) that is not a mapping; see the README for its form."
    ])
  })

  it('refuses quoted booleans for public and dont-run-if-recent-build-exists, and tagged values', () => {
    const { problems } = parseDesiredSettings(
      [
        'env:',
        "  A: { value: x, public: 'true' }",
        '  B: { value: !!str x, public: true }',
        'crons:',
        '  main: { interval: daily, dont-run-if-recent-build-exists: "yes" }',
        '  dev: { dont-run-if-recent-build-exists: true }'
      ].join('\n')
    )
    expect(problems).toEqual([
      "Input 'desired-settings' env: 'A' (line 2) has public that is not true or false.",
      "Input 'desired-settings' env: 'B' (line 3) has a value that is empty, a list, a mapping or tagged; write value: '' for an empty one.",
      "Input 'desired-settings' crons: 'main' (line 5) has dont-run-if-recent-build-exists that is not true or false.",
      "Input 'desired-settings' crons: 'dev' (line 6) needs interval: daily, weekly or monthly."
    ])
  })
})

describe('parseDesiredSettings: keys that are not text get no suggestion', () => {
  it('a complex key beside the sections, or as a field of an entry, is named "a key"', () => {
    const problems = parseDesiredSettings(
      'env:\n  A: { from-env: A, ? [x] : 1 }\n? [y]\n: 2\n'
    ).problems
    expect(problems).toEqual([
      "Input 'desired-settings' env: 'A' (line 2) has a key that is not text; an entry takes value, from-env, public, branch.",
      "Input 'desired-settings' has a key on line 3 beside its sections: with settings:, env: or crons:, every setting goes under settings:."
    ])
  })
})

describe('inputsNamed', () => {
  it('counts the first input each problem names, and a problem naming none alone', async () => {
    const { inputsNamed } = await import('../../../src/inputs/reader.js')
    expect(
      inputsNamed([
        "Input 'desired-settings' sets 'build_pushes' (line 1) to 'maybe'.",
        "Input 'desired-settings' sets 'build_prs' (line 2) to 'often'.",
        "Inputs 'desired-settings' and 'desired-settings-file' are both set; give only one.",
        "Input 'retries' must be a whole number from 0 to 10, got 'ten'.",
        'a problem that names no input',
        "another one, quoting 'not-an-input'"
      ])
    ).toBe(4)
  })
})
