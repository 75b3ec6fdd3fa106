// What the bench runs: each workload seeds the fake servers, then the same work is done by the
// action (dist/index.js), by a minimal fetch script and by a bash + curl + jq script
// (bench/baselines/<baseline>.mjs and .sh). bench/README.md explains each one.
import { generateKeyPairSync } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { startFakeGitHub } from '../test/fakes/fake-github.mjs'
import { startFakeTravis } from '../test/fakes/fake-travis.mjs'
import { startReplay } from './replay.mjs'

const DEMO = fileURLToPath(new URL('../test/support/demo.mjs', import.meta.url))

export const LATENCY_MS = 100
/**
 * Runs of the start-up row: a run takes a tenth of a second, and its wall time moves by 10 to
 * 20 ms with whatever else the machine does, more than the difference being measured.
 */
export const START_UP_RUNS = 21
const DAY_MS = 86_400_000
const TITLE = 'Travis CI deploy key'

/**
 * @typedef {object} Fakes
 * @property {Awaited<ReturnType<typeof startFakeTravis>>} travis
 * @property {Awaited<ReturnType<typeof startFakeGitHub>> | undefined} github
 * @property {string} travisUrl what the clients talk to: the fake, or the replay front
 * @property {() => Promise<void>} close
 */

/**
 * @typedef {object} Workload
 * @property {string} name
 * @property {string} slug the repository (on both fakes when `github` is set)
 * @property {(fakes: Fakes) => void} seed
 * @property {Record<string, string>} inputs the action's inputs besides api-url, token and repo
 * @property {string} [entry] a script run in the action's turn instead of dist/index.js, one that
 *   runs the action by itself (the environment's inputs are then not read)
 * @property {string | null} baseline file name in bench/baselines/ (no extension); null: the
 *   action only
 * @property {Record<string, string>} [baselineEnv]
 * @property {number} latencyMs injected into every answer of the fakes; 0 for none
 * @property {boolean} [travisLatencyOnly] the fake GitHub answers at once
 * @property {number} [runs] how many runs, if not bench/run.mjs's RUNS
 * @property {boolean} [reseed] the work changes what the servers hold: fresh fakes for every run
 * @property {boolean} [github] a fake GitHub too (GITHUB_API_URL, github-token)
 * @property {boolean} [replay] clients reach the fake through the caching front (replay.mjs),
 *   which a fill run of each client (not measured) fills
 * @property {number} [rssCeilingMiB] stop a run of the action above this peak RSS
 * @property {number} items what every client's result must hold (branches, changes, …)
 * @property {(outputs: Record<string, string>, stdout: string) => number} actionItems what the
 *   run did, from its outputs or its log
 * @property {(printed: unknown) => number} baselineItems
 */

const count = (/** @type {Record<string, string>} */ outputs) => Number(outputs.count)
const length = (/** @type {unknown} */ printed) => (Array.isArray(printed) ? printed.length : -1)

/**
 * @param {number} branches
 * @param {{ builds?: number, recentBuilds?: boolean }} [options]
 * @returns {Pick<Workload, 'slug' | 'seed' | 'inputs' | 'baseline' | 'baselineEnv' | 'items' | 'actionItems' | 'baselineItems'>}
 */
function listBranches(branches, { builds = 1, recentBuilds = false } = {}) {
  return {
    slug: 'bench/branches',
    seed: ({ travis }) => {
      const repo = travis.addRepo({ id: 7, slug: 'bench/branches', defaultBranch: 'branch-00000' })
      for (let i = 0; i < branches; i++) {
        travis.state.addBranch(repo, { name: `branch-${String(i).padStart(5, '0')}`, builds })
      }
    },
    inputs: {
      operation: 'list-branches',
      'sort-by': 'name',
      'include-recent-builds': String(recentBuilds)
    },
    baseline: 'list-branches',
    baselineEnv: { INCLUDE_RECENT_BUILDS: String(recentBuilds) },
    items: branches,
    actionItems: count,
    baselineItems: length
  }
}

