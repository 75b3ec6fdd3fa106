// 'comment-on-pull-request': the plan goes to one comment on the pull request, found again by its
// hidden marker and edited in place on every run (never a second, not even after a lost answer);
// "nothing differs" is written there too. Only a comment the token itself wrote is taken for it:
// anyone may write the marker. A read-only token (a fork's) is a notice, a refusal a warning: the
// plan itself succeeded either way.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startFakeGitHub } from '../../fakes/fake-github.mjs'
import {
  REPO,
  closeFakes,
  demoRepo,
  expectFailure,
  expectSuccess,
  fakeTravis,
  run,
  type FakeTravis
} from '../helpers.js'

type FakeGitHub = Awaited<ReturnType<typeof startFakeGitHub>>

const GITHUB_TOKEN = 'ghs_fake-workflow-token-for-plan-comments'
const MARKER = `<!-- travis-repo-action plan: ${REPO} -->`
const githubs: FakeGitHub[] = []

afterAll(async () => {
  await closeFakes()
  await Promise.all(githubs.splice(0).map((github) => github.close()))
})

async function githubWithPull(number: number): Promise<FakeGitHub> {
  const github = await startFakeGitHub()
  githubs.push(github)
  github.addRepo(REPO)
  github.tokens[GITHUB_TOKEN] = { user: 'github-actions[bot]', admin: false }
  github.addPullRequest(REPO, { number })
  return github
}

/** The runner's event file of a pull_request event for pull request `number`. */
function pullRequestEvent(number: number, headRepo = REPO): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'plan-comment-event-'))
  const path = join(dir, 'event.json')
  writeFileSync(
    path,
    JSON.stringify({
      action: 'synchronize',
      number,
      pull_request: {
        number,
        head: { repo: { full_name: headRepo } },
        base: { repo: { full_name: REPO } }
      },
      repository: { full_name: REPO }
    })
  )
  return {
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: path,
    GITHUB_ACTOR: 'octocat',
    GITHUB_RUN_ID: '4242',
    GITHUB_SERVER_URL: 'https://github.example'
  }
}

function plan(
  fake: FakeTravis,
  github: FakeGitHub,
  desired: string,
  env: Record<string, string>,
  inputs: Record<string, string> = {}
) {
  return run(
    fake,
    {
      operation: 'check-settings',
      'desired-settings': desired,
      'comment-on-pull-request': 'true',
      'github-token': GITHUB_TOKEN,
      ...inputs
    },
    { env: { GITHUB_API_URL: github.url, ...env } }
  )
}

function commentsOf(github: FakeGitHub): Array<{ id: number; body: string; user: string }> {
  return github.comments[REPO] ?? []
}

