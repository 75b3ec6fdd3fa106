// The key pair operations that take no key: find-key-pair and delete-key-pair (honouring
// dry-run). Those that take a key are in writes.ts, loaded only for them: their key parsing
// brings sshpk.
import type { InputsFor } from '../../inputs/parsed.js'
import type { OperationContext } from '../context.js'
import { failCheck } from '../result-base.js'
import { doneOrThrow } from '../../lib/write-outcome.js'
import { deleteKeyPairReadingBack, keyPairResult, readKeyPair } from './key-pair.js'
import type { KeyPairResult } from '../result.js'

export async function findKeyPair(
  context: OperationContext,
  inputs: InputsFor<'find-key-pair'>
): Promise<KeyPairResult> {
  const keyPair = await readKeyPair(context, inputs.include)
  context.runner.info(
    keyPair === null ? 'The repository has no key pair.' : `Key pair found: ${keyPair.fingerprint}.`
  )
  const result = keyPairResult('find-key-pair', 'found', keyPair, null, {
    changed: false,
    dryRun: false
  })
  if (keyPair === null) {
    result.action = 'absent'
    if (inputs.failIfMissing) {
      failCheck(result, 'the repository has no key pair (fail-if-missing is true).')
    }
  }
  return result
}

export async function deleteKeyPair(
  context: OperationContext,
  inputs: InputsFor<'delete-key-pair'>
): Promise<KeyPairResult> {
  const current = await readKeyPair(context)
  const nothingToDelete = () => {
    context.runner.warning('The repository has no key pair; nothing was deleted.')
    return keyPairResult('delete-key-pair', 'absent', null, null, {
      changed: false,
      dryRun: inputs.dryRun
    })
  }
  if (current === null) return nothingToDelete()
  if (inputs.dryRun) {
    context.runner.info(`Dry run: the key pair ${current.fingerprint} would be deleted.`)
    return keyPairResult('delete-key-pair', 'deleted', null, current.fingerprint, {
      changed: true,
      dryRun: true
    })
  }
  // Deleted by someone else between our read and our delete: the goal is reached all the same.
  if (doneOrThrow(await deleteKeyPairReadingBack(context, current)) === 'already-gone')
    return nothingToDelete()
  context.runner.info(`Key pair ${current.fingerprint} deleted.`)
  return keyPairResult('delete-key-pair', 'deleted', null, current.fingerprint, {
    changed: true,
    dryRun: false
  })
}
