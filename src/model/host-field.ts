// The branch field "does the branch still exist on GitHub" has two names: `exists_on_host` in the
// interface document the action was created from, `exists_on_github` on the live server
// (docs/travis-api.md#br-exists, docs/decisions/0003-two-dialects.md). The action speaks the interface
// name, reads both, and switches to the live name for the rest of the run once a server says it
// ignored the interface name. Every piece of that dialect lives here.

export type HostField = 'exists_on_host' | 'exists_on_github'

export const INTERFACE_HOST_FIELD: HostField = 'exists_on_host'
export const LIVE_HOST_FIELD: HostField = 'exists_on_github'

/** A field name the user wrote, with the live spelling taken as the action's own. */
export function inActionSpelling(field: string): string {
  return field === LIVE_HOST_FIELD ? INTERFACE_HOST_FIELD : field
}

/** A field name as sent to a server that knows the host field as `hostField`. */
export function inServerSpelling(field: string, hostField: HostField): string {
  return field === INTERFACE_HOST_FIELD ? hostField : field
}

/** A branch's host flag, whichever name the server used; null when it has neither. */
export function existsOnHostOf(branch: Record<string, unknown>): boolean | null {
  const exists = branch[INTERFACE_HOST_FIELD] ?? branch[LIVE_HOST_FIELD]
  return typeof exists === 'boolean' ? exists : null
}

/** True for a server warning about the interface name (the signal to switch spelling). */
export function isAboutInterfaceName(warning: unknown): boolean {
  return JSON.stringify(warning).includes(INTERFACE_HOST_FIELD)
}
