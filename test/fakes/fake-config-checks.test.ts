// The fake's `.travis.yml` checks (test/fakes/fake-travis/config-checks.mjs): POST /lint and the
// request preview, within the subset of travis-yml it models; the live tier's conformance test
// compares the same answers with the kit's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { send, type JsonBody } from './fake-request.js'
import { startFakeTravis } from './fake-travis.mjs'
import { checkConfig, nearest } from './fake-travis/config-checks.mjs'

type FakeTravis = Awaited<ReturnType<typeof startFakeTravis>>

const PREVIEW = '/repo/octo-org%2Fprivate-repo/request/config'
const ALL =
  'language: rubby\nscirpt: rake\nfoo: bar\ndeploy:\n  provider: heroku\n  api_key: 0123456789abcdef\n'

/** A POST without Authorization (send always adds the fake's token). */
async function anonymous(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Travis-API-Version': '3', 'Content-Type': 'application/json' },
    body: JSON.stringify(body)
  })
  return { status: response.status, json: (await response.json()) as JsonBody }
}

function preview(config: string, mode = 'replace') {
  return { configs: [{ config, mode }], ref: 'main', data: { branch: 'main' } }
}

describe('fake travis config checks', () => {
  let travis: FakeTravis
  beforeEach(async () => {
    travis = await startFakeTravis()
    travis.addRepo({ id: 1, slug: 'octo-org/private-repo', private: true })
  })
  afterEach(async () => {
    await travis.close()
  })

  it('lints anonymously: alert, error and warn only, sorted by level', async () => {
    const reply = await anonymous(`${travis.url}/lint`, { content: ALL })
    expect(reply.status).toBe(200)
    expect(reply.json).toEqual({
      '@type': 'lint',
      warnings: [
        '[alert] on deploy.api_key: expected an encrypted string',
        '[warn] on root: key scirpt is not known, but script is, using script',
        '[warn] on language: value rubby is not known, but ruby is, using ruby',
        '[warn] on root: unknown key "foo" (bar)'
      ].map((message) => ({ key: [], message }))
    })
  })

  it('answers invalid YAML with 500 on lint and 400 client_error on preview', async () => {
    const lint = await send(travis.url, '/lint', {
      method: 'POST',
      body: { content: 'language: [ruby\n' }
    })
    expect(lint.status).toBe(500)
    expect(lint.json).toEqual({
      '@type': 'error',
      error_type: 'error',
      error_message: 'bad request'
    })
    const reply = await send(travis.url, PREVIEW, {
      method: 'POST',
      body: preview('language: [ruby\n')
    })
    expect(reply.status).toBe(400)
    expect(reply.json.error_type).toBe('client_error')
    expect(JSON.parse(reply.json.error_message).error.type).toBe('parse_error')
  })

  it('previews the matrix: versions × env × os, exclude, allow_failures, stages in order', async () => {
    const config = [
      'language: node_js',
      'node_js: [18, 20]',
      'env: [A=1, B=2]',
      'os: [linux, osx]',
      'jobs:',
      '  allow_failures: [{os: osx}]',
      '  exclude: [{node_js: 18, os: osx}]',
      '  include: [{name: Lint, stage: check, script: npm run lint}]',
      'stages: [check, test]',
      ''
    ].join('\n')
    const reply = await send(travis.url, PREVIEW, { method: 'POST', body: preview(config) })
    expect(reply.status).toBe(200)
    const jobs = reply.json.job_configs.map(
      (job: { config: Record<string, unknown> }) => job.config
    )
    expect(jobs[0]).toEqual({
      os: 'linux',
      node_js: '18',
      language: 'node_js',
      dist: 'focal',
      name: 'Lint',
      stage: 'check',
      script: ['npm run lint'],
      env: [{ A: '1' }]
    })
    expect(
      jobs.map((job: Record<string, unknown>) => [
        job.stage,
        job.os,
        job.node_js,
        job.allow_failure
      ])
    ).toEqual([
      ['check', 'linux', '18', undefined],
      ['test', 'linux', '18', undefined],
      ['test', 'linux', '18', undefined],
      ['test', 'linux', '20', undefined],
      ['test', 'linux', '20', undefined],
      ['test', 'osx', '20', true],
      ['test', 'osx', '20', true]
    ])
    expect(reply.json.full_messages).toEqual([
      '[info] on root: missing dist, using the default "focal"'
    ])
    expect(reply.json).not.toHaveProperty('@fake_unmodelled')
  })

  it('gives each message its 0-based line and keeps info messages in the preview', async () => {
    const reply = await send(travis.url, PREVIEW, { method: 'POST', body: preview(ALL) })
    expect(reply.status).toBe(200)
    const messages = reply.json.messages.map((m: Record<string, unknown>) => [m.code, m.line])
    expect(messages).toEqual([
      ['find_key', 1],
      ['find_value', 0],
      ['default', null],
      ['default', null],
      ['default', 3],
      ['secure', 5],
      ['unknown_key', 2]
    ])
    // One job, no stage named anywhere: no stage.
    expect(reply.json.job_configs).toHaveLength(1)
    expect(reply.json.job_configs[0].config).not.toHaveProperty('stage')
  })

  it('needs a login and create_request for a preview', async () => {
    travis.tokens['reader'] = { user: 'reader', buildWrite: false }
    const nobody = await anonymous(`${travis.url}${PREVIEW}`, preview('script: x\n'))
    expect(nobody.status).toBe(403)
    expect(nobody.json.error_type).toBe('login_required')
    const reader = await send(travis.url, PREVIEW, {
      method: 'POST',
      headers: { Authorization: 'token reader' },
      body: preview('script: x\n')
    })
    expect(reader.status).toBe(403)
    expect(reader.json).toMatchObject({
      error_type: 'insufficient_access',
      error_message: 'operation requires create_request access to repository',
      permission: 'create_request'
    })
  })

  it('marks what it does not model instead of inventing it', async () => {
    const reply = await send(travis.url, PREVIEW, {
      method: 'POST',
      body: preview('language: ruby\ncache: bundler\n')
    })
    expect(reply.json['@fake_unmodelled']).toEqual(['key cache'])
    expect(reply.json.request_config.config.cache).toBe('bundler')
    const merged = await send(travis.url, PREVIEW, {
      method: 'POST',
      body: preview('script: x\n', 'merge')
    })
    expect(merged.status).toBe(501)
    expect(merged.json.error_type).toBe('fake_unmodelled')
  })

  it('finds the nearest known name as doc/helper/match.rb does', () => {
    const keys = ['script', 'install', 'language']
    expect(nearest(keys, 'scirpt')).toBe('script')
    expect(nearest(keys, 'instal')).toBe('install')
    expect(nearest(keys, 'foo')).toBeUndefined()
    // A key of the schema is never "fixed" (doc/schema/node.rb `stop?`).
    expect(nearest(['stages'], 'stage')).toBeUndefined()
  })

  it('reads floats as written and integers as numbers (support/yaml.rb)', () => {
    const checked = checkConfig('language: ruby\nrvm: [3.10, 3]\nfoo: 1\n')
    expect(checked).toMatchObject({ config: { foo: 1, rvm: ['3.10', '3'] } })
  })

  it('takes a language named like a property of every object for an unknown one, not a crash', async () => {
    for (const language of ['constructor', 'toString', '__proto__']) {
      const body = preview(`language: ${language}\nscript: x\n`)
      const reply = await send(travis.url, PREVIEW, { method: 'POST', body })
      expect(reply.status, language).toBe(200)
    }
  })
})
