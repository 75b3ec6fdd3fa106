// `npm run docs`: writes the parts of the docs that are measured rather than written by hand,
// between marker comments (<!-- name:start --> … <!-- name:end -->), so they cannot drift:
// - each family page of docs/ (docs/key-pair.md, docs/caches.md, …): the inputs its operations read
//   and the outputs they set, and docs/every-operation.md those every operation shares, from
//   action.yml and src/inputs/table.ts (which operations read each input);
// - docs/architecture.md: the areas by layer (doc-tables.mjs), and the files on the path of
//   set-key-pair, delete-caches and apply-settings (follow.mjs, `npm run follow`);
// - docs/decisions/0001-lazy-chunks.md: the files of dist/ and what each holds (dist/chunks.json,
//   written by `npm run build`).
// `--check` fails when any of them would change.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { areaLayers, chunkTable, familyPages, withSections } from './doc-tables.mjs'
import { followSection } from './follow.mjs'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const action = parse(readFileSync(new URL('../action.yml', import.meta.url), 'utf8'))
// The one table of which operation reads which input (table.ts has only `import type`, so Node
// strips its types and runs it as it is).
const { INPUTS } = await import('../src/inputs/table.ts')

/**
 * Each page and its generated sections: marker name → the section's text, given what the page
 * holds there now.
 * @type {Array<{ page: string, from: string, sections: Record<string, (current: string) => string | Promise<string>> }>}
 */
const PAGES = [
  ...familyPages(action, INPUTS).map(({ page, sections }) => ({
    page,
    from: 'action.yml and src/inputs/table.ts',
    sections
  })),
  {
    page: 'docs/architecture.md',
    from: 'src/ and npm run follow',
    sections: { 'area-layers': () => areaLayers(ROOT), follow: followSection }
  },
  {
    page: 'docs/decisions/0001-lazy-chunks.md',
    from: 'dist/chunks.json (npm run build)',
    sections: { chunks: (current) => chunkTable(ROOT, current) }
  }
]

let stale = 0
for (const { page, from, sections } of PAGES) {
  const file = new URL(`../${page}`, import.meta.url)
  const current = readFileSync(file, 'utf8')
  const next = await withSections(current, page, sections, fileURLToPath(file))
  if (next === current) {
    console.log(`${page}: the generated parts match ${from}`)
  } else if (process.argv.includes('--check')) {
    console.error(`${page}: the generated parts differ from ${from}: run npm run docs`)
    stale++
  } else {
    writeFileSync(file, next)
    console.log(`${page}: the generated parts updated from ${from}`)
  }
}
if (stale > 0) process.exitCode = 1
