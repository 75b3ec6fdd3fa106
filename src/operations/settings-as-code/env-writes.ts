// Variable writes (apply-settings', encrypt-file's), one write each: its caller sends the next
// only once this one has answered (as-code.ts, encrypt-file.ts), as travis-api keeps a repository's
// variables in the settings column that every write rewrites whole, without a lock, so two writes
// in flight lose one while both answer success (docs/travis-api.md#set-lost-updates). A create is
// never sent again blindly (lib/retry.ts write); the variables read back after the writes settle
// a lost answer, and show a write another writer undid. A read-back shows a private variable's
// presence, never its value: a private value written without a clear answer "may have been applied".
import { mayHaveBeenApplied, type WriteOutcome } from '../../lib/write-outcome.js'
import { TravisApiError } from '../../travis/errors.js'
import {
  requestEnvVarDelete,
  isMissingEnvVar,
  requestEnvVarsGet,
  requestEnvVarPatch,
  requestEnvVarPost,
  type EnvVarRecord
} from '../../travis/resources/env-vars.js'
import type { OperationContext } from '../context.js'
import type { EnvChange, FailedWrite, SectionOutcome } from './result.js'
import { ALREADY_GONE, envLabel } from '../../model/env-and-crons.js'
import { sameState, serverState, type EnvWrite } from './env-plan.js'

/** A write's outcome (unknown until the variables are read back), or found already so, and how. */
export type EnvWriteSent = { write: EnvWrite } & (
  WriteOutcome<EnvChange, string> | { kind: 'already'; how: string }
)

/** Why a private value written without a clear answer stays unknown after the read-back. */
const PRIVATE_UNKNOWN =
  'Reading the variables back shows the variable, private, but Travis CI never shows a private value,' +
  ' so the action cannot tell whether the value was written: it may have been applied.' +
  ' Run the step again with rewrite-private-env: true to write it for sure.'

/** What to do about a variable someone else created between the read and the create (HTTP 409). */
const AFTER_CONFLICT = {
  public:
    'run the step again: it compares the variable and writes the declared value if it differs',
  private:
    'Travis CI does not show a private value, so a re-run sees the variable present and keeps it:' +
    ' run the step with rewrite-private-env: true to write the declared value over it'
}

/**
 * A PATCH or a DELETE (retried: sending either again does what the first did), not read back one
 * by one: the variables read back once after the writes (readBackEnvWrites) settle a lost answer.
 */
export async function sendEnvWrite(
  context: OperationContext,
  write: EnvWrite
): Promise<EnvWriteSent> {
  if (write.action === 'create') return create(context, write)
  const { client, runner } = context
  const label = `Variable ${envLabel(write.change)}`
  const deletes = write.action === 'delete'
  let attempts = 0
  const outcome = await client.write<'written' | 'already', string>({
    send: async () => {
      if (deletes) await requestEnvVarDelete(client, write.id ?? '', (n) => (attempts = n))
      else await requestEnvVarPatch(client, write.id ?? '', write.body ?? {})
      return 'written'
    },
    afterFailure: (error) => {
      // A 404 to a repeated delete: the first one went through. To the first: gone already.
      if (isMissingEnvVar(error) && deletes) {
        return { kind: 'done', done: attempts <= 1 ? 'already' : 'written' }
      }
      if (isMissingEnvVar(error)) return { kind: 'refused', failure: DELETED_MEANWHILE }
      // No clear answer: the read-back at the end settles it. A refusal: the server said no.
      const unknown = error instanceof TravisApiError && error.mayHaveLanded
      const refused = `${deletes ? 'not deleted' : 'not written'} (Travis CI refused it): `
      const failure =
        error instanceof TravisApiError
          ? `${unknown ? '' : refused}${error.explanation}`
          : String(error)
      return { kind: unknown ? 'unknown' : 'refused', failure }
    }
  })
  if (outcome.kind !== 'done') {
    runner.info(`${label}: ${outcome.failure}`)
    return { ...outcome, write }
  }
  if (outcome.done === 'already') {
    runner.info(`${label} was already gone.`)
    return { kind: 'already', how: ALREADY_GONE, write }
  }
  const done = deletes
    ? 'deleted (prune)'
    : write.action === 'rewrite'
      ? 'value written again'
      : 'updated'
  runner.info(`${label}: ${done}.`)
  return { kind: 'done', done: write.change, write }
}

