// scripts/doc-tables.mjs: the tables `npm run docs` writes from what the project holds: each family
// page's inputs and outputs (docs/key-pair.md, …, and docs/every-operation.md) from action.yml and
// src/inputs/table.ts, here on the real files and on made-up ones; the areas by layer
// (docs/architecture.md) and the files of dist/ (docs/decisions/0001-lazy-chunks.md) on a made-up
// project folder. generate-docs.mjs --check fails when the docs differ; the family pages are
// checked here too, so a stale table fails the tests as well as CI's docs step.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { afterEach, describe, expect, it } from 'vitest'
import {
  EVERY_OPERATION,
  FAMILIES,
  SIZE_TOLERANCE,
  areaLayers,
  chunkTable,
  familyInputsTable,
  familyPages,
  outputsTable,
  sharedInputsTable,
  withSections
} from '../../scripts/doc-tables.mjs'
import { INPUTS } from '../../src/inputs/table.js'
import { OPERATIONS } from '../../src/model/operations.js'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8')
const ACTION = parse(read('action.yml')) as {
  inputs: Record<string, { description: string; default?: string; required?: boolean }>
  outputs: Record<string, { description: string }>
}

describe('the families of operations', () => {
  it('hold every operation of src/model/operations.ts exactly once, and no other', () => {
    const listed = FAMILIES.flatMap((family) => family.operations)
    const counts = OPERATIONS.map((operation) => [
      operation,
      listed.filter((name) => name === operation).length
    ])
    expect(counts.filter(([, count]) => count !== 1)).toEqual([])
    expect(listed.filter((name) => !(OPERATIONS as readonly string[]).includes(name))).toEqual([])
  })

  it('show every output of action.yml on a family page or among those every operation sets', () => {
    const shown = new Set([...EVERY_OPERATION.outputs, ...FAMILIES.flatMap((f) => f.outputs)])
    expect(Object.keys(ACTION.outputs).filter((name) => !shown.has(name))).toEqual([])
  })

  it('show every input of action.yml in some page’s table', () => {
    const tables = familyPages(ACTION, INPUTS)
      .map(({ sections }) => sections.inputs?.() ?? '')
      .join('\n')
    const missing = Object.keys(ACTION.inputs).filter((name) => !tables.includes(`| \`${name}\``))
    expect(missing).toEqual([])
  })
})

describe.each(familyPages(ACTION, INPUTS).map(({ page, sections }) => ({ page, sections })))(
  '$page',
  ({ page, sections }) => {
    it('exists, with the tables generate-docs.mjs writes from action.yml and src/inputs/table.ts', async () => {
      expect(existsSync(join(ROOT, page))).toBe(true)
      const current = read(page)
      expect(await withSections(current, page, sections, join(ROOT, page))).toBe(current)
    })
  }
)

/** A made-up action.yml and its usage table: caches and settings, and one input for all. */
const action = {
  inputs: {
    'travis-token': { description: 'The token.', required: true },
    branch: { description: 'Branch names,\n one per line.', default: '' },
    match: { description: 'A | in it.', default: '' },
    'dry-run': { description: 'Every write.', default: 'false' },
    setting: { description: 'A setting.', default: '' }
  },
  outputs: {
    result: { description: 'The result.' },
    caches: { description: 'The caches.' },
    count: { description: 'How many.' }
  }
}
const usage = {
  'travis-token': { usedBy: 'all' },
  branch: { usedBy: ['list-caches', 'delete-caches'] },
  match: { usedBy: ['list-caches', 'delete-caches'] },
  'dry-run': { usedBy: ['delete-caches', 'set-setting'] },
  setting: { usedBy: ['set-setting'] }
} as const

describe('familyInputsTable', () => {
  it('lists the inputs the family reads, with which of its operations, in action.yml’s order', () => {
    expect(familyInputsTable(action, usage, ['list-caches', 'delete-caches']).split('\n')).toEqual([
      '| Input | Default | Operations | Description |',
      '| --- | --- | --- | --- |',
      '| `branch` |  | all | Branch names, one per line. |',
      '| `match` |  | all | A \\| in it. |',
      '| `dry-run` | `false` | `delete-caches` | Every write. |'
    ])
  })

  it('leaves the inputs every operation reads to the shared table', () => {
    expect(sharedInputsTable(action, usage).split('\n').slice(2)).toEqual([
      '| `travis-token` (required) |  | The token. |'
    ])
  })

  it('refuses an input that action.yml and src/inputs/table.ts do not both have', () => {
    const withoutSetting = Object.fromEntries(
      Object.entries(usage).filter(([name]) => name !== 'setting')
    )
    expect(() => familyInputsTable(action, withoutSetting, ['set-setting'])).toThrow(
      "action.yml's setting not in src/inputs/table.ts"
    )
    const extra = { ...usage, retries: { usedBy: 'all' } } as const
    expect(() => sharedInputsTable(action, extra)).toThrow(
      "src/inputs/table.ts's retries not in action.yml"
    )
  })
})

