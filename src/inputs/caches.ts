// Inputs of list-caches and delete-caches: the selection and the guards of a delete.
import { branchGroup, pullRequestGroup, type CacheGroup } from '../model/cache-groups.js'
import { describeRepo, type RepoRef } from '../model/repository.js'
import { requireSlugForGitHub } from './connection.js'
import type { CacheSelection, InputsFor } from './parsed.js'
import { INVALID, complete, quoted, type InputReader, type Read } from './reader.js'

/** Storage keys (`{repo}/{branch}/{name}`) hold at most 1,024 bytes: longer never matches. */
const CACHE_KEY_LIMIT = 1024
const CACHE_KEY_REASON = 'caches are stored under keys of at most 1,024 bytes'
/** Each branch or pull request is a request of its own: a list is some names, not thousands. */
const LIST_LIMIT = 64 * 1024
const LIST_REASON = 'each name or number is a request of its own'

export function readCacheInputs(
  reader: InputReader,
  operation: 'list-caches' | 'delete-caches',
  repo: Read<RepoRef>,
  include: string[]
): Read<InputsFor<'list-caches' | 'delete-caches'>> {
  return operation === 'list-caches'
    ? readCacheListing(reader, repo, include)
    : readCacheDeletion(reader, repo)
}

function readCacheListing(
  reader: InputReader,
  repo: Read<RepoRef>,
  include: string[]
): Read<InputsFor<'list-caches'>> {
  const selection = readSelection(reader)
  const githubToken = readGithubToken(reader, selection, repo)
  if (selection === INVALID || githubToken === INVALID) return INVALID
  return { operation: 'list-caches', include, selection, githubToken }
}

function readCacheDeletion(
  reader: InputReader,
  repo: Read<RepoRef>
): Read<InputsFor<'delete-caches'>> {
  const selection = readSelection(reader)
  const githubToken = readGithubToken(reader, selection, repo)
  const allowDeleteAll = reader.boolean('allow-delete-all')
  if (selection !== INVALID && !selects(selection) && allowDeleteAll === false) {
    const which = repo === INVALID ? 'the repository' : describeRepo(repo)
    reader.fail(
      `delete-caches without 'branch', 'pull-request', 'match', 'older-than' or 'stale-branches' would delete every cache of ${which}; ` +
        "set one of those, or 'allow-delete-all: true' to really delete them all."
    )
  }
  return complete({
    operation: 'delete-caches',
    selection,
    githubToken,
    allowDeleteAll,
    maxDeletions: reader.integer('max-deletions', 0, 1_000_000),
    dryRun: reader.boolean('dry-run')
  } as const)
}

/** Each selector counts as a filter for the 'allow-delete-all' guard. */
function selects(selection: CacheSelection): boolean {
  return (
    selection.groups.length > 0 ||
    selection.match !== '' ||
    selection.olderThanDays !== null ||
    selection.staleBranches
  )
}

function readSelection(reader: InputReader): Read<CacheSelection> {
  const groups: CacheGroup[] = []
  const branchesFit = !reader.tooLong('branch', reader.raw('branch'), LIST_LIMIT, LIST_REASON)
  const pullRequestsFit = !reader.tooLong(
    'pull-request',
    reader.raw('pull-request'),
    LIST_LIMIT,
    LIST_REASON
  )
  let valid = branchesFit && pullRequestsFit
  // One name per line, never split on commas: git allows a branch 'fix,cleanup', and
  // `branch: ${{ github.head_ref }}` must select that branch, not the branches fix and cleanup.
  for (const branch of branchesFit ? new Set(reader.lines('branch')) : []) {
    // Sent as given: the storage keeps the branch name itself (model/cache-groups.ts).
    if (reader.tooLong('branch', branch, CACHE_KEY_LIMIT, CACHE_KEY_REASON, 'has a name'))
      valid = false
    else if (hasControlCharacter(branch) || /^\/|\/$|\/\//.test(branch)) {
      const shown = [...branch].map((c) => (hasControlCharacter(c) ? '?' : c)).join('')
      valid = false
      reader.fail(
        `Input 'branch' has ${quoted(shown)}, which is no branch name ` +
          '(control characters, or a / at the start, at the end or twice in a row).'
      )
    } else {
      if (branch.includes(',')) reader.warn(commaWarning(branch))
      groups.push(branchGroup(branch))
    }
  }
  for (const item of pullRequestsFit ? reader.list('pull-request') : []) {
    const number = /^\d{1,9}$/.test(item) ? Number(item) : 0
    if (number < 1) {
      valid = false
      reader.fail(
        `Input 'pull-request' must be pull request numbers (whole numbers from 1), one per line or comma separated, got ${quoted(item)}.`
      )
    } else groups.push(pullRequestGroup(number))
  }
  const match = reader.text('match', CACHE_KEY_LIMIT, CACHE_KEY_REASON)
  const olderThanDays = reader.integer('older-than', 1, 3650)
  const staleBranches = reader.boolean('stale-branches')
  if (!valid || match === INVALID || olderThanDays === INVALID || staleBranches === INVALID)
    return INVALID
  const unique = groups.filter((g, i) => groups.findIndex((o) => o.storage === g.storage) === i)
  return { groups: unique, match, olderThanDays, staleBranches }
}

/** 'github-token' serves caches operations only to read pull request states for 'stale-branches'. */
function readGithubToken(
  reader: InputReader,
  selection: Read<CacheSelection>,
  repo: Read<RepoRef>
): Read<string> {
  const token = reader.token('github-token', false)
  if (token === INVALID || token === '' || selection === INVALID) return token
  if (!selection.staleBranches) {
    reader.warn(
      "Input 'github-token' is used by caches operations only with 'stale-branches: true'."
    )
  } else requireSlugForGitHub(reader, token, repo)
  return token
}

/** A name with a comma is one branch; said, for workflows written when commas separated names. */
function commaWarning(branch: string): string {
  return (
    `Input 'branch' has ${quoted(branch)}, read as one branch name: commas do not separate branches ` +
    '(a branch name may contain them). To select several branches, give one per line.'
  )
}

function hasControlCharacter(text: string): boolean {
  return [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
}