describe('the plan as one comment on the pull request', () => {
  it('first run creates the comment; the next runs edit it in place, "nothing differs" included', async () => {
    const fake = await fakeTravis()
    demoRepo(fake)
    const github = await githubWithPull(12)
    github.addComment(REPO, 12, 'Looks good to me', 'reviewer')
    const env = pullRequestEvent(12)

    const first = await plan(fake, github, 'build_pushes: false', env)
    expectSuccess(first)
    expect(commentsOf(github)).toHaveLength(2)
    const ours = commentsOf(github)[1]
    expect(ours.body.startsWith(`${MARKER}\n`)).toBe(true)
    expect(ours.body).toContain('build_pushes')
    expect(ours.body).toContain(
      '[this run](https://github.example/octo-org/hello-world/actions/runs/4242)'
    )
    expect(first.stdout).toContain('The plan is in a new comment on pull request #12: ')
    expect(github.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /user',
      'GET /repos/octo-org/hello-world/issues/12/comments',
      'POST /repos/octo-org/hello-world/issues/12/comments'
    ])

    github.clearRequests()
    const second = await plan(fake, github, 'build_pushes: true', env)
    expectSuccess(second)
    expect(commentsOf(github)).toHaveLength(2)
    expect(commentsOf(github)[0].body).toBe('Looks good to me')
    expect(commentsOf(github)[1].body).toContain('✓')
    expect(second.stdout).toContain('The plan replaced the one in its comment on pull request #12')
    expect(github.requests.map((r) => r.method)).toEqual(['GET', 'GET', 'PATCH'])
  })

  it("a comment someone else starts with the marker is not the plan's: a new one is written, and edited next time", async () => {
    const fake = await fakeTravis()
    demoRepo(fake)
    const github = await githubWithPull(12)
    // Anyone who can comment on the pull request can write the (predictable) marker first.
    github.addComment(REPO, 12, `${MARKER}\nAll settings match.`, 'mallory')
    const mallory = commentsOf(github)[0]
    const env = pullRequestEvent(12)

    const first = await plan(fake, github, 'build_pushes: false', env)
    expectSuccess(first)
    expect(commentsOf(github).map((c) => c.user)).toEqual(['mallory', 'github-actions[bot]'])
    expect(mallory.body).toBe(`${MARKER}\nAll settings match.`)
    expect(commentsOf(github)[1].body.startsWith(`${MARKER}\n`)).toBe(true)
    expect(commentsOf(github)[1].body).toContain('build_pushes')
    expect(first.stdout).toContain('The plan is in a new comment on pull request #12: ')
    // The workflow's token may not read GET /user: its own comments are the bot's.
    expect(github.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /user',
      'GET /repos/octo-org/hello-world/issues/12/comments',
      'POST /repos/octo-org/hello-world/issues/12/comments'
    ])

    github.clearRequests()
    const second = await plan(fake, github, 'build_pushes: true', env)
    expectSuccess(second)
    expect(commentsOf(github)).toHaveLength(2)
    expect(commentsOf(github)[0].body).toBe(`${MARKER}\nAll settings match.`)
    expect(commentsOf(github)[1].body).toContain('✓')
    expect(github.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /user',
      'GET /repos/octo-org/hello-world/issues/12/comments',
      `PATCH /repos/octo-org/hello-world/issues/comments/${commentsOf(github)[1].id}`
    ])
    expect(commentsOf(github)[1].id).not.toBe(mallory.id)
  })

  it("a personal token's plan is the marker comment of its own user, not another user's or a bot's", async () => {
    const fake = await fakeTravis()
    demoRepo(fake)
    const github = await githubWithPull(13)
    github.tokens['ghp_fake-personal-token'] = { user: 'octocat', admin: false }
    github.addComment(REPO, 13, `${MARKER}\nby mallory`, 'mallory')
    github.addComment(REPO, 13, `${MARKER}\nby another app`, 'other-app[bot]')
    github.addComment(REPO, 13, `${MARKER}\nan earlier plan`, 'octocat')
    const result = await plan(fake, github, 'build_pushes: false', pullRequestEvent(13), {
      'github-token': 'ghp_fake-personal-token'
    })
    expectSuccess(result)
    expect(commentsOf(github).map((c) => c.body.split('\n')[1])).toEqual([
      'by mallory',
      'by another app',
      expect.not.stringContaining('an earlier plan')
    ])
    expect(commentsOf(github)[2]).toMatchObject({ user: 'octocat' })
    expect(commentsOf(github)[2].body).toContain('build_pushes')
    expect(result.stdout).toContain('The plan replaced the one in its comment on pull request #13')
    expect(github.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /user',
      'GET /repos/octo-org/hello-world/issues/13/comments',
      `PATCH /repos/octo-org/hello-world/issues/comments/${commentsOf(github)[2].id}`
    ])
  })

  it('a POST whose answer is lost is not sent again blindly: the comment it made is found and edited', async () => {
    const fake = await fakeTravis()
    demoRepo(fake)
    const github = await githubWithPull(3)
    github.failNext({
      method: 'POST',
      pathIncludes: '/comments',
      afterHandling: true,
      dropConnection: true
    })
    const result = await plan(fake, github, 'build_pushes: false', pullRequestEvent(3), {
      retries: '1'
    })
    expectSuccess(result)
    expect(commentsOf(github)).toHaveLength(1)
    expect(github.requests.map((r) => r.method)).toEqual(['GET', 'GET', 'POST', 'GET', 'PATCH'])
  })

  it("a fork's pull request: a notice, nothing sent to GitHub, the plan in the summary", async () => {
    const fake = await fakeTravis()
    demoRepo(fake)
    const github = await githubWithPull(5)
    const result = await plan(
      fake,
      github,
      'build_pushes: false',
      pullRequestEvent(5, 'someone/hello-world')
    )
    expectSuccess(result)
    expect(github.requests).toEqual([])
    expect(result.notices).toContain(
      "The plan is in the job summary only: pull request #5's github-token can only read, as it comes from a fork."
    )
    expect(result.summary).toContain('build_pushes')
  })

  it('a token GitHub does not let write: a warning naming the permission, and the step succeeds', async () => {
    const fake = await fakeTravis()
    demoRepo(fake)
    const github = await githubWithPull(6)
    github.tokens[GITHUB_TOKEN] = {
      user: 'github-actions[bot]',
      admin: false,
      pullRequestsWrite: false
    }
    const result = await plan(fake, github, 'build_pushes: false', pullRequestEvent(6))
    expectSuccess(result)
    expect(commentsOf(github)).toEqual([])
    expect(result.warnings.join('\n')).toContain(
      'The plan is in the job summary only: GitHub could not comment on pull request #6 (HTTP 403'
    )
    expect(result.warnings.join('\n')).toContain('pull-requests: write')
  })

  it('on a push there is no pull request: a notice, nothing sent to GitHub', async () => {
    const fake = await fakeTravis()
    demoRepo(fake)
    const github = await githubWithPull(7)
    const result = await plan(fake, github, 'build_pushes: false', { GITHUB_EVENT_NAME: 'push' })
    expectSuccess(result)
    expect(github.requests).toEqual([])
    expect(result.notices.join('\n')).toContain("this run's event is push")
  })

  it("without 'github-token': refused before any request", async () => {
    const fake = await fakeTravis()
    demoRepo(fake)
    const result = await run(fake, {
      operation: 'check-settings',
      'desired-settings': 'build_pushes: false',
      'comment-on-pull-request': 'true'
    })
    expectFailure(
      result,
      'check-settings',
      REPO,
      "Input 'comment-on-pull-request' needs 'github-token' allowed to write pull requests"
    )
    expect(fake.requests).toEqual([])
  })
})
