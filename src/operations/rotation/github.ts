// rotate-key-pair's GitHub side: the previous deploy key (the one holding the Travis key, else
// the newest titled in the action's own form), the new one added and found again in the
// repository's list (by id and key material) before Travis CI changes, or removed again when it
// will not be used, and the previous one removed at the end.
import { ActionError, messageOf } from '../../lib/action-error.js'
import { wholeDaysBetween } from '../../lib/days.js'
import { plural } from '../../lib/plural.js'
import type { DeployKey, DeployKeysPort, Removal } from '../../github/deploy-keys.js'
import { sameKey } from '../../github/key-lines.js'
import { GitHubApiError } from '../../github/errors.js'
import { fingerprintOfSshPublicKeyLine, type PreparedKey } from '../../keys/index.js'
import type { OperationContext } from '../context.js'
import type { DeployKeyView, KeyPairView } from '../result.js'

/**
 * The deploy key holding the current Travis key, else the newest titled in the action's own form,
 * `<prefix> YYYY-MM-DD`: a key whose title merely starts with the prefix is someone else's.
 */
export function findPreviousDeployKey(
  context: OperationContext,
  keys: DeployKey[],
  current: KeyPairView | null,
  titlePrefix: string
): DeployKey | null {
  const matching =
    current === null
      ? undefined
      : keys.find((k) => fingerprintOfSshPublicKeyLine(k.key) === current.fingerprint)
  const byTitle = keys
    .filter((k) => isTitledByAction(k.title, titlePrefix))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0]
  const found = matching ?? byTitle ?? null
  context.runner.info(
    found === null
      ? `GitHub: ${plural(keys.length, 'deploy key')}, none holds the Travis key or is titled '${titlePrefix} YYYY-MM-DD'.`
      : `GitHub: previous deploy key '${found.title}' (id ${found.id}, ${matching ? 'holds the Travis key' : 'matched by title'}).`
  )
  return found
}

/** Whether `title` is one the action gives its deploy keys: `<prefix> YYYY-MM-DD`. */
function isTitledByAction(title: string, prefix: string): boolean {
  if (!title.startsWith(`${prefix} `)) return false
  return /^\d{4}-\d{2}-\d{2}$/.test(title.slice(prefix.length + 1))
}

/**
 * Adds the new deploy key, then lists the deploy keys and finds it there by the id GitHub
 * answered and by its key material. Until it is found nothing may change on Travis CI: a key
 * GitHub claims but does not keep would lock the repository out once Travis switched to it.
 * `alongside` (the check that Travis still holds what it held) runs side by side with the
 * listing; when it fails, the new deploy key goes again and its error is the run's.
 */
export async function addConfirmedDeployKey(
  context: OperationContext,
  deployKeys: DeployKeysPort,
  key: PreparedKey,
  title: string,
  readOnly: boolean,
  alongside: () => Promise<void> = async () => undefined
): Promise<DeployKey> {
  const answer: unknown = await addOrSayWhere(deployKeys, key, title, readOnly)
  const id = idOf(answer)
  const answered = `answered the deploy key add ${id === null ? 'without an id' : `with id ${id}`}`
  const kept = 'nothing was written to Travis CI (its key pair is as before)'
  // The answer names our key: its id is ours to remove. Another key under that id is not.
  const ours = id !== null && sameKey(keyOf(answer), key.sshPublicKey)
  const [listing, check] = await Promise.allSettled([deployKeys.list(), alongside()])
  if (listing.status === 'rejected') {
    const reason = messageOf(listing.reason).replace(/\.$/, '')
    const cleanup = ours
      ? await removeAgain(context, deployKeys, id)
      : id === null
        ? ''
        : `Remove deploy key ${id} if it holds the new key (${key.fingerprintSha256}).`
    throw new ActionError(
      `GitHub ${answered}, but the deploy keys could not be listed to find it (${reason}); ${kept}. ${cleanup}`.trim()
    )
  }
  const listed = listing.value
  const confirmed = listed.find((k) => k.id === id && sameKey(k.key, key.sshPublicKey))
  if (confirmed === undefined) {
    const strays = await removeStrays(context, deployKeys, listed, key)
    // A listing that lags behind the add does not show the key the answer named: it goes too.
    const unlisted =
      ours && !listed.some((k) => k.id === id) ? await removeUnlisted(context, deployKeys, id) : ''
    const cleanup = `${strays}${unlisted}`
    // Without an id the answer confirms no key, whether or not the listing holds the key.
    const unconfirmed =
      id === null
        ? 'which confirms no deploy key (the new key is found by the id GitHub answers and by its key material)'
        : `but the repository's deploy keys do not include key ${id} holding the new key`
    throw new ActionError(`GitHub ${answered}, ${unconfirmed}; ${kept}.${cleanup}`)
  }
  if (check.status === 'rejected') {
    const cleanup = await removeAgain(context, deployKeys, confirmed.id)
    throw new ActionError(`${messageOf(check.reason)} ${cleanup}`)
  }
  context.runner.info(
    `Added deploy key '${confirmed.title}' (id ${confirmed.id}, ${confirmed.read_only ? 'read-only' : 'read-write'}); GitHub lists it.`
  )
  return confirmed
}

