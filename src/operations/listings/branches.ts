// list-branches: filters, sorting, and every page (travis/resources/branches.ts, travis/pages.ts:
// the first page tells the total, the remaining pages are then fetched side by side), digested as
// they arrive (branch-digest.ts).
import type { InputsFor } from '../../inputs/parsed.js'
import { streamPages } from '../../travis/pages.js'
import { branchListing, withHostField } from '../../travis/resources/branches.js'
import { plural } from '../../lib/plural.js'
import { BranchDigest } from './branch-digest.js'
import type { OperationContext } from '../context.js'
import { resultBase } from '../result-base.js'
import type { BranchesResult } from './result.js'

export async function listBranches(
  context: OperationContext,
  inputs: InputsFor<'list-branches'>
): Promise<BranchesResult> {
  const digest = new BranchDigest()
  const { total } = await streamPages(
    context.runner,
    branchListing(context.client, inputs),
    inputs,
    (page) => digest.add(page.map(withHostField))
  ).catch((error: unknown) => {
    // No half-written result file is left behind.
    digest.discard()
    throw error
  })
  const listing = digest.finish()
  context.runner.info(
    `Listed ${plural(listing.count, 'branch', 'branches')}${total === null ? '' : ` of ${total}`}.`
  )
  return {
    ...resultBase('branches', 'list-branches'),
    ...listing,
    total
  }
}