describe('outputsTable', () => {
  it('lists the outputs named, in action.yml’s order, and refuses one action.yml lacks', () => {
    expect(outputsTable(action, ['count', 'caches']).split('\n').slice(2)).toEqual([
      '| `caches` | The caches. |',
      '| `count` | How many. |'
    ])
    expect(() => outputsTable(action, ['caches', 'cache-count'])).toThrow(
      'action.yml has no output cache-count'
    )
  })
})

describe('withSections', () => {
  const file = join(ROOT, 'docs/caches.md')
  const page = (table: string) =>
    `# Caches\n\n<!-- outputs:start -->\n\n${table}\n\n<!-- outputs:end -->\n`
  const sections = { outputs: () => outputsTable(action, ['caches']) }

  it('keeps a page whose table is current, and rewrites a stale one', async () => {
    const current = await withSections(page('old'), 'caches.md', sections, file)
    expect(await withSections(current, 'caches.md', sections, file)).toBe(current)
    const stale = current.replace('The caches.', 'The caches, as they were.')
    expect(stale).not.toBe(current)
    expect(await withSections(stale, 'caches.md', sections, file)).toBe(current)
  })

  it('refuses a page without the markers', async () => {
    await expect(withSections('# Caches\n', 'caches.md', sections, file)).rejects.toThrow(
      'caches.md lacks the <!-- outputs:start/end --> markers'
    )
  })
})

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A project folder holding these files (path → text). */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'doc-tables-'))
  roots.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

const MAP = {
  'index.js': { src: ['main.ts', 'index.ts'], packages: ['@actions/core'], loadedBy: [] },
  '40.index.js': {
    src: ['keys/prove.ts'],
    packages: ['sshpk'],
    loadedBy: ['operations/index.ts → ./key-pair/writes.js']
  }
}

describe('areaLayers', () => {
  it('names each layer’s file of each area, and "none" where a layer has none', () => {
    const root = project({
      'src/operations/caches/caches.ts': '',
      'src/operations/caches/plan.ts': '',
      'src/operations/rotation/rotate.ts': '',
      'src/inputs/caches.ts': '',
      'src/report/areas/caches.ts': '',
      'test/e2e/caches/caches.test.ts': '',
      'test/e2e/rotation/rotate.test.ts': ''
    })
    expect(areaLayers(root).split('\n')).toEqual([
      '| area | operations | inputs | report | e2e tests | unit tests |',
      '| --- | --- | --- | --- | --- | --- |',
      '| caches | `operations/caches/` (2 files) | `inputs/caches.ts` | `report/areas/caches.ts` | `test/e2e/caches/` | none |',
      '| rotation | `operations/rotation/` (1 file) | none | none | `test/e2e/rotation/` | none |'
    ])
  })
})

describe('chunkTable', () => {
  const dist = (sizes: Record<string, number>, map: object = MAP) =>
    project({
      'dist/chunks.json': JSON.stringify(map),
      ...Object.fromEntries(
        Object.entries(sizes).map(([file, size]) => [`dist/${file}`, 'x'.repeat(size)])
      )
    })

  it('lists the entry first, then the chunks by number: size, files of src/, packages, loaded by', () => {
    const root = dist({ 'index.js': 484_560, '40.index.js': 23_322 })
    expect(chunkTable(root).split('\n').slice(2)).toEqual([
      '| `index.js` | 485 | 2 files, what every run needs | `@actions/core` | every run |',
      '| `40.index.js` | 23 | `keys/prove.ts` | `sshpk` | `operations/index.ts → ./key-pair/writes.js` |'
    ])
  })

  it(`keeps a size as written while within ${SIZE_TOLERANCE * 100}%, and rewrites it past that`, () => {
    const written = [
      '| file | kB | files of `src/` | packages | loaded by |',
      '| `index.js`     | 470 | … |',
      '| `40.index.js`  | 20  | … |'
    ].join('\n')
    const root = dist({ 'index.js': 484_560, '40.index.js': 23_322 })
    const rows = chunkTable(root, written).split('\n')
    // 470 is 3% off 484.6 kB: kept; 20 is 14% off 23.3 kB: rewritten.
    expect(rows[2]).toMatch(/^\| `index\.js` \| 470 \|/)
    expect(rows[3]).toMatch(/^\| `40\.index\.js` \| 23 \|/)
  })

  it('refuses a dist/ whose chunks.json is missing or does not name a file of it', () => {
    expect(() => chunkTable(project({ 'dist/index.js': '' }))).toThrow(
      'dist/chunks.json is missing: run npm run build'
    )
    const root = dist({ 'index.js': 10, '40.index.js': 10, '99.index.js': 10 })
    expect(() => chunkTable(root)).toThrow('dist/chunks.json does not name 99.index.js')
  })
})
