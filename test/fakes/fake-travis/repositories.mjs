// GET /owner/(github_id/{github_id}|({provider}/)?{login})/repos: an owner's repositories
// (travis-api `services/repositories/for_owner.rb`, `queries/repositories.rb`, `queries/owner.rb`,
// `renderer/repository.rb`), paginated with a default limit of 100.
import {
  TravisApiError,
  branchHref,
  ignoredValueWarning,
  notFound,
  resultResponse
} from './render.mjs'
import {
  PlainServerError,
  findRepo,
  hasPermissionRow,
  rightsOn,
  param,
  requestHref,
  rubyInteger,
  warnUnknownParams
} from './params.mjs'
import { sortRows } from './order.mjs'
import { paginate, paginateById, requestedWindow } from './pagination.mjs'
import { SETTING_DEFINITIONS } from './settings.mjs'

/** @typedef {import('./params.mjs').TravisContext} TravisContext */
/** @typedef {import('./state.mjs').TravisRepo} TravisRepo */
/** @typedef {import('./state.mjs').TravisOwner} TravisOwner */
/** @typedef {import('./render.mjs').Json} Json */
/** @typedef {import('../fake-http.mjs').FakeResponse} FakeResponse */

/**
 * A repository with what the query computed for it (the `name_filter`/`slug_filter` similarity).
 * @typedef {{ repo: TravisRepo, nameScore: number, slugScore: number }} Row
 * @typedef {(a: Row, b: Row) => number} Comparator
 */

// `for_owner.rb`: `params :active, :private, :starred, :name_filter, :slug_filter,
// :managed_by_installation, :active_on_org, prefix: :repository`; `paginate` adds limit, offset,
// skip_count and, the query being sortable, sort_by (`service.rb`).
const FILTER_PARAMS = [
  'active',
  'private',
  'starred',
  'name_filter',
  'slug_filter',
  'managed_by_installation',
  'active_on_org'
]
const PAGING_PARAMS = ['limit', 'offset', 'skip_count', 'sort_by']

// `for_owner.rb`: `paginate(default_limit: 100)`; the max stays the Paginator's 100.
const DEFAULT_LIMIT = 100

// `renderer/repository.rb`: every field of every representation, plus email_subscribed
// (`available_attributes`); `include=repository.<one of these>` is accepted.
const AVAILABLE_ATTRIBUTES = new Set(
  `id name slug description github_id vcs_id vcs_type github_language active private owner
  owner_name vcs_name default_branch starred managed_by_installation active_on_org migration_status
  history_migration_status shared config_validation server_type scan_failed_at build_count
  current_build last_started_build next_build_number private_key token user_settings
  allow_migration email_subscribed`.split(/\s+/)
)

// `renderer/repository.rb` `representation(…)`: the fields of each, in order. A collection
// renders its entries in the requested one (`collection_renderer.rb`); an unknown name fails the
// `fetch` in `model_renderer.rb` (a plain 500).
/** @type {Record<string, string[]>} */
const REPRESENTATIONS = Object.fromEntries(
  Object.entries({
    minimal: 'id name slug',
    standard: `id name slug description github_id vcs_id vcs_type github_language active private
      owner owner_name vcs_name default_branch starred managed_by_installation active_on_org
      migration_status history_migration_status shared config_validation server_type
      scan_failed_at build_count`,
    experimental: `id name slug description vcs_id vcs_type github_id github_language active private
      owner default_branch starred current_build last_started_build next_build_number server_type
      scan_failed_at build_count`,
    internal: `id name slug github_id vcs_id vcs_type active private owner default_branch private_key
      token user_settings server_type scan_failed_at`,
    list: 'id name slug active private owner vcs_id vcs_type server_type',
    minimal_with_build: `id name slug active private owner vcs_id vcs_type server_type
      managed_by_installation last_started_build current_build build_count`,
    additional: 'allow_migration build_count'
  }).map(([name, fields]) => [name, fields.split(/\s+/)])
)

/**
 * @param {TravisContext} ctx
 * @returns {string}
 */
