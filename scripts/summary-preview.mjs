// `npm run summary:preview`: runs representative operations with the bundled action
// (dist/index.js, `npm run build` first) against the fake Travis CI and GitHub servers, wraps each
// job summary in a page styled with GitHub's markdown CSS (class `markdown-body`, as in the
// summary pane) and screenshots it with headless Chromium into docs/summaries/<name>.png.
// The same every time: the clock stands still at NOW and the keys a rotation "generates" come from
// test/fixtures/keys/, in this process (the fakes) and in each run of the action
// (summary-preview-fixed.mjs, loaded with NODE_OPTIONS=--import), so running it twice changes no
// PNG. The fake Travis answers under /api as an Enterprise installation does, so the summaries
// link to its pages (report/links.ts).
// A developer script: needs Debian's `chromium` (or CHROMIUM=/path) and `fonts-noto-color-emoji`
// (for ❌ and ⚠️); CI does not run it.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import sshpk from 'sshpk'
import { fixClock } from './summary-preview-fixed.mjs'
import { trimPng } from './png-trim.mjs'
import { startFakeGitHub } from '../test/fakes/fake-github.mjs'
import { startFakeTravis } from '../test/fakes/fake-travis.mjs'
import { runAction } from '../test/support/run-action.mjs'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const OUT = join(ROOT, 'docs', 'summaries')
const CSS = join(ROOT, 'node_modules', 'github-markdown-css', 'github-markdown-light.css')
const CHROMIUM = process.env.CHROMIUM ?? 'chromium'
const REPO = 'octo-org/hello-world'
const NOW = '2026-11-20T09:00:00Z'
const DAY_MS = 24 * 60 * 60 * 1000
const FIXED = fileURLToPath(new URL('./summary-preview-fixed.mjs', import.meta.url))
/** Taller than any summary (they fold their long parts): each PNG is trimmed to its content. */
const WINDOW_HEIGHT = 2400
const key = (name) => join(ROOT, 'test', 'fixtures', 'keys', `preview-${name}.pem`)

/** The commit of wait-for-build-failed, and the log travis-build would write for its failed test. */
const PUSHED = '3f786850e387550fdab836ed7e6dc881de23001b'
const FAILED_TEST_LOG = [
  'travis_fold:start:install\r\u001b[0Ktravis_time:start:0a1b\r\u001b[0K$ npm ci',
  'added 412 packages in 9s',
  'travis_time:end:0a1b:start=1,finish=2,duration=1,event=install\r\u001b[0Ktravis_fold:end:install\r\u001b[0Ktravis_time:start:0c2d\r\u001b[0K$ npm test',
  '',
  '> shop@2.3.0 test',
  '> vitest run',
  '',
  ' ✓ test/cart.test.ts (14 tests) 31ms',
  ' ❯ test/totals.test.ts (6 tests | 1 failed) 12ms',
  '   × rounds the total to cents',
  '     → expected 10.005 to be 10.01',
  '',
  ' Test Files  1 failed | 1 passed (2)',
  '      Tests  1 failed | 19 passed (20)',
  'travis_time:end:0c2d:start=2,finish=3,duration=1,event=script\r\u001b[0K\u001b[31;1mThe command "npm test" exited with 1.\u001b[0m',
  '',
  'Done. Your build exited with 1.',
  ''
].join('\n')

/**
 * name: the PNG; files: the workspace's files (none: the runner's); key: the key a rotation generates; pipeline: what the fake's build pipeline does
 * (test/fakes/fake-travis/builds.mjs); before: what the fake holds before the run; openFolds: the
 * picture shows what the summary folds. In this order:
 * the rotations start from the key pair and deploy key seeded
 * below, and find-key-pair shows the key the last one installed.
 */
