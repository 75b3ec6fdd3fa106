// `npm run follow -- <operation> …`: the files of src/ a reader opens to follow an operation from
// action.yml to the HTTP request. The action runs from its sources (scripts/follow-child.mjs)
// against the fake Travis CI server on 127.0.0.1; the call stack is recorded at every read of an
// input and at every request sent (with the stacks that made the promises the request descends
// from), and the measure is the set of distinct src/ files on those stacks: the path from each
// input to each request, shared client, request and retry included.
// Functions that returned before (pure planners, the answer's checks) and the report are not on
// it. docs/architecture.md ("Following an operation") records the measure of SCENARIOS, written
// by scripts/generate-docs.mjs and checked by its --check.
import { generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startFakeTravis } from '../test/fakes/fake-travis.mjs'
import { runAction } from '../test/support/run-action.mjs'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const SRC = join(ROOT, 'src')
const CHILD = fileURLToPath(new URL('./follow-child.mjs', import.meta.url))
const REPO = 'octo-org/hello-world'
const TOKEN = 'fake-travis-token'

/**
 * The spine: the files of src/ every operation passes through on its way from action.yml to a
 * request (the entry, the inputs, the dispatch, the client). docs/architecture.md walks them;
 * follow.test.ts fails when the measured spine grows or a file listed here is gone.
 */
export const SPINE = [
  'index.ts',
  'main.ts',
  'inputs/index.ts',
  'inputs/reader.ts',
  'inputs/connection.ts',
  'operations/index.ts',
  'travis/client.ts',
  'travis/request.ts',
  'lib/retry.ts',
  'lib/concurrency.ts'
]

/** How many files of its own, outside the spine, an operation of each kind may pass through. */
export const BUDGETS = { read: 4, write: 6, 'trigger-build': 8, 'apply-settings': 12 }

/**
 * The runs the spine is measured on, one or more of each kind, with the inputs each needs beside
 * its scenario's. delete-caches is a write over its budget by one: the survey reads the branches
 * to place each cache (pages.ts, resources/branches.ts) before anything is deleted.
 * @type {Record<string, { kind: keyof typeof BUDGETS, inputs?: Record<string, string>, budget?: number }>}
 */
export const SPINE_RUNS = {
  'list-settings': { kind: 'read' },
  'get-setting': { kind: 'read', inputs: { setting: 'build_pushes' } },
  'find-key-pair': { kind: 'read' },
  'list-branches': { kind: 'read' },
  'set-setting': { kind: 'write', inputs: { setting: 'build_pushes', value: 'false' } },
  'set-key-pair': { kind: 'write' },
  'delete-caches': { kind: 'write', budget: 7 },
  'trigger-build': { kind: 'trigger-build', inputs: { branch: 'master' } },
  'apply-settings': { kind: 'apply-settings' }
}

/**
 * Runs every SPINE_RUNS operation: the files all of them pass through (the measured spine), and
 * each run's own files outside the spine, beside its budget.
 */
export async function measureSpine() {
  const runs = []
  for (const [operation, { kind, inputs, budget }] of Object.entries(SPINE_RUNS)) {
    const run = await follow(operation, inputs)
    if (run.exitCode !== 0) {
      throw new Error(`${operation} failed in npm run follow: ${run.errors.join(' ')}`)
    }
    runs.push({ operation, kind, budget: budget ?? BUDGETS[kind], ...run })
  }
  const spine = runs[0].files.filter((file) => runs.every(({ files }) => files.includes(file)))
  return {
    spine,
    runs: runs.map((run) => ({ ...run, own: run.files.filter((file) => !spine.includes(file)) }))
  }
}

const rsaPem = () =>
  String(
    generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs1',
      format: 'pem'
    })
  )

/**
 * @typedef {object} Scenario
 * @property {string} about what the run does, for the docs
 * @property {(repo: any, state: any) => Record<string, string>} prepare seeds the fake's demo
 *   repository; returns the inputs beside api-url, travis-token, repo and operation
 * @property {Record<string, string>} [env] the step's environment
 */

/** @type {Record<string, Scenario>} */
export const SCENARIOS = {
  'set-key-pair': {
    about: 'a key in `private-key` for a repository that holds another: a GET, then a PATCH',
    prepare: (repo) => {
      repo.keyPair = { privateKey: rsaPem(), description: 'old' }
      return { 'private-key': rsaPem(), description: 'deploy' }
    }
  },
  'delete-caches': {
    about: '`match: osx`: the caches listed, the branches read to place them, one DELETE',
    prepare: () => ({ match: 'osx' })
  },
  'apply-settings': {
    about:
      '`desired-settings` with `settings:`, `env:` (a public value and a private one from the ' +
      'step environment) and `crons:`, each different from what the repository holds: the three ' +
      'sections read, then the setting changed, two variables changed and one created, the cron ' +
      'of `master` created anew',
    prepare: (repo, state) => {
      state.addEnvVar(repo, { name: 'NODE_ENV', value: 'development', public: true })
      state.addEnvVar(repo, { name: 'DEPLOY_TOKEN', value: 'old-secret-77d2e1', public: false })
      state.addCron(repo, { branch: 'master', interval: 'weekly' })
      return {
        'desired-settings': [
          'settings:',
          '  build_pushes: false',
          'env:',
          '  NODE_ENV: { value: production, public: true }',
          '  DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN }',
          '  REGION: { value: eu, public: true }',
          'crons:',
          '  master: daily',
          ''
        ].join('\n'),
        'rewrite-private-env': 'true'
      }
    },
    env: { DEPLOY_TOKEN: 'deploy-secret-5f3a9c' }
  }
}

