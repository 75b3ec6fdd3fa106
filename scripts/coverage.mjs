// `npm test` (after building dist/): line and branch coverage of src/ by the whole test suite,
// unit and e2e together, and a gate: exits 1 under 95% lines or 90% branches.
//
// The unit, property and in-process tests are measured by vitest's V8 provider. The e2e tests run
// the action in child processes, which vitest cannot see. Here those children run the very code
// vitest runs in-process: vitest's own transform of each file of src/ (written to
// coverage/modules.json before the tests), loaded module by module by scripts/coverage-child.mjs
// under NODE_V8_COVERAGE. Their V8 coverage is converted by vitest's provider with the same code
// and source maps, so both sides name the same statements, functions and branches at the same
// places, and istanbul adds them up item by item. The gate checks that the two sides' items are
// the same (coverage-items.mjs) rather than trust it, and fails if they are not.
// docs/decisions/0002-coverage-of-the-spawned-bundle.md says why the children do not run a bundle.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { mergeProcessCovs } from '@bcoe/v8-coverage'
import { V8CoverageProvider } from '@vitest/coverage-v8/dist/provider.js'
import libCoverage from 'istanbul-lib-coverage'
import libReport from 'istanbul-lib-report'
import reports from 'istanbul-reports'
import { coverageConfigDefaults } from 'vitest/config'
import { createVitest } from 'vitest/node'
import { MODULES_FILE, MODULE_HEAD } from './coverage-child.mjs'
import { differentItems } from './coverage-items.mjs'

export const THRESHOLDS = { lines: 95, branches: 90 }

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const OUT = join(ROOT, 'coverage')
const MAPS_FILE = join(OUT, 'modules-maps.json')
const CHILD_ENTRY = fileURLToPath(new URL('./coverage-child.mjs', import.meta.url))
const RAW_DIR = join(OUT, 'e2e-v8')
const UNIT_DIR = join(OUT, 'unit') // vitest.config.ts coverage.reportsDirectory
// `node scripts/coverage.mjs test/unit/x.test.ts …`: only those tests, reported without the gate.
const TEST_FILTERS = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))

/** Runs a command from the repository root with this Node; throws when it fails. */
function run(args, env = {}) {
  execFileSync(process.execPath, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env }
  })
}

/**
 * Vitest's transform of every file of src/, as its in-process tests run it and as its coverage
 * provider converts their coverage (project.vite's ssr environment): the code for the children
 * (MODULES_FILE, by Vite's id of the file), the source maps for the conversion (MAPS_FILE).
 */
export async function writeModules() {
  const vitest = await createVitest('test', { watch: false })
  try {
    const ssr = vitest.getRootProject().vite.environments.ssr
    const modules = {}
    const maps = {}
    const src = join(ROOT, 'src')
    for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts')) continue
      const file = join(entry.parentPath, entry.name)
      const result = await ssr.transformRequest(file)
      if (!result) throw new Error(`vitest did not transform ${relative(ROOT, file)}`)
      modules[`/${relative(ROOT, file)}`] = { file, code: result.code }
      maps[file] = result.map
    }
    writeFileSync(MODULES_FILE, JSON.stringify(modules))
    writeFileSync(MAPS_FILE, JSON.stringify(maps))
  } finally {
    await vitest.close()
  }
}

