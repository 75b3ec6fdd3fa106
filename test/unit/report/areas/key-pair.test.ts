// The job summary bodies of the key pair operations and rotate-key-pair, as HTML: which rows a
// reader gets for each outcome (e2e shows the same summaries as text, one scenario at a time).
import { describe, expect, it } from 'vitest'
import type { KeyPairResult, RotationResult } from '../../../../src/operations/result.js'
import { keyPairBody } from '../../../../src/report/areas/key-pair.js'
import { rotationBody } from '../../../../src/report/areas/rotation.js'
import { base } from '../fixtures.js'

const CURRENT = { description: 'deploy <ci>', public_key: 'PEM <a>', fingerprint: 'aa:aa' }

function keyPairResult(overrides: Partial<KeyPairResult>): KeyPairResult {
  return {
    ...base,
    kind: 'key-pair',
    operation: 'set-key-pair',
    action: 'found',
    keyPair: CURRENT,
    fingerprintSha256: 'SHA256:abc',
    previousFingerprint: null,
    ...overrides
  }
}

function rotationResult(overrides: Partial<RotationResult>): RotationResult {
  return {
    ...base,
    kind: 'rotation',
    operation: 'rotate-key-pair',
    changed: true,
    keyPair: { ...CURRENT, fingerprint: 'bb:bb' },
    fingerprintSha256: 'SHA256:new',
    previousFingerprint: 'aa:aa',
    sshPublicKey: 'ssh-rsa AAAA',
    withGitHub: true,
    deployKey: { id: 8, title: 'travis 2026-11-04' },
    previousDeployKey: { id: 7, title: 'travis <old>', created_at: '2026-07-27T10:00:00Z' },
    keyAgeDays: 100,
    removedDeployKeyId: 7,
    ...overrides
  }
}

/** The rows of the key-value table as `name: value`. */
function rows(html: string): string[] {
  return [...html.matchAll(/<tr><th align="left">([^<]*)<\/th><td>(.*?)<\/td><\/tr>/g)].map(
    (m) => `${m[1]}: ${m[2]}`
  )
}

describe('key pair summary', () => {
  it('a key pair left as it was says that nothing was sent, and shows no previous fingerprint', () => {
    const html = keyPairBody(
      keyPairResult({ action: 'unchanged', previousFingerprint: CURRENT.fingerprint })
    )
    expect(html).toMatch(
      /^<p><strong>The key pair is already as requested<\/strong>; nothing was sent\.<\/p>\n/
    )
    expect(rows(html)).toEqual([
      'Fingerprint (MD5): <code>aa:aa</code>',
      'Fingerprint (SHA256): <code>SHA256:abc</code>',
      'Description: deploy &#60;ci&#62;'
    ])
    expect(html).toContain(
      '<details><summary>Public key</summary>\n\n<pre>PEM &#60;a&#62;</pre>\n</details>\n'
    )
  })

  it('a dry run that would change nothing says so without claiming a request', () => {
    const html = keyPairBody(keyPairResult({ action: 'unchanged', dryRun: true }))
    expect(html).toMatch(/^<p><strong>The key pair is already as requested\.<\/strong><\/p>\n/)
    expect(html).not.toContain('nothing was sent')
  })

  it('an update shows the previous fingerprint, and (none) for an empty description', () => {
    const html = keyPairBody(
      keyPairResult({
        action: 'updated',
        keyPair: { ...CURRENT, description: '' },
        previousFingerprint: 'ff:ff',
        changed: true
      })
    )
    expect(html).toMatch(/^<p><strong>Key pair updated\.<\/strong><\/p>\n/)
    expect(rows(html)).toEqual([
      'Fingerprint (MD5): <code>aa:aa</code>',
      'Fingerprint (SHA256): <code>SHA256:abc</code>',
      'Description: (none)',
      'Previous fingerprint (MD5): <code>ff:ff</code>'
    ])
  })

  it('shows no SHA256 row when the key pair has no SHA256 fingerprint of its own', () => {
    const html = keyPairBody(keyPairResult({ fingerprintSha256: null }))
    expect(rows(html)).toEqual([
      'Fingerprint (MD5): <code>aa:aa</code>',
      'Description: deploy &#60;ci&#62;'
    ])
  })

  it('a deletion shows only the fingerprint that was deleted; no key pair, only a headline', () => {
    const deleted = keyPairBody(
      keyPairResult({
        operation: 'delete-key-pair',
        action: 'deleted',
        keyPair: null,
        fingerprintSha256: null,
        previousFingerprint: 'aa:aa',
        changed: true
      })
    )
    expect(deleted).toBe(
      '<p><strong>Key pair deleted.</strong></p>\n' +
        '<table>\n<tr><th align="left">Previous fingerprint (MD5)</th><td><code>aa:aa</code></td></tr>\n</table>\n'
    )
    const absent = keyPairBody(
      keyPairResult({ action: 'absent', keyPair: null, fingerprintSha256: null })
    )
    expect(absent).toBe('<p><strong>The repository has no key pair.</strong></p>\n')
  })
})