/**
 * Runs one operation from the sources and measures its path.
 * @param {string} operation a key of SCENARIOS, or any operation (run with `extra` inputs only)
 * @param {Record<string, string>} [extra] more inputs
 * @returns {Promise<{ files: string[], requests: string[], exitCode: number, errors: string[] }>}
 *   files relative to src/, sorted; requests as `METHOD /path`, in the order sent
 */
export async function follow(operation, extra = {}) {
  const scenario = SCENARIOS[operation]
  const fake = await startFakeTravis({ seedDemo: true })
  const dir = mkdtempSync(join(tmpdir(), 'follow-'))
  try {
    const repo = fake.state.repos.find((candidate) => candidate.slug === REPO)
    const inputs = scenario?.prepare(repo, fake.state) ?? {}
    const stacksFile = join(dir, 'stacks.json')
    const run = await runAction({
      inputs: {
        'api-url': fake.url,
        'travis-token': TOKEN,
        repo: REPO,
        operation,
        ...inputs,
        ...extra
      },
      env: { ...scenario?.env, FOLLOW_STACKS: stacksFile },
      entry: CHILD
    })
    /** @type {Array<{ at: string, what: string, frames: string[] }>} */
    const stacks = JSON.parse(readFileSync(stacksFile, 'utf8'))
    const files = new Set(
      stacks.flatMap(({ frames }) =>
        frames.filter((file) => file.startsWith(`${SRC}/`)).map((file) => relative(SRC, file))
      )
    )
    const requests = stacks.filter(({ at }) => at === 'request').map(({ what }) => what)
    return { files: [...files].sort(), requests, exitCode: run.exitCode, errors: run.errors }
  } finally {
    rmSync(dir, { recursive: true, force: true })
    await fake.close()
  }
}

/** A request as the docs show it: the repository and ids as placeholders, no query. */
export function requestShown(request) {
  return request
    .replace(`/repo/${encodeURIComponent(REPO)}`, '/repo/{repo}')
    .replace(/\/(?:\d+|[0-9a-f]{8}-[0-9a-f-]{27})(?=\/|$)/g, '/{id}')
}

/** Files grouped by their folder of src/, one line each: `- \`travis/\`: \`client.ts\`, …`. */
function byFolder(files) {
  const folders = new Map()
  for (const file of files) {
    const at = file.lastIndexOf('/')
    const folder = at < 0 ? '' : file.slice(0, at + 1)
    folders.set(folder, [...(folders.get(folder) ?? []), file.slice(at + 1)])
  }
  return [...folders]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(
      ([folder, names]) => `- \`src/${folder}\`: ${names.map((name) => `\`${name}\``).join(', ')}`
    )
}

/**
 * The section of docs/architecture.md that records the measure: the spine, then a table of every
 * run's own files against its budget, then the files of the three scenarios outside the spine.
 */
export async function followSection() {
  const { spine, runs } = await measureSpine()
  const table = [
    '| operation | kind | files on the path | its own, outside the spine | budget |',
    '| --- | --- | --- | --- | --- |',
    ...runs.map(
      ({ operation, kind, files, own, budget }) =>
        `| \`${operation}\` | ${kind} | ${files.length} | ${own.length} | ≤ ${budget} |`
    )
  ]
  const lists = []
  for (const { operation, files, requests, own } of runs.filter(
    (run) => SCENARIOS[run.operation]
  )) {
    const sent = [...new Set(requests.map(requestShown))].map((request) => `\`${request}\``)
    lists.push(
      `**\`${operation}\`**, ${files.length} files (\`npm run follow -- ${operation}\`): ` +
        `${SCENARIOS[operation].about}. Requests sent (a repeat shown once): ${sent.join(', ')}. ` +
        `Its own files:`,
      '',
      ...byFolder(own),
      ''
    )
  }
  return [
    `The spine, the ${spine.length} files on the path of every run below:`,
    '',
    ...byFolder(spine),
    '',
    ...table,
    '',
    ...lists
  ]
    .join('\n')
    .trim()
}

/** `name=value` arguments as inputs. */
function inputsOf(args) {
  return Object.fromEntries(
    args.map((arg) => {
      const at = arg.indexOf('=')
      if (at < 1) throw new Error(`"${arg}" is not an input: give name=value`)
      return [arg.slice(0, at), arg.slice(at + 1)]
    })
  )
}

async function main() {
  const [operation, ...rest] = process.argv.slice(2)
  const operations = operation ? [operation] : Object.keys(SCENARIOS)
  for (const name of operations) {
    const { files, requests, exitCode, errors } = await follow(name, inputsOf(rest))
    const own = files.filter((file) => !SPINE.includes(file))
    console.log(
      `${name}: ${files.length} files from action.yml to the request, ${own.length} outside the spine`
    )
    if (SCENARIOS[name]) console.log(`  the run: ${SCENARIOS[name].about}`)
    console.log(`  requests: ${requests.join(', ') || 'none'}`)
    for (const file of files)
      console.log(`  src/${file}${SPINE.includes(file) ? '' : ' (its own)'}`)
    if (exitCode !== 0) {
      console.error(`${name} failed (exit code ${exitCode}): ${errors.join(' ')}`)
      process.exitCode = 1
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
