// /repo/{repo}/env_vars and /repo/{repo}/env_var/{id} (travis-api `services/env_vars/*`,
// `services/env_var/*`, docs/travis-api.md#env-vars): a variable as the server renders it, the
// shapes, and the calls. Ids are UUIDs. A private variable comes without a `value` key
// (`model_renderer.rb`), and every write rewrites the repository's settings column whole
// (docs/travis-api.md#set-lost-updates): callers send them one at a time.
import type { TravisClient } from '../client.js'
import { TravisApiError } from '../errors.js'
import { arrayOf, flag, nullable, object, optional, shape, text, textOrNull } from '../shapes.js'

/** A variable as the server renders it: `value` only when public (null when it has none). */
export interface EnvVarRecord {
  id: string
  name: string
  /** Absent for a private variable: the server never shows its value. */
  value?: string | null
  /** null for a variable created without `public` (the server treats it as private). */
  public: boolean | null
  /** null: every branch. */
  branch: string | null
}

/** What a create or an update sends: the dotted keys travis-api reads (`env_var_params`). */
export type EnvVarBody = {
  'env_var.name'?: string
  'env_var.value'?: string
  'env_var.public'?: boolean
  'env_var.branch'?: string
}

const ENV_VAR_FIELDS = {
  id: text,
  name: text,
  value: optional(nullable(text)),
  public: nullable(flag),
  branch: textOrNull
}

export const ENV_VARS = shape(
  'an environment variable list',
  'env_vars: a list of {id, name, public, branch, value when public}',
  object({ env_vars: arrayOf(object(ENV_VAR_FIELDS)) })
)

export const ENV_VAR = shape(
  'an environment variable',
  'id, name, public, branch, value when public',
  object(ENV_VAR_FIELDS)
)

/** The list is never paged (docs/travis-api.md#env-vars). */
export async function requestEnvVarsGet(client: TravisClient): Promise<EnvVarRecord[]> {
  type Body = { env_vars: EnvVarRecord[] }
  const body = await client.get<Body>(`${client.repositoryPath}/env_vars`, ENV_VARS)
  return body.env_vars.map(envVarFields)
}

/** One POST attempt (201): a create is never sent again blindly. */
export async function requestEnvVarPost(
  client: TravisClient,
  body: EnvVarBody,
  attempt: number
): Promise<EnvVarRecord> {
  const path = `${client.repositoryPath}/env_vars`
  return envVarFields(
    await client.send<EnvVarRecord>('POST', path, ENV_VAR, { body, once: attempt })
  )
}

/** PATCH merges the keys sent into the variable; retried within the budget (same body, same result). */
export async function requestEnvVarPatch(
  client: TravisClient,
  id: string,
  body: EnvVarBody
): Promise<EnvVarRecord> {
  const path = envVarPath(client, id)
  return envVarFields(
    await client.send<EnvVarRecord>('PATCH', path, ENV_VAR, { body, retried: true })
  )
}

/**
 * DELETE, answered 204 without a body. `attempted` is told each attempt's number, so a 404 on a
 * repeat can be told from one on the first try.
 */
export async function requestEnvVarDelete(
  client: TravisClient,
  id: string,
  attempted: (attempt: number) => void = () => {}
): Promise<void> {
  await client.send('DELETE', envVarPath(client, id), null, { retried: true, attempted })
}

/** A 404 about the variable itself, not about the repository: it is gone. */
export function isMissingEnvVar(error: unknown): boolean {
  return error instanceof TravisApiError && error.status === 404 && error.resourceType === 'env_var'
}

function envVarPath(client: TravisClient, id: string): string {
  return `${client.repositoryPath}/env_var/${encodeURIComponent(id)}`
}

/** The fields the action reads, without the server's `@`-metadata. */
function envVarFields(record: EnvVarRecord): EnvVarRecord {
  const { id, name, branch } = record
  const base = { id, name, public: record.public, branch }
  return 'value' in record ? { ...base, value: record.value } : base
}
