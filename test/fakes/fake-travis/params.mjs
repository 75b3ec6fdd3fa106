// Request parameters as travis-api sees them: flat dotted names from the query string and, only
// with a JSON content type, from the body; unknown names are dropped with a warning.
import { TravisApiError, ignoredParameterWarning, notFound } from './render.mjs'

/** @typedef {import('./state.mjs').TravisRepo} TravisRepo */
/** @typedef {import('./state.mjs').TravisToken} TravisToken */
/** @typedef {import('./state.mjs').TravisState} TravisState */
/** @typedef {import('./render.mjs').Json} Json */

/**
 * @typedef {object} TravisContext
 * @property {string} method
 * @property {string} path raw path without the base path; `@href` of collections starts with it
 * @property {string} rawQuery
 * @property {Map<string, unknown>} params query string first, then the JSON body (which wins)
 * @property {{ provider: string | undefined, ref: string }} repoRef from the path
 * @property {OwnerRef} [ownerRef] from an `/owner/...` path
 * @property {string | undefined} name decoded name segment (setting/{name}, branch/{name})
 * @property {Required<TravisToken> | null} user null when anonymous
 * @property {'live' | 'interface'} dialect
 * @property {string} existsField exists_on_github or exists_on_host, per dialect
 * @property {boolean} enterprise
 * @property {boolean} efficientPagination EFFICIENT_PAGINATION_ENABLED=true: id-cursor pagination
 * @property {boolean} unstableTies rows equal under the sort come in a window-dependent order
 * @property {TravisState} state
 * @property {Json[]} warnings
 */

/**
 * `/owner/(github_id/{github_id}|({provider}/)?{login})` (`routes.rb`), captures decoded.
 * @typedef {{ githubId: string } | { provider: string | undefined, login: string }} OwnerRef
 */

const ALWAYS_SAFELISTED = ['include', '@type', 'representation']

/**
 * @param {TravisContext} ctx
 * @returns {string} the request's path and query, verbatim
 */
export function requestHref(ctx) {
  return ctx.rawQuery === '' ? ctx.path : `${ctx.path}?${ctx.rawQuery}`
}

/**
 * The value of `prefix.name` or, failing that, of the bare `name`.
 * @param {TravisContext} ctx
 * @param {string} prefix
 * @param {string} name
 * @returns {unknown}
 */
export function param(ctx, prefix, name) {
  const prefixed = `${prefix}.${name}`
  return ctx.params.has(prefixed) ? ctx.params.get(prefixed) : ctx.params.get(name)
}

/**
 * Adds an ignored_parameter warning for every parameter the service does not safelist.
 * @param {TravisContext} ctx
 * @param {string} prefix e.g. key_pair
 * @param {string[]} names the service's own parameters, declared bare and prefixed
 * @param {string[]} [bareOnly] parameters declared only bare (limit, offset, sort_by, ...)
 */
export function warnUnknownParams(ctx, prefix, names, bareOnly = []) {
  const prefixed = names.map((name) => `${prefix}.${name}`)
  const allowed = new Set([...ALWAYS_SAFELISTED, ...names, ...prefixed, ...bareOnly])
  for (const name of ctx.params.keys()) {
    if (!allowed.has(name)) ctx.warnings.push(ignoredParameterWarning(name))
  }
}

/**
 * Validates `include` against the fields of the types the endpoint renders; returns the items.
 * @param {TravisContext} ctx
 * @param {Record<string, string[]>} fieldsByType
 * @returns {Set<string>}
 */
export function includes(ctx, fieldsByType) {
  const raw = ctx.params.get('include')
  if (raw === undefined || raw === '') return new Set()
  const items = String(raw).split(',')
  for (const item of items) {
    if (!/^\w+\.@?\w+$/.test(item)) {
      throw new TravisApiError(400, 'wrong_params', 'illegal format for include parameter')
    }
    const [type, field] = item.split('.')
    const known = fieldsByType[type]
    if (known && !field.startsWith('@') && !known.includes(field)) {
      throw new TravisApiError(400, 'wrong_params', `no field "${item}" to include`)
    }
  }
  return new Set(items)
}

/**
 * `representation` of a collection: standard (default) or minimal. Anything else crashes the real
 * server, hence the plain 500.
 * @param {TravisContext} ctx
 * @returns {'standard' | 'minimal'}
 */
