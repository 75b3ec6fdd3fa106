// The key pair operations in report/ (find-, create-, update-, set-, delete-key-pair): outputs,
// what a write changed, and the summary. Travis CI's own fingerprint is an MD5
// (docs/travis-api.md#kp-shape); GitHub and `ssh-keygen -l` show SHA256: each row says which it is.
import type { KeyPairResult, KeyPairView } from '../../operations/key-pair/result.js'
import { escapeHtml } from '../format.js'
import { code, folded, headline, keyValueTable } from '../html.js'
import type { KindReport } from '../kind-report.js'
import { json, text, type Outputs } from '../output-values.js'

export const MD5 = 'Fingerprint (MD5)'
export const SHA256 = 'Fingerprint (SHA256)'

export const keyPairReport: KindReport<KeyPairResult> = {
  body: (result) => keyPairBody(result),
  outputs: (result) => {
    const outputs = {
      result: json(result.keyPair),
      ...keyPairOutputs(result.keyPair, result.fingerprintSha256)
    }
    return ['set-key-pair', 'delete-key-pair'].includes(result.operation)
      ? { ...outputs, 'previous-fingerprint': text(result.previousFingerprint ?? '') }
      : outputs
  },
  changes: (result) =>
    result.action === 'deleted'
      ? `the key pair ${result.previousFingerprint ?? ''} was deleted from Travis CI`
      : `the key pair was ${result.action} on Travis CI (fingerprint ${result.keyPair?.fingerprint ?? 'unknown'})`
}

/** The outputs of the key pair Travis CI holds (rotate-key-pair's too). */
export function keyPairOutputs(
  keyPair: KeyPairView | null,
  fingerprintSha256: string | null
): Outputs {
  return {
    exists: String(keyPair !== null),
    fingerprint: text(keyPair?.fingerprint ?? ''),
    'fingerprint-sha256': text(keyPair === null ? '' : (fingerprintSha256 ?? '')),
    'public-key': text(keyPair?.public_key ?? ''),
    description: text(keyPair?.description ?? '')
  }
}

const KEY_PAIR_VERBS: Record<KeyPairResult['action'], [real: string, dry: string]> = {
  found: ['Key pair found.', 'Key pair found.'],
  absent: ['The repository has no key pair.', 'The repository has no key pair.'],
  created: ['Key pair created.', 'A key pair would be created.'],
  updated: ['Key pair updated.', 'The key pair would be updated.'],
  unchanged: ['The key pair is already as requested', 'The key pair is already as requested.'],
  deleted: ['Key pair deleted.', 'The key pair would be deleted.']
}

export function keyPairBody(result: KeyPairResult): string {
  const [real, dry] = KEY_PAIR_VERBS[result.action]
  const line =
    result.action === 'unchanged' && !result.dryRun
      ? headline(escapeHtml(real), '; nothing was sent.')
      : headline(escapeHtml(result.dryRun ? dry : real))
  const rows: Array<[string, string]> = []
  if (result.keyPair !== null) {
    rows.push([MD5, code(result.keyPair.fingerprint)])
    if (result.fingerprintSha256 !== null) {
      rows.push([SHA256, code(result.fingerprintSha256)])
    }
    rows.push(['Description', escapeHtml(result.keyPair.description || '(none)')])
  }
  if (
    result.previousFingerprint !== null &&
    result.previousFingerprint !== result.keyPair?.fingerprint
  ) {
    rows.push(['Previous fingerprint (MD5)', code(result.previousFingerprint)])
  }
  const publicKey =
    result.keyPair === null
      ? ''
      : folded('Public key', `<pre>${escapeHtml(result.keyPair.public_key)}</pre>\n`)
  return `${line}${rows.length ? keyValueTable(rows) : ''}${publicKey}`
}
