import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { CachesResult, KeyPairResult, OperationResult } from '../../src/operations/result.js'
import { humanSize, withoutMetadata } from '../../src/report/format.js'
import { outputsOf } from '../../src/report/outputs.js'
import { MAX_TABLE_ROWS, renderFailureSummary, renderSummary } from '../../src/report/summary.js'
import { VERSION } from '../../src/version.js'
import { ACTION_YML } from '../support/run-action.mjs'

const base = { changed: false, dryRun: false, notes: [] as string[] }

const caches: CachesResult = {
  ...base,
  kind: 'caches',
  operation: 'list-caches',
  caches: [
    {
      name: 'cache-<linux>.tgz',
      branch: 'main',
      size: 20_308_738,
      last_modified: '2026-11-01T10:00:00Z'
    },
    { name: 'b.tgz', branch: 'PR.4', size: 1536, last_modified: '2026-11-02T10:00:00Z' }
  ],
  selection: { groups: ['main', '#4'], match: '', olderThanDays: null, staleBranches: false },
  skipped: []
}

describe('formatting', () => {
  it('writes sizes in B, KiB, MiB', () => {
    expect(humanSize(123)).toBe('123 B')
    expect(humanSize(1536)).toBe('1.5 KiB')
    expect(humanSize(20_308_738)).toBe('19.4 MiB')
    expect(humanSize(5 * 1024 ** 3)).toBe('5.0 GiB')
  })

  it('removes @-keys at every depth', () => {
    expect(
      withoutMetadata({
        '@type': 'x',
        a: [{ '@href': '/', b: 1 }],
        c: { '@permissions': {}, d: null }
      })
    ).toEqual({
      a: [{ b: 1 }],
      c: { d: null }
    })
  })
})

describe('outputs', () => {
  it('caches: caches, count, total-size, result', () => {
    const outputs = outputsOf(caches)
    expect(outputs).toMatchObject({
      changed: 'false',
      count: '2',
      'total-size': String(20_308_738 + 1536)
    })
    expect(JSON.parse(outputs.caches ?? '')).toEqual(caches.caches)
    expect(outputs.result).toBe(outputs.caches)
  })

  it('delete-caches: deleted-count and deleted-size instead', () => {
    const outputs = outputsOf({ ...caches, operation: 'delete-caches', changed: true })
    expect(outputs).toMatchObject({
      changed: 'true',
      'deleted-count': '2',
      'deleted-size': '20310274'
    })
    expect(outputs.count).toBeUndefined()
  })

  it('key pair: exists, fingerprint, public-key, description; previous-fingerprint for set/delete', () => {
    const result: KeyPairResult = {
      ...base,
      kind: 'key-pair',
      operation: 'set-key-pair',
      action: 'updated',
      changed: true,
      keyPair: { description: 'd', public_key: 'PEM', fingerprint: 'aa:bb' },
      fingerprintSha256: 'SHA256:abc',
      previousFingerprint: 'cc:dd'
    }
    expect(outputsOf(result)).toEqual({
      changed: 'true',
      result: '{"description":"d","public_key":"PEM","fingerprint":"aa:bb"}',
      exists: 'true',
      fingerprint: 'aa:bb',
      'fingerprint-sha256': 'SHA256:abc',
      'public-key': 'PEM',
      description: 'd',
      'previous-fingerprint': 'cc:dd'
    })
    const none = outputsOf({
      ...result,
      operation: 'find-key-pair',
      keyPair: null,
      fingerprintSha256: null,
      previousFingerprint: null
    })
    expect(none).toMatchObject({
      exists: 'false',
      fingerprint: '',
      'fingerprint-sha256': '',
      result: 'null'
    })
    expect(none['previous-fingerprint']).toBeUndefined()
  })

  it('every output name is declared in action.yml', () => {
    const results: OperationResult[] = [
      caches,
      { ...caches, operation: 'delete-caches' },
      {
        ...base,
        kind: 'settings',
        operation: 'list-settings',
        settings: [{ name: 'a', value: true }]
      },
      {
        ...base,
        kind: 'setting',
        operation: 'get-setting',
        name: 'a',
        value: 3,
        previousValue: 3,
        expect: 3,
        matches: true
      },
      {
        ...base,
        kind: 'branches',
        operation: 'list-branches',
        branches: [{ name: 'm', exists_on_host: true, default_branch: true }],
        total: 1
      },
      {
        ...base,
        kind: 'rotation',
        operation: 'rotate-key-pair',
        keyPair: null,
        fingerprintSha256: null,
        previousFingerprint: null,
        sshPublicKey: 'ssh-rsa x',
        deployKey: { id: 1, title: 't' },
        previousDeployKey: null,
        keyAgeDays: 12,
        removedDeployKeyId: null
      }
    ]
    for (const result of results) {
      for (const name of Object.keys(outputsOf(result)))
        expect(Object.keys(ACTION_YML.outputs)).toContain(name)
    }
  })
})

describe('job summary', () => {
  it('has a heading with operation and repository, human sizes, and escapes names', () => {
    const html = renderSummary(caches, 'octo-org/hello')
    expect(html).toContain('<h2>Travis CI: list-caches · octo-org/hello</h2>')
    expect(html).toContain('2 cache(s), 19.4 MiB in all (of <code>main</code>, <code>#4</code>).')
    expect(html).toContain('<td>cache-&#60;linux&#62;.tgz</td><td>main</td><td>19.4 MiB</td>')
    expect(html).not.toContain('DRY RUN')
  })

  it('carries the DRY RUN banner and says what would go', () => {
    const html = renderSummary(
      { ...caches, operation: 'delete-caches', dryRun: true, changed: true },
      'octo-org/hello'
    )
    expect(html).toContain('<strong>DRY RUN</strong>')
    expect(html).toContain('2 cache(s) would be deleted, 19.4 MiB in all')
  })

  it('cuts long tables and says how many rows were left out', () => {
    const many = Array.from({ length: MAX_TABLE_ROWS + 5 }, (_, i) => ({
      name: `c${i}`,
      branch: 'b',
      size: 1,
      last_modified: ''
    }))
    const html = renderSummary({ ...caches, caches: many }, 'r')
    expect(html.match(/<tr>/g)).toHaveLength(MAX_TABLE_ROWS + 1)
    expect(html).toContain('… and 5 more (see the step outputs).')
  })

  it('shows a failure', () => {
    expect(renderFailureSummary('get-setting', 'octo-org/hello', 'bad <thing>')).toBe(
      '<h2>Travis CI: get-setting · octo-org/hello</h2>\n<p><strong>Failed:</strong> bad &#60;thing&#62;</p>\n'
    )
  })
})

describe('version', () => {
  it('equals package.json', () => {
    const pkg = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8')
    ) as { version: string }
    expect(VERSION).toBe(pkg.version)
  })
})
