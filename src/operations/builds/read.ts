// One build read and shown: the build with its jobs (travis/resources/builds.ts), its durations
// on the server's clock (travis/server-clock.ts), its page in Travis CI's web app.
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
