// /repo/{repo}/env_vars and /repo/{repo}/env_var/{id} (docs/travis-api.md#env-vars): a
// repository's environment variables, kept in the order of the repository's settings column.
import { randomUUID } from 'node:crypto'
import { PlainServerError, requireLoginAndRepo, warnUnknownParams } from './params.mjs'
import { TravisApiError, notFound, repoAccessError, resultResponse } from './render.mjs'
import { coerceSettingValue } from './settings.mjs'

/** @typedef {import('./params.mjs').TravisContext} TravisContext */
/** @typedef {import('./state.mjs').TravisRepo} TravisRepo */
/** @typedef {import('./state.mjs').TravisEnvVar} TravisEnvVar */
/** @typedef {import('./render.mjs').Json} Json */
/** @typedef {import('../fake-http.mjs').FakeResponse} FakeResponse */

const FIELDS = ['name', 'value', 'public', 'branch']

/**
 * `renderer/env_var.rb`: standard `id name value public branch`, minimal without `value`; and
 * `model_renderer.rb` leaves `value` out whenever the variable is not public (`public?` of null
 * is false): a private variable never shows its value (docs/travis-api.md#env-private).
 * @param {TravisContext} ctx
 * @param {TravisRepo} repo
 * @param {TravisEnvVar} variable
 * @param {'standard' | 'minimal'} representation
 * @returns {Json}
 */
function renderEnvVar(ctx, repo, variable, representation) {
  return {
    '@type': 'env_var',
    '@href': `/repo/${repo.id}/env_var/${variable.id}`,
    '@representation': representation,
    // `permissions/env_var.rb`: read is repository_settings_read, write create or update.
    ...(representation === 'standard' && {
      '@permissions': {
        read: Boolean(ctx.user?.settingsRead),
        write: Boolean(ctx.user?.settingsWrite)
      }
    }),
    id: variable.id,
    name: variable.name,
    ...(representation === 'standard' && variable.public === true && { value: variable.value }),
    public: variable.public,
    branch: variable.branch
  }
}

/**
 * The prefixed keys the request holds (`queries/env_var.rb` `env_var_params`: only `env_var.*`),
 * each as the model's attributes take it: `public` coerced as Virtus' Boolean does, a value that
 * is not text crashes the encryption (a plain 500, the live tier).
 * @param {TravisContext} ctx
 * @returns {Partial<Omit<TravisEnvVar, 'id'>>}
 */
function givenFields(ctx) {
  /** @type {Record<string, unknown>} */
  const given = {}
  for (const field of FIELDS) {
    const key = `env_var.${field}`
    if (!ctx.params.has(key)) continue
    const raw = ctx.params.get(key)
    if (field === 'public') given.public = raw === null ? null : coerceSettingValue('boolean', raw)
    else if (field === 'value' && raw !== null && typeof raw !== 'string') {
      throw new PlainServerError()
    } else given[field] = raw === undefined ? null : raw
  }
  return given
}

/**
 * @param {TravisRepo} repo
 * @param {string | undefined} id
 * @returns {TravisEnvVar}
 */
function findEnvVar(repo, id) {
  const variable = repo.envVars.find((candidate) => candidate.id === id)
  if (!variable) throw notFound('env_var')
  return variable
}

/**
 * `permissions/env_var.rb` `write?`; the 403 embeds the variable, minimal (the live tier).
 * @param {TravisContext} ctx
 * @param {TravisRepo} repo
 * @param {TravisEnvVar} variable
 */
function requireWrite(ctx, repo, variable) {
  if (ctx.user?.settingsWrite) return
  throw new TravisApiError(
    403,
    'insufficient_access',
    'operation requires write access to env_var',
    {
      resource_type: 'env_var',
      permission: 'write',
      env_var: renderEnvVar(ctx, repo, variable, 'minimal')
    }
  )
}

/**
 * `services/env_vars/for_repository.rb`: every variable at once, never paged, in the order the
 * settings column holds them (docs/travis-api.md#env-vars).
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function listEnvVars(ctx) {
  const { repo } = requireLoginAndRepo(ctx)
  warnUnknownParams(ctx, 'env_var', [])
  return resultResponse(
    200,
    {
      '@type': 'env_vars',
      '@href': ctx.rawQuery === '' ? ctx.path : `${ctx.path}?${ctx.rawQuery}`,
      '@representation': 'standard',
      env_vars: repo.envVars.map((variable) => renderEnvVar(ctx, repo, variable, 'standard'))
    },
    ctx.warnings
  )
}

/**
 * `services/env_vars/create.rb`, `queries/env_vars.rb`, `models/env_var.rb`: create_env_var
 * right, a name (422 "Variable name is required"), unique per (name, branch) (409
 * duplicate_resource); 201. Names are not checked otherwise (docs/travis-api.md#env-create).
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function createEnvVar(ctx) {
  const { repo, user } = requireLoginAndRepo(ctx)
  warnUnknownParams(ctx, 'env_var', FIELDS)
  if (!user.settingsWrite) throw repoAccessError(repo, 'create_env_var')
  const given = givenFields(ctx)
  /** @type {TravisEnvVar} */
  const variable = {
    id: randomUUID(),
    name: /** @type {string} */ (given.name ?? null),
    value: given.value ?? null,
    public: given.public ?? null,
    branch: given.branch ?? null
  }
  if (typeof variable.name !== 'string' || variable.name.trim() === '') {
    throw new TravisApiError(422, 'unprocessable_entity', 'Variable name is required')
  }
  const duplicate = repo.envVars.some(
    (other) => other.name === variable.name && other.branch === variable.branch
  )
  if (duplicate) throw new TravisApiError(409, 'duplicate_resource')
  repo.envVars.push(variable)
  return resultResponse(201, renderEnvVar(ctx, repo, variable, 'standard'), ctx.warnings)
}

/**
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function findEnvVarService(ctx) {
  const { repo } = requireLoginAndRepo(ctx)
  warnUnknownParams(ctx, 'env_var', ['id'])
  const variable = findEnvVar(repo, ctx.name)
  return resultResponse(200, renderEnvVar(ctx, repo, variable, 'standard'), ctx.warnings)
}

/**
 * `services/env_var/update.rb`, `queries/env_var.rb` `update`: the keys given are merged in, and
 * `env_vars.add` removes the variable and appends it again (same id): it moves to the end of the
 * list. No uniqueness check on an update (the live tier: a PATCH may make a second PUB on the
 * same branch).
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function updateEnvVar(ctx) {
  const { repo } = requireLoginAndRepo(ctx)
  warnUnknownParams(ctx, 'env_var', FIELDS)
  const variable = findEnvVar(repo, ctx.name)
  requireWrite(ctx, repo, variable)
  Object.assign(variable, givenFields(ctx))
  repo.envVars.splice(repo.envVars.indexOf(variable), 1)
  repo.envVars.push(variable)
  return resultResponse(200, renderEnvVar(ctx, repo, variable, 'standard'), ctx.warnings)
}

/**
 * `services/env_var/delete.rb`: 204 without a body or content type (as the key pair's delete,
 * the live tier); a second delete is a 404 env_var.
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function deleteEnvVar(ctx) {
  const { repo } = requireLoginAndRepo(ctx)
  warnUnknownParams(ctx, 'env_var', ['id'])
  const variable = findEnvVar(repo, ctx.name)
  requireWrite(ctx, repo, variable)
  repo.envVars.splice(repo.envVars.indexOf(variable), 1)
  return { status: 204, headers: {}, body: '' }
}
