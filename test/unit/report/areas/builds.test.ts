// The builds operations in report/, as HTML and outputs: the cases e2e meets one at a time (a
// build without page, branch or duration; a trigger that made no build; jobs allowed to fail; a
// long build; list-builds with its filters), and what a run changed in words.
import { describe, expect, it } from 'vitest'
import type { BuildResult, BuildView, BuildsResult } from '../../../../src/operations/result.js'
import type { JobView } from '../../../../src/operations/builds/result.js'
import { buildReport, buildsReport } from '../../../../src/report/areas/builds.js'
import { describeChanges } from '../../../../src/report/changes.js'
import { PLAIN_VIEW } from '../../../../src/report/view.js'
import { base } from '../fixtures.js'

const NOW = new Date('2026-11-28T12:00:00Z')

const BUILD: BuildView = {
  id: 9,
  number: '57',
  state: 'failed',
  branch: 'main',
  event_type: 'api',
  message: 'Release <1.4>\n\nwith notes',
  sha: 'a'.repeat(40),
  started_at: '2026-11-28T10:00:00Z',
  finished_at: '2026-11-28T11:02:05Z',
  duration: 3725,
  url: 'https://app.travis-ci.com/github/o/r/builds/9',
  pull_request_number: null,
  jobs: [
    job({ id: 1, number: '57.1', name: 'unit tests', state: 'passed', duration: 62 }),
    job({ id: 2, number: '57.2', name: 'lint', state: 'failed', allow_failure: true }),
    job({ id: 3, number: '', state: 'started' })
  ]
}

function job(fields: Partial<JobView> & Pick<JobView, 'id' | 'number' | 'state'>): JobView {
  return {
    name: '',
    stage: null,
    allow_failure: false,
    started_at: null,
    finished_at: null,
    duration: null,
    ...fields
  }
}

function build(overrides: Partial<BuildResult>): BuildResult {
  return {
    ...base,
    kind: 'build',
    operation: 'trigger-build',
    changed: true,
    action: 'triggered',
    request: { id: 4, remainingRequests: 1 },
    build: BUILD,
    waitEnd: 'finished',
    logs: [],
    restartedJobs: null,
    ...overrides
  }
}

describe('one build', () => {
  it('names the build with its page, state, branch, first line of the message and duration', () => {
    const html = buildReport.body(build({}), NOW, PLAIN_VIEW)
    expect(html).toContain(
      `<strong>Triggered build <a href="${BUILD.url}">#57</a>: ✗ failed</strong> on <code>main</code>, 1 h 2 min.`
    )
    expect(html).toContain(
      'Build request 4 (Travis CI allows 0 more API build requests this hour).'
    )
    expect(html).toContain('<p>Commit: Release &#60;1.4&#62;</p>')
    // The headline says the build, state, branch and duration: no table repeats them.
    expect(html).not.toContain('<th align="left">State</th>')
    // The job that failed is allowed to, and said so; a job without number shows its id.
    expect(html).toContain('<td>57.2</td><td>lint</td><td>✗ failed (allowed to fail)</td><td></td>')
    expect(html).toContain('<td>57.1</td><td>unit tests</td><td>✓ passed</td><td>1 min 2 s</td>')
    expect(html).toContain('<td>3</td><td></td><td>… started</td>')
    // An allowed failure is not why the build failed.
    expect(html).not.toContain('Why it failed')
  })

  it('a build whose end failed the step: the headline leaves the state to the failure line above it', () => {
    const html = buildReport.body(
      build({ failure: 'build #57 failed.', failedCheck: true }),
      NOW,
      PLAIN_VIEW
    )
    expect(html).toContain(
      `<strong>Triggered build <a href="${BUILD.url}">#57</a></strong> on <code>main</code>, 1 h 2 min.`
    )
  })

  it('without page, branch, message or duration, and a request of unknown remaining', () => {
    const bare = { ...BUILD, url: null, branch: null, message: null, duration: null, jobs: [] }
    const html = buildReport.body(
      build({ build: bare, request: { id: 4, remainingRequests: null } }),
      NOW,
      PLAIN_VIEW
    )
    expect(html).toContain('<strong>Triggered build #57: ✗ failed</strong>.')
    expect(html).toContain('<p>Build request 4.</p>')
    expect(html).not.toContain('<th>Job</th>')
    expect(buildReport.outputs(build({ build: bare, request: null }))).toMatchObject({
      'request-id': '',
      'remaining-requests': '',
      'build-url': '',
      duration: ''
    })
  })

  it('a trigger that made no build (a dry run): the headline alone, outputs empty', () => {
    const dry = build({ action: 'would-trigger', build: null, request: null, dryRun: true })
    expect(buildReport.body(dry, NOW, PLAIN_VIEW)).toBe(
      '<p><strong>Would trigger a build</strong></p>\n'
    )
    expect(buildReport.outputs(dry)).toMatchObject({ result: 'null', 'build-id': '', jobs: '[]' })
  })

  it('what a run changed, for a failure after it', () => {
    expect(describeChanges(build({}))).toBe('triggered build #57 on Travis CI')
    expect(describeChanges(build({ build: null }))).toBe('triggered build request 4 on Travis CI')
    expect(describeChanges(build({ action: 'canceled', request: null }))).toBe(
      'canceled build #57 on Travis CI'
    )
  })
})

