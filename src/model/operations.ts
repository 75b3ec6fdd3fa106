// The operations the action offers: the values of its 'operation' input.

export const OPERATIONS = [
  'find-key-pair',
  'create-key-pair',
  'update-key-pair',
  'set-key-pair',
  'delete-key-pair',
  'rotate-key-pair',
  'list-caches',
  'delete-caches',
  'list-settings',
  'get-setting',
  'set-setting',
  'list-branches',
  'check-settings',
  'apply-settings',
  'list-repositories',
  'list-env-vars',
  'list-crons',
  'export-settings',
  'list-builds',
  'trigger-build',
  'wait-for-build',
  'restart-build',
  'cancel-build',
  'encrypt-value',
  'encrypt-file',
  'encrypt-travis-yml',
  'check-travis-yml'
] as const

export type Operation = (typeof OPERATIONS)[number]

/** Operations on an owner's repositories rather than on one repository. */
export const OWNER_OPERATIONS: readonly Operation[] = ['list-repositories']

/**
 * What a run works on, as messages name it: `on octo-org/hello` for a repository, `for octo-org`
 * for an owner's repositories.
 */
export function subjectPhrase(operation: string, label: string): string {
  return `${OWNER_OPERATIONS.some((known) => known === operation) ? 'for' : 'on'} ${label}`
}
