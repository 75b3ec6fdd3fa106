// restart-build with 'jobs: failed': POST /job/{id}/restart (202, queued for travis-hub) for each
// job that failed, errored or was canceled and may not fail, one at a time, each under the rules
// of a build restart: a lost answer is settled by reading the build (the job no longer as it was:
// restarted), never by sending again, which would restart it a second time.
import { ActionError } from '../../lib/action-error.js'
import type { WriteOutcome } from '../../lib/write-outcome.js'
import { TravisApiError } from '../../travis/errors.js'
import { conflictOf } from '../../travis/resources/builds.js'
import { requestJobRestartPost } from '../../travis/resources/jobs.js'
import type { OperationContext } from '../context.js'
import { explainRefusal, mayHaveLanded, readBack } from './build-writes.js'
import type { BuildView, JobView } from './result.js'
import { jobLabel } from './views.js'

/**
 * Restarts `jobs` of `build` one after another. `restarted`: those Travis CI took (or a read-back
 * shows restarted); a refused or unsettled one ends the run of them, and is the failure.
 */
export async function restartJobs(
  context: OperationContext,
  build: BuildView,
  jobs: JobView[]
): Promise<{ restarted: number[]; failure?: unknown }> {
  const restarted: number[] = []
  for (const job of jobs) {
    const outcome = await restartJob(context, build, job)
    if (outcome.kind !== 'done') {
      const done =
        restarted.length === 0 ? 'none was restarted' : `${restarted.length} restarted before it`
      context.runner.info(`The restarts stopped at ${jobLabel(job)} (${done}).`)
      return { restarted, failure: outcome.failure }
    }
    restarted.push(job.id)
    context.runner.info(`Restart of ${jobLabel(job)} (${job.state}) accepted by Travis CI.`)
  }
  return { restarted }
}

async function restartJob(
  context: OperationContext,
  build: BuildView,
  job: JobView
): Promise<WriteOutcome<true>> {
  return context.client.write<true>({
    send: async (attempt) => {
      await requestJobRestartPost(context.client, job.id, attempt)
      return true
    },
    afterFailure: (error) => {
      if (conflictOf(error) === 'job_already_running') {
        const failure = new ActionError(
          `${jobLabel(job)} is running again (Travis CI: job_already_running): it was restarted meanwhile, or is still going.`
        )
        return { kind: 'refused', failure }
      }
      return mayHaveLanded(error)
        ? 'read-back'
        : { kind: 'refused', failure: explainRefusal(error, 'restart') }
    },
    // Never 'absent': a restart is not sent again.
    readBack: async (lost) => {
      const error = lost as TravisApiError
      const now = await readBack(context, build, error, `the restart of ${jobLabel(job)}`)
      if ('kind' in now) return now
      const shown = now.jobs.find((candidate) => candidate.id === job.id)
      if (
        shown !== undefined &&
        (shown.state !== job.state || shown.finished_at !== job.finished_at)
      ) {
        context.runner.info(
          `${error.message} ${jobLabel(job)} shows ${shown.state} now: the restart was applied.`
        )
        return { kind: 'done', done: true }
      }
      const failure = new ActionError(
        `${error.message} The restart of ${jobLabel(job)} may have been applied all the same: ` +
          `Travis CI queues restarts, and the job still shows ${shown?.state ?? 'nothing'}; ` +
          'look at it on Travis CI before restarting again (a second restart would restart it again).'
      )
      return { kind: 'unknown', failure }
    }
  })
}
