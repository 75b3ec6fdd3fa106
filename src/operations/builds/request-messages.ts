// A message travis-yml left on a build request, as the action says it: its line of text, the
// file of the repository it is about (if any), and the level of its annotation.
import type { AnnotationLevel } from '../../runtime/runner.js'
import type { RequestMessage } from '../../travis/resources/requests.js'

/** `[error] branches: invalid condition (condition: x)` */
export function messageText(message: RequestMessage): string {
  const args = Object.entries(message.args ?? {})
    .map(([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ')
  const where = message.line === null ? '' : ` (line ${message.line + 1})`
  return `[${message.level}] ${message.key ?? 'root'}: ${message.code.replace(/_/g, ' ')}${args === '' ? '' : ` (${args})`}${where}`
}

/** Errors and alerts as errors, the rest as warnings. */
export function levelOf(level: string): AnnotationLevel {
  return level === 'error' || level === 'alert' ? 'error' : 'warning'
}

/**
 * The file a message is about, when it names one of the repository (`.travis.yml`,
 * `ci/base.yml`); not for a config the request itself carried (`api`) or an import from another
 * repository (`owner/repo:file.yml@ref`).
 */
export function fileOf(src: string | null): string | null {
  if (src === null || src === 'api' || !/^[\w.\-/]+$/.test(src) || src.includes('..')) return null
  return src
}
