// The fake servers behave as docs/travis-api.md (and GitHub) say. Real HTTP on
// 127.0.0.1 with global fetch; no nock here.
import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto'
import sshpk from 'sshpk'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { send, type JsonBody, type Reply } from './fake-request.js'
import { sshMd5Fingerprint, startFakeTravis } from './fake-travis.mjs'
import { startFakeGitHub } from './fake-github.mjs'

type FakeTravis = Awaited<ReturnType<typeof startFakeTravis>>
type FakeGitHub = Awaited<ReturnType<typeof startFakeGitHub>>

const TOKEN = 'fake-travis-token'
const LIVE_HEADERS = { 'Travis-API-Version': '3', Authorization: `token ${TOKEN}` }

// From fixture key_pair_find.json (a throw-away key; its fingerprint was checked with ssh-keygen).
const FIXTURE_PUBLIC_KEY = [
  '-----BEGIN PUBLIC KEY-----',
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAvN5A3j353m53NdsK2Ag8',
  '8k8q3+XAaMpNZWKEwSg29teCr6EL+tyUdnzmG5BJpVTA1JcVu71Hhl/Nxnq28vXL',
  'cq6LcfckwC1t+pFO7YgwJ35y87aAjkI+F+eZBhQ2GQfNmG158CXHOKYI3jsFLE+v',
  'KjOVeLxOpcgeoKWmRS6DqbuJBOaAHjiR69IjyQumcUlR667egcXeW5oYZqRyOBWz',
  'Fy9e9YaVUS4W6ytzv6ycV/0yT7eQUZrqr37aI+kGaemI9nMqqNLeY7+pQtBDK8co',
  'ohoNdNtFRXKn1aO2gW9SAA3SyfpohU6qNUoh985wWRGZeJT60yO9tF0IWhIlccDr',
  '4wIDAQAB',
  '-----END PUBLIC KEY-----',
  ''
].join('\n')
const FIXTURE_FINGERPRINT = '18:7e:31:0b:d8:b6:50:30:2c:15:3c:c5:0e:42:14:d1'

let rsaKey: KeyObject
let rsaPem: string
let otherRsaPem: string

beforeAll(() => {
  rsaKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
  rsaPem = String(rsaKey.export({ type: 'pkcs1', format: 'pem' }))
  const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
  otherRsaPem = String(other.export({ type: 'pkcs8', format: 'pem' }))
})

const readJson = (response: Response): Promise<JsonBody> => response.json()

