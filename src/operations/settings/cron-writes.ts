// apply-settings' cron writes, one after another: a POST creates a branch's cron or replaces the
// one it had (answered 200), never sent again blindly (the crons are read back first); a delete
// (`/cron/{id}`, prune) is retried, and a 404 to a repeat means the first one went through; after
// a lost answer the crons are read back (ids are never given twice, so the id tells). Crons have a
// table of their own, so no other write undoes them (docs/travis-api.md#crons).
import { createOnce, type ReadBack } from '../../lib/retry.js'
import { TravisApiError, classifyTravisFailure } from '../../travis/errors.js'
import {
  requestCronDelete,
  isMissingCron,
  requestCronPost,
  type CronRecord
} from '../../travis/resources/crons.js'
import type { OperationContext } from '../context.js'
import type { CronChange } from '../result.js'
import { ALREADY_GONE, WRITE_DONE } from '../../model/env-and-crons.js'
import { cronState, sameCron, type CronWrite } from './cron-plan.js'
import { readCrons } from './crons.js'
import type { WritesOutcome } from './env-writes.js'

export async function applyCronWrites(
  context: OperationContext,
  writes: readonly CronWrite[]
): Promise<WritesOutcome<CronChange>> {
  const changes: CronChange[] = []
  const failed: Array<{ what: string; reason: string }> = []
  const alreadySo: Array<{ what: string; how: string }> = []
  for (const write of writes) {
    const label = `Cron job of branch '${write.change.branch}'`
    try {
      const done =
        write.action === 'delete' ? await remove(context, write) : await post(context, write)
      if (done) changes.push(write.change)
      else alreadySo.push({ what: `cron '${write.change.branch}'`, how: ALREADY_GONE })
      context.runner.info(`${label}: ${done ? WRITE_DONE[write.action] : 'was already gone'}.`)
    } catch (error) {
      const reason =
        error instanceof UnsettledCronWrite
          ? `${explainCronFailure(error.failure, write.change.branch)} Reading the cron jobs back failed too, so it may have been applied; check it before running again.`
          : error instanceof CronStillThere
            ? `${explainCronFailure(error.failure, write.change.branch)} Reading the cron jobs back shows it is still there.`
            : explainCronFailure(error, write.change.branch)
      context.runner.info(`${label}: ${reason}`)
      failed.push({ what: `cron '${write.change.branch}'`, reason })
    }
  }
  return { changes, failed, alreadySo }
}

async function post(context: OperationContext, write: CronWrite): Promise<boolean> {
  const { client, runner } = context
  const to = write.change.to
  if (to === null) return false
  const outcome = await createOnce({
    policy: client.retryPolicy,
    create: (attempt) =>
      requestCronPost(
        client,
        write.change.branch,
        {
          'cron.interval': to.interval,
          'cron.dont_run_if_recent_build_exists': to.dont_run_if_recent_build_exists
        },
        attempt
      ),
    findCreated: () => findCreated(context, write),
    classify: classifyTravisFailure,
    onResend: (delayMs) =>
      runner.info(
        `The cron job of branch '${write.change.branch}' is not as declared after a failed request; sending it again in ${(delayMs / 1000).toFixed(1)} s.`
      )
  })
  if (!outcome.ok && outcome.lastReadBack === 'unreadable') {
    throw new UnsettledCronWrite(outcome.error)
  }
  if (!outcome.ok) throw outcome.error
  return true
}

/** A POST that failed and whose read back failed too: it may have been applied. */
class UnsettledCronWrite extends Error {
  constructor(readonly failure: unknown) {
    super('unsettled cron write')
  }
}

/** The branch's cron as declared, after a failed POST; 'absent' when it is not (yet) so. */
async function findCreated(
  context: OperationContext,
  write: CronWrite
): Promise<ReadBack<CronRecord>> {
  const held = (await readCrons(context)).find((cron) => cron.branch.name === write.change.branch)
  return held && write.change.to !== null && sameCron(write.change.to, cronState(held))
    ? { found: held }
    : 'absent'
}

/**
 * true when deleted; false when it was gone before this run's delete reached it. After a lost
 * answer, the crons read back tell: the cron gone is deleted, still there is the failure.
 */
async function remove(context: OperationContext, write: CronWrite): Promise<boolean> {
  let attempts = 0
  try {
    await requestCronDelete(context.client, write.id ?? 0, (attempt) => (attempts = attempt))
    return true
  } catch (error) {
    if (isMissingCron(error)) return attempts > 1
    if (!(error instanceof TravisApiError) || !error.mayHaveLanded) throw error
    const crons = await readCrons(context).catch(() => null)
    if (crons === null) throw new UnsettledCronWrite(error)
    if (crons.some((cron) => cron.id === write.id)) throw new CronStillThere(error)
    context.runner.info(
      `Cron job of branch '${write.change.branch}': the delete's answer was lost (${error.status === 0 ? 'no response' : `HTTP ${error.status}`}), but reading the cron jobs back shows it gone.`
    )
    return true
  }
}

/** A DELETE that failed and whose cron the read-back still shows: it did not land. */
class CronStillThere extends Error {
  constructor(readonly failure: unknown) {
    super('cron still there')
  }
}

/**
 * The cron's own failures in words a user acts on: a branch Travis CI believes is not on GitHub
 * (422), a branch it does not know at all (404 branch).
 */
function explainCronFailure(error: unknown, branch: string): string {
  if (!(error instanceof TravisApiError))
    return error instanceof Error ? error.message : String(error)
  if (error.status === 422 && /existing on GitHub/i.test(error.serverMessage ?? '')) {
    return error.withHint(
      `Travis CI believes branch '${branch}' is not on GitHub (its exists_on_github is false), and sets up crons only for branches that are: push the branch (Travis learns it from the next push or sync) or remove it from crons:.`
    ).explanation
  }
  if (error.status === 404 && error.resourceType === 'branch') {
    return error.withHint(
      `Travis CI knows no branch '${branch}' of this repository: it learns a branch when it builds it, so push to it (or run a build) first, or check the name in crons:.`
    ).explanation
  }
  return error.explanation
}
