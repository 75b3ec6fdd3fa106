// apply-settings' cron writes, each sent once the one before has answered (as-code.ts): a POST
// creates a branch's cron or replaces the one it had (answered 200), never sent again blindly (the
// crons are read back first), nor taken as done when its 2xx is another cron (a cache or a confused
// proxy answers so: the crons read back tell what the server holds); a delete (`/cron/{id}`, prune)
// is retried, and a 404 to a repeat means the first one went through; after a lost answer the crons
// are read back (ids are never given twice, so the id tells). Crons have a table of their own, so
// no other write undoes them (docs/travis-api.md#crons).
import { messageOf } from '../../lib/action-error.js'
import { mayHaveBeenApplied, type WriteOutcome } from '../../lib/write-outcome.js'
import { TravisApiError } from '../../travis/errors.js'
import {
  requestCronDelete,
  isMissingCron,
  requestCronPost,
  type CronRecord
} from '../../travis/resources/crons.js'
import type { OperationContext } from '../context.js'
import type { CronChange, CronState, FailedWrite, SectionOutcome } from './result.js'
import { ALREADY_GONE, WRITE_DONE, cronText } from '../../model/env-and-crons.js'
import { cronState, sameCron, type CronWrite } from './cron-plan.js'
import { readCrons } from './crons.js'

/**
 * One cron write, told in the log, as a section's outcome of its own (one entry in one of its
 * lists): a cron's write has read back its own, so nothing is left to settle after the others.
 */
export async function sendCronWrite(
  context: OperationContext,
  write: CronWrite
): Promise<SectionOutcome<CronChange>> {
  const label = `Cron job of branch '${write.change.branch}'`
  const what = `cron '${write.change.branch}'`
  const outcome =
    write.action === 'delete' ? await remove(context, write) : await post(context, write)
  if (outcome.kind === 'done') {
    context.runner.info(`${label}: ${WRITE_DONE[write.action]}.`)
    return { changes: [write.change], failed: [], alreadySo: [] }
  }
  if (outcome.kind === 'already') {
    context.runner.info(`${label}: was already gone.`)
    return { changes: [], failed: [], alreadySo: [{ what, how: ALREADY_GONE }] }
  }
  const cause = explainCronFailure(outcome.failure.error, write.change.branch)
  const reason =
    outcome.kind === 'unknown'
      ? `${cause} ${mayHaveBeenApplied({ read: 'the cron jobs' })}`
      : outcome.failure.readBack === undefined
        ? cause
        : `${cause} ${outcome.failure.readBack}`
  context.runner.info(`${label}: ${reason}`)
  const failed: FailedWrite =
    outcome.kind === 'unknown' ? { what, reason, unknown: true } : { what, reason }
  return { changes: [], failed: [failed], alreadySo: [] }
}

/** The section's outcome: each write's, in the order sent. */
export function cronWritesSettled(
  sent: readonly SectionOutcome<CronChange>[]
): SectionOutcome<CronChange> {
  return {
    changes: sent.flatMap((one) => one.changes),
    failed: sent.flatMap((one) => one.failed),
    alreadySo: sent.flatMap((one) => one.alreadySo)
  }
}

/** A cron write's outcome; `readBack`: what the crons read back show of a write that did not land. */
type CronOutcome = WriteOutcome<true, CronFailure> | { kind: 'already' }
type CronFailure = { error: unknown; readBack?: string }

/** A 2xx whose cron is not the one asked for: no answer to the POST, so the crons are read back. */
class AnswerOfAnotherCron extends Error {
  /** The sentence without its full stop: `the server answered the create of cron 'develop' with …`. */
  readonly answered: string
  constructor(write: CronWrite, answer: CronRecord) {
    const asked = `the ${write.action} of cron '${write.change.branch}'`
    const answered = `the server answered ${asked} with cron '${answer.branch.name}', ${cronText(cronState(answer))}`
    super(`${answered}.`)
    this.answered = answered
  }
}

/** Whether the answer is the cron asked for: on its branch (the POST's path), and as declared. */
function isAnswerTo(answer: CronRecord, branch: string, to: CronState): boolean {
  return answer.branch.name === branch && sameCron(to, cronState(answer))
}

