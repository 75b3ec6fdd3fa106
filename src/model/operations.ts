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
  'apply-settings'
] as const

export type Operation = (typeof OPERATIONS)[number]
