// scripts/doc-tables.mjs: the tables `npm run docs` writes from what the project holds, here on a
// made-up project folder: the areas by layer (docs/architecture.md) and the files of dist/
// (docs/decisions/0001-lazy-chunks.md). generate-docs.mjs --check fails when the docs differ.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { SIZE_TOLERANCE, areaLayers, chunkTable } from '../../scripts/doc-tables.mjs'

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