export function collectionRepresentation(ctx) {
  const value = ctx.params.get('representation') ?? 'standard'
  if (value === 'standard' || value === 'minimal') return value
  throw new PlainServerError()
}

/** Unhandled exception on the real server: 500 text/plain. */
export class PlainServerError extends Error {}

/**
 * Ruby's `Integer()` on a string, which travis-api uses for limit and offset: whitespace around,
 * `_` between digits, 0x/0b/0o prefixes and leading-zero octal are allowed.
 * @param {string} text
 * @returns {number | undefined} undefined when Ruby would raise
 */
export function rubyInteger(text) {
  const match = /^\s*([+-]?)(0x|0b|0o|0(?=\d|_))?([0-9a-f]+(?:_[0-9a-f]+)*)\s*$/i.exec(text)
  if (!match) return undefined
  const [, sign, prefix = '', digits] = match
  const radix = { '0x': 16, '0b': 2, '0o': 8, 0: 8, '': 10 }[prefix.toLowerCase()] ?? 10
  const clean = digits.replace(/_/g, '')
  const valid = { 16: /^[0-9a-f]+$/i, 10: /^\d+$/, 8: /^[0-7]+$/, 2: /^[01]+$/ }[radix]
  if (!valid?.test(clean)) return undefined
  const value = parseInt(clean, radix)
  return sign === '-' ? -value : value
}

/**
 * Whether the user has a permission row on the repository, which makes a private one visible
 * (`access_control/user.rb` `private_repository_visible?`, `visible_repositories`). Tokens without
 * an `owners` list have rows on every repository.
 * @param {Required<TravisToken> | null} user
 * @param {TravisRepo} repo
 * @returns {boolean}
 */
export function hasPermissionRow(user, repo) {
  if (!user) return false
  if (user.repositories) return Object.hasOwn(user.repositories, repo.slug.toLowerCase())
  if (!user.owners) return true
  const owner = repo.ownerName.toLowerCase()
  return user.owners.some((login) => login.toLowerCase() === owner)
}

/**
 * The user's rights on one repository, for a token with rights per repository (its
 * `repositories`): those of its permission row, or read-only without one (a public repository;
 * travis-api-live README "Permissions", docs/travis-api.md#permissions-per-repository). Other tokens have the
 * same rights everywhere.
 * @param {Required<TravisToken> | null} user
 * @param {TravisRepo} repo
 * @returns {Required<TravisToken> | null}
 */
export function rightsOn(user, repo) {
  if (!user?.repositories) return user
  const row = user.repositories[repo.slug.toLowerCase()]
  const none = { settingsWrite: false, keyPairWrite: false, cacheView: false, cacheDelete: false }
  return { ...user, ...none, buildWrite: false, ...row }
}

/**
 * Finds the repository of the path; invisible repositories are "not found" as on the real server.
 * The request's user then holds its rights on that repository (`rightsOn`).
 * @param {TravisContext} ctx
 * @returns {TravisRepo}
 */
export function findRepo(ctx) {
  const { provider, ref } = ctx.repoRef
  let repo
  if (/^\d+$/.test(ref)) {
    repo = ctx.state.repos.find((candidate) => candidate.id === Number(ref))
  } else {
    const slug = decodeURIComponent(ref).toLowerCase()
    const vcs = (provider ?? 'github').toLowerCase()
    // Slug lookups skip invalidated repositories (`queries/repository.rb`, docs/travis-api.md#req-addressing).
    repo = ctx.state.repos.find(
      (candidate) =>
        candidate.slug.toLowerCase() === slug &&
        candidate.provider.toLowerCase() === vcs &&
        !candidate.invalidated
    )
  }
  // An invalidated repository is never visible (`access_control/generic.rb` `repository_visible?`
  // returns false when `invalid?`, `models/repository.rb`).
  if (!repo || repo.invalidated || (repo.private && !hasPermissionRow(ctx.user, repo))) {
    throw notFound('repository')
  }
  ctx.user = rightsOn(ctx.user, repo)
  return repo
}

/**
 * Order of checks on most endpoints: login, then the repository.
 * @param {TravisContext} ctx
 * @returns {{ repo: TravisRepo, user: Required<TravisToken> }}
 */
export function requireLoginAndRepo(ctx) {
  if (!ctx.user) throw new TravisApiError(403, 'login_required')
  return { repo: findRepo(ctx), user: ctx.user }
}
