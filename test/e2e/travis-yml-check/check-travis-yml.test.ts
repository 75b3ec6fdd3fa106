// check-travis-yml end to end, on the fake: the file parsed here first (invalid YAML: nothing
// sent), lint and preview in two requests (three with a base file), each message an annotation on
// its line, fail-on, the jobs and their diff in the outputs and the summary; lint alone without a
// token (anonymous) or on a 403; a server's text never a workflow command or markup; the job
// configs (which hold secrets) never shown.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { everythingVisible, type ActionRun } from '../../support/run-action.mjs'
import {
  REPO,
  REPO_PATH,
  closeFakes,
  expectFailure,
  expectSuccess,
  fakeTravis,
  jsonOutput,
  requestLines,
  run,
  summaryText
} from '../helpers.js'

afterAll(closeFakes)

const SECRET = '0123456789abcdef'
const FLAWED = [
  'language: ruby', // 1
  'rvm:', // 2
  '  - "3.1"', // 3
  '  - "3.2"', // 4
  'scirpt: rake', // 5
  'deploy:', // 6
  '  provider: heroku', // 7
  `  api_key: ${SECRET}`, // 8
  'jobs:', // 9
  '  include:', // 10
  '    - stage: deploy', // 11
  '      script: ./deploy.sh', // 12
  ''
].join('\n')
const VALID = 'language: node_js\nnode_js: 20\nscript: npm test\n'
const LINT = 'POST /lint'
const PREVIEW = `POST ${REPO_PATH}/request/config`

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'check-travis-yml-'))
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content)
  return dir
}

/** The annotations on files: `level line: message`. */
function annotations(result: ActionRun): string[] {
  return result.commands
    .filter((command) => command.properties.startsWith('file='))
    .map((command) => {
      const line = /line=(\d+)/.exec(command.properties)?.[1]
      expect(command.properties).toMatch(/^file=\.travis\.yml,line=\d+$/)
      return `${command.name} ${line}: ${command.message}`
    })
}

