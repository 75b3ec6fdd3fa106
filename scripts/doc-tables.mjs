// Tables of the docs that are measured, not written by hand (scripts/generate-docs.mjs puts them
// between marker comments; its --check fails when they would change):
// - the areas of src/operations/ and the file each layer has for them (docs/architecture.md);
// - the files of dist/ and what each holds, from dist/chunks.json (docs/decisions/0001-lazy-chunks.md).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** A chunk's size may move this far from the table's before the table is rewritten. */
export const SIZE_TOLERANCE = 0.05

const row = (cells) => `| ${cells.join(' | ')} |`
const code = (text) => `\`${text}\``

/** Folders of `dir`, sorted. */
function foldersOf(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

/** Each area (a folder of src/operations/) and its file or folder in each layer, or "none". */
export function areaLayers(root) {
  const layers = [
    ['inputs', (area) => `src/inputs/${area}.ts`],
    ['report', (area) => `src/report/areas/${area}.ts`],
    ['e2e tests', (area) => `test/e2e/${area}/`],
    ['unit tests', (area) => `test/unit/operations/${area}/`]
  ]
  const lines = [
    row(['area', 'operations', ...layers.map(([name]) => name)]),
    row(Array(layers.length + 2).fill('---'))
  ]
  for (const area of foldersOf(join(root, 'src', 'operations'))) {
    const files = readdirSync(join(root, 'src', 'operations', area)).length
    const cells = layers.map(([, path]) => {
      const where = path(area)
      return existsSync(join(root, where)) ? code(where.replace(/^src\//, '')) : 'none'
    })
    lines.push(
      row([
        area,
        `${code(`operations/${area}/`)} (${files} file${files === 1 ? '' : 's'})`,
        ...cells
      ])
    )
  }
  return lines.join('\n')
}

/** `40.index.js` → 40; the entry first. */
const order = (file) => (file === 'index.js' ? -1 : Number.parseInt(file, 10))

/** The size cell of each file in a chunk table as written (kB, e.g. `23`), by file. */
function sizesIn(table) {
  const sizes = new Map()
  for (const line of table.split('\n')) {
    const match = /^\|\s*`([^`]+\.js)`\s*\|\s*([\d,]+)\s*\|/.exec(line)
    if (match) sizes.set(match[1], match[2])
  }
  return sizes
}

/**
 * The files of dist/ and what each holds. A size is kept as the current table writes it while
 * within SIZE_TOLERANCE of the file's, so that a rebuild does not rewrite the table for a few bytes.
 */
export function chunkTable(root, current = '') {
  const dist = join(root, 'dist')
  const mapFile = join(dist, 'chunks.json')
  if (!existsSync(mapFile)) throw new Error('dist/chunks.json is missing: run npm run build')
  /** @type {Record<string, { src: string[], packages: string[], loadedBy: string[] }>} */
  const map = JSON.parse(readFileSync(mapFile, 'utf8'))
  const onDisk = readdirSync(dist).filter((name) => name.endsWith('.js'))
  const unmapped = onDisk.filter((name) => !(name in map))
  if (unmapped.length > 0) {
    throw new Error(`dist/chunks.json does not name ${unmapped.join(', ')}: run npm run build`)
  }
  const written = sizesIn(current)
  const lines = [
    row(['file', 'kB', 'files of `src/`', 'packages', 'loaded by']),
    row(Array(5).fill('---'))
  ]
  for (const file of Object.keys(map).sort((a, b) => order(a) - order(b))) {
    const { src, packages, loadedBy } = map[file]
    const kB = statSync(join(dist, file)).size / 1000
    const old = Number((written.get(file) ?? '').replace(/,/g, ''))
    const size =
      old > 0 && Math.abs(old - kB) <= kB * SIZE_TOLERANCE
        ? written.get(file)
        : Math.round(kB).toLocaleString('en-US')
    const files =
      file === 'index.js'
        ? `${src.length} files, what every run needs`
        : src.map(code).join(', ') || 'none'
    const loaded = file === 'index.js' ? 'every run' : loadedBy.map(code).join(', ')
    lines.push(row([code(file), size, files, packages.map(code).join(', ') || 'none', loaded]))
  }
  return lines.join('\n')
}
