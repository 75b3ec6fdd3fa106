// Issue 12, item 4: action.yml, the repository's workflows and every example pass the validators
// GitHub users run (actionlint, and GitHub's own workflow and action parser) with no finding; and
// every step that uses this action, in the examples and in the YAML snippets of the README and its docs pages, passes only
// declared inputs and reads only declared outputs. (action-yml.test.ts checks the examples' inputs
// with a plain YAML read; this file adds the README, the outputs and line numbers.)
//
// actionlint here is 1.7.7 compiled to WASM: it runs every check of its own (syntax, expressions
// and their types, contexts, runner labels, known actions' inputs) but not shellcheck or pyflakes,
// and it cannot read this action's action.yml for a `uses: travis-repo-action/…@v1` step: the
// input and output checks at the end of this file stand in for that. Neither tool lints an
// action.yml; GitHub's parser validates it against GitHub's action schema.
import { readFileSync, readdirSync } from 'node:fs'
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Node, type YAMLMap } from 'yaml'
import { describe, expect, it } from 'vitest'
import {
  actionlintFindings,
  parseActionMetadata,
  workflowParserFindings
} from '../support/workflow-validators.js'

const root = new URL('../../', import.meta.url)
const read = (path: string): string => readFileSync(new URL(path, root), 'utf8')
const yamlFiles = (dir: string): string[] =>
  readdirSync(new URL(dir, root))
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => `${dir}${name}`)

const workflows = [...yamlFiles('.github/workflows/'), ...yamlFiles('examples/')]
const OURS = 'travis-repo-action/travis-repo-action@'

describe('action.yml with GitHub’s action parser', () => {
  const { action, errors } = parseActionMetadata('action.yml', read('action.yml'))

  it('has no schema errors', () => {
    expect(errors).toEqual([])
    expect(action).toBeDefined()
  })

  it('runs dist/index.js on node24', () => {
    expect(action?.runs).toMatchObject({ using: 'node24', main: 'dist/index.js' })
    expect(() => read('dist/index.js')).not.toThrow()
  })

  it('describes every input and output', () => {
    const problems: string[] = []
    for (const input of action?.inputs ?? [])
      if (!input.description?.trim()) problems.push(`input ${input.id}: no description`)
    for (const output of action?.outputs ?? []) {
      if (!output.description?.trim()) problems.push(`output ${output.id}: no description`)
      if (output.value !== undefined) problems.push(`output ${output.id}: value is for composites`)
    }
    expect(problems).toEqual([])
    expect(action?.inputs?.length).toBeGreaterThan(0)
  })

  it('quotes every default, so that any YAML reader sees the string the runner passes', () => {
    // The runner takes a default's text as it is (`default: 4096` is the input '4096'), but a
    // YAML reader such as scripts/generate-docs.mjs's turns 4096 into a number and 1.10 into 1.1.
    const inputs = parseDocument(read('action.yml')).toJS().inputs as Record<
      string,
      { default?: unknown }
    >
    const unquoted = Object.entries(inputs)
      .filter(([, input]) => 'default' in input && typeof input.default !== 'string')
      .map(([name, input]) => `input ${name}: default ${JSON.stringify(input.default)}`)
    expect(unquoted).toEqual([])
  })
})

describe('workflows and examples', () => {
  it('finds the files to check', () => {
    expect(workflows).toContain('.github/workflows/ci.yml')
    expect(workflows).toContain('.github/workflows/release.yml')
    expect(workflows.filter((path) => path.startsWith('examples/')).length).toBeGreaterThan(0)
  })

  it.each(workflows)('%s passes actionlint', async (path) => {
    expect(await actionlintFindings(path, read(path))).toEqual([])
  })

  it.each(workflows)('%s parses with GitHub’s workflow parser', async (path) => {
    expect(await workflowParserFindings(path, read(path))).toEqual([])
  })
})

// --- The snippets of the README and its docs pages, as the workflows a reader pastes them into ---

