// The builds operations in report/, as HTML and outputs: the cases e2e meets one at a time (a
// build without page, branch or duration; a trigger that made no build; jobs allowed to fail; a
// long build; list-builds with its filters), and what a run changed in words.
import { describe, expect, it } from 'vitest'
import type { BuildResult, BuildView, BuildsResult } from '../../../../src/operations/result.js'
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
  jobs: [
    { id: 1, number: '57.1', state: 'passed', allow_failure: false },
    { id: 2, number: '57.2', state: 'failed', allow_failure: true },
    { id: 3, number: '', state: 'started', allow_failure: false }
  ]
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
    expect(html).toContain('<td>Release &#60;1.4&#62;</td>')
    // The job that failed is allowed to, and said so; a job without number shows its id.
    expect(html).toContain('<td>57.2</td><td>✗ failed (allowed to fail)</td>')
    expect(html).toContain('<td>3</td><td>… started</td>')
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
