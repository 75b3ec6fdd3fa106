// Runs the bundled action (dist/index.js) as the runner does: a child process with INPUT_* for
// every input of action.yml (its default unless given), GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files.
// Plain JavaScript so that `npm run demo` can use it without a TypeScript step.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const DIST_ENTRY = join(ROOT, 'dist', 'index.js')

// Set by scripts/coverage.mjs: what the runs spawn instead of dist/index.js (scripts/coverage-child.mjs,
// the sources as vitest runs them), and where the children write their V8 coverage
// (NODE_V8_COVERAGE), so that the e2e runs count in the coverage of src/.
export const ACTION_ENTRY = process.env.COVERAGE_ACTION_ENTRY || DIST_ENTRY
const COVERAGE_ENV = process.env.COVERAGE_V8_DIR
  ? { NODE_V8_COVERAGE: process.env.COVERAGE_V8_DIR }
  : {}

/** @type {{ inputs: Record<string, { default?: string, description: string }>, outputs: Record<string, { description: string }> }} */
export const ACTION_YML = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8'))

/** The runner's value of `${{ github.repository }}` in these runs. */
export const WORKFLOW_REPOSITORY = 'octo-org/hello-world'

/**
 * @typedef {object} ActionRun
 * @property {number} exitCode
 * @property {string} stdout
 * @property {string} stderr
 * @property {Record<string, string>} outputs parsed from the GITHUB_OUTPUT file
 * @property {string} summary the job summary file ('' when none was written)
 * @property {string[]} errors messages of ::error:: lines (not annotations on a file: see commands)
 * @property {string[]} warnings messages of ::warning:: lines (likewise)
 * @property {string[]} notices messages of ::notice:: lines (likewise)
 * @property {RunnerCommand[]} commands every workflow command the runner would run, in order
 */

/**
 * @typedef {object} RunnerCommand
 * @property {string} name `error`, `group`, `add-mask`, `set-output`…
 * @property {string} properties what stands between the name and `::` (`file=.travis.yml,line=3`)
 * @property {string} message unescaped
 * @property {string} line the line as printed
 */

/**
 * @param {{ inputs: Record<string, string>, env?: Record<string, string | undefined>, noSummary?: boolean, debug?: boolean, workspace?: string, entry?: string, interrupt?: { signal: NodeJS.Signals, when: Promise<unknown> } }} options
 *   `debug` sets RUNNER_DEBUG=1 so ::debug:: lines are printed; an `env` entry that is undefined
 *   leaves that variable unset (child_process skips it). `workspace`: the step's working directory
 *   and GITHUB_WORKSPACE, as the runner sets both for a JavaScript action (the project root
 *   otherwise, with no GITHUB_WORKSPACE). `entry`: the script to run, ACTION_ENTRY unless given
 *   (DIST_ENTRY: dist/ itself, also under coverage).
 * @returns {Promise<ActionRun>}
 */
export async function runAction(options) {
  const dir = mkdtempSync(join(tmpdir(), 'travis-repo-action-'))
  const outputFile = join(dir, 'output')
  const summaryFile = join(dir, 'summary')
  writeFileSync(outputFile, '')
  writeFileSync(summaryFile, '')
  const entry = options.entry ?? ACTION_ENTRY
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: dir,
    GITHUB_OUTPUT: outputFile,
    GITHUB_REPOSITORY: WORKFLOW_REPOSITORY,
    ...(options.noSummary ? {} : { GITHUB_STEP_SUMMARY: summaryFile }),
    ...(options.debug ? { RUNNER_DEBUG: '1' } : {}),
    ...(options.workspace ? { GITHUB_WORKSPACE: options.workspace } : {}),
    ...inputEnv(options.inputs),
    ...(entry === ACTION_ENTRY ? COVERAGE_ENV : {}),
    ...options.env
  }
  try {
    const { exitCode, stdout, stderr } = await spawnNode(
      entry,
      env,
      options.workspace,
      options.interrupt
    )
    const commands = runnerCommands(stdout)
    /** @param {string} name */
    const commandLines = (name) =>
      commands
        .filter((command) => command.name === name && command.properties === '')
        .map((command) => command.message)
    const run = {
      exitCode,
      stdout,
      stderr,
      outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
      summary: readFileSync(summaryFile, 'utf8'),
      errors: commandLines('error'),
      warnings: commandLines('warning'),
      notices: commandLines('notice'),
      commands
    }
    assertNoSecretVisible(run, options.inputs)
    return run
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Every declared input, at its action.yml default unless given, as the runner passes them.
 * @param {Record<string, string>} given
 * @returns {Record<string, string>}
 */
export function inputEnv(given) {
  for (const name of Object.keys(given)) {
    if (!(name in ACTION_YML.inputs)) throw new Error(`undeclared input: ${name}`)
  }
  /** @type {Record<string, string>} */
  const env = {}
  for (const [name, spec] of Object.entries(ACTION_YML.inputs)) {
    const fallback =
      spec.default === '${{ github.repository }}' ? WORKFLOW_REPOSITORY : (spec.default ?? '')
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = given[name] ?? fallback
  }
  return env
}

/**
 * @param {string} entry
 * @param {Record<string, string | undefined>} env
 * @param {string | undefined} cwd
 * @param {{ signal: NodeJS.Signals, when: Promise<unknown> } | undefined} interrupt
 * @returns {Promise<{ exitCode: number, stdout: string, stderr: string }>}
 */
function spawnNode(entry, env, cwd, interrupt) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry], { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    interrupt?.when.then(() => child.kill(interrupt.signal))
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ exitCode: code ?? -1, stdout, stderr }))
  })
}

