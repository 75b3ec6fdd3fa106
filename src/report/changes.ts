// What a finished operation changed, in words: for a failure that comes after the change (the step
// outputs could not be written), so the user knows what the servers already hold.
import { formatSettingValue } from '../model/repository-settings.js'
import type { OperationResult, RotationResult } from '../operations/result.js'
import { humanSize, plural, sumSizes, wasWere } from './format.js'
import { describeSectionChanges } from './as-code-outputs.js'

/** `the key pair was created on Travis CI (fingerprint aa:…)`, `nothing was changed`, … */
export function describeChanges(result: OperationResult): string {
  if (result.dryRun) return 'it was a dry run, so nothing was changed'
  if (!result.changed) return 'nothing was changed'
  switch (result.kind) {
    case 'key-pair':
      return result.action === 'deleted'
        ? `the key pair ${result.previousFingerprint ?? ''} was deleted from Travis CI`
        : `the key pair was ${result.action} on Travis CI (fingerprint ${result.keyPair?.fingerprint ?? 'unknown'})`
    case 'rotation':
      return describeRotation(result)
    case 'caches':
      return `${plural(result.caches.length, 'cache')} (${humanSize(sumSizes(result.caches))}) ${wasWere(result.caches.length)} deleted from Travis CI`
    case 'setting':
      return `setting '${result.name}' was changed from ${formatSettingValue(result.previousValue)} to ${formatSettingValue(result.value)} on Travis CI`
    case 'settings-check': {
      const changes = (result.changes ?? []).map(
        ({ name, from, to }) =>
          `'${name}' from ${formatSettingValue(from)} to ${formatSettingValue(to)}`
      )
      if (result.sections) return describeSectionChanges(result, result.sections)
      return `${plural(changes.length, 'setting')} ${wasWere(changes.length)} changed on Travis CI: ${changes.join(', ')}`
    }
    case 'build':
      return `${result.action} ${result.build === null ? `build request ${result.request?.id ?? ''}` : `build #${result.build.number}`} on Travis CI`
    default:
      // The reads: their results never say changed.
      return 'nothing was changed'
  }
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