const STEPS = [
  { name: 'list-branches', inputs: { operation: 'list-branches' } },
  { name: 'list-caches', inputs: { operation: 'list-caches' } },
  {
    name: 'delete-caches-dry-run',
    inputs: { operation: 'delete-caches', match: 'osx', 'dry-run': 'true' }
  },
  { name: 'list-settings', inputs: { operation: 'list-settings' } },
  {
    name: 'check-settings',
    inputs: {
      operation: 'check-settings',
      'desired-settings':
        'build_pushes: true\nauto_cancel_pushes: true\nmaximum_number_of_builds: 2'
    }
  },
  {
    name: 'check-settings-as-code',
    inputs: {
      operation: 'check-settings',
      prune: 'true',
      'desired-settings': [
        'settings:',
        '  build_pushes: true',
        'env:',
        '  NODE_ENV: { value: production, public: true }',
        '  DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN }',
        '  STAGING_URL: { value: https://staging.example.com, public: true, branch: develop }',
        'crons:',
        '  master: daily',
        '  develop: { interval: weekly, dont-run-if-recent-build-exists: true }'
      ].join('\n')
    }
  },
  {
    name: 'get-setting-mismatch',
    inputs: {
      operation: 'get-setting',
      setting: 'auto_cancel_pushes',
      expect: 'true',
      'fail-on-mismatch': 'true'
    }
  },
  {
    name: 'apply-settings-refused',
    inputs: {
      operation: 'apply-settings',
      'desired-settings': 'build_pushes: false\njob_log_access_older_than_days: 10'
    }
  },
  { name: 'list-repositories', inputs: { operation: 'list-repositories' } },
  {
    name: 'rotate-key-pair-dry-run',
    inputs: { operation: 'rotate-key-pair', 'dry-run': 'true' }
  },
  { name: 'rotate-key-pair', key: 'new', inputs: { operation: 'rotate-key-pair' } },
  {
    name: 'rotate-key-pair-without-github',
    key: 'no-github',
    inputs: { operation: 'rotate-key-pair', 'github-token': '' }
  },
  { name: 'find-key-pair', inputs: { operation: 'find-key-pair' } },
  {
    name: 'trigger-build-passed',
    pipeline: {
      jobs: 3,
      states: [{ state: 'passed', jobs: ['passed', 'passed', 'passed'], ranSeconds: 754 }]
    },
    inputs: { operation: 'trigger-build', branch: 'develop', message: 'Release 1.4', wait: 'true' }
  },
  {
    name: 'trigger-build-failed',
    pipeline: {
      jobs: 4,
      states: [
        { state: 'failed', jobs: ['passed', 'failed', 'passed', 'errored'], ranSeconds: 412 }
      ]
    },
    inputs: { operation: 'trigger-build', branch: 'feature/login', wait: 'true' }
  },
  {
    name: 'wait-for-build-failed',
    // Travis CI's own build of a pushed commit: two stages, an allowed failure, a failed test.
    before: (travis) =>
      travis.state.travisStarts(1, {
        branch: 'master',
        sha: PUSHED,
        message: 'Round totals to cents',
        jobs: [
          { name: 'unit tests', stage: 'test', config: { language: 'node_js', node_js: '22' } },
          { name: 'lint', stage: 'test', config: { language: 'node_js', node_js: '22' } },
          {
            stage: 'test',
            allow_failure: true,
            config: { language: 'node_js', node_js: '24', os: 'osx' }
          },
          { name: 'deploy', stage: 'deploy', config: { language: 'node_js' } }
        ],
        states: [
          'started',
          {
            state: 'failed',
            jobs: ['failed', 'passed', 'failed', 'canceled'],
            ranSeconds: 263,
            logs: [FAILED_TEST_LOG, null, null, null]
          }
        ]
      }),
    inputs: {
      operation: 'wait-for-build',
      sha: PUSHED,
      branch: 'master',
      'poll-seconds': '2',
      'log-lines': '12'
    },
    // The picture shows the log's last lines, which the summary folds.
    openFolds: true
  },
  { name: 'list-builds', inputs: { operation: 'list-builds', limit: '8' } },
  {
    name: 'check-travis-yml',
    inputs: { operation: 'check-travis-yml', 'base-travis-yml': 'base/.travis.yml' },
    files: {
      '.travis.yml': [
        'language: node_js',
        'node_js: [20, 22]',
        'scirpt: npm test',
        'deploy:',
        '  provider: heroku',
        '  api_key: 0123456789abcdef',
        'jobs:',
        '  include:',
        '    - stage: deploy',
        '      node_js: 22',
        '      script: ./deploy.sh',
        ''
      ].join('\n'),
      'base/.travis.yml': [
        'language: node_js',
        'node_js: [18, 20, 22]',
        'script: npm test',
        'jobs:',
        '  include:',
        '    - stage: deploy',
        '      node_js: 22',
        '      script: ./deploy.sh',
        ''
      ].join('\n')
    },
    // The picture shows the jobs, which the summary folds.
    openFolds: true
  },
  {
    name: 'bad-inputs',
    inputs: { operation: 'set-setting', setting: 'build_pushes', value: 'maybe', retries: 'ten' }
  }
]

