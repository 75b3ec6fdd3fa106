// find-key-pair and the key pair reads shared by the write operations.
import type { InputsFor } from '../inputs/parsed.js'
import { TravisApiError } from '../travis/errors.js'
import { includeParameter } from '../travis/paths.js'
import type { OperationContext } from './context.js'
import type { KeyPairResult, KeyPairView } from './result.js'

export async function findKeyPair(
  context: OperationContext,
  settings: InputsFor<'find-key-pair'>
): Promise<KeyPairResult> {
  const keyPair = await readKeyPair(context, settings.include)
  context.runner.info(
    keyPair === null ? 'The repository has no key pair.' : `Key pair found: ${keyPair.fingerprint}.`
  )
  const result = keyPairResult('find-key-pair', 'found', keyPair, null, false, false)
  if (keyPair === null) {
    result.action = 'absent'
    if (settings.failIfMissing)
      result.failure = 'the repository has no key pair (fail-if-missing is true).'
  }
  return result
}

/** The installed key pair, or null when there is none (404 key_pair). */
export async function readKeyPair(
  context: OperationContext,
  include: string[] = []
): Promise<KeyPairView | null> {
  try {
    const body = await context.client.get<KeyPairView>('key_pair', {
      include: includeParameter(include)
    })
    return toKeyPairView(body)
  } catch (error) {
    if (isMissingKeyPair(error)) return null
    throw error
  }
}

export function isMissingKeyPair(error: unknown): boolean {
  return (
    error instanceof TravisApiError && error.status === 404 && error.resourceType === 'key_pair'
  )
}

export function toKeyPairView(body: KeyPairView): KeyPairView {
  return {
    description: body.description ?? '',
    public_key: body.public_key,
    fingerprint: body.fingerprint
  }
}

export function keyPairResult(
  operation: KeyPairResult['operation'],
  action: KeyPairResult['action'],
  keyPair: KeyPairView | null,
  previousFingerprint: string | null,
  changed: boolean,
  dryRun: boolean
): KeyPairResult {
  return {
    kind: 'key-pair',
    operation,
    action,
    keyPair,
    previousFingerprint,
    changed,
    dryRun,
    notes: []
  }
}