/** The add; when it may have landed unseen, the failure says what to look for. */
async function addOrSayWhere(
  deployKeys: DeployKeysPort,
  key: PreparedKey,
  title: string,
  readOnly: boolean
): Promise<DeployKey> {
  try {
    return await deployKeys.add(title, key.sshPublicKey, readOnly)
  } catch (error) {
    if (!(error instanceof GitHubApiError && error.outcomeUnknown)) throw error
    throw new ActionError(
      `${error.message.replace(/\.$/, '')}. Nothing was written to Travis CI; ` +
        `if the repository lists a deploy key '${title}' with fingerprint ${key.fingerprintSha256}, remove it.`
    )
  }
}

/** Removes a deploy key this run added and will not use; says how that went, as a sentence. */
async function removeAgain(
  context: OperationContext,
  deployKeys: DeployKeysPort,
  id: number
): Promise<string> {
  try {
    await deployKeys.remove(id)
    return `The new deploy key (id ${id}) was removed again.`
  } catch (error) {
    context.runner.info(`Removing deploy key ${id} failed: ${messageOf(error)}`)
    return `The new deploy key (id ${id}) could not be removed either: remove it by hand.`
  }
}

/** Removes the deploy key GitHub's answer named (holding the new key) but did not list. */
async function removeUnlisted(
  context: OperationContext,
  deployKeys: DeployKeysPort,
  id: number
): Promise<string> {
  try {
    const removal = await deployKeys.remove(id)
    return removal === 'removed'
      ? ` Deploy key ${id}, which the answer named, was removed again.`
      : ` GitHub holds no deploy key ${id} to remove.`
  } catch (error) {
    context.runner.info(`Removing deploy key ${id} failed: ${messageOf(error)}`)
    return ` Deploy key ${id}, which the answer named, could not be removed: remove it by hand if it is listed.`
  }
}

/**
 * A listed key holding the new key material but not under the answered id is this run's (the key
 * was generated by it) and is not going to be used: it goes again, so no stray key is left.
 */
async function removeStrays(
  context: OperationContext,
  deployKeys: DeployKeysPort,
  listed: DeployKey[],
  key: PreparedKey
): Promise<string> {
  const notes: string[] = []
  for (const stray of listed.filter((k) => sameKey(k.key, key.sshPublicKey))) {
    try {
      await deployKeys.remove(stray.id)
      notes.push(` Deploy key ${stray.id}, which holds the new key, was removed again.`)
    } catch {
      notes.push(
        ` Deploy key ${stray.id} holds the new key and could not be removed: remove it by hand.`
      )
    }
  }
  for (const note of notes) context.runner.info(note.trim())
  return notes.join('')
}

/**
 * Removes the previous deploy key. A failure is only a warning (the new key already works on both
 * sides); a key found gone before this run removed it means someone else changed the deploy
 * keys meanwhile, which the caller reports.
 */
export async function removePrevious(
  context: OperationContext,
  deployKeys: DeployKeysPort,
  previous: DeployKey
): Promise<Removal | 'failed'> {
  try {
    const removal = await deployKeys.remove(previous.id)
    if (removal === 'removed') {
      context.runner.info(
        `Removed the previous deploy key '${previous.title}' (id ${previous.id}).`
      )
    }
    return removal
  } catch (error) {
    context.runner.warning(
      `The new key works, but the previous deploy key '${previous.title}' (id ${previous.id}) could not be removed: ` +
        `${messageOf(error)} Remove deploy key ${previous.id} by hand.`
    )
    return 'failed'
  }
}

/** Whole days since the key was created; null when GitHub gave no readable date. */
export function ageInDays(key: DeployKey, now: Date): number | null {
  const created = Date.parse(key.created_at)
  return Number.isNaN(created) ? null : wholeDaysBetween(created, now.getTime())
}

export function toView(key: DeployKey): DeployKeyView {
  return { id: key.id, title: key.title, created_at: key.created_at }
}

function keyOf(answer: unknown): string {
  const key = (answer as { key?: unknown }).key
  return typeof key === 'string' ? key : ''
}

function idOf(answer: unknown): number | null {
  if (typeof answer !== 'object' || answer === null) return null
  const id = (answer as { id?: unknown }).id
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null
}