describe('fake travis', () => {
  let travis: FakeTravis
  afterEach(async () => {
    await travis?.close()
  })

  it('authenticates like travis-api: 403 JSON, plain-text access denied, wrong_credentials', async () => {
    travis = await startFakeTravis({ seedDemo: true })
    travis.addRepo({ id: 2, slug: 'octo-org/public-repo', private: false })
    const anonymous = await fetch(`${travis.url}/repo/1/key_pair`, {
      headers: { 'Travis-API-Version': '3' }
    })
    expect(anonymous.status).toBe(403)
    expect(await readJson(anonymous)).toEqual({
      '@type': 'error',
      error_type: 'login_required',
      error_message: 'login required'
    })

    const bogus = await send(travis.url, '/repo/1/key_pair', {
      headers: { Authorization: 'token bogus' }
    })
    // Sinatra's default content type: the answer comes before v3 picks one (docs/travis-api.md#err-content-types).
    expect([bogus.status, bogus.type, bogus.text]).toEqual([
      403,
      'text/html;charset=utf-8',
      'access denied'
    ])
    // The legacy scope check reads `Token` in any case, so an unknown token is plain text here too.
    const capitalBogus = await send(travis.url, '/repo/1/settings', {
      headers: { Authorization: 'Token bogus' }
    })
    expect([capitalBogus.status, capitalBogus.text]).toEqual([403, 'access denied'])

    for (const header of ['Bearer x', `Token ${TOKEN}`]) {
      const wrong = await send(travis.url, '/repo/1/settings', {
        headers: { Authorization: header }
      })
      expect(wrong.status).toBe(403)
      expect(wrong.type).toBe('text/html;charset=utf-8')
      expect(wrong.json.error_type).toBe('wrong_credentials')
    }

    const noVersion = await fetch(`${travis.url}/repo/1/settings`, {
      headers: { Authorization: `token ${TOKEN}` }
    })
    expect(noVersion.status).toBe(406)
    expect((await readJson(noVersion)).error_message).toBe('fake: missing Travis-API-Version: 3')

    // Branches of a public repo need no login; a private repo is invisible to anonymous callers.
    const anonHeaders = { 'Travis-API-Version': '3' }
    const publicBranches = await fetch(`${travis.url}/repo/2/branches`, { headers: anonHeaders })
    expect(publicBranches.status).toBe(200)
    const privateBranches = await fetch(`${travis.url}/repo/1/branches`, { headers: anonHeaders })
    expect(privateBranches.status).toBe(404)
    expect((await readJson(privateBranches)).resource_type).toBe('repository')
  })

  it('routes ids, %2F slugs and providers; literal slashes, unknown repos and methods fail', async () => {
    travis = await startFakeTravis({ seedDemo: true, basePath: '/api' })
    expect(travis.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/)

    const bySlug = await send(travis.url, '/repo/github/OCTO-ORG%2fHello-World/settings')
    expect(bySlug.status).toBe(200)
    // Hrefs carry neither /v3 nor the Enterprise prefix.
    expect(bySlug.json['@href']).toBe('/repo/github/OCTO-ORG%2fHello-World/settings')
    expect(bySlug.json.settings[0]['@href']).toBe('/repo/1/setting/builds_only_with_travis_yml')
    expect(travis.requests.at(-1)?.path).toBe('/api/repo/github/OCTO-ORG%2fHello-World/settings')

    const literal = await send(travis.url, '/repo/octo-org/hello-world/settings')
    expect(literal.status).toBe(404)
    expect(literal.json).toEqual({
      '@type': 'error',
      error_type: 'not_found',
      error_message: 'resource not found (or insufficient access)'
    })

    const unknown = await send(travis.url, '/repo/octo-org%2Fnope/settings')
    expect(unknown.json).toMatchObject({
      error_message: 'repository not found (or insufficient access)',
      resource_type: 'repository'
    })

    const put = await send(travis.url, '/repo/1/key_pair', { method: 'PUT', body: {} })
    expect(put.status).toBe(405)
    expect(put.json.error_type).toBe('method_not_allowed')
  })

  it('runs the key pair lifecycle with 201, 409, 200 and an empty 204', async () => {
    travis = await startFakeTravis({ seedDemo: true })
    const created = await send(travis.url, '/repo/octo-org%2Fhello-world/key_pair', {
      method: 'POST',
      body: { 'key_pair.value': rsaPem, 'key_pair.description': 'deploy' }
    })
    expect(created.status).toBe(201)
    const expectedFingerprint = sshpk
      .parsePrivateKey(rsaPem, 'pem')
      .fingerprint('md5')
      .toString('hex')
    expect(created.json).toEqual({
      '@type': 'key_pair',
      '@href': '/repo/1/key_pair',
      '@representation': 'standard',
      '@permissions': { read: true, write: true },
      description: 'deploy',
      public_key: createPublicKey(rsaKey).export({ type: 'spki', format: 'pem' }),
      fingerprint: expectedFingerprint
    })
    expect(created.json.public_key).toMatch(/-----END PUBLIC KEY-----\n$/)
    expect(travis.state.repos[0].keyPair).toEqual({ privateKey: rsaPem, description: 'deploy' })

    const again = await send(travis.url, '/repo/1/key_pair', {
      method: 'POST',
      body: { 'key_pair.value': rsaPem }
    })
    expect([again.status, again.json.error_type]).toEqual([409, 'duplicate_resource'])

    const renamed = await send(travis.url, '/repo/1/key_pair', {
      method: 'PATCH',
      body: { 'key_pair.description': 'renamed', 'key_pair.xyz': 1 }
    })
    expect(renamed.status).toBe(200)
    expect(Object.keys(renamed.json)[0]).toBe('@warnings')
    expect(renamed.json['@warnings']).toEqual([
      {
        '@type': 'warning',
        message: 'query parameter key_pair.xyz not safelisted, ignored',
        warning_type: 'ignored_parameter',
        parameter: 'key_pair.xyz'
      }
    ])
    expect(renamed.json).toMatchObject({ description: 'renamed', fingerprint: expectedFingerprint })

    const replaced = await send(travis.url, '/repo/1/key_pair', {
      method: 'PATCH',
      body: { 'key_pair.value': otherRsaPem }
    })
    expect(replaced.json.fingerprint).not.toBe(expectedFingerprint)
    expect(replaced.json.description).toBe('renamed')

    const deleted = await send(travis.url, '/repo/1/key_pair', { method: 'DELETE' })
    expect([deleted.status, deleted.type, deleted.text]).toEqual([204, null, ''])
    const gone = await send(travis.url, '/repo/1/key_pair')
    expect(gone.json).toEqual({
      '@type': 'error',
      error_type: 'not_found',
      error_message: 'key_pair not found (or insufficient access)',
      resource_type: 'key_pair'
    })
  })

  it('rejects key material as the server does: 400 blank, 422 unloadable, 403 gates', async () => {
    travis = await startFakeTravis({ seedDemo: true })
    travis.addRepo({ id: 2, slug: 'octo-org/public-repo', private: false })
    const post = (body: unknown, repo = 1, token = TOKEN) =>
      send(travis.url, `/repo/${repo}/key_pair`, {
        method: 'POST',
        body,
        headers: { Authorization: `token ${token}` }
      })

    expect((await post({ 'key_pair.description': 'only' })).json.error_type).toBe('wrong_params')
    expect((await post({ 'key_pair.value': '  ' })).status).toBe(400)
    // Bare `value` is safelisted but ignored, so the value counts as missing.
    expect((await post({ value: rsaPem })).status).toBe(400)

    const unloadable = [
      sshpk.parsePrivateKey(rsaPem, 'pem').toString('openssh'),
      String(
        rsaKey.export({ type: 'pkcs1', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'p' })
      ),
      String(
        rsaKey.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'p' })
      ),
      String(
        generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
          type: 'pkcs8',
          format: 'pem'
        })
      ),
      String(createPublicKey(rsaKey).export({ type: 'spki', format: 'pem' })),
      'not a key'
    ]
    for (const value of unloadable) {
      const reply = await post({ 'key_pair.value': value })
      expect([reply.status, reply.json.error_type]).toEqual([422, 'unprocessable_entity'])
    }

    const onPublic = await post({ 'key_pair.value': rsaPem }, 2)
    expect([onPublic.status, onPublic.json.error_type]).toEqual([403, 'private_repo_feature'])

    travis.tokens['read-only'] = { user: 'reader', keyPairWrite: false }
    const denied = await post({ 'key_pair.value': rsaPem }, 1, 'read-only')
    expect(denied.status).toBe(403)
    expect(denied.json).toMatchObject({
      error_message: 'operation requires create_key_pair access to repository',
      permission: 'create_key_pair',
      resource_type: 'repository',
      repository: { '@type': 'repository', id: 1, slug: 'octo-org/hello-world' }
    })
    expect(travis.state.repos[0].keyPair).toBeNull()
  })

  it('computes the fingerprint of the fixture key independently', () => {
    expect(sshMd5Fingerprint(createPublicKey(FIXTURE_PUBLIC_KEY))).toBe(FIXTURE_FINGERPRINT)
  })

  it('selects caches by storage prefix, lists them in key order and renders the last segment', async () => {
    travis = await startFakeTravis({ seedDemo: true })
    // A branch next to `release` that the prefix `1/release/` must not reach.
    travis.state.addCache(1, { branch: 'release-2', name: 'cache-linux--node-20.tgz' })
    const branches = (reply: Reply) => reply.json.caches.map((c: { branch: string }) => c.branch)
    const names = (reply: Reply) => reply.json.caches.map((c: { name: string }) => c.name)

    // Key order, not insertion order; `branch` is the segment before the file name only.
    const all = await send(travis.url, '/repo/1/caches')
    expect(branches(all)).toEqual([
      'PR.42',
      'develop',
      'login',
      'login',
      'master',
      'master',
      // `-` (0x2D) sorts before `/` (0x2F).
      'release-2',
      '1.x',
      'release'
    ])

    // feature/login is stored under feature/login; the old stripped name finds nothing.
    const login = await send(travis.url, '/repo/1/caches?branch=feature/login')
    expect(login.json['@href']).toBe('/repo/1/caches?branch=feature/login')
    expect(branches(login)).toEqual(['login', 'login'])
    expect(names(login)).toEqual([
      expect.stringMatching(/^cache-linux-focal-[0-9a-f]+--node-20\.tgz$/),
      'cache-osx-xcode15-e3b0c442--node-20.tgz'
    ])
    expect(branches(await send(travis.url, '/repo/1/caches?branch=feature%2Flogin'))).toEqual([
      'login',
      'login'
    ])
    expect((await send(travis.url, '/repo/1/caches?branch=featurelogin')).json.caches).toEqual([])
    expect((await send(travis.url, '/repo/1/caches?branch=feature')).json.caches).toHaveLength(2)

    // `release` reaches the nested release/1.x (same file name) but not release-2.
    const release = await send(travis.url, '/repo/1/caches?branch=release')
    expect(branches(release)).toEqual(['1.x', 'release'])
    expect(new Set(names(release)).size).toBe(1)
    expect(branches(await send(travis.url, '/repo/1/caches?caches.branch=release/'))).toEqual([
      '1.x',
      'release'
    ])
    expect(branches(await send(travis.url, '/repo/1/caches?branch=release/1.x'))).toEqual(['1.x'])
    expect(branches(await send(travis.url, '/repo/1/caches?branch=release-2'))).toEqual([
      'release-2'
    ])
    expect((await send(travis.url, '/repo/1/caches?branch=rel')).json.caches).toEqual([])

    const osx = await send(travis.url, '/repo/1/caches?caches.match=osx')
    expect(osx.json.caches).toHaveLength(1)
    expect(osx.json.caches[0]).toMatchObject({
      '@type': 'cache',
      '@representation': 'standard',
      repository_id: 1,
      name: 'cache-osx-xcode15-e3b0c442--node-20.tgz',
      branch: 'login',
      repo: { '@type': 'repository', '@href': '/repo/1', id: 1 }
    })
    expect(osx.json.caches[0]).not.toHaveProperty('@href')
    expect((await send(travis.url, '/repo/1/caches?match=OSX')).json.caches).toEqual([])
    expect(branches(await send(travis.url, '/repo/1/caches?branch=release&match=node'))).toEqual([
      '1.x',
      'release'
    ])
  })

  it('deletes exactly what the same filters select and answers with it', async () => {
    travis = await startFakeTravis({ seedDemo: true })
    travis.state.addCache(1, { branch: 'release-2', name: 'cache-linux--node-20.tgz' })
    const stored = travis.state.repos[0].caches
    const before = [...stored]
    const listed = await send(travis.url, '/repo/1/caches?branch=release')
    const deleted = await send(travis.url, '/repo/1/caches?branch=release', { method: 'DELETE' })
    expect(deleted.status).toBe(200)
    expect(deleted.json).not.toHaveProperty('@href')
    expect(deleted.json['@type']).toBe('caches')
    expect(deleted.json.caches).toEqual(listed.json.caches)
    expect(deleted.json.caches.map((c: { branch: string }) => c.branch)).toEqual(['1.x', 'release'])
    expect(stored).toEqual(
      before.filter((cache) => cache.group !== 'release' && cache.group !== 'release/1.x')
    )
    expect(stored.map((cache) => cache.group)).toContain('release-2')

    const pr = await send(travis.url, '/repo/1/caches?branch=PR.42&match=node', {
      method: 'DELETE'
    })
    expect(pr.json.caches.map((c: { branch: string }) => c.branch)).toEqual(['PR.42'])
    expect(stored).toHaveLength(before.length - 3)

    travis.tokens['no-delete'] = { user: 'viewer', cacheDelete: false }
    const denied = await send(travis.url, '/repo/1/caches', {
      method: 'DELETE',
      headers: { Authorization: 'token no-delete' }
    })
    expect(denied.status).toBe(403)
    expect(denied.json).toMatchObject({
      error_type: 'insufficient_access',
      error_message: 'operation requires cache_delete access to repository',
      permission: 'cache_delete'
    })
    expect(stored).toHaveLength(before.length - 3)

    const everything = await send(travis.url, '/repo/1/caches', { method: 'DELETE' })
    expect(everything.json.caches).toHaveLength(before.length - 3)
    expect(stored).toEqual([])
  })

  it('keys caches by the raw branch name: spaces, non-ASCII, byte order, old stripped groups', async () => {
    travis = await startFakeTravis()
    const repo = travis.addRepo({ id: 7, slug: 'octo-org/names' })
    // Added out of order; UTF-16 order would put the astral 😀 (D83D…) before ～ (U+FF5E).
    for (const branch of ['😀', '～', 'café', 'my feature', 'feature/login', 'Zeta']) {
      travis.state.addCache(repo, { branch, name: 'b.tgz' })
    }
    travis.state.addCache(repo, { group: 'featurelogin', name: 'old.tgz' })
    travis.state.addCache(repo, { branch: 'Zeta', name: 'a.tgz', size: 1 })
    // A second upload to the same key replaces the object.
    travis.state.addCache(repo, { branch: 'Zeta', name: 'a.tgz', size: 2 })
    const list = async (query: string) =>
      (await send(travis.url, `/repo/7/caches${query}`)).json.caches.map(
        (c: { branch: string; name: string; size: number }) => `${c.branch}|${c.name}|${c.size}`
      )

    expect(await list('')).toEqual([
      'Zeta|a.tgz|2',
      'Zeta|b.tgz|1024',
      'café|b.tgz|1024',
      'login|b.tgz|1024',
      'featurelogin|old.tgz|1024',
      'my feature|b.tgz|1024',
      '～|b.tgz|1024',
      '😀|b.tgz|1024'
    ])
    expect(repo.caches.map((cache) => `${cache.group}/${cache.name}`)).toEqual([
      'Zeta/a.tgz',
      'Zeta/b.tgz',
      'café/b.tgz',
      'feature/login/b.tgz',
      'featurelogin/old.tgz',
      'my feature/b.tgz',
      '～/b.tgz',
      '😀/b.tgz'
    ])

    // Responses are in key order even for caches a test pushes out of order.
    repo.caches.push({ group: 'AAA', name: 'z.tgz', size: 5, lastModified: '2024-05-02T00:00:00Z' })
    expect((await list('')).slice(0, 2)).toEqual(['AAA|z.tgz|5', 'Zeta|a.tgz|2'])

    // One level of URL encoding, as Rack decodes it; the stored key holds no %XX.
    expect(await list('?branch=my%20feature')).toEqual(['my feature|b.tgz|1024'])
    expect(await list('?branch=my+feature')).toEqual(['my feature|b.tgz|1024'])
    expect(await list('?branch=my%2520feature')).toEqual([])
    expect(await list('?branch=caf%C3%A9')).toEqual(['café|b.tgz|1024'])
    expect(await list('?branch=caf%25C3%25A9')).toEqual([])
    expect(await list(`?branch=${encodeURIComponent('😀')}`)).toEqual(['😀|b.tgz|1024'])
    // An old build's stripped group is found by that name only.
    expect(await list('?branch=featurelogin')).toEqual(['featurelogin|old.tgz|1024'])
    expect(await list('?branch=feature/login')).toEqual(['login|b.tgz|1024'])
  })

  it('lists, coerces and validates settings', async () => {
    travis = await startFakeTravis({ seedDemo: true })
    travis.addRepo({ id: 2, slug: 'octo-org/public-repo', private: false })
    const names = (reply: Reply) => reply.json.settings.map((s: { name: string }) => s.name)
    const privateList = await send(travis.url, '/repo/1/settings')
    expect(names(privateList)).toHaveLength(14)
    expect(names(privateList)[7]).toBe('allow_config_imports')
    expect(names(await send(travis.url, '/repo/2/settings'))).not.toContain('allow_config_imports')

    const off = await send(travis.url, '/repo/1/setting/build_pushes', {
      method: 'PATCH',
      body: { 'setting.value': 'no' }
    })
    expect(off.json).toMatchObject({ '@href': '/repo/1/setting/build_pushes', value: false })
    const days = await send(travis.url, '/repo/1/setting/job_log_access_older_than_days', {
      method: 'PATCH',
      body: { 'setting.value': 10 }
    })
    expect(days.status).toBe(422)
    expect(days.json.error_message).toBe('Job log access older than days is outside the bounds')
    const max = await send(travis.url, '/repo/1/setting/maximum_number_of_builds', {
      method: 'PATCH',
      body: { 'setting.value': '3' }
    })
    expect(max.json.value).toBe(3)

    travis.tokens['reader'] = { user: 'reader', settingsWrite: false }
    const denied = await send(travis.url, '/repo/1/setting/build_pushes', {
      method: 'PATCH',
      body: { 'setting.value': true },
      headers: { Authorization: 'token reader' }
    })
    expect(denied.status).toBe(403)
    expect(denied.json.user_setting).toEqual({
      '@type': 'setting',
      '@href': '/repo/1/setting/build_pushes',
      '@representation': 'minimal',
      name: 'build_pushes',
      value: false
    })
    const unknown = await send(travis.url, '/repo/1/setting/no_such_setting')
    expect(unknown.status).toBe(404)
    expect(unknown.json).not.toHaveProperty('resource_type')
  })

  it('keeps env vars per (name, branch): 201, 409, private without a value, PATCH moves to the end', async () => {
    travis = await startFakeTravis({ seedDemo: true })
    const create = (body: Record<string, unknown>) =>
      send(travis.url, '/repo/1/env_vars', { method: 'POST', body })
    // Never paged, and an empty list when there are none (docs/travis-api.md#env-list).
    const none = await send(travis.url, '/repo/1/env_vars')
    expect(none.json.env_vars).toEqual([])
    expect(none.json).not.toHaveProperty('@pagination')
    const secret = await create({
      'env_var.name': 'SECRET',
      'env_var.value': 's3cret',
      'env_var.public': false
    })
    expect(secret.status).toBe(201)
    expect(secret.json.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(secret.json).not.toHaveProperty('value')
    expect(secret.json).toMatchObject({ name: 'SECRET', public: false, branch: null })
    const pub = await create({
      'env_var.name': 'PUB',
      'env_var.value': 'v1',
      'env_var.public': true
    })
    expect(pub.json).toMatchObject({ value: 'v1', public: true, branch: null })
    expect((await create({ 'env_var.name': 'PUB', 'env_var.value': 'v2' })).json).toEqual({
      '@type': 'error',
      error_type: 'duplicate_resource',
      error_message: 'resource already exists'
    })
    const onBranch = await create({
      'env_var.name': 'PUB',
      'env_var.value': 'r',
      'env_var.public': true,
      'env_var.branch': 'release'
    })
    expect([onBranch.status, onBranch.json.branch]).toEqual([201, 'release'])
    // No name check beyond presence, and `public` absent is null (the live tier).
    const odd = await create({ 'env_var.name': '1BAD-NAME', 'env_var.value': 'x' })
    expect([odd.status, odd.json.public]).toEqual([201, null])
    expect(odd.json).not.toHaveProperty('value')
    const nameless = await create({ 'env_var.value': 'x' })
    expect([nameless.status, nameless.json.error_message]).toEqual([
      422,
      'Variable name is required'
    ])
    const numeric = await create({
      'env_var.name': 'NUM',
      'env_var.value': 5,
      'env_var.public': true
    })
    expect([numeric.status, numeric.text]).toEqual([500, 'Sorry, we experienced an error.\n'])

    const patched = await send(travis.url, `/repo/1/env_var/${secret.json.id}`, {
      method: 'PATCH',
      body: { 'env_var.value': 'new' }
    })
    expect(patched.json).toMatchObject({ id: secret.json.id, public: false })
    expect(patched.json).not.toHaveProperty('value')
    const list = await send(travis.url, '/repo/1/env_vars')
    expect(list.json.env_vars.map((v: { name: string }) => v.name)).toEqual([
      'PUB',
      'PUB',
      '1BAD-NAME',
      'SECRET'
    ])
    const shown = await send(travis.url, `/repo/1/env_var/${secret.json.id}`, {
      method: 'PATCH',
      body: { 'env_var.public': true }
    })
    expect(shown.json.value).toBe('new')

    const removed = await send(travis.url, `/repo/1/env_var/${secret.json.id}`, {
      method: 'DELETE'
    })
    expect([removed.status, removed.type, removed.text]).toEqual([204, null, ''])
    const again = await send(travis.url, `/repo/1/env_var/${secret.json.id}`, { method: 'DELETE' })
    expect([again.status, again.json.resource_type]).toEqual([404, 'env_var'])

    travis.tokens['reader'] = { user: 'reader', settingsWrite: false }
    const asReader = { headers: { Authorization: 'token reader' } }
    const refused = await send(travis.url, '/repo/1/env_vars', {
      method: 'POST',
      body: { 'env_var.name': 'X', 'env_var.value': 'x' },
      ...asReader
    })
    expect([refused.status, refused.json.permission]).toEqual([403, 'create_env_var'])
    const readable = await send(travis.url, '/repo/1/env_vars', asReader)
    expect(readable.json.env_vars[0]['@permissions']).toEqual({ read: true, write: false })
    const refusedPatch = await send(travis.url, `/repo/1/env_var/${pub.json.id}`, {
      method: 'PATCH',
      body: { 'env_var.value': 'x' },
      ...asReader
    })
    expect(refusedPatch.json.env_var).toEqual({
      '@type': 'env_var',
      '@href': `/repo/1/env_var/${pub.json.id}`,
      '@representation': 'minimal',
      id: pub.json.id,
      name: 'PUB',
      public: true,
      branch: null
    })
  })

  it('keeps one cron per branch: 200 replaces, 422 off GitHub or bad interval, 404 branch, /cron/{id} deletes', async () => {
    travis = await startFakeTravis({ seedDemo: true })
    const post = (branch: string, body: Record<string, unknown>) =>
      send(travis.url, `/repo/1/branch/${encodeURIComponent(branch)}/cron`, {
        method: 'POST',
        body
      })
    // Paged, 25 by default; with none, the `last` link has offset -25 (docs/travis-api.md#cron-list).
    const empty = await send(travis.url, '/repo/1/crons')
    expect(empty.json['@pagination']).toMatchObject({ limit: 25, count: 0 })
    expect(empty.json['@pagination'].last.offset).toBe(-25)
    const first = await post('master', {
      'cron.interval': 'daily',
      'cron.dont_run_if_recent_build_exists': true
    })
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({
      '@href': '/cron/1',
      id: 1,
      branch: { '@href': '/repo/1/branch/master', name: 'master' },
      interval: 'daily',
      dont_run_if_recent_build_exists: true,
      last_run: null,
      active: true
    })
    expect(Date.parse(first.json.next_run) - Date.parse(first.json.created_at)).toBe(60_000)
    const replaced = await post('master', { 'cron.interval': 'weekly' })
    expect([replaced.json.id, replaced.json.dont_run_if_recent_build_exists]).toEqual([2, false])
    const nested = await post('feature/login', { 'cron.interval': 'monthly' })
    expect(nested.json.branch['@href']).toBe('/repo/1/branch/feature%2Flogin')
    expect((await post('release', { 'cron.interval': 'daily' })).json.error_message).toBe(
      'Crons can only be set up for branches existing on GitHub!'
    )
    const hourly = await post('master', { 'cron.interval': 'hourly' })
    expect([hourly.status, hourly.json.error_type]).toEqual([422, 'error'])
    const unknown = await post('no-such-branch', { 'cron.interval': 'daily' })
    expect([unknown.status, unknown.json.resource_type]).toEqual([404, 'branch'])

    const list = await send(travis.url, '/repo/1/crons?limit=1&offset=0')
    expect(list.json['@pagination']).toMatchObject({ count: 2, limit: 1, is_last: false })
    expect(list.json.crons.map((c: { id: number }) => c.id)).toEqual([2])
    const sorted = await send(travis.url, '/repo/1/crons?sort_by=id')
    expect(sorted.json['@warnings'][0].parameter).toBe('sort_by')

    travis.tokens['reader'] = { user: 'reader', settingsWrite: false }
    const denied = await send(travis.url, '/cron/2', {
      method: 'DELETE',
      headers: { Authorization: 'token reader' }
    })
    expect(denied.json).toMatchObject({ permission: 'delete', cron: { '@href': '/cron/2', id: 2 } })
    const gone = await send(travis.url, '/cron/2', { method: 'DELETE' })
    expect([gone.status, gone.type, gone.text]).toEqual([204, null, ''])
    expect((await send(travis.url, '/cron/2', { method: 'DELETE' })).json.resource_type).toBe(
      'cron'
    )
    expect((await send(travis.url, '/cron/abc', { method: 'DELETE' })).json).not.toHaveProperty(
      'resource_type'
    )
  })

  it('plays the build pipeline: 202 pending, a request taken on a later read, 409s, 403, 429', async () => {
    travis = await startFakeTravis({ seedDemo: true })
    travis.state.pipeline.pendingReads = 1
    travis.state.pipeline.states = ['started', 'passed']
    travis.state.pipeline.maxRequests = 2
    // 202 pending with remaining_requests counted before the request (docs/travis-api.md#build-requests).
    const created = await send(travis.url, '/repo/1/requests', {
      method: 'POST',
      body: { 'request.branch': 'develop', 'request.message': 'hi' }
    })
    expect(created.status).toBe(202)
    expect(created.json).toMatchObject({
      '@type': 'pending',
      remaining_requests: 2,
      request: { id: 1, branch: 'develop', message: 'hi' },
      resource_type: 'request'
    })
    // Pending: no branch, commit or builds until the gatekeeper takes it.
    const pending = await send(travis.url, '/repo/1/request/1')
    expect(pending.json).toMatchObject({
      state: 'pending',
      result: null,
      branch_name: null,
      builds: []
    })
    const taken = await send(travis.url, '/repo/1/request/1')
    expect(taken.json).toMatchObject({
      state: 'finished',
      result: 'approved',
      branch_name: 'develop'
    })
    expect(taken.json.commit.message).toBe('hi')
    const id = taken.json.builds[0].id
    // Read by read: started, then passed; jobs minimal unless included.
    const read1 = await send(travis.url, `/build/${id}?include=build.jobs,job.state`)
    expect([read1.json.state, read1.json.jobs.map((j: { state: string }) => j.state)]).toEqual([
      'started',
      ['started', 'started']
    ])
    const read2 = await send(travis.url, `/build/${id}`)
    expect([read2.json.state, read2.json.jobs[0]['@representation']]).toEqual(['passed', 'minimal'])
    // 409s: a finished build cannot be cancelled; a running one cannot be restarted.
    const cancel = await send(travis.url, `/build/${id}/cancel`, { method: 'POST' })
    expect([cancel.status, cancel.json.error_type]).toEqual([409, 'build_not_cancelable'])
    const restart = await send(travis.url, `/build/${id}/restart`, { method: 'POST' })
    expect([restart.status, restart.json.state_change, restart.json.build.state]).toEqual([
      202,
      'restart',
      'passed'
    ])
    expect((await send(travis.url, `/build/${id}`)).json.state).toBe('started')
    const running = await send(travis.url, `/build/${id}/restart`, { method: 'POST' })
    expect([running.status, running.json.error_type]).toEqual([409, 'build_already_running'])
    travis.tokens['reader'] = { user: 'reader', buildWrite: false }
    const denied = await send(travis.url, `/build/${id}/cancel`, {
      method: 'POST',
      headers: { Authorization: 'token reader' }
    })
    expect(denied.json).toMatchObject({
      permission: 'cancel',
      resource_type: 'build',
      build: { id }
    })
    // The listing: newest first, filtered.
    const listed = await send(travis.url, '/repo/1/builds?branch.name=develop&build.state=started')
    expect(listed.json.builds.map((b: { id: number }) => b.id)).toEqual([id])
    // The hourly limit: the second request is answered remaining 1, the third refused.
    await send(travis.url, '/repo/1/requests', { method: 'POST', body: {} })
    const limited = await send(travis.url, '/repo/1/requests', { method: 'POST', body: {} })
    expect([limited.status, limited.json.max_requests, limited.json.per_seconds]).toEqual([
      429, 2, 3600
    ])
    const newest = await send(travis.url, '/repo/1/requests?limit=1')
    expect(newest.json.requests.map((r: { id: number }) => r.id)).toEqual([2])
    expect((await send(travis.url, '/build/999999')).json.resource_type).toBe('build')
    expect((await send(travis.url, '/repo/1/request/999')).json.resource_type).toBe('request')
  })

  it('paginates 202 built branches over three pages of 100 with @pagination links', async () => {
    travis = await startFakeTravis({ seedDemo: true })
    const pages = [0, 100, 200].map((offset) =>
      send(travis.url, `/repo/1/branches?limit=100&offset=${offset}`)
    )
    const [first, second, third] = (await Promise.all(pages)).map((reply) => reply.json)
    expect(first.branches).toHaveLength(100)
    expect(second.branches).toHaveLength(100)
    expect(third.branches).toHaveLength(2)
    expect(first.branches[0]).toMatchObject({ name: 'master', default_branch: true })
    expect(first['@pagination']).toEqual({
      limit: 100,
      offset: 0,
      count: 202,
      is_first: true,
      is_last: false,
      next: { '@href': '/repo/1/branches?limit=100&offset=100', offset: 100, limit: 100 },
      prev: null,
      first: { '@href': '/repo/1/branches?limit=100&offset=0', offset: 0, limit: 100 },
      last: { '@href': '/repo/1/branches?limit=100&offset=200', offset: 200, limit: 100 }
    })
    expect(second['@pagination']).toMatchObject({ is_first: false, is_last: false, count: 202 })
    expect(third['@pagination']).toMatchObject({ is_last: true, next: null, count: 202 })
    expect(third['@pagination'].prev).toEqual({
      '@href': '/repo/1/branches?limit=100&offset=100',
      offset: 100,
      limit: 100
    })
    const all = [first, second, third].flatMap((page) => page.branches)
    expect(new Set(all.map((branch) => branch.name)).size).toBe(202)
    // Default sort: default branch, then existing branches, then newest last build.
    const existing = all.slice(1).map((branch) => branch.exists_on_github)
    expect(existing.indexOf(false)).toBeGreaterThan(existing.lastIndexOf(true))
  })

  it('hides branches without builds under the default sort only', async () => {
    travis = await startFakeTravis({ seedDemo: true })
    const byDefault = await send(travis.url, '/repo/1/branches?limit=0')
    expect(byDefault.json['@pagination']).toMatchObject({ limit: 100, count: 202 })
    const byName = await send(travis.url, '/repo/1/branches?sort_by=name&limit=500&offset=200')
    expect(byName.json['@pagination'].count).toBe(205)
    expect(byName.json['@pagination'].first['@href']).toBe(
      '/repo/1/branches?limit=100&offset=0&sort_by=name'
    )
    const unbuilt = await send(travis.url, '/repo/1/branches?sort_by=name:desc&branch.name=NEVER')
    expect(unbuilt.json.branches.map((b: { name: string }) => b.name)).toEqual([
      'never-built-3',
      'never-built-2',
      'never-built-1'
    ])
    expect(unbuilt.json.branches[0].last_build).toBeNull()
    const bad = await send(travis.url, '/repo/1/branches?limit=abc')
    expect([bad.status, bad.json.error_message]).toEqual([400, 'limit must be an integer'])
  })

  it('builds pagination links exactly like the fixtures', async () => {
    travis = await startFakeTravis()
    const repo = travis.addRepo({ id: 1, slug: 'svenfuchs/minimal', private: false })
    for (const name of ['old-experiment', 'feature-login-form', 'release-1.2', 'develop']) {
      travis.state.addBranch(repo, { name, existsOnHost: name !== 'old-experiment' })
    }
    travis.state.addBranch(repo, { name: 'master' })
    const pagination = async (query: string) =>
      (await send(travis.url, `/repo/1/branches${query}`)).json['@pagination']
    const link = (offset: number, limit: number, href: string) => ({ '@href': href, offset, limit })

    // branches_find_page2.json
    expect(await pagination('?limit=2&offset=2')).toEqual({
      limit: 2,
      offset: 2,
      count: 5,
      is_first: false,
      is_last: false,
      next: link(4, 2, '/repo/1/branches?limit=2&offset=4'),
      prev: link(0, 2, '/repo/1/branches?limit=2&offset=0'),
      first: link(0, 2, '/repo/1/branches?limit=2&offset=0'),
      last: link(4, 2, '/repo/1/branches?limit=2&offset=4')
    })
    // branches_find_prev_shrinks.json
    expect((await pagination('?limit=2&offset=1')).prev).toEqual(
      link(0, 1, '/repo/1/branches?limit=1&offset=0')
    )
    // branches_find_filtered_links.json
    const filtered = await pagination('?branch.name=o&limit=2')
    expect(filtered.count).toBe(3)
    expect(filtered.first).toEqual(link(0, 2, '/repo/1/branches?branch.name=o&limit=2'))
    expect(filtered.next).toEqual(link(2, 2, '/repo/1/branches?branch.name=o&limit=2&offset=2'))
    // branches_find_empty.json
    expect((await pagination('?branch.name=zzz')).last).toEqual(
      link(-25, 25, '/repo/1/branches?branch.name=zzz&limit=25&offset=-25')
    )
    // branches_find_sort_warning.json
    const warned = await send(travis.url, '/repo/1/branches?sort_by=name:desc,foo&limit=1')
    expect(warned.json['@warnings'][0]).toEqual({
      '@type': 'warning',
      message: 'query value foo for sort_by not a valid sort mode, ignored',
      warning_type: 'ignored_value',
      parameter: 'sort_by',
      value: 'foo'
    })
    expect(warned.json.branches[0].name).toBe('release-1.2')
  })

  it('lists and deletes only the first 1,000 storage keys under a prefix, then filters by match', async () => {
    travis = await startFakeTravis()
    const repo = travis.addRepo({ id: 1, slug: 'svenfuchs/minimal', private: true })
    for (let i = 0; i < 999; i++) {
      travis.state.addCache(repo, { branch: `a-${String(i).padStart(4, '0')}`, name: 'x.tgz' })
    }
    travis.state.addCache(repo, { branch: 'release', name: 'c.tgz' })
    travis.state.addCache(repo, { branch: 'release/zeta', name: 'c.tgz' })
    const all = await send(travis.url, '/repo/1/caches?match=c.tgz')
    // The 1,001st key (release/zeta/c.tgz) is beyond the one page the server reads.
    expect(all.json.caches.map((c: { branch: string }) => c.branch)).toEqual(['release'])
    const byPrefix = await send(travis.url, '/repo/1/caches?branch=release')
    expect(byPrefix.json.caches.map((c: { branch: string }) => c.branch)).toEqual([
      'release',
      'zeta'
    ])
    const deleted = await send(travis.url, '/repo/1/caches', { method: 'DELETE' })
    expect(deleted.json.caches).toHaveLength(1000)
    expect(repo.caches.map((c) => `${c.group}/${c.name}`)).toEqual(['release/zeta/c.tgz'])
  })

  it('pages by id cursor with efficientPagination (EFFICIENT_PAGINATION_ENABLED=true)', async () => {
    travis = await startFakeTravis({ efficientPagination: true, basePath: '/api' })
    const repo = travis.addRepo({ id: 1, slug: 'svenfuchs/minimal', private: false })
    const [alpha, bravo, , delta, echo] = ['alpha', 'bravo', 'charlie', 'delta', 'echo'].map(
      (name) => travis.state.addBranch(repo, { name }).id
    )
    expect(new Set([alpha, bravo, delta, echo]).size).toBe(4)
    const get = (pathAndQuery: string) => send(travis.url, pathAndQuery)
    const names = (reply: Reply) => reply.json.branches.map((b: { name: string }) => b.name)
    const cursorLink = (href: string, offset: number | null, limit: number) => ({
      limit,
      offset,
      next: { '@href': href, offset, limit }
    })

    // FancyParser (other parameters): keys sorted, values encoded, offset/limit merged in.
    const first = await get('/repo/1/branches?sort_by=name:desc&limit=2')
    expect(names(first)).toEqual(['echo', 'delta'])
    expect(first.json['@pagination']).toEqual(
      cursorLink(`/repo/1/branches?limit=2&offset=${delta}&sort_by=name%3Adesc`, delta, 2)
    )
    const second = await get(first.json['@pagination'].next['@href'])
    expect(names(second)).toEqual(['charlie', 'bravo'])
    const third = await get(second.json['@pagination'].next['@href'])
    expect(names(third)).toEqual(['alpha'])
    expect(third.json['@pagination'].offset).toBe(alpha)
    // An empty page: the cursor is nil; Addressable writes a nil value as a bare key.
    const empty = await get(third.json['@pagination'].next['@href'])
    expect(empty.json.branches).toEqual([])
    expect(empty.json['@pagination']).toEqual(
      cursorLink('/repo/1/branches?limit=2&offset&sort_by=name%3Adesc', null, 2)
    )
    // The cursor is an id, not a position: rows with a smaller id, whatever the sort.
    const ascending = await get(`/repo/1/branches?sort_by=name&limit=2&offset=${bravo}`)
    expect(names(ascending)).toEqual(['alpha'])
    // No count, even with skip_count.
    const skip = await get('/repo/1/branches?limit=2&skip_count=true&sort_by=name')
    expect(skip.json['@pagination']).toEqual(
      cursorLink(`/repo/1/branches?limit=2&offset=${bravo}&skip_count=true&sort_by=name`, bravo, 2)
    )

    // FastParser (only limit/offset, or no query): "#{path}?limit=#{limit}&offset=#{offset}".
    const fast = await get('/repo/1/branches?limit=2')
    expect(names(fast)).toEqual(['echo', 'delta'])
    expect(fast.json['@pagination']).toEqual(
      cursorLink(`/repo/1/branches?limit=2&offset=${delta}`, delta, 2)
    )
    const bare = await get('/repo/1/branches')
    expect(bare.json['@pagination']).toEqual(
      cursorLink(`/repo/1/branches?limit=25&offset=${alpha}`, alpha, 25)
    )
    expect((await get('/repo/1/branches?limit=0&offset=0')).json['@pagination'].limit).toBe(100)
    // The default sort joins builds, so the unqualified `id < ?` is ambiguous: a plain 500.
    const page2 = await get(fast.json['@pagination'].next['@href'])
    expect([page2.status, page2.type, page2.text]).toEqual([
      500,
      'text/plain',
      'Sorry, we experienced an error.\n'
    ])
    const bad = await get('/repo/1/branches?limit=abc&offset=3')
    expect([bad.status, bad.json.error_message]).toEqual([400, 'limit must be an integer'])
    expect(echo).toBeGreaterThan(delta)
  })

  it('orders ties per requested window with unstableTies, never changing the set', async () => {
    const gone = ['b-00', 'b-04', 'b-08', 'b-12']
    const seed = (fake: FakeTravis) => {
      const repo = fake.addRepo({ id: 1, slug: 'octo-org/ties', private: false })
      for (let i = 0; i < 16; i++) {
        const name = `b-${String(i).padStart(2, '0')}`
        fake.state.addBranch(repo, { name, existsOnHost: !gone.includes(name) })
      }
    }
    const order = async (query: string) =>
      (await send(travis.url, `/repo/1/branches?${query}`)).json.branches.map(
        (b: { name: string }) => b.name
      )

    travis = await startFakeTravis({ unstableTies: true })
    seed(travis)
    const narrow = await order('sort_by=exists_on_github&limit=16')
    const wide = await order('sort_by=exists_on_github&limit=50')
    expect(wide).not.toEqual(narrow)
    expect([...wide].sort()).toEqual([...narrow].sort())
    expect(narrow).toHaveLength(16)
    // The same window gives the same order; the sort itself holds in every window.
    expect(await order('sort_by=exists_on_github&offset=0&limit=16')).toEqual(narrow)
    for (const names of [narrow, wide]) expect(names.slice(12).sort()).toEqual(gone)
    // Without ties (names are unique) every window agrees.
    expect(await order('sort_by=name&limit=50')).toEqual(await order('sort_by=name&limit=16'))
    // An empty sort_by orders nothing: everything is a tie.
    const unordered = await order('sort_by=&limit=50')
    expect(unordered).not.toEqual(await order('sort_by=&limit=16'))
    expect([...unordered].sort()).toEqual([...wide].sort())
    await travis.close()

    // By default ties keep insertion order, the same in every window.
    travis = await startFakeTravis()
    seed(travis)
    const stable = await order('sort_by=exists_on_github&limit=16')
    expect(await order('sort_by=exists_on_github&limit=50')).toEqual(stable)
    expect(stable).toEqual([...[...wide].sort().filter((name) => !gone.includes(name)), ...gone])
  })

  it('speaks the live dialect by default and the interface dialect on request', async () => {
    travis = await startFakeTravis({ seedDemo: true })
    const ignored = await send(
      travis.url,
      '/repo/1/branches?branch.exists_on_host=false&sort_by=exists_on_host'
    )
    expect(ignored.json['@warnings']).toEqual([
      {
        '@type': 'warning',
        message: 'query parameter branch.exists_on_host not safelisted, ignored',
        warning_type: 'ignored_parameter',
        parameter: 'branch.exists_on_host'
      },
      {
        '@type': 'warning',
        message: 'query value exists_on_host for sort_by not a valid sort mode, ignored',
        warning_type: 'ignored_value',
        parameter: 'sort_by',
        value: 'exists_on_host'
      }
    ])
    expect(ignored.json['@pagination'].count).toBe(205)
    const live = await send(travis.url, '/repo/1/branches?branch.exists_on_github=false&limit=1')
    expect(live.json['@pagination'].count).toBe(20)
    expect(live.json.branches[0]).toMatchObject({ exists_on_github: false })
    await travis.close()

    travis = await startFakeTravis({ seedDemo: true, dialect: 'interface' })
    const headers = { 'Travis-API-Version': '', 'Service-API-Version': '3' }
    const iface = await send(travis.url, '/repo/1/branches?exists_on_host=0&limit=1', { headers })
    expect(iface.json['@warnings']).toBeUndefined()
    expect(iface.json['@pagination'].count).toBe(182)
    expect(iface.json.branches[0]).toHaveProperty('exists_on_host', true)
    expect(iface.json.branches[0]).not.toHaveProperty('exists_on_github')
    const liveHeader = await send(travis.url, '/repo/1/branches')
    expect(liveHeader.json.error_message).toBe('fake: missing Service-API-Version: 3')
  })

  it('includes recent builds and rejects malformed includes', async () => {
    travis = await startFakeTravis({ seedDemo: true })
    const withBuilds = await send(
      travis.url,
      '/repo/1/branches?limit=1&include=branch.recent_builds'
    )
    const master = withBuilds.json.branches[0]
    expect(master.recent_builds).toHaveLength(3)
    expect(master.recent_builds[0]).toMatchObject({
      '@type': 'build',
      '@representation': 'standard',
      id: master.last_build.id,
      branch: { '@href': '/repo/1/branch/master' }
    })
    const format = await send(travis.url, '/repo/1/branches?include=repository.last_build.branch')
    expect([format.status, format.json.error_message]).toEqual([
      400,
      'illegal format for include parameter'
    ])
    const field = await send(travis.url, '/repo/1/branches?include=branch.foo')
    expect(field.json.error_message).toBe('no field "branch.foo" to include')
  })

  it('writes a branch href as travis-api expands it: + and the other reserved characters raw', async () => {
    travis = await startFakeTravis({ seedDemo: false })
    const repo = travis.addRepo({ id: 1, slug: 'octo-org/hello-world' })
    for (const name of ['deps+update', 'a;b:c@d&e=f$g,h', 'feature/login', 'my feature', 'café'])
      travis.state.addBranch(repo, { name })
    const listed = await send(travis.url, '/repo/1/branches?sort_by=name&limit=10')
    expect(listed.json.branches.map((branch: JsonBody) => branch['@href'])).toEqual([
      '/repo/1/branch/a;b:c@d&e=f$g,h',
      '/repo/1/branch/caf%C3%A9',
      '/repo/1/branch/deps+update',
      '/repo/1/branch/feature%2Flogin',
      '/repo/1/branch/my%20feature'
    ])
  })

  it('renders a build as seeded: its commit, jobs, sender and update time', async () => {
    travis = await startFakeTravis({ seedDemo: false })
    const repo = travis.addRepo({ id: 1, slug: 'octo-org/hello-world' })
    const commit = {
      id: 7,
      sha: 'a'.repeat(40),
      message: 'commit 1 on main',
      committedAt: '2026-01-02T03:04:05Z'
    }
    const updatedAt = '2026-11-28T12:00:00.123Z'
    travis.state.addBranch(repo, {
      name: 'main',
      builds: [{ id: 7, commit, jobIds: [], createdBy: null, updatedAt }]
    })
    const listed = await send(travis.url, '/repo/1/branches?include=branch.recent_builds')
    expect(listed.json.branches[0].recent_builds[0]).toMatchObject({
      commit: {
        id: 7,
        sha: commit.sha,
        ref: 'refs/heads/main',
        message: 'commit 1 on main',
        compare_url: 'https://github.com/octo-org/hello-world/compare/aaaaaaaaaaaa',
        committed_at: '2026-01-02T03:04:05Z'
      },
      jobs: [],
      created_by: null,
      updated_at: updatedAt
    })
  })

  it("with rights per repository: a row's rights there, read-only on a public repository without one, a private one invisible", async () => {
    travis = await startFakeTravis({ seedDemo: false })
    travis.addRepo({ id: 1, slug: 'octo-org/mine', private: true })
    travis.addRepo({ id: 2, slug: 'octo-org/public', private: false })
    travis.addRepo({ id: 3, slug: 'octo-org/secret', private: true })
    travis.addRepo({ id: 4, slug: 'octo-org/readable', private: true })
    const write = { settingsWrite: true, keyPairWrite: true, cacheView: true, cacheDelete: true }
    const read = { settingsWrite: false, keyPairWrite: false, cacheView: false, cacheDelete: false }
    travis.tokens[TOKEN] = {
      user: 'octo-user',
      repositories: { 'octo-org/mine': write, 'octo-org/readable': read }
    }
    const patch = (id: number) =>
      send(travis.url, `/repo/${id}/setting/build_pushes`, {
        method: 'PATCH',
        body: { 'setting.value': false }
      })
    const statuses = async (id: number) => [
      (await send(travis.url, `/repo/${id}/settings`)).status,
      (await patch(id)).status,
      (await send(travis.url, `/repo/${id}/caches`)).status
    ]
    expect(await statuses(1)).toEqual([200, 200, 200])
    expect(await statuses(2)).toEqual([200, 403, 403])
    expect(await statuses(3)).toEqual([404, 404, 404])
    expect(await statuses(4)).toEqual([200, 403, 403])
    const refused = await patch(2)
    expect([refused.json.error_type, refused.json.permission]).toEqual([
      'insufficient_access',
      'write'
    ])
  })

  it('injects faults in order, including after handling, drops and delays', async () => {
    travis = await startFakeTravis({ seedDemo: true })
    travis.failNext({ method: 'GET', pathIncludes: '/settings', status: 500, times: 2 })
    travis.failNext({ pathIncludes: '/settings', status: 429 })
    for (const [status, text] of [
      [500, 'Sorry, we experienced an error.\n'],
      [500, 'Sorry, we experienced an error.\n'],
      [429, 'Retry later\n']
    ]) {
      const reply = await send(travis.url, '/repo/1/settings')
      expect([reply.status, reply.type, reply.text]).toEqual([status, 'text/plain', text])
    }
    expect((await send(travis.url, '/repo/1/settings')).status).toBe(200)

    // The server stores the key, but the client sees a 502.
    travis.failNext({ method: 'POST', pathIncludes: 'key_pair', status: 502, afterHandling: true })
    const post = await send(travis.url, '/repo/1/key_pair', {
      method: 'POST',
      body: { 'key_pair.value': rsaPem }
    })
    expect(post.status).toBe(502)
    expect(travis.state.repos[0].keyPair?.privateKey).toBe(rsaPem)

    travis.failNext({ pathIncludes: 'caches', dropConnection: true })
    await expect(send(travis.url, '/repo/1/caches')).rejects.toThrow()
    // Handled, then the connection dies: the caches are gone although the client saw no answer.
    travis.failNext({ method: 'DELETE', dropConnection: true, afterHandling: true })
    await expect(
      send(travis.url, '/repo/1/caches?branch=PR.42', { method: 'DELETE' })
    ).rejects.toThrow()
    expect(travis.state.repos[0].caches.map((cache) => cache.group)).not.toContain('PR.42')
    travis.failNext({ pathIncludes: 'caches', delayMs: 2_000 })
    await expect(
      fetch(`${travis.url}/repo/1/caches`, {
        headers: LIVE_HEADERS,
        signal: AbortSignal.timeout(100)
      })
    ).rejects.toThrow()
    expect(travis.requests.map((request) => request.method)).toEqual([
      'GET',
      'GET',
      'GET',
      'GET',
      'POST',
      'GET',
      'DELETE',
      'GET'
    ])
    expect(travis.requests[4].body).toEqual({ 'key_pair.value': rsaPem })
  })
})

