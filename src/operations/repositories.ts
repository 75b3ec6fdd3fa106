// list-repositories: an owner's repositories (GET /owner/{login}/repos, travis-api
// `services/repositories/for_owner.rb`), every page of the window through pages.ts, as the slugs
// a workflow matrix runs one job per repository for.
import type { InputsFor } from '../inputs/parsed.js'
import { TravisApiError } from '../travis/errors.js'
import type { Query } from '../travis/paths.js'
import type { OperationContext } from './context.js'
import { fetchPages, type Page, type Paged } from './pages.js'
import type { RepositoriesResult, RepositoryView } from './result.js'

/** What a GitHub Actions matrix takes at most (jobs per matrix). */
export const MATRIX_LIMIT = 256

type RawRepository = Record<string, unknown> & RepositoryView

interface RepositoriesBody extends Paged {
  repositories: RawRepository[]
}

export async function listRepositories(
  context: OperationContext,
  inputs: InputsFor<'list-repositories'>
): Promise<RepositoriesResult> {
  const filters = {
    active: inputs.active === 'any' ? null : inputs.active,
    private: inputs.private
  }
  const { owner } = inputs
  // A user's listing also holds the repositories only shared with the user (models/user.rb
  // `repositories`), which the server's window and count would take in; and an owner's kind is
  // not known before the listing. So everything is listed (cheap in the minimal representation)
  // and the window is cut from what the owner owns.
  const { items } = await fetchPages<RepositoriesBody, RawRepository>(
    context.runner,
    {
      page: (page) => readPage(context, owner, repositoriesQuery(filters, page)),
      link: (href) => context.client.getLink<RepositoriesBody>(href),
      items: (body) => body.repositories,
      noun: 'repositories'
    },
    { offset: 0, limit: null }
  )
  const owned = items.filter((repository) => isOwnedBy(repository, owner))
  const shared = items.length - owned.length
  const total = owned.length
  const window = owned.slice(inputs.offset, inputs.offset + (inputs.limit ?? owned.length))
  const repositories = window.map(toView)
  if (shared > 0) {
    context.runner.notice(
      `${shared} ${shared === 1 ? 'repository' : 'repositories'} the server lists for ${owner} ${shared === 1 ? 'is' : 'are'} only shared with ${owner}, owned by others: left out.`
    )
  }
  context.runner.info(
    `Listed ${repositories.length} ${repositories.length === 1 ? 'repository' : 'repositories'} of ${owner}${repositories.length === total ? '' : ` (of ${total})`}.`
  )
  return {
    kind: 'repositories',
    operation: 'list-repositories',
    changed: false,
    dryRun: false,
    notes: notesOn(repositories, filters),
    owner,
    filters,
    repositories,
    total,
    shared
  }
}

/** The slug's owner part is the owner's login (`owner_name/name`); case does not matter. */
function isOwnedBy(repository: RawRepository, owner: string): boolean {
  return repository.slug.split('/')[0]?.toLowerCase() === owner.toLowerCase()
}

async function readPage(
  context: OperationContext,
  owner: string,
  query: Query
): Promise<RepositoriesBody> {
  try {
    return await context.client.getOfOwner<RepositoriesBody>(owner, 'repos', query)
  } catch (error) {
    if (error instanceof TravisApiError && error.status === 404 && error.resourceType === 'owner') {
      throw error.withHint(
        "Check 'owner' (a Travis CI user or organisation login; empty for the owner part of 'repo') and 'provider'."
      )
    }
    throw error
  }
}

/**
 * Filters prefixed `repository.` (for_owner.rb `params … prefix: :repository`), left out for
 * "both". Pages fetched side by side by offset need a total order, and an organisation's
 * repositories have none by default (no ORDER BY). `id:desc` is total, and is also the order in
 * which a server that pages by id cursor (`id < offset`, paginator.rb) pages correctly.
 * The minimal representation with `active` and `private` included carries what the outputs need:
 * the standard one renders each repository's owner, branch and build count, about 25 times the
 * server's work per page (measured on travis-api in the live tier: 100 repositories in 0.15 s
 * against 3.9 s).
 */
function repositoriesQuery(filters: RepositoriesResult['filters'], page: Page): Query {
  return {
    'repository.active': filters.active ?? undefined,
    'repository.private': filters.private ?? undefined,
    sort_by: 'id:desc',
    representation: 'minimal',
    include: 'repository.active,repository.private',
    limit: page.limit,
    offset: page.offset
  }
}

function toView(repository: RawRepository): RepositoryView {
  const { slug, id, active } = repository
  return { slug, id, active, private: repository.private }
}

function notesOn(repositories: RepositoryView[], filters: RepositoriesResult['filters']): string[] {
  const notes: string[] = []
  if (repositories.length === 0 && filters.private !== false) {
    notes.push(
      "Private repositories are listed only where the token's user has access to them on Travis CI."
    )
  }
  if (repositories.length > MATRIX_LIMIT) {
    notes.push(
      `A workflow matrix takes at most ${MATRIX_LIMIT} jobs: list ${MATRIX_LIMIT} at a time with 'limit' and 'offset'.`
    )
  }
  return notes
}
