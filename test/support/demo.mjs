// `npm run demo`: the three headline uses of the action, run by the bundled action (dist/index.js)
// as a workflow's steps would run it, against the embedded fake Travis CI API on 127.0.0.1: caches
// cleared after a merge, a build triggered and waited for (one of its jobs fails, and its log's
// last lines are in the job summary), and a dry run of settings as code with its plan. Each step's
// log lines, outputs and job summary are printed as text; nothing leaves this machine.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startFakeTravis } from '../fakes/fake-travis.mjs'
import { runAction, runnerCommands, summaryAsText } from './run-action.mjs'

const TOKEN = 'fake-travis-token'
const REPO = 'octo-org/hello-world'

/** What the failing job's log holds: travis-build ends a failed step with "The command …". */
const FAILED_LOG = [
  '$ npm ci',
  'added 312 packages in 9s',
  '$ npm test',
  '> vitest run',
  ' ✓ test/settings.test.ts (12 tests)',
  ' ✗ test/cache.test.ts > keeps the newest cache',
  '   AssertionError: expected 2 to be 3',
  ' Test Files  1 failed | 1 passed (2)',
  'The command "npm test" exited with 1.',
  '',
  'Done. Your build exited with 1.',
  ''
].join('\n')

/** The committed file of settings as code (the workspace's .travis-settings.yml). */
const DESIRED_FILE = `settings:
  auto_cancel_pushes: true
  maximum_number_of_builds: 4
env:
  NODE_ENV: { value: production, public: true }
  DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN }
crons:
  master: daily
`

const fake = await startFakeTravis({ seedDemo: true })
const repo = fake.state.repos[0]
// The build Travis CI runs: two jobs; "unit tests" fails at its second look, "lint" passes.
fake.state.pipeline.jobs = [
  { name: 'unit tests', stage: 'test', config: { language: 'node_js', node_js: '22' } },
  { name: 'lint', stage: 'test', config: { language: 'node_js', node_js: '22' } }
]
fake.state.pipeline.states = [
  'started',
  { state: 'failed', jobs: ['failed', 'passed'], logs: [FAILED_LOG, null] }
]
// Travis CI as a team left it by hand: a variable to update, one nobody uses, a weekly cron.
fake.state.addEnvVar(repo, { name: 'NODE_ENV', value: 'development', public: true })
fake.state.addEnvVar(repo, { name: 'OLD_URL', value: 'https://old.example.com', public: true })
fake.state.addCron(repo, { branch: 'master', interval: 'weekly' })

const workspace = mkdtempSync(join(tmpdir(), 'travis-repo-action-demo-'))
writeFileSync(join(workspace, '.travis-settings.yml'), DESIRED_FILE)

const USES = [
  {
    title: '1. Clear caches after a merge (examples/clear-caches-after-merge.yml)',
    about: "pull request 42 of branch feature/login was merged: its caches and the branch's go",
    inputs: {
      operation: 'delete-caches',
      branch: 'feature/login',
      'pull-request': '42',
      'max-deletions': '5'
    },
    exitCode: 0
  },
  {
    title: '2. A build triggered and waited for (examples/trigger-travis-build.yml)',
    about: 'its job "unit tests" fails: the step fails, and the summary shows why',
    inputs: {
      operation: 'trigger-build',
      branch: 'master',
      message: 'Demo build',
      wait: 'true',
      'poll-seconds': '2',
      'log-lines': '8'
    },
    exitCode: 1
  },
  {
    title: '3. Settings as code, planned (examples/travis-as-code.yml on a pull request)',
    about: `.travis-settings.yml in the workspace:\n${indent(DESIRED_FILE.trimEnd(), '    ')}`,
    inputs: {
      operation: 'apply-settings',
      'desired-settings-file': '.travis-settings.yml',
      prune: 'true',
      'max-deletions': '5',
      'dry-run': 'true'
    },
    exitCode: 0
  }
]

/** @param {string} text @param {string} prefix */
function indent(text, prefix) {
  return text
    .split('\n')
    .map((line) => `${prefix}${line}`)
    .join('\n')
}

