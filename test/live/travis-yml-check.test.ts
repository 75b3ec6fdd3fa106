// Issue 35 against the real travis-api and travis-yml (the kit's README, "Config checks"):
// check-travis-yml lints the file (POST /lint, no login needed) and previews its jobs (POST
// /repo/{slug}/request/config), and the user sees each of travis-yml's messages as an annotation
// on its line, the expanded jobs by stage, and with a base file the jobs the change adds, removes
// and changes. Two requests, three with a base file; none for YAML that does not parse.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { everythingVisible } from '../support/run-action.mjs'
import { askServer, seedKit, type RecordedLiveRequest } from './kit.js'
import {
  expectFailure,
  expectSuccess,
  jsonOutput,
  liveRecorder,
  runLive,
  summaryOf,
  useRecorder,
  type LiveRun
} from './helpers.js'
import { baseSeed, READONLY_TOKEN, REPO } from './seed.js'

useRecorder()

const LINT = 'POST /lint'
const PREVIEW = `POST /repo/${encodeURIComponent(REPO)}/request/config`
const OP = 'check-travis-yml'

/** The defaults travis-yml fills in and says so at level info (the preview only; lint drops info). */
const DEFAULTS = [
  { level: 'info', key: 'root', message: 'missing os, using the default "linux"', line: 1 },
  { level: 'info', key: 'root', message: 'missing dist, using the default "focal"', line: 1 }
]
const DEFAULT_NOTICES = [
  '::notice file=.travis.yml,line=1::missing os, using the default "linux" (on root)',
  '::notice file=.travis.yml,line=1::missing dist, using the default "focal" (on root)'
]

/** Three jobs in two stages: rvm 3.1 and 3.2 in test, and a deploy job (rvm: the first value). */
const MATRIX = [
  'language: ruby',
  'rvm: ["3.1", "3.2"]',
  'jobs:',
  '  include:',
  '    - stage: deploy',
  '      script: echo deploy',
  ''
].join('\n')

const job = (stage: string | null, language: string, version: string | null) => ({
  stage,
  name: null,
  language,
  version,
  os: 'linux',
  dist: 'focal',
  matrix: {},
  env: [],
  allow_failure: false
})

let workspace = ''
beforeEach(async () => {
  await seedKit(baseSeed())
  workspace = mkdtempSync(join(tmpdir(), 'live-travis-yml-'))
})
afterEach(() => rmSync(workspace, { recursive: true, force: true }))

interface CheckRun extends LiveRun {
  /** The requests as the recorder saw them (headers, bodies, the server's status). */
  sent: RecordedLiveRequest[]
}

/** check-travis-yml on `.travis.yml` (and any other files given) in the workspace. */
async function check(
  text: string,
  inputs: Record<string, string> = {},
  files: Record<string, string> = {}
): Promise<CheckRun> {
  writeFileSync(join(workspace, '.travis.yml'), text)
  for (const [name, content] of Object.entries(files)) writeFileSync(join(workspace, name), content)
  const run = await runLive({ operation: OP, repo: REPO, ...inputs }, { workspace })
  return { ...run, sent: [...liveRecorder().requests] }
}

/** Lint and the preview go out together: their order on the wire is not the action's to keep. */
const sorted = (lines: string[]) => [...lines].sort()

/** The annotations on a file, as the runner reads them. */
function annotations(run: LiveRun): string[] {
  return run.commands
    .filter(
      (c) => ['error', 'warning', 'notice'].includes(c.name) && c.properties.startsWith('file=')
    )
    .map((c) => `::${c.name} ${c.properties}::${c.message}`)
}

const bodyOf = (request: RecordedLiveRequest | undefined) =>
  JSON.parse(request?.body ?? '') as unknown
const previews = (run: CheckRun) => run.sent.filter((r) => `${r.method} ${r.url}` === PREVIEW)
const logLines = (run: LiveRun) => run.stdout.split('\n').filter((line) => !line.startsWith('::'))