/**
 * Parses the `name<<delimiter … delimiter` blocks @actions/core writes to GITHUB_OUTPUT.
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseOutputFile(text) {
  /** @type {Record<string, string>} */
  const outputs = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<]+)<<(.+)$/.exec(lines[i] ?? '')
    if (!match) continue
    const [, name, delimiter] = match
    const value = []
    for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i])
    outputs[name] = value.join('\n')
  }
  return outputs
}

/**
 * The workflow commands of a step's stdout as the runner reads them (actions/runner
 * ActionCommandManager): a line that starts with `::name ...::`, except between
 * `::stop-commands::<token>` and `::<token>::`, where nothing is a command but that end.
 * @param {string} stdout
 * @returns {RunnerCommand[]}
 */
export function runnerCommands(stdout) {
  /** @type {RunnerCommand[]} */
  const commands = []
  let stopToken = null
  for (const raw of stdout.split(/\r?\n|\r/)) {
    const line = raw.trimStart()
    if (stopToken !== null) {
      if (line === `::${stopToken}::`) stopToken = null
      continue
    }
    const match = /^::([A-Za-z-]+)( [^:]*)?::(.*)$/.exec(line)
    if (!match) continue
    const [, name = '', properties = '', message = ''] = match
    if (name === 'stop-commands') {
      stopToken = message
      continue
    }
    commands.push({
      name,
      properties: properties.trim(),
      message: unescapeCommand(message),
      line: raw
    })
  }
  return commands
}

/** @param {string} text */
function unescapeCommand(text) {
  return text
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%3A/g, ':')
    .replace(/%2C/g, ',')
    .replace(/%25/g, '%')
}

/**
 * Every place a secret could leak to: the log (bar the ::add-mask:: lines that hand secrets to
 * the runner, which never shows them), the outputs and the summary.
 * @param {ActionRun} run
 */
export function everythingVisible(run) {
  // The masks the runner takes (outside a stop-commands region), each as its line was printed.
  const masks = new Set(
    run.commands.filter((command) => command.name === 'add-mask').map((command) => command.line)
  )
  const log = `${run.stdout}\n${run.stderr}`
    .split('\n')
    .filter((line) => !masks.has(line))
    .join('\n')
  return [log, JSON.stringify(run.outputs), run.summary].join('\n')
}

/**
 * Every run, in every test and the demo, checks that no secret input (token, passphrase, a line
 * of a private key) shows up in the log, the outputs or the summary.
 * @param {ActionRun} run
 * @param {Record<string, string>} inputs
 */
function assertNoSecretVisible(run, inputs) {
  const keyLines = (inputs['private-key'] ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length >= 16 && !line.startsWith('-----'))
  // encrypt-value's 'value' is a secret; set-setting's is not.
  const value = inputs.operation === 'encrypt-value' ? inputs.value : undefined
  const secrets = [
    inputs['travis-token'],
    inputs['github-token'],
    inputs.passphrase,
    value,
    ...keyLines
  ]
  const visible = everythingVisible(run)
  for (const secret of secrets) {
    if (secret && secret.length >= 6 && visible.includes(secret)) {
      throw new Error(
        `a secret input is visible in the action's log, outputs or summary (${secret.length} characters)`
      )
    }
  }
}

/**
 * The job summary as terminal text: tables as `a | b` rows, tags dropped.
 * @param {string} html
 */
export function summaryAsText(html) {
  return html
    .replace(/\n(?=<)/g, '')
    .replace(/<\/(h2|h3|p|tr|table|details|summary|pre|li|ul)>/g, '\n')
    .replace(/<\/t[dh]>/g, ' | ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
    .replace(/ \| \n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
