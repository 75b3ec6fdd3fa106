// Pure: the `env:` section beside the server's variables. A variable is identified by (name,
// branch). A public one compares its value and publicness; a private one only its presence and
// publicness (the server never shows its value). What the server has and `env:` does not name is
// an extra, deleted only with prune. A private value is written when the variable is missing,
// when it turns private, or on every run with rewrite-private-env.
import type { DesiredEnvVar } from '../../inputs/parsed.js'
import type { EnvVarBody, EnvVarRecord } from '../../travis/resources/env-vars.js'
import type { EnvAction, EnvChange, EnvComparison, EnvVarState } from './result.js'

/** One write, in the order they are to be sent (creates and updates first, deletes last). */
export interface EnvWrite {
  action: EnvAction
  change: EnvChange
  /** The server's variable for an update, a rewrite or a delete; null for a create. */
  id: string | null
  /** What is sent (a create's or a PATCH's keys); null for a delete. */
  body: EnvVarBody | null
  /**
   * A create of a name made for it (encrypt-file's random names): a variable of that name can be
   * this write's alone, so one found after a lost answer was created, private or not.
   */
  madeForThisWrite?: true
}

export interface EnvPlan {
  comparisons: EnvComparison[]
  drift: EnvComparison[]
  writes: EnvWrite[]
}

export function compareEnvVars(
  desired: readonly DesiredEnvVar[],
  server: readonly EnvVarRecord[],
  options: { prune: boolean; rewritePrivateEnv: boolean }
): EnvPlan {
  const matched = new Set<string>()
  const comparisons: EnvComparison[] = []
  const drift: EnvComparison[] = []
  const writes: EnvWrite[] = []
  for (const variable of desired) {
    const held = server.find(
      (record) =>
        !matched.has(record.id) &&
        record.name === variable.name &&
        record.branch === variable.branch
    )
    if (held) matched.add(held.id)
    const expected = stateOf(variable.public, variable.value)
    // A variable declared private but public on the server: its value is likely the secret being
    // moved into a private one, and check-settings has not read it to mask it, so it is not shown.
    const actual = held ? serverState(held, variable.public) : null
    const comparison: EnvComparison = {
      name: variable.name,
      branch: variable.branch,
      expected,
      actual,
      // Named for the summary: a private value's source, or a public one a dry run found unset.
      ...(variable.public && variable.value !== null ? {} : { fromEnv: variable.fromEnv }),
      id: held?.id ?? null
    }
    comparisons.push(comparison)
    const differs = actual === null || !sameState(expected, actual)
    if (differs) drift.push(comparison)
    const action: EnvAction | null = !held
      ? 'create'
      : differs
        ? 'update'
        : !variable.public && options.rewritePrivateEnv
          ? 'rewrite'
          : null
    if (action !== null) writes.push(writeOf(action, variable, held ?? null, actual))
  }
  for (const record of server.filter((candidate) => !matched.has(candidate.id))) {
    const extra: EnvComparison = {
      name: record.name,
      branch: record.branch,
      expected: null,
      actual: serverState(record),
      id: record.id
    }
    comparisons.push(extra)
    drift.push(extra)
    if (options.prune) {
      writes.push({
        action: 'delete',
        change: { ...where(record), action: 'delete', from: extra.actual, to: null, id: record.id },
        id: record.id,
        body: null
      })
    }
  }
  return { comparisons, drift, writes }
}

/** The variable as the server shows it: a value only when public. */
/** The server's variable as compared and shown; `showValue` false leaves a public one's value out. */
export function serverState(record: EnvVarRecord, showValue = true): EnvVarState {
  return stateOf(record.public === true, showValue ? (record.value ?? null) : null)
}

/** Whether the server's variable is as declared, as far as the server shows it. */
export function sameState(expected: EnvVarState, actual: EnvVarState): boolean {
  return expected.public === actual.public && (!expected.public || expected.value === actual.value)
}

function stateOf(isPublic: boolean, value: string | null): EnvVarState {
  return isPublic ? { public: true, value } : { public: false }
}

function where(variable: { name: string; branch: string | null }) {
  return { name: variable.name, branch: variable.branch }
}

function writeOf(
  action: EnvAction,
  variable: DesiredEnvVar,
  held: EnvVarRecord | null,
  actual: EnvVarState | null
): EnvWrite {
  const value = variable.value ?? ''
  const body: EnvVarBody =
    action === 'create'
      ? {
          'env_var.name': variable.name,
          'env_var.value': value,
          'env_var.public': variable.public,
          ...(variable.branch === null ? {} : { 'env_var.branch': variable.branch })
        }
      : action === 'rewrite'
        ? { 'env_var.value': value }
        : { 'env_var.value': value, 'env_var.public': variable.public }
  return {
    action,
    change: {
      ...where(variable),
      action,
      from: actual,
      to: stateOf(variable.public, variable.value),
      id: held?.id ?? null
    },
    id: held?.id ?? null,
    body
  }
}
