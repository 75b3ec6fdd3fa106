// A Travis CI repository and how to reach it.

/** A repository as Travis addresses it: its numeric id or its `owner/name` slug. */
export type RepoRef = { kind: 'id'; id: string } | { kind: 'slug'; owner: string; name: string }

/** Where and how to call the Travis CI API for one repository. */
export interface Connection {
  apiUrl: string
  token: string
  repo: RepoRef
  provider: string
  timeoutMs: number
  retries: number
}

/** How a repository is written in messages: the slug or `repository #id`. */
export function describeRepo(repo: RepoRef): string {
  return repo.kind === 'id' ? `repository #${repo.id}` : `${repo.owner}/${repo.name}`
}

/**
 * Whether the repository the server names (`id`, `slug`) is `repo`: by id when `repo` is one, else
 * by slug in any case, as travis-api matches slugs (queries/repository.rb).
 */
export function isRepo(repo: RepoRef, named: { id: number; slug: string }): boolean {
  return repo.kind === 'id'
    ? String(named.id) === repo.id
    : named.slug.toLowerCase() === `${repo.owner}/${repo.name}`.toLowerCase()
}
