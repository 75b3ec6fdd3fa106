// `npm run bench`: the action (dist/index.js) against the fake servers on 127.0.0.1, side by side
// with a minimal fetch script and a bash + curl + jq script doing the same work, on Node 24; medians
// of RUNS runs, as a table with each row's goal (bench/README.md). A measurement, not a test: it
// exits 0 whether goals are met or not, and 1 only when a run fails.
// `node bench/run.mjs branches` runs only the workloads whose name contains `branches`.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DIST_ENTRY, inputEnv, parseOutputFile } from '../test/support/run-action.mjs'
import { runChild, serverClock } from './measure.mjs'
import { installNode24, majorOf } from './node24.mjs'
import { ROWS, formatTable, median } from './table.mjs'
import { LATENCY_MS, START_UP_RUNS, WORKLOADS, startFakes } from './workloads.mjs'

const RUNS = 5
// A baseline this slow (bash at 10,000 branches: 100 pages one after the other) is run only
// FEWER_RUNS times, which keeps the whole bench within about five minutes.
const SLOW_RUN_MS = 10_000
const FEWER_RUNS = 3
const BASELINES = fileURLToPath(new URL('./baselines/', import.meta.url))
// Another build of the action to measure (e.g. an older dist/ for the README's "before").
const ACTION_ENTRY = process.env.BENCH_ACTION ?? DIST_ENTRY
const TRAVIS_TOKEN = 'fake-travis-token'
const GITHUB_TOKEN = 'fake-github-token'

/** @typedef {import('./workloads.mjs').Workload} Workload */
/** @typedef {import('./workloads.mjs').Fakes} Fakes */
/** @typedef {'action' | 'fetch' | 'bash'} Client */
/**
 * @typedef {object} Sample
 * @property {number} ms wall time of the client process
 * @property {number} rt round trips: the fakes' serving span ÷ the latency (0 without latency)
 * @property {number} busy the fakes' own work (event loop busy) ÷ the latency, within `rt`
 * @property {number | null} rss peak RSS in MiB (null for bash)
 * @property {number} requests requests the fake Travis CI received during the run
 * @property {boolean} stopped the RSS ceiling stopped the run
 */

if (majorOf(process.version) < 24) {
  // Everything below, the fakes included, runs on the Node 24 binary.
  const { node, remove } = installNode24()
  try {
    const self = fileURLToPath(import.meta.url)
    const child = spawnSync(node, [self, ...process.argv.slice(2)], { stdio: 'inherit' })
    process.exitCode = child.status ?? 1
  } finally {
    remove()
  }
} else {
  await bench(process.argv[2] ?? '')
}

/** @param {string} only */
async function bench(only) {
  const workloads = WORKLOADS.filter((workload) => workload.name.includes(only))
  console.log(
    `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, load ${loadavg()[0].toFixed(1)}; ` +
      `medians of ${RUNS} runs (start-up: ${START_UP_RUNS}); round trips (RT) at ${LATENCY_MS} ms of injected latency`
  )
  const started = performance.now()
  /** @type {Map<string, Record<Client, Sample[]>>} */
  const samples = new Map()
  for (const workload of workloads) {
    const workloadStarted = performance.now()
    const runs = await measureWorkload(workload)
    samples.set(workload.name, runs)
    const seconds = ((performance.now() - workloadStarted) / 1000).toFixed(0)
    console.error(`  ${workload.name}: ${seconds} s${describeRuns(workload, runs)}`)
  }
  const results = ROWS.filter((row) => samples.has(row.workload)).map((row) => {
    const runs = /** @type {Record<Client, Sample[]>} */ (samples.get(row.workload))
    /** @param {Client} client */
    const middle = (client) =>
      median(
        runs[client].flatMap((sample) => {
          const value = row.metric === 'rss' ? sample.rss : sample[row.metric]
          return value === null ? [] : [{ value, stopped: sample.stopped }]
        })
      )
    const busy =
      row.metric === 'rt'
        ? median(runs.action.map((sample) => ({ value: sample.busy, stopped: false })))
        : null
    return { row, action: middle('action'), fetch: middle('fetch'), bash: middle('bash'), busy }
  })
  const { text, met, goals } = formatTable(results)
  console.log(text)
  const minutes = ((performance.now() - started) / 60_000).toFixed(1)
  console.log(`${met} of ${goals} goals met (${minutes} min, load ${loadavg()[0].toFixed(1)}).`)
}

/**
 * Every run's wall time, and round trips where latency was injected, for the progress lines.
 * @param {Workload} workload
 * @param {Record<Client, Sample[]>} runs
 */