describe('lint and preview', () => {
  it('a valid file: valid, the preview’s defaults as notices, one node_js 20 job; lint and preview only', async () => {
    const text = 'language: node_js\nnode_js: 20\nscript: npm test\n'
    const run = await check(text)
    expectSuccess(run)
    expect(sorted(run.requests)).toEqual([LINT, PREVIEW])
    expect(run.sent.map((r) => r.status)).toEqual([200, 200])
    expect(bodyOf(run.sent.find((r) => r.url === '/lint'))).toEqual({ content: text })
    expect(bodyOf(previews(run)[0])).toEqual({ configs: [{ config: text, mode: 'replace' }] })
    expect(run.outputs.valid).toBe('true')
    expect(run.outputs.count).toBe('2')
    expect(jsonOutput(run, 'messages')).toEqual(DEFAULTS)
    expect(jsonOutput(run, 'jobs')).toEqual([job(null, 'node_js', '20')])
    expect(run.outputs['jobs-diff']).toBe('')
    expect(annotations(run)).toEqual(DEFAULT_NOTICES)
    expect(logLines(run)).toContain('.travis.yml: 2 info; 1 job.')
    const summary = summaryOf(run, OP, REPO)
    expect(summary).toContain('.travis.yml is valid')
    expect(summary).toContain('Travis CI would run 1 job.')
    expect(summary).toContain('ℹ️ info | root | 1 | missing os, using the default "linux"')
  })

  it('an unknown key: one warning on its line, though lint and preview both give it', async () => {
    const run = await check('language: ruby\nfoo: bar\n')
    expectSuccess(run)
    expect(sorted(run.requests)).toEqual([LINT, PREVIEW])
    expect(annotations(run)).toEqual([
      ...DEFAULT_NOTICES,
      '::warning file=.travis.yml,line=2::unknown key "foo" (bar) (on root)'
    ])
    expect(jsonOutput(run, 'messages')).toEqual([
      ...DEFAULTS,
      { level: 'warn', key: 'root', message: 'unknown key "foo" (bar)', line: 2 }
    ])
    expect(run.outputs.valid).toBe('true')
    expect(summaryOf(run, OP, REPO)).toContain('⚠️ warn | root | 2 | unknown key "foo" (bar)')
  })

  it('a misspelled key and value: the suggestions on their lines; fail-on warn fails, error does not', async () => {
    const text = 'scirpt: rake\nlanguage: rubby\n'
    const key = 'key scirpt is not known, but script is, using script'
    const value = 'value rubby is not known, but ruby is, using ruby'
    const run = await check(text)
    expectSuccess(run)
    expect(annotations(run).filter((a) => a.startsWith('::warning'))).toEqual([
      `::warning file=.travis.yml,line=1::${key} (on root)`,
      `::warning file=.travis.yml,line=2::${value} (on language)`
    ])
    expect(run.outputs.valid).toBe('true')
    expect(jsonOutput(run, 'jobs')).toEqual([job(null, 'ruby', null)])
    expect(summaryOf(run, OP, REPO)).toContain('.travis.yml is valid, with 2 warnings')

    const strict = await check(text, { 'fail-on': 'warn' })
    expectFailure(
      strict,
      OP,
      REPO,
      '2 messages at warn or above (fail-on: warn)',
      `on line 1: ${key}`
    )
    expect(strict.outputs.valid).toBe('true')
    expect(annotations(strict).filter((a) => a.startsWith('::warning'))).toHaveLength(2)
  })

  it('a plaintext secret under deploy: an error on its line, valid false, and the secret shown nowhere', async () => {
    const secret = '0123456789abcdef'
    const text = `language: ruby\ndeploy:\n  provider: heroku\n  api_key: ${secret}\n`
    const alert = {
      level: 'alert',
      key: 'deploy.api_key',
      message: 'expected an encrypted string',
      line: 4
    }
    const run = await check(text)
    expectFailure(
      run,
      OP,
      REPO,
      '1 message at error or above',
      'on line 4: expected an encrypted string'
    )
    expect(sorted(run.requests)).toEqual([LINT, PREVIEW])
    expect(annotations(run)).toContain(
      '::error file=.travis.yml,line=4::expected an encrypted string (on deploy.api_key)'
    )
    expect(run.outputs.valid).toBe('false')
    expect(jsonOutput<unknown[]>(run, 'messages')).toContainEqual(alert)
    expect(jsonOutput(run, 'jobs')).toEqual([job(null, 'ruby', null)])
    const summary = summaryOf(run, OP, REPO)
    expect(summary).toContain('🚨 alert | deploy.api_key | 4 | expected an encrypted string')
    // The preview's job configs hold the key as travis-yml answered it: the action never prints them.
    const answer = await askServer('POST', PREVIEW.slice('POST '.length), {
      body: bodyOf(previews(run)[0])
    })
    expect(answer.text).toContain(`"api_key": "${secret}"`)
    expect(everythingVisible(run)).not.toContain(secret)

    const lenient = await check(text, { 'fail-on': 'never' })
    expectSuccess(lenient)
    expect(lenient.outputs.valid).toBe('false')
    expect(annotations(lenient)).toContain(
      '::error file=.travis.yml,line=4::expected an encrypted string (on deploy.api_key)'
    )
    expect(everythingVisible(lenient)).not.toContain(secret)
  })

  it('secrets travis-yml quotes back in its messages are masked: a list, a misspelled key, a secure entry', async () => {
    const text = [
      'language: ruby',
      'env:',
      '  global:',
      '    - secure: plainS3cret-91',
      'deploy:',
      '  provider: heroku',
      '  api_key: [s3cretA-92, s3cretB-93]',
      '  herokutoken: s3cretC-94',
      ''
    ].join('\n')
    const run = await check(text, { 'fail-on': 'never' })
    expectSuccess(run)
    const said = jsonOutput<Array<{ message: string }>>(run, 'messages').map((m) => m.message)
    // travis-yml's own words quote each value: the action shows *** in their place.
    expect(said.some((message) => message.includes('***'))).toBe(true)
    const visible = everythingVisible(run)
    for (const secret of ['plainS3cret-91', 's3cretA-92', 's3cretB-93', 's3cretC-94']) {
      expect(visible).not.toContain(secret)
    }
  })
})

