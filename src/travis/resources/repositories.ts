// /owner/{login}/repos (travis-api `services/repositories/for_owner.rb`,
// docs/travis-api.md#owner-repositories): a repository as the listing renders it, the shape of a
// page, and the listing; and /repo/{repo} itself, for its default branch.
import type { TravisClient } from '../client.js'
import type { Listing, Page, Paged } from '../pages.js'
import { ownerPath, type Query } from '../paths.js'
import { count, flag, object, pageShape, shape, text } from '../shapes.js'

/** A repository as the minimal representation renders it, with `active` and `private` included. */
export type RepositoryRecord = Record<string, unknown> & {
  id: number
  slug: string
  active: boolean
  private: boolean
}

export interface RepositoriesBody extends Paged {
  repositories: RepositoryRecord[]
}

/** The `repository.` filters; null lists both values. */
export interface RepositoryFilters {
  active: boolean | null
  private: boolean | null
}

export const REPOSITORIES = pageShape(
  'a repository list',
  'repositories',
  'id, slug, active, private',
  { id: count, slug: text, active: flag, private: flag }
)

/**
 * How pages.ts reads an owner's repositories. Filters prefixed `repository.` (for_owner.rb
 * `params … prefix: :repository`), left out for "both". Pages fetched side by side by offset need
 * a total order, and an organisation's repositories have none by default (no ORDER BY). `id:desc`
 * is total, and is also the order in which a server that pages by id cursor (`id < offset`,
 * paginator.rb) pages correctly. The minimal representation with `active` and `private` included
 * carries what the outputs need: the standard one renders each repository's owner, branch and
 * build count, about 25 times the server's work per page (measured on travis-api in the live
 * tier: 100 repositories in 0.15 s against 3.9 s).
 */
export function repositoryListing(
  client: TravisClient,
  owner: string,
  filters: RepositoryFilters
): Listing<RepositoriesBody, RepositoryRecord> {
  const query = (page: Page): Query => ({
    'repository.active': filters.active ?? undefined,
    'repository.private': filters.private ?? undefined,
    sort_by: 'id:desc',
    representation: 'minimal',
    include: 'repository.active,repository.private',
    limit: page.limit,
    offset: page.offset
  })
  return {
    page: (page) =>
      client.get<RepositoriesBody>(ownerPath(client.provider, owner, 'repos'), REPOSITORIES, {
        query: query(page)
      }),
    link: (href) => client.followLink<RepositoriesBody>(href, REPOSITORIES),
    items: (body) => body.repositories,
    noun: 'repositories'
  }
}

const REPOSITORY = shape(
  'a repository',
  'default_branch.name',
  object({ default_branch: object({ name: text }) })
)

/**
 * The repository's default branch (`GET /repo/{repo}`, renderer/repository.rb: `default_branch`
 * minimal, with its name): the branch whose pushes an empty 'branch' means.
 */
export async function requestDefaultBranchGet(client: TravisClient): Promise<string> {
  type Body = { default_branch: { name: string } }
  const body = await client.get<Body>(client.repositoryPath, REPOSITORY)
  return body.default_branch.name
}