function representationOf(ctx) {
  const name = String(ctx.params.get('representation') ?? 'standard')
  if (!Object.hasOwn(REPRESENTATIONS, name)) throw new PlainServerError()
  return name
}

/**
 * `Query#bool` (`query.rb`): only the exact string `false` is false, anything else present is
 * true. `queries/repositories.rb` tests `nil?`, so an empty value filters too (on true).
 * @param {unknown} value
 * @returns {boolean}
 */
function bool(value) {
  return value !== 'false' && value !== false && value !== null
}

/**
 * The owner of the path: organizations first, then users (`queries/owner.rb` `find`); by login
 * case-insensitively with `vcs_type` `{provider}organization` / `{provider}user`, provider default
 * github, the highest id winning (`queries/organization.rb`, `queries/user.rb` `find`); by
 * github_id via `vcs_id` (a string) or `github_id` (an integer column, so ActiveRecord casts the
 * capture with `to_i` when it starts like a number).
 * @param {TravisContext} ctx
 * @returns {TravisOwner | undefined}
 */
function findOwner(ctx) {
  const ref = /** @type {import('./params.mjs').OwnerRef} */ (ctx.ownerRef)
  const owners = ctx.state.owners
  for (const type of ['Organization', 'User']) {
    const ofType = owners.filter((owner) => owner.type === type)
    if ('githubId' in ref) {
      const asInteger = /^\s*[+-]?\d/.test(ref.githubId) ? parseInt(ref.githubId, 10) : undefined
      const found =
        ofType.find((owner) => String(owner.githubId) === ref.githubId) ??
        ofType.find((owner) => owner.githubId === asInteger)
      if (found) return found
      continue
    }
    const provider = (ref.provider ?? 'github').toLowerCase()
    const login = ref.login.toLowerCase()
    const found = ofType
      .filter((owner) => owner.login.toLowerCase() === login)
      .filter((owner) => owner.provider.toLowerCase() === provider)
      .sort((a, b) => b.id - a.id)[0]
    if (found) return found
  }
  return undefined
}

/**
 * `Models::User#repositories` (own repositories and those only shared with the user, that is
 * `owner_id = user OR id IN (shared_repositories_ids)`, `.order('id ASC')`) or
 * `Models::Organization#repositories` (no order: heap order, here insertion order).
 * @param {TravisContext} ctx
 * @param {TravisOwner} owner
 * @returns {TravisRepo[]}
 */
function ownedRepositories(ctx, owner) {
  const login = owner.login.toLowerCase()
  const provider = owner.provider.toLowerCase()
  const owned = ctx.state.repos.filter(
    (repo) =>
      (repo.ownerName.toLowerCase() === login && repo.provider.toLowerCase() === provider) ||
      (owner.type === 'User' && owner.sharedRepositoryIds.includes(repo.id))
  )
  return owner.type === 'User' ? [...owned].sort((a, b) => a.id - b.id) : owned
}

/**
 * A SQL LIKE pattern (backslash escapes, `%` and `_` wildcards) as a regular expression; a
 * pattern ending in a lone backslash is a PostgreSQL error ("LIKE pattern must not end with escape
 * character", PostgreSQL docs "Pattern Matching", LIKE), so a plain 500.
 * @param {string} pattern
 * @returns {RegExp}
 */
function likeRegExp(pattern) {
  let body = ''
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]
    if (char === '\\') {
      if (i + 1 >= pattern.length) throw new PlainServerError()
      body += pattern[++i].replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&')
    } else if (char === '%') body += '.*'
    else if (char === '_') body += '.'
    else body += char.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&')
  }
  return new RegExp(`^${body}$`, 's')
}

