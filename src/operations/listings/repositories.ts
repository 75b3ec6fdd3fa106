// list-repositories: an owner's repositories (GET /owner/{login}/repos, travis-api
// `services/repositories/for_owner.rb`), every page of the window through pages.ts, as the slugs
// a workflow matrix runs one job per repository for.
import type { InputsFor } from '../../inputs/parsed.js'
import { plural } from '../../lib/plural.js'
import { TravisApiError } from '../../travis/errors.js'
import type { OperationContext } from '../context.js'
import { fetchPages } from '../../travis/pages.js'
import { repositoryListing, type RepositoryRecord } from '../../travis/resources/repositories.js'
import { resultBase } from '../result-base.js'
import type { RepositoriesResult, RepositoryView } from './result.js'

/** What a GitHub Actions matrix takes at most (jobs per matrix). */
export const MATRIX_LIMIT = 256

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
  const listing = repositoryListing(context.client, owner, filters)
  const { items } = await fetchPages(
    context.runner,
    { ...listing, page: (page) => listing.page(page).catch(explainUnknownOwner) },
    { offset: 0, limit: null }
  )
  const owned = items.filter((repository) => isOwnedBy(repository, owner))
  const shared = items.length - owned.length
  const total = owned.length
  const window = owned.slice(inputs.offset, inputs.offset + (inputs.limit ?? owned.length))
  const repositories = window.map(toView)
  if (shared > 0) {
    const isAre = shared === 1 ? 'is' : 'are'
    context.runner.notice(
      `${plural(shared, 'repository', 'repositories')} the server lists for ${owner} ${isAre} only shared with ${owner}, ` +
        'owned by others: left out.'
    )
  }
  const listed = plural(repositories.length, 'repository', 'repositories')
  const ofTotal = repositories.length === total ? '' : ` (of ${total})`
  context.runner.info(`Listed ${listed} of ${owner}${ofTotal}.`)
  return {
    ...resultBase('repositories', 'list-repositories'),
    notes: notesOn(repositories, filters),
    owner,
    filters,
    repositories,
    total,
    shared
  }
}

/** The slug's owner part is the owner's login (`owner_name/name`); case does not matter. */
function isOwnedBy(repository: RepositoryRecord, owner: string): boolean {
  return repository.slug.split('/')[0]?.toLowerCase() === owner.toLowerCase()
}

function explainUnknownOwner(error: unknown): never {
  if (error instanceof TravisApiError && error.status === 404 && error.resourceType === 'owner') {
    throw error.withHint(
      "Check 'owner' (a Travis CI user or organisation login; empty for the owner part of 'repo') and 'provider'."
    )
  }
  throw error
}

function toView(repository: RepositoryRecord): RepositoryView {
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
