// 'comment-on-pull-request': the plan goes to one comment on the pull request, found again by its
// hidden marker and edited in place on every run (never a second, not even after a lost answer);
// "nothing differs" is written there too. Only a comment the token itself wrote is taken for it:
// anyone may write the marker. A run that fails before it has a plan says so there, and why, so
// that the last plan is not read as current. A read-only token (a fork's) is a notice, a refusal
// a warning: the plan itself succeeded either way.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startFakeGitHub } from '../../fakes/fake-github.mjs'
import {
  REPO,
  TOKEN,
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

  it('a run whose plan fails (max-deletions) puts why in the comment, where the last plan no longer holds', async () => {
    const fake = await fakeTravis()
    const repo = demoRepo(fake)
    fake.state.addEnvVar(repo, { name: 'OLD', value: 'x', public: true })
    const github = await githubWithPull(14)
    const env = pullRequestEvent(14)
    const inputs = {
      operation: 'apply-settings',
      'dry-run': 'true',
      prune: 'true',
      'max-deletions': '0'
    }
    const first = await plan(fake, github, 'env:\n  OLD: { value: x, public: true }\n', env, inputs)
    expectSuccess(first)
    expect(commentsOf(github)[0].body).toContain('The section already matches.')

    // The pull request removes OLD: prune would delete it, more than max-deletions allows.
    github.clearRequests()
    const second = await plan(fake, github, 'env: {}\n', env, inputs)
    const cause =
      'prune would delete 1 variable or cron job, more than max-deletions (0); nothing was changed.'
    expectFailure(second, 'apply-settings', REPO, cause)
    expect(commentsOf(github)).toHaveLength(1)
    const body = commentsOf(github)[0].body
    expect(body.startsWith(`${MARKER}\n`)).toBe(true)
    expect(body).toContain('<strong>The plan could not be made</strong>')
    expect(body).toContain(`❌ <strong>Failed:</strong> ${cause}`)
    expect(body).not.toContain('The section already matches.')
    expect(commentsOf(github)[0].user).toBe('github-actions[bot]')
    expect(second.stdout).toContain(
      'The comment on pull request #14 says the plan could not be made: '
    )
    expect(github.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /user',
      'GET /repos/octo-org/hello-world/issues/14/comments',
      `PATCH /repos/octo-org/hello-world/issues/comments/${commentsOf(github)[0].id}`
    ])
  })

  it('bad desired-settings: nothing is sent to Travis CI, and the comment says why there is no plan', async () => {
    const fake = await fakeTravis()
    demoRepo(fake)
    const github = await githubWithPull(15)
    const result = await plan(fake, github, 'build_pushes: maybe', pullRequestEvent(15))
    const problem =
      "Input 'desired-settings' sets 'build_pushes' (line 1) to 'maybe'; the boolean setting takes true or false."
    expectFailure(result, 'check-settings', REPO, problem)
    expect(fake.requests).toEqual([])
    expect(commentsOf(github)).toHaveLength(1)
    const body = commentsOf(github)[0].body
    expect(body).toContain('<strong>The plan could not be made</strong>')
    // Escaped as the summary escapes text: quotes as character references.
    expect(body).toContain(problem.replaceAll("'", '&#39;'))
    expect(body).toContain('correct this input in the workflow and run it again.')
    expect(github.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /user',
      'GET /repos/octo-org/hello-world/issues/15/comments',
      'POST /repos/octo-org/hello-world/issues/15/comments'
    ])
  })

  it("a failure that quotes the server: its text escaped and the run's secrets *** in the comment", async () => {
    const fake = await fakeTravis()
    demoRepo(fake)
    const github = await githubWithPull(16)
    const message = `<img src=x onerror=alert(1)> no access for ${TOKEN}`
    const body = { '@type': 'error', error_type: 'insufficient_access', error_message: message }
    fake.failNext({ method: 'GET', pathIncludes: '/settings', status: 403, body })
    const result = await plan(fake, github, 'build_pushes: false', pullRequestEvent(16))
    expectFailure(result, 'check-settings', REPO, 'HTTP 403')
    const comment = commentsOf(github)[0]?.body ?? ''
    expect(comment).toContain('<strong>The plan could not be made</strong>')
    expect(comment).toContain('&#60;img src=x onerror=alert(1)&#62; no access for ***')
    expect(comment).not.toContain('<img')
    expect(comment).not.toContain(TOKEN)
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

  it('a run that fails on a push: the failure alone, no notice about the comment, nothing sent to GitHub', async () => {
    const fake = await fakeTravis()
    demoRepo(fake)
    const github = await githubWithPull(8)
    const result = await plan(fake, github, 'build_pushes: maybe', { GITHUB_EVENT_NAME: 'push' })
    expectFailure(result, 'check-settings', REPO, "Input 'desired-settings' sets 'build_pushes'")
    expect(github.requests).toEqual([])
    expect(result.notices).toEqual([])
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
