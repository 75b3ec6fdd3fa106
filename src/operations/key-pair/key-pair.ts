// The key pair as the operations see it: read (none is null), PATCHed and DELETEd, each write read
// back when its answer may be lost (no answer, a 5xx, or a retry that met 404 because an earlier
// attempt had landed: what Travis CI holds decides), the body an upload sends and the check of the
// fingerprint it answers, the hints that explain the server's refusals in the words of the inputs,
// and the result every key pair operation returns. Nothing here parses a key, so find-key-pair
// and delete-key-pair run without the key parsing (sshpk) that upload.ts brings.
import { ActionError } from '../../lib/action-error.js'
import type { WriteOutcome } from '../../lib/write-outcome.js'
// fingerprint.ts itself, not the keys/ index, whose key parsing would bring sshpk to every read.
import { fingerprintsOfPublicKeyPem } from '../../keys/fingerprint.js'
import type { PreparedKey } from '../../keys/index.js'
import { TravisApiError } from '../../travis/errors.js'
import * as wire from '../../travis/resources/key-pair.js'
import type { KeyPairBody, KeyPairRecord } from '../../travis/resources/key-pair.js'
import type { OperationContext } from '../context.js'
import { resultBase, type KeyPairResult, type KeyPairView } from '../result.js'

export type { KeyPairBody } from '../../travis/resources/key-pair.js'
export { isMissingKeyPair } from '../../travis/resources/key-pair.js'

