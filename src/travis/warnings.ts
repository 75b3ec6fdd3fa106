// The server's `@warnings` (travis-api adds them to an answer, e.g. for a parameter it ignored):
// each shown once a run as a workflow warning; pages of one listing repeat the same ones.
import { LIVE_HOST_FIELD, isAboutInterfaceName, type HostField } from '../model/host-field.js'
import type { Runner } from '../runtime/runner.js'

interface Warning {
  message?: string
}

export class ServerWarnings {
  private readonly shown = new Set<string>()

  constructor(private readonly runner: Runner) {}

  /** Shows the answer's warnings not shown yet; `hostField`: the spelling the client uses now. */
  report(data: unknown, hostField: HostField): void {
    for (const warning of warningsOf(data)) {
      // The warning that made the client switch spellings is not the user's concern.
      if (hostField === LIVE_HOST_FIELD && isAboutInterfaceName(warning)) continue
      const message = `Travis CI: ${warning.message ?? JSON.stringify(warning)}`
      if (this.shown.has(message)) continue
      this.shown.add(message)
      this.runner.warning(message)
    }
  }
}

export function warningsOf(data: unknown): Warning[] {
  const warnings =
    typeof data === 'object' && data !== null
      ? (data as Record<string, unknown>)['@warnings']
      : undefined
  return Array.isArray(warnings) ? (warnings as Warning[]) : []
}
