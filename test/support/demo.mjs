// `npm run demo`: runs the bundled action (dist/index.js) against the embedded fake Travis CI
// server on 127.0.0.1, as a workflow would, and prints each step's outputs and job summary.
import { startFakeTravis } from '../fakes/fake-travis.mjs'
import { runAction, summaryAsText } from './run-action.mjs'

const TOKEN = 'fake-travis-token'

const STEPS = [
  {
    title: 'List the branches (3 pages of 100; the default order leaves out the 3 never built)',
    inputs: { operation: 'list-branches' }
  },
  {
    title: 'List the caches of two branches and a pull request',
    inputs: { operation: 'list-caches', branch: 'master\nfeature/login', 'pull-request': '42' }
  },
  {
    title: 'Dry run: delete the osx caches, at most 5',
    inputs: { operation: 'delete-caches', match: 'osx', 'max-deletions': '5', 'dry-run': 'true' }
  },
  {
    title: 'Gate on a setting',
    inputs: {
      operation: 'get-setting',
      setting: 'build_pushes',
      expect: 'true',
      'fail-on-mismatch': 'true'
    }
  },
  {
    title: 'Turn on auto-cancel for pushes',
    inputs: { operation: 'set-setting', setting: 'auto_cancel_pushes', value: 'true' }
  },
  { title: 'Find the key pair', inputs: { operation: 'find-key-pair' } }
]

const fake = await startFakeTravis({ seedDemo: true })
let failed = 0
try {
  console.log(`Fake Travis CI API on ${fake.url} (repository octo-org/hello-world)\n`)
  for (const step of STEPS) {
    const run = await runAction({
      inputs: {
        'api-url': fake.url,
        'travis-token': TOKEN,
        repo: 'octo-org/hello-world',
        ...step.inputs
      }
    })
    if (run.exitCode !== 0) failed++
    console.log(
      `━━ ${step.title}: ${Object.entries(step.inputs)
        .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
        .join(' ')}`
    )
    console.log(`exit code ${run.exitCode}${run.errors.length ? `: ${run.errors.join(' ')}` : ''}`)
    for (const line of [
      ...run.notices.map((n) => `notice: ${n}`),
      ...run.warnings.map((w) => `warning: ${w}`)
    ]) {
      console.log(line)
    }
    console.log('outputs:')
    for (const [name, value] of Object.entries(run.outputs)) {
      const shown =
        value.length > 160 ? `${value.slice(0, 160)}… (${value.length} characters)` : value
      console.log(`  ${name} = ${shown.replace(/\n/g, '\\n')}`)
    }
    console.log('job summary:')
    console.log(
      `${summaryAsText(run.summary)
        .split('\n')
        .slice(0, 14)
        .map((l) => `  ${l}`)
        .join('\n')}\n`
    )
  }
  console.log(`${fake.requests.length} requests reached the fake server.`)
} finally {
  await fake.close()
}
process.exitCode = failed === 0 ? 0 : 1
