// What the key pair operations hand to report/ (find-, create-, update-, set-, delete-key-pair).
import type { Base } from '../result-base.js'

export interface KeyPairView {
  description: string
  public_key: string
  fingerprint: string
}

/** The Travis CI key pair after the run, as a key pair operation and a rotation report it. */
export interface KeyPairState {
  keyPair: KeyPairView | null
  /** `SHA256:…` of the key pair's public key, as GitHub and `ssh-keygen -l` show it. */
  fingerprintSha256: string | null
  previousFingerprint: string | null
}

export type KeyPairAction = 'found' | 'absent' | 'created' | 'updated' | 'unchanged' | 'deleted'

export interface KeyPairResult extends Base, KeyPairState {
  kind: 'key-pair'
  action: KeyPairAction
}
