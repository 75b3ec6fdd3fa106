// Reading 'desired-settings': the YAML parser loaded on demand, and the mapping checked name by
// name before any request. What a workflow sees is in e2e/settings/as-code.test.ts.
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
      desired: [{ name: 'build_pushes', value: true }],
      sections: null,
      prune: false,
      failOnMismatch: false
    })
  })
})

describe('parseDesiredSettings', () => {
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
