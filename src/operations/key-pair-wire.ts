// The key pair on the wire, without key material: reading it, the PATCH, and the hints that
// explain the server's refusals. Nothing here parses a key, so find-key-pair and delete-key-pair
// run without loading the key parsing (sshpk) that key-pair-upload.ts brings.
import { TravisApiError } from '../travis/errors.js'
import { includeParameter } from '../travis/paths.js'
import type { OperationContext } from './context.js'
import type { KeyPairView } from './result.js'

export type KeyPairBody = { 'key_pair.value'?: string; 'key_pair.description'?: string }

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

export async function patchKeyPair(
  context: OperationContext,
  body: KeyPairBody
): Promise<KeyPairView> {
  try {
    return toKeyPairView(await context.client.patch<KeyPairView>('key_pair', body))
  } catch (error) {
    throw error instanceof TravisApiError ? explainKeyPairError(error) : error
  }
}

/** The hint each refusal of a key pair write needs (a create's, a PATCH's). */
export function explainKeyPairError(error: TravisApiError): TravisApiError {
  if (error.status === 409) {
    return error.withHint(
      'The repository already has a key pair: use set-key-pair (replaces it only when it differs) or update-key-pair.'
    )
  }
  if (error.status === 422) {
    return error.withHint(
      'Travis CI accepts only unencrypted RSA private keys in PEM form (BEGIN RSA PRIVATE KEY or BEGIN PRIVATE KEY).'
    )
  }
  if (error.errorType === 'wrong_params') {
    return error.withHint("Travis CI received no usable key_pair.value; check 'private-key'.")
  }
  if (error.status === 404 && error.resourceType === 'key_pair') {
    return error.withHint(
      'The repository has no key pair: create one with create-key-pair or set-key-pair.'
    )
  }
  return error
}
