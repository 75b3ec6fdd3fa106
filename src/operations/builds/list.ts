// list-builds: a repository's builds, newest first (GET /repo/{repo}/builds, every page of the
// window through pages.ts), filtered by branch, state and event type.
import type { InputsFor } from '../../inputs/parsed.js'
import { plural } from '../../lib/plural.js'
import { fetchPages } from '../../travis/pages.js'
import { buildListing } from '../../travis/resources/builds.js'
import type { OperationContext } from '../context.js'
import { resultBase } from '../result-base.js'
import type { BuildsResult } from './result.js'
import { viewOf } from './views.js'

/**
 * Without 'limit', one page of the newest builds: a repository holds thousands, and what a
 * workflow reads is the last ones ('limit' up to 10,000 reads more).
 */
const DEFAULT_BUILDS_LIMIT = 100

export async function listBuilds(
  context: OperationContext,
  inputs: InputsFor<'list-builds'>
): Promise<BuildsResult> {
  const filters = { branch: inputs.branch, states: inputs.states, eventTypes: inputs.eventTypes }
  const { items, total } = await fetchPages(
    context.runner,
    buildListing(context.client, { ...filters, include: inputs.include }),
    { offset: inputs.offset, limit: inputs.limit ?? DEFAULT_BUILDS_LIMIT }
  )
  // travis-api reads a comma as a list of branches (`fix,cleanup`: the builds of fix and of
  // cleanup, query.rb `list`): such a name is not sent as a filter (buildListing), the branch's
  // own builds are kept of what was listed, and the server's count means nothing.
  const comma = inputs.branch.includes(',')
  const own = comma ? items.filter((build) => build.branch?.name === inputs.branch) : items
  const builds = own.map((build) => viewOf(context, build))
  const counted = comma ? null : total
  context.runner.info(
    `Listed ${plural(builds.length, 'build')}${counted === null || counted === builds.length ? '' : ` of ${counted}`}.`
  )
  const result = { ...resultBase('builds', 'list-builds'), builds, total: counted, filters }
  if (!comma || own.length === items.length) return result
  const note =
    `Travis CI cannot filter builds by a branch name with a comma ('${inputs.branch}'): ` +
    `of the repository's ${plural(items.length, 'build')} read, those of other branches are left out; ` +
    "'limit' counts the builds read."
  context.runner.notice(note)
  return { ...result, notes: [note] }
}
