// `node bench/compare.mjs [--runs N] [--only text] <build>…`: builds of the action side by side
// (each a folder holding an index.js: dist/, or one of bench/variants.mjs), for what a build
// trick buys (docs/decisions/). Each workload runs without injected latency, so a run's wall time
// is the process's own: start-up and work. Within each of the N runs (default 41) the builds take
// turns in an order that rotates from run to run, so a change in the machine's load hits all
// alike; each row shows the medians, and the spread between the quartiles, of the wall time and
// of the peak RSS (bench/README.md, "Peak memory"), and the size of what the build loads first.
// Against the first build, each other row adds the median of the per-run differences (a run's
// turns are seconds apart, so they share the load) and in how many runs it was the slower.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { generateKeyPairSync } from 'node:crypto'
import { inputEnv, parseOutputFile } from '../test/support/run-action.mjs'
import { runChild } from './measure.mjs'
import { WORKLOADS, startFakes } from './workloads.mjs'

const TRAVIS_TOKEN = 'fake-travis-token'

/** @typedef {import('./workloads.mjs').Workload} Workload */

const pem = String(
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    type: 'pkcs1',
    format: 'pem'
  })
)

/** The workloads compared: the one GET and apply-settings of the bench, and a key pair upload. */
const COMPARED = [
  ...WORKLOADS.filter((w) => w.name.startsWith('one GET') || w.name.startsWith('apply-settings')),
  {
    ...WORKLOADS[0],
    name: 'set-key-pair (2048-bit PEM given)',
    inputs: { operation: 'set-key-pair', 'private-key': pem },
    reseed: true,
    actionItems: (/** @type {Record<string, string>} */ outputs) =>
      outputs.changed === 'true' ? 1 : 0
  }
].map((workload) => ({ ...workload, latencyMs: 0 }))

const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '41' }, only: { type: 'string', default: '' } },
  allowPositionals: true
})
const runs = Number(values.runs)
const builds = positionals.map((dir) => resolve(dir))
if (builds.length === 0) throw new Error('usage: node bench/compare.mjs [--runs N] <build>…')

/** @param {number[]} values */
function quartiles(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (/** @type {number} */ q) => sorted[Math.round(q * (sorted.length - 1))] ?? NaN
  return { q1: at(0.25), median: at(0.5), q3: at(0.75) }
}

/** One run of a build on a workload, checked for doing the whole work. */
async function runOnce(/** @type {Workload} */ workload, /** @type {string} */ build, fakes) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-compare-'))
  try {
    const outputFile = join(dir, 'output')
    writeFileSync(outputFile, '')
    writeFileSync(join(dir, 'summary'), '')
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      GITHUB_REPOSITORY: workload.slug,
      RUNNER_TEMP: dir,
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: join(dir, 'summary'),
      ...inputEnv({
        'api-url': fakes.travisUrl,
        'travis-token': TRAVIS_TOKEN,
        repo: workload.slug,
        ...workload.inputs
      })
    }
    const run = await runChild('node', join(build, 'index.js'), env)
    const items = workload.actionItems(
      parseOutputFile(readFileSync(outputFile, 'utf8')),
      run.stdout
    )
    if (items !== workload.items) throw new Error(`${workload.name}, ${build}: ${items} item(s)`)
    return { ms: run.ms, rss: run.rssMiB ?? NaN }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Sizes in kB: index.js, and every .js file of the build. */
function sizes(/** @type {string} */ build) {
  const files = readdirSync(build).filter((name) => name.endsWith('.js'))
  const kB = (/** @type {string} */ name) => statSync(join(build, name)).size / 1000
  return {
    entry: kB('index.js'),
    all: files.reduce((sum, name) => sum + kB(name), 0),
    chunks: files.length - 1
  }
}

console.log(
  `Node ${process.version}, load ${loadavg()[0].toFixed(1)}; ${runs} runs of each build, taking turns`
)
for (const build of builds) {
  const { entry, all, chunks } = sizes(build)
  console.log(
    `  ${build}: index.js ${entry.toFixed(0)} kB, ${chunks} chunk(s), ${all.toFixed(0)} kB in all`
  )
}
for (const workload of COMPARED.filter((w) => w.name.includes(values.only))) {
  /** @type {Array<{ ms: number[], rss: number[] }>} */
  const samples = builds.map(() => ({ ms: [], rss: [] }))
  const shared = workload.reseed ? undefined : await startFakes(workload)
  try {
    for (let run = 0; run < runs; run++) {
      for (let turn = 0; turn < builds.length; turn++) {
        const index = (run + turn) % builds.length
        const fakes = shared ?? (await startFakes(workload))
        try {
          const sample = await runOnce(workload, builds[index], fakes)
          samples[index].ms.push(sample.ms)
          samples[index].rss.push(sample.rss)
        } finally {
          if (!shared) await fakes.close()
        }
      }
    }
  } finally {
    await shared?.close()
  }
  console.log(`\n${workload.name}  (load ${loadavg()[0].toFixed(1)})`)
  builds.forEach((build, index) => {
    const ms = quartiles(samples[index].ms)
    const rss = quartiles(samples[index].rss)
    const diffs = samples[index].ms.map((value, run) => value - (samples[0].ms[run] ?? NaN))
    const rssDiffs = samples[index].rss.map((value, run) => value - (samples[0].rss[run] ?? NaN))
    const slower = diffs.filter((diff) => diff > 0).length
    const vs =
      index === 0
        ? ''
        : ` (per run: ${signed(quartiles(diffs).median)} ms, slower in ${slower} of ${diffs.length}; ` +
          `${signed(quartiles(rssDiffs).median)} MiB)`
    console.log(
      `  ${build}: ${ms.median.toFixed(0)} ms [${ms.q1.toFixed(0)}–${ms.q3.toFixed(0)}], ` +
        `${rss.median.toFixed(1)} MiB [${rss.q1.toFixed(1)}–${rss.q3.toFixed(1)}]${vs}`
    )
  })
}

/** @param {number} value */
function signed(value) {
  return `${value >= 0 ? '+' : ''}${value.toFixed(Math.abs(value) < 10 ? 1 : 0)}`
}
