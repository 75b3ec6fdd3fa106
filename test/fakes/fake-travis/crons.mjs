// /repo/{repo}/crons, /repo/{repo}/branch/{name}/cron and /cron/{id} (docs/travis-api.md#crons):
// one cron job per branch, in the crons table (not the settings column), ids from one sequence.
import {
  collectionRepresentation,
  findRepo,
  hasPermissionRow,
  rightsOn,
  requireLoginAndRepo,
  warnUnknownParams
} from './params.mjs'
import {
  TravisApiError,
  branchHref,
  formatTime,
  notFound,
  repoAccessError,
  repoMinimal,
  resultResponse
} from './render.mjs'
import { paginate } from './pagination.mjs'
import { findOrCreateBranch } from './branches.mjs'

/** @typedef {import('./params.mjs').TravisContext} TravisContext */
/** @typedef {import('./state.mjs').TravisRepo} TravisRepo */
/** @typedef {import('./state.mjs').TravisCron} TravisCron */
/** @typedef {import('./render.mjs').Json} Json */
/** @typedef {import('../fake-http.mjs').FakeResponse} FakeResponse */

const INTERVALS = ['daily', 'weekly', 'monthly']
/** `models/cron.rb` `schedule_first_build`: the first run is a minute after the create. */
const SCHEDULER_INTERVAL_MS = 60_000
// ActiveRecord's boolean cast: these are false, '' is nil, anything else is true.
const FALSE_VALUES = [false, 0, '0', 'f', 'F', 'false', 'FALSE', 'off', 'OFF']

/**
 * `renderer/cron.rb` (standard): the repository and branch minimal; `permissions/cron.rb`: start
 * is always true, delete is repository_settings_delete (the live tier).
 * @param {TravisContext} ctx
 * @param {TravisRepo} repo
 * @param {TravisCron} cron
 * @param {'standard' | 'minimal'} representation
 * @returns {Json}
 */
function renderCron(ctx, repo, cron, representation) {
  const head = { '@type': 'cron', '@href': `/cron/${cron.id}`, '@representation': representation }
  if (representation === 'minimal') return { ...head, id: cron.id }
  return {
    ...head,
    '@permissions': { read: true, start: true, delete: Boolean(ctx.user?.settingsWrite) },
    id: cron.id,
    repository: repoMinimal(repo),
    branch: {
      '@type': 'branch',
      '@href': branchHref(repo, cron.branch),
      '@representation': 'minimal',
      name: cron.branch
    },
    interval: cron.interval,
    dont_run_if_recent_build_exists: cron.dontRunIfRecentBuildExists,
    last_run: formatTime(cron.lastRun),
    next_run: formatTime(cron.nextRun),
    created_at: formatTime(cron.createdAt),
    active: cron.active
  }
}

/**
 * `services/crons/for_repository.rb`: no login needed (the repository must be visible), paged
 * (25 by default), in the order of their ids: `queries/crons.rb` sorts by nothing, so the real
 * server answers in heap order, most often as inserted but not always (the live tier saw both;
 * docs/travis-api.md#cron-list); the fake keeps one of those orders. `sort_by` is not safelisted.
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function listCrons(ctx) {
  const repo = findRepo(ctx)
  warnUnknownParams(ctx, 'cron', [], ['limit', 'offset', 'skip_count'])
  const crons = ctx.state.crons.filter((cron) => cron.repoId === repo.id)
  const { page, pagination } = paginate(ctx, crons)
  const representation = collectionRepresentation(ctx)
  return resultResponse(
    200,
    {
      '@type': 'crons',
      '@href': ctx.rawQuery === '' ? ctx.path : `${ctx.path}?${ctx.rawQuery}`,
      '@representation': representation,
      '@pagination': pagination,
      crons: page.map((cron) => renderCron(ctx, repo, cron, representation))
    },
    ctx.warnings
  )
}

/**
 * `services/cron/create.rb`, in its order: login and repository, the branch (404 branch), on
 * GitHub (422), the interval (422), the create_cron right (settings create and build create),
 * the right to delete the branch's cron when it has one; then the old cron goes and a new one
 * (a new id) is answered with 200 (docs/travis-api.md#cron-create).
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function createCron(ctx) {
  const { repo, user } = requireLoginAndRepo(ctx)
  warnUnknownParams(ctx, 'cron', ['interval', 'dont_run_if_recent_build_exists'])
  const branch = findOrCreateBranch(ctx, repo, ctx.name)
  if (!branch.existsOnHost) {
    throw new TravisApiError(
      422,
      'error',
      'Crons can only be set up for branches existing on GitHub!'
    )
  }
  const interval = ctx.params.get('cron.interval') ?? ctx.params.get('interval')
  if (typeof interval !== 'string' || !INTERVALS.includes(interval)) {
    throw new TravisApiError(
      422,
      'error',
      'Invalid value for interval. Interval must be "daily", "weekly" or "monthly"!'
    )
  }
  if (!(user.settingsWrite && user.buildWrite)) throw repoAccessError(repo, 'create_cron')
  const held = ctx.state.crons.findIndex(
    (cron) => cron.repoId === repo.id && cron.branch === branch.name
  )
  if (held >= 0 && !user.settingsWrite) throw deleteRefused(ctx, repo, ctx.state.crons[held])
  if (held >= 0) ctx.state.crons.splice(held, 1)
  const dontRun =
    ctx.params.get('cron.dont_run_if_recent_build_exists') ??
    ctx.params.get('dont_run_if_recent_build_exists')
  const now = Date.now()
  /** @type {TravisCron} */
  const cron = {
    id: ctx.state.nextCronId(),
    repoId: repo.id,
    branch: branch.name,
    interval,
    dontRunIfRecentBuildExists:
      dontRun !== undefined &&
      dontRun !== null &&
      dontRun !== '' &&
      !FALSE_VALUES.includes(/** @type {never} */ (dontRun)),
    // queries/cron.rb `create`: a new cron is always active, whatever the replaced one was.
    active: true,
    lastRun: null,
    nextRun: new Date(now + SCHEDULER_INTERVAL_MS),
    createdAt: new Date(now)
  }
  ctx.state.crons.push(cron)
  return resultResponse(200, renderCron(ctx, repo, cron, 'standard'), ctx.warnings)
}

/**
 * `services/cron/delete.rb` at `/cron/{id}`: login, the cron (404 cron when unknown or its
 * repository is not visible), the delete right (403 with the cron, minimal); 204 without a body.
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function deleteCron(ctx) {
  if (!ctx.user) throw new TravisApiError(403, 'login_required')
  warnUnknownParams(ctx, 'cron', ['id'])
  const cron = ctx.state.crons.find((candidate) => String(candidate.id) === ctx.name)
  const repo = cron && ctx.state.repos.find((candidate) => candidate.id === cron.repoId)
  if (!cron || !repo || (repo.private && !hasPermissionRow(ctx.user, repo))) {
    throw notFound('cron')
  }
  if (!rightsOn(ctx.user, repo)?.settingsWrite) throw deleteRefused(ctx, repo, cron)
  ctx.state.crons.splice(ctx.state.crons.indexOf(cron), 1)
  return { status: 204, headers: {}, body: '' }
}

/**
 * @param {TravisContext} ctx
 * @param {TravisRepo} repo
 * @param {TravisCron} cron
 */
function deleteRefused(ctx, repo, cron) {
  return new TravisApiError(
    403,
    'insufficient_access',
    'operation requires delete access to cron',
    {
      resource_type: 'cron',
      permission: 'delete',
      cron: renderCron(ctx, repo, cron, 'minimal')
    }
  )
}
