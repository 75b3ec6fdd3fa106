// `npm run bench`: speed and memory of the bundled action on large repositories, against the
// fake Travis CI server on 127.0.0.1. A measurement, not a test: it prints numbers and the goals
// (bench/README.md) and exits 0 unless a run fails.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startFakeTravis } from '../test/support/fake-travis.mjs'
import { inputEnv, DIST_ENTRY } from '../test/support/run-action.mjs'

const BRANCHES = 2000
const CACHE_GROUPS = 12
const RUNS = 5
const REPORTER = fileURLToPath(new URL('./rss-reporter.mjs', import.meta.url))

const fake = await startFakeTravis()
const repo = fake.addRepo({ id: 7, slug: 'bench/big', private: true, defaultBranch: 'main' })
for (let i = 0; i < BRANCHES; i++) fake.state.addBranch(repo, { name: `branch-${i}`, builds: 1 })
for (let g = 0; g < CACHE_GROUPS; g++) {
  for (let c = 0; c < 40; c++)
    fake.state.addCache(repo, { branch: `group-${g}`, name: `cache-${c}.tgz`, size: 1_000_000 + c })
}

async function measure(inputs) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'))
  writeFileSync(join(dir, 'out'), '')
  const env = {
    PATH: process.env.PATH ?? '',
    GITHUB_OUTPUT: join(dir, 'out'),
    ...inputEnv({
      'api-url': fake.url,
      'travis-token': 'fake-travis-token',
      repo: 'bench/big',
      ...inputs
    })
  }
  const started = performance.now()
  const { code, stderr } = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', REPORTER, DIST_ENTRY], {
      env,
      stdio: ['ignore', 'ignore', 'pipe']
    })
    let err = ''
    child.stderr.on('data', (d) => (err += d))
    child.on('close', (c) => resolve({ code: c, stderr: err }))
  })
  const ms = performance.now() - started
  rmSync(dir, { recursive: true, force: true })
  if (code !== 0) throw new Error(`run failed (${code}): ${stderr}`)
  return { ms, rssMb: Number(/maxRSS_KB=(\d+)/.exec(stderr)?.[1] ?? 0) / 1024 }
}

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)]

const scenarios = [
  [
    `list-branches, ${BRANCHES} branches (${Math.ceil(BRANCHES / 100)} pages)`,
    { operation: 'list-branches', 'sort-by': 'name' }
  ],
  [
    `list-caches, ${CACHE_GROUPS} branches`,
    {
      operation: 'list-caches',
      branch: Array.from({ length: CACHE_GROUPS }, (_, g) => `group-${g}`).join('\n')
    }
  ],
  ['list-settings (start-up baseline)', { operation: 'list-settings' }]
]
try {
  console.log(
    `node ${process.version}, ${RUNS} runs each, median wall time and peak RSS of the action process`
  )
  for (const [title, inputs] of scenarios) {
    const samples = []
    fake.clearRequests()
    for (let i = 0; i < RUNS; i++) samples.push(await measure(inputs))
    console.log(
      `${title.padEnd(44)} ${median(samples.map((s) => s.ms))
        .toFixed(0)
        .padStart(6)} ms ` +
        `${median(samples.map((s) => s.rssMb))
          .toFixed(1)
          .padStart(7)} MiB  ${fake.requests.length / RUNS} requests/run`
    )
  }
} finally {
  await fake.close()
}
