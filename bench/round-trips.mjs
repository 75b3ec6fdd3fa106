// Round trips at 100 ms of server latency, counted on the fake server's clock: requests that
// arrive within half the latency of the wave's first request share a round trip. A measurement,
// not a test. Goals: delete-caches with older-than over 3 branches in at most 4 round trips
// (issue 8: list, branch list where needed, deletes in parallel); apply-settings with 3 differing
// settings and list-repositories over 250 repositories each in at most 2.5 (issue 11).
import { startFakeTravis } from '../test/support/fake-travis.mjs'
import { runAction } from '../test/support/run-action.mjs'

const LATENCY_MS = 100
const DAY_MS = 86_400_000
const old = new Date(Date.now() - 60 * DAY_MS).toISOString()
const young = new Date(Date.now() - DAY_MS).toISOString()

async function roundTrips(seed, inputs) {
  const fake = await startFakeTravis()
  try {
    const repo = fake.addRepo({ id: 9, slug: 'bench/caches', private: true })
    seed(fake.state, repo)
    const outputOf = (outputs) =>
      outputs['deleted-count'] !== undefined
        ? `${outputs['deleted-count']} deleted`
        : outputs.changes !== undefined
          ? `${JSON.parse(outputs.changes).length} changed`
          : `${outputs.count} listed`
    const arrivals = []
    fake.onRequest(() => arrivals.push(performance.now()))
    fake.failNext({ delayMs: LATENCY_MS, times: Number.MAX_SAFE_INTEGER })
    const run = await runAction({
      inputs: {
        'api-url': fake.url,
        'travis-token': 'fake-travis-token',
        repo: 'bench/caches',
        ...inputs
      }
    })
    if (run.exitCode !== 0) throw new Error(`run failed: ${run.errors.join(' ')}`)
    let waves = 0
    let waveStart = -Infinity
    for (const at of arrivals) {
      if (at - waveStart > LATENCY_MS / 2) {
        waves++
        waveStart = at
      }
    }
    return { waves, requests: arrivals.length, outcome: outputOf(run.outputs) }
  } finally {
    await fake.close()
  }
}

const branches = ['main', 'develop', 'release']
/** Three branches with one cache older than 30 days and one younger each. */
const oneOldOneYoungCacheEach = (state, repo) => {
  for (const name of branches) {
    state.addBranch(repo, { name })
    state.addCache(repo, { branch: name, name: 'cache-old.tgz', lastModified: old })
    state.addCache(repo, { branch: name, name: 'cache-new.tgz', lastModified: young })
  }
}
const scenarios = [
  [
    'delete-caches older-than 30 over 3 branches (one old + one young cache each)',
    oneOldOneYoungCacheEach,
    { operation: 'delete-caches', branch: branches.join(','), 'older-than': '30' }
  ],
  [
    'delete-caches older-than 30, no branch given (3 branches)',
    oneOldOneYoungCacheEach,
    { operation: 'delete-caches', 'older-than': '30' }
  ],
  [
    'delete-caches of a merged branch (feature/login)',
    (state, repo) => {
      state.addBranch(repo, { name: 'feature/login' })
      state.addCache(repo, { branch: 'feature/login', name: 'cache-a.tgz' })
      state.addCache(repo, { branch: 'feature/login', name: 'cache-b.tgz' })
    },
    { operation: 'delete-caches', branch: 'feature/login' }
  ],
  [
    'apply-settings with 3 differing settings (of 4 desired)',
    () => {},
    {
      operation: 'apply-settings',
      'desired-settings': [
        'build_pushes: true',
        'build_pull_requests: false',
        'auto_cancel_pushes: true',
        'maximum_number_of_builds: 4'
      ].join('\n')
    }
  ],
  [
    'list-repositories over 250 repositories (active any: 3 pages)',
    (state) => state.seedOwner('bench-org', 250),
    { operation: 'list-repositories', owner: 'bench-org', active: 'any' }
  ]
]

console.log(`round trips at ${LATENCY_MS} ms latency`)
for (const [title, seed, inputs] of scenarios) {
  const { waves, requests, outcome } = await roundTrips(seed, inputs)
  console.log(`${title.padEnd(78)} ${waves} RT, ${requests} requests, ${outcome}`)
}