/** The README and the pages of docs/ it sends each family of operations to. */
const DOC_PAGES = [
  'README.md',
  ...['every-operation', 'key-pair', 'caches', 'settings', 'settings-as-code', 'builds'].map(
    (page) => `docs/${page}.md`
  ),
  'docs/branches-and-repositories.md'
]

/** The ```yaml blocks of the README and the family pages, with the file and line each starts on. */
function readmeSnippets(): Array<{ file: string; text: string; firstLine: number }> {
  return DOC_PAGES.flatMap((file) => {
    const page = read(file)
    return [...page.matchAll(/^```ya?ml[ \t]*\n([\s\S]*?)^```/gm)].map((match) => ({
      file,
      text: match[1] ?? '',
      firstLine: page.slice(0, match.index).split('\n').length + 1
    }))
  })
}

/**
 * A snippet inside the smallest workflow that holds it (a whole workflow as it is, a step list as
 * a job's steps, a `jobs:` mapping under an `on:`, an `env:` mapping beside a job), with the shift
 * from the workflow's lines and columns to the README's.
 */
function asWorkflow(snippet: { text: string; firstLine: number }) {
  const job = 'jobs:\n  snippet:\n    runs-on: ubuntu-latest\n    steps:\n'
  const on = 'on: workflow_dispatch\n'
  const contents = parseDocument(snippet.text).contents
  if (isMap(contents) && contents.has('on') && contents.has('jobs')) {
    return { source: snippet.text, shift: { lines: snippet.firstLine - 1, columns: 0 } }
  }
  if (isSeq(contents)) {
    const steps = snippet.text.replace(/^(?=.)/gm, '      ')
    return { source: on + job + steps, shift: { lines: snippet.firstLine - 6, columns: -6 } }
  }
  const rest = isMap(contents) && contents.has('jobs') ? '' : `${job}      - run: 'true'\n`
  return { source: on + snippet.text + rest, shift: { lines: snippet.firstLine - 2, columns: 0 } }
}

describe('the YAML snippets of the README and its docs pages, in a workflow', () => {
  const snippets = readmeSnippets().map((snippet) => ({
    ...snippet,
    name: `${snippet.file}:${snippet.firstLine}`
  }))

  it.each(snippets)('$name passes actionlint', async (snippet) => {
    const { source, shift } = asWorkflow(snippet)
    expect(await actionlintFindings(snippet.file, source, shift)).toEqual([])
  })

  it.each(snippets)('$name parses with GitHub’s workflow parser', async (snippet) => {
    const { source, shift } = asWorkflow(snippet)
    expect(await workflowParserFindings(snippet.file, source, shift)).toEqual([])
  })
})

// --- Steps that use this action, with the lines of what they declare and read ---

interface Reference {
  where: string
  name: string
}
interface Usage {
  inputs: Reference[]
  outputs: Reference[]
  steps: number
}

const declared = parseDocument(read('action.yml')).toJS() as {
  inputs: Record<string, unknown>
  outputs: Record<string, unknown>
}
const INPUTS = Object.keys(declared.inputs)
const OUTPUTS = Object.keys(declared.outputs)

/** `steps.<id>.outputs.<name>`, also as `outputs['name']`. */
const OUTPUT_REFERENCE =
  /steps\.([A-Za-z_][\w-]*)\.outputs(?:\.([A-Za-z_][\w-]*)|\[\s*'([^']+)'\s*\])/g

/**
 * This action's steps in one YAML text (a workflow, or a README snippet that is a step list or a
 * `jobs:` mapping): the `with:` keys they pass and the outputs read from them in the same job.
 * `firstLine` is the text's first line in `file`, for the locations.
 */
