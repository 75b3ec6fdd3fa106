// examples/trigger-travis-build.yml run end to end: a push starts a Travis CI build of the pushed
// commit, the job waits for it, and deploy runs only when it passed.
import { afterAll, expect, it } from 'vitest'
import { PUSHED_SHA, pushEvent } from '../../support/workflow-events.js'
import { runWorkflow } from '../../support/workflow-run.js'
import { SECRETS, example, scenariosOf } from './fakes.js'
import { closeFakes, fakeTravis } from '../helpers.js'

afterAll(closeFakes)

scenariosOf('trigger-travis-build.yml', () => {
  const workflow = example('trigger-travis-build.yml')

  it('the build of the pushed commit passes: deploy runs with its page', async () => {
    const fake = await fakeTravis({ basePath: '/api' })
    const result = await runWorkflow(workflow, {
      event: pushEvent('master'),
      secrets: SECRETS,
      travisUrl: fake.url
    })
    const step = result.step('travis', 'build')
    expect(step.run?.exitCode).toBe(0)
    const posts = fake.requests.filter((request) => request.method === 'POST')
    expect(posts).toHaveLength(1)
    expect(posts[0]?.body).toEqual({
      'request.branch': 'master',
      'request.sha': PUSHED_SHA,
      'request.message': 'GitHub Actions Travis CI build, then deploy on master'
    })
    const id = fake.state.requests[0]?.buildId
    expect(result.job('travis').outputs).toEqual({
      state: 'passed',
      url: `${fake.origin}/github/octo-org/hello-world/builds/${id}`
    })
    expect(result.job('deploy').conclusion).toBe('success')
  })

  it('a failed build fails the travis job and deploy is skipped', async () => {
    const fake = await fakeTravis()
    fake.state.pipeline.states = [{ state: 'failed', jobs: ['passed', 'failed'] }]
    const result = await runWorkflow(workflow, {
      event: pushEvent('master'),
      secrets: SECRETS,
      travisUrl: fake.url
    })
    expect(result.job('travis').conclusion).toBe('failure')
    expect(result.step('travis', 'build').run?.errors[0]).toMatch(/failed: \d+\.2 failed\.$/)
    expect(result.job('deploy').conclusion).toBe('skipped')
  })
})
