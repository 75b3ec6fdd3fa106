// .env.example, the inputs `npm run local-action` runs with when there is no .env: every INPUT_
// names an input of action.yml as the runner (and local-action's getInput stub) spell it.
import { readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')
const env = parseEnv(read('.env.example'))
const action = parse(read('action.yml')) as {
  inputs: Record<string, { required?: boolean }>
}
/** `INPUT_` and the name in capitals, spaces as _, hyphens kept: what @actions/core reads. */
const variableOf = (name: string) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`

describe('.env.example', () => {
  it('sets only inputs that action.yml declares, and every required one', () => {
    const declared = Object.keys(action.inputs).map(variableOf)
    const set = Object.keys(env).filter((key) => key.startsWith('INPUT_'))
    expect(set.filter((key) => !declared.includes(key))).toEqual([])
    const required = Object.entries(action.inputs)
      .filter(([, spec]) => spec.required === true)
      .map(([name]) => variableOf(name))
    expect(required.filter((key) => !set.includes(key))).toEqual([])
  })

  it("runs a short operation: one branch's caches, not the listing of every branch", () => {
    expect(env.INPUT_OPERATION).toBe('list-caches')
    expect(env.INPUT_BRANCH).toBe('master')
  })

  it('names the repository (local-action does not evaluate ${{ github.repository }})', () => {
    expect(env.INPUT_REPO).toBe('octo-org/hello-world')
  })

  it('points at the embedded fake with its token, and keeps the summary in git-ignored .tmp/', () => {
    expect(env['INPUT_API-URL']).toBe('http://127.0.0.1:${FAKE_TRAVIS_PORT}')
    expect(env['INPUT_TRAVIS-TOKEN']).toBe('fake-travis-token')
    expect(env.GITHUB_STEP_SUMMARY).toMatch(/^\.tmp\//)
    const ignored = read('.gitignore').split('\n')
    expect(ignored).toContain('.tmp/')
    expect(ignored).toContain('.env')
  })
})
