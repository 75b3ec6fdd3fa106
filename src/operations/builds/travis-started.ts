// The build Travis CI starts itself, from GitHub's webhook, for a commit pushed to a branch or for
// a pull request: found in the repository's builds, newest first, by its commit (the listing has
// no filter by commit: at most 4 pages of 25 a read) or pull request number; waited for while it
// does not exist yet, one request in flight. Meanwhile the repository's requests tell what Travis
// CI made of the push: a request rejected for this commit fails the step at once, with Travis
// CI's message and the request's messages, each with a line also an annotation on the file.
import type { WaitPlan, WaitTarget } from '../../inputs/parsed.js'
import { ActionError } from '../../lib/action-error.js'
import { ABORTED, pause, untilAborted } from '../../lib/abortable.js'
import { plural } from '../../lib/plural.js'
import { requestBuildsGet, type BuildRecord } from '../../travis/resources/builds.js'
import { requestDefaultBranchGet } from '../../travis/resources/repositories.js'
import { requestRequestsGet, type RequestRecord } from '../../travis/resources/requests.js'
import { requestSettingsGet } from '../../travis/resources/settings.js'
import type { OperationContext } from '../context.js'
import { readBuild } from './read.js'
import { rejection } from './rejection.js'
import type { BuildView } from './result.js'
import { elapsed, viewOf } from './views.js'
import { pollDelayMs } from './wait.js'

const PAGE = 25
/** Pages of builds read at most on each look: 100 builds back. */
const PAGES_PER_READ = 4
/** The newest requests read on each look: a push's is among the last few. */
const REQUESTS_READ = 25
const MINUTE_MS = 60_000

type Awaited = Exclude<WaitTarget, { buildId: number } | { branch: string }>

/** What is looked for: how its builds are listed, which build and request are its. */
interface Sought {
  /** `3f2c1a9 on main`, `pull request #12 (at 3f2c1a9)`. */
  words: string
  filter: { branch?: string; eventType?: string }
  build: (build: BuildRecord) => boolean
  request: (request: RequestRecord) => boolean
  /** The setting that makes Travis CI build none of these, when it is false. */
  setting: 'build_pushes' | 'build_pull_requests'
}

/**
 * The newest build of the commit or pull request, as soon as it exists; fails when its request
 * was rejected, when `deadline` passes first, or when `signal` aborts.
 */
export async function awaitTravisBuild(
  context: OperationContext,
  target: Awaited,
  plan: WaitPlan,
  signal: AbortSignal,
  deadline: number
): Promise<BuildView> {
  const sought = await soughtFor(context, target)
  const started = Date.now()
  let newestSeen: number | null = null
  let shownAt = -Infinity
  let request: RequestRecord | undefined
  for (let reads = 1; ; reads++) {
    const found: Looked | typeof ABORTED = await untilAborted(
      lookForBuild(context, sought, newestSeen, signal),
      signal
    )
    if (found === ABORTED) throw cancelled(sought)
    if (found.build !== undefined) return viewOf(context, found.build)
    newestSeen = found.newest ?? newestSeen
    const requests = await untilAborted(
      requestRequestsGet(context.client, REQUESTS_READ, signal),
      signal
    )
    if (requests === ABORTED) throw cancelled(sought)
    request = requests.find(sought.request) ?? request
    if (request?.result === 'rejected') {
      throw await rejection(
        context,
        request,
        `the build request for ${sought.words} (request ${request.id})`
      )
    }
    const built = request?.builds[0]
    if (built !== undefined) return await readBuild(context, built.id, signal)
    const left = deadline - Date.now()
    if (left <= 0) throw await notStarted(context, sought, plan, request)
    if (Date.now() - shownAt >= MINUTE_MS) {
      const took = request === undefined ? '' : ` (its request ${request.id} is ${request.state})`
      context.runner.info(
        `waiting for Travis CI to start a build of ${sought.words}${took}, ${elapsed(Date.now() - started)}`
      )
      shownAt = Date.now()
    }
    await pause(Math.min(left, pollDelayMs(plan.pollSeconds, reads)), signal)
    if (signal.aborted) throw cancelled(sought)
  }
}

