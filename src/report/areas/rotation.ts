// rotate-key-pair in report/: outputs, what a rotation changed (the Travis CI key pair and the
// deploy keys), and the summary. Fingerprints as key-pair.ts shows them (MD5 and SHA256).
import type { DeployKeyView, RotationResult } from '../../operations/rotation/result.js'
import { escapeHtml, plural } from '../format.js'
import { code, headline, keyValueTable } from '../html.js'
import type { KindReport } from '../kind-report.js'
import { json, text } from '../output-values.js'
import { MD5, SHA256, keyPairOutputs } from './key-pair.js'

export const rotationReport: KindReport<RotationResult> = {
  body: (result) => rotationBody(result),
  outputs: (result) => {
    // Whether Travis holds the new key is unknown: no output claims what it holds.
    const unsettled = result.fingerprintOfUnknownWrite !== undefined
    return {
      result: json({
        fingerprint: unsettled ? null : (result.keyPair?.fingerprint ?? ''),
        previous_fingerprint: result.previousFingerprint,
        deploy_key_id: result.deployKey?.id ?? null,
        removed_deploy_key_id: result.removedDeployKeyId
      }),
      ...(unsettled ? {} : keyPairOutputs(result.keyPair, result.fingerprintSha256)),
      'ssh-public-key': text(result.sshPublicKey),
      'previous-fingerprint': text(result.previousFingerprint ?? ''),
      'deploy-key-id': result.deployKey === null ? '' : String(result.deployKey.id),
      'key-age-days': result.keyAgeDays === null ? '' : String(result.keyAgeDays)
    }
  },
  changes: (result) => describeRotation(result)
}

function describeRotation(result: RotationResult): string {
  const travis = `the key pair was rotated on Travis CI (fingerprint ${result.previousFingerprint ?? 'none'} → ${result.keyPair?.fingerprint ?? 'unknown'})`
  if (result.deployKey === null) {
    return `${travis}; the new public key is in the log above, for the deploy key on GitHub`
  }
  const removed =
    result.removedDeployKeyId === null
      ? ''
      : `, and deploy key ${result.removedDeployKeyId} was removed`
  return `${travis}; deploy key ${result.deployKey.id} ('${result.deployKey.title}') was added on GitHub${removed}`
}

export function rotationBody(result: RotationResult): string {
  // A dry run generates nothing: the key pair shown is the one installed now.
  const planned = result.dryRun && result.changed
  const installed = result.keyPair?.fingerprint ?? null
  const rows: Array<[string, string]> = []
  if (planned) {
    rows.push(['Current fingerprint (MD5)', installed === null ? 'none' : code(installed)])
  } else if (result.fingerprintOfUnknownWrite !== undefined) {
    rows.push([
      MD5,
      `${result.previousFingerprint === null ? 'none' : code(result.previousFingerprint)} or ${code(result.fingerprintOfUnknownWrite)} (not known which)`
    ])
  } else if (result.changed) {
    rows.push([
      MD5,
      `${result.previousFingerprint === null ? 'none' : code(result.previousFingerprint)} → ${installed === null ? '(not installed)' : code(installed)}`
    ])
  } else {
    rows.push([MD5, installed === null ? 'none' : code(installed)])
  }
  if (result.keyPair !== null && result.fingerprintSha256 !== null) {
    // After a rotation the SHA256 row is the new key's alone, beside the MD5 row's old → new.
    const label = planned ? 'Current' : result.changed ? 'New' : ''
    rows.push([
      label === '' ? SHA256 : `${label} fingerprint (SHA256)`,
      code(result.fingerprintSha256)
    ])
  }
  if (planned) rows.push(['New key pair', 'a new key would be generated and installed'])
  if (result.deployKey !== null) {
    rows.push([
      'New deploy key',
      `${escapeHtml(result.deployKey.title)} (id ${result.deployKey.id})`
    ])
  } else if (planned && result.plannedDeployKeyTitle !== undefined) {
    rows.push([
      'New deploy key',
      `not added in a dry run; a real run would add ${escapeHtml(result.plannedDeployKeyTitle)}`
    ])
  }
  if (result.previousDeployKey !== null) {
    const fate =
      result.removedDeployKeyId !== null
        ? 'removed'
        : result.previousDeployKeyGone === true
          ? 'already gone when this run came to remove it'
          : planned
            ? 'would be removed'
            : 'kept'
    rows.push([
      'Previous deploy key',
      `${describeDeployKey(result.previousDeployKey, result.keyAgeDays)}; ${fate}`
    ])
  }
  const what =
    result.fingerprintOfUnknownWrite !== undefined
      ? 'The Travis CI key pair may or may not hold the new key.'
      : result.changed
        ? planned
          ? 'The key pair would be rotated.'
          : 'The key pair was rotated.'
        : 'No rotation was needed.'
  return `${withoutGitHub(result)}${headline(what)}${keyValueTable(rows)}${publicKeyToRegister(result)}`
}

/** `Travis CI deploy key 2026-08-28 (id 7), added 2026-08-28, 90 days old`: as GitHub lists it. */
function describeDeployKey(key: DeployKeyView, ageDays: number | null): string {
  const added = Number.isNaN(Date.parse(key.created_at ?? ''))
    ? ''
    : `, added ${new Date(key.created_at ?? '').toISOString().slice(0, 10)}`
  const age =
    ageDays === null ? '' : `, ${ageDays === 0 ? 'less than a day' : plural(ageDays, 'day')} old`
  return `${escapeHtml(key.title)} (id ${key.id})${added}${age}`
}

/** Without a 'github-token' only Travis CI rotates: said first, as it leaves work to the user. */
function withoutGitHub(result: RotationResult): string {
  if (result.withGitHub || !result.changed) return ''
  const what = result.dryRun
    ? "a real run would rotate only the Travis CI key pair; GitHub's deploy keys would not be updated."
    : 'only the Travis CI key pair was rotated; GitHub was not updated. Register the new public key below as a deploy key where the key is used.'
  return `<p>⚠️ <strong>No <code>github-token</code></strong>: ${what}</p>\n`
}

/** The new public key, when no deploy key was added for it: the `ssh-public-key` output's value. */
function publicKeyToRegister(result: RotationResult): string {
  if (result.withGitHub || result.sshPublicKey === '') return ''
  return (
    '<p><strong>New public key</strong> (the <code>ssh-public-key</code> output), to register as a deploy key:</p>\n' +
    `<pre>${escapeHtml(result.sshPublicKey)}</pre>\n`
  )
}
