// rotate-key-pair's one write to Travis CI (step 4), and the check before it. The write is never
// sent again blindly: after any failure the key pair is read back, and only while Travis still
// holds what it held before the run is the write sent again. What the write came to is told
// apart from what is not known: a write that got no answer may still land after the action gave
// up, so a read-back that shows the previous key then proves nothing (install.ts).
import { ActionError } from '../../lib/action-error.js'
import type { PreparedKey } from '../../keys/index.js'
import type { WriteOutcome } from '../../lib/write-outcome.js'
import { TravisApiError, explanationOf } from '../../travis/errors.js'
import type { OperationContext } from '../context.js'
import { requestKeyPairPatchOnce, requestKeyPairPost } from '../../travis/resources/key-pair.js'
import {
  explainKeyPairError,
  readKeyPair,
  toKeyPairView,
  uploadBody,
  verifyFingerprint
} from '../key-pair/key-pair.js'
import type { KeyPairView } from '../result.js'

/**
 * What the rotation's write to Travis CI came to (unknown: an attempt may still land, or may have
 * been applied unseen), and what the key pair held when read back after the last failed attempt:
 * `found` this run's key (no answer to trust, the read is the confirmation), `before` what it
 * held when the run started, `other` neither (null: no key pair), or `unreadable`; `answered`:
 * not read, the write's answer told.
 */
export type KeyPairWrite = WriteOutcome<KeyPairView> & { readBack: KeyPairWriteReadBack }

export type KeyPairWriteReadBack =
  'answered' | 'found' | 'before' | { other: KeyPairView | null } | 'unreadable'

/**
 * Creates (no key pair before the run) or updates the key pair, one attempt at a time; after a
 * failure, reads it back: holding the new key, the write went through; holding what it held
 * before, the write is sent again while the failure is transient and retries are left.
 */
export async function writeKeyPair(
  context: OperationContext,
  key: PreparedKey,
  current: KeyPairView | null,
  description: string
): Promise<KeyPairWrite> {
  const { client, runner } = context
  const body = uploadBody(key, description)
  const verb = current === null ? 'create' : 'update'
  let inFlight = false
  let readBack: KeyPairWriteReadBack = 'answered'
  const settled = (error: unknown): WriteOutcome<KeyPairView> => {
    const unknown = inFlight || (readBack === 'unreadable' && rotationWriteMayHaveLanded(error))
    return { kind: unknown ? 'unknown' : 'refused', failure: error }
  }
  const outcome = await client.write<KeyPairView>({
    send: async (attempt) => {
      try {
        const answer =
          current === null
            ? await requestKeyPairPost(client, body, attempt)
            : await requestKeyPairPatchOnce(client, body, attempt)
        const installed = toKeyPairView(answer)
        verifyFingerprint(key, installed)
        readBack = 'answered'
        return installed
      } catch (error) {
        inFlight ||= stillInFlight(error)
        throw error instanceof TravisApiError ? explainKeyPairError(error) : error
      }
    },
    afterFailure: () => 'read-back',
    readBack: async (error) => {
      const held = await readKeyPair(context)
      if (held?.fingerprint === key.fingerprint) {
        readBack = 'found'
        const status = error instanceof TravisApiError ? error.status : 0
        runner.info(
          `The ${verb} answered with an error (${status ? `HTTP ${status}` : 'no answer'}), but the key pair holds the new key: the ${verb} went through.`
        )
        return { kind: 'done', done: held }
      }
      if (held?.fingerprint === current?.fingerprint) {
        readBack = 'before'
        return 'absent'
      }
      readBack = { other: held }
      return settled(error)
    },
    unreadable: (error) => {
      readBack = 'unreadable'
      return settled(error)
    },
    notLanded: settled,
    onResend: (delayMs) =>
      runner.info(
        `The ${verb} failed and Travis CI still holds the key pair it held before; sending it again in ${(delayMs / 1000).toFixed(1)} s.`
      )
  })
  return { ...outcome, readBack }
}

/**
 * Right before the write, side by side with GitHub's confirming listing: Travis must still hold
 * what it held when the run started. Another key there means another run (or person) changed it
 * meanwhile, and writing now would replace a key whose deploy key this run knows nothing of.
 */
export async function expectUnchanged(
  context: OperationContext,
  current: KeyPairView | null
): Promise<void> {
  let now: KeyPairView | null
  try {
    now = await readKeyPair(context)
  } catch (error) {
    throw new ActionError(
      `${explanationOf(error)} The key pair could not be read again right before the write, so nothing was written to Travis CI.`
    )
  }
  if (now?.fingerprint === current?.fingerprint) return
  const was = current === null ? 'no key pair' : `key pair ${current.fingerprint}`
  throw new ActionError(
    `Travis CI holds ${describeHeld(now)}, not ${was} as when this run started: ` +
      'another run or person changed it meanwhile (overlapping rotations), so nothing was written to Travis CI. ' +
      CONCURRENCY_ADVICE
  )
}

export const CONCURRENCY_ADVICE =
  'Give the rotating workflow one `concurrency` group per repository so that rotations never overlap.'

/** `key pair aa:bb:…` or `no key pair`. */
export function describeHeld(keyPair: KeyPairView | null): string {
  return keyPair === null ? 'no key pair' : `key pair ${keyPair.fingerprint}`
}

/**
 * No answer came (a timeout, a dropped connection), or a 5xx, which a proxy in front of Travis CI
 * may give while the server still works on the request (502 to 504, Cloudflare's 520 to 524; a
 * 500 cannot be told from a proxy's): the request may yet be applied, after any read-back
 * (docs/key-pair.md, "Rotating the deploy key").
 */
function stillInFlight(error: unknown): boolean {
  return error instanceof TravisApiError && (error.status === 0 || error.status >= 500)
}

/**
 * Whether the server may have applied the write although it failed: the server failed (5xx), or
 * answered with success in a form the action refused (no key pair fields, another fingerprint).
 * An answered refusal (4xx) or a redirect was not applied.
 */
function rotationWriteMayHaveLanded(error: unknown): boolean {
  if (!(error instanceof TravisApiError)) return true
  return error.status >= 500 || error.answeredSuccess
}