/** An RSA key Travis holds before each rotation, and its deploy key line on GitHub. */
const previousKey = (() => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const { e, n } = publicKey.export({ format: 'jwk' })
  /** @param {Buffer} bytes */
  const sshString = (bytes) => {
    const size = Buffer.alloc(4)
    size.writeUInt32BE(bytes.length)
    return Buffer.concat([size, bytes])
  }
  /** @param {string | undefined} value base64url */
  const mpint = (value) => {
    const bytes = Buffer.from(String(value), 'base64url')
    return sshString(bytes[0] & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes)
  }
  const blob = Buffer.concat([sshString(Buffer.from('ssh-rsa')), mpint(e), mpint(n)])
  return {
    pem: String(privateKey.export({ type: 'pkcs1', format: 'pem' })),
    line: `ssh-rsa ${blob.toString('base64')}`
  }
})()

const cacheBranches = ['main', 'develop', 'release']

/**
 * rotate-key-pair with GitHub, 2048-bit: Travis holds a key, GitHub its deploy key.
 * @returns {Omit<Workload, 'name'>}
 */
function rotation() {
  return {
    slug: 'bench/keys',
    seed: ({ travis, github }) => {
      const repo = travis.addRepo({ id: 9, slug: 'bench/keys' })
      repo.keyPair = { privateKey: previousKey.pem, description: 'previous key' }
      github?.addKey('bench/keys', {
        key: previousKey.line,
        title: `${TITLE} 2024-01-01`,
        created_at: new Date(Date.now() - 100 * DAY_MS).toISOString().replace(/\.\d+Z$/, 'Z')
      })
    },
    inputs: { operation: 'rotate-key-pair', 'key-bits': '2048', 'deploy-key-title': TITLE },
    baseline: 'rotate-key-pair',
    latencyMs: LATENCY_MS,
    reseed: true,
    github: true,
    items: 1,
    actionItems: (outputs) => (outputs['deploy-key-id'] ? 1 : 0),
    baselineItems: (printed) => (Object(printed).id ? 1 : 0)
  }
}

