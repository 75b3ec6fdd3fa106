// examples/encrypt-travis-yml.yml end to end: run by hand, encrypt-travis-yml encrypts the secure
// values of .travis.yml anew from the secrets of travis-admin (one GET of the repository's key, no
// write to Travis CI), keeps every other line of the file, and the next step,
// peter-evans/create-pull-request (not run by the harness: its inputs are checked), commits that
// one file. The values are nowhere but encrypted.
import { constants, createPrivateKey, privateDecrypt } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { sharedGeneratedKey } from '../../fakes/fake-travis.mjs'
import { everythingVisible } from '../../support/run-action.mjs'
import { dispatchEvent } from '../../support/workflow-events.js'
import { JOB_TOKEN, runWorkflow } from '../../support/workflow-run.js'
import { SECRETS, example, exampleTravis, expectOurStepsSucceeded, scenariosOf } from './fakes.js'
import { TOKEN, closeFakes } from '../helpers.js'

afterAll(closeFakes)

const scratches: string[] = []
afterAll(() => scratches.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

const TRAVIS_YML = `language: node_js
node_js: [22]   # the LTS
env:
  global:
    - CI_NAME=travis
    # DEPLOY_TOKEN
    - secure: "aW52YWxpZGF0ZWQgaW4gMjAyMQ=="
    # SLACK_WEBHOOK_URL
    - secure: "c2xhY2sgd2ViaG9vayBvZiAyMDIx"
deploy:
  provider: script
  script: ./deploy.sh
`

scenariosOf('encrypt-travis-yml.yml', () => {
  const workflow = example('encrypt-travis-yml.yml')
  const VALUES = {
    DEPLOY_TOKEN: 'deploy-token-of-today-2c9e71',
    SLACK_WEBHOOK_URL: 'https://hooks.slack.example/T01/B02/c0ffee42'
  }

  it('run by hand: the file encrypted anew from the secrets, then given to create-pull-request', async () => {
    const fake = await exampleTravis()
    const workspace = mkdtempSync(join(tmpdir(), 'encrypt-travis-yml-'))
    scratches.push(workspace)
    writeFileSync(join(workspace, '.travis.yml'), TRAVIS_YML)
    const result = await runWorkflow(workflow, {
      event: dispatchEvent(),
      secrets: { ...SECRETS, ...VALUES },
      travisUrl: fake.url,
      workspace,
      simulate: {
        'pull-request': (step) => {
          expect(existsSync(join(workspace, step.inputs['add-paths'] ?? ''))).toBe(true)
          return {
            'pull-request-number': '14',
            'pull-request-url': 'https://github.com/octo-org/hello-world/pull/14',
            'pull-request-operation': 'created'
          }
        }
      }
    })
    expect(expectOurStepsSucceeded(result)).toBe(1)
    const job = result.job('encrypt')
    expect(job.steps.map((step) => [step.id, step.kind, step.conclusion])).toEqual([
      [null, 'simulated', 'success'],
      ['encrypt', 'action', 'success'],
      ['pull-request', 'simulated', 'success'],
      [null, 'simulated', 'success']
    ])
    // One read with the admin token of travis-admin; nothing written to Travis CI.
    expect(fake.requests.map((r) => `${r.method} ${r.path} ${r.headers.authorization}`)).toEqual([
      `GET /repo/octo-org%2Fhello-world/key_pair/generated token ${TOKEN}`
    ])
    const text = readFileSync(join(workspace, '.travis.yml'), 'utf8')
    const decrypted = [...text.matchAll(/- secure: "([^"]+)"/g)].map((match) =>
      privateDecrypt(
        { key: createPrivateKey(sharedGeneratedKey()), padding: constants.RSA_PKCS1_PADDING },
        Buffer.from(match[1] ?? '', 'base64')
      ).toString('utf8')
    )
    expect(decrypted).toEqual([
      `DEPLOY_TOKEN=${VALUES.DEPLOY_TOKEN}`,
      `SLACK_WEBHOOK_URL=${VALUES.SLACK_WEBHOOK_URL}`
    ])
    const unchanged = (yml: string) => yml.split('\n').filter((line) => !line.includes('secure:'))
    expect(unchanged(text)).toEqual(unchanged(TRAVIS_YML))
    expect(text).not.toContain(VALUES.DEPLOY_TOKEN)
    const run = result.step('encrypt', 'encrypt').run
    if (run === null) throw new Error('the step did not run')
    for (const value of Object.values(VALUES)) expect(everythingVisible(run)).not.toContain(value)
    expect(result.step('encrypt', 'pull-request').inputs).toMatchObject({
      token: JOB_TOKEN,
      'add-paths': '.travis.yml',
      branch: 'travis-yml-secure-values'
    })
  })
})
