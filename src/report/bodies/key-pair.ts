// The job summary bodies of the key pair operations and rotate-key-pair.
import type { KeyPairResult, RotationResult } from '../../operations/result.js'
import { escapeHtml, plural } from '../format.js'
import { code, folded, headline, keyValueTable } from '../html.js'

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
    rows.push(['Fingerprint', code(result.keyPair.fingerprint)])
    if (result.fingerprintSha256 !== null) {
      rows.push(['SHA256 fingerprint', code(result.fingerprintSha256)])
    }
    rows.push(['Description', escapeHtml(result.keyPair.description || '(none)')])
  }
  if (
    result.previousFingerprint !== null &&
    result.previousFingerprint !== result.keyPair?.fingerprint
  ) {
    rows.push(['Previous fingerprint', code(result.previousFingerprint)])
  }
  const publicKey =
    result.keyPair === null
      ? ''
      : folded('Public key', `<pre>${escapeHtml(result.keyPair.public_key)}</pre>\n`)
  return `${line}${rows.length ? keyValueTable(rows) : ''}${publicKey}`
}

export function rotationBody(result: RotationResult): string {
  // A dry run generates nothing: the key pair shown is the one installed now.
  const planned = result.dryRun && result.changed
  const installed = result.keyPair?.fingerprint ?? null
  const rows: Array<[string, string]> = []
  if (planned) {
    rows.push(['Current key pair', installed === null ? 'none' : code(installed)])
    rows.push(['New key pair', 'a new key would be generated and installed'])
  } else if (result.unsettledFingerprint !== undefined) {
    rows.push([
      'Fingerprint',
      `${result.previousFingerprint === null ? 'none' : code(result.previousFingerprint)} or ${code(result.unsettledFingerprint)} (not known which)`
    ])
  } else if (result.changed) {
    rows.push([
      'Fingerprint',
      `${result.previousFingerprint === null ? 'none' : code(result.previousFingerprint)} → ${installed === null ? '(not installed)' : code(installed)}`
    ])
  } else {
    rows.push(['Fingerprint', installed === null ? 'none' : code(installed)])
  }
  if (result.keyPair !== null && result.fingerprintSha256 !== null) {
    rows.push([
      planned ? 'Current SHA256 fingerprint' : 'SHA256 fingerprint',
      code(result.fingerprintSha256)
    ])
  }
  if (result.deployKey !== null) {
    rows.push([
      'New deploy key',
      `${escapeHtml(result.deployKey.title)} (id ${result.deployKey.id})`
    ])
  } else if (planned && result.plannedDeployKeyTitle !== undefined) {
    rows.push([
      'New deploy key',
      `a new deploy key would be added: ${escapeHtml(result.plannedDeployKeyTitle)}`
    ])
  }
  if (result.previousDeployKey !== null) {
    const removed =
      result.removedDeployKeyId !== null ? 'removed' : planned ? 'would be removed' : 'kept'
    rows.push([
      'Previous deploy key',
      `${escapeHtml(result.previousDeployKey.title)} (id ${result.previousDeployKey.id}), ${removed}`
    ])
  }
  if (result.keyAgeDays !== null) {
    rows.push(['Previous deploy key age', plural(result.keyAgeDays, 'day')])
  }
  const what =
    result.unsettledFingerprint !== undefined
      ? 'The Travis CI key pair may or may not hold the new key.'
      : result.changed
        ? planned
          ? 'The key pair would be rotated.'
          : 'The key pair was rotated.'
        : 'No rotation was needed.'
  return `${headline(what)}${keyValueTable(rows)}`
}