function describeRuns(workload, runs) {
  return Object.entries(runs)
    .filter(([, samples]) => samples.length > 0)
    .map(([client, samples]) => {
      const each = samples.map((sample) =>
        workload.latencyMs > 0 ? sample.rt.toFixed(1) : `${(sample.ms / 1000).toFixed(1)}s`
      )
      return `\n    ${client}: ${each.join(' ')}`
    })
    .join('')
}

/**
 * The runs of one workload, the clients taking turns within each run.
 * @param {Workload} workload
 * @returns {Promise<Record<Client, Sample[]>>}
 */
async function measureWorkload(workload) {
  /** @type {Client[]} */
  const clients = workload.baseline === null ? ['action'] : ['action', 'fetch', 'bash']
  /** @type {Record<Client, Sample[]>} */
  const runs = { action: [], fetch: [], bash: [] }
  const shared = workload.reseed ? undefined : await startFakes(workload)
  try {
    if (workload.replay && shared) {
      // Fill runs: each client's requests reach the fake once, through the replay front.
      for (const client of clients) {
        const fill = await runOnce(workload, client, shared)
        const took =
          workload.latencyMs > 0
            ? `${fill.rt.toFixed(1)} RT, of which the fake's own work ${fill.busy.toFixed(1)} RT`
            : `${(fill.ms / 1000).toFixed(1)} s`
        console.error(`  ${workload.name}, ${client}'s fill run (the fake itself): ${took}`)
      }
    }
    for (let run = 0; run < (workload.runs ?? RUNS); run++) {
      for (const client of clients) {
        const slow = runs[client].every((sample) => sample.ms > SLOW_RUN_MS)
        if (client !== 'action' && run >= FEWER_RUNS && slow) continue
        const fakes = shared ?? (await startFakes(workload))
        try {
          runs[client].push(await runOnce(workload, client, fakes))
        } finally {
          if (!shared) await fakes.close()
        }
      }
    }
  } finally {
    await shared?.close()
  }
  return runs
}

/**
 * One run of one client, checked for doing the whole work.
 * @param {Workload} workload
 * @param {Client} client
 * @param {Fakes} fakes
 * @returns {Promise<Sample>}
 */
async function runOnce(workload, client, fakes) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-run-'))
  try {
    const outputFile = join(dir, 'output')
    writeFileSync(outputFile, '')
    writeFileSync(join(dir, 'summary'), '')
    const github = fakes.github?.url ?? ''
    const common = { PATH: process.env.PATH ?? '', HOME: dir, GITHUB_REPOSITORY: workload.slug }
    const env =
      client === 'action'
        ? {
            ...common,
            RUNNER_TEMP: dir,
            GITHUB_OUTPUT: outputFile,
            GITHUB_STEP_SUMMARY: join(dir, 'summary'),
            ...(github && { GITHUB_API_URL: github }),
            ...inputEnv({
              'api-url': fakes.travisUrl,
              'travis-token': TRAVIS_TOKEN,
              repo: workload.slug,
              ...(github && { 'github-token': GITHUB_TOKEN }),
              ...workload.inputs
            })
          }
        : {
            ...common,
            TRAVIS_API: fakes.travisUrl,
            TRAVIS_TOKEN,
            REPO: workload.slug,
            ...(github && { GITHUB_API: github, GITHUB_TOKEN }),
            ...workload.baselineEnv
          }
    const script =
      client === 'action'
        ? (workload.entry ?? ACTION_ENTRY)
        : join(BASELINES, `${workload.baseline}.${client === 'fetch' ? 'mjs' : 'sh'}`)
    const clock = serverClock()
    const requestsBefore = fakes.travis.requests.length
    const run = await runChild(client === 'bash' ? 'bash' : 'node', script, env, {
      rssCeilingMiB: client === 'action' ? workload.rssCeilingMiB : undefined
    })
    const { spanMs, busyMs } = clock.stop()
    if (!run.stopped) {
      const items =
        client === 'action'
          ? workload.actionItems(parseOutputFile(readFileSync(outputFile, 'utf8')), run.stdout)
          : workload.baselineItems(JSON.parse(run.stdout))
      if (items !== workload.items) {
        throw new Error(`${workload.name}, ${client}: ${items} item(s), not ${workload.items}`)
      }
    }
    return {
      ms: run.ms,
      rt: workload.latencyMs > 0 ? spanMs / workload.latencyMs : 0,
      busy: workload.latencyMs > 0 ? busyMs / workload.latencyMs : 0,
      rss: run.rssMiB,
      requests: fakes.travis.requests.length - requestsBefore,
      stopped: run.stopped
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
