// Inputs of the key pair operations: the private key (inline or from a file) and rotation.
import type { RepoRef } from '../model/repository.js'
import type { InputsFor, KeyInput } from './parsed.js'
import { requireSlugForGitHub } from './connection.js'
import { PATH_LIMIT, PATH_LIMIT_REASON, readInputFile } from './files.js'
import { INVALID, complete, quoted, type InputReader, type Read } from './reader.js'

const KEY_BITS = [2048, 3072, 4096] as const
/** An RSA private key in PEM or OpenSSH form takes a few KiB (under 13 KiB at 16384 bits). */
const PRIVATE_KEY_LIMIT = 64 * 1024
const PRIVATE_KEY_LIMIT_REASON = 'an RSA private key takes a few KiB'
/** OpenSSL (PEM_BUFSIZE) and ssh-keygen read a passphrase into 1,024 bytes. */
const PASSPHRASE_LIMIT = 1024

type KeyPairOperation = InputsFor<
  | 'find-key-pair'
  | 'create-key-pair'
  | 'update-key-pair'
  | 'set-key-pair'
  | 'delete-key-pair'
  | 'rotate-key-pair'
>['operation']

export function readKeyPairInputs(
  reader: InputReader,
  operation: KeyPairOperation,
  repo: Read<RepoRef>,
  include: string[]
): Read<InputsFor<KeyPairOperation>> {
  switch (operation) {
    case 'find-key-pair': {
      const failIfMissing = reader.boolean('fail-if-missing')
      return failIfMissing === INVALID ? INVALID : { operation, include, failIfMissing }
    }
    case 'create-key-pair':
    case 'set-key-pair': {
      const key = readKey(reader, true)
      const description = readDescription(reader)
      const dryRun = reader.boolean('dry-run')
      if (key === INVALID || key === null || description === INVALID || dryRun === INVALID)
        return INVALID
      return { operation, key, description, dryRun }
    }
    case 'update-key-pair':
      return readKeyPairUpdate(reader)
    case 'delete-key-pair': {
      const dryRun = reader.boolean('dry-run')
      return dryRun === INVALID ? INVALID : { operation, dryRun }
    }
    case 'rotate-key-pair':
      return readRotation(reader, repo)
  }
}

/** The private key as given; null when none was given and none is required. */
function readKey(reader: InputReader, required: boolean): Read<KeyInput | null> {
  const inline = reader.raw('private-key')
  const path = reader.raw('private-key-path')
  const passphrase = reader.raw('passphrase')
  reader.mask(inline)
  reader.mask(passphrase)
  if (inline !== '' && path !== '') {
    return reader.fail("Inputs 'private-key' and 'private-key-path' are both set; give only one.")
  }
  const tooLong = [
    reader.tooLong('private-key', inline, PRIVATE_KEY_LIMIT, PRIVATE_KEY_LIMIT_REASON),
    reader.tooLong('private-key-path', path, PATH_LIMIT, PATH_LIMIT_REASON),
    reader.tooLong(
      'passphrase',
      passphrase,
      PASSPHRASE_LIMIT,
      'OpenSSL and ssh-keygen take no more'
    )
  ]
  if (tooLong.includes(true)) return INVALID
  const given = path === '' ? inline : readKeyFile(reader, path)
  if (given === INVALID) return INVALID
  const text = withNewlines(reader, given, path === '' ? 'private-key' : 'private-key-path')
  if (text.trim() === '') {
    return required
      ? reader.fail(
          "Input 'private-key' (or 'private-key-path') is required: an RSA private key in PEM or OpenSSH format, from a secret."
        )
      : null
  }
  return { text, passphrase, from: path === '' ? 'private-key' : 'private-key-path' }
}

/**
 * A key on one line with literal \n sequences (as a JSON-escaped secret holds it) read with
 * newlines, and said: no key format has a backslash in it, so nothing else is meant.
 */
function withNewlines(reader: InputReader, text: string, name: 'private-key' | 'private-key-path') {
  // A backslash, then n (after \r too): two characters each, where a line break belongs.
  const escaped = /\\r\\n|\\n/g
  if (/[\r\n]/.test(text.trim()) || !text.includes('\\n') || !text.includes('-----BEGIN')) {
    return text
  }
  const key = text.replace(escaped, '\n')
  reader.mask(key)
  reader.note(
    `Input '${name}' holds its key on one line with literal \\n sequences (as a JSON-escaped secret does); ` +
      'it was read with line breaks there. Store the key with real line breaks to drop this notice.'
  )
  return key
}

/** 'private-key-path': a regular file of at most 64 KiB, masked as soon as it is read. */
function readKeyFile(reader: InputReader, path: string): Read<string> {
  return readInputFile(reader, 'private-key-path', path, {
    bytes: PRIVATE_KEY_LIMIT,
    reason: PRIVATE_KEY_LIMIT_REASON,
    secret: true,
    textInput: 'private-key'
  })
}

function readRotation(
  reader: InputReader,
  repo: Read<RepoRef>
): Read<InputsFor<'rotate-key-pair'>> {
  const githubToken = reader.token('github-token', false)
  const keyBitsText = reader.raw('key-bits')
  const keyBits =
    KEY_BITS.find((bits) => String(bits) === keyBitsText) ??
    reader.fail(`Input 'key-bits' must be 2048, 3072 or 4096, got ${quoted(keyBitsText)}.`)
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
    description: readDescription(reader),
    githubToken,
    deployKeyTitle: reader.text(
      'deploy-key-title',
      200,
      "GitHub's title of the deploy key; the date is added"
    ),
    deployKeyReadOnly: reader.boolean('deploy-key-read-only'),
    rotateIfOlderThanDays,
    dryRun: reader.boolean('dry-run')
  } as const)
}

/** The key pair description: a note Travis CI shows with the key. */
function readDescription(reader: InputReader): Read<string> {
  return reader.text('description', 1024, 'a key pair description is a short note')
}

function readKeyPairUpdate(reader: InputReader): Read<InputsFor<'update-key-pair'>> {
  const key = readKey(reader, false)
  const description = readDescription(reader)
  if (key === null && description === '') {
    reader.fail(
      "update-key-pair needs 'private-key' (or 'private-key-path'), 'description', or both."
    )
  }
  const dryRun = reader.boolean('dry-run')
  if (key === INVALID || description === INVALID || dryRun === INVALID) return INVALID
  if (key === null && description === '') return INVALID
  return { operation: 'update-key-pair', key, description, dryRun }
}
