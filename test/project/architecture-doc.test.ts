// docs/architecture.md and the decisions say what src/ holds, and stay true: every file of src/ is
// named in the table row of its folder (the folder table, the operation areas) and every file a
// row names exists; every path the pages name in code marks exists; src/ cites the repository's
// own docs only. The generated parts (areas by layer, the files on an operation's path, the chunk
// table of decision 0001) are kept by `node scripts/generate-docs.mjs --check`.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const SRC = join(ROOT, 'src')
const ARCHITECTURE = join(ROOT, 'docs', 'architecture.md')
const DECISIONS = readdirSync(join(ROOT, 'docs', 'decisions'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => join(ROOT, 'docs', 'decisions', name))

/** Files under `dir`, relative to it, forward slashes, sorted. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort()
}

/** The text in code marks of a piece of Markdown. */
const codeSpans = (text: string): string[] => [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1])

/**
 * The rows of the tables whose first cell names folders of src/ (`travis/`, `operations/key-pair/`)
 * or files at its top (`main.ts`), outside generated sections: folder ('' for the top) → the
 * names the row's other cells hold in code marks (all cells for the top).
 */
export function folderRows(markdown: string): Map<string, Set<string>> {
  const handWritten = markdown.replace(/<!-- ([\w-]+):start -->[\s\S]*?<!-- \1:end -->/g, '')
  const rows = new Map<string, Set<string>>()
  for (const line of handWritten.split('\n')) {
    const cells = line.split(/(?<!\\)\|/).slice(1, -1)
    if (cells.length < 2) continue
    const first = codeSpans(cells[0] ?? '')
    const folders = first.filter((name) => /^[a-z-]+(\/[a-z-]+)*\/$/.test(name))
    const topFiles = first.filter((name) => /^[a-z-]+\.ts$/.test(name))
    const named = codeSpans(cells.slice(1).join('|'))
    for (const folder of folders) rows.set(folder, new Set(named))
    if (topFiles.length > 0) rows.set('', new Set([...topFiles, ...named]))
  }
  return rows
}

/** The row of the deepest folder that holds `file` (relative to src/), and its name there. */
function rowOf(rows: Map<string, Set<string>>, file: string) {
  const folder = [...rows.keys()]
    .filter((name) => file.startsWith(name) && (name !== '' || !file.includes('/')))
    .sort((a, b) => b.length - a.length)[0]
  return folder === undefined ? undefined : { folder, name: file.slice(folder.length) }
}

describe('docs/architecture.md names what src/ holds', () => {
  const markdown = readFileSync(ARCHITECTURE, 'utf8')
  const rows = folderRows(markdown)

  it('every file of src/ is named in the table row of its folder', () => {
    const unnamed = filesUnder(SRC).filter((file) => {
      const row = rowOf(rows, file)
      return row === undefined || !rows.get(row.folder)?.has(row.name)
    })
    expect(unnamed, 'add them to their row of docs/architecture.md').toEqual([])
  })

  it('every file a row names exists in that folder', () => {
    const missing = [...rows].flatMap(([folder, names]) =>
      [...names]
        .filter((name) => /^[\w-]+(\/[\w-]+)*\.ts$/.test(name))
        .map((name) => `${folder}${name}`)
        .filter((file) => !existsSync(join(SRC, file)))
    )
    expect(missing).toEqual([])
  })

  it('has a row for each area of src/operations/', () => {
    const areas = readdirSync(join(SRC, 'operations'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `operations/${entry.name}/`)
    expect(areas.length).toBeGreaterThan(0)
    expect(areas.filter((area) => !rows.has(area))).toEqual([])
  })
})

/** Folders .gitignore names (coverage/): what the tools write there is named, not kept. */
const IGNORED = readFileSync(join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .filter((line) => /^[\w.-]+\/$/.test(line.trim()))

/**
 * Whether a path a page names exists: from src/ (or a folder of it), the root, the page's folder or
 * node_modules/, or
 * in a folder the tools write (.gitignore); a file a decision records as removed is named in a
 * paragraph that says so.
 */
function exists(path: string, page: string, paragraph: string): boolean {
  const bases = [SRC, ROOT, dirname(page), join(ROOT, 'node_modules')]
  // Only files of the repository: a path that leads out of it may exist on one machine only.
  const inside = (file: string) => file.startsWith(ROOT) && existsSync(file)
  return (
    bases.some((base) => inside(join(base, path))) ||
    // A table row names a file from its folder (`bodies/caches.ts` in the row of `report/`).
    filesUnder(SRC).some((file) => file.endsWith(`/${path}`)) ||
    IGNORED.some((folder) => path.startsWith(folder)) ||
    /\b(since removed|(is|are) gone)\b/.test(paragraph)
  )
}

describe('the paths the architecture and the decisions name exist', () => {
  const everywhere = new Set([
    ...readdirSync(ROOT),
    ...['src', 'test', 'scripts', 'bench', 'docs'].flatMap((dir) =>
      filesUnder(join(ROOT, dir)).map((file) => basename(file))
    )
  ])
  for (const page of [ARCHITECTURE, ...DECISIONS]) {
    it(page.slice(ROOT.length), () => {
      const paragraphs = readFileSync(page, 'utf8').split(/\n\s*\n/)
      const named = paragraphs.flatMap((paragraph) =>
        codeSpans(paragraph)
          .filter((span) => /^[\w./@+-]+\.(ts|mjs|js|md|json)$/.test(span))
          .map((path) => ({ path, paragraph }))
      )
      expect(named.length).toBeGreaterThan(0)
      const missing = named
        .filter(({ path, paragraph }) =>
          path.includes('/')
            ? !exists(path, page, paragraph)
            : !everywhere.has(path) && !existsSync(join(ROOT, 'dist', path))
        )
        .map(({ path }) => path)
      expect(missing).toEqual([])
    })
  }
})

describe('src/ cites the repository’s own docs', () => {
  it('no file of src/ cites ACTION-SPEC, a document outside the repository', () => {
    const citing = filesUnder(SRC).filter((file) =>
      readFileSync(join(SRC, file), 'utf8').includes('ACTION-SPEC')
    )
    expect(citing).toEqual([])
  })
})
