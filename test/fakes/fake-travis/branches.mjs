// /repo/{repo}/branches (paginated, filtered, sorted) and /repo/{repo}/branch/{name}
// (docs/travis-api.md#branches, #pagination, #sorting). The exists field is spelled per dialect.
import {
  branchHref,
  buildMinimal,
  buildStandard,
  ignoredValueWarning,
  notFound,
  repoMinimal,
  resultResponse
} from './render.mjs'
import {
  collectionRepresentation,
  findRepo,
  includes,
  param,
  requestHref,
  warnUnknownParams
} from './params.mjs'
import { sortRows } from './order.mjs'
import { paginate, paginateById } from './pagination.mjs'

/** @typedef {import('./params.mjs').TravisContext} TravisContext */
/** @typedef {import('./state.mjs').TravisRepo} TravisRepo */
/** @typedef {import('./state.mjs').TravisBranch} TravisBranch */
/** @typedef {import('./render.mjs').Json} Json */
/** @typedef {import('../fake-http.mjs').FakeResponse} FakeResponse */
/** @typedef {(a: TravisBranch, b: TravisBranch) => number} Comparator */

const RECENT_BUILDS = 10

// Fields `include` may name; only branch.recent_builds changes the output here.
const REPOSITORY_FIELDS = `id name slug description github_id vcs_id vcs_type owner_name vcs_name
  owner default_branch private active starred github_language managed_by_installation active_on_org
  migration_status history_migration_status shared config_validation server_type scan_failed_at
  email_subscribed current_build last_started_build`.split(/\s+/)
const BUILD_FIELDS = `id number state duration event_type previous_state pull_request_title
  pull_request_number started_at finished_at private priority repository branch tag commit jobs
  stages created_by updated_at request log_complete`.split(/\s+/)

/**
 * @param {TravisContext} ctx
 * @returns {Record<string, string[]>}
 */
function includableFields(ctx) {
  const branch = ['name', 'repository', 'default_branch', ctx.existsField, 'last_build']
  return {
    branch: [...branch, 'recent_builds'],
    repository: REPOSITORY_FIELDS,
    build: BUILD_FIELDS
  }
}

/**
 * @param {TravisContext} ctx
 * @param {TravisRepo} repo
 * @param {TravisBranch} branch
 * @param {'standard' | 'minimal'} representation
 * @param {boolean} withRecentBuilds
 * @returns {Json}
 */
function renderBranch(ctx, repo, branch, representation, withRecentBuilds) {
  const head = {
    '@type': 'branch',
    '@href': branchHref(repo, branch.name),
    '@representation': representation,
    name: branch.name
  }
  if (representation === 'minimal') return head
  const recent = branch.builds
    .map((build, index) => ({ build, index }))
    .filter(({ build }) => build.eventType === 'push')
    .slice(0, RECENT_BUILDS)
  return {
    ...head,
    repository: repoMinimal(repo),
    default_branch: branch.name === repo.defaultBranch,
    [ctx.existsField]: branch.existsOnHost,
    last_build: branch.builds.length > 0 ? buildMinimal(repo, branch, 0) : null,
    ...(withRecentBuilds && {
      recent_builds: recent.map(({ index }) =>
        buildStandard(repo, branch, index, Boolean(ctx.user?.buildWrite))
      )
    })
  }
}

/**
 * SQL LIKE '%value%' on the lower-cased name; `%` and `_` are not escaped by the server.
 * @param {string} value
 * @returns {RegExp}
 */
function likePattern(value) {
  const body = [...value.toLowerCase()]
    .map((char) =>
      char === '%' ? '.*' : char === '_' ? '.' : char.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&')
    )
    .join('')
  return new RegExp(body, 's')
}

/**
 * @param {TravisContext} ctx
 * @param {TravisRepo} repo
 * @returns {TravisBranch[]}
 */
function filterBranches(ctx, repo) {
  const name = String(param(ctx, 'branch', 'name') ?? '')
  const exists = String(param(ctx, 'branch', ctx.existsField) ?? '')
  const pattern = likePattern(name)
  return repo.branches.filter(
    (branch) =>
      (name === '' || pattern.test(branch.name.toLowerCase())) &&
      // Only the exact string `false` is false; any other non-empty value is true.
      (exists === '' || branch.existsOnHost === (exists !== 'false'))
  )
}

/**
 * @param {TravisContext} ctx
 * @param {TravisRepo} repo
 * @returns {Record<string, Comparator>} ascending order of each sortable field
 */