describe('the jobs', () => {
  it('a matrix of three jobs in two stages: the jobs output and the summary by stage', async () => {
    const run = await check(MATRIX)
    expectSuccess(run)
    expect(sorted(run.requests)).toEqual([LINT, PREVIEW])
    expect(jsonOutput(run, 'jobs')).toEqual([
      job('test', 'ruby', '3.1'),
      job('test', 'ruby', '3.2'),
      job('deploy', 'ruby', '3.1')
    ])
    expect(annotations(run)).toEqual(DEFAULT_NOTICES)
    expect(logLines(run)).toContain('.travis.yml: 2 info; 3 jobs.')
    const summary = summaryOf(run, OP, REPO)
    expect(summary).toContain('Travis CI would run 3 jobs in 2 stages.')
    expect(summary).toContain('Stage test (2 jobs)')
    expect(summary).toContain('Stage deploy (1 job)')
    expect(summary.indexOf('Stage test')).toBeLessThan(summary.indexOf('Stage deploy'))
  })

  it('rvm cut to ["3.2"] beside the 3-job base: travis-yml keeps the deploy job alone (now on 3.2)', async () => {
    // travis-yml drops the one job a matrix of single values expands to when jobs.include
    // exists (lib/travis/yml/matrix.rb, single_matrix_job_expanded?), and the included job takes
    // the first rvm, 3.2: a different job by its matrix values, so added and removed, not changed.
    const head = MATRIX.replace('["3.1", "3.2"]', '["3.2"]')
    const run = await check(head, { 'base-travis-yml': 'base.yml' }, { 'base.yml': MATRIX })
    expectSuccess(run)
    expect(sorted(run.requests)).toEqual([LINT, PREVIEW, PREVIEW])
    expect(previews(run).map(bodyOf)).toEqual([
      { configs: [{ config: head, mode: 'replace' }] },
      { configs: [{ config: MATRIX, mode: 'replace' }] }
    ])
    expect(jsonOutput(run, 'jobs')).toEqual([job('deploy', 'ruby', '3.2')])
    expect(jsonOutput(run, 'jobs-diff')).toEqual({
      added: [job('deploy', 'ruby', '3.2')],
      removed: [
        job('test', 'ruby', '3.1'),
        job('test', 'ruby', '3.2'),
        job('deploy', 'ruby', '3.1')
      ],
      changed: []
    })
    expect(logLines(run)).toContain('Against base.yml: 1 added, 3 removed, 0 changed.')
  })

  it('the 3.1 test job excluded, the deploy script edited: one removed, the deploy job changed', async () => {
    const head = MATRIX.replace(
      'jobs:\n',
      'jobs:\n  exclude:\n    - rvm: "3.1"\n      stage: test\n'
    ).replace('echo deploy', 'echo deploy --to-v2')
    const run = await check(head, { 'base-travis-yml': 'base.yml' }, { 'base.yml': MATRIX })
    expectSuccess(run)
    expect(sorted(run.requests)).toEqual([LINT, PREVIEW, PREVIEW])
    expect(jsonOutput(run, 'jobs')).toEqual([
      job('test', 'ruby', '3.2'),
      job('deploy', 'ruby', '3.1')
    ])
    expect(jsonOutput(run, 'jobs-diff')).toEqual({
      added: [],
      removed: [job('test', 'ruby', '3.1')],
      changed: [
        {
          before: job('deploy', 'ruby', '3.1'),
          after: job('deploy', 'ruby', '3.1'),
          keys: ['script']
        }
      ]
    })
    expect(logLines(run)).toContain('Against base.yml: 0 added, 1 removed, 1 changed.')
    const summary = summaryOf(run, OP, REPO)
    expect(summary).toContain('Jobs against base.yml: 0 added, 1 removed, 1 changed.')
    expect(summary).toContain('Removed (1)')
    expect(summary).toContain('Changed (1)')
    // The keys that differ are named, their values not.
    expect(everythingVisible(run)).not.toContain('--to-v2')
  })
})

