// The key rotation examples run end to end (support/workflow-run.ts) against a fake Travis and
// a fake GitHub: see examples.test.ts for the other examples and the check that each has scenarios.
import { createPublicKey } from 'node:crypto'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { dispatchEvent, scheduleEvent, type WorkflowEvent } from '../../support/workflow-events.js'
import { runWorkflow, type WorkflowRunOptions } from '../../support/workflow-run.js'
import {
  READ_TOKEN,
  SECRETS,
  closeGitHubs,
  example,
  expectOurStepsSucceeded,
  fakeGitHub,
  scenariosOf,
  organisation,
  readOnlyToken,
  type Organisation
} from './fakes.js'
import { REPO, TOKEN, closeFakes, demoRepo, fakeTravis } from '../helpers.js'
import {
  daysAgo,
  deployKeys,
  fingerprintOfLine,
  pemOf,
  rsaPrivateKey,
  sshRsaLine
} from '../rotation/helpers.js'

afterAll(closeFakes)
afterEach(closeGitHubs)

let k1Pem = ''
let k1Line = ''
beforeAll(() => {
  const k1 = rsaPrivateKey()
  k1Pem = pemOf(k1)
  k1Line = sshRsaLine(createPublicKey(k1))
})

/** Travis holds K1, GitHub holds K1 as a deploy key `ageDays` old. */
async function rotationFakes(ageDays: number) {
  const travis = await fakeTravis()
  demoRepo(travis).keyPair = { privateKey: k1Pem, description: 'old key' }
  const github = await fakeGitHub()
  const k1 = github.addKey(REPO, {
    key: k1Line,
    title: 'Travis CI deploy key 2024-01-01',
    created_at: daysAgo(ageDays)
  })
  const writes = () =>
    [...travis.requests, ...github.requests].filter((request) => request.method !== 'GET')
  return { travis, github, k1, writes }
}

scenariosOf('rotate-deploy-key.yml', () => {
  const workflow = example('rotate-deploy-key.yml')
  const options = (fakes: Awaited<ReturnType<typeof rotationFakes>>, event = SCHEDULE) =>
    ({
      event,
      secrets: SECRETS,
      travisUrl: fakes.travis.url,
      githubUrl: fakes.github.url
    }) satisfies WorkflowRunOptions
  const SCHEDULE = scheduleEvent('17 3 * * 1')

  it('schedule, deploy key 100 days old: both sides rotated, the old deploy key removed', async () => {
    const fakes = await rotationFakes(100)
    const result = await runWorkflow(workflow, options(fakes))
    expect(expectOurStepsSucceeded(result)).toBe(1)
    const step = result.step('rotate', 'rotate')
    expect(step.inputs).toMatchObject({
      description: 'Deploy key rotated by Rotate deploy key',
      'rotate-if-older-than': '90',
      'dry-run': 'false'
    })
    expect(step.outputs).toMatchObject({
      changed: 'true',
      'previous-fingerprint': fingerprintOfLine(k1Line),
      'key-age-days': '100'
    })
    const [added, ...others] = deployKeys(fakes.github)
    expect(others).toEqual([])
    expect(added?.id).not.toBe(fakes.k1.id)
    expect(String(added?.id)).toBe(step.outputs['deploy-key-id'])
    expect(added?.title).toMatch(/^Travis CI deploy key \d{4}-\d{2}-\d{2}$/)
    expect(fingerprintOfLine(added?.key ?? '')).toBe(step.outputs.fingerprint)
    expect(demoRepo(fakes.travis).keyPair).toMatchObject({
      description: 'Deploy key rotated by Rotate deploy key'
    })
    expect(demoRepo(fakes.travis).keyPair?.privateKey).not.toBe(k1Pem)
    expect(result.job('rotate').steps[1]?.env).toMatchObject({
      CHANGED: 'true',
      OLD: fingerprintOfLine(k1Line),
      NEW: step.outputs.fingerprint,
      DEPLOY_KEY_ID: String(added?.id),
      AGE: '100'
    })
  })

  it('schedule, deploy key 10 days old: nothing written anywhere', async () => {
    const fakes = await rotationFakes(10)
    const result = await runWorkflow(workflow, options(fakes))
    expect(expectOurStepsSucceeded(result)).toBe(1)
    expect(result.step('rotate', 'rotate').outputs).toMatchObject({
      changed: 'false',
      'key-age-days': '10'
    })
    expect(fakes.writes()).toEqual([])
    expect(deployKeys(fakes.github)).toEqual([fakes.k1])
    expect(demoRepo(fakes.travis).keyPair?.privateKey).toBe(k1Pem)
  })

  it('workflow_dispatch as it comes (dry-run ticked): the plan only, nothing written', async () => {
    const fakes = await rotationFakes(100)
    const result = await runWorkflow(workflow, options(fakes, dispatchEvent()))
    expect(expectOurStepsSucceeded(result)).toBe(1)
    const step = result.step('rotate', 'rotate')
    expect(step.inputs['dry-run']).toBe('true')
    expect(step.outputs.changed).toBe('true')
    expect(fakes.writes()).toEqual([])
    expect(deployKeys(fakes.github)).toEqual([fakes.k1])
    expect(demoRepo(fakes.travis).keyPair?.privateKey).toBe(k1Pem)
  })
})

