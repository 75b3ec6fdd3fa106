// The key pair as the operations see it: read (none is null), PATCHed, and the hints that explain
// the server's refusals in the words of the inputs. Nothing here parses a key, so find-key-pair
// and delete-key-pair run without the key parsing (sshpk) that upload.ts brings.
import { TravisApiError } from '../../travis/errors.js'
import * as wire from '../../travis/resources/key-pair.js'
import type { KeyPairBody, KeyPairRecord } from '../../travis/resources/key-pair.js'

export type { KeyPairBody } from '../../travis/resources/key-pair.js'
import type { OperationContext } from '../context.js'
import type { KeyPairView } from '../result.js'

export { isMissingKeyPair } from '../../travis/resources/key-pair.js'

/** The installed key pair, or null when there is none (404 key_pair). */
export async function readKeyPair(
  context: OperationContext,
  include: string[] = []
): Promise<KeyPairView | null> {
  try {
    return toKeyPairView(await wire.getKeyPair(context.client, include))
  } catch (error) {
    if (wire.isMissingKeyPair(error)) return null
    throw error
  }
}

export function toKeyPairView(body: KeyPairRecord): KeyPairView {
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
    return toKeyPairView(await wire.patchKeyPair(context.client, body))
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