async function soughtFor(context: OperationContext, target: Awaited): Promise<Sought> {
  const matches = (sha: string | null | undefined, prefix: string) =>
    prefix === '' || (sha ?? '').toLowerCase().startsWith(prefix)
  if ('pullRequest' in target) {
    const { number, sha } = target.pullRequest
    const refs = [`refs/pull/${number}/merge`, `refs/pull/${number}/head`]
    return {
      words: `pull request #${number}${sha === '' ? '' : ` (at ${sha.slice(0, 7)})`}`,
      filter: { eventType: 'pull_request' },
      build: (build) => build.pull_request_number === number && matches(build.commit?.sha, sha),
      // A request shows no pull request number (renderer/request.rb): its head commit, else the
      // ref of the pull request's merge commit, which travis-api's commit carries.
      request: (request) =>
        request.event_type === 'pull_request' &&
        (sha === '' ? refs.includes(request.commit?.ref ?? '') : matches(request.commit?.sha, sha)),
      setting: 'build_pull_requests'
    }
  }
  const { sha } = target.commit
  const branch =
    target.commit.branch === ''
      ? await requestDefaultBranchGet(context.client)
      : target.commit.branch
  return {
    words: `${sha.slice(0, 7)} on ${branch}`,
    filter: { branch },
    build: (build) => matches(build.commit?.sha, sha),
    request: (request) =>
      request.event_type !== 'pull_request' &&
      request.branch_name === branch &&
      request.commit?.sha !== undefined &&
      matches(request.commit.sha, sha),
    setting: 'build_pushes'
  }
}

/** What one look found: the build, or the newest build id it saw. */
interface Looked {
  build?: BuildRecord
  newest?: number
}

/**
 * One look at the builds, newest first: pages until the build is found, a page is short (the
 * last), a page reaches a build seen on an earlier look (a new build comes first), or 4 pages.
 */
async function lookForBuild(
  context: OperationContext,
  sought: Sought,
  newestSeen: number | null,
  signal: AbortSignal
): Promise<Looked> {
  let newest: number | undefined
  for (let page = 0; page < PAGES_PER_READ; page++) {
    const { builds, listed } = await requestBuildsGet(
      context.client,
      sought.filter,
      { limit: PAGE, offset: page * PAGE },
      signal
    )
    newest ??= listed[0]
    const build = builds.find(sought.build)
    if (build !== undefined) return { build }
    if (listed.length < PAGE || (newestSeen !== null && listed.some((id) => id <= newestSeen)))
      break
  }
  return newest === undefined ? {} : { newest }
}

/**
 * No build by the deadline: what Travis CI made of it, and, when no request came at all, whether a
 * setting of the repository is why (one read of the settings).
 */
async function notStarted(
  context: OperationContext,
  sought: Sought,
  plan: WaitPlan,
  request: RequestRecord | undefined
): Promise<ActionError> {
  const waited = `after ${plural(plan.minutes, 'minute')} ('wait-minutes')`
  if (request !== undefined) {
    const result = request.result ? ` (${request.result})` : ''
    return new ActionError(
      `Travis CI has started no build of ${sought.words} ${waited}: its request ${request.id} is ${request.state}${result}.`
    )
  }
  const off = await requestSettingsGet(context.client)
    .then((settings) => settings.some((s) => s.name === sought.setting && s.value === false))
    .catch(() => false)
  const why = off
    ? ` The repository's setting ${sought.setting} is false: Travis CI builds none of them (set-setting ${sought.setting}: true, or trigger-build).`
    : ' Is the repository active on Travis CI, and does the push reach it (the GitHub app or webhook)?'
  return new ActionError(
    `Travis CI has no request and no build for ${sought.words} ${waited}.${why}`
  )
}

function cancelled(sought: Sought): ActionError {
  return new ActionError(
    `the workflow was cancelled while waiting for Travis CI to start a build of ${sought.words}.`
  )
}
