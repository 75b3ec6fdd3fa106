// `node scripts/fake-server.mjs [--port <n>] [--repo <owner/name>] [--background]`: the embedded
// fake Travis CI API (test/fakes/fake-travis.mjs) on 127.0.0.1, seeded with the demo repository
// of `npm run demo`, for a workflow step or a terminal. Plain `node`, nothing to install.
//
// - --port: the port to listen on (default 0: any free port).
// - --repo: the demo repository's slug (default octo-org/hello-world); a workflow passes
//   "$GITHUB_REPOSITORY", so that the action's `repo` default finds it.
// - It prints the URL, the token the fake accepts and the repository, and appends them to
//   $GITHUB_OUTPUT when it is set (api-url, travis-token, repo). Every request it receives is
//   logged as one line, `METHOD /path?query`.
// - Without --background it serves until Ctrl-C (SIGINT) or SIGTERM.
// - With --background it starts itself detached, its log in --log-file (default
//   $RUNNER_TEMP/fake-travis.log, else in the system's temporary folder), waits until the server
//   answers a request for the repository's settings, writes the outputs (also pid and log-file)
//   and exits 0; the server runs on (a runner ends it with the job). It exits 1 with the log if
//   the server did not start.
import { spawn } from 'node:child_process'
import { appendFileSync, openSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { startFakeTravis } from '../test/fakes/fake-travis.mjs'

const TOKEN = 'fake-travis-token'
const STARTUP_MS = 15_000

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    repo: { type: 'string', default: 'octo-org/hello-world' },
    background: { type: 'boolean', default: false },
    'log-file': {
      type: 'string',
      default: join(process.env.RUNNER_TEMP || tmpdir(), 'fake-travis.log')
    }
  }
})
const port = Number(options.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port ${options.port}: not a port`)
if (!/^[^/\s]+\/[^/\s]+$/.test(options.repo)) fail(`--repo ${options.repo}: not owner/name`)

if (options.background) await startInBackground()
else await serve()

/** Serves in this process until a signal, telling a parent on the IPC channel once it listens. */
async function serve() {
  const fake = await startFakeTravis({ port })
  fake.seedDemo(options.repo)
  fake.onRequest((request) => {
    console.log(
      `${request.method} ${request.path}${request.rawQuery ? `?${request.rawQuery}` : ''}`
    )
  })
  const found = { 'api-url': fake.url, 'travis-token': TOKEN, repo: options.repo }
  console.log(`Fake Travis CI API on ${fake.url} (repository ${options.repo}, token ${TOKEN})`)
  if (process.send) {
    process.send(found)
    process.disconnect()
  } else {
    writeOutputs(found)
  }
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      fake.close().then(() => process.exit(0))
    })
}

/** Starts `serve` detached, waits until it answers, and leaves it running. */
async function startInBackground() {
  const script = fileURLToPath(import.meta.url)
  const log = openSync(options['log-file'], 'a')
  const child = spawn(process.execPath, [script, '--port', String(port), '--repo', options.repo], {
    detached: true,
    stdio: ['ignore', log, log, 'ipc']
  })
  const found = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), STARTUP_MS)
    child.once('message', (message) => {
      clearTimeout(timer)
      resolve(message)
    })
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(undefined)
    })
  })
  if (found === undefined || !(await answers(found))) {
    if (child.exitCode === null) child.kill()
    console.error(readFileSync(options['log-file'], 'utf8'))
    fail(`the fake Travis CI API did not start (log: ${options['log-file']})`)
  }
  if (child.connected) child.disconnect()
  child.unref()
  console.log(
    `Fake Travis CI API on ${found['api-url']} (repository ${found.repo}, token ${TOKEN})`
  )
  console.log(`Running in the background as process ${child.pid}; its log: ${options['log-file']}`)
  writeOutputs({ ...found, pid: String(child.pid), 'log-file': options['log-file'] })
}

/** Whether the server answers a request for the repository's settings, as the action sends it. */
async function answers(found) {
  const slug = encodeURIComponent(found.repo)
  try {
    const response = await fetch(`${found['api-url']}/repo/${slug}/settings`, {
      headers: { 'Travis-API-Version': '3', Authorization: `token ${found['travis-token']}` }
    })
    await response.arrayBuffer()
    return response.status === 200
  } catch {
    return false
  }
}

/** @param {Record<string, string>} outputs */
function writeOutputs(outputs) {
  const file = process.env.GITHUB_OUTPUT
  if (!file) return
  appendFileSync(
    file,
    Object.entries(outputs)
      .map(([name, value]) => `${name}=${value}\n`)
      .join('')
  )
}

/** @param {string} message */
function fail(message) {
  console.error(`::error::${message}`)
  process.exit(1)
}