scenariosOf('rotate-all-deploy-keys.yml', () => {
  const workflow = example('rotate-all-deploy-keys.yml')
  const APP_TOKEN = 'ghs_fake-app-installation-token'
  const vars = { DEPLOY_KEYS_APP_CLIENT_ID: 'Iv23liFakeClientId' }
  const secrets = {
    TRAVIS_TOKEN: TOKEN,
    TRAVIS_READ_TOKEN: READ_TOKEN,
    DEPLOY_KEYS_APP_PRIVATE_KEY: 'fake-app-private-key'
  }
  const LISTED = ['octo-org/repo-002', 'octo-org/repo-001', REPO]
  /** The repositories each App token was asked for (create-github-app-token's `repositories`). */
  const scopedTo: string[] = []
  beforeEach(() => {
    scopedTo.length = 0
  })

  const options = (fakes: Organisation, event: WorkflowEvent) =>
    ({
      event,
      secrets,
      vars,
      travisUrl: fakes.travis.url,
      githubUrl: fakes.github.url,
      simulate: {
        // The step's script, `echo "name=${REPO#*/}"`: the name without the owner.
        name: (step) => ({ name: String(step.env.REPO).replace(/^[^/]*\//, '') }),
        'app-token': (step) => {
          expect(step.inputs).toEqual({
            'client-id': 'Iv23liFakeClientId',
            'private-key': 'fake-app-private-key',
            owner: 'octo-org',
            repositories: expect.any(String),
            'permission-administration': 'write'
          })
          scopedTo.push(step.inputs.repositories ?? '')
          return { token: APP_TOKEN }
        }
      }
    }) satisfies WorkflowRunOptions

  const slugOf = (fakes: Organisation, slug: string) =>
    fakes.travis.state.repos.find((repo) => repo.slug === slug)

  it('schedule: the private active repositories listed, the matrix job once per repository', async () => {
    const fakes = await organisation(LISTED, APP_TOKEN)
    const result = await runWorkflow(workflow, options(fakes, scheduleEvent('23 4 * * 1')))
    expect(expectOurStepsSucceeded(result)).toBe(4)
    const discover = result.step('discover', 'list')
    expect(discover.inputs).toMatchObject({ owner: 'octo-org', private: 'true', offset: '0' })
    expect(result.job('discover').outputs).toEqual({
      repositories: JSON.stringify(LISTED),
      count: '3'
    })
    const rotations = result.jobs.filter((job) => job.job === 'rotate')
    expect(rotations.map((job) => [job.matrix, job.conclusion])).toEqual(
      LISTED.map((slug) => [{ repo: slug }, 'success'])
    )
    for (const job of rotations) {
      const slug = String(job.matrix?.repo)
      const step = job.steps[2]
      expect(step?.name).toBe(`Rotate the key pair and the deploy key of ${slug}`)
      expect(step?.inputs).toMatchObject({
        repo: slug,
        'github-token': APP_TOKEN,
        'dry-run': 'false'
      })
      const rotated = slug !== 'octo-org/repo-002'
      expect(step?.outputs.changed).toBe(String(rotated))
      expect(job.steps[3]?.env).toMatchObject({ REPO: slug, CHANGED: String(rotated) })
      const keys = fakes.github.keys[slug] ?? []
      expect(keys).toHaveLength(1)
      expect(keys[0]?.id === fakes.before[slug]?.keyId).toBe(!rotated)
      expect(fingerprintOfLine(keys[0]?.key ?? '')).toBe(step?.outputs.fingerprint)
      expect(slugOf(fakes, slug)?.keyPair?.privateKey === fakes.before[slug]?.pem).toBe(!rotated)
    }
    expect(fakes.github.keys['octo-org/repo-003']).toBeUndefined()
    // Each App token reaches the one repository its job rotates.
    expect(scopedTo).toEqual(['repo-002', 'repo-001', 'hello-world'])
    // The discovery listed with the read-only token.
    expect(result.step('discover', 'list').inputs['travis-token']).toBe(READ_TOKEN)
  })

  it('workflow_dispatch as it comes (dry-run ticked): every repository planned, nothing written', async () => {
    const fakes = await organisation(LISTED, APP_TOKEN)
    const result = await runWorkflow(workflow, options(fakes, dispatchEvent()))
    expect(expectOurStepsSucceeded(result)).toBe(4)
    const rotations = result.jobs.filter((job) => job.job === 'rotate')
    expect(rotations.map((job) => job.steps[2]?.inputs['dry-run'])).toEqual([
      'true',
      'true',
      'true'
    ])
    expect(fakes.writes()).toEqual([])
  })

  it('workflow_dispatch with offset 2: only the third repository on', async () => {
    const fakes = await organisation(LISTED, APP_TOKEN)
    const event = dispatchEvent({ 'dry-run': false, offset: '2' })
    const result = await runWorkflow(workflow, options(fakes, event))
    expect(expectOurStepsSucceeded(result)).toBe(2)
    expect(result.job('discover').outputs).toEqual({
      repositories: JSON.stringify([REPO]),
      count: '1'
    })
    expect(result.job('rotate').matrix).toEqual({ repo: REPO })
    expect(result.step('rotate', 'rotate').outputs.changed).toBe('true')
    expect(fakes.github.keys['octo-org/repo-001']?.[0]?.id).toBe(
      fakes.before['octo-org/repo-001']?.keyId
    )
  })

  it('no private repository: count 0, the matrix job does not run', async () => {
    const travis = readOnlyToken(await fakeTravis({ seedDemo: false }))
    travis.state.seedOwner('octo-org', 2, { isPrivate: () => false })
    const event = scheduleEvent('23 4 * * 1')
    const result = await runWorkflow(workflow, { event, secrets, vars, travisUrl: travis.url })
    expect(expectOurStepsSucceeded(result)).toBe(1)
    expect(result.job('discover').outputs).toEqual({ repositories: '[]', count: '0' })
    expect(result.job('rotate').conclusion).toBe('skipped')
  })
})
