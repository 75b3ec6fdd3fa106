// One build read and shown: the build with its jobs (travis/resources/builds.ts), made the view
// the operations return by views.ts (its durations on the server's clock, its page in the web app).
import { requestBuildGet } from '../../travis/resources/builds.js'
import type { OperationContext } from '../context.js'
import type { BuildView } from './result.js'
import { viewOf } from './views.js'

/** The build `id` as the server holds it now; `signal` ends the read and its retries. */
export async function readBuild(
  context: OperationContext,
  id: number,
  signal?: AbortSignal
): Promise<BuildView> {
  const build = await requestBuildGet(context.client, id, signal)
  return viewOf(context, build)
}