describe('rotation summary', () => {
  it('a first rotation goes from none to the new key and names the deploy keys', () => {
    const html = rotationBody(rotationResult({ previousFingerprint: null }))
    expect(html).toMatch(/^<p><strong>The key pair was rotated\.<\/strong><\/p>\n/)
    expect(rows(html)).toEqual([
      'Fingerprint (MD5): none → <code>bb:bb</code>',
      'New fingerprint (SHA256): <code>SHA256:new</code>',
      'New deploy key: travis 2026-11-04 (id 8)',
      'Previous deploy key: travis &#60;old&#62; (id 7), added 2026-07-27, 100 days old; removed'
    ])
    expect(html).not.toContain('ssh-rsa')
  })

  it('a rotation that could not confirm Travis CI keeps the previous deploy key', () => {
    const html = rotationBody(rotationResult({ removedDeployKeyId: null }))
    expect(rows(html)).toContain(
      'Previous deploy key: travis &#60;old&#62; (id 7), added 2026-07-27, 100 days old; kept'
    )
    expect(rows(html)).toContain('Fingerprint (MD5): <code>aa:aa</code> → <code>bb:bb</code>')
  })

  it('no rotation needed: the installed key, its age, and nothing about a new one', () => {
    const html = rotationBody(
      rotationResult({
        changed: false,
        keyPair: CURRENT,
        fingerprintSha256: 'SHA256:abc',
        deployKey: null,
        removedDeployKeyId: null,
        keyAgeDays: 1
      })
    )
    expect(html).toMatch(/^<p><strong>No rotation was needed\.<\/strong><\/p>\n/)
    expect(rows(html)).toEqual([
      'Fingerprint (MD5): <code>aa:aa</code>',
      'Fingerprint (SHA256): <code>SHA256:abc</code>',
      'Previous deploy key: travis &#60;old&#62; (id 7), added 2026-07-27, 1 day old; kept'
    ])
  })

  it('a deploy key added today is less than a day old; one without a date has no age', () => {
    const today = rotationBody(rotationResult({ keyAgeDays: 0 }))
    expect(rows(today)).toContain(
      'Previous deploy key: travis &#60;old&#62; (id 7), added 2026-07-27, less than a day old; removed'
    )
    const undated = rotationBody(
      rotationResult({
        previousDeployKey: { id: 7, title: 'travis <old>', created_at: 'yesterday' },
        keyAgeDays: null
      })
    )
    expect(rows(undated)).toContain('Previous deploy key: travis &#60;old&#62; (id 7); removed')
  })

  it('a dry run: the current key, then the planned key and deploy key, unlike the previous one', () => {
    const html = rotationBody(
      rotationResult({
        dryRun: true,
        keyPair: CURRENT,
        fingerprintSha256: 'SHA256:abc',
        deployKey: null,
        removedDeployKeyId: null,
        plannedDeployKeyTitle: 'travis 2026-11-04'
      })
    )
    expect(rows(html)).toEqual([
      'Current fingerprint (MD5): <code>aa:aa</code>',
      'Current fingerprint (SHA256): <code>SHA256:abc</code>',
      'New key pair: a new key would be generated and installed',
      'New deploy key: not added in a dry run; a real run would add travis 2026-11-04',
      'Previous deploy key: travis &#60;old&#62; (id 7), added 2026-07-27, 100 days old; would be removed'
    ])
  })

  it("without a 'github-token': a warning first, and the public key to register after the table", () => {
    const travisOnly = {
      withGitHub: false,
      deployKey: null,
      previousDeployKey: null,
      keyAgeDays: null,
      removedDeployKeyId: null
    }
    const html = rotationBody(rotationResult({ ...travisOnly, sshPublicKey: 'ssh-rsa AAAA<b>' }))
    expect(html).toMatch(
      /^<p>⚠️ <strong>No <code>github-token<\/code><\/strong>: only the Travis CI key pair was rotated; GitHub was not updated\. Register the new public key below as a deploy key where the key is used\.<\/p>\n<p><strong>The key pair was rotated\.<\/strong><\/p>\n<table>/
    )
    expect(html).toMatch(
      /<\/table>\n<p><strong>New public key<\/strong> \(the <code>ssh-public-key<\/code> output\), to register as a deploy key:<\/p>\n<pre>ssh-rsa AAAA&#60;b&#62;<\/pre>\n$/
    )
    const dry = rotationBody(rotationResult({ ...travisOnly, dryRun: true, sshPublicKey: '' }))
    expect(dry).toMatch(
      /^<p>⚠️ <strong>No <code>github-token<\/code><\/strong>: a real run would rotate only the Travis CI key pair; GitHub's deploy keys would not be updated\.<\/p>\n/
    )
    expect(dry).not.toContain('<pre>')
  })
})