/** The children's V8 coverage of src/, merged over every process, as istanbul data. */
export async function childrenCoverage(rawDir) {
  const modules = JSON.parse(readFileSync(MODULES_FILE, 'utf8'))
  const maps = JSON.parse(readFileSync(MAPS_FILE, 'utf8'))
  const transformed = new Map(
    Object.values(modules).map(({ file, code }) => [file, { code, map: maps[file] }])
  )
  // One file per child process, each a few MB: merged one at a time to keep memory flat.
  let merged = { result: [] }
  for (const name of readdirSync(rawDir).filter((name) => name.endsWith('.json'))) {
    const cov = JSON.parse(readFileSync(join(rawDir, name), 'utf8'))
    const project = cov.result.filter((script) => transformed.has(pathOf(script.url)))
    merged = mergeProcessCovs([merged, { result: project }])
  }
  // Vitest's own conversion (ignored nodes of its transform included), as its provider does it
  // for the in-process tests: the script's V8 coverage starts after the function head that
  // coverage-child.mjs wraps each module in.
  const provider = new V8CoverageProvider()
  provider.options = coverageConfigDefaults
  provider.ctx = { logger: console }
  const map = libCoverage.createCoverageMap({})
  for (const { url, functions } of merged.result) {
    const transform = async () => structuredClone(transformed.get(pathOf(url)))
    const sources = await provider.getSources(url, transform, functions)
    map.merge(await provider.remapCoverage(url, MODULE_HEAD.length, sources, functions))
  }
  // As vitest's map, which comes from coverage-final.json: an end the source map does not place
  // is Infinity here and null there, and istanbul's merge compares locations as text.
  return libCoverage.createCoverageMap(JSON.parse(JSON.stringify(map.toJSON())))
}

/** @param {string} url */
function pathOf(url) {
  return url.startsWith('file:') ? fileURLToPath(url) : url
}

/** Text table to the console, HTML into coverage/html, totals returned. */
export function reportCoverage(map, dir) {
  const context = libReport.createContext({ dir, coverageMap: map, defaultSummarizer: 'nested' })
  for (const name of ['text', 'html', 'json-summary']) reports.create(name).execute(context)
  const summary = map.getCoverageSummary()
  return { lines: summary.lines.pct, branches: summary.branches.pct }
}

async function main() {
  // --report-only: convert and report what an earlier run left in coverage/, without running tests.
  if (!process.argv.includes('--report-only')) await measure()
  await gate()
}

async function measure() {
  rmSync(OUT, { recursive: true, force: true })
  mkdirSync(RAW_DIR, { recursive: true })
  await writeModules()
  run(
    ['node_modules/vitest/vitest.mjs', 'run', '--coverage', ...TEST_FILTERS],
    // Read by test/support/run-action.mjs: what the e2e tests spawn instead of dist/index.js, and
    // where its children write their V8 coverage.
    { COVERAGE_ACTION_ENTRY: CHILD_ENTRY, COVERAGE_V8_DIR: RAW_DIR }
  )
}

async function gate() {
  const map = libCoverage.createCoverageMap(
    JSON.parse(readFileSync(join(UNIT_DIR, 'coverage-final.json'), 'utf8'))
  )
  const children = await childrenCoverage(RAW_DIR)
  const differences = differentItems(map, children).map((line) => line.replace(ROOT, ''))
  if (differences.length > 0) {
    console.error(
      `The e2e children's coverage names ${differences.length} item(s) that vitest's does not, or ` +
        `the reverse, so the two cannot be added exactly; the first:\n${differences.slice(0, 10).join('\n')}`
    )
    process.exitCode = 1
    return
  }
  map.merge(children)
  writeFileSync(join(OUT, 'coverage-final.json'), JSON.stringify(map.toJSON()))
  const totals = reportCoverage(map, OUT)

  const short = Object.entries(THRESHOLDS).filter(([metric, goal]) => totals[metric] < goal)
  console.log(
    `\nCoverage of src/ (unit + e2e): lines ${totals.lines}% (gate ${THRESHOLDS.lines}%), ` +
      `branches ${totals.branches}% (gate ${THRESHOLDS.branches}%). HTML: ${relative(ROOT, resolve(OUT, 'index.html'))}`
  )
  if (TEST_FILTERS.length > 0) {
    console.log('Some tests only: the gate applies to the whole suite.')
  } else if (short.length > 0) {
    console.error(
      `Coverage is under the gate: ${short.map(([m, goal]) => `${m} ${totals[m]}% < ${goal}%`).join(', ')}.`
    )
    process.exitCode = 1
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
