// The key pair operations that take a key: create-, update- and set-key-pair, all honouring
// dry-run. How a key is checked and created is in upload.ts; the dispatcher loads this
// module only for these operations.
import { ActionError } from '../../lib/action-error.js'
import type { PreparedKey } from '../../keys/index.js'
import type { InputsFor } from '../../inputs/parsed.js'
import type { OperationContext } from '../context.js'
import { createKeyPairSafely, predictedKeyPair, prepareKeyInput } from './upload.js'
import { doneOrThrow } from '../../lib/write-outcome.js'
import {
  keyPairResult,
  patchKeyPairReadingBack,
  readKeyPair,
  uploadBody,
  verifyFingerprint
} from './key-pair.js'
import type { KeyPairResult, KeyPairView } from '../result.js'

export async function createKeyPair(
  context: OperationContext,
  inputs: InputsFor<'create-key-pair'>
): Promise<KeyPairResult> {
  const prepared = prepareKeyInput(context, inputs.key)
  if (inputs.dryRun) {
    const current = await readKeyPair(context)
    if (current?.fingerprint === prepared.fingerprint) {
      context.runner.info('Dry run: the key pair already holds this key; nothing would change.')
      return keyPairResult('create-key-pair', 'unchanged', current, current.fingerprint, {
        changed: false,
        dryRun: true
      })
    }
    if (current !== null) {
      throw new ActionError(
        `the repository already has a key pair (${current.fingerprint}), so a real run would fail (409): use set-key-pair or update-key-pair.`
      )
    }
    context.runner.info('Dry run: the key pair would be created.')
    return keyPairResult(
      'create-key-pair',
      'created',
      predictedKeyPair(prepared, inputs.description),
      null,
      { changed: true, dryRun: true }
    )
  }
  return createAndVerify(context, 'create-key-pair', prepared, inputs.description)
}

export async function updateKeyPair(
  context: OperationContext,
  inputs: InputsFor<'update-key-pair'>
): Promise<KeyPairResult> {
  const prepared = inputs.key === null ? null : prepareKeyInput(context, inputs.key)
  if (inputs.dryRun) {
    const current = await readKeyPair(context)
    if (current === null) {
      throw new ActionError(
        'the repository has no key pair, so a real run would fail (404): use create-key-pair or set-key-pair.'
      )
    }
    const predicted: KeyPairView = {
      description: inputs.description || current.description,
      public_key: prepared?.publicKeyPem ?? current.public_key,
      fingerprint: prepared?.fingerprint ?? current.fingerprint
    }
    const changed =
      predicted.fingerprint !== current.fingerprint || predicted.description !== current.description
    context.runner.info(`Dry run: the key pair would ${changed ? '' : 'not '}change.`)
    return keyPairResult(
      'update-key-pair',
      changed ? 'updated' : 'unchanged',
      predicted,
      current.fingerprint,
      { changed: changed, dryRun: true }
    )
  }
  const body = uploadBody(prepared, inputs.description)
  const installed = doneOrThrow(await patchKeyPairReadingBack(context, body, prepared))
  if (prepared !== null) verifyFingerprint(prepared, installed)
  context.runner.info(`Key pair updated: ${installed.fingerprint}.`)
  return keyPairResult('update-key-pair', 'updated', installed, null, {
    changed: true,
    dryRun: false
  })
}

/** Creates the key pair, checks its fingerprint, and tells whether it was there already. */
async function createAndVerify(
  context: OperationContext,
  operation: 'create-key-pair' | 'set-key-pair',
  prepared: PreparedKey,
  description: string
): Promise<KeyPairResult> {
  const { keyPair, created } = doneOrThrow(
    await createKeyPairSafely(context, prepared, description)
  )
  verifyFingerprint(prepared, keyPair)
  context.runner.info(
    created ? `Key pair created: ${keyPair.fingerprint}.` : 'Nothing was changed.'
  )
  const previous = created ? null : keyPair.fingerprint
  return keyPairResult(operation, created ? 'created' : 'unchanged', keyPair, previous, {
    changed: created,
    dryRun: false
  })
}

/** Idempotent: compares fingerprints first and sends only what differs (or nothing). */
export async function setKeyPair(
  context: OperationContext,
  inputs: InputsFor<'set-key-pair'>
): Promise<KeyPairResult> {
  const { description, dryRun } = inputs
  const prepared = prepareKeyInput(context, inputs.key)
  const current = await readKeyPair(context)
  const previous = current?.fingerprint ?? null
  if (current === null) {
    if (dryRun) {
      context.runner.info('Dry run: there is no key pair; it would be created.')
      return keyPairResult(
        'set-key-pair',
        'created',
        predictedKeyPair(prepared, description),
        null,
        { changed: true, dryRun: true }
      )
    }
    return createAndVerify(context, 'set-key-pair', prepared, description)
  }
  const sameKey = current.fingerprint === prepared.fingerprint
  const newDescription = description !== '' && description !== current.description
  if (sameKey && !newDescription) {
    context.runner.info(
      `The key pair already holds this key (${current.fingerprint}); nothing was sent.`
    )
    return keyPairResult('set-key-pair', 'unchanged', current, previous, {
      changed: false,
      dryRun: dryRun
    })
  }
  if (dryRun) {
    context.runner.info(
      `Dry run: the key pair would be updated (${sameKey ? 'description only' : 'new key'}).`
    )
    const predicted = predictedKeyPair(prepared, description || current.description)
    return keyPairResult('set-key-pair', 'updated', predicted, previous, {
      changed: true,
      dryRun: true
    })
  }
  // Same key, new description: send the description only, never the key again.
  const body = uploadBody(sameKey ? null : prepared, description)
  const installed = doneOrThrow(await patchKeyPairReadingBack(context, body, prepared))
  verifyFingerprint(prepared, installed)
  context.runner.info(`Key pair updated: ${previous} → ${installed.fingerprint}.`)
  return keyPairResult('set-key-pair', 'updated', installed, previous, {
    changed: true,
    dryRun: false
  })
}
