// `npm run local-action [-- <env file>]`: runs the action's TypeScript source (src/main.ts, which
// exports run()) under @github/local-action, which stubs @actions/core and reads the inputs from a
// dotenv file, by default against the embedded fake Travis CI API on 127.0.0.1. Nothing is built.
//
// - The env file: the argument (relative to the project root), else .env, else .env.example.
// - When its INPUT_API-URL holds ${FAKE_TRAVIS_PORT}, the fake is started (seeded as for
//   `npm run demo`) and its port filled in, in a temporary copy of the file under .tmp/. Any other
//   URL, a real server's, is used as it is and no fake is started.
// - The exit code: local-action's own, or 1 when the action failed. local-action's setFailed stub
//   prints the ::error:: line but leaves the exit code at 0, so the output is watched for that line.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { delimiter, dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseEnv } from 'node:util'
import { startFakeTravis } from '../test/fakes/fake-travis.mjs'
import { summaryAsText } from '../test/support/run-action.mjs'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const LOCAL_ACTION = join(ROOT, 'node_modules', '@github', 'local-action', 'bin', 'local-action.js')
const PORT_PLACEHOLDER = '${FAKE_TRAVIS_PORT}'
const SUMMARY_PREVIEW_LINES = 15

const named = process.argv[2]
const envFile = resolve(ROOT, named ?? (existsSync(join(ROOT, '.env')) ? '.env' : '.env.example'))
if (!existsSync(envFile)) {
  console.error(`No env file at ${envFile}: copy .env.example to .env, or name one.`)
  process.exit(1)
}
const fallback = named === undefined && envFile.endsWith('.example')
console.log(
  `Inputs from ${relative(ROOT, envFile)}${fallback ? ' (copy it to .env to change them)' : ''}`
)

const text = readFileSync(envFile, 'utf8')
const env = parseEnv(text)
let fake
let scratch
try {
  let runEnvFile = envFile
  if ((env['INPUT_API-URL'] ?? '').includes(PORT_PLACEHOLDER)) {
    fake = await startFakeTravis({ seedDemo: true })
    console.log(`Fake Travis CI API on ${fake.url} (repository octo-org/hello-world)`)
    mkdirSync(join(ROOT, '.tmp'), { recursive: true })
    scratch = mkdtempSync(join(ROOT, '.tmp', 'local-action-'))
    runEnvFile = join(scratch, '.env')
    const port = String(new URL(fake.url).port)
    writeFileSync(runEnvFile, text.replaceAll(PORT_PLACEHOLDER, port), { mode: 0o600 })
  }
  // A runner gives each step an empty summary file; local-action appends to it and does not
  // create its folder.
  const summary = env.GITHUB_STEP_SUMMARY ? resolve(ROOT, env.GITHUB_STEP_SUMMARY) : undefined
  if (summary !== undefined) {
    mkdirSync(dirname(summary), { recursive: true })
    writeFileSync(summary, '')
  }

  const { code, failed } = await runLocalAction(relative(ROOT, runEnvFile))

  if (fake) console.log(`${fake.requests.length} request(s) reached the fake Travis CI API.`)
  if (summary !== undefined) printSummary(summary)
  if (failed) console.log('The action failed: see the ::error:: line above.')
  process.exitCode = code !== 0 ? code : failed ? 1 : 0
} finally {
  await fake?.close()
  if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true })
}

/** The job summary as text, its first lines: the whole file stays there to be opened. */
function printSummary(path) {
  const html = existsSync(path) ? readFileSync(path, 'utf8') : ''
  if (html === '') return
  const lines = summaryAsText(html).split('\n')
  console.log(`Job summary (${relative(ROOT, path)}, as text):`)
  for (const line of lines.slice(0, SUMMARY_PREVIEW_LINES)) console.log(`  ${line}`)
  const more = lines.length - SUMMARY_PREVIEW_LINES
  if (more > 0) console.log(`  … ${more} more line(s)`)
}

/**
 * Runs local-action on the Node running this script, its output passed through as it comes.
 * Arguments are relative to the root: local-action joins them into one shell command line.
 */
function runLocalAction(runEnvFile) {
  const childEnv = {
    ...process.env,
    PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
    // local-action stubs @actions/core at the path `npm ls` names, and Node would import the real
    // path behind a symlinked node_modules (npm link, a shared checkout): the stub would miss, and
    // the real @actions/core would run (printing ::add-mask:: with the token, writing no summary).
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --preserve-symlinks`.trim()
  }
  // Colours as on a terminal, although the output goes through a pipe.
  if (process.stdout.isTTY && childEnv.FORCE_COLOR === undefined) childEnv.FORCE_COLOR = '1'
  const child = spawn(process.execPath, [LOCAL_ACTION, 'run', '.', 'src/main.ts', runEnvFile], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['inherit', 'pipe', 'inherit']
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))

  let failed = false
  let partial = ''
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk)
    const lines = (partial + chunk.toString('utf8')).split('\n')
    partial = lines.pop() ?? ''
    // Each line of the stubbed logger starts with its command (::info::, ::debug::, …), and this
    // action writes ::error only through setFailed.
    // eslint-disable-next-line no-control-regex
    if (lines.some((line) => line.replace(/\x1b\[[0-9;]*m/g, '').startsWith('::error')))
      failed = true
  })
  return new Promise((resolvePromise, reject) => {
    child.on('error', reject)
    child.on('close', (code) => resolvePromise({ code: code ?? 1, failed }))
  })
}
