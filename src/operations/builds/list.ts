// list-builds: a repository's builds, newest first (GET /repo/{repo}/builds, every page of the
// window through pages.ts), filtered by branch, state and event type.
import type { InputsFor } from '../../inputs/parsed.js'
import { plural } from '../../lib/plural.js'
import { fetchPages } from '../../travis/pages.js'
import { buildListing } from '../../travis/resources/builds.js'
import type { OperationContext } from '../context.js'
import { resultBase } from '../result-base.js'
import type { BuildsResult } from './result.js'
import { buildView } from './views.js'

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
  const builds = items.map((build) => buildView(build, context.buildUrl(build.id)))
  context.runner.info(
    `Listed ${plural(builds.length, 'build')}${total === null || total === builds.length ? '' : ` of ${total}`}.`
  )
  return { ...resultBase('builds', 'list-builds'), builds, total, filters }
}
