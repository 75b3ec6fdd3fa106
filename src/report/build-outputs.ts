// The step outputs of the builds operations: the build (id, number, state, page, jobs, duration)
// and the request of a trigger; the listing of list-builds.
import { redactSecrets, safeJson } from '../runtime/mask.js'
import type { BuildResult, BuildsResult } from '../operations/result.js'

export function buildOutputs(result: BuildResult): Record<string, string> {
  const { build, request } = result
  return {
    changed: String(result.changed),
    result: safeJson(build),
    'request-id': request === null ? '' : String(request.id),
    'remaining-requests':
      request === null || request.remainingRequests === null
        ? ''
        : String(request.remainingRequests),
    'build-id': build === null ? '' : String(build.id),
    'build-number': build === null ? '' : redactSecrets(build.number),
    'build-state': build === null ? '' : redactSecrets(build.state),
    'build-url': build?.url ?? '',
    jobs: safeJson((build?.jobs ?? []).map(({ id, number, state }) => ({ id, number, state }))),
    duration: build === null || build.duration === null ? '' : String(build.duration)
  }
}

export function buildsOutputs(result: BuildsResult): Record<string, string> {
  const builds = safeJson(result.builds)
  return {
    changed: String(result.changed),
    result: builds,
    builds,
    count: String(result.builds.length)
  }
}