function comparators(ctx, repo) {
  const isDefault = (/** @type {TravisBranch} */ branch) => branch.name === repo.defaultBranch
  return {
    name: (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    last_build: (a, b) => a.builds[0].id - b.builds[0].id,
    // Booleans sort "true first" when ascending.
    [ctx.existsField]: (a, b) => Number(b.existsOnHost) - Number(a.existsOnHost),
    default_branch: (a, b) => Number(isDefault(b)) - Number(isDefault(a))
  }
}

/**
 * Parses `sort_by` (or the default sort); unknown terms are skipped with a warning.
 * @param {TravisContext} ctx
 * @param {TravisRepo} repo
 * @returns {{ comparators: Comparator[], joinsLastBuild: boolean }}
 */
function sortOrder(ctx, repo) {
  const raw = ctx.params.get('sort_by')
  const spec = raw === undefined ? `default_branch,${ctx.existsField},last_build:desc` : String(raw)
  const known = comparators(ctx, repo)
  /** @type {Comparator[]} */
  const chosen = []
  let joinsLastBuild = false
  for (const term of spec === '' ? [] : spec.split(',')) {
    const [field, order = 'asc', ...rest] = term.split(':')
    if (!Object.hasOwn(known, field) || !['asc', 'desc'].includes(order) || rest.length > 0) {
      ctx.warnings.push(ignoredValueWarning('sort_by', term))
      continue
    }
    const compare = known[field]
    chosen.push(order === 'desc' ? (a, b) => compare(b, a) : compare)
    if (field === 'last_build') joinsLastBuild = true
  }
  return { comparators: chosen, joinsLastBuild }
}

/**
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function findBranches(ctx) {
  // No login needed: findRepo hides private repositories from anonymous callers.
  const repo = findRepo(ctx)
  const paging = ['limit', 'offset', 'skip_count', 'sort_by']
  warnUnknownParams(ctx, 'branch', ['name', ctx.existsField], paging)
  const order = sortOrder(ctx, repo)
  // Sorting by last build inner-joins it: branches without builds vanish, from the count too.
  const candidates = filterBranches(ctx, repo).filter(
    (branch) => !order.joinsLastBuild || branch.builds.length > 0
  )
  const sorted = sortRows(ctx, candidates, order.comparators, (branch) => branch.id)
  const { page, pagination } = ctx.efficientPagination
    ? paginateById(ctx, sorted, { idIsAmbiguous: order.joinsLastBuild })
    : paginate(ctx, sorted)
  const representation = collectionRepresentation(ctx)
  const included = includes(ctx, includableFields(ctx))
  const withRecent = included.has('branch.recent_builds')
  return resultResponse(
    200,
    {
      '@type': 'branches',
      '@href': requestHref(ctx),
      '@representation': representation,
      '@pagination': pagination,
      branches: page.map((branch) => renderBranch(ctx, repo, branch, representation, withRecent))
    },
    ctx.warnings
  )
}

/**
 * `find(:branch, repository)` (`queries/branch.rb` → `models/repository.rb` L75-103
 * `find_or_create_branch`): the branch by name; an unknown name is INSERTed (`ON CONFLICT DO
 * NOTHING`, exists_on_github true, no builds) and, being new and without builds, answered nil, so
 * the service's 404 `branch`. The row stays (no transaction around it): the next lookup of that
 * name finds it, and answers 200 with `last_build` null (the conformance test's "an unknown
 * branch", read after "create a cron on an unknown branch"; docs/travis-api.md#branches).
 * @param {TravisContext} ctx
 * @param {TravisRepo} repo
 * @param {string} name
 * @returns {TravisBranch}
 */
export function findOrCreateBranch(ctx, repo, name) {
  const branch = repo.branches.find((candidate) => candidate.name === name)
  if (branch) return branch
  ctx.state.addBranch(repo, { name, builds: 0, existsOnHost: true })
  throw notFound('branch')
}

/**
 * `GET /repo/{repo}/branch/{name}` (`services/branch/find.rb`): the branch, standard.
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function findBranch(ctx) {
  const repo = findRepo(ctx)
  warnUnknownParams(ctx, 'branch', [])
  const branch = findOrCreateBranch(ctx, repo, ctx.name)
  const included = includes(ctx, includableFields(ctx))
  return resultResponse(
    200,
    renderBranch(ctx, repo, branch, 'standard', included.has('branch.recent_builds')),
    ctx.warnings
  )
}
