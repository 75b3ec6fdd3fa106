// Reading the key pair: shared by the key pair operations, the safe create and rotation.
import { TravisApiError } from '../travis/errors.js'
import { includeParameter } from '../travis/paths.js'
import type { OperationContext } from './context.js'
import type { KeyPairView } from './result.js'

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

/** A 404 about the key pair itself, not about the repository. */
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