const DELETED_MEANWHILE =
  'it was deleted on Travis CI after the action read the variables (HTTP 404); run the step again to create it.'

/**
 * POST once; after any failure, the variables are read (lib/retry.ts write): holding it as
 * declared, the create went through; not there, it is sent again.
 */
async function create(context: OperationContext, write: EnvWrite): Promise<EnvWriteSent> {
  const { client, runner } = context
  const label = `Variable ${envLabel(write.change)}`
  const isPublic = write.change.to?.public === true
  const notCreated = (kind: 'refused' | 'unknown', error: unknown, attempt: number) => {
    const failure = createFailure(error, attempt, isPublic)
    runner.info(`${label}: ${failure}`)
    return { kind, failure }
  }
  const outcome = await client.write<'created' | 'already', string>({
    send: async (attempt) => {
      await requestEnvVarPost(client, write.body ?? {}, attempt)
      runner.info(`${label}: created.`)
      return 'created'
    },
    afterFailure: () => 'read-back',
    readBack: async (error, attempt) => {
      const held = await findCreated(context, write)
      if (held === 'absent') return 'absent'
      const status = error instanceof TravisApiError ? error.status : 0
      const duplicate = status === 409 && attempt === 1
      if (held === 'other' || (duplicate && !isPublic)) return notCreated('refused', error, attempt)
      // Public, its value shows it is as declared.
      if (duplicate) {
        runner.info(
          `${label}: someone else created it after the action read the variables (HTTP 409), and it holds the declared value: nothing to do.`
        )
        return { kind: 'done', done: 'already' }
      }
      if (isPublic || write.madeForThisWrite) {
        runner.info(
          `${label}: the create's answer was lost, but the variable is there now: created.`
        )
        return { kind: 'done', done: 'created' }
      }
      const failure = `the create's answer was lost (${status === 0 ? 'no response' : `HTTP ${status}`}).`
      runner.info(`${label}: ${failure} A private variable of that name is there now.`)
      return { kind: 'unknown', failure }
    },
    unreadable: (error, _, attempt) => notCreated('unknown', error, attempt),
    notLanded: (error, attempt) => notCreated('refused', error, attempt),
    onResend: (delayMs) =>
      runner.info(
        `${label}: the create failed and the variable is not there; sending it again in ${(delayMs / 1000).toFixed(1)} s.`
      )
  })
  if (outcome.kind !== 'done') return { ...outcome, write }
  return outcome.done === 'already'
    ? { kind: 'already', how: 'already so (created meanwhile)', write }
    : { kind: 'done', done: write.change, write }
}

/** Why a create failed; a 409 to the first POST: someone else created it meanwhile. */
function createFailure(error: unknown, attempt: number, isPublic: boolean): string {
  const status = error instanceof TravisApiError ? error.status : 409
  if (status === 409 && attempt === 1) {
    const after = isPublic ? AFTER_CONFLICT.public : AFTER_CONFLICT.private
    return (
      'it was created by someone else after the action read the variables (HTTP 409 duplicate_resource),' +
      ` so the declared value was not written; ${after}.`
    )
  }
  return error instanceof TravisApiError ? error.explanation : String(error)
}

/** The variable the create makes, as declared; 'other' when one is there that differs. */
async function findCreated(
  context: OperationContext,
  write: EnvWrite
): Promise<'found' | 'absent' | 'other'> {
  const held = (await requestEnvVarsGet(context.client)).find(
    (record) => record.name === write.change.name && record.branch === write.change.branch
  )
  if (!held) return 'absent'
  return write.change.to !== null && sameState(write.change.to, serverState(held))
    ? 'found'
    : 'other'
}

/**
 * Reads the variables once after the writes and reports what the server holds: a write it
 * answered but that does not show was undone by another write to the settings column; one whose
 * answer was lost and that shows was applied. When the read fails, the answers stand, with a
 * warning.
 */
