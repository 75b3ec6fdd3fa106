// Inputs of the key pair operations: the private key (inline or from a file) and rotation.
import type { RepoRef } from '../model/repository.js'
import type { InputsFor, KeyInput } from './parsed.js'
import { requireSlugForGitHub } from './connection.js'
import { complete, type InputReader, type Read } from './reader.js'

const KEY_BITS = [2048, 3072, 4096] as const

/** The private key as given; null when none was given and none is required. */
export function readKey(reader: InputReader, required: boolean): Read<KeyInput | null> {
  const inline = reader.raw('private-key')
  const path = reader.raw('private-key-path')
  const passphrase = reader.raw('passphrase')
  reader.mask(inline)
  reader.mask(passphrase)
  if (inline !== '' && path !== '') {
    return reader.fail("Inputs 'private-key' and 'private-key-path' are both set; give only one.")
  }
  let text = inline
  if (path !== '') {
    try {
      text = reader.source.readFile(path)
      reader.mask(text)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable'
      return reader.fail(
        `Input 'private-key-path' names a file that cannot be read: '${path}' (${code}).`
      )
    }
  }
  if (text.trim() === '') {
    return required
      ? reader.fail(
          "Input 'private-key' (or 'private-key-path') is required: an RSA private key in PEM or OpenSSH format, from a secret."
        )
      : null
  }
  return { text, passphrase, from: path === '' ? 'private-key' : 'private-key-path' }
}

export function readRotation(
  reader: InputReader,
  repo: Read<RepoRef>
): Read<InputsFor<'rotate-key-pair'>> {
  const githubToken = reader.token('github-token', false)
  const keyBitsText = reader.raw('key-bits')
  const keyBits =
    KEY_BITS.find((bits) => String(bits) === keyBitsText) ??
    reader.fail(`Input 'key-bits' must be 2048, 3072 or 4096, got '${keyBitsText}'.`)
  const rotateIfOlderThanDays = reader.integer('rotate-if-older-than', 0, 36_500)
  if (rotateIfOlderThanDays !== null && githubToken === '') {
    reader.fail(
      "Input 'rotate-if-older-than' needs 'github-token': the key's age comes from its GitHub deploy key (a Travis key pair has no date)."
    )
  }
  requireSlugForGitHub(reader, githubToken, repo)
  return complete({
    operation: 'rotate-key-pair',
    keyBits,
    description: reader.raw('description'),
    githubToken,
    deployKeyTitle: reader.raw('deploy-key-title'),
    deployKeyReadOnly: reader.boolean('deploy-key-read-only'),
    rotateIfOlderThanDays,
    dryRun: reader.boolean('dry-run')
  } as const)
}
