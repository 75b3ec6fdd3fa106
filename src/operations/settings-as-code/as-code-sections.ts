// The env: and crons: sections of 'desired-settings', a chunk of dist/ of its own that as-code.ts
// loads only for an input that has them: their reads, side by side, compared (env-plan.ts,
// cron-plan.ts), and their writes, strictly one after another, read back (env-writes.ts,
// cron-writes.ts).
import type { DesiredState } from '../../inputs/parsed.js'
import { requestEnvVarsGet } from '../../travis/resources/env-vars.js'
import type { OperationContext } from '../context.js'
import { compareCrons, type CronPlan } from './cron-plan.js'
import { applyCronWrites } from './cron-writes.js'
import { readCrons } from './crons.js'
import { compareEnvVars, type EnvPlan } from './env-plan.js'
import { applyEnvWrites } from './env-writes.js'
import type { Done, Plans } from './words.js'

export async function readSectionPlans(
  context: OperationContext,
  desired: DesiredState,
  { prune, rewritePrivateEnv }: { prune: boolean; rewritePrivateEnv: boolean }
): Promise<{ env: EnvPlan | null; crons: CronPlan | null }> {
  const [env, crons] = await Promise.all([
    desired.env === null
      ? null
      : requestEnvVarsGet(context.client).then((records) =>
          compareEnvVars(desired.env ?? [], records, { prune, rewritePrivateEnv })
        ),
    desired.crons === null
      ? null
      : readCrons(context).then((records) => compareCrons(desired.crons ?? [], records, { prune }))
  ])
  return { env, crons }
}

/** The variables' writes, then the cron jobs'; each section's outcome. */
export async function applySectionWrites(
  context: OperationContext,
  plans: Plans
): Promise<Pick<Done, 'env' | 'crons'>> {
  const env = await applyEnvWrites(context, plans.env?.writes ?? [])
  const crons = await applyCronWrites(context, plans.crons?.writes ?? [])
  return { env, crons }
}
