// Tables of the docs that are measured, not written by hand (scripts/generate-docs.mjs puts them
// between marker comments; its --check fails when they would change):
// - each family page's inputs and outputs (docs/key-pair.md, …), and those every operation shares
//   (docs/every-operation.md), from action.yml and the operations each input is read for
//   (src/inputs/table.ts, INPUTS[name].usedBy);
// - the areas of src/operations/ and the file each layer has for them (docs/architecture.md);
// - the files of dist/ and what each holds, from dist/chunks.json (docs/decisions/0001-lazy-chunks.md).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'

/** A chunk's size may move this far from the table's before the table is rewritten. */
export const SIZE_TOLERANCE = 0.05

const row = (cells) => `| ${cells.join(' | ')} |`
const code = (text) => `\`${text}\``

// --- Family pages: one page of docs/ per family of operations ---

/**
 * Each family of operations, its page, and the outputs its operations set. Every operation is in
 * exactly one family, and every output of action.yml in a family or in EVERY_OPERATION.outputs
 * (test/project/doc-tables.test.ts): a new operation or output cannot be left off the docs.
 * The inputs are not listed here: a page shows those whose usedBy names one of its operations.
 * @type {Array<{ page: string, operations: string[], outputs: string[] }>}
 */
export const FAMILIES = [
  {
    page: 'docs/key-pair.md',
    operations: [
      'find-key-pair',
      'create-key-pair',
      'update-key-pair',
      'set-key-pair',
      'delete-key-pair',
      'rotate-key-pair'
    ],
    outputs: [
      'exists',
      'fingerprint',
      'fingerprint-sha256',
      'public-key',
      'ssh-public-key',
      'description',
      'previous-fingerprint',
      'deploy-key-id',
      'key-age-days'
    ]
  },
  {
    page: 'docs/caches.md',
    operations: ['list-caches', 'delete-caches'],
    outputs: ['caches', 'count', 'total-size', 'deleted-count', 'deleted-size']
  },
  {
    page: 'docs/settings.md',
    operations: ['list-settings', 'get-setting', 'set-setting'],
    outputs: ['settings', 'value', 'matches']
  },
  {
    page: 'docs/settings-as-code.md',
    operations: [
      'check-settings',
      'apply-settings',
      'export-settings',
      'list-env-vars',
      'list-crons'
    ],
    outputs: ['matches', 'drift', 'changes', 'desired-settings', 'env-vars', 'crons', 'count']
  },
  {
    page: 'docs/builds.md',
    operations: ['list-builds', 'trigger-build', 'wait-for-build', 'restart-build', 'cancel-build'],
    outputs: [
      'builds',
      'count',
      'request-id',
      'remaining-requests',
      'build-id',
      'build-number',
      'build-state',
      'build-url',
      'jobs',
      'log-files',
      'restarted-jobs',
      'duration'
    ]
  },
  {
    page: 'docs/branches-and-repositories.md',
    operations: ['list-branches', 'list-repositories'],
    outputs: ['branches', 'default-branch', 'repositories', 'count']
  },
  {
    page: 'docs/secure-values.md',
    operations: ['encrypt-value', 'encrypt-file', 'encrypt-travis-yml'],
    outputs: ['secure', 'encrypted-file', 'decrypt-command']
  },
  {
    page: 'docs/travis-yml-checks.md',
    operations: ['check-travis-yml'],
    // count and jobs are shared with other families: each page shows those its operations set.
    outputs: ['messages', 'count', 'valid', 'jobs', 'jobs-diff']
  }
]

/** The page of what every operation shares: the inputs every one reads, the outputs every one sets. */
export const EVERY_OPERATION = {
  page: 'docs/every-operation.md',
  outputs: ['result', 'changed', 'result-file']
}

/** A description or default as one table cell: one line, pipes escaped. */
const cell = (text) => String(text).replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim()
const codeCell = (text) => (text === '' ? '' : code(text))

/**
 * The inputs of action.yml with the operations that read each (src/inputs/table.ts), refusing an
 * input that one of the two has and the other lacks: a page would show it wrongly.
 * @param {{ inputs: Record<string, { description: string, default?: unknown, required?: boolean }> }} action
 * @param {Record<string, { usedBy: readonly string[] | 'all' }>} usage
 */
