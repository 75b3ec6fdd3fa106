// What an operation hands to report/: the union of every area's result (each in its area's
// result.ts, on the fields every result has, result-base.ts). report/ registers one report per
// kind of this union, so a new kind that report/ does not know fails to compile.
import type { BuildResult, BuildsResult } from './builds/result.js'
import type { CachesResult } from './caches/result.js'
import type { KeyPairResult } from './key-pair/result.js'
import type { BranchesResult, RepositoriesResult } from './listings/result.js'
import type { RotationResult } from './rotation/result.js'
import type {
  EncryptedFileResult,
  SecureValueResult,
  TravisYmlResult
} from './secure-values/result.js'
import type {
  CronsResult,
  EnvVarsResult,
  SettingsCheckResult,
  SettingsExportResult
} from './settings-as-code/result.js'
import type { SettingResult, SettingsResult } from './settings/result.js'
import type { TravisYmlCheckResult } from './travis-yml-check/result.js'

export { resultBase, type Base } from './result-base.js'
export type * from './builds/result.js'
export type * from './caches/result.js'
export type * from './key-pair/result.js'
export type * from './listings/result.js'
export type * from './rotation/result.js'
export type * from './secure-values/result.js'
export type * from './settings/result.js'
export type * from './settings-as-code/result.js'
export type * from './travis-yml-check/result.js'

export type OperationResult =
  | KeyPairResult
  | RotationResult
  | CachesResult
  | SettingsResult
  | SettingResult
  | SettingsCheckResult
  | BranchesResult
  | RepositoriesResult
  | EnvVarsResult
  | CronsResult
  | SettingsExportResult
  | BuildResult
  | BuildsResult
  | SecureValueResult
  | EncryptedFileResult
  | TravisYmlResult
  | TravisYmlCheckResult

export type ResultKind = OperationResult['kind']