async function post(context: OperationContext, write: CronWrite): Promise<CronOutcome> {
  const { client, runner } = context
  const to = write.change.to
  // cron-plan.ts gives every create and replace its expected cron: a write without one is a bug
  // in the action, never a cron already so.
  if (to === null) throw new Error(`cron write of ${write.change.branch} has no cron to create`)
  return client.write<true, CronFailure>({
    send: async (attempt) => {
      const body = {
        'cron.interval': to.interval,
        'cron.dont_run_if_recent_build_exists': to.dont_run_if_recent_build_exists
      }
      const answer = await requestCronPost(client, write.change.branch, body, attempt)
      if (!isAnswerTo(answer, write.change.branch, to)) throw new AnswerOfAnotherCron(write, answer)
      return true
    },
    // After any failure: the branch's cron as declared is the create done; else it is sent again,
    // but for another cron's answer: the server handled that POST, and the failure says what it holds.
    afterFailure: () => 'read-back',
    readBack: async (error) => {
      const held = await heldCron(context, write.change.branch)
      const label = `Cron job of branch '${write.change.branch}'`
      if (held !== null && sameCron(to, held)) {
        if (error instanceof AnswerOfAnotherCron) {
          runner.info(
            `${label}: ${error.answered}, but reading the cron jobs back shows it as declared.`
          )
        }
        return { kind: 'done', done: true }
      }
      if (!(error instanceof AnswerOfAnotherCron)) return 'absent'
      const shows =
        held === null
          ? `no cron on branch '${write.change.branch}'`
          : `cron '${write.change.branch}', ${cronText(held)}`
      const readBack = `Reading the cron jobs back shows ${shows}: the ${write.action} did not land.`
      return { kind: 'refused', failure: { error, readBack } }
    },
    unreadable: (error) => ({ kind: 'unknown', failure: { error } }),
    notLanded: (error) => ({ kind: 'refused', failure: { error } }),
    onResend: (delayMs) =>
      runner.info(
        `The cron job of branch '${write.change.branch}' is not as declared after a failed request; sending it again in ${(delayMs / 1000).toFixed(1)} s.`
      )
  })
}

/** The branch's cron as the server holds it now; null when it has none. */
async function heldCron(context: OperationContext, branch: string): Promise<CronState | null> {
  const held = (await readCrons(context)).find((cron) => cron.branch.name === branch)
  return held === undefined ? null : cronState(held)
}

/**
 * Done, or 'already' when the cron was gone before this run's delete reached it. After a lost
 * answer, the crons read back tell: the cron gone is deleted, still there is the failure.
 */
async function remove(context: OperationContext, write: CronWrite): Promise<CronOutcome> {
  let attempts = 0
  const outcome = await context.client.write<'deleted' | 'already', CronFailure>({
    // Retried: a delete sent twice deletes once.
    send: async () => {
      await requestCronDelete(context.client, write.id ?? 0, (attempt) => (attempts = attempt))
      return 'deleted'
    },
    afterFailure: (error) => {
      if (isMissingCron(error)) return { kind: 'done', done: attempts > 1 ? 'deleted' : 'already' }
      const mayHaveLanded = error instanceof TravisApiError && error.mayHaveLanded
      return mayHaveLanded ? 'read-back' : { kind: 'refused', failure: { error } }
    },
    readBack: async (error) => {
      if ((await readCrons(context)).some((cron) => cron.id === write.id)) {
        const readBack = 'Reading the cron jobs back shows it is still there.'
        return { kind: 'refused', failure: { error, readBack } }
      }
      const status = error instanceof TravisApiError ? error.status : 0
      context.runner.info(
        `Cron job of branch '${write.change.branch}': the delete's answer was lost` +
          ` (${status === 0 ? 'no response' : `HTTP ${status}`}), but reading the cron jobs back shows it gone.`
      )
      return { kind: 'done', done: 'deleted' }
    },
    unreadable: (error) => ({ kind: 'unknown', failure: { error } })
  })
  if (outcome.kind !== 'done') return outcome
  return outcome.done === 'already' ? { kind: 'already' } : { kind: 'done', done: true }
}

/**
 * The cron's own failures in words a user acts on: a branch Travis CI believes is not on GitHub
 * (422), a branch it does not know at all (404 branch).
 */
function explainCronFailure(error: unknown, branch: string): string {
  if (!(error instanceof TravisApiError)) return messageOf(error)
  if (error.status === 422 && /existing on GitHub/i.test(error.serverMessage ?? '')) {
    return error.withHint(
      `Travis CI believes branch '${branch}' is not on GitHub (its exists_on_github is false),` +
        ' and sets up crons only for branches that are:' +
        ' push the branch (Travis learns it from the next push or sync) or remove it from crons:.'
    ).explanation
  }
  if (error.status === 404 && error.resourceType === 'branch') {
    return error.withHint(
      `Travis CI knows no branch '${branch}' of this repository: it learns a branch when it builds it,` +
        ' so push to it (or run a build) first, or check the name in crons:.'
    ).explanation
  }
  return error.explanation
}
