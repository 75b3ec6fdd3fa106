// The vocabulary of a repository's environment variables and cron jobs: what a variable's name may
// be, what a branch name may be, the intervals a cron job runs at (docs/travis-api.md#env-vars,
// #crons). The server checks none of the names itself (it stores `1BAD-NAME`), so the action does.

/** A shell identifier: what a build's `export NAME=value` can take. */
export const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

/** The longest variable name the action accepts: names are short; this only bounds the input. */
export const ENV_NAME_LIMIT = 128

/** A name 'desired-settings' takes for a variable: a shell name of at most ENV_NAME_LIMIT. */
export function isEnvName(name: string): boolean {
  return ENV_NAME.test(name) && name.length <= ENV_NAME_LIMIT
}

/** `services/cron/create.rb`: any other interval is a 422. */
export const CRON_INTERVALS = ['daily', 'weekly', 'monthly'] as const
export type CronInterval = (typeof CRON_INTERVALS)[number]

export function isCronInterval(text: string): text is CronInterval {
  return (CRON_INTERVALS as readonly string[]).includes(text)
}

/** Git's longest ref names are bounded by file systems; 255 bytes is the common limit. */
const BRANCH_LIMIT = 255

/**
 * Why `name` cannot be a git branch name (`git check-ref-format --branch`'s rules), or null when
 * it can: Travis CI knows branches by the names GitHub has, so anything else names no branch.
 */
export function branchNameProblem(name: string): string | null {
  if (name === '') return 'is empty'
  if (Buffer.byteLength(name, 'utf8') > BRANCH_LIMIT) return `is longer than ${BRANCH_LIMIT} bytes`
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(name)) return 'holds a space or a control character'
  if (/[~^:?*[\\]/.test(name)) return 'holds one of ~ ^ : ? * [ \\'
  if (name.includes('..') || name.includes('@{') || name.includes('//')) {
    return "holds '..', '@{' or '//'"
  }
  if (name === '@' || name.startsWith('-') || name.startsWith('/') || name.endsWith('/')) {
    return "is '@', starts with '-' or '/', or ends with '/'"
  }
  if (name.endsWith('.') || name.endsWith('.lock') || /(^|\/)\./.test(name)) {
    return "ends with '.' or '.lock', or a part of it starts with '.'"
  }
  return null
}

/**
 * A variable or cron write in the past tense, for the log, the summary and the failure line, with
 * why a delete or a rewrite happened: "deleted (prune)".
 */
export const WRITE_DONE = {
  create: 'created',
  update: 'updated',
  rewrite: 'written again (rewrite-private-env)',
  replace: 'replaced',
  delete: 'deleted (prune)'
} as const

/** A cron whose `active` is false: Travis CI stopped it (models/cron.rb `deactivate`). */
export const CRON_STOPPED = 'stopped by Travis CI'

/** A cron job's interval and options in words: `daily (not after a recent build)`. */
export function cronText(state: {
  interval: string
  dont_run_if_recent_build_exists: boolean
  active?: false
}): string {
  const recent = state.dont_run_if_recent_build_exists ? ' (not after a recent build)' : ''
  return `${state.interval}${recent}${state.active === false ? `, ${CRON_STOPPED}` : ''}`
}

/** A public from-env value a dry run did not have: planned as a write, not compared. */
export const UNSET_PUBLIC = 'unset or empty in this step: not compared'

/** A write the server had already made so: a delete that met 404 on its first attempt. */
export const ALREADY_GONE = 'already gone'

/** How a variable is named in words: `'NAME'`, `'NAME' (branch release)`. */
export function envLabel({ name, branch }: { name: string; branch: string | null }): string {
  return branch === null ? `'${name}'` : `'${name}' (branch ${branch})`
}
