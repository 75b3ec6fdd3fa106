// The results of the secure values for .travis.yml: plain data for report/, in which nothing is
// secret but the encrypted forms (the values, the file's key and IV are never in a result).
import type { Base } from '../result-base.js'
import type { FailedWrite } from '../settings-as-code/result.js'

/** The repository's generated key as used: its size and fingerprint, for the summary. */
export interface GeneratedKeyView {
  bits: number
  fingerprint: string
}

export interface SecureValueResult extends Base {
  kind: 'secure-value'
  operation: 'encrypt-value'
  /** 'name', when the value was encrypted as NAME=value. */
  name: string | null
  /** The encrypted value, base64: what `secure:` holds. */
  secure: string
  key: GeneratedKeyView
}

export interface EncryptedFileResult extends Base {
  kind: 'encrypted-file'
  operation: 'encrypt-file'
  /** 'file' and the file written beside it, relative to the workspace. */
  file: string
  encryptedFile: string
  keyVariable: string
  ivVariable: string
  /** The line for .travis.yml that decrypts it in a build. */
  decryptCommand: string
  /** The variables created (in a dry run: that would be). */
  created: string[]
  /** What became of the variables that were not created, and why. */
  failed: FailedWrite[]
}

export interface TravisYmlResult extends Base {
  kind: 'travis-yml'
  operation: 'encrypt-travis-yml'
  /** 'travis-yml' as given. */
  file: string
  /** The names written, in the order of 'secure-env'. */
  names: string[]
  /** Lines of the old file taken out and of the new one put in (1-based). */
  removed: number[]
  added: number[]
  /** The lines taken out and put in, every secure value shown as "…". */
  removedShown: string[]
  addedShown: string[]
  /** null in a dry run (no key is read). */
  key: GeneratedKeyView | null
}
