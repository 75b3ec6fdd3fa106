// /repo/{repo}/key_pair (travis-api `services/key_pair/*`, docs/travis-api.md#key-pair): the
// key pair as the server renders it, its shape, and the calls. Nothing here parses a key, so
// find-key-pair and delete-key-pair run without the key parsing (sshpk) the writes load.
import type { TravisClient } from '../client.js'
import { TravisApiError } from '../errors.js'
import { includeParameter } from '../paths.js'
import { object, shape, text, textOrNull } from '../shapes.js'

/** A key pair as the server renders it; `description` is null when none was given. */
export interface KeyPairRecord {
  description: string | null
  public_key: string
  fingerprint: string
}

/** What a create or an update sends: the dotted keys travis-api reads. */
export type KeyPairBody = { 'key_pair.value'?: string; 'key_pair.description'?: string }

export const KEY_PAIR = shape(
  'a key pair',
  'description, public_key, fingerprint',
  object({ description: textOrNull, public_key: text, fingerprint: text })
)

export function requestKeyPairGet(
  client: TravisClient,
  include: string[] = []
): Promise<KeyPairRecord> {
  const query = { include: includeParameter(include) }
  return client.get<KeyPairRecord>(keyPairPath(client), KEY_PAIR, { query })
}

/** A 404 about the key pair itself, not about the repository: there is none. */
export function isMissingKeyPair(error: unknown): boolean {
  return (
    error instanceof TravisApiError && error.status === 404 && error.resourceType === 'key_pair'
  )
}

/** PATCH, retried within the budget (a key pair PATCH carries its whole state). */
export function requestKeyPairPatch(
  client: TravisClient,
  body: KeyPairBody
): Promise<KeyPairRecord> {
  return client.send<KeyPairRecord>('PATCH', keyPairPath(client), KEY_PAIR, { body, retried: true })
}

/** One PATCH attempt, for a caller that reads back before it sends again. */
export function requestKeyPairPatchOnce(
  client: TravisClient,
  body: KeyPairBody,
  attempt: number
): Promise<KeyPairRecord> {
  return client.send<KeyPairRecord>('PATCH', keyPairPath(client), KEY_PAIR, { body, once: attempt })
}

/** One POST attempt (201): a create is never sent again blindly. */
export function requestKeyPairPost(
  client: TravisClient,
  body: KeyPairBody,
  attempt: number
): Promise<KeyPairRecord> {
  return client.send<KeyPairRecord>('POST', keyPairPath(client), KEY_PAIR, { body, once: attempt })
}

/** DELETE, answered 204 without a body. */
export async function requestKeyPairDelete(client: TravisClient): Promise<void> {
  await client.send('DELETE', keyPairPath(client), null, { retried: true })
}

/**
 * The repository's own key, which Travis CI decrypts `secure:` values with (travis-api's
 * `ssl_key` resource, routed as `key_pair_generated`; docs/travis-api.md#key-pair-generated):
 * rendered as a key pair, `public_key` a PEM public key. Every repository has one.
 */
export function requestKeyPairGeneratedGet(client: TravisClient): Promise<KeyPairRecord> {
  return client.get<KeyPairRecord>(`${keyPairPath(client)}/generated`, KEY_PAIR)
}

/** A 404 `key_pair` to key_pair/generated: the repository has no generated key (yet). */
export const isMissingGeneratedKey = isMissingKeyPair

function keyPairPath(client: TravisClient): string {
  return `${client.repositoryPath}/key_pair`
}
