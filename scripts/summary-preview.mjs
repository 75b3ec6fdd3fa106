// `npm run summary:preview`: runs representative operations with the bundled action
// (dist/index.js, `npm run build` first) against the fake Travis CI and GitHub servers, wraps each
// job summary in a page styled with GitHub's markdown CSS (class `markdown-body`, as in the
// summary pane) and screenshots it with headless Chromium into docs/summaries/<name>.png.
// A developer script: needs Debian's `chromium` (or CHROMIUM=/path); CI does not run it.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { startFakeGitHub } from '../test/fakes/fake-github.mjs'
import { startFakeTravis } from '../test/fakes/fake-travis.mjs'
import { runAction } from '../test/support/run-action.mjs'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const OUT = join(ROOT, 'docs', 'summaries')
const CSS = join(ROOT, 'node_modules', 'github-markdown-css', 'github-markdown-light.css')
const CHROMIUM = process.env.CHROMIUM ?? 'chromium'
const REPO = 'octo-org/hello-world'

/** name: the PNG; height: the window (the summaries fold their long parts). */
const STEPS = [
  { name: 'list-branches', height: 180, inputs: { operation: 'list-branches' } },
  { name: 'list-caches', height: 440, inputs: { operation: 'list-caches' } },
  {
    name: 'delete-caches-dry-run',
    height: 300,
    inputs: { operation: 'delete-caches', match: 'osx', 'dry-run': 'true' }
  },
  { name: 'list-settings', height: 760, inputs: { operation: 'list-settings' } },
  {
    name: 'check-settings',
    height: 300,
    inputs: {
      operation: 'check-settings',
      'desired-settings':
        'build_pushes: true\nauto_cancel_pushes: true\nmaximum_number_of_builds: 2'
    }
  },
  {
    name: 'get-setting-mismatch',
    height: 330,
    inputs: {
      operation: 'get-setting',
      setting: 'auto_cancel_pushes',
      expect: 'true',
      'fail-on-mismatch': 'true'
    }
  },
  { name: 'list-repositories', height: 180, inputs: { operation: 'list-repositories' } },
  { name: 'rotate-key-pair', height: 420, inputs: { operation: 'rotate-key-pair' } },
  {
    name: 'rotate-key-pair-dry-run',
    height: 400,
    inputs: { operation: 'rotate-key-pair', 'dry-run': 'true' }
  },
  { name: 'find-key-pair', height: 300, inputs: { operation: 'find-key-pair' } },
  {
    name: 'bad-inputs',
    height: 240,
    inputs: { operation: 'set-setting', setting: 'build_pushes', value: 'maybe', retries: 'ten' }
  }
]

const page = (body) => `<!doctype html>
<html><head><meta charset="utf-8"><style>${readFileSync(CSS, 'utf8')}
body { margin: 0; background: #fff; }
.markdown-body { box-sizing: border-box; max-width: 980px; padding: 24px 32px; }
</style></head>
<body><article class="markdown-body">
${body}
</article></body></html>
`

const travis = await startFakeTravis({ seedDemo: true })
const github = await startFakeGitHub()
github.addRepo(REPO)
const work = mkdtempSync(join(tmpdir(), 'summary-preview-'))
mkdirSync(OUT, { recursive: true })
const rootFlags = process.getuid?.() === 0 ? ['--no-sandbox'] : []
try {
  for (const step of STEPS) {
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
      env: { GITHUB_API_URL: github.url }
    })
    if (run.summary === '') throw new Error(`${step.name}: no job summary (${run.stderr})`)
    console.log(`${step.name}: exit code ${run.exitCode}`)
    const html = join(work, `${step.name}.html`)
    writeFileSync(html, page(run.summary))
    const png = join(OUT, `${step.name}.png`)
    execFileSync(
      CHROMIUM,
      [
        '--headless=new',
        ...rootFlags,
        '--disable-gpu',
        '--hide-scrollbars',
        `--screenshot=${png}`,
        `--window-size=1000,${step.height}`,
        pathToFileURL(html).href
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] }
    )
    console.log(`  ${png}`)
  }
} finally {
  rmSync(work, { recursive: true, force: true })
  await Promise.all([travis.close(), github.close()])
}
