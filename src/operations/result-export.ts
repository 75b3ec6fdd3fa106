// What export-settings hands to report/ (result.ts re-exports it): plain data, never a private
// value (the server never shows one).
import type { Base, CronView, EnvVarView, SettingView } from './result.js'

/**
 * export-settings: what the repository holds, as a 'desired-settings' document, and what of it
 * was exported (a private variable without a value: the server never shows one).
 */
export interface SettingsExportResult extends Base {
  kind: 'settings-export'
  /** The YAML document, as the 'desired-settings' output and 'export-file' hold it. */
  document: string
  settings: SettingView[]
  envVars: EnvVarView[]
  crons: CronView[]
  /** What the server has that 'desired-settings' cannot name, one sentence each. */
  leftOut: string[]
  /** 'export-file' as given, when the document was written there. */
  file: string | null
}
