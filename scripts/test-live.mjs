// `npm run test:live`: the live tier. Finds the kit that runs the real Travis CI API server
// (travis-api with PostgreSQL, Redis and an S3 store; ../shared/travis-api-live), starts it or
// reuses the one already running (its start.sh is idempotent), then runs test/live/ with vitest
// against it. Without the kit it says in one line what it needs and exits 1; `npm test` never
// needs it. Extra arguments go to vitest (a file filter, -t 'name').
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

// Where the kit may be: TRAVIS_LIVE_KIT when set (and nowhere else), else beside the project's
// checkout (`../shared/`), else where this project's machines keep it.
const CANDIDATES = process.env.TRAVIS_LIVE_KIT
  ? [process.env.TRAVIS_LIVE_KIT]
  : [resolve(ROOT, '..', 'shared', 'travis-api-live'), '/work/shared/travis-api-live']

const kit = CANDIDATES.find((dir) => existsSync(join(dir, 'start.sh')))
if (!kit) {
  console.error(
    'test:live needs the travis-api-live kit (the real Travis CI API server: start.sh, seed.sh); ' +
      `set TRAVIS_LIVE_KIT to its folder (looked in ${CANDIDATES.join(', ')}).`
  )
  process.exit(1)
}

const started = Date.now()
const start = spawnSync('bash', [join(kit, 'start.sh')], {
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8'
})
if (start.status !== 0) {
  console.error(`test:live: ${join(kit, 'start.sh')} failed (exit ${start.status}); see above.`)
  process.exit(1)
}
const work = process.env.TRAVIS_LIVE_WORK || '/tmp/travis-api-live'
const kitEnv = Object.fromEntries(
  readFileSync(join(work, 'env'), 'utf8')
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => [match[1], match[2]])
)
console.log(
  `test:live: travis-api at ${kitEnv.TRAVIS_API_URL} (kit ${kit}, ready in ` +
    `${((Date.now() - started) / 1000).toFixed(1)} s)`
)

const vitest = spawn(
  process.execPath,
  [
    join(ROOT, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--config',
    'vitest.live.config.ts',
    ...process.argv.slice(2)
  ],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...kitEnv } }
)
vitest.on('close', (code) => process.exit(code ?? 1))