function usage(file: string, text: string, firstLine = 1): Usage {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines })
  const at = (offset: number): string => `${file}:${lines.linePos(offset).line + firstLine - 1}`
  const found: Usage = { inputs: [], outputs: [], steps: 0 }
  // A job's steps, and the part of the text that can read their outputs.
  const scopes: Array<{ steps: Node | null; from: number; to: number }> = []
  const contents = doc.contents
  if (isSeq(contents)) scopes.push({ steps: contents, from: 0, to: text.length })
  else if (isMap(contents)) {
    const jobs = contents.get('jobs', true)
    if (isMap(jobs))
      for (const pair of jobs.items) {
        const job = pair.value
        if (isMap(job) && job.range)
          scopes.push({
            steps: job.get('steps', true) as Node,
            from: job.range[0],
            to: job.range[2]
          })
      }
  }
  for (const scope of scopes) {
    if (!isSeq(scope.steps)) continue
    const ids = new Set<string>()
    for (const step of scope.steps.items) {
      if (!isMap(step) || !String(step.get('uses') ?? '').startsWith(OURS)) continue
      found.steps += 1
      const id = step.get('id')
      if (typeof id === 'string') ids.add(id)
      const inputs = step.get('with', true) as YAMLMap | undefined
      for (const pair of isMap(inputs) ? inputs.items : []) {
        const key = pair.key as Node
        if (isScalar(key) && key.range)
          found.inputs.push({ where: at(key.range[0]), name: String(key.value) })
      }
    }
    for (const match of text.slice(scope.from, scope.to).matchAll(OUTPUT_REFERENCE)) {
      const [, id, dotted, quoted] = match
      if (id !== undefined && ids.has(id))
        found.outputs.push({ where: at(scope.from + match.index), name: dotted ?? quoted ?? '' })
    }
  }
  return found
}

const undeclared = (references: Reference[], declared: string[]): string[] =>
  references
    .filter((reference) => !declared.includes(reference.name))
    .map((reference) => `${reference.where}: ${reference.name}`)

describe('steps that use the action', () => {
  const examples = yamlFiles('examples/').map((path) => ({ path, found: usage(path, read(path)) }))
  const readme = readmeSnippets().map((snippet) =>
    usage(snippet.file, snippet.text, snippet.firstLine)
  )
  const inReadme: Usage = {
    inputs: readme.flatMap((found) => found.inputs),
    outputs: readme.flatMap((found) => found.outputs),
    steps: readme.reduce((sum, found) => sum + found.steps, 0)
  }

  it('are found in the snippets of the README and its docs pages, flow mappings included', () => {
    expect(readmeSnippets().length).toBeGreaterThanOrEqual(5)
    expect(inReadme.steps).toBeGreaterThanOrEqual(10)
    // `with: { operation: list-settings, … }` is read as a mapping like any other.
    expect(inReadme.inputs.filter((input) => input.name === 'operation').length).toBe(
      inReadme.steps
    )
  })

  it('pass only declared inputs in the README', () => {
    expect(undeclared(inReadme.inputs, INPUTS)).toEqual([])
  })

  it('are read only through declared outputs in the README', () => {
    expect(inReadme.outputs.length).toBeGreaterThan(0)
    expect(undeclared(inReadme.outputs, OUTPUTS)).toEqual([])
  })

  it.each(examples)('$path reads only declared outputs', ({ found }) => {
    expect(undeclared(found.outputs, OUTPUTS)).toEqual([])
  })

  it('are read through their outputs in the examples', () => {
    const names = new Set(examples.flatMap(({ found }) => found.outputs.map((o) => o.name)))
    expect(names.size).toBeGreaterThanOrEqual(10)
  })

  it('are located to the line', () => {
    // Each location is a line of its page that names the input or the output.
    const misplaced = [...inReadme.inputs, ...inReadme.outputs].filter(({ where, name }) => {
      const [file = '', number = ''] = where.split(':')
      const line = read(file).split('\n')[Number(number) - 1] ?? ''
      return !line.includes(`${name}:`) && !line.includes(`outputs.${name}`)
    })
    expect(misplaced).toEqual([])
  })
})
