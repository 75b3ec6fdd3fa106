// The job summary as users see it: headlines, folded listings, ages, failures.
import { describe, expect, it } from 'vitest'
import { relativeAge, whenHtml } from '../../../src/report/format.js'
import type { FailureView } from '../../../src/report/failure-summary.js'
import { MAX_TABLE_ROWS, renderFailureSummary, renderSummary } from '../../../src/report/summary.js'
import { NO_PAGES } from '../../../src/report/links.js'
import { PLAIN_VIEW } from '../../../src/report/view.js'
import { base, branchesResult, caches } from './fixtures.js'

const NOW = new Date('2026-11-04T10:00:00Z')

describe('job summary', () => {
  it('has a heading with operation and repository, a headline, subtotals per branch, and escapes names', () => {
    const html = renderSummary(caches, 'octo-org/hello', NOW)
    expect(html).toContain('<h2>Travis CI: list-caches · octo-org/hello</h2>')
    expect(html).toContain(
      '<p><strong>2 caches, 19.4 MiB</strong> (of <code>main</code>, <code>#4</code>).</p>'
    )
    expect(html).toContain('<tr><td>main</td><td>1</td><td>19.4 MiB</td></tr>')
    expect(html).toContain('<tr><td>PR.4</td><td>1</td><td>1.5 KiB</td></tr>')
    expect(html).toContain('<details><summary>Every cache (2)</summary>')
    expect(html).toContain('<td>cache-&#60;linux&#62;.tgz</td><td>main</td><td>19.4 MiB</td>')
    expect(html).not.toContain('DRY RUN')
  })

  it('groups caches by branch, the largest first, with unknown branches last', () => {
    const html = renderSummary(
      {
        ...caches,
        caches: [
          { name: 'x', branch: null, size: 9000, last_modified: '' },
          { name: 'a', branch: 'dev', size: 10, last_modified: '' },
          { name: 'b', branch: 'main', size: 100, last_modified: '' },
          { name: 'c', branch: 'dev', size: 5, last_modified: '' }
        ]
      },
      'r',
      NOW
    )
    const subtotals = [
      ...html.matchAll(
        /<tr><td>([^<]*|<em>unknown<\/em>)<\/td><td>(\d+)<\/td><td>([^<]+)<\/td><\/tr>/g
      )
    ].map((m) => `${m[1]} ${m[2]} ${m[3]}`)
    expect(subtotals).toEqual(['main 1 100 B', 'dev 2 15 B', '<em>unknown</em> 1 8.8 KiB'])
  })

  it('writes ages relative to the run with the date beside, the full time on hover', () => {
    const html = renderSummary(caches, 'r', NOW)
    expect(html).toContain('<span title="2026-11-01T10:00:00Z">3 days ago</span> (2026-11-01)')
    expect(html).toContain('<span title="2026-11-02T10:00:00Z">2 days ago</span> (2026-11-02)')
    expect(relativeAge(new Date('2026-11-04T09:59:30Z'), NOW)).toBe('just now')
    expect(relativeAge(new Date('2026-11-04T09:00:00Z'), NOW)).toBe('1 hour ago')
    expect(relativeAge(new Date('2026-08-01T10:00:00Z'), NOW)).toBe('3 months ago')
    expect(relativeAge(new Date('2024-11-01T10:00:00Z'), NOW)).toBe('2 years ago')
    expect(relativeAge(new Date('2026-11-04T12:00:00Z'), NOW)).toBe('in 2 hours')
    expect(whenHtml('not a <date>', NOW)).toBe('not a &#60;date&#62;')
    expect(whenHtml(null, NOW)).toBe('')
  })

  it('carries the DRY RUN banner and says what would go', () => {
    const html = renderSummary(
      { ...caches, operation: 'delete-caches', dryRun: true, changed: true },
      'octo-org/hello',
      NOW
    )
    expect(html).toContain('<strong>DRY RUN</strong>')
    expect(html).toContain('<strong>2 caches would be deleted, 19.4 MiB</strong>')
  })

  it('cuts long tables and says how many rows were left out', () => {
    const many = Array.from({ length: MAX_TABLE_ROWS + 5 }, (_, i) => ({
      name: `c${i}`,
      branch: 'b',
      size: 1,
      last_modified: ''
    }))
    const html = renderSummary({ ...caches, caches: many }, 'r', NOW)
    // No subtotal for caches of one branch; the folded table cut at MAX_TABLE_ROWS.
    expect(html.match(/<tr>/g)).toHaveLength(1 + MAX_TABLE_ROWS)
    expect(html).toContain('<p>… and 5 more: all 105 are in the <code>result</code> output.</p>')
  })

  it('names the output that holds the rows a cut table leaves out', () => {
    const many = Array.from({ length: MAX_TABLE_ROWS + 5 }, (_, i) => ({
      name: `c${i}`,
      branch: 'b',
      size: 1,
      last_modified: ''
    }))
    const result = { ...caches, caches: many }
    expect(renderSummary(result, 'r', NOW, { ...PLAIN_VIEW, fullResult: 'file' })).toContain(
      '<p>… and 5 more: all 105 are in the file named by the <code>result-file</code> output.</p>'
    )
    expect(renderSummary(result, 'r', NOW, { ...PLAIN_VIEW, fullResult: 'lost' })).toContain(
      '<p>… and 5 more: the outputs hold only the first ones, and no file could be written for the rest (see the warning).</p>'
    )
  })

  it('shows the branches deleted on GitHub first, then folds every branch under a headline', () => {
    const branches = Array.from({ length: 100 }, (_, i) => ({
      name: `b<${i}>`,
      exists_on_host: i !== 3,
      last_build: { number: String(i), state: 'passed', finished_at: '2026-11-01T10:00:00Z' }
    }))
    const html = renderSummary(branchesResult(branches, 250), 'r', NOW)
    expect(html).toMatch(
      /^<h2>[^\n]*<\/h2>\n<p><strong>100 branches<\/strong> \(the server has 250 for these filters\); 1 deleted on GitHub; last builds: 100 passed\.<\/p>\n<p><strong>Deleted on GitHub \(1\)<\/strong><\/p>\n<table>\n<tr><th>Branch<\/th><th>Last build<\/th><th>Finished<\/th><\/tr>\n<tr><td>b&#60;3&#62;<\/td><td>#3 passed<\/td><td><span [^\n]*<\/td><\/tr>\n<\/table>\n<details><summary>Every branch listed \(100\)<\/summary>/
    )
    expect(html).toContain('<td>b&#60;3&#62;</td><td></td><td>deleted</td><td>#3 passed</td>')
  })

  it('a listing of deleted branches only is the one table; one branch is not folded', () => {
    const gone = [
      { name: 'old', exists_on_host: false },
      { name: 'older', exists_on_host: false }
    ]
    const html = renderSummary(branchesResult(gone), 'r', NOW)
    expect(html).toContain('<strong>2 branches</strong>; 2 deleted on GitHub.')
    expect(html).not.toContain('<details>')
    expect(html.match(/<table>/g)).toHaveLength(1)
    const one = renderSummary(branchesResult([{ name: 'main', exists_on_host: true }]), 'r', NOW)
    expect(one).not.toContain('<details>')
    expect(one).toContain('<td>main</td><td></td><td>yes</td>')
  })

  it('cuts the deleted branches at the table length, naming where every branch is', () => {
    const gone = Array.from({ length: MAX_TABLE_ROWS + 2 }, (_, i) => ({
      name: `gone-${i}`,
      exists_on_host: false
    }))
    const html = renderSummary(
      branchesResult([{ name: 'main', exists_on_host: true }, ...gone]),
      'r',
      NOW,
      { ...PLAIN_VIEW, fullResult: 'file' }
    )
    expect(html).toContain(
      '<p>… and 2 more: all 103 are in the file named by the <code>result-file</code> output; the deleted ones have <code>exists_on_host</code> false.</p>'
    )
  })

  it('a rotate dry run shows the current key once and says a new deploy key would be added', () => {
    const html = renderSummary(
      {
        ...base,
        kind: 'rotation',
        operation: 'rotate-key-pair',
        dryRun: true,
        changed: true,
        keyPair: { description: 'd', public_key: 'PEM', fingerprint: 'aa:bb' },
        fingerprintSha256: 'SHA256:abc',
        previousFingerprint: 'aa:bb',
        sshPublicKey: '',
        withGitHub: true,
        deployKey: null,
        previousDeployKey: { id: 7, title: 'travis <old>' },
        keyAgeDays: 1,
        removedDeployKeyId: null,
        plannedDeployKeyTitle: 'travis 2026-11-04'
      },
      'r',
      NOW
    )
    expect(html.match(/aa:bb/g)).toHaveLength(1)
    expect(html).not.toContain('→')
    expect(html).toContain('a new key would be generated and installed')
    expect(html).toContain('a real run would add travis 2026-11-04')
    expect(html).toContain('travis &#60;old&#62; (id 7), 1 day old; would be removed')
  })

  it('shows a failure: ❌, the cause, what to do', () => {
    expect(renderFailureSummary('get-setting', 'octo-org/hello', { cause: 'bad <thing>' })).toBe(
      '<h2>Travis CI: get-setting · octo-org/hello</h2>\n' +
        '<p>❌ <strong>Failed:</strong> bad &#60;thing&#62;</p>\n' +
        '<p><strong>What to do:</strong> re-run the job with debug logging on (Re-run jobs → Enable debug logging): the step log then shows each request and its answer.</p>\n'
    )
  })

  const BUILDS_PAGE = 'https://app.travis-ci.com/github/octo-org/hello/builds'
  const withBuildsPage = { ...PLAIN_VIEW, pages: { ...NO_PAGES, travisBuilds: BUILDS_PAGE } }

  it('links a build the cause names with its page, instead of showing the URL as text', () => {
    const url = `${BUILDS_PAGE}/9`
    const html = renderFailureSummary(
      'wait-for-build',
      'octo-org/hello',
      { cause: `build #57 (${url}) could no longer be read; build #58 (id 10) neither` },
      withBuildsPage
    )
    expect(html).toContain(`<a href="${url}">build #57</a> could no longer be read`)
    expect(html).not.toContain(`(${url})`)
    expect(html).toContain('build #58 (id 10) neither')
  })

  // A cause may quote a server (an error message, a job name, a variable's value): its text
  // shaped like the action's own words must not become a link anywhere but the repository's builds.
  it("never links a URL the cause quotes from a server: only the repository's own build pages", () => {
    const foreign = 'https://evil.example/login'
    const lookalike = `${BUILDS_PAGE}.evil.example/9`
    const cause =
      `the server refused the request (HTTP 409: re-authenticate: build #1 (${foreign})); ` +
      `build #2 (${lookalike}); build #3 (${BUILDS_PAGE}/9/../../settings)`
    const html = renderFailureSummary('get-setting', 'octo-org/hello', { cause }, withBuildsPage)
    expect(html).not.toContain('<a ')
    expect(html).toContain(`build #1 (${foreign})`)
    expect(
      renderFailureSummary('wait-for-build', 'octo-org/hello', {
        cause: `build #57 (${BUILDS_PAGE}/9) failed`
      })
    ).not.toContain('<a ')
  })

  it('words what to do by what happened: nothing sent, a check asked for, an operation finished', () => {
    const todo = (failure: Omit<FailureView, 'cause'>) =>
      /What to do:<\/strong> (.*)<\/p>/.exec(
        renderFailureSummary('o', 'r', { cause: 'c', ...failure })
      )?.[1]
    expect(todo({ sent: false })).toBe(
      'fix what the cause above names and run the job again; no request was sent, so nothing was changed.'
    )
    expect(todo({ sent: true })).toContain('re-run the job with debug logging on')
    // A line that would only point back at the cause is left out.
    expect(todo({ finished: true, check: true })).toBeUndefined()
    expect(todo({ finished: true })).toBeUndefined()
    expect(todo({ finished: true, todo: 'do <this>' })).toBe('do <this>')
    expect(todo({ problems: ['one'], sent: false })).toBe(
      'correct this input in the workflow and run it again.'
    )
  })

  it('lists several bad inputs one by one', () => {
    const html = renderFailureSummary('set-setting', 'o/r', {
      cause: 'one. two <b>.',
      problems: ["'name' is required.", "'value' must be <true> or false."]
    })
    expect(html).toContain(
      '<p>❌ <strong>Failed:</strong> 2 inputs need fixing; nothing was sent.</p>\n<ul>\n' +
        '<li>&#39;name&#39; is required.</li>\n<li>&#39;value&#39; must be &#60;true&#62; or false.</li>\n</ul>\n'
    )
    expect(html).toContain('correct these inputs in the workflow')
  })
})