/**
 * pg_trgm `similarity`: words (runs of letters and digits) padded with two spaces before and one
 * after, their trigrams as a set; shared / (all distinct); 0 when either side has none
 * (PostgreSQL docs, pg_trgm "Trigram (or Trigraph) Concepts").
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
export function trigramSimilarity(a, b) {
  /** @param {string} text */
  const trigrams = (text) => {
    const set = new Set()
    for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      if (word === '') continue
      const padded = [...`  ${word} `]
      for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3).join(''))
    }
    return set
  }
  const left = trigrams(a)
  const right = trigrams(b)
  if (left.size === 0 || right.size === 0) return 0
  const shared = [...left].filter((gram) => right.has(gram)).length
  return shared / (left.size + right.size - shared)
}

/**
 * `name_filter` / `slug_filter` (`queries/repositories.rb` `filter`): stripped and lower-cased,
 * the LIKE phrase `%c%h%a%r%` (any subsequence; an empty query `%`), bound as a parameter. The
 * similarity goes into the SELECT unquoted (`sanitize_sql` of a string returns it as is), so a
 * quote that does not pair up breaks the SQL: a plain 500.
 * @param {unknown} raw
 * @returns {{ test: (text: string) => boolean, score: (text: string) => number } | undefined}
 */
function fuzzyFilter(raw) {
  if (raw === undefined || raw === null || raw === false) return undefined
  const query = String(raw)
    // Ruby's strip: whitespace and NUL at both ends.
    .replace(/^[\t\n\v\f\r \0]+/, '')
    .replace(/[\t\n\v\f\r \0]+$/, '')
    .toLowerCase()
  if (!/^(?:[^']|'')*$/.test(query)) throw new PlainServerError()
  const literal = query.replace(/''/g, "'")
  const pattern = likeRegExp(query === '' ? '%' : `%${[...query].join('%')}%`)
  return {
    test: (text) => pattern.test(text.toLowerCase()),
    score: (text) => trigramSimilarity(text.toLowerCase(), literal)
  }
}

/**
 * @param {TravisRepo} repo
 * @returns {string}
 */
function nameOf(repo) {
  return repo.slug.split('/')[1] ?? repo.slug
}

/**
 * `queries/repositories.rb` `filter`, then `visible_repositories` of the caller.
 * @param {TravisContext} ctx
 * @param {TravisRepo[]} owned
 * @returns {Row[]}
 */
function filterRepositories(ctx, owned) {
  /** @param {string} name */
  const value = (name) => param(ctx, 'repository', name)
  const active = value('active')
  const isPrivate = value('private')
  const starred = value('starred')
  const managed = value('managed_by_installation')
  const activeOnOrg = value('active_on_org')
  const byName = fuzzyFilter(value('name_filter'))
  const bySlug = fuzzyFilter(value('slug_filter'))
  return (
    owned
      .filter((repo) => !repo.invalidated)
      .filter((repo) => active === undefined || repo.active === bool(active))
      .filter((repo) => isPrivate === undefined || repo.private === bool(isPrivate))
      // managed_by_installation_at is NULL and active_on_org NULL for every repository here.
      .filter(() => managed === undefined || !bool(managed))
      .filter(() => activeOnOrg === undefined || !bool(activeOnOrg))
      // Only for a caller (`if user and not starred.nil?`); the fake holds no stars, so
      // starred=true finds none and starred=false excludes none.
      .filter(() => !ctx.user || starred === undefined || !bool(starred))
      .filter((repo) => !byName || byName.test(nameOf(repo)))
      .filter((repo) => !bySlug || bySlug.test(`${repo.ownerName}/${nameOf(repo)}`))
      // `access_control/user.rb` `visible_repositories`: public, or a permission row;
      // `access_control/anonymous.rb` `visible_objects`: public only (public mode, docs/travis-api.md#req-visibility).
      .filter((repo) => !repo.private || hasPermissionRow(ctx.user, repo))
      .map((repo) => ({
        repo,
        nameScore: byName ? byName.score(nameOf(repo)) : 0,
        slugScore: bySlug ? bySlug.score(`${repo.ownerName}/${nameOf(repo)}`) : 0
      }))
  )
}

/**
 * @param {string} a
 * @param {string} b
 */
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * Id of the default branch's last build, or null (no such branch, no build).
 * @param {TravisRepo} repo
 * @returns {number | null}
 */
function defaultBranchLastBuild(repo) {
  const branch = repo.branches.find((candidate) => candidate.name === repo.defaultBranch)
  return branch?.builds[0]?.id ?? null
}

/**
 * The sortable fields of `queries/repositories.rb` (`sortable_by`): a comparator per order.
 * github_id and vcs_id stand for the repository id here (as cache keys do), vcs_id being a string
 * column; `active` is `(case when active then 1 else 2 end)`; default_branch.last_build and
 * current_build are `… NULLS LAST` in both orders (no repository has a current build here).
 * @param {string} field
 * @param {'asc' | 'desc'} order
 * @returns {Comparator | undefined}
 */
function comparatorFor(field, order) {
  const sign = order === 'desc' ? -1 : 1
  /** @type {Record<string, (a: Row, b: Row) => number>} */
  const ascending = {
    id: (a, b) => a.repo.id - b.repo.id,
    github_id: (a, b) => (a.repo.githubId ?? a.repo.id) - (b.repo.githubId ?? b.repo.id),
    vcs_id: (a, b) =>
      compareText(String(a.repo.githubId ?? a.repo.id), String(b.repo.githubId ?? b.repo.id)),
    owner_name: (a, b) => compareText(a.repo.ownerName, b.repo.ownerName),
    name: (a, b) => compareText(nameOf(a.repo), nameOf(b.repo)),
    active: (a, b) => Number(b.repo.active) - Number(a.repo.active),
    name_filter: (a, b) => a.nameScore - b.nameScore,
    slug_filter: (a, b) => a.slugScore - b.slugScore
  }
  if (Object.hasOwn(ascending, field)) {
    const compare = ascending[field]
    return (a, b) => sign * compare(a, b)
  }
  if (field === 'current_build') return () => 0
  if (field === 'default_branch.last_build') {
    return (a, b) => {
      const x = defaultBranchLastBuild(a.repo)
      const y = defaultBranchLastBuild(b.repo)
      if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0)
      return sign * (x - y)
    }
  }
  return undefined
}

/**
 * Ruby's `String#split(',')`: trailing empty strings are dropped.
 * @param {string} text
 * @returns {string[]}
 */
function rubySplit(text) {
  const parts = text.split(',')
  while (parts.length > 0 && parts.at(-1) === '') parts.pop()
  return parts
}

/**
 * `Queries::Repositories#sort` then `Query#sort`: no `default_sort`, so without `sort_by` (or
 * with an empty one, or with no valid term) the list keeps the relation's order; name_filter /
 * slug_filter terms without their filter are dropped with a plain warning; other unknown terms
 * warn `ignored_value`. The first valid term replaces the relation's order (`reorder`).
 * @param {TravisContext} ctx
 * @param {{ name: boolean, slug: boolean }} filters which fuzzy filters were given
 * @returns {{ comparators: Comparator[], joinsBranches: boolean }}
 */
function sortOrder(ctx, filters) {
  const raw = ctx.params.get('sort_by')
  if (raw === undefined) return { comparators: [], joinsBranches: false }
  let terms = rubySplit(String(raw))
  for (const [key, given] of /** @type {const} */ ([
    ['name_filter', filters.name],
    ['slug_filter', filters.slug]
  ])) {
    if (!given && terms.some((term) => term.startsWith(key))) {
      ctx.warnings.push({
        '@type': 'warning',
        message: `${key} sort was selected, but ${key} param is not supplied, ignoring`
      })
      terms = rubySplit(terms.filter((term) => !term.startsWith(key)).join(','))
    }
  }
  /** @type {Comparator[]} */
  const comparators = []
  let joinsBranches = false
  for (const term of terms) {
    const cut = term.indexOf(':')
    const field = cut < 0 ? term : term.slice(0, cut)
    const order = cut < 0 ? 'asc' : term.slice(cut + 1)
    const compare = order === 'asc' || order === 'desc' ? comparatorFor(field, order) : undefined
    if (!compare) {
      ctx.warnings.push(ignoredValueWarning('sort_by', term))
      continue
    }
    comparators.push(compare)
    // The order names the branches table, so ActiveRecord eager-loads default_branch in a join.
    if (field === 'default_branch.last_build') joinsBranches = true
  }
  return { comparators, joinsBranches }
}

/**
 * The context pagination.mjs reads, with this service's default limit: absent or negative
 * `limit` means 100 here (`paginator.rb`: `limit ||= default_limit`, `default_limit if limit < 0`).
 * @param {TravisContext} ctx
 * @returns {TravisContext}
 */
function withDefaultLimit(ctx) {
  const raw = ctx.params.get('limit')
  if (raw !== undefined) {
    const value = typeof raw === 'number' && Number.isInteger(raw) ? raw : rubyInteger(String(raw))
    if (value === undefined || value >= 0) return ctx
  }
  const params = new Map(ctx.params)
  params.set('limit', String(DEFAULT_LIMIT))
  return { ...ctx, params }
}

/**
 * `@permissions` of a standard repository (`permissions/repository.rb`, keys in definition order
 * after `read`, `permissions/generic.rb` `access_rights`). The authorizer grants a caller's
 * rights on repositories it has a permission row on (on a public one without a row, read only:
 * settings_read and log_view, below); the token's rights stand for the
 * authorizer's answers: keyPairWrite for repository_settings_create/delete, settingsWrite for
 * _update, settingsRead, cacheView, cacheDelete; the rest (state_update, build_*, log_*,
 * scans_view, the admin role) are granted.
 * `migrate` also needs the allow_migration feature, which no owner has.
 * @param {TravisContext} ctx
 * @param {TravisRepo} repo
 * @returns {Json}
 */
function permissionsOf(ctx, repo) {
  const user = rightsOn(ctx.user, repo)
  const row = user !== null && hasPermissionRow(user, repo)
  /** @param {boolean} [right] */
  const can = (right = true) => row && right
  const settingsCreate = can(user?.keyPairWrite)
  // Pull access gives repository_settings_read and repository_log_view only (the conformance
  // test's "a repository, read-only token"): what comes with push stands with buildWrite. A caller
  // without a permission row gets those two on a public repository, anonymous ones included (the
  // kit's authorizer answers every user/repository pair, lib/control.rb `repo_answer`:
  // travis-api-live README "Permissions"; the conformance test's "a public repository,
  // anonymous"); with a row, the token's rights are the authorizer's answer, which an explicit
  // entry replaces (lib/control.rb `answer`: a custom role without settings_read).
  const pushes = can(user?.buildWrite)
  const reads = !row && !repo.private
  return {
    read: true,
    activate: pushes,
    deactivate: pushes,
    migrate: false,
    star: row,
    unstar: row,
    create_cron: settingsCreate,
    create_env_var: settingsCreate,
    create_key_pair: settingsCreate,
    delete_key_pair: can(user?.keyPairWrite),
    create_request: pushes,
    check_scan_results: pushes,
    settings_create: settingsCreate,
    settings_delete: can(user?.keyPairWrite),
    settings_update: can(user?.settingsWrite),
    settings_read: can(user?.settingsRead) || reads,
    build_restart: pushes,
    build_create: pushes,
    build_cancel: pushes,
    build_debug: pushes,
    log_view: can() || reads,
    log_delete: pushes,
    cache_delete: can(user?.cacheDelete),
    cache_view: can(user?.cacheView),
    admin: pushes
  }
}

/**
 * The value of one repository field (`renderer/repository.rb`, `models/repository.rb`); what the
 * fake holds no data for gets the server's value for an empty column.
 * @param {TravisContext} ctx
 * @param {TravisRepo} repo
 * @param {TravisOwner} owner
 * @param {string} field
 * @returns {unknown}
 */
function fieldValue(ctx, repo, owner, field) {
  const provider = repo.provider.toLowerCase()
  switch (field) {
    case 'id':
      return repo.id
    case 'name':
    case 'vcs_name':
      return nameOf(repo)
    case 'slug':
      return repo.slug
    case 'github_id':
      return repo.githubId ?? repo.id
    case 'vcs_id':
      return String(repo.githubId ?? repo.id)
    case 'vcs_type':
      return `${provider.charAt(0).toUpperCase()}${provider.slice(1)}Repository`
    case 'active':
      return repo.active
    case 'private':
      return repo.private
    case 'owner':
      // `owner`: type, id, login, ro_mode (false unless travis-ci.org in read-only mode), then
      // the href (`/user/{id}` or `/org/{id}`, `routes.rb`).
      return {
        '@type': owner.type.toLowerCase(),
        id: owner.id,
        login: repo.ownerName,
        ro_mode: false,
        '@href': `/${owner.type === 'User' ? 'user' : 'org'}/${owner.id}`
      }
    case 'owner_name':
      return repo.ownerName
    case 'default_branch':
      return {
        '@type': 'branch',
        '@href': branchHref(repo, repo.defaultBranch),
        '@representation': 'minimal',
        name: repo.defaultBranch
      }
    case 'starred':
      return false
    case 'managed_by_installation':
    case 'allow_migration':
      return false
    case 'shared':
      // Another user's repository the caller has a permission row on; organizations' repositories
      // are the caller's through membership (`shared_repositories_ids`).
      return (
        ctx.user !== null &&
        owner.type === 'User' &&
        repo.ownerName.toLowerCase() !== ctx.user.user.toLowerCase() &&
        hasPermissionRow(ctx.user, repo)
      )
    case 'config_validation': {
      const definition = SETTING_DEFINITIONS.find((setting) => setting.name === field)
      return Boolean(repo.settings[field] ?? definition?.default)
    }
    case 'server_type':
      return 'git'
    case 'build_count':
      // `model.builds.where.not(event_type: :pull_request).length`
      return repo.branches
        .flatMap((branch) => branch.builds)
        .filter((build) => build.eventType !== 'pull_request').length
    case 'email_subscribed':
      return ctx.user !== null
    default:
      // description, github_language, active_on_org, migration_status, history_migration_status,
      // scan_failed_at, current_build / last_started_build (no build), next_build_number and the
      // internal fields: nothing stored.
      return null
  }
}

/**
 * ModelRenderer#render for one repository; `include` items are checked here, as the server checks
 * them while rendering each entry (so an empty page accepts any).
 * @param {TravisContext} ctx
 * @param {TravisRepo} repo
 * @param {TravisOwner} owner
 * @param {string} representation
 * @param {string[]} include
 * @returns {Json}
 */
function renderRepository(ctx, repo, owner, representation, include) {
  /** @type {Json} */
  const result = {
    '@type': 'repository',
    '@href': `/repo/${repo.id}`,
    '@representation': representation
  }
  if (representation !== 'minimal' || include.includes('repository.@permissions')) {
    result['@permissions'] = permissionsOf(ctx, repo)
  }
  const fields = [...REPRESENTATIONS[representation]]
  for (const item of include) {
    const match = /^(\w+)\.(@?\w+)$/.exec(item)
    if (!match)
      throw new TravisApiError(400, 'wrong_params', 'illegal format for include parameter')
    const [, prefix, field] = match
    if (prefix !== 'repository') continue
    if (AVAILABLE_ATTRIBUTES.has(field)) {
      if (!fields.includes(field)) fields.push(field)
    } else if (!Object.hasOwn(result, field)) {
      throw new TravisApiError(400, 'wrong_params', `no field "${item}" to include`)
    }
  }
  for (const field of fields) result[field] = fieldValue(ctx, repo, owner, field)
  return result
}

/**
 * `check_deprecated_params` (`service.rb`): runs before the service's own warnings are applied.
 * @param {TravisContext} ctx
 * @returns {Json[]}
 */
function deprecationWarnings(ctx) {
  const include = ctx.params.get('include')
  if (include === undefined) return []
  // Regular expressions as the server writes them: the dot matches any character.
  if (/repository.current_build/.test(String(include))) {
    return [
      {
        '@type': 'warning',
        message:
          'current_build will soon be deprecated. Please use repository.last_started_build instead',
        warning_type: 'deprecated_parameter',
        parameter: 'current_build'
      }
    ]
  }
  if (/request.yaml_config/.test(String(include))) {
    return [
      {
        '@type': 'warning',
        message:
          'request.yaml_config will soon be deprecated. Please use request.raw_configs instead',
        warning_type: 'deprecated_parameter',
        parameter: 'request.yaml_config'
      }
    ]
  }
  return []
}

/**
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function findOwnerRepositories(ctx) {
  // `find(:owner)`: EntityMissing (404 "owner not found (or insufficient access)", resource_type
  // owner); owners are always visible in public mode (`organization_visible?`, `user_visible?`
  // in `access_control/generic.rb`), so no login is needed.
  const owner = findOwner(ctx)
  if (!owner) throw notFound('owner')
  // The query runs lazily, at the count after `limit`/`offset` are parsed (`paginator.rb`).
  const paging = withDefaultLimit(ctx)
  requestedWindow(paging)
  const filters = {
    name: param(ctx, 'repository', 'name_filter') !== undefined,
    slug: param(ctx, 'repository', 'slug_filter') !== undefined
  }
  const rows = filterRepositories(ctx, ownedRepositories(ctx, owner))
  const order = sortOrder(ctx, filters)
  // Without a valid term a user's repositories stay in id order, an organization's in none.
  const base = owner.type === 'User' ? [comparatorFor('id', 'asc')] : []
  const comparators = order.comparators.length > 0 ? order.comparators : base
  const sorted = sortRows(
    paging,
    rows,
    /** @type {Comparator[]} */ (comparators),
    (row) => row.repo.id
  )
  const { page, pagination } = ctx.efficientPagination
    ? paginateById(
        paging,
        sorted.map((row) => ({ ...row, id: row.repo.id })),
        { idIsAmbiguous: order.joinsBranches }
      )
    : paginate(paging, sorted)
  const representation = representationOf(ctx)
  // `collection_renderer.rb` `filtered_include` drops items whose part after the first dot (or
  // the whole item) is the collection key.
  const include = rubySplit(String(ctx.params.get('include') ?? '')).filter(
    (item) => item.slice(item.indexOf('.') + 1) !== 'repositories'
  )
  const repositories = page.map((row) =>
    renderRepository(ctx, row.repo, owner, representation, include)
  )
  // Warnings in the server's order: deprecations, the query's, then the router's ignored params.
  const queryWarnings = ctx.warnings.splice(0)
  ctx.warnings.push(...deprecationWarnings(ctx), ...queryWarnings)
  warnUnknownParams(ctx, 'repository', FILTER_PARAMS, PAGING_PARAMS)
  return resultResponse(
    200,
    {
      '@type': 'repositories',
      '@href': requestHref(ctx),
      '@representation': representation,
      '@pagination': pagination,
      repositories
    },
    ctx.warnings
  )
}

/**
 * `GET /repo/{repo}` (`services/repository/find.rb`, `params :server_type`): the repository,
 * standard (`renderer/repository.rb` L3: `default_branch` the branch minimal, L36-44), 404
 * `repository` when not visible; `representation` is honoured only for full access (L19-22), so
 * never here.
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function findRepository(ctx) {
  const repo = findRepo(ctx)
  const owner = ctx.state.owners.find(
    (candidate) =>
      candidate.login.toLowerCase() === repo.ownerName.toLowerCase() &&
      candidate.provider.toLowerCase() === repo.provider.toLowerCase()
  )
  if (!owner) throw notFound('repository')
  const include = rubySplit(String(ctx.params.get('include') ?? ''))
  const rendered = renderRepository(ctx, repo, owner, 'standard', include)
  const queryWarnings = ctx.warnings.splice(0)
  ctx.warnings.push(...deprecationWarnings(ctx), ...queryWarnings)
  warnUnknownParams(ctx, 'repository', ['server_type'])
  return resultResponse(200, rendered, ctx.warnings)
}
