// rotate-key-pair: a new RSA key becomes the GitHub deploy key and the Travis key pair; the old
// deploy key goes only after the new pair is verified. No step leaves the repository keyless:
// a failure after the new deploy key was added removes that key again, keeping the old one.
import type { DeployKey } from '../github/deploy-keys.js'
import {
  fingerprintOfSshPublicKeyLine,
  generateRsaKeyAsync,
  type PreparedKey
} from '../keys/index.js'
import { maskSecret } from '../mask.js'
import type { InputsFor } from '../inputs/parsed.js'
import type { OperationContext } from './context.js'
import { readKeyPair } from './key-pair.js'
import {
  createKeyPairSafely,
  patchKeyPair,
  uploadBody,
  verifyFingerprint
} from './key-pair-upload.js'
import type { DeployKeyView, KeyPairView, RotationResult } from './result.js'

const DAY_MS = 24 * 60 * 60 * 1000

type Settings = InputsFor<'rotate-key-pair'>

/** What rotation needs of GitHub; DeployKeys implements it. */
export interface DeployKeysPort {
  list(): Promise<DeployKey[]>
  add(title: string, key: string, readOnly: boolean): Promise<DeployKey>
  remove(id: number): Promise<void>
}

export async function rotateKeyPair(
  context: OperationContext,
  settings: Settings,
  deployKeys: DeployKeysPort | null,
  now: Date = new Date()
): Promise<RotationResult> {
  const { runner } = context
  const { current, previousDeployKey } = await runner.group('Read the current keys', async () => {
    const current = await readKeyPair(context)
    runner.info(
      current === null
        ? 'Travis CI: no key pair yet.'
        : `Travis CI: key pair ${current.fingerprint}.`
    )
    const previousDeployKey =
      deployKeys === null
        ? null
        : await findPreviousDeployKey(context, deployKeys, current, settings)
    return { current, previousDeployKey }
  })
  const result = rotationResult(settings, current, previousDeployKey)

  const age = previousDeployKey === null ? null : ageInDays(previousDeployKey, now)
  if (
    age !== null &&
    settings.rotateIfOlderThanDays !== null &&
    age < settings.rotateIfOlderThanDays
  ) {
    runner.notice(
      `The deploy key '${previousDeployKey?.title}' is ${age} day(s) old, younger than ${settings.rotateIfOlderThanDays}; no rotation.`
    )
    result.notes.push(
      `Current deploy key is ${age} day(s) old; 'rotate-if-older-than' is ${settings.rotateIfOlderThanDays}.`
    )
    return { ...result, changed: false }
  }
  const title = `${settings.deployKeyTitle} ${now.toISOString().slice(0, 10)}`
  if (deployKeys === null) {
    result.notes.push(
      "No 'github-token': only the Travis CI side rotated. Register the 'ssh-public-key' output as a deploy key where the key is used."
    )
  }
  if (settings.dryRun) {
    describeDryRun(context, settings, current, previousDeployKey, age, title, deployKeys !== null)
    return { ...result, changed: true }
  }

  const key = await runner.group(`Generate a ${settings.keyBits}-bit RSA key`, () =>
    generateKey(context, settings)
  )
  const added =
    deployKeys === null
      ? null
      : await runner.group('Add the new GitHub deploy key', () =>
          addDeployKey(context, deployKeys, key, title, settings)
        )
  const installed = await runner.group('Install the key pair on Travis CI', () =>
    installOrRollBack(context, key, current, settings.description, deployKeys, added)
  )
  const removedDeployKeyId =
    previousDeployKey === null || deployKeys === null
      ? null
      : await runner.group('Remove the previous deploy key', () =>
          removePrevious(context, deployKeys, previousDeployKey)
        )
  runner.info(`Rotated: ${current?.fingerprint ?? 'none'} → ${installed.fingerprint}.`)
  return {
    ...result,
    changed: true,
    keyPair: installed,
    sshPublicKey: key.sshPublicKey,
    deployKey: added === null ? null : toView(added),
    removedDeployKeyId
  }
}

/** The deploy key holding the current Travis key, else the newest whose title has our prefix. */
async function findPreviousDeployKey(
  context: OperationContext,
  deployKeys: DeployKeysPort,
  current: KeyPairView | null,
  settings: Settings
): Promise<DeployKey | null> {
  const keys = await deployKeys.list()
  const matching =
    current === null
      ? undefined
      : keys.find((k) => fingerprintOfSshPublicKeyLine(k.key) === current.fingerprint)
  const byTitle = keys
    .filter((k) => k.title.startsWith(settings.deployKeyTitle))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0]
  const found = matching ?? byTitle ?? null
  context.runner.info(
    found === null
      ? `GitHub: ${keys.length} deploy key(s), none holds the Travis key or is titled '${settings.deployKeyTitle}…'.`
      : `GitHub: previous deploy key '${found.title}' (id ${found.id}, ${matching ? 'holds the Travis key' : 'matched by title'}).`
  )
  return found
}

async function generateKey(context: OperationContext, settings: Settings): Promise<PreparedKey> {
  const key = await generateRsaKeyAsync(settings.keyBits)
  maskSecret(context.runner.mask, key.privateKeyPem)
  context.runner.info(`New key ${key.fingerprint}.`)
  return key
}

