// `npm run docs`: writes the parts of the docs that are measured rather than written by hand,
// between marker comments (<!-- name:start --> … <!-- name:end -->), so they cannot drift:
// - README.md: the Inputs and Outputs tables, from action.yml;
// - docs/architecture.md: the areas by layer (doc-tables.mjs), and the files on the path of
//   set-key-pair, delete-caches and apply-settings (follow.mjs, `npm run follow`);
// - docs/decisions/0001-lazy-chunks.md: the files of dist/ and what each holds (dist/chunks.json,
//   written by `npm run build`).
// `--check` fails when any of them would change.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { parse } from 'yaml'
import { areaLayers, chunkTable } from './doc-tables.mjs'
import { followSection } from './follow.mjs'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const action = parse(readFileSync(new URL('../action.yml', import.meta.url), 'utf8'))

const cell = (text) => String(text).replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim()
const code = (text) => (text === '' ? '' : `\`${text}\``)

const inputs = () =>
  [
    '| Input | Default | Description |',
    '| --- | --- | --- |',
    ...Object.entries(action.inputs).map(
      ([name, spec]) =>
        `| \`${name}\`${spec.required ? ' (required)' : ''} | ${code(cell(spec.default ?? ''))} | ${cell(spec.description)} |`
    )
  ].join('\n')

const outputs = () =>
  [
    '| Output | Description |',
    '| --- | --- |',
    ...Object.entries(action.outputs).map(
      ([name, spec]) => `| \`${name}\` | ${cell(spec.description)} |`
    )
  ].join('\n')

/**
 * Each page and its generated sections: marker name → the section's text, given what the page
 * holds there now.
 * @type {Array<{ page: string, from: string, sections: Record<string, (current: string) => string | Promise<string>> }>}
 */
const PAGES = [
  { page: 'README.md', from: 'action.yml', sections: { inputs, outputs } },
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

const pattern = (marker) =>
  new RegExp(`(<!-- ${marker}:start -->)([\\s\\S]*?)(<!-- ${marker}:end -->)`)

async function replaceBetween(text, page, marker, build) {
  const found = pattern(marker).exec(text)
  if (!found) throw new Error(`${page} lacks the <!-- ${marker}:start/end --> markers`)
  const content = await build(found[2])
  return text.replace(pattern(marker), (_, start, __, end) => `${start}\n${content}\n${end}`)
}

let stale = 0
for (const { page, from, sections } of PAGES) {
  const file = new URL(`../${page}`, import.meta.url)
  const current = readFileSync(file, 'utf8')
  let next = current
  for (const [marker, build] of Object.entries(sections)) {
    next = await replaceBetween(next, page, marker, build)
  }
  // Formatted as prettier would, so that format checks and this check agree.
  next = await format(next, { ...(await resolveConfig(fileURLToPath(file))), parser: 'markdown' })
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