describe('check-travis-yml', () => {
  it('lints and previews in two requests: annotations on their lines, the jobs, fail-on error', async () => {
    const fake = await fakeTravis()
    const result = await run(
      fake,
      { operation: 'check-travis-yml' },
      { workspace: workspace({ '.travis.yml': FLAWED }), env: { GITHUB_REF: 'refs/heads/main' } }
    )
    expect(requestLines(fake).sort()).toEqual([LINT, PREVIEW].sort())
    const preview = fake.requests.find((r) => r.path.endsWith('/request/config'))
    expect(preview?.body).toEqual({
      configs: [{ config: FLAWED, mode: 'replace' }],
      ref: 'main',
      data: { branch: 'main' }
    })
    expect(fake.requests.find((r) => r.path === '/lint')?.body).toEqual({ content: FLAWED })
    expect(annotations(result)).toEqual(
      expect.arrayContaining([
        'warning 5: key scirpt is not known, but script is, using script (on root)',
        'error 8: expected an encrypted string (on deploy.api_key)'
      ])
    )
    expectFailure(
      result,
      'check-travis-yml',
      REPO,
      'on line 8: expected an encrypted string (on deploy.api_key)',
      'fail-on: error'
    )
    expect(result.outputs.valid).toBe('false')
    const messages = jsonOutput<Array<{ level: string; line: number }>>(result, 'messages')
    expect(result.outputs.count).toBe(String(messages.length))
    expect(messages).toContainEqual({
      level: 'alert',
      key: 'deploy.api_key',
      message: 'expected an encrypted string',
      line: 8
    })
    const jobs = jsonOutput<Array<{ stage: string; version: string }>>(result, 'jobs')
    expect(jobs.map((job) => [job.stage, job.version])).toEqual([
      ['test', '3.1'],
      ['test', '3.2'],
      ['deploy', '3.1']
    ])
    expect(result.outputs['jobs-diff']).toBe('')
    // The preview's job configs hold the deploy's api_key: never shown.
    expect(everythingVisible(result)).not.toContain(SECRET)
    const summary = summaryText(result, 'check-travis-yml')
    expect(summary).toContain(
      '.travis.yml has 1 alert, and 1 warning. Travis CI would run 3 jobs in 2 stages on main.'
    )
    expect(summary).toContain('Stage deploy (1 job)')
  })

  it('passes a valid file, with fail-on warn failing on a warning and never never failing', async () => {
    const fake = await fakeTravis()
    const valid = await run(
      fake,
      { operation: 'check-travis-yml' },
      { workspace: workspace({ '.travis.yml': VALID }) }
    )
    expectSuccess(valid)
    expect(valid.outputs.valid).toBe('true')
    expect(jsonOutput(valid, 'jobs')).toEqual([
      {
        stage: null,
        name: null,
        language: 'node_js',
        version: '20',
        os: 'linux',
        dist: 'focal',
        matrix: {},
        env: [],
        allow_failure: false
      }
    ])
    const misspelled = workspace({ '.travis.yml': 'language: rubby\nscript: rake\n' })
    const warned = await run(
      fake,
      { operation: 'check-travis-yml', 'fail-on': 'warn' },
      { workspace: misspelled }
    )
    expectFailure(
      warned,
      'check-travis-yml',
      REPO,
      'at warn or above',
      'value rubby is not known, but ruby is'
    )
    expect(warned.outputs.valid).toBe('true')
    const never = await run(
      fake,
      { operation: 'check-travis-yml', 'fail-on': 'never' },
      { workspace: workspace({ '.travis.yml': FLAWED }) }
    )
    expectSuccess(never)
    expect(never.outputs.valid).toBe('false')
  })

  it('fails invalid YAML with its line and column, annotated, and sends nothing', async () => {
    const fake = await fakeTravis()
    const result = await run(
      fake,
      { operation: 'check-travis-yml' },
      { workspace: workspace({ '.travis.yml': 'language: ruby\nscript: [rake\nos: linux\n' }) }
    )
    expectFailure(
      result,
      'check-travis-yml',
      REPO,
      /is not valid YAML at line \d, column \d+: .*; nothing was sent/
    )
    expect(fake.requests).toEqual([])
    expect(annotations(result)).toHaveLength(1)
    expect(annotations(result)[0]).toMatch(/^error \d: Not valid YAML/)
  })

  it('lints alone and anonymously without a token: one request, no Authorization header', async () => {
    const fake = await fakeTravis()
    const result = await run(
      fake,
      { operation: 'check-travis-yml', 'travis-token': '' },
      { workspace: workspace({ '.travis.yml': FLAWED }) }
    )
    expect(requestLines(fake)).toEqual([LINT])
    expect(fake.requests[0]?.headers.authorization).toBeUndefined()
    expect(annotations(result)).toContain(
      'error 8: expected an encrypted string (on deploy.api_key)'
    )
    expect(jsonOutput(result, 'jobs')).toEqual([])
    expect(summaryText(result, 'check-travis-yml')).toContain("Linted only: no 'travis-token'")
  })

  it('falls back to lint alone on a 403 with preview auto, and fails on it with preview true', async () => {
    const refusal = {
      '@type': 'error',
      error_type: 'insufficient_access',
      error_message: 'operation requires create_request access to repository',
      resource_type: 'repository',
      permission: 'create_request'
    }
    const fake = await fakeTravis()
    const files = workspace({ '.travis.yml': VALID })
    fake.failNext({ pathIncludes: '/request/config', status: 403, body: refusal })
    const auto = await run(fake, { operation: 'check-travis-yml' }, { workspace: files })
    expectSuccess(auto)
    expect(auto.notices.join('\n')).toContain(
      'Linted only: the token may not start builds on octo-org/hello-world'
    )
    expect(jsonOutput(auto, 'jobs')).toEqual([])
    fake.failNext({ pathIncludes: '/request/config', status: 403, body: refusal })
    const required = await run(
      fake,
      { operation: 'check-travis-yml', preview: 'true' },
      { workspace: files }
    )
    expectFailure(required, 'check-travis-yml', REPO, '403')
  })

  it('compares with the base file: three requests, the removed job named, an absent base all added', async () => {
    const fake = await fakeTravis()
    const before = [
      'language: ruby',
      'rvm: ["3.1", "3.2", "3.3"]',
      'jobs:',
      '  include:',
      '    - stage: deploy',
      '      rvm: "3.3"',
      '      script: ./deploy.sh',
      ''
    ].join('\n')
    const after = before.replace('"3.1", ', '')
    const files = workspace({ '.travis.yml': after, 'base.yml': before })
    const result = await run(
      fake,
      { operation: 'check-travis-yml', 'base-travis-yml': 'base.yml', 'fail-on': 'never' },
      { workspace: files }
    )
    expectSuccess(result)
    expect(requestLines(fake).filter((line) => line === PREVIEW)).toHaveLength(2)
    expect(fake.requests).toHaveLength(3)
    const diff = jsonOutput<{
      added: unknown[]
      removed: Array<{ stage: string; version: string }>
    }>(result, 'jobs-diff')
    expect(diff.added).toEqual([])
    expect(diff.removed.map((job) => [job.stage, job.version])).toEqual([['test', '3.1']])
    expect(summaryText(result, 'check-travis-yml')).toContain(
      'Jobs against base.yml: 0 added, 1 removed'
    )
    const fresh = await run(
      fake,
      { operation: 'check-travis-yml', 'base-travis-yml': 'none.yml', 'fail-on': 'never' },
      { workspace: files }
    )
    expectSuccess(fresh)
    expect(jsonOutput<{ added: unknown[] }>(fresh, 'jobs-diff').added).toHaveLength(3)
  })

  it('matches jobs by every matrix value (gemfile): the job that stays is not changed, a new script is', async () => {
    const fake = await fakeTravis()
    const before = [
      'language: ruby',
      'rvm: ["3.2"]',
      'gemfile: [gemfiles/a.gemfile, gemfiles/b.gemfile]',
      'script: rake',
      ''
    ].join('\n')
    const after = before.replace('gemfiles/a.gemfile, ', '')
    const files = workspace({ 'base.yml': before, '.travis.yml': after })
    const result = await run(
      fake,
      { operation: 'check-travis-yml', 'base-travis-yml': 'base.yml', 'fail-on': 'never' },
      { workspace: files }
    )
    expectSuccess(result)
    expect(requestLines(fake).filter((line) => line === PREVIEW)).toHaveLength(2)
    type Job = { version: string; matrix: Record<string, string> }
    const diff = jsonOutput<{ added: Job[]; removed: Job[]; changed: unknown[] }>(
      result,
      'jobs-diff'
    )
    expect(diff.added).toEqual([])
    expect(diff.changed).toEqual([])
    expect(diff.removed.map((job) => [job.version, job.matrix.gemfile])).toEqual([
      ['3.2', 'gemfiles/a.gemfile']
    ])
    expect(result.stdout).toContain('Against base.yml: 0 added, 1 removed, 0 changed.')
    const summary = summaryText(result, 'check-travis-yml')
    expect(summary).toContain('Jobs against base.yml: 0 added, 1 removed, 0 changed.')
    expect(summary).toMatch(/Removed \(1\)[^]*gemfile: gemfiles\/a\.gemfile/)
    // The same job with another script: changed, not removed and added.
    writeFileSync(join(files, '.travis.yml'), after.replace('script: rake', 'script: rake spec'))
    const edited = await run(
      fake,
      { operation: 'check-travis-yml', 'base-travis-yml': 'base.yml', 'fail-on': 'never' },
      { workspace: files }
    )
    const changed = jsonOutput<{
      added: unknown[]
      removed: Job[]
      changed: Array<{ after: Job; keys: string[] }>
    }>(edited, 'jobs-diff')
    expect(changed.added).toEqual([])
    expect(changed.removed.map((job) => job.matrix.gemfile)).toEqual(['gemfiles/a.gemfile'])
    expect(changed.changed.map((job) => [job.after.matrix.gemfile, job.keys])).toEqual([
      ['gemfiles/b.gemfile', ['script']]
    ])
  })

  it('says so when Travis CI cannot read what parses here (lint 500 "bad request")', async () => {
    const fake = await fakeTravis()
    fake.failNext({
      pathIncludes: '/lint',
      status: 500,
      body: { '@type': 'error', error_type: 'error', error_message: 'bad request' },
      times: 4
    })
    const result = await run(
      fake,
      { operation: 'check-travis-yml', preview: 'false' },
      { workspace: workspace({ '.travis.yml': VALID }) }
    )
    expectFailure(
      result,
      'check-travis-yml',
      REPO,
      "Travis CI's parser could not read .travis.yml",
      'answered 500 to the lint'
    )
  })

  it('resends a lint whose answer was lost (it changes nothing)', async () => {
    const fake = await fakeTravis()
    fake.failNext({ pathIncludes: '/lint', dropConnection: true })
    const result = await run(
      fake,
      { operation: 'check-travis-yml', preview: 'false', retries: '1' },
      { workspace: workspace({ '.travis.yml': VALID }) }
    )
    expectSuccess(result)
    expect(requestLines(fake)).toEqual([LINT, LINT])
  })

  it("keeps a server's words inert: no workflow command, no markup", async () => {
    const fake = await fakeTravis()
    fake.failNext({
      pathIncludes: '/lint',
      status: 200,
      body: {
        '@type': 'lint',
        warnings: [
          {
            key: [],
            message:
              '[warn] on root: ::set-output name=valid::true\n::error::pwned <img src=x onerror=alert(1)>'
          },
          { key: [], message: '[error] on <b>x</b>: **bold** | pipe' },
          {
            key: [],
            message:
              '[warn] on root: \n::add-mask::visible\n::stop-commands::tok\n::endgroup::\n</details>\n| a | b |\n|---|---|'
          }
        ]
      }
    })
    const result = await run(
      fake,
      { operation: 'check-travis-yml', preview: 'false', 'fail-on': 'never' },
      { workspace: workspace({ '.travis.yml': VALID }) }
    )
    expectSuccess(result)
    expect(result.commands.filter((c) => c.name === 'set-output')).toEqual([])
    expect(result.errors).toEqual([])
    expect(result.outputs.valid).toBe('false')
    expect(result.summary).not.toContain('<img')
    expect(result.summary).not.toContain('<b>x</b>')
    expect(result.summary).toContain('&#60;img src=x onerror=alert(1)&#62;')
    // Only the action's own commands: the server's lines started none.
    for (const name of ['add-mask', 'stop-commands', 'endgroup', 'set-output']) {
      expect(result.commands.filter((c) => c.name === name && c.line.includes('visible'))).toEqual(
        []
      )
    }
    // No line of the log is one of them (the runner reads a command only at a line's start).
    const lines = result.stdout.split(/\r?\n/).map((line) => line.trimStart())
    for (const start of [
      '::add-mask::visible',
      '::stop-commands::',
      '::endgroup::',
      '</details>'
    ]) {
      expect(lines.filter((line) => line.startsWith(start))).toEqual([])
    }
    expect(result.summary).not.toContain('</details>\n| a | b |')
    expect(result.summary).not.toMatch(/^\| a \| b \|$/m)
    expect(result.summary).toContain('&#60;/details&#62;')
    expect(annotations(result)).toHaveLength(3)
  })

  it("gives travis-yml's own words when the preview cannot read the file (400)", async () => {
    const fake = await fakeTravis()
    const words =
      "(<unknown>): did not find expected ',' or ']' while parsing a flow sequence at line 1 column 11"
    fake.failNext({
      pathIncludes: '/request/config',
      status: 400,
      body: {
        '@type': 'error',
        error_type: 'client_error',
        error_message: JSON.stringify({ error: { type: 'parse_error', message: words } })
      }
    })
    const files = workspace({ '.travis.yml': VALID })
    const result = await run(fake, { operation: 'check-travis-yml' }, { workspace: files })
    expectFailure(
      result,
      'check-travis-yml',
      REPO,
      `could not read .travis.yml: ${words}`,
      'answered 400 to the preview'
    )
  })

  it('fails on any other refusal of the preview as the client words it', async () => {
    const fake = await fakeTravis()
    fake.failNext({
      pathIncludes: '/request/config',
      status: 404,
      body: {
        '@type': 'error',
        error_type: 'not_found',
        error_message: 'repository not found (or insufficient access)',
        resource_type: 'repository'
      }
    })
    const result = await run(
      fake,
      { operation: 'check-travis-yml' },
      { workspace: workspace({ '.travis.yml': VALID }) }
    )
    expectFailure(result, 'check-travis-yml', REPO, '404')
  })

  it('names the input when the file is missing or a link out of the workspace, sending nothing', async () => {
    const fake = await fakeTravis()
    const empty = workspace({})
    const missing = await run(fake, { operation: 'check-travis-yml' }, { workspace: empty })
    expectFailure(
      missing,
      'check-travis-yml',
      REPO,
      "Input 'travis-yml' (.travis.yml) could not be read",
      'check out the repository first'
    )
    const outside = workspace({ 'secret.txt': 'outside' })
    const linked = workspace({})
    symlinkSync(join(outside, 'secret.txt'), join(linked, '.travis.yml'))
    const link = await run(fake, { operation: 'check-travis-yml' }, { workspace: linked })
    expectFailure(
      link,
      'check-travis-yml',
      REPO,
      "Input 'travis-yml' (.travis.yml) could not be read"
    )
    expect(fake.requests).toEqual([])
  })

  it('masks the secrets travis-yml quotes back: a secret-named key, a variable, a secure entry', async () => {
    const fake = await fakeTravis()
    const file = [
      'language: ruby',
      'my_token: s3cret-token-41',
      'env:',
      '  global:',
      '    - DB_PASSWORD=hunter2-db-77',
      ''
    ].join('\n')
    const result = await run(
      fake,
      { operation: 'check-travis-yml', 'fail-on': 'never' },
      { workspace: workspace({ '.travis.yml': file }) }
    )
    expectSuccess(result)
    expect(annotations(result)).toContain('warning 2: unknown key "my_token" (***) (on root)')
    const visible = everythingVisible(result)
    expect(visible).not.toContain('s3cret-token-41')
    expect(visible).not.toContain('hunter2-db-77')
    expect(
      result.commands.some((c) => c.name === 'add-mask' && c.message === 's3cret-token-41')
    ).toBe(true)
  })

  it('annotates a message under deploy.on on its line, though YAML 1.1 reads the key `on` as true', async () => {
    const fake = await fakeTravis()
    const file = [
      'language: ruby', // 1
      'script: rake', // 2
      'deploy:', // 3
      '  provider: heroku', // 4
      '  api_key:', // 5
      '    secure: "abcdef0123456789"', // 6
      '  on:', // 7
      '    brnch: main', // 8
      ''
    ].join('\n')
    // travis-yml's words for it (the fake does not model deploy.on).
    fake.failNext({
      pathIncludes: '/lint',
      status: 200,
      body: {
        '@type': 'lint',
        warnings: [
          {
            key: [],
            message: '[warn] on deploy.on: key brnch is not known, but branch is, using branch'
          }
        ]
      }
    })
    const result = await run(
      fake,
      { operation: 'check-travis-yml', preview: 'false', 'fail-on': 'never' },
      { workspace: workspace({ '.travis.yml': file }) }
    )
    expectSuccess(result)
    expect(requestLines(fake)).toEqual([LINT])
    expect(annotations(result)).toEqual([
      'warning 8: key brnch is not known, but branch is, using branch (on deploy.on)'
    ])
    expect(jsonOutput(result, 'messages')).toEqual([
      {
        level: 'warn',
        key: 'deploy.on',
        message: 'key brnch is not known, but branch is, using branch',
        line: 8
      }
    ])
  })

  it('sends the event and branch the conditions are evaluated for', async () => {
    const fake = await fakeTravis()
    await run(
      fake,
      { operation: 'check-travis-yml' },
      {
        workspace: workspace({ '.travis.yml': VALID }),
        env: {
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_BASE_REF: 'release',
          GITHUB_REF: 'refs/pull/4/merge'
        }
      }
    )
    const preview = fake.requests.find((r) => r.path.endsWith('/request/config'))
    expect(preview?.body).toMatchObject({
      ref: 'release',
      data: { branch: 'release', type: 'pull_request' }
    })
  })

  it('warns and compares nothing when the base file is broken; the check itself passes', async () => {
    const fake = await fakeTravis()
    const files = workspace({ '.travis.yml': VALID, 'base.yml': 'language: [ruby\n' })
    const result = await run(
      fake,
      { operation: 'check-travis-yml', 'base-travis-yml': 'base.yml' },
      { workspace: files }
    )
    expectSuccess(result)
    expect(result.warnings.join('\n')).toContain(
      "Input 'base-travis-yml' is not valid YAML at line 1"
    )
    expect(result.warnings.join('\n')).toContain('no jobs are compared')
    expect(result.outputs['jobs-diff']).toBe('')
    expect(requestLines(fake).sort()).toEqual([LINT, PREVIEW].sort())
  })

  it('fails on a base file in a folder that does not exist (a wrong path), sending nothing', async () => {
    const fake = await fakeTravis()
    const result = await run(
      fake,
      { operation: 'check-travis-yml', 'base-travis-yml': 'bsae/.travis.yml' },
      { workspace: workspace({ '.travis.yml': VALID }) }
    )
    expectFailure(
      result,
      'check-travis-yml',
      REPO,
      "Input 'base-travis-yml' (bsae/.travis.yml) names a file in a folder that does not exist"
    )
    expect(fake.requests).toEqual([])
  })

  it('passes with a notice when the checkout has no .travis.yml (the change removes it)', async () => {
    const fake = await fakeTravis()
    const files = workspace({})
    mkdirSync(join(files, '.git'))
    const result = await run(fake, { operation: 'check-travis-yml' }, { workspace: files })
    expectSuccess(result)
    expect(result.notices.join('\n')).toContain(
      '.travis.yml is not in the checkout (the change removes it?): nothing to check.'
    )
    expect(fake.requests).toEqual([])
    expect(result.outputs.valid).toBe('true')
  })

  it('fails on a travis-yml in a folder that does not exist (a wrong path, not a removal), sending nothing', async () => {
    const fake = await fakeTravis()
    const files = workspace({})
    mkdirSync(join(files, '.git'))
    mkdirSync(join(files, 'ci'))
    writeFileSync(join(files, 'ci', '.travis.yml'), VALID)
    const result = await run(
      fake,
      { operation: 'check-travis-yml', 'travis-yml': 'cii/.travis.yml' },
      { workspace: files }
    )
    expectFailure(
      result,
      'check-travis-yml',
      REPO,
      "Input 'travis-yml' (cii/.travis.yml) names a file in a folder that does not exist",
      'only a file missing from an existing folder'
    )
    expect(result.notices.join('\n')).not.toContain('the change removes it?')
    expect(fake.requests).toEqual([])
  })
})