/** The installed key pair, or null when there is none (404 key_pair). */
export async function readKeyPair(
  context: OperationContext,
  include: string[] = []
): Promise<KeyPairView | null> {
  try {
    return toKeyPairView(await wire.requestKeyPairGet(context.client, include))
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

export function uploadBody(prepared: PreparedKey | null, description: string): KeyPairBody {
  return {
    ...(prepared === null ? {} : { 'key_pair.value': prepared.privateKeyPem }),
    ...(description === '' ? {} : { 'key_pair.description': description })
  }
}

/** The server's fingerprint must be the one computed locally, or the wrong key may be installed. */
export function verifyFingerprint(prepared: PreparedKey, installed: KeyPairView): void {
  if (installed.fingerprint !== prepared.fingerprint) {
    throw new ActionError(
      `Travis CI reports fingerprint ${installed.fingerprint} after the upload, but the key's fingerprint is ` +
        `${prepared.fingerprint}; the installed key may not be the one intended. Check it with find-key-pair.`
    )
  }
}

export async function patchKeyPair(
  context: OperationContext,
  body: KeyPairBody
): Promise<KeyPairView> {
  try {
    return toKeyPairView(await wire.requestKeyPairPatch(context.client, body))
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

/** What reading the key pair back showed: the key pair, none, or no answer. */
export type KeyPairReadBack = KeyPairView | null | 'unreadable'

/**
 * Whether a failed PATCH or DELETE may have been applied all the same: no answer arrived, the
 * server failed (5xx, maybe after applying it), it answered success in a form the action
 * refused, or a retry met 404 because an earlier attempt landed (a DELETE; neither ever meets
 * 409: docs/travis-api.md#kp-checks).
 */
function keyPairWriteMayHaveLanded(error: unknown): error is TravisApiError {
  if (!(error instanceof TravisApiError) || !error.mayHaveLanded) return false
  // A repeated request that got a refusal counts only when that refusal is what an earlier,
  // landed attempt causes: the key pair gone.
  const refused = error.status >= 300 && error.status < 500
  return !refused || wire.isMissingKeyPair(error)
}

/** The key pair now, or 'unreadable' when reading it fails too. */
export async function readBackKeyPair(context: OperationContext): Promise<KeyPairReadBack> {
  try {
    return await readKeyPair(context)
  } catch {
    return 'unreadable'
  }
}

/**
 * PATCH the key pair (retried); when the answer is lost, read it back (lib/retry.ts write):
 * holding what was sent, the PATCH was done; holding something else, it did not land (the error
 * stands); no read-back leaves the outcome unknown.
 */
export async function patchKeyPairReadingBack(
  context: OperationContext,
  body: KeyPairBody,
  prepared: PreparedKey | null
): Promise<WriteOutcome<KeyPairView>> {
  return context.client.write({
    send: () => patchKeyPair(context, body),
    afterFailure: (error) =>
      keyPairWriteMayHaveLanded(error) ? 'read-back' : { kind: 'refused', failure: error },
    readBack: async (lost) => {
      const after = await readKeyPair(context)
      const description = body['key_pair.description']
      const holdsIt =
        after !== null &&
        (prepared === null || after.fingerprint === prepared.fingerprint) &&
        (description === undefined || after.description === description)
      if (!holdsIt) return { kind: 'refused', failure: lost }
      context.runner.info(
        `The answer to the update ${lostOrUnusable(lost as TravisApiError)}, but the key pair holds what was sent: the update went through.`
      )
      return { kind: 'done', done: after }
    },
    unreadable: (error) => unknownKeyPairWrite(error as TravisApiError, 'updated')
  })
}

/** The outcome of a DELETE: done by this run, or found already gone before it was sent. */
export type KeyPairDeletion = 'deleted' | 'already-gone'

/**
 * DELETE the key pair that held `current` (retried). A 404 on the first attempt means someone
 * else deleted it first; after a lost answer the key pair is read back: none means the delete
 * landed.
 */
export async function deleteKeyPairReadingBack(
  context: OperationContext,
  current: KeyPairView
): Promise<WriteOutcome<KeyPairDeletion>> {
  return context.client.write<KeyPairDeletion>({
    send: async () => {
      await wire.requestKeyPairDelete(context.client)
      return 'deleted'
    },
    afterFailure: (error) => {
      if (keyPairWriteMayHaveLanded(error)) return 'read-back'
      if (wire.isMissingKeyPair(error)) return { kind: 'done', done: 'already-gone' }
      return { kind: 'refused', failure: error }
    },
    readBack: async (lost) => {
      const error = lost as TravisApiError
      const after = await readKeyPair(context)
      if (after === null) {
        context.runner.info(
          `The answer to the delete ${lostOrUnusable(error)}, but the key pair is gone: the delete went through.`
        )
        return { kind: 'done', done: 'deleted' }
      }
      if (after.fingerprint === current.fingerprint) return { kind: 'refused', failure: error }
      const replaced =
        `${error.explanation} The key pair now holds another key (${after.fingerprint}), ` +
        'so the delete may have been applied and followed by another write; check it with find-key-pair.'
      return { kind: 'unknown', failure: new ActionError(replaced) }
    },
    unreadable: (error) => unknownKeyPairWrite(error as TravisApiError, 'deleted')
  })
}

/** `SHA256:…` of a key pair's public key, when it is the key its MD5 fingerprint names. */
export function sha256FingerprintOfKeyPair(keyPair: KeyPairView | null): string | null {
  if (keyPair === null || typeof keyPair.public_key !== 'string') return null
  const fingerprints = fingerprintsOfPublicKeyPem(keyPair.public_key)
  return fingerprints?.md5 === keyPair.fingerprint ? fingerprints.sha256 : null
}

/** A write with no clear answer whose read-back failed too: it may have been applied. */
export function unknownKeyPairWrite(
  error: TravisApiError,
  what: 'created' | 'updated' | 'deleted'
): WriteOutcome<never, ActionError> {
  return {
    kind: 'unknown',
    failure: new ActionError(
      `${error.explanation} The change may have been applied: ` +
        'the request got no clear answer and reading the key pair back failed too, ' +
        `so whether the key pair was ${what} is unknown. Check it with find-key-pair.`
    )
  }
}

/** `was lost (no response)`, `was lost (HTTP 502 on attempt 2)`, `could not be used (HTTP 200)`. */
function lostOrUnusable(error: TravisApiError): string {
  if (error.status === 0) return 'was lost (no response)'
  const attempt = error.request.attempts > 1 ? ` on attempt ${error.request.attempts}` : ''
  const what = error.answeredSuccess ? 'could not be used' : 'was lost'
  return `${what} (HTTP ${error.status}${attempt})`
}

export function keyPairResult(
  operation: KeyPairResult['operation'],
  action: KeyPairResult['action'],
  keyPair: KeyPairView | null,
  previousFingerprint: string | null,
  outcome: { changed: boolean; dryRun: boolean }
): KeyPairResult {
  return {
    ...resultBase('key-pair', operation, outcome),
    action,
    keyPair,
    fingerprintSha256: sha256FingerprintOfKeyPair(keyPair),
    previousFingerprint
  }
}
