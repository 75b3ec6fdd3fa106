// Where Travis CI keeps a repository's caches (docs/travis-api.md#cache-keys, #cache-branch-filter). A build pushes its cache to
// `{repo}/{group}/{file}`: the group is `PR.<n>` for a pull request build, else the branch name
// itself. The build escapes the name for the upload URL (travis-build directory_cache/base.rb,
// `uri_normalize_name`), and the storage service decodes the URL path again, so the stored key
// holds the name as it is: `feature/login`, not `featurelogin` (that stripping is only an old
// fallback for reading caches of old builds).
//
// The server's `branch` filter is the storage prefix `{group}/` (queries/caches.rb), so a group
// also reaches every nested branch `{group}/…`; and the `branch` field it returns is only the last
// path segment of the group (models/cache.rb): `login` for `feature/login`.

export interface CacheGroup {
  kind: 'branch' | 'pull-request'
  /** The group as the storage holds it and as the `branch` filter takes it: the branch or `PR.<n>`. */
  storage: string
  /** How the user wrote it, for messages: the branch name, or `#<n>`. */
  label: string
}

export function branchGroup(branch: string): CacheGroup {
  return { kind: 'branch', storage: branch, label: branch }
}

export function pullRequestGroup(pullRequest: number): CacheGroup {
  return { kind: 'pull-request', storage: `PR.${pullRequest}`, label: `#${pullRequest}` }
}

/** The pull request number of a `PR.<n>` group; null for a branch. */
export function pullRequestOfGroup(group: string): number | null {
  const match = /^PR\.(\d{1,9})$/.exec(group)
  return match === null ? null : Number(match[1])
}

/** What the server reports as a cache's `branch`: the last path segment of its group. */
export function lastSegment(group: string): string {
  return group.slice(group.lastIndexOf('/') + 1)
}

/** True when `group` is `prefix` itself or a branch nested under it (`prefix/…`). */
export function isWithinPrefix(group: string, prefix: string): boolean {
  return group === prefix || group.startsWith(`${prefix}/`)
}
