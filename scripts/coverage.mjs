// `npm run coverage`: line and branch coverage of src/ by the whole test suite, unit and e2e
// together, and a gate: exits 1 under 95% lines or 90% branches.
//
// The unit, property and in-process tests are measured by vitest's V8 provider. The e2e tests run
// the bundled action in child processes, which vitest cannot see: here they run a bundle built with
// a source map (coverage/dist/, same sources as dist/) under NODE_V8_COVERAGE, and the children's
// V8 coverage goes through the converter and parser vitest itself uses (ast-v8-to-istanbul over
// vitest's parseAstAsync), mapped back to src/*.ts and added to vitest's map line by line
// (coverage-merge.mjs says why).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { mergeProcessCovs } from '@bcoe/v8-coverage'
import convert from 'ast-v8-to-istanbul'
import libCoverage from 'istanbul-lib-coverage'
import libReport from 'istanbul-lib-report'
import reports from 'istanbul-reports'
import { parseAstAsync } from 'vitest/node'
import { addBundleHits } from './coverage-merge.mjs'

export const THRESHOLDS = { lines: 95, branches: 90 }

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const OUT = join(ROOT, 'coverage')
const BUNDLE_DIR = join(OUT, 'dist')
const RAW_DIR = join(OUT, 'e2e-v8')
const UNIT_DIR = join(OUT, 'unit') // vitest.config.ts coverage.reportsDirectory
const SRC = join(ROOT, 'src') + sep
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

/** The children's V8 coverage of the bundle, merged over every process, as istanbul data. */
export async function bundleCoverage(rawDir, bundleDir) {
  const bundleUrl = pathToFileURL(bundleDir).href + '/'
  // One file per child process, each a few MB: merged one at a time to keep memory flat.
  let merged = { result: [] }
  for (const name of readdirSync(rawDir).filter((name) => name.endsWith('.json'))) {
    const cov = JSON.parse(readFileSync(join(rawDir, name), 'utf8'))
    const bundleOnly = { result: cov.result.filter((s) => s.url.startsWith(bundleUrl)) }
    merged = mergeProcessCovs([merged, bundleOnly])
  }
  const map = libCoverage.createCoverageMap({})
  for (const script of merged.result) {
    const file = fileURLToPath(script.url)
    // Only the bundle's own chunks; ncc's sourcemap-register.cjs has no map and no project code.
    if (!existsSync(`${file}.map`)) continue
    const code = readFileSync(file, 'utf8')
    const sourceMap = JSON.parse(readFileSync(`${file}.map`, 'utf8'))
    // ncc names the sources relative to the repository root behind one or more "../" and "./";
    // make the project's own absolute so they match vitest's file names.
    sourceMap.sources = sourceMap.sources.map((source) => {
      const path = source.replace(/^(\.\.?\/)+/, '')
      return path.startsWith('src/') ? join(ROOT, path) : source
    })
    const data = await convert({
      code,
      ast: parseAstAsync(code),
      coverage: { url: script.url, functions: script.functions },
      sourceMap,
      wrapperLength: 0
    })
    for (const [name, fileCoverage] of Object.entries(data)) {
      if (name.startsWith(SRC)) map.merge({ [name]: fileCoverage })
    }
  }
  return map
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

  // The bundle the e2e children run: the build of `npm run build`, with a source map.
  run([
    'node_modules/@vercel/ncc/dist/ncc/cli.js',
    'build',
    'src/index.ts',
    '-o',
    relative(ROOT, BUNDLE_DIR),
    '--source-map',
    '--quiet'
  ])
  run(
    ['node_modules/vitest/vitest.mjs', 'run', '--coverage', ...TEST_FILTERS],
    // Read by test/support/run-action.mjs: which bundle the e2e tests spawn, and where its
    // children write their V8 coverage.
    { COVERAGE_ACTION_ENTRY: join(BUNDLE_DIR, 'index.js'), COVERAGE_V8_DIR: RAW_DIR }
  )
}

async function gate() {
  const map = libCoverage.createCoverageMap(
    JSON.parse(readFileSync(join(UNIT_DIR, 'coverage-final.json'), 'utf8'))
  )
  const bundle = await bundleCoverage(RAW_DIR, BUNDLE_DIR)
  for (const file of bundle.files()) {
    if (map.data[file])
      addBundleHits(map.fileCoverageFor(file).data, bundle.fileCoverageFor(file).data)
    else map.addFileCoverage(bundle.fileCoverageFor(file))
  }
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
