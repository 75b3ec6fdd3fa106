// Which pull request a run's plan comment goes to, and whether its token can write it: a fork's
// or Dependabot's pull_request run has a read-only github.token; pull_request_target runs with
// the base repository's.
import { describe, expect, it } from 'vitest'
import { pullRequestOf } from '../../../src/github/plan-comment.js'

const pull = (head: string | null) => ({
  pull_request: {
    number: 12,
    head: { repo: head === null ? null : { full_name: head } },
    base: { repo: { full_name: 'octo-org/hello' } }
  }
})

describe('pullRequestOf', () => {
  it('a pull request of a branch of the repository: writable', () => {
    expect(pullRequestOf('pull_request', pull('octo-org/hello'), 'octocat')).toEqual({
      number: 12,
      readOnly: false,
      why: ''
    })
  })

  it("a fork's (or a deleted fork's) pull request: read-only", () => {
    expect(pullRequestOf('pull_request', pull('someone/hello'), 'someone')).toMatchObject({
      readOnly: true,
      why: 'it comes from a fork'
    })
    expect(pullRequestOf('pull_request', pull(null), 'someone')?.readOnly).toBe(true)
  })

  it("Dependabot's pull request: read-only", () => {
    expect(pullRequestOf('pull_request', pull('octo-org/hello'), 'dependabot[bot]')).toMatchObject({
      readOnly: true,
      why: 'Dependabot opened it'
    })
  })

  it("pull_request_target: the base repository's token, a fork's pull request included", () => {
    expect(pullRequestOf('pull_request_target', pull('someone/hello'), 'someone')?.readOnly).toBe(
      false
    )
  })

  it('any other event, or a payload without a pull request number: none', () => {
    expect(pullRequestOf('push', pull('octo-org/hello'), 'octocat')).toBeNull()
    expect(pullRequestOf('pull_request', { pull_request: { number: '12' } }, 'octocat')).toBeNull()
    expect(pullRequestOf('pull_request', null, 'octocat')).toBeNull()
  })
})
