import { readFileSync, readdirSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { INPUTS, INPUT_NAMES } from '../../src/inputs/table.js'

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

describe('examples/', () => {
  const dir = new URL('../../examples/', import.meta.url)
  const files = readdirSync(dir).filter((f) => f.endsWith('.yml'))

  it.each(files)('%s passes only declared inputs to the action', (file) => {
    const workflow = parse(readFileSync(new URL(file, dir), 'utf8')) as {
      permissions?: unknown
      jobs: Record<string, { steps?: Array<{ uses?: string; with?: Record<string, string> }> }>
    }
    expect(workflow.permissions, 'least permissions are set explicitly').toBeDefined()
    const ours = Object.values(workflow.jobs)
      .flatMap((job) => job.steps ?? [])
      .filter((step) => step.uses?.startsWith('travis-repo-action/travis-repo-action@'))
    expect(ours.length).toBeGreaterThan(0)
    for (const step of ours) {
      for (const name of Object.keys(step.with ?? {})) expect(INPUT_NAMES).toContain(name)
      expect(step.with?.operation).toBeTruthy()
    }
  })

  it('has a scheduled, manually runnable rotation workflow', () => {
    const workflow = parse(readFileSync(new URL('rotate-deploy-key.yml', dir), 'utf8')) as {
      on: { schedule: Array<{ cron: string }>; workflow_dispatch: unknown }
    }
    expect(workflow.on.schedule[0]?.cron).toMatch(/^\S+ \S+ \S+ \S+ \S+$/)
    expect(workflow.on).toHaveProperty('workflow_dispatch')
  })
})
