// list-env-vars: the repository's environment variables (one GET, never paged). A private
// variable comes without its value: the server never shows one, and neither does the action.
import type { InputsFor } from '../../inputs/parsed.js'
import { requestEnvVarsGet, type EnvVarRecord } from '../../travis/resources/env-vars.js'
import type { OperationContext } from '../context.js'
import { resultBase } from '../result-base.js'
import type { EnvVarView, EnvVarsResult } from './result.js'
import { plural } from '../../lib/plural.js'

export async function listEnvVars(
  context: OperationContext,
  inputs: InputsFor<'list-env-vars'>
): Promise<EnvVarsResult> {
  const records = await requestEnvVarsGet(context.client)
  const envVars = records.map(envVarView)
  const hidden = envVars.filter((variable) => !variable.public).length
  context.runner.info(
    `Read ${plural(envVars.length, 'environment variable')}${hidden === 0 ? '' : `, ${hidden} of them private (the server never shows their values)`}.`
  )
  return { ...resultBase('env-vars', inputs.operation), envVars }
}

/**
 * `{name, public, branch, value}`, `value` only for a public variable. A variable created
 * without `public` (null) is private to the server (`public?` is false), so it is here too.
 */
export function envVarView(record: EnvVarRecord): EnvVarView {
  const isPublic = record.public === true
  const view: EnvVarView = { name: record.name, public: isPublic, branch: record.branch }
  return isPublic ? { ...view, value: record.value ?? null } : view
}
