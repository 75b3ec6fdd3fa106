// Reads sent side by side (the pages of a listing, a cache listing beside the branch list): when
// one of them fails for good, the step fails with that request's error once the others have
// settled, and no partial result is given as if it were whole.
import { afterAll, describe, expect, it } from 'vitest'
import {
  REPO,
  REPO_PATH,
  closeFakes,
  expectFailure,
  fakeTravis,
  requestLines,
  run
} from '../helpers.js'

afterAll(closeFakes)

describe.concurrent('a read that fails beside others', () => {
  it('list-branches: a later page answered 500 fails the step naming it; no listing is output', async () => {
    const fake = await fakeTravis()
    // An unhandled exception of the server: 500 text/plain (docs/travis-api.md#err-plain).
    fake.failNext({ method: 'GET', pathIncludes: 'offset=100', status: 500 })
    const result = await run(fake, { operation: 'list-branches' })
    expectFailure(
      result,
      'list-branches',
      REPO,
      `GET ${REPO_PATH}/branches?limit=100&offset=100 failed with HTTP 500`,
      'Sorry, we experienced an error.'
    )
    // The first page tells the count; the other two go out side by side, and both were sent.
    expect(requestLines(fake).sort()).toEqual(
      [
        `GET ${REPO_PATH}/branches?limit=100&offset=0`,
        `GET ${REPO_PATH}/branches?limit=100&offset=100`,
        `GET ${REPO_PATH}/branches?limit=100&offset=200`
      ].sort()
    )
    expect(result.outputs.branches).toBeUndefined()
    expect(result.outputs.count).toBeUndefined()
  })

  it('list-caches: the branch list failing beside the cache listing fails the step naming it', async () => {
    const fake = await fakeTravis()
    fake.failNext({ method: 'GET', pathIncludes: '/branches', status: 500 })
    const result = await run(fake, { operation: 'list-caches' })
    expectFailure(
      result,
      'list-caches',
      REPO,
      `GET ${REPO_PATH}/branches`,
      'HTTP 500',
      'Sorry, we experienced an error.'
    )
    const lines = requestLines(fake)
    expect(lines.filter((line) => line.startsWith(`GET ${REPO_PATH}/caches`))).toHaveLength(1)
    expect(lines.filter((line) => line.startsWith(`GET ${REPO_PATH}/branches`))).toHaveLength(1)
    expect(result.outputs.caches).toBeUndefined()
  })
})
