// Every kind of result with its report (kind-report.ts): one row per kind, from the module of its
// area. The table's type asks for every kind of OperationResult, so a new kind fails to compile
// until it has its summary body, its outputs and its words for what it changed.
import type { OperationResult, ResultKind } from '../operations/result.js'
import { buildReport, buildsReport } from './areas/builds.js'
import { cachesReport } from './areas/caches.js'
import { cronsReport, envVarsReport } from './areas/env-and-crons.js'
import { exportReport } from './areas/export.js'
import { keyPairReport } from './areas/key-pair.js'
import { branchesReport, repositoriesReport } from './areas/listings.js'
import { rotationReport } from './areas/rotation.js'
import { encryptedFileReport, secureValueReport, travisYmlReport } from './areas/secure-values.js'
import { settingReport, settingsReport } from './areas/settings.js'
import { settingsCheckReport } from './areas/settings-as-code.js'
import { travisYmlCheckReport } from './areas/travis-yml-check.js'
import type { KindReport } from './kind-report.js'

const REPORTS: { [K in ResultKind]: KindReport<Extract<OperationResult, { kind: K }>> } = {
  'key-pair': keyPairReport,
  rotation: rotationReport,
  caches: cachesReport,
  settings: settingsReport,
  setting: settingReport,
  'settings-check': settingsCheckReport,
  'env-vars': envVarsReport,
  crons: cronsReport,
  'settings-export': exportReport,
  branches: branchesReport,
  repositories: repositoriesReport,
  build: buildReport,
  builds: buildsReport,
  'secure-value': secureValueReport,
  'encrypted-file': encryptedFileReport,
  'travis-yml': travisYmlReport,
  'travis-yml-check': travisYmlCheckReport
}

/** The report of a result's kind. */
export function reportOf<R extends OperationResult>(result: R): KindReport<R> {
  // The table pairs each kind with its own report; TypeScript cannot follow the pair here.
  return REPORTS[result.kind] as unknown as KindReport<R>
}