async function addDeployKey(
  context: OperationContext,
  deployKeys: DeployKeysPort,
  key: PreparedKey,
  title: string,
  settings: Settings
): Promise<DeployKey> {
  const added = await deployKeys.add(title, key.sshPublicKey, settings.deployKeyReadOnly)
  context.runner.info(
    `Added deploy key '${added.title}' (id ${added.id}, ${settings.deployKeyReadOnly ? 'read-only' : 'read-write'}).`
  )
  return added
}

async function installOnTravis(
  context: OperationContext,
  key: PreparedKey,
  current: KeyPairView | null,
  description: string
): Promise<KeyPairView> {
  const installed =
    current === null
      ? (await createKeyPairSafely(context, key, description)).keyPair
      : await patchKeyPair(context, uploadBody(key, description))
  verifyFingerprint(key, installed)
  context.runner.info(`Travis CI key pair is now ${installed.fingerprint}.`)
  return installed
}

/**
 * Installs the key on Travis CI. On failure, reads the key pair back first: the update may have
 * been applied although its answer was lost, and then the new deploy key is the working one.
 * Only when Travis still holds another key is the new deploy key removed; when Travis cannot be
 * read, both deploy keys stay.
 */
async function installOrRollBack(
  context: OperationContext,
  key: PreparedKey,
  current: KeyPairView | null,
  description: string,
  deployKeys: DeployKeysPort | null,
  added: DeployKey | null
): Promise<KeyPairView> {
  try {
    return await installOnTravis(context, key, current, description)
  } catch (error) {
    const actual = await readKeyPair(context).catch(() => undefined)
    if (actual?.fingerprint === key.fingerprint) {
      context.runner.info(
        'Travis CI answered with an error, but holds the new key: the update went through.'
      )
      return actual
    }
    if (added !== null && deployKeys !== null) {
      if (actual === undefined) keepBoth(context, added)
      else await rollBack(context, deployKeys, added)
    }
    throw error
  }
}

/** Removes the deploy key this run added, so the old key stays the working one on both sides. */
async function rollBack(
  context: OperationContext,
  deployKeys: DeployKeysPort,
  added: DeployKey
): Promise<void> {
  try {
    await deployKeys.remove(added.id)
    context.runner.warning(
      `Installing the key on Travis CI failed; the new deploy key (id ${added.id}) was removed again. The previous key still works.`
    )
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    context.runner.warning(
      `Installing the key on Travis CI failed, and removing the new deploy key (id ${added.id}) failed too: ${reason.replace(/\.$/, '')}. Remove it by hand.`
    )
  }
}

/** Travis could not be read back: either key may be the one installed, so both deploy keys stay. */
function keepBoth(context: OperationContext, added: DeployKey): void {
  context.runner.warning(
    `Installing the key on Travis CI failed and the key pair could not be read back; both deploy keys were kept. ` +
      `Check the key pair (find-key-pair) and remove deploy key ${added.id} if Travis still holds the old key.`
  )
}

/** A failure here is only a warning: the new key already works on both sides. */
async function removePrevious(
  context: OperationContext,
  deployKeys: DeployKeysPort,
  previous: DeployKey
): Promise<number | null> {
  try {
    await deployKeys.remove(previous.id)
    context.runner.info(`Removed the previous deploy key '${previous.title}' (id ${previous.id}).`)
    return previous.id
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    context.runner.warning(
      `The new key works, but the previous deploy key '${previous.title}' (id ${previous.id}) could not be removed: ${reason} Remove deploy key ${previous.id} by hand.`
    )
    return null
  }
}

function describeDryRun(
  context: OperationContext,
  settings: Settings,
  current: KeyPairView | null,
  previous: DeployKey | null,
  age: number | null,
  title: string,
  withGitHub: boolean
): void {
  const steps = [
    `generate a ${settings.keyBits}-bit RSA key`,
    withGitHub ? `add it as deploy key '${title}'` : null,
    current === null
      ? 'create the Travis CI key pair'
      : `replace the Travis CI key pair ${current.fingerprint}`,
    previous === null
      ? null
      : `remove deploy key '${previous.title}' (id ${previous.id}, ${age ?? '?'} day(s) old)`
  ].filter(Boolean)
  context.runner.info(`Dry run: would ${steps.join(', then ')}. Nothing was changed.`)
}

function rotationResult(
  settings: Settings,
  current: KeyPairView | null,
  previous: DeployKey | null
): RotationResult {
  return {
    kind: 'rotation',
    operation: 'rotate-key-pair',
    changed: false,
    dryRun: settings.dryRun,
    notes: [],
    keyPair: current,
    previousFingerprint: current?.fingerprint ?? null,
    sshPublicKey: '',
    deployKey: null,
    previousDeployKey: previous === null ? null : toView(previous),
    removedDeployKeyId: null
  }
}

function ageInDays(key: DeployKey, now: Date): number | null {
  const created = Date.parse(key.created_at)
  return Number.isNaN(created) ? null : Math.floor((now.getTime() - created) / DAY_MS)
}

function toView(key: DeployKey): DeployKeyView {
  return { id: key.id, title: key.title, created_at: key.created_at }
}