describe('why a build failed', () => {
  const failed: BuildView = {
    ...BUILD,
    jobs: [
      job({
        id: 1,
        number: '57.1',
        name: 'unit tests',
        stage: 'test',
        state: 'failed',
        duration: 125
      }),
      job({ id: 2, number: '57.2', name: 'lint', stage: 'test', state: 'errored' }),
      job({
        id: 3,
        number: '57.3',
        name: 'flaky',
        stage: 'test',
        state: 'failed',
        allow_failure: true
      }),
      job({ id: 4, number: '57.4', name: 'deploy', stage: 'deploy', state: 'passed' })
    ]
  }
  const hostile = [
    '</pre></details></td></tr></table>',
    '| a | markdown | row |',
    '',
    '![x](https://evil.example/x.png) <img src=x onerror=alert(1)>',
    '::set-output name=x::y'
  ]

  it('each failed job with its page, state, duration, command and the lines before it, escaped', () => {
    const html = buildReport.body(
      build({
        logs: [
          {
            jobId: 1,
            failedCommand: { command: 'npm test', exitCode: 1 },
            tail: hostile,
            file: null,
            missing: null
          },
          { jobId: 2, failedCommand: null, tail: [], file: null, missing: 'log_expired' }
        ],
        build: failed
      }),
      NOW,
      {
        ...PLAIN_VIEW,
        pages: { ...PLAIN_VIEW.pages, travisJobs: 'https://app.travis-ci.com/github/o/r/jobs' }
      }
    )
    const why = html.slice(html.indexOf('<h3>Why it failed</h3>'), html.lastIndexOf('<table>'))
    expect(why).toContain(
      '<p>✗ <strong><a href="https://app.travis-ci.com/github/o/r/jobs/1">57.1 unit tests</a></strong> failed after 2 min 5 s: <code>npm test</code> exited with 1.</p>'
    )
    expect(why).toContain('errored. (its log is no longer kept by Travis CI)</p>')
    // Allowed to fail, or passed: not named as why.
    expect(why).not.toContain('flaky')
    expect(why).not.toContain('deploy')
    // The log's lines are one escaped text inside <pre>: no tag, no blank line, no Markdown.
    const pre = /<pre>(.*)<\/pre>/.exec(why)?.[1] ?? ''
    expect(pre).not.toMatch(/[<>\n]/)
    expect(pre).toContain('&#60;/pre&#62;&#60;/details&#62;')
    expect(pre).toContain('| a | markdown | row |&#10;&#10;![x]')
    expect(why).toContain('<summary>The 5 lines of its log before it</summary>')
    // The stage shows as a column when the build has stages.
    expect(html).toContain('<th>Stage</th>')
  })

  it('the outputs: jobs with names, stages and durations, the log files, the jobs restarted', () => {
    const outputs = buildReport.outputs(
      build({
        build: failed,
        logs: [
          {
            jobId: 1,
            failedCommand: null,
            tail: [],
            file: 'logs/57.1-unit-tests.log',
            missing: null
          }
        ],
        restartedJobs: [1, 2]
      })
    )
    expect(JSON.parse(String(outputs.jobs))[0]).toEqual({
      id: 1,
      number: '57.1',
      name: 'unit tests',
      stage: 'test',
      state: 'failed',
      allow_failure: false,
      duration: 125
    })
    expect(outputs['log-files']).toBe('["logs/57.1-unit-tests.log"]')
    expect(outputs['restarted-jobs']).toBe('[1,2]')
    expect(buildReport.outputs(build({}))['restarted-jobs']).toBe('')
  })
})

describe('list-builds', () => {
  const listed = (overrides: Partial<BuildsResult>): BuildsResult => ({
    ...base,
    kind: 'builds',
    operation: 'list-builds',
    builds: [BUILD, { ...BUILD, id: 8, number: '56', state: 'passed', url: null, branch: null }],
    total: 2,
    filters: { branch: '', states: [], eventTypes: [] },
    ...overrides
  })

  it('a table, newest first, with the filters in the headline', () => {
    const html = buildsReport.body(
      listed({
        total: 40,
        filters: { branch: 'main', states: ['failed', 'errored'], eventTypes: ['api'] }
      }),
      NOW,
      PLAIN_VIEW
    )
    expect(html).toContain(
      '<strong>2 builds</strong> on <code>main</code>, failed or errored, by api (the server has 40), newest first.'
    )
    expect(html).toContain('<td>#56</td><td></td><td>✓ passed</td>')
    expect(html).toContain('<td>1 h 2 min</td>')
    expect(buildsReport.outputs(listed({}))).toMatchObject({ count: '2' })
  })

  it('nothing listed: the headline alone', () => {
    expect(buildsReport.body(listed({ builds: [], total: 0 }), NOW, PLAIN_VIEW)).toBe(
      '<p><strong>0 builds</strong>, newest first.</p>\n'
    )
  })
})
