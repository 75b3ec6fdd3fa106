// What rotate-key-pair hands to report/: the Travis CI key pair as the key pair operations report
// it, and the GitHub side.
import type { KeyPairState } from '../key-pair/result.js'
import type { Base } from '../result-base.js'

export interface DeployKeyView {
  id: number
  title: string
  created_at?: string
}

export interface RotationResult extends Base, KeyPairState {
  kind: 'rotation'
  sshPublicKey: string
  /** Whether the run had a 'github-token': without one, only the Travis CI side rotates. */
  withGitHub: boolean
  deployKey: DeployKeyView | null
  previousDeployKey: DeployKeyView | null
  /** Whole days since the previous deploy key was created; null without one (or without GitHub). */
  keyAgeDays: number | null
  removedDeployKeyId: number | null
  /** The previous deploy key was gone when this run came to remove it (another run or person). */
  previousDeployKeyGone?: true
  /** A dry run that would rotate with GitHub: the title of the deploy key a real run would add. */
  plannedDeployKeyTitle?: string
  /**
   * Set when the Travis CI write's outcome is unknown (it may still land, or may have been
   * applied unseen): the new key's fingerprint. `keyPair` is then null, and the step fails.
   */
  fingerprintOfUnknownWrite?: string
}