/** A value as one line, long ones cut. @param {string} value */
function oneLine(value) {
  const line = value.replace(/\n/g, '\\n')
  return line.length > 150 ? `${line.slice(0, 150)}… (${line.length} characters)` : line
}

/**
 * The lines of the step's log a reader of the Actions log sees as text: workflow commands and
 * the job logs printed between stop-commands markers left out (the summary shows their tail).
 * @param {string} stdout
 */
function logLines(stdout) {
  const lines = []
  let stopped = null
  for (const line of stdout.split('\n')) {
    if (stopped !== null) {
      if (line.trim() === `::${stopped}::`) stopped = null
      continue
    }
    const start = /^::stop-commands::(.+)$/.exec(line.trim())
    if (start) stopped = start[1] ?? ''
    else if (line.trim() !== '' && !line.startsWith('::')) lines.push(line)
  }
  return lines
}

const runs = []
let unexpected = 0
try {
  console.log(
    `travis-repo-action demo: dist/index.js against a fake Travis CI API on ${fake.url} (${REPO})`
  )
  for (const use of USES) {
    const requestsBefore = fake.requests.length
    const run = await runAction({
      inputs: { 'api-url': fake.url, 'travis-token': TOKEN, repo: REPO, ...use.inputs },
      workspace
    })
    const sent = fake.requests.slice(requestsBefore)
    runs.push({ use, run, sent })
    console.log(`\n━━ ${use.title}`)
    console.log(indent(use.about, '  '))
    console.log(
      `  with: ${Object.entries(use.inputs)
        .map(([name, value]) => `${name}: ${value}`)
        .join(', ')}`
    )
    const expected = run.exitCode === use.exitCode
    if (!expected) unexpected++
    console.log(
      `exit code ${run.exitCode}${
        expected
          ? run.exitCode === 0
            ? ''
            : ' (expected: the build failed)'
          : ` (UNEXPECTED: expected ${use.exitCode})`
      }`
    )
    const commands = runnerCommands(run.stdout).filter((command) =>
      ['error', 'warning', 'notice'].includes(command.name)
    )
    for (const command of commands) console.log(`${command.name}: ${command.message}`)
    console.log('log:')
    console.log(indent(logLines(run.stdout).slice(0, 12).join('\n'), '  '))
    console.log('outputs (the empty ones left out):')
    const shown = new Map()
    for (const [name, value] of Object.entries(run.outputs)) {
      if (value === '') continue
      console.log(`  ${name} = ${shown.has(value) ? `(as ${shown.get(value)})` : oneLine(value)}`)
      if (!shown.has(value)) shown.set(value, name)
    }
    console.log('job summary:')
    const summary = summaryAsText(run.summary)
      .split('\n')
      .filter((line) => line.trim() !== '')
    console.log(indent(summary.slice(0, 40).join('\n'), '  '))
    const writes = sent.filter((request) => request.method !== 'GET').length
    const what = writes === 0 ? 'reads only' : `${writes} write${writes === 1 ? '' : 's'}`
    console.log(`requests: ${sent.length} (${what})`)
  }

  const [caches, build, plan] = runs
  const changes = JSON.parse(plan?.run.outputs.changes || '[]')
  console.log(`\n━━ What ran`)
  console.log(
    [
      `The bundled action ran 3 steps against the fake Travis CI (${fake.requests.length} requests, nothing left this machine):`,
      `  1. delete-caches: ${caches?.run.outputs['deleted-count']} caches of feature/login and pull request 42 deleted (at most 5 allowed).`,
      `  2. trigger-build: build #${build?.run.outputs['build-number']} triggered and waited for; it ${build?.run.outputs['build-state']}, and the summary shows the failed job's last log lines.`,
      `  3. apply-settings (dry run): a plan of ${changes.length} changes from .travis-settings.yml, nothing written.`,
      'Run the tests: `npm test` (the build, every test and coverage; about 6 minutes), or',
      '`npm run test:unit` for the quick ones (unit, fakes, project and property tests; no build).'
    ].join('\n')
  )
} finally {
  await fake.close()
  rmSync(workspace, { recursive: true, force: true })
}
process.exitCode = unexpected === 0 ? 0 : 1