export async function readBackEnvWrites(
  context: OperationContext,
  outcomes: readonly EnvWriteSent[]
): Promise<SectionOutcome<EnvChange>> {
  // Named as the log does, and by the server's variable: it may hold two of one (name, branch).
  const named = (write: EnvWrite) => ({
    what: `env ${envLabel(write.change)}`,
    ...(write.id === null ? {} : { id: write.id })
  })
  /** A failure's row: `then`, what the read-back adds; `unknown`, it may have been applied. */
  const failed = (o: { write: EnvWrite; failure: string }, then = '', unknown = false) => ({
    ...named(o.write),
    reason: `${o.failure}${then}`,
    ...(unknown ? { unknown: true as const } : {})
  })
  const done = outcomes.flatMap((o) => (o.kind === 'done' ? [o] : []))
  const unknown = outcomes.flatMap((o) => (o.kind === 'unknown' ? [o] : []))
  const refused = outcomes.flatMap((o) => (o.kind === 'refused' ? [o] : []))
  const alreadySo = outcomes.flatMap((o) =>
    o.kind === 'already' ? [{ ...named(o.write), how: o.how }] : []
  )
  if (done.length === 0 && unknown.length === 0) {
    return { changes: [], failed: refused.map((o) => failed(o)), alreadySo }
  }
  let held: EnvVarRecord[]
  try {
    held = await requestEnvVarsGet(context.client)
  } catch (error) {
    if (!(error instanceof TravisApiError)) throw error
    context.runner.warning(
      `Reading the variables back after the writes failed (${error.explanation}); the writes are reported as the server answered them.`
    )
    const unsettled = ` ${mayHaveBeenApplied({ read: 'the variables' })}`
    const failures = [
      ...unknown.map((o) => failed(o, unsettled, true)),
      ...refused.map((o) => failed(o))
    ]
    return { changes: done.map((o) => o.done), failed: failures, alreadySo }
  }
  const changes: EnvChange[] = []
  const failures: FailedWrite[] = refused.map((o) => failed(o))
  for (const outcome of done) {
    // An answered write stands while the variable is there (a private value cannot be compared).
    if (holds(held, outcome.write) !== 'no') {
      changes.push(outcome.done)
      continue
    }
    const reason =
      "the server answered, but reading the variables back does not show it: another write to this repository's" +
      ' settings replaced it (travis-api rewrites them whole, without a lock); run the step again.'
    context.runner.info(`Variable ${envLabel(outcome.write.change)} did not stick: ${reason}`)
    failures.push({ ...named(outcome.write), reason })
  }
  for (const outcome of unknown) {
    const stuck = holds(held, outcome.write)
    const label = envLabel(outcome.write.change)
    if (stuck === 'yes') {
      context.runner.info(
        `Reading the variables back shows ${label} as intended: the write was applied.`
      )
      changes.push(outcome.write.change)
    } else if (stuck === 'private') {
      context.runner.info(`Variable ${label}: ${PRIVATE_UNKNOWN}`)
      failures.push(failed(outcome, ` ${PRIVATE_UNKNOWN}`, true))
    } else {
      failures.push(failed(outcome, ' Reading the variables back shows it did not land.'))
    }
  }
  return { changes, failed: failures, alreadySo }
}

/**
 * Whether the server holds what the write meant (a delete: the variable is gone): 'yes', 'no',
 * or 'private' when it holds a private variable there, whose value no read-back shows.
 */
function holds(held: readonly EnvVarRecord[], write: EnvWrite): 'yes' | 'no' | 'private' {
  if (write.action === 'delete') return held.some((r) => r.id === write.id) ? 'no' : 'yes'
  const record = held.find((candidate) =>
    write.id === null
      ? candidate.name === write.change.name && candidate.branch === write.change.branch
      : candidate.id === write.id
  )
  const to = write.change.to
  if (record === undefined || to === null || !sameState(to, serverState(record))) return 'no'
  return to.public || write.madeForThisWrite ? 'yes' : 'private'
}
