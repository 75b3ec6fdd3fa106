// The build a single-build operation works on: the one of 'build-id', of 'repo' only (any
// build's id reads and takes writes: `/build/{id}` is a global route), or the newest build of
// 'branch', that branch exactly (travis-api's filter reads `fix,cleanup` as two branches).
import type { BuildTarget } from '../../inputs/parsed.js'
import { ActionError } from '../../lib/action-error.js'
import { describeRepo, isRepo } from '../../model/repository.js'
import { TravisApiError } from '../../travis/errors.js'
import { requestBranchGet } from '../../travis/resources/branches.js'
import { requestBuildGet, requestBuildsGet } from '../../travis/resources/builds.js'
import type { OperationContext } from '../context.js'
import { readBuild } from './read.js'
import { buildLabel, viewOf } from './views.js'
import type { BuildView } from './result.js'

/** The build of 'build-id', or the newest of 'branch', with its jobs. */
export async function findBuild(
  context: OperationContext,
  target: BuildTarget
): Promise<BuildView> {
  if ('buildId' in target) return await buildOfRepo(context, target.buildId)
  const newest = await newestBuildOf(context, target.branch)
  if (newest === null) {
    throw new ActionError(`branch '${target.branch}' has no builds on Travis CI.`)
  }
  return newest
}

/**
 * The newest build of exactly this branch: the one build of the listing filtered by it or, for a
 * name with a comma (which the listing's filter splits into several branches), the branch's own
 * last build (`GET /repo/{repo}/branch/{name}`).
 */
async function newestBuildOf(context: OperationContext, branch: string): Promise<BuildView | null> {
  if (branch.includes(',')) {
    const id = (await requestBranchGet(context.client, branch)).last_build?.id
    return id === undefined ? null : await readBuild(context, id)
  }
  const { builds } = await requestBuildsGet(context.client, { branch }, { limit: 1, offset: 0 })
  const [newest] = builds
  return newest === undefined ? null : viewOf(context, newest)
}

/** The build of 'build-id', refused (before anything is written or followed) when not of 'repo'. */
async function buildOfRepo(context: OperationContext, id: number): Promise<BuildView> {
  const build = await requestBuildGet(context.client, id).catch((error: unknown) => {
    if (error instanceof TravisApiError && error.status === 404) {
      throw error.withHint(
        "Check 'build-id': the number in the build's URL on Travis CI, of a build the token can see."
      )
    }
    throw error
  })
  const view = viewOf(context, build)
  const { repository } = build
  if (!isRepo(context.client.repo, repository)) {
    throw new ActionError(
      `${buildLabel(view)} is a build of ${repository.slug} (repository #${repository.id}), ` +
        `not of ${describeRepo(context.client.repo)} ('repo'): it is left alone; check 'build-id'.`
    )
  }
  return view
}
