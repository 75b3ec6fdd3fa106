import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { INPUTS, INPUT_NAMES } from '../../src/input-names.js'

interface ActionYml {
  runs: { using: string; main: string }
  branding: { icon: string; color: string }
  inputs: Record<string, { description?: string; default?: string; required?: boolean }>
  outputs: Record<string, { description?: string }>
}

const action = parse(
  readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')
) as ActionYml

describe('action.yml', () => {
  it('runs the bundle on node24 and has branding', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' })
    expect(action.branding.icon).not.toBe('')
  })

  it('declares exactly the inputs the parser reads, with the same defaults', () => {
    expect(Object.keys(action.inputs).sort()).toEqual([...INPUT_NAMES].sort())
    for (const name of INPUT_NAMES) {
      const declared = action.inputs[name]?.default ?? ''
      const expected = name === 'repo' ? '${{ github.repository }}' : INPUTS[name].default
      expect({ name, default: declared }).toEqual({ name, default: expected })
      expect(action.inputs[name]?.description, name).toBeTruthy()
    }
  })

  it('describes every output', () => {
    for (const [name, output] of Object.entries(action.outputs))
      expect(output.description, name).toBeTruthy()
  })
})
