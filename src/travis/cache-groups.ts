// Travis stores a cache under a group: the branch name with every character outside
// [A-Za-z0-9_.-] removed, or `PR.<number>` for pull request builds.

export function cacheGroupOfBranch(branch: string): string {
  return branch.replace(/[^A-Za-z0-9_.-]/g, '')
}

export function cacheGroupOfPullRequest(pullRequest: number): string {
  return `PR.${pullRequest}`
}
