// Every input of action.yml, its default, and the operations that use it. One table, so the
// "input does not apply" warning and the docs pages cannot drift from what the parser reads.
import type { Operation } from '../model/operations.js'

/** The operations that change Travis CI (rotate-key-pair GitHub's deploy keys too); a dry run is one still. */
export const WRITE_OPERATIONS: readonly Operation[] = [
  'create-key-pair',
  'update-key-pair',
  'set-key-pair',
  'delete-key-pair',
  'rotate-key-pair',
  'delete-caches',
  'set-setting',
  'apply-settings',
  'trigger-build',
  'restart-build',
  'cancel-build',
  'encrypt-file',
  'encrypt-travis-yml'
]

const KEY_PAIR_WRITES: Operation[] = ['create-key-pair', 'update-key-pair', 'set-key-pair']
const GETS: Operation[] = [
  'find-key-pair',
  'list-caches',
  'list-settings',
  'get-setting',
  'list-branches',
  'list-builds'
]
const CACHES: Operation[] = ['list-caches', 'delete-caches']
/** Settings as code: what differs from the desired state, checked or applied. */
const PLANS: Operation[] = ['check-settings', 'apply-settings']
/** Paged listings: limit and offset apply across pages. */
const LISTINGS: Operation[] = ['list-branches', 'list-repositories', 'list-builds']
const BUILDS: Operation[] = [
  'list-builds',
  'trigger-build',
  'wait-for-build',
  'restart-build',
  'cancel-build'
]
/** The operations that may wait for a build (trigger-build follows its request the same way). */
const WAITS: Operation[] = ['trigger-build', 'wait-for-build', 'restart-build']
/** The operations that address one existing build: by 'build-id' or the newest of 'branch'. */
const ONE_BUILD: Operation[] = ['wait-for-build', 'restart-build', 'cancel-build']

interface InputSpec {
  /** The default of action.yml (what the runner passes when the workflow does not set it). */
  default: string
  /** Operations that read it; 'all' for every operation. */
  usedBy: Operation[] | 'all'
}

export const INPUTS = {
  operation: { default: '', usedBy: 'all' },
  'travis-token': { default: '', usedBy: 'all' },
  repo: { default: '', usedBy: 'all' },
  provider: { default: '', usedBy: 'all' },
  'api-url': { default: 'https://api.travis-ci.com', usedBy: 'all' },
  include: { default: '', usedBy: GETS },
  branch: { default: '', usedBy: [...CACHES, ...BUILDS, 'check-travis-yml'] },
  'pull-request': { default: '', usedBy: [...CACHES, 'wait-for-build'] },
  match: { default: '', usedBy: CACHES },
  'older-than': { default: '', usedBy: CACHES },
  'stale-branches': { default: 'false', usedBy: CACHES },
  'dry-run': { default: 'false', usedBy: [...WRITE_OPERATIONS] },
  'allow-delete-all': { default: 'false', usedBy: ['delete-caches'] },
  'max-deletions': { default: '', usedBy: ['delete-caches', 'apply-settings'] },
  'private-key': { default: '', usedBy: KEY_PAIR_WRITES },
  'private-key-path': { default: '', usedBy: KEY_PAIR_WRITES },
  passphrase: { default: '', usedBy: KEY_PAIR_WRITES },
  description: { default: '', usedBy: [...KEY_PAIR_WRITES, 'rotate-key-pair'] },
  'key-bits': { default: '4096', usedBy: ['rotate-key-pair'] },
  'github-token': { default: '', usedBy: ['rotate-key-pair', ...CACHES, ...PLANS] },
  'deploy-key-title': { default: 'Travis CI deploy key', usedBy: ['rotate-key-pair'] },
  'deploy-key-read-only': { default: 'true', usedBy: ['rotate-key-pair'] },
  'rotate-if-older-than': { default: '', usedBy: ['rotate-key-pair'] },
  setting: { default: '', usedBy: ['get-setting', 'set-setting'] },
  value: { default: '', usedBy: ['set-setting', 'encrypt-value'] },
  expect: { default: '', usedBy: ['get-setting'] },
  'fail-on-mismatch': { default: 'false', usedBy: ['get-setting', 'check-settings'] },
  'desired-settings': { default: '', usedBy: ['check-settings', 'apply-settings'] },
  'desired-settings-file': { default: '', usedBy: ['check-settings', 'apply-settings'] },
  prune: { default: 'false', usedBy: PLANS },
  'comment-on-pull-request': { default: 'false', usedBy: PLANS },
  'rewrite-private-env': { default: 'false', usedBy: ['apply-settings'] },
  'export-file': { default: '', usedBy: ['export-settings'] },
  owner: { default: '', usedBy: ['list-repositories'] },
  active: { default: 'true', usedBy: ['list-repositories'] },
  private: { default: '', usedBy: ['list-repositories'] },
  name: { default: '', usedBy: ['list-branches', 'encrypt-value'] },
  'exists-on-host': { default: '', usedBy: ['list-branches'] },
  'sort-by': { default: '', usedBy: ['list-branches'] },
  limit: { default: '', usedBy: LISTINGS },
  offset: { default: '0', usedBy: LISTINGS },
  'include-recent-builds': { default: 'false', usedBy: ['list-branches'] },
  'fail-if-missing': { default: 'false', usedBy: ['find-key-pair'] },
  message: { default: '', usedBy: ['trigger-build'] },
  sha: { default: '', usedBy: ['trigger-build', 'wait-for-build'] },
  config: { default: '', usedBy: ['trigger-build'] },
  'merge-mode': { default: 'deep_merge_append', usedBy: ['trigger-build'] },
  wait: { default: 'false', usedBy: ['trigger-build', 'restart-build'] },
  'wait-minutes': { default: '60', usedBy: WAITS },
  'poll-seconds': { default: '10', usedBy: WAITS },
  'fail-on-build-failure': { default: 'true', usedBy: WAITS },
  'cancel-on-abort': { default: 'false', usedBy: WAITS },
  'show-logs': { default: 'failed', usedBy: WAITS },
  'log-lines': { default: '30', usedBy: WAITS },
  'logs-dir': { default: '', usedBy: WAITS },
  'build-id': { default: '', usedBy: ONE_BUILD },
  jobs: { default: 'all', usedBy: ['restart-build'] },
  state: { default: '', usedBy: ['list-builds'] },
  'event-type': { default: '', usedBy: ['list-builds'] },
  file: { default: '', usedBy: ['encrypt-file'] },
  'secure-env': { default: '', usedBy: ['encrypt-travis-yml'] },
  'travis-yml': { default: '.travis.yml', usedBy: ['encrypt-travis-yml', 'check-travis-yml'] },
  'base-travis-yml': { default: '', usedBy: ['check-travis-yml'] },
  preview: { default: 'auto', usedBy: ['check-travis-yml'] },
  'fail-on': { default: 'error', usedBy: ['check-travis-yml'] },
  'timeout-seconds': { default: '30', usedBy: 'all' },
  retries: { default: '3', usedBy: 'all' }
} as const satisfies Record<string, InputSpec>

export type InputName = keyof typeof INPUTS

export const INPUT_NAMES = Object.keys(INPUTS) as InputName[]

/** The variable the runner sets for an input: INPUT_ and the name upper-cased, spaces as `_`. */
export function inputVariable(name: string): string {
  return 'INPUT_' + name.replace(/ /g, '_').toUpperCase()
}

export function inputApplies(name: InputName, operation: Operation): boolean {
  const usedBy: readonly Operation[] | 'all' = INPUTS[name].usedBy
  return usedBy === 'all' || usedBy.includes(operation)
}