function inputsWithUsage(action, usage) {
  const declared = Object.keys(action.inputs)
  const unread = declared.filter((name) => !(name in usage))
  const undeclared = Object.keys(usage).filter((name) => !declared.includes(name))
  if (unread.length > 0 || undeclared.length > 0) {
    throw new Error(
      [
        unread.length > 0 ? `action.yml's ${unread.join(', ')} not in src/inputs/table.ts` : '',
        undeclared.length > 0
          ? `src/inputs/table.ts's ${undeclared.join(', ')} not in action.yml`
          : ''
      ]
        .filter(Boolean)
        .join('; ')
    )
  }
  return Object.entries(action.inputs).map(([name, spec]) => ({
    name,
    spec,
    usedBy: usage[name]?.usedBy ?? []
  }))
}

const inputName = (name, spec) => `${code(name)}${spec.required ? ' (required)' : ''}`

/** The inputs every operation reads (usedBy 'all'), in action.yml's order. */
export function sharedInputsTable(action, usage) {
  return [
    row(['Input', 'Default', 'Description']),
    row(Array(3).fill('---')),
    ...inputsWithUsage(action, usage)
      .filter(({ usedBy }) => usedBy === 'all')
      .map(({ name, spec }) =>
        row([inputName(name, spec), codeCell(cell(spec.default ?? '')), cell(spec.description)])
      )
  ].join('\n')
}

/**
 * The inputs some of `operations` read, in action.yml's order, with which of them ("all" when
 * every one); the inputs every operation reads are on EVERY_OPERATION's page instead.
 */
export function familyInputsTable(action, usage, operations) {
  const rows = []
  for (const { name, spec, usedBy } of inputsWithUsage(action, usage)) {
    if (usedBy === 'all') continue
    const readers = operations.filter((operation) => usedBy.includes(operation))
    if (readers.length === 0) continue
    const which = readers.length === operations.length ? 'all' : readers.map(code).join(', ')
    rows.push(
      row([
        inputName(name, spec),
        codeCell(cell(spec.default ?? '')),
        which,
        cell(spec.description)
      ])
    )
  }
  return [
    row(['Input', 'Default', 'Operations', 'Description']),
    row(Array(4).fill('---')),
    ...rows
  ].join('\n')
}

/** The outputs named, in action.yml's order; a name action.yml lacks is refused. */
export function outputsTable(action, names) {
  const missing = names.filter((name) => !(name in action.outputs))
  if (missing.length > 0) throw new Error(`action.yml has no output ${missing.join(', ')}`)
  return [
    row(['Output', 'Description']),
    row(Array(2).fill('---')),
    ...Object.entries(action.outputs)
      .filter(([name]) => names.includes(name))
      .map(([name, spec]) => row([code(name), cell(spec.description)]))
  ].join('\n')
}

/**
 * The generated sections of EVERY_OPERATION's page and of each family page, from action.yml (as
 * parsed) and INPUTS of src/inputs/table.ts.
 * @returns {Array<{ page: string, sections: Record<string, () => string> }>}
 */
export function familyPages(action, usage) {
  return [
    {
      page: EVERY_OPERATION.page,
      sections: {
        inputs: () => sharedInputsTable(action, usage),
        outputs: () => outputsTable(action, EVERY_OPERATION.outputs)
      }
    },
    ...FAMILIES.map(({ page, operations, outputs }) => ({
      page,
      sections: {
        inputs: () => familyInputsTable(action, usage, operations),
        outputs: () => outputsTable(action, outputs)
      }
    }))
  ]
}

// --- Writing the sections of a page ---

const markers = (marker) =>
  new RegExp(`(<!-- ${marker}:start -->)([\\s\\S]*?)(<!-- ${marker}:end -->)`)

/**
 * The page's text with each generated section rebuilt (marker name → the section's text, given
 * what the page holds there now), formatted as prettier would, so that format checks and
 * generate-docs.mjs --check agree. `file` is the page's path, for prettier's configuration.
 * @param {string} text
 * @param {string} page the page's name, for the error of a missing marker
 * @param {Record<string, (current: string) => string | Promise<string>>} sections
 * @param {string} file
 */
export async function withSections(text, page, sections, file) {
  let next = text
  for (const [marker, build] of Object.entries(sections)) {
    const found = markers(marker).exec(next)
    if (!found) throw new Error(`${page} lacks the <!-- ${marker}:start/end --> markers`)
    const content = await build(found[2] ?? '')
    next = next.replace(markers(marker), (_, start, __, end) => `${start}\n${content}\n${end}`)
  }
  return format(next, { ...(await resolveConfig(file)), parser: 'markdown' })
}

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