describe('fake github', () => {
  let github: FakeGitHub
  afterEach(async () => {
    await github?.close()
  })

  // `type base64` (sshpk adds a comment of its own, which GitHub would drop).
  const sshKey = (pem: string, comment = '') => {
    const [type, data] = sshpk.parsePrivateKey(pem, 'pem').toPublic().toString('ssh').split(' ')
    return `${type} ${data}${comment}`
  }
  const call = (path: string, init: RequestInit = {}, token = 'fake-github-token') =>
    fetch(`${github.url}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
    })

  it('authenticates and hides deploy keys from non-admin tokens', async () => {
    github = await startFakeGitHub()
    github.addRepo('octo-org/hello-world')
    github.tokens['reader'] = { user: 'reader', admin: false }
    github.tokens['app'] = { user: 'app', forbidden: true }
    const anonymous = await fetch(`${github.url}/repos/octo-org/hello-world/keys`)
    expect(anonymous.status).toBe(401)
    const wrong = await call('/repos/octo-org/hello-world/keys', {}, 'nope')
    expect([wrong.status, (await readJson(wrong)).message]).toEqual([401, 'Bad credentials'])
    const classic = await fetch(`${github.url}/repos/octo-org/hello-world/keys`, {
      headers: { Authorization: 'token fake-github-token' }
    })
    expect(classic.status).toBe(200)
    expect((await call('/repos/octo-org/hello-world/keys', {}, 'reader')).status).toBe(404)
    const forbidden = await call('/repos/octo-org/hello-world/keys', {}, 'app')
    expect([forbidden.status, (await readJson(forbidden)).message]).toEqual([
      403,
      'Resource not accessible by integration'
    ])
    expect((await call('/repos/octo-org/unknown/keys')).status).toBe(404)
  })

  it('paginates deploy keys with a Link header that can be followed', async () => {
    github = await startFakeGitHub({ basePath: '/api/v3' })
    const pems = Array.from({ length: 5 }, () =>
      String(
        generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
          type: 'pkcs1',
          format: 'pem'
        })
      )
    )
    pems.forEach((pem, i) =>
      github.addKey('octo-org/hello-world', {
        key: sshKey(pem, ' me@host'),
        title: `key ${i}`,
        created_at: `2024-0${i + 1}-01T00:00:00Z`
      })
    )
    const first = await call('/repos/octo-org/hello-world/keys?per_page=2')
    const body = await readJson(first)
    expect(body.map((key: { title: string }) => key.title)).toEqual(['key 0', 'key 1'])
    expect(body[0]).toMatchObject({
      created_at: '2024-01-01T00:00:00Z',
      key: sshKey(pems[0]),
      url: `${github.url}/repos/octo-org/hello-world/keys/${body[0].id}`
    })
    const links = Object.fromEntries(
      [...String(first.headers.get('link')).matchAll(/<([^>]+)>; rel="(\w+)"/g)].map((m) => [
        m[2],
        m[1]
      ])
    )
    expect(Object.keys(links)).toEqual(['next', 'last'])
    expect(links.last).toMatch(/\/api\/v3\/repositories\/\d+\/keys\?per_page=2&page=3$/)
    const last = await fetch(links.last, { headers: { Authorization: 'token fake-github-token' } })
    expect((await readJson(last)).map((key: { title: string }) => key.title)).toEqual(['key 4'])
    expect(last.headers.get('link')).toContain('rel="prev"')
    const lone = await call('/repos/octo-org/hello-world/keys?per_page=100')
    expect(lone.headers.get('link')).toBeNull()
  })

  it('creates, refuses duplicates anywhere, reads and deletes deploy keys', async () => {
    github = await startFakeGitHub()
    github.addRepo('octo-org/hello-world')
    github.addRepo('octo-org/other')
    const key = sshKey(rsaPem, ' travis')
    const created = await call('/repos/octo-org/hello-world/keys', {
      method: 'POST',
      body: JSON.stringify({ title: 'Travis CI deploy key 2024-05-01', key, read_only: true })
    })
    expect(created.status).toBe(201)
    const body = await readJson(created)
    expect(body).toMatchObject({
      key: sshKey(rsaPem),
      title: 'Travis CI deploy key 2024-05-01',
      verified: true,
      read_only: true,
      added_by: 'octocat',
      last_used: null,
      enabled: true
    })
    expect(Date.now() - Date.parse(body.created_at)).toBeLessThan(60_000)

    for (const repo of ['hello-world', 'other']) {
      const duplicate = await call(`/repos/octo-org/${repo}/keys`, {
        method: 'POST',
        body: JSON.stringify({ title: 'again', key: sshKey(rsaPem, ' other comment') })
      })
      expect(duplicate.status).toBe(422)
      expect(await readJson(duplicate)).toMatchObject({
        message: 'Validation Failed',
        errors: [
          {
            resource: 'PublicKey',
            code: 'custom',
            field: 'key',
            message: 'key is already in use'
          }
        ],
        status: '422'
      })
    }

    const path = `/repos/octo-org/hello-world/keys/${body.id}`
    expect((await readJson(await call(path))).id).toBe(body.id)
    expect((await call(path, { method: 'DELETE' })).status).toBe(204)
    const again = await call(path, { method: 'DELETE' })
    expect([again.status, (await readJson(again)).message]).toEqual([404, 'Not Found'])
    expect(github.keys['octo-org/hello-world']).toEqual([])
  })

  it('serves pull requests (pulls/get) to any valid token, on the Enterprise base path too', async () => {
    github = await startFakeGitHub({ basePath: '/api/v3' })
    const open = github.addPullRequest('octo-org/hello-world', { number: 7, headRef: 'feature/x' })
    const closed = github.addPullRequest('octo-org/hello-world', { number: 8, state: 'closed' })
    const merged = github.addPullRequest('octo-org/hello-world', { number: 9, merged: true })
    expect(github.pulls['octo-org/hello-world']).toEqual([open, closed, merged])
    expect(() =>
      github.addPullRequest('octo-org/x', { number: 1, merged: true, state: 'open' })
    ).toThrow(/merged and open/)
    github.tokens['reader'] = { user: 'reader', admin: false }
    const get = async (path: string, token = 'fake-github-token') => {
      const response = await call(path, {}, token)
      return { status: response.status, body: await readJson(response) }
    }

    const seven = await get('/repos/octo-org/hello-world/pulls/7')
    expect(seven.status).toBe(200)
    expect(seven.body).toMatchObject({
      url: `${github.url}/repos/octo-org/hello-world/pulls/7`,
      html_url: `${github.origin}/octo-org/hello-world/pull/7`,
      id: open.id,
      number: 7,
      state: 'open',
      title: open.title,
      closed_at: null,
      merged_at: null,
      merged: false,
      head: { ref: 'feature/x' },
      base: { ref: 'master' }
    })
    const eight = (await get('/repos/octo-org/hello-world/pulls/8')).body
    expect(eight).toMatchObject({ state: 'closed', merged_at: null, merged: false })
    expect(eight.closed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
    const nine = (await get('/repos/OCTO-ORG/Hello-World/pulls/9', 'reader')).body
    expect(nine).toMatchObject({ state: 'closed', merged: true, closed_at: merged.closed_at })
    expect(nine.merged_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)

    const notFound = {
      message: 'Not Found',
      documentation_url: 'https://docs.github.com/rest/pulls/pulls#get-a-pull-request',
      status: '404'
    }
    for (const path of [
      '/repos/octo-org/hello-world/pulls/10',
      '/repos/octo-org/hello-world/pulls/seven',
      '/repos/octo-org/unknown/pulls/7'
    ]) {
      expect(await get(path)).toEqual({ status: 404, body: notFound })
    }
    const wrong = await get('/repos/octo-org/hello-world/pulls/7', 'nope')
    expect([wrong.status, wrong.body.message]).toEqual([401, 'Bad credentials'])
    const anonymous = await fetch(`${github.url}/repos/octo-org/hello-world/pulls/7`)
    expect(anonymous.status).toBe(404)
    // Outside the base path nothing matches.
    const outside = await fetch(`${github.origin}/repos/octo-org/hello-world/pulls/7`, {
      headers: { Authorization: 'token fake-github-token' }
    })
    expect(outside.status).toBe(404)
    expect(github.requests.map((request) => request.path)).toContain(
      '/api/v3/repos/OCTO-ORG/Hello-World/pulls/9'
    )
  })

  it('answers a token without "pull-requests: read" 403 on pulls/get, and only there', async () => {
    github = await startFakeGitHub()
    github.addPullRequest('octo-org/hello-world', { number: 7 })
    github.tokens['no-pulls'] = { user: 'github-actions[bot]', pullRequests: false }
    const pull = await call('/repos/octo-org/hello-world/pulls/7', {}, 'no-pulls')
    expect(pull.status).toBe(403)
    expect(await readJson(pull)).toEqual({
      message: 'Resource not accessible by integration',
      documentation_url: 'https://docs.github.com/rest/pulls/pulls#get-a-pull-request',
      status: '403'
    })
    const keys = await call('/repos/octo-org/hello-world/keys', {}, 'no-pulls')
    expect(keys.status).toBe(200)
    const other = await call('/repos/octo-org/hello-world/pulls/7')
    expect(other.status).toBe(200)
  })

  it('injects faults after handling, like the travis fake', async () => {
    github = await startFakeGitHub()
    github.addRepo('octo-org/hello-world')
    github.failNext({ method: 'POST', status: 502, afterHandling: true })
    const reply = await call('/repos/octo-org/hello-world/keys', {
      method: 'POST',
      body: JSON.stringify({ title: 't', key: sshKey(otherRsaPem) })
    })
    expect(reply.status).toBe(502)
    expect(github.keys['octo-org/hello-world']).toHaveLength(1)
    expect(github.requests[0]).toMatchObject({
      method: 'POST',
      path: '/repos/octo-org/hello-world/keys',
      body: { title: 't', key: sshKey(otherRsaPem) }
    })
  })
})