/** @type {Workload[]} */
export const WORKLOADS = [
  {
    name: 'one GET (list-settings)',
    slug: 'bench/settings',
    seed: ({ travis }) => {
      travis.addRepo({ id: 8, slug: 'bench/settings' })
    },
    inputs: { operation: 'list-settings' },
    baseline: 'one-get',
    latencyMs: 0,
    runs: START_UP_RUNS,
    items: 1,
    actionItems: (outputs) => (outputs.settings === undefined ? 0 : 1),
    baselineItems: (printed) => (Array.isArray(Object(printed).settings) ? 1 : 0)
  },
  {
    name: 'list-branches, 1,000 branches',
    latencyMs: LATENCY_MS,
    replay: true,
    ...listBranches(1_000)
  },
  {
    name: 'list-branches, 10,000 branches',
    latencyMs: LATENCY_MS,
    replay: true,
    ...listBranches(10_000)
  },
  // As the issue measured it (its "today" of 4.67 RT and fetch script of about 3 RT come out
  // that way): latency on Travis CI, the GitHub requests answered at once.
  { name: 'rotate-key-pair with GitHub (2048-bit)', travisLatencyOnly: true, ...rotation() },
  {
    name: 'rotate-key-pair with GitHub (2048-bit), latency on GitHub too',
    ...rotation()
  },
  {
    name: 'apply-settings, 3 of 4 differ',
    slug: 'bench/settings',
    seed: ({ travis }) => {
      travis.addRepo({ id: 8, slug: 'bench/settings' })
    },
    inputs: {
      operation: 'apply-settings',
      'desired-settings': [
        'build_pushes: true',
        'build_pull_requests: false',
        'auto_cancel_pushes: true',
        'maximum_number_of_builds: 4'
      ].join('\n')
    },
    baseline: 'apply-settings',
    baselineEnv: {
      DESIRED: JSON.stringify({
        build_pushes: true,
        build_pull_requests: false,
        auto_cancel_pushes: true,
        maximum_number_of_builds: 4
      })
    },
    latencyMs: LATENCY_MS,
    reseed: true,
    items: 3,
    actionItems: (outputs) => JSON.parse(outputs.changes ?? '[]').length,
    baselineItems: length
  },
  {
    name: 'list-repositories, 250 repositories',
    slug: 'bench-org/repo-001',
    seed: ({ travis }) => {
      travis.state.seedOwner('bench-org', 250)
    },
    inputs: { operation: 'list-repositories', owner: 'bench-org', active: 'any' },
    baseline: 'list-repositories',
    baselineEnv: { OWNER: 'bench-org' },
    latencyMs: LATENCY_MS,
    items: 250,
    actionItems: count,
    baselineItems: length
  },
  {
    name: 'delete-caches older-than 30, 3 branches',
    slug: 'bench/caches',
    seed: ({ travis }) => {
      const repo = travis.addRepo({ id: 10, slug: 'bench/caches' })
      const at = (/** @type {number} */ days) => new Date(Date.now() - days * DAY_MS).toISOString()
      for (const branch of cacheBranches) {
        travis.state.addBranch(repo, { name: branch })
        travis.state.addCache(repo, { branch, name: 'cache-old.tgz', lastModified: at(60) })
        travis.state.addCache(repo, { branch, name: 'cache-new.tgz', lastModified: at(1) })
      }
    },
    inputs: { operation: 'delete-caches', branch: cacheBranches.join(','), 'older-than': '30' },
    baseline: 'delete-caches',
    baselineEnv: { BRANCHES: cacheBranches.join(','), OLDER_THAN: '30' },
    latencyMs: LATENCY_MS,
    reseed: true,
    items: 3,
    actionItems: (outputs) => Number(outputs['deleted-count']),
    baselineItems: length
  },
  {
    name: 'check-travis-yml with a base file',
    slug: 'bench/travis-yml',
    seed: ({ travis }) => {
      travis.addRepo({ id: 12, slug: 'bench/travis-yml', defaultBranch: 'main' })
    },
    // Paths inside the workspace: the bench runs from the project's root, the step's default.
    inputs: {
      operation: 'check-travis-yml',
      'travis-yml': 'bench/fixtures/check-travis-yml.yml',
      'base-travis-yml': 'bench/fixtures/check-travis-yml-base.yml'
    },
    baseline: null,
    latencyMs: LATENCY_MS,
    items: 1,
    actionItems: (outputs) => JSON.parse(outputs['jobs-diff'] || '{"removed":[]}').removed.length,
    baselineItems: () => 0
  },
  {
    name: 'trigger-build with wait, 5 polls',
    slug: 'bench/builds',
    seed: ({ travis }) => {
      travis.addRepo({ id: 9, slug: 'bench/builds', defaultBranch: 'main' })
      // The gatekeeper takes the request on its second read; the build ends on its fifth.
      travis.state.pipeline.pendingReads = 1
      travis.state.pipeline.states = ['created', 'queued', 'started', 'started', 'passed']
    },
    inputs: { operation: 'trigger-build', wait: 'true', 'poll-seconds': '2' },
    baseline: null,
    latencyMs: 0,
    // The count is the same every run, and a run waits its polls (about 10 s).
    runs: 1,
    reseed: true,
    items: 1,
    actionItems: (outputs) => (outputs['build-state'] === 'passed' ? 1 : 0),
    baselineItems: () => 0
  },
  {
    name: 'wait-for-build, 5 polls, 3 jobs finishing',
    slug: 'bench/waits',
    seed: ({ travis }) => {
      const repo = travis.addRepo({ id: 11, slug: 'bench/waits', defaultBranch: 'main' })
      const branch = travis.state.addBranch(repo, {
        name: 'main',
        // Started now: a log older than the repository keeps (365 days) would not be read.
        builds: [{ id: 5000, state: 'started', startedAt: new Date(), finishedAt: null }]
      })
      const build = branch.builds[0]
      build.jobs = [1, 2, 3].map((n) => ({
        id: 5000 + n,
        number: `${build.number}.${n}`,
        state: 'started'
      }))
      // Read by read: the jobs finish on the second, third and fifth reads; each has a log.
      const log = (n) => `job ${n}\nThe command "npm test" exited with ${n}.\n`
      build.script = [
        'started',
        { state: 'started', jobs: ['failed', 'started', 'started'], logs: [log(1), null, null] },
        { state: 'started', jobs: ['failed', 'passed', 'started'], logs: [null, log(2), null] },
        { state: 'started', jobs: ['failed', 'passed', 'started'] },
        { state: 'failed', jobs: ['failed', 'passed', 'failed'], logs: [null, null, log(3)] }
      ]
    },
    inputs: {
      operation: 'wait-for-build',
      'build-id': '5000',
      'poll-seconds': '2',
      'show-logs': 'all',
      'fail-on-build-failure': 'false'
    },
    baseline: null,
    latencyMs: 0,
    runs: 1,
    reseed: true,
    items: 3,
    actionItems: (outputs) =>
      JSON.parse(outputs.jobs ?? '[]').filter((job) => job.state !== 'started').length,
    baselineItems: () => 0
  },
  {
    name: 'wait-for-build of a finished job with a 10 MiB log',
    slug: 'bench/logs',
    seed: ({ travis }) => {
      const repo = travis.addRepo({ id: 12, slug: 'bench/logs', defaultBranch: 'main' })
      const branch = travis.state.addBranch(repo, {
        name: 'main',
        builds: [{ id: 6000, state: 'failed', startedAt: new Date() }]
      })
      const build = branch.builds[0]
      // 10 MiB in all: printed as it arrives (a longer log is kept to its last 10 MiB first).
      const line = `${'x'.repeat(79)}\n`
      build.jobs = [
        {
          id: 6001,
          number: `${build.number}.1`,
          state: 'failed',
          log: `${line.repeat((10 * 1024 * 1024) / line.length - 1)}The command "make" exited with 2.\n`
        }
      ]
    },
    inputs: { operation: 'wait-for-build', 'build-id': '6000', 'fail-on-build-failure': 'false' },
    baseline: null,
    latencyMs: 0,
    runs: 3,
    items: 1,
    // The log was read and printed whole (its end, past the 10 MiB kept, is its last line).
    actionItems: (_outputs, stdout) =>
      stdout.includes('The command "make" exited with 2.') ? 1 : 0,
    baselineItems: () => 0
  },
  {
    name: 'list-branches, 50,000 branches with recent builds',
    latencyMs: 0,
    replay: true,
    // The row's goal: a run past it has missed it, and today's action would take minutes more.
    rssCeilingMiB: 400,
    ...listBranches(50_000, { builds: 10, recentBuilds: true }),
    baseline: null
  },
  {
    // The README's first command, whole: test/support/demo.mjs starts a fake of its own and runs
    // dist/index.js for its three steps (one waits for a build), then says what ran.
    name: 'npm run demo',
    slug: 'bench/demo',
    seed: () => {},
    entry: DEMO,
    inputs: {},
    baseline: null,
    latencyMs: 0,
    runs: 3,
    items: 3,
    actionItems: (_outputs, stdout) =>
      stdout.split('━━ What ran')[1]?.match(/^ {2}\d\. /gm)?.length ?? 0,
    baselineItems: () => 0
  }
]

/**
 * Starts the fakes of a workload and seeds them.
 * @param {Workload} workload
 * @returns {Promise<Fakes>}
 */
export async function startFakes(workload) {
  const travis = await startFakeTravis()
  const github = workload.github ? await startFakeGitHub() : undefined
  github?.addRepo(workload.slug)
  const replay = workload.replay
    ? await startReplay(travis.url, { delayMs: workload.latencyMs })
    : undefined
  const fakes = {
    travis,
    github,
    travisUrl: replay?.url ?? travis.url,
    close: async () => {
      await replay?.close()
      await Promise.all([travis.close(), github?.close()])
    }
  }
  workload.seed(fakes)
  if (workload.latencyMs > 0) {
    for (const fake of workload.travisLatencyOnly ? [travis] : [travis, github]) {
      fake?.failNext({ delayMs: workload.latencyMs, times: Number.MAX_SAFE_INTEGER })
    }
  }
  return fakes
}
