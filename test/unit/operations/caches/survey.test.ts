// The survey reads the caches and the branches side by side; when one read fails, the other is
// waited for before the failure is thrown, so nothing of the step is left running after it
// (e2e cannot time two answers against each other).
import { describe, expect, it } from 'vitest'
import type { CacheSelection } from '../../../../src/inputs/parsed.js'
import { surveyAndSelect } from '../../../../src/operations/caches/survey.js'
import type { OperationContext } from '../../../../src/operations/context.js'
import { standInContext } from '../../../support/client.js'

const SELECTION: CacheSelection = {
  groups: [],
  match: '',
  olderThanDays: null,
  staleBranches: false
}

/** A context whose client fails the caches listing at once and the branch listing later. */
function failingReads(events: string[]): OperationContext {
  const get = (path: string) => {
    if (path.endsWith('/caches')) {
      events.push('caches failed')
      return Promise.reject(new Error('caches listing failed'))
    }
    return new Promise((_resolve, reject) =>
      setTimeout(() => {
        events.push('branches failed')
        reject(new Error('branch listing failed'))
      }, 20)
    )
  }
  return standInContext({ hostField: 'exists_on_github', get })
}

describe('surveyAndSelect', () => {
  it('a failed caches listing is thrown once the branch listing beside it has settled', async () => {
    const events: string[] = []
    const surveyed = surveyAndSelect(failingReads(events), SELECTION, [], new Date())
    await expect(surveyed).rejects.toThrow('caches listing failed')
    expect(events).toEqual(['caches failed', 'branches failed'])
  })
})
