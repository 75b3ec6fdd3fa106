// export-settings: the repository's settings, variables and cron jobs, read side by side, as a
// 'desired-settings' document (export-document.ts) for the output and, with 'export-file', a file
// in the workspace. Read-only. The YAML stringifier is loaded here, on demand (as the parser is,
// inputs/yaml.ts): no other operation pays for it.
import type { InputsFor } from '../../inputs/parsed.js'
import { ActionError, messageOf } from '../../lib/action-error.js'
import { plural } from '../../lib/plural.js'
import { DESIRED_SETTINGS_LIMIT } from '../../model/repository-settings.js'
import { OUTPUTS_SOFT_LIMIT } from '../../runtime/result-file.js'
import { grouped } from '../../runtime/text.js'
import { writeWorkspaceFile } from '../../runtime/workspace-file.js'
import { requestSettingsGet } from '../../travis/resources/settings.js'
import { requestEnvVarsGet } from '../../travis/resources/env-vars.js'
import type { OperationContext } from '../context.js'
import { resultBase } from '../result-base.js'
import type { SettingsExportResult } from './result.js'
import { cronView, readCrons } from './crons.js'
import { envVarView } from './env-vars.js'
import { exportable, renderDocument } from './export-document.js'

/**
 * The longest document the 'desired-settings' output holds: the outputs' 512 KiB less room for
 * `result` (cut to fit, output-limits.ts) and the rest. A longer one is left out of the output.
 */
const DOCUMENT_OUTPUT_BYTES = OUTPUTS_SOFT_LIMIT - 32 * 1024

export async function exportSettings(
  context: OperationContext,
  inputs: InputsFor<'export-settings'>
): Promise<SettingsExportResult> {
  const [settings, envVars, crons, yaml] = await Promise.all([
    requestSettingsGet(context.client),
    requestEnvVarsGet(context.client),
    readCrons(context),
    import('yaml')
  ])
  const exported = exportable(settings, envVars.map(envVarView), crons.map(cronView))
  const document = renderDocument(yaml, exported, context.repoLabel)
  const bytes = Buffer.byteLength(document, 'utf8')
  const privates = exported.envVars.filter((variable) => !variable.public).length
  context.runner.info(
    `Exported ${plural(exported.settings.length, 'setting')},` +
      ` ${plural(exported.envVars.length, 'environment variable')} (${privates} private, as from-env)` +
      ` and ${plural(exported.crons.length, 'cron job')}.`
  )
  const result: SettingsExportResult = {
    ...resultBase('settings-export', 'export-settings'),
    document,
    ...exported,
    file: null,
    documentInOutput: bytes <= DOCUMENT_OUTPUT_BYTES
  }
  for (const sentence of exported.leftOut) {
    context.runner.warning(`Left out of the export: ${sentence}`)
  }
  // A longer one cannot be read back by 'desired-settings-file'.
  if (bytes > DESIRED_SETTINGS_LIMIT) {
    result.notes.push(
      `The document is longer than 'desired-settings-file' reads (${DESIRED_SETTINGS_LIMIT / 1024} KiB): split it, or leave out what need not be managed.`
    )
  }
  const file = inputs.exportFile
  if (file !== null) {
    try {
      writeWorkspaceFile(file.path, file.workspace, document)
    } catch (error) {
      throw new ActionError(
        `Input 'export-file' (${file.given}) could not be written: ${messageOf(error)}. The document is not in any output either; nothing on Travis CI changed.`
      )
    }
    context.runner.info(`Wrote the document to ${file.given}.`)
    result.file = file.given
  }
  if (!result.documentInOutput) {
    context.runner.warning(
      `The document (${grouped(bytes)} bytes) is too long for the 'desired-settings' output` +
        " (the outputs take at most 512 KiB in all, of the runner's 1 MB per job), which is left empty:" +
        ` ${file === null ? "set 'export-file' to have it written in the workspace" : `it is in ${file.given}`}.`
    )
  }
  return result
}
