// rotate-key-pair: a new RSA key becomes the GitHub deploy key and the Travis key pair; the old
// deploy key goes only after the new pair is verified. No step leaves the repository keyless:
// a failure after the new deploy key was added removes that key again, keeping the old one
// (rotate-key-pair-install.ts).
import type { DeployKey, DeployKeysPort } from '../github/deploy-keys.js'
import {
  fingerprintOfSshPublicKeyLine,
  generateRsaKeyAsync,
  type PreparedKey,
  type RsaKeyBits
} from '../keys/index.js'
import { maskSecret } from '../mask.js'
import type { InputsFor } from '../inputs/parsed.js'
import type { OperationContext } from './context.js'
import { readKeyPair } from './key-pair-upload.js'
import { installOrRollBack } from './rotate-key-pair-install.js'
import type { DeployKeyView, KeyPairView, RotationResult } from './result.js'

const DAY_MS = 24 * 60 * 60 * 1000

type RotationInputs = InputsFor<'rotate-key-pair'>

/** What a rotation takes from outside besides the context; tests pass their own. */
export interface RotationDependencies {
  /** The moment of the run: the date in the deploy key title and the age of the previous key. */
  now: Date
  /** Makes the new key (by default on the thread pool; a 4096-bit key can take seconds). */
  generateKey: (bits: RsaKeyBits) => Promise<PreparedKey>
}

export async function rotateKeyPair(
  context: OperationContext,
  inputs: RotationInputs,
  { now = new Date(), generateKey = generateRsaKeyAsync }: Partial<RotationDependencies> = {}
): Promise<RotationResult> {
  const { runner, deployKeys } = context
  const { current, previousDeployKey } = await runner.group('Read the current keys', async () => {
    const current = await readKeyPair(context)
    runner.info(
      current === null
        ? 'Travis CI: no key pair yet.'
        : `Travis CI: key pair ${current.fingerprint}.`
    )
    const previousDeployKey =
      deployKeys === null ? null : await findPreviousDeployKey(context, deployKeys, current, inputs)
    return { current, previousDeployKey }
  })
  const result = rotationResult(inputs, current, previousDeployKey)

  const age = previousDeployKey === null ? null : ageInDays(previousDeployKey, now)
  if (age !== null && inputs.rotateIfOlderThanDays !== null && age < inputs.rotateIfOlderThanDays) {
    runner.notice(
      `The deploy key '${previousDeployKey?.title}' is ${age} day(s) old, younger than ${inputs.rotateIfOlderThanDays}; no rotation.`
    )
    result.notes.push(
      `Current deploy key is ${age} day(s) old; 'rotate-if-older-than' is ${inputs.rotateIfOlderThanDays}.`
    )
    return { ...result, changed: false }
  }
  const title = `${inputs.deployKeyTitle} ${now.toISOString().slice(0, 10)}`
  if (deployKeys === null) {
    result.notes.push(
      "No 'github-token': only the Travis CI side rotated. Register the 'ssh-public-key' output as a deploy key where the key is used."
    )
  }
  if (inputs.dryRun) {
    describeDryRun(context, inputs, current, previousDeployKey, age, title, deployKeys !== null)
    return { ...result, changed: true }
  }

  const key = await runner.group(`Generate a ${inputs.keyBits}-bit RSA key`, () =>
    generateNewKey(context, inputs, generateKey)
  )
  const added =
    deployKeys === null
      ? null
      : await runner.group('Add the new GitHub deploy key', () =>
          addDeployKey(context, deployKeys, key, title, inputs)
        )
  const installed = await runner.group('Install the key pair on Travis CI', () =>
    installOrRollBack(context, key, current, inputs.description, added)
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
  inputs: RotationInputs
): Promise<DeployKey | null> {
  const keys = await deployKeys.list()
  const matching =
    current === null
      ? undefined
      : keys.find((k) => fingerprintOfSshPublicKeyLine(k.key) === current.fingerprint)
  const byTitle = keys
    .filter((k) => k.title.startsWith(inputs.deployKeyTitle))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0]
  const found = matching ?? byTitle ?? null
  context.runner.info(
    found === null
      ? `GitHub: ${keys.length} deploy key(s), none holds the Travis key or is titled '${inputs.deployKeyTitle}…'.`
      : `GitHub: previous deploy key '${found.title}' (id ${found.id}, ${matching ? 'holds the Travis key' : 'matched by title'}).`
  )
  return found
}

async function generateNewKey(
  context: OperationContext,
  inputs: RotationInputs,
  generateKey: RotationDependencies['generateKey']
): Promise<PreparedKey> {
  const key = await generateKey(inputs.keyBits)
  maskSecret(context.runner.mask, key.privateKeyPem)
  context.runner.info(`New key ${key.fingerprint}.`)
  return key
}

async function addDeployKey(
  context: OperationContext,
  deployKeys: DeployKeysPort,
  key: PreparedKey,
  title: string,
  inputs: RotationInputs
): Promise<DeployKey> {
  const added = await deployKeys.add(title, key.sshPublicKey, inputs.deployKeyReadOnly)
  context.runner.info(
    `Added deploy key '${added.title}' (id ${added.id}, ${inputs.deployKeyReadOnly ? 'read-only' : 'read-write'}).`
  )
  return added
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
  inputs: RotationInputs,
  current: KeyPairView | null,
  previous: DeployKey | null,
  age: number | null,
  title: string,
  withGitHub: boolean
): void {
  const steps = [
    `generate a ${inputs.keyBits}-bit RSA key`,
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
  inputs: RotationInputs,
  current: KeyPairView | null,
  previous: DeployKey | null
): RotationResult {
  return {
    kind: 'rotation',
    operation: 'rotate-key-pair',
    changed: false,
    dryRun: inputs.dryRun,
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
