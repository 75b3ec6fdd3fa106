// Which writes a resource sends once and which it lets the client retry: a create (or a write
// read back before it is sent again) must never be repeated blindly; an idempotent write or a
// question that changes nothing is. Each call is answered 503 until it gives up.
import nock from 'nock'
import { describe, expect, it } from 'vitest'
import { TravisApiError } from '../../../src/travis/errors.js'
import {
  requestBuildCancelPost,
  requestBuildRestartPost
} from '../../../src/travis/resources/builds.js'
import { requestCachesDelete } from '../../../src/travis/resources/caches.js'
import {
  requestLintPost,
  requestRequestConfigPost
} from '../../../src/travis/resources/config-checks.js'
import { requestCronDelete, requestCronPost } from '../../../src/travis/resources/crons.js'
import {
  requestEnvVarDelete,
  requestEnvVarPatch,
  requestEnvVarPost
} from '../../../src/travis/resources/env-vars.js'
import { requestJobRestartPost } from '../../../src/travis/resources/jobs.js'
import {
  requestKeyPairDelete,
  requestKeyPairPatch,
  requestKeyPairPatchOnce,
  requestKeyPairPost
} from '../../../src/travis/resources/key-pair.js'
import { requestRequestsPost } from '../../../src/travis/resources/requests.js'
import { requestSettingPatch } from '../../../src/travis/resources/settings.js'
import type { TravisClient } from '../../../src/travis/client.js'
import { API, testClient } from '../../support/client.js'
import { useNock } from '../../support/nock.js'
import { rejectionOf } from '../../support/rejection.js'

useNock()

const REPO = '/repo/octo-org%2Fhello'
const KEY = { 'key_pair.value': 'x', 'key_pair.description': 'd' }
const VARIABLE = { 'env_var.name': 'A', 'env_var.value': 'b', 'env_var.public': true }
const UNAVAILABLE = { '@type': 'error', error_type: 'x', error_message: 'y' }
const CRON = { 'cron.interval': 'daily', 'cron.dont_run_if_recent_build_exists': false }

type Send = (client: TravisClient) => Promise<unknown>
type Method = 'post' | 'patch' | 'delete'

const sentOnce: Array<[string, Method, string, Send]> = [
  ['a build request', 'post', `${REPO}/requests`, (c) => requestRequestsPost(c, {}, 1)],
  ['a variable', 'post', `${REPO}/env_vars`, (c) => requestEnvVarPost(c, VARIABLE, 1)],
  ['a cron', 'post', `${REPO}/branch/main/cron`, (c) => requestCronPost(c, 'main', CRON, 1)],
  ['a key pair', 'post', `${REPO}/key_pair`, (c) => requestKeyPairPost(c, KEY, 1)],
  ['a key pair read back', 'patch', `${REPO}/key_pair`, (c) => requestKeyPairPatchOnce(c, KEY, 1)],
  ['a build restart', 'post', '/build/7/restart', (c) => requestBuildRestartPost(c, 7, 1)],
  ['a build cancel', 'post', '/build/7/cancel', (c) => requestBuildCancelPost(c, 7, 1)],
  ['a job restart', 'post', '/job/70/restart', (c) => requestJobRestartPost(c, 70, 1)]
]

const retried: Array<[string, Method, string, Send]> = [
  ['a key pair', 'patch', `${REPO}/key_pair`, (c) => requestKeyPairPatch(c, KEY)],
  ['a key pair', 'delete', `${REPO}/key_pair`, (c) => requestKeyPairDelete(c)],
  ['a variable', 'patch', `${REPO}/env_var/v1`, (c) => requestEnvVarPatch(c, 'v1', VARIABLE)],
  ['a variable', 'delete', `${REPO}/env_var/v1`, (c) => requestEnvVarDelete(c, 'v1')],
  ['a cron', 'delete', '/cron/5', (c) => requestCronDelete(c, 5)],
  [
    'caches',
    'delete',
    `${REPO}/caches?branch=main`,
    (c) => requestCachesDelete(c, { branch: 'main' })
  ],
  [
    'a setting',
    'patch',
    `${REPO}/setting/build_pushes`,
    (c) => requestSettingPatch(c, 'build_pushes', false)
  ],
  ['a lint', 'post', '/lint', (c) => requestLintPost(c, 'language: ruby')],
  [
    'a config preview',
    'post',
    `${REPO}/request/config`,
    (c) => requestRequestConfigPost(c, 'language: ruby', { branch: null, event: null })
  ]
]

describe('writes sent once', () => {
  it.each(sentOnce)(
    '%s (%s %s): one attempt, whatever the answer',
    async (_, method, path, send) => {
      nock(API)[method](path).reply(503, UNAVAILABLE)
      const { client } = testClient({}, 3)
      const error = await rejectionOf(send(client), TravisApiError)
      expect(error.status).toBe(503)
      expect(client.requestsSent).toBe(1)
    }
  )
})

describe('writes retried by the client', () => {
  it.each(retried)('%s (%s %s): sent again on a 503', async (_, method, path, send) => {
    const scope = nock(API)
    scope[method](path).times(2).reply(503, UNAVAILABLE)
    const { client } = testClient({}, 1)
    const error = await rejectionOf(send(client), TravisApiError)
    expect(error.status).toBe(503)
    expect(client.requestsSent).toBe(2)
  })
})