const page = (body) => `<!doctype html>
<html><head><meta charset="utf-8"><style>${readFileSync(CSS, 'utf8')}
body { margin: 0; background: #fff; }
.markdown-body { box-sizing: border-box; max-width: 980px; padding: 24px 32px; }
/* Whole lines in a picture that cannot scroll: an ssh-rsa key wraps instead of running off. */
.markdown-body pre { white-space: pre-wrap; word-break: break-all; }
</style></head>
<body><article class="markdown-body">
${body}
</article></body></html>
`

fixClock(NOW)
// A fixed port: a build's page (its URL) shows in the failure line of trigger-build-failed.
const travis = await startFakeTravis({
  seedDemo: true,
  basePath: '/api',
  port: Number(process.env.SUMMARY_PREVIEW_PORT ?? 47127)
})
const github = await startFakeGitHub()
github.addRepo(REPO)
// Before the rotations: Travis CI holds the previous key, and GitHub has it as a deploy key
// added 90 days ago, titled by the action's own rotation then.
const previous = readFileSync(key('previous'), 'utf8')
travis.state.repos.find((repo) => repo.id === 1).keyPair = { privateKey: previous, description: '' }
const added = new Date(Date.parse(NOW) - 90 * DAY_MS).toISOString().replace(/\.\d{3}Z$/, 'Z')
github.addKey(REPO, {
  key: sshpk
    .parsePrivateKey(previous, 'pem')
    .toPublic()
    .toString('ssh')
    .split(' ')
    .slice(0, 2)
    .join(' '),
  title: `Travis CI deploy key ${added.slice(0, 10)}`,
  created_at: added
})
// Variables and cron jobs as a team left them by hand, for check-settings-as-code.
travis.state.addEnvVar(1, { name: 'NODE_ENV', value: 'development', public: true })
travis.state.addEnvVar(1, { name: 'DEPLOY_TOKEN', value: 'set-by-hand', public: false })
travis.state.addEnvVar(1, { name: 'LEGACY_FLAG', value: '1', public: true })
travis.state.addCron(1, { branch: 'master', interval: 'weekly' })
travis.state.addCron(1, { branch: 'release', interval: 'monthly' })
const work = mkdtempSync(join(tmpdir(), 'summary-preview-'))
mkdirSync(OUT, { recursive: true })
const rootFlags = process.getuid?.() === 0 ? ['--no-sandbox'] : []
try {
  // SUMMARY_PREVIEW_ONLY=<name>: that picture alone (one that needs no step before it).
  const only = process.env.SUMMARY_PREVIEW_ONLY
  for (const step of STEPS.filter((candidate) => !only || candidate.name === only)) {
    Object.assign(travis.state.pipeline, step.pipeline ?? {})
    const workspace = step.files === undefined ? undefined : join(work, `${step.name}-workspace`)
    for (const [file, text] of Object.entries(step.files ?? {})) {
      mkdirSync(dirname(join(workspace, file)), { recursive: true })
      writeFileSync(join(workspace, file), text)
    }
    step.before?.(travis)
    const run = await runAction({
      inputs: {
        'api-url': travis.url,
        'travis-token': 'fake-travis-token',
        repo: REPO,
        'github-token': step.inputs.operation === 'rotate-key-pair' ? 'fake-github-token' : '',
        'key-bits': '2048',
        retries: '0',
        ...step.inputs
      },
      env: {
        GITHUB_API_URL: github.url,
        NODE_OPTIONS: `--import=${pathToFileURL(FIXED).href}`,
        SUMMARY_PREVIEW_NOW: NOW,
        ...(step.key === undefined ? {} : { SUMMARY_PREVIEW_KEY: key(step.key) })
      },
      workspace
    })
    if (run.summary === '') throw new Error(`${step.name}: no job summary (${run.stderr})`)
    console.log(`${step.name}: exit code ${run.exitCode}`)
    const html = join(work, `${step.name}.html`)
    writeFileSync(
      html,
      page(step.openFolds ? run.summary.replaceAll('<details>', '<details open>') : run.summary)
    )
    const png = join(OUT, `${step.name}.png`)
    execFileSync(
      CHROMIUM,
      [
        '--headless=new',
        ...rootFlags,
        '--disable-gpu',
        '--hide-scrollbars',
        `--screenshot=${png}`,
        `--window-size=1000,${WINDOW_HEIGHT}`,
        pathToFileURL(html).href
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] }
    )
    writeFileSync(png, trimPng(readFileSync(png)))
    console.log(`  ${png}`)
  }
} finally {
  rmSync(work, { recursive: true, force: true })
  await Promise.all([travis.close(), github.close()])
}