describe('without the preview', () => {
  it('a read-only token: the preview refused (403), lint alone with a notice; preview true fails', async () => {
    const text = 'language: ruby\nfoo: bar\n'
    const run = await check(text, { 'travis-token': READONLY_TOKEN })
    expectSuccess(run)
    expect(sorted(run.requests)).toEqual([LINT, PREVIEW])
    expect(previews(run).map((r) => r.status)).toEqual([403])
    expect(run.notices).toHaveLength(1)
    expect(run.notices[0]).toMatch(/^Linted only: .*answered 403/)
    expect(annotations(run)).toEqual([
      '::warning file=.travis.yml,line=2::unknown key "foo" (bar) (on root)'
    ])
    expect(run.outputs.jobs).toBe('[]')
    expect(run.outputs.count).toBe('1')
    expect(summaryOf(run, OP, REPO)).toContain('Linted only')

    const required = await check(text, { 'travis-token': READONLY_TOKEN, preview: 'true' })
    expectFailure(required, OP, REPO, '403', 'create_request')
    expect(previews(required).map((r) => r.status)).toEqual([403])
  })

  it('anonymous: one POST /lint without Authorization, the messages still annotated', async () => {
    const run = await check('language: ruby\nfoo: bar\n', { 'travis-token': '' })
    expectSuccess(run)
    expect(run.requests).toEqual([LINT])
    expect(run.sent[0]?.headers.authorization).toBeUndefined()
    expect(run.sent[0]?.status).toBe(200)
    expect(annotations(run)).toEqual([
      '::warning file=.travis.yml,line=2::unknown key "foo" (bar) (on root)'
    ])
    expect(run.outputs.jobs).toBe('[]')
    expect(run.outputs.valid).toBe('true')
    expect(logLines(run)).toContain("Checking .travis.yml with Travis CI's parser: lint only.")
    expect(summaryOf(run, OP, REPO)).toContain("no 'travis-token'")
  })

  it('invalid YAML: fails with its line and column, and nothing is sent', async () => {
    const run = await check('language: [ruby\n')
    expectFailure(run, OP, REPO, 'is not valid YAML at line 1, column 16', 'nothing was sent')
    expect(run.requests).toEqual([])
  })
})
