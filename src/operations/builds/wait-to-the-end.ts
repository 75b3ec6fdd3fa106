// A wait to the end: the build followed (wait.ts) with the logs of its jobs read as each finishes
// (job-logs.ts), then what its end means for the step (conclude.ts).
import type { WaitPlan } from '../../inputs/parsed.js'
import type { OperationContext } from '../context.js'
import { concludeWaitCancellingOnAbort } from './conclude.js'
import { JobLogs } from './job-logs.js'
import type { BuildView, JobLogView } from './result.js'
import { followBuild, type FollowOptions, type Waited } from './wait.js'

/** What a build's result holds when the run did not wait, read logs or restart jobs. */
export function notWaited(): {
  request: null
  waitEnd: null
  logs: JobLogView[]
  restartedJobs: null
} {
  return { request: null, waitEnd: null, logs: [], restartedJobs: null }
}

/** What a wait adds to a build's result: the build as it ended, how, its logs, and any failure. */
export interface WaitedResult {
  build: BuildView
  waitEnd: Waited['end']
  logs: JobLogView[]
  pending?: 'restart' | 'cancel'
  failure?: string
  failedCheck?: true
}

/** Follows the build to its end (wait.ts), reading its logs as it goes, and concludes. */
export async function waitToTheEnd(
  context: OperationContext,
  build: BuildView,
  plan: WaitPlan,
  signal: AbortSignal,
  options: Omit<FollowOptions, 'logs'> = {}
): Promise<WaitedResult> {
  const logs = new JobLogs(context, plan)
  const waited = await followBuild(context, build, plan, signal, { ...options, logs })
  const {
    build: readBack,
    pending,
    ...verdict
  } = await concludeWaitCancellingOnAbort(context, waited, plan, logs.views)
  return {
    build: readBack ?? waited.build,
    waitEnd: waited.end,
    logs: logs.views,
    ...(waited.restartPending ? { pending: 'restart' as const } : {}),
    ...(pending === undefined ? {} : { pending }),
    ...verdict
  }
}
