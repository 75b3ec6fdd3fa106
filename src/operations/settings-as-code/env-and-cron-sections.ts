// The env: and crons: sections of 'desired-settings', and their words: a chunk of dist/ of its own
// that as-code.ts loads only for an input that has one of them (docs/decisions/0001-lazy-chunks.md).
// Each is compared by a pure planner (env-plan.ts, cron-plan.ts) and written one write at a time
// (env-writes.ts, read back at the end; cron-writes.ts, each write reading back its own). A private
// value never appears: a private variable is named by its name and branch only. Each section is a
// class implementing Section, so that a call through the interface (as-code.ts) leads to it.
import { plural } from '../../lib/plural.js'
import {
  CRON_STOPPED,
  UNSET_PUBLIC,
  WRITE_DONE,
  cronText,
  envLabel
} from '../../model/env-and-crons.js'
import type { CronRecord } from '../../travis/resources/crons.js'
import { requestEnvVarsGet, type EnvVarRecord } from '../../travis/resources/env-vars.js'
import type { OperationContext } from '../context.js'
import { compareCrons, type CronWrite } from './cron-plan.js'
import { cronWritesSettled, sendCronWrite } from './cron-writes.js'
import { readCrons } from './crons.js'
import { compareEnvVars, type EnvWrite } from './env-plan.js'
import { readBackEnvWrites, sendEnvWrite, type EnvWriteSent } from './env-writes.js'
import type {
  CronChange,
  CronComparison,
  EnvChange,
  EnvComparison,
  EnvVarState,
  SectionOutcome
} from './result.js'
import type { CompareOptions, DesiredOf, Section } from './section.js'

class EnvSection implements Section<'env'> {
  readonly key = 'env'
  read(context: OperationContext) {
    return requestEnvVarsGet(context.client)
  }
  compare(desired: DesiredOf<'env'>, held: EnvVarRecord[], options: CompareOptions) {
    return compareEnvVars(desired, held, options)
  }
  write(context: OperationContext, write: EnvWrite) {
    return sendEnvWrite(context, write)
  }
  readBack(context: OperationContext, sent: readonly EnvWriteSent[]) {
    return readBackEnvWrites(context, sent)
  }
  readonly words: Section<'env'>['words'] = {
    compared: (compared, prune) => comparedLine(compared, prune, 'declared variable', envLabel),
    dryRun: (change, { comparisons }) => {
      const source = valueSource(change, comparisons)
      if (source === null) {
        return `Dry run: variable ${envLabel(change)} would be ${WRITE_DONE[change.action]}.`
      }
      const visibility = change.to?.public ? 'public' : 'private'
      return `Dry run: would ${PRIVATE_WRITE[change.action]} ${visibility} ${envLabel(change)} from ${source}.`
    },
    drift: (comparison) => `env ${envLabel(comparison)} ${envDrift(comparison)}`,
    applied: (change) => `env ${envLabel(change)} (${change.action})`,
    notDone: (what) => what
  }
}

class CronSection implements Section<'crons'> {
  readonly key = 'crons'
  read(context: OperationContext) {
    return readCrons(context)
  }
  compare(desired: DesiredOf<'crons'>, held: CronRecord[], options: CompareOptions) {
    return compareCrons(desired, held, options)
  }
  write(context: OperationContext, write: CronWrite) {
    return sendCronWrite(context, write)
  }
  // Each cron write has read back its own: crons have a table of their own, no other write undoes them.
  readBack(_context: OperationContext, sent: readonly SectionOutcome<CronChange>[]) {
    return Promise.resolve(cronWritesSettled(sent))
  }
  readonly words: Section<'crons'>['words'] = {
    compared: (compared, prune) =>
      comparedLine(
        compared,
        prune,
        'declared cron job',
        (cron) => `'${cron.branch}'`,
        (cron) => {
          const stopped = cron.actual?.active === false ? ` (${CRON_STOPPED})` : ''
          return `'${cron.branch}'${stopped}`
        }
      ),
    dryRun: (change) =>
      `Dry run: the cron job of branch '${change.branch}' would be ${WRITE_DONE[change.action]}.`,
    drift: (comparison) => `cron '${comparison.branch}' ${cronDrift(comparison)}`,
    applied: (change) => `cron '${change.branch}' (${change.action})`,
    notDone: (what) => what
  }
}

export const envSection: Section<'env'> = new EnvSection()
export const cronSection: Section<'crons'> = new CronSection()

/** How many declared entries differ, and the extras the server has. */
function comparedLine<C extends { expected: unknown }>(
  { comparisons, drift }: { comparisons: C[]; drift: C[] },
  prune: boolean,
  noun: string,
  label: (comparison: C) => string,
  differing = label
): string {
  const named = comparisons.filter((c) => c.expected !== null)
  const differ = drift.filter((c) => c.expected !== null)
  const extras = drift.filter((c) => c.expected === null)
  const verb = differ.length === 1 ? 'differs' : 'differ'
  const which = differ.length ? `: ${differ.map(differing).join(', ')}` : ''
  const kept = prune ? 'prune is true: they go' : 'prune is false: they stay'
  const more = extras.length
    ? ` ${extras.length} more on the server (${extras.map(label).join(', ')}); ${kept}.`
    : ''
  return `${differ.length} of ${plural(named.length, noun)} ${verb}${which}.${more}`
}

const PRIVATE_WRITE = {
  create: 'create',
  update: 'update',
  rewrite: 'write again',
  delete: 'delete'
} as const

/**
 * Where a value a dry run would write but has not read comes from: a private one is not read (a
 * pull request plans without the secret), a public one not when its variable is unset; the plan
 * names the step's variable instead. null when the change writes a value the plan holds.
 */
function valueSource(change: EnvChange, comparisons: EnvComparison[]): string | null {
  if (change.action === 'delete' || change.to === null) return null
  if (change.to.public && change.to.value !== null) return null
  const declared = comparisons.find(
    (c) => c.expected !== null && c.name === change.name && c.branch === change.branch
  )
  if (change.to.public) return `${declared?.fromEnv} (${UNSET_PUBLIC})`
  return declared?.fromEnv ? `${declared.fromEnv} (not read in a dry run)` : 'its inline value'
}

function envDrift({ expected, actual }: EnvComparison): string {
  if (expected === null) return 'is on the server but not in env: (prune is true)'
  if (actual === null) return 'is missing'
  if (expected.public !== actual.public) {
    return `is ${visibility(actual)}, expected ${visibility(expected)}`
  }
  return `is ${JSON.stringify(actual.value ?? null)}, expected ${JSON.stringify(expected.value ?? null)}`
}

function visibility(state: EnvVarState): string {
  return state.public ? 'public' : 'private'
}

function cronDrift({ expected, actual }: CronComparison): string {
  if (expected === null) return 'is on the server but not in crons: (prune is true)'
  if (actual === null) return 'is missing'
  return `is ${cronText(actual)}, expected ${cronText(expected)}`
}
