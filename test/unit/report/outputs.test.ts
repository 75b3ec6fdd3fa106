import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { KeyPairResult, OperationResult } from '../../../src/operations/result.js'
import { jsonWithoutMetadata } from '../../../src/operations/listings/branch-digest.js'
import { humanSize } from '../../../src/report/format.js'
import { outputsOf } from '../../../src/report/outputs.js'
import { VERSION } from '../../../src/runtime/version.js'
import { ACTION_YML } from '../../support/run-action.mjs'
import { base, branchesResult, caches } from './fixtures.js'

describe('formatting', () => {
  it('writes sizes in B, KiB, MiB', () => {
    expect(humanSize(123)).toBe('123 B')
    expect(humanSize(1536)).toBe('1.5 KiB')
    expect(humanSize(20_308_738)).toBe('19.4 MiB')
    expect(humanSize(5 * 1024 ** 3)).toBe('5.0 GiB')
  })

  it('removes @-keys at every depth', () => {
    expect(
      jsonWithoutMetadata({
        '@type': 'x',
        a: [{ '@href': '/', b: 1 }],
        c: { '@permissions': {}, d: null }
      })
    ).toBe('{"a":[{"b":1}],"c":{"d":null}}')
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
    expect(JSON.parse(String(outputs.caches))).toEqual(caches.caches)
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
      branchesResult([{ name: 'm', exists_on_host: true, default_branch: true }]),
      {
        ...base,
        kind: 'rotation',
        operation: 'rotate-key-pair',
        keyPair: null,
        fingerprintSha256: null,
        previousFingerprint: null,
        sshPublicKey: 'ssh-rsa x',
        withGitHub: true,
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

describe('version', () => {
  it('equals package.json', () => {
    const pkg = JSON.parse(
      readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')
    ) as { version: string }
    expect(VERSION).toBe(pkg.version)
  })
})
