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

describe('fake travis: jobs, logs, restarts, messages, builds Travis CI starts', () => {
  let travis: FakeTravis
  afterEach(async () => {
    await travis?.close()
  })

  // Named jobs in two stages, one allowed to fail (the shape of the live kit's FACTS 1).
  const STAGED = [
    {
      name: 'unit tests',
      stage: 'test',
      config: { language: 'node_js', env: ['A=1', { B: '2' }], script: 'npm test' }
    },
    {
      name: 'deploy',
      stage: 'deploy',
      config: { deploy: { provider: 'script' }, addons: { apt: {}, x: 1 } }
    },
    { config: { node_js: '22' } },
    { name: 'lint', stage: 'test', allow_failure: true, config: { source_key: 'k' } }
  ]

  /** A repository with a main branch, and a request the gatekeeper took with these options. */
  async function stagedBuild(options: Parameters<FakeTravis['state']['gatekeeper']>[0] = {}) {
    travis = await startFakeTravis({ seedDemo: false })
    const repo = travis.addRepo({ id: 1, slug: 'octo-org/hello-world', defaultBranch: 'main' })
    travis.state.addBranch(repo, {
      name: 'main',
      builds: [{ id: 5, number: '5', state: 'passed' }]
    })
    await send(travis.url, '/repo/1/requests', {
      method: 'POST',
      body: { 'request.branch': 'main', 'request.message': 'stages' }
    })
    const { processed } = travis.state.gatekeeper({ jobs: STAGED, ...options })
    return { repo, taken: processed[0] as { build_id: number; jobs: number[] } }
  }

  it('renders jobs as travis-api does: stages, allowed failures, configs only with job.config', async () => {
    const { taken } = await stagedBuild()
    // Builds and jobs share one sequence; jobs ordered by stage (lib/pipeline.rb job_specs).
    expect(taken).toMatchObject({
      build_id: 1000,
      number: '6',
      jobs: [1001, 1002, 1003, 1004],
      stages: [
        { id: 1, number: 1, name: 'test' },
        { id: 2, number: 2, name: 'deploy' }
      ]
    })
    const read = await send(
      travis.url,
      `/build/${taken.build_id}?include=build.jobs,job.state,job.config`
    )
    // FACTS 1a: the build's keys, and a standard job's (renderer/job.rb L6), config last.
    expect(Object.keys(read.json)).toEqual([
      '@type',
      '@href',
      '@representation',
      '@permissions',
      'id',
      'number',
      'state',
      'duration',
      'event_type',
      'previous_state',
      'pull_request_title',
      'pull_request_number',
      'started_at',
      'finished_at',
      'private',
      'priority',
      'repository',
      'branch',
      'tag',
      'commit',
      'jobs',
      'stages',
      'created_by',
      'updated_at'
    ])
    expect(Object.keys(read.json.jobs[0])).toEqual([
      '@type',
      '@href',
      '@representation',
      '@permissions',
      'id',
      'allow_failure',
      'number',
      'state',
      'started_at',
      'finished_at',
      'build',
      'queue',
      'repository',
      'commit',
      'owner',
      'stage',
      'created_at',
      'updated_at',
      'private',
      'restarted_at',
      'restarted_by',
      'vm_size',
      'config'
    ])
    const jobs = read.json.jobs.map((job: JsonBody) => ({
      number: job.number,
      allow_failure: job.allow_failure,
      stage: job.stage.name,
      config: job.config
    }))
    expect(jobs).toEqual([
      {
        number: '6.1',
        allow_failure: false,
        stage: 'test',
        // ConfigObfuscator: env as one string.
        config: {
          language: 'node_js',
          env: 'A=1 B=2',
          script: 'npm test',
          name: 'unit tests',
          stage: 'test'
        }
      },
      // source_key dropped; lint, listed last, comes before the deploy stage.
      {
        number: '6.2',
        allow_failure: true,
        stage: 'test',
        config: { name: 'lint', stage: 'test' }
      },
      // deploy moved into addons, and the addons not safelisted dropped with it.
      {
        number: '6.3',
        allow_failure: false,
        stage: 'deploy',
        config: { addons: { apt: {} }, name: 'deploy', stage: 'deploy' }
      },
      // A job without a stage is in the previous job's (lib/pipeline.rb job_specs `current`).
      {
        number: '6.4',
        allow_failure: false,
        stage: 'deploy',
        config: { node_js: '22', stage: 'deploy' }
      }
    ])
    expect(read.json.jobs[0].stage).toEqual({
      '@type': 'stage',
      '@representation': 'minimal',
      id: 1,
      number: 1,
      name: 'test',
      state: 'created',
      started_at: null,
      finished_at: null
    })
    expect(read.json.stages.map((stage: JsonBody) => [stage.id, stage.name])).toEqual([
      [1, 'test'],
      [2, 'deploy']
    ])
    expect(read.json.jobs[0].build).toEqual({ '@href': '/build/1000' })
    expect(read.json.commit).toMatchObject({
      ref: 'refs/heads/main',
      message: 'stages',
      compare_url: null
    })
    // Without job.config no config key at all; without an include, minimal jobs.
    const noConfig = await send(travis.url, '/build/1000?include=build.jobs,job.state')
    expect(Object.hasOwn(noConfig.json.jobs[0], 'config')).toBe(false)
    const minimal = await send(travis.url, '/build/1000')
    expect(minimal.json.jobs[0]).toEqual({
      '@type': 'job',
      '@href': '/job/1001',
      '@representation': 'minimal',
      id: 1001
    })
    expect(minimal.json.stages).toHaveLength(2)
    // GET /job/{id}: its build minimal.
    const job = await send(travis.url, '/job/1002?include=job.config')
    expect([job.json.build['@representation'], job.json.build.id, job.json.config.name]).toEqual([
      'minimal',
      1000,
      'lint'
    ])
    expect((await send(travis.url, '/job/99999')).json).toMatchObject({
      error_message: 'job not found (or insufficient access)',
      resource_type: 'job'
    })
    // A count of jobs: no stages (stage null, stages []), config {}.
    await send(travis.url, '/repo/1/requests', { method: 'POST', body: {} })
    const counted = travis.state.gatekeeper({ jobs: 2 }).processed[0] as { build_id: number }
    const plain = await send(travis.url, `/build/${counted.build_id}?include=build.jobs,job.config`)
    expect([plain.json.stages, plain.json.jobs[0].stage, plain.json.jobs[0].config]).toEqual([
      [],
      null,
      {}
    ])
  })

  it('moves jobs per step: their own times, the stages from their jobs, logs verbatim', async () => {
    const { taken } = await stagedBuild()
    const build = travis.state.findBuild(taken.build_id)
    if (!build) throw new Error('no build')
    build.script = [
      // Jobs in order unit tests, lint (test), deploy, the nameless one (deploy).
      {
        state: 'started',
        jobs: ['passed', 'started', 'created', 'created'],
        logs: ['unit\n', null, null, null]
      },
      { state: 'failed', jobs: ['passed', 'failed', 'failed', 'canceled'] }
    ]
    const path = `/build/${taken.build_id}?include=build.jobs,job.state`
    const started = await send(travis.url, path)
    // A job that finished before its build has its own finished_at.
    expect(started.json.jobs[0].finished_at).not.toBeNull()
    expect(started.json.jobs[1].finished_at).toBeNull()
    expect(started.json.stages.map((s: JsonBody) => s.state)).toEqual(['started', 'created'])
    const finished = await send(travis.url, path)
    // The allowed failure does not fail its stage (Build::Matrix, lib/pipeline.rb refresh_stages).
    expect(finished.json.stages.map((s: JsonBody) => s.state)).toEqual(['passed', 'canceled'])
    expect(finished.json.jobs.every((job: JsonBody) => job.finished_at !== null)).toBe(true)
    expect((await send(travis.url, '/job/1001/log.txt')).text).toBe('unit\n')
    // setBuildState mirrors the kit's /builds/{id}: every job, the given times, the duration.
    expect(
      travis.state.setBuildState(taken.build_id, {
        state: 'errored',
        started_at: '2026-01-01T00:00:00Z',
        finished_at: '2026-01-01T00:10:00Z',
        logs: [null, 'second\n', null, null]
      })
    ).toEqual({
      build: 1000,
      state: 'errored',
      jobs: { 1001: 'errored', 1002: 'errored', 1003: 'errored', 1004: 'errored' }
    })
    const set = await send(travis.url, path)
    expect([set.json.duration, set.json.jobs[3].started_at, set.json.jobs[3].finished_at]).toEqual([
      600,
      '2026-01-01T00:00:00Z',
      '2026-01-01T00:10:00Z'
    ])
    expect(set.json.stages.map((s: JsonBody) => [s.state, s.started_at])).toEqual([
      ['errored', '2026-01-01T00:00:00Z'],
      ['errored', '2026-01-01T00:00:00Z']
    ])
    expect((await send(travis.url, '/job/1002/log.txt')).text).toBe('second\n')
  })

  it('serves log.txt as travis-api: the text, errors as JSON text in the order of services/log/find.rb', async () => {
    const { repo, taken } = await stagedBuild()
    travis.tokens['reader'] = {
      user: 'reader',
      repositories: { 'octo-org/hello-world': { buildWrite: false } }
    }
    travis.tokens['stranger'] = { user: 'stranger', repositories: {} }
    const log = 'travis_fold:start:install\r\u001b[0K$ npm ci\ncafé\n'
    travis.state.setBuildState(taken.build_id, {
      state: 'failed',
      started_at: new Date().toISOString()
    })
    travis.state.jobLog(1001, { content: log })
    const txt = (id: number, token = TOKEN, accept = 'application/json') =>
      send(travis.url, `/job/${id}/log.txt`, {
        headers: { Authorization: `token ${token}`, Accept: accept }
      })
    const ok = await txt(1001)
    // text/plain whatever Accept says (router.rb process_txt_extension!), byte for byte.
    expect([ok.status, ok.type, ok.text]).toEqual([200, 'text/plain', log])
    expect((await txt(1001, 'reader')).status).toBe(200)
    const none = await txt(1002)
    expect([none.status, none.type, none.text]).toEqual([
      404,
      'text/plain',
      JSON.stringify(
        { '@type': 'error', error_type: 'not_found', error_message: 'log not found' },
        null,
        2
      )
    ])
    const anonymous = await send(travis.url, '/job/1001/log.txt', {
      headers: { Authorization: '' }
    })
    expect(anonymous.status).toBe(403) // an empty Authorization is not anonymous
    const anon = await fetch(`${travis.url}/job/1001/log.txt`, {
      headers: { 'Travis-API-Version': '3' }
    })
    expect([anon.status, anon.headers.get('content-type'), JSON.parse(await anon.text())]).toEqual([
      404,
      'text/plain',
      {
        '@type': 'error',
        error_type: 'not_found',
        error_message: 'log not found (or insufficient access)',
        resource_type: 'log'
      }
    ])
    // A caller without a row on the private repository lacks view_log: 403 before the 404.
    expect((await txt(1001, 'stranger')).json.error_type).toBe('log_access_denied')
    const unknown = await txt(99999)
    expect([unknown.status, unknown.type, unknown.text]).toEqual([
      500,
      'text/plain',
      'Sorry, we experienced an error.\n'
    ])
    expect((await txt(taken.build_id)).status).toBe(500)
    // job_log_access_based_limit: push access needed.
    repo.settings.job_log_access_based_limit = true
    expect((await txt(1001, 'reader')).json).toMatchObject({ error_type: 'log_access_denied' })
    expect((await txt(1001)).status).toBe(200)
    repo.settings.job_log_access_based_limit = false
    // Expiry: started more than job_log_access_older_than_days (365) days ago.
    const job = travis.state.findBuild(taken.build_id)?.jobs?.[0]
    if (!job) throw new Error('no job')
    job.startedAt = new Date(Date.now() - 400 * 24 * 3600 * 1000)
    const expired = await txt(1001)
    expect([expired.status, expired.json.error_type]).toEqual([403, 'log_expired'])
    expect((await txt(1002)).status).toBe(404) // no log comes first
    repo.settings.job_log_access_older_than_days = 730
    expect((await txt(1001)).status).toBe(200)
    repo.settings.job_log_access_older_than_days = 30
    repo.settings.job_log_time_based_limit = true // switches expiry off
    expect((await txt(1001)).status).toBe(200)
  })

  it('restarts a job: 202, 409 running, 403 without rights or in created, 404; travis-hub clears the job, its stage and its build', async () => {
    const { taken } = await stagedBuild()
    travis.state.pipeline.states = ['started']
    travis.state.setBuildState(taken.build_id, {
      state: 'failed',
      jobs: ['failed', 'passed', 'failed', 'started'],
      started_at: '2026-01-01T00:00:00Z',
      finished_at: '2026-01-01T00:10:00Z'
    })
    travis.state.jobLog(1001, { content: 'the log\n' })
    travis.tokens['reader'] = { user: 'reader', buildWrite: false }
    const restart = (id: number, token = TOKEN) =>
      send(travis.url, `/job/${id}/restart`, {
        method: 'POST',
        headers: { Authorization: `token ${token}` }
      })
    const denied = await restart(1001, 'reader')
    expect(denied.json).toEqual({
      '@type': 'error',
      error_type: 'insufficient_access',
      error_message: 'operation requires restart access to job',
      resource_type: 'job',
      permission: 'restart',
      job: { '@type': 'job', '@href': '/job/1001', '@representation': 'minimal', id: 1001 }
    })
    expect((await restart(1004)).json).toMatchObject({ error_type: 'job_already_running' })
    expect((await restart(99999)).status).toBe(404)
    const accepted = await restart(1001)
    expect([accepted.status, accepted.json]).toEqual([
      202,
      {
        '@type': 'pending',
        job: { '@type': 'job', '@href': '/job/1001', '@representation': 'minimal', id: 1001 },
        state_change: 'restart',
        resource_type: 'job'
      }
    ])
    expect(travis.state.hub()).toEqual({ applied: [{ event: 'job:restart', id: 1001 }] })
    expect(travis.state.hub()).toEqual({ applied: [] })
    // The log emptied: 200 with the 4 bytes `null` (FACTS 2j).
    const log = await send(travis.url, '/job/1001/log.txt')
    expect([log.status, log.text]).toEqual([200, 'null'])
    const again = await restart(1001)
    expect([again.status, again.json.error_type, again.json.error_message]).toEqual([
      403,
      'error',
      'Builds have been temporarily disabled for private repositories due to a insufficient credit balance'
    ])
    const job = await send(travis.url, '/job/1001')
    expect(job.json).toMatchObject({
      state: 'created',
      started_at: null,
      finished_at: null,
      restarted_by: null
    })
    expect(job.json.restarted_at).not.toBeNull()
    // Propagated (travis-hub model/job.rb propagate): the stage and the build back to created;
    // the build then runs the pipeline's states again.
    expect(job.json.build).toMatchObject({ state: 'created', started_at: null, duration: null })
    expect(job.json.stage).toMatchObject({ state: 'created', started_at: null })
    const read = await send(travis.url, `/build/${taken.build_id}?include=build.jobs,job.state`)
    expect([read.json.state, read.json.jobs.map((j: JsonBody) => j.state)]).toEqual([
      'started',
      ['started', 'passed', 'failed', 'started']
    ])
  })

  it('lists request messages by level, paged, with no access check; a request embeds them in id order', async () => {
    await stagedBuild({
      reject: 'Branch "main" not included per configuration.',
      messages: [
        {
          level: 'info',
          key: 'root',
          code: 'deprecated_key',
          args: { key: 'sudo' },
          src: '.travis.yml'
        },
        { level: 'alert', code: 'secure', line: 7 },
        { level: 'warn', key: 'language', code: 'unknown_default', src: '.travis.yml', line: 0 }
      ]
    })
    const listed = await send(travis.url, '/repo/1/request/1/messages')
    expect(listed.json.messages.map((m: JsonBody) => [m.id, m.level])).toEqual([
      [2, 'alert'],
      [3, 'warn'],
      [1, 'info']
    ])
    expect(listed.json.messages[0]).toEqual({
      '@type': 'message',
      '@representation': 'standard',
      id: 2,
      level: 'alert',
      key: null,
      code: 'secure',
      args: null,
      src: null,
      line: 7
    })
    const page = await send(travis.url, '/repo/1/request/1/messages?limit=1&offset=1')
    expect([page.json['@pagination'].count, page.json.messages[0].level]).toEqual([3, 'warn'])
    const anonymous = await fetch(`${travis.url}/repo/999/request/1/messages`, {
      headers: { 'Travis-API-Version': '3' }
    })
    expect(anonymous.status).toBe(200)
    expect((await send(travis.url, '/repo/1/request/9/messages')).json).toEqual({
      '@type': 'error',
      error_type: 'not_found',
      error_message: 'resource not found (or insufficient access)'
    })
    const request = await send(travis.url, '/repo/1/request/1')
    expect(request.json).toMatchObject({
      result: 'rejected',
      message: 'Branch "main" not included per configuration.',
      branch_name: null,
      commit: null,
      builds: []
    })
    expect(request.json.messages.map((m: JsonBody) => [m.id, m['@representation']])).toEqual([
      [1, 'minimal'],
      [2, 'minimal'],
      [3, 'minimal']
    ])
    const included = await send(travis.url, '/repo/1/request/1?include=request.messages')
    expect(included.json.messages[0]['@representation']).toBe('standard')
    // The repository of the path plays no part (queries/request.rb find).
    expect((await send(travis.url, '/repo/999/request/1')).json.id).toBe(1)
    // state.pipeline.messages: what the gatekeeper stores for each request it takes.
    travis.state.pipeline.messages = [{ level: 'error', code: 'invalid_type' }]
    await send(travis.url, '/repo/1/requests', { method: 'POST', body: {} })
    const taken = await send(travis.url, '/repo/1/request/2')
    expect([taken.json.result, taken.json.messages.map((m: JsonBody) => m.code)]).toEqual([
      'approved',
      ['invalid_type']
    ])
  })

  it('takes a build Travis CI starts itself on a later read of the builds or requests', async () => {
    travis = await startFakeTravis({ seedDemo: false })
    const repo = travis.addRepo({ id: 1, slug: 'octo-org/hello-world', defaultBranch: 'main' })
    travis.state.addBranch(repo, { name: 'main', builds: [{ id: 5, number: '5' }] })
    travis.state.pipeline.states = ['started', 'passed']
    const sha = 'b'.repeat(40)
    const push = travis.state.travisStarts(repo, {
      branch: 'main',
      sha,
      message: 'pushed',
      afterReads: 1
    })
    const pull = travis.state.travisStarts(1, {
      branch: 'main',
      sha: 'c'.repeat(40),
      pullRequestNumber: 12,
      pullRequestTitle: 'Fix it',
      jobs: [{ name: 'unit' }]
    })
    const rejected = travis.state.travisStarts(1, {
      branch: 'feature',
      sha: 'd'.repeat(40),
      reject: 'Branch "feature" not included per configuration.',
      afterReads: 2
    })
    const builds = () => send(travis.url, '/repo/1/builds?include=build.jobs,job.state')
    const first = await builds()
    // afterReads 0: taken before the first read is answered; the others still wait.
    expect(first.json.builds.map((b: JsonBody) => [b.event_type, b.pull_request_number])).toEqual([
      ['pull_request', 12],
      ['push', null]
    ])
    expect([push.build(), rejected.request()]).toEqual([undefined, undefined])
    expect(first.json.builds[0]).toMatchObject({
      number: '6',
      pull_request_title: 'Fix it',
      commit: {
        sha: 'c'.repeat(40),
        ref: 'refs/pull/12/merge',
        compare_url: 'https://github.com/octo-org/hello-world/compare/cccccccccccc'
      }
    })
    expect(first.json.builds[0].jobs).toHaveLength(1)
    expect(pull.request()).toMatchObject({ eventType: 'pull_request', buildId: pull.build()?.id })
    await send(travis.url, '/repo/1/requests')
    expect(push.build()?.number).toBe('7')
    expect(push.request()).toMatchObject({ eventType: 'push', result: 'approved' })
    const requests = await send(travis.url, '/repo/1/requests')
    const shown = requests.json.requests.map((r: JsonBody) => [
      r.event_type,
      r.result,
      r.branch_name
    ])
    expect(shown).toEqual([
      ['push', 'rejected', 'feature'],
      ['push', 'approved', 'main'],
      ['pull_request', 'approved', 'main']
    ])
    // Rejected, yet with its commit (travis-listener and the gatekeeper store it first).
    expect(requests.json.requests[0]).toMatchObject({
      message: 'Branch "feature" not included per configuration.',
      commit: { sha: 'd'.repeat(40), ref: 'refs/heads/feature' },
      builds: []
    })
    expect(rejected.build()).toBeUndefined()
    // The build runs the given states, one per read of /build/{id}.
    const id = push.build()?.id
    expect((await send(travis.url, `/build/${id}`)).json.state).toBe('started')
    expect((await send(travis.url, `/build/${id}`)).json.state).toBe('passed')
  })

  it('splits the builds filters at commas (an empty one selects nothing) and pages them; a branch by name, an unknown one written on its 404', async () => {
    travis = await startFakeTravis({ seedDemo: false })
    const repo = travis.addRepo({ id: 1, slug: 'octo-org/hello-world' })
    travis.state.addBranch(repo, { name: 'fix', builds: 2 })
    travis.state.addBranch(repo, { name: 'cleanup', builds: 1 })
    travis.state.addBranch(repo, { name: 'fix,cleanup', builds: 1 })
    const count = async (query: string) =>
      (await send(travis.url, `/repo/1/builds?${query}`)).json['@pagination'].count
    expect(await count('branch.name=fix%2Ccleanup')).toBe(3)
    expect(await count('branch.name=fix%2C')).toBe(2)
    expect(await count('branch.name=')).toBe(0)
    expect(await count('build.state=')).toBe(0)
    expect(await count('build.event_type=push%2Cpull_request')).toBe(4)
    const page = await send(travis.url, '/repo/1/builds?limit=1&offset=1')
    expect([page.json.builds.length, page.json['@pagination'].next.offset]).toEqual([1, 2])
    // The branch named `fix,cleanup` is found by name (FACTS 5h): its newest build as last_build,
    // minimal, the comma raw in its @href; a build the gatekeeper makes there becomes it.
    const branch = async () => (await send(travis.url, '/repo/1/branch/fix%2Ccleanup')).json
    const before = await branch()
    const seeded = repo.branches.find((b) => b.name === 'fix,cleanup')?.builds[0]
    expect(before).toMatchObject({
      '@type': 'branch',
      '@href': '/repo/1/branch/fix,cleanup',
      '@representation': 'standard',
      name: 'fix,cleanup',
      last_build: { '@type': 'build', '@representation': 'minimal', id: seeded?.id }
    })
    expect(Object.keys(before.last_build)).toEqual([
      '@type',
      '@href',
      '@representation',
      'id',
      'number',
      'state',
      'duration',
      'event_type',
      'previous_state',
      'pull_request_title',
      'pull_request_number',
      'started_at',
      'finished_at',
      'private',
      'priority'
    ])
    // An unknown name: 404, yet written as a branch (models/repository.rb find_or_create_branch),
    // which the next read finds, and a cron may then be set up on.
    const unknown = await send(travis.url, '/repo/1/branch/never-pushed')
    expect([unknown.status, unknown.json.resource_type]).toEqual([404, 'branch'])
    const again = await send(travis.url, '/repo/1/branch/never-pushed')
    expect([again.status, again.json.exists_on_github, again.json.last_build]).toEqual([
      200,
      true,
      null
    ])
    const cronOn = (name: string) =>
      send(travis.url, `/repo/1/branch/${name}/cron`, {
        method: 'POST',
        body: { 'cron.interval': 'daily' }
      })
    expect((await cronOn('no-cron-yet')).status).toBe(404)
    expect((await cronOn('no-cron-yet')).status).toBe(200)
    await send(travis.url, '/repo/1/requests', {
      method: 'POST',
      body: { 'request.branch': 'fix,cleanup' }
    })
    const { processed } = travis.state.gatekeeper({ jobs: 1 })
    const made = processed[0] as { build_id: number }
    expect((await branch()).last_build).toMatchObject({
      id: made.build_id,
      state: 'created',
      event_type: 'api'
    })
  })

  it('renders a repository, standard, its default branch a minimal branch', async () => {
    travis = await startFakeTravis({ seedDemo: false })
    travis.addRepo({ id: 1, slug: 'octo-org/hello-world', defaultBranch: 'main', githubId: 3001 })
    travis.addRepo({ id: 2, slug: 'octo-org/public', private: false })
    const reply = await send(travis.url, '/repo/octo-org%2Fhello-world')
    expect(reply.json).toMatchObject({
      '@type': 'repository',
      '@representation': 'standard',
      github_id: 3001,
      vcs_id: '3001',
      default_branch: {
        '@type': 'branch',
        '@href': '/repo/1/branch/main',
        '@representation': 'minimal',
        name: 'main'
      }
    })
    const anonymous = await fetch(`${travis.url}/repo/2`, {
      headers: { 'Travis-API-Version': '3' }
    })
    const body = (await anonymous.json()) as JsonBody
    expect([body['@permissions'].settings_read, body['@permissions'].build_restart]).toEqual([
      true,
      false
    ])
    const hidden = await fetch(`${travis.url}/repo/1`, { headers: { 'Travis-API-Version': '3' } })
    expect(hidden.status).toBe(404)
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

  it("answers GET /user with a personal token's user, and an installation token 403", async () => {
    github = await startFakeGitHub({ basePath: '/api/v3' })
    github.tokens['workflow'] = { user: 'github-actions[bot]', admin: false }
    const personal = await call('/user')
    expect(personal.status).toBe(200)
    expect(await readJson(personal)).toMatchObject({
      login: 'octocat',
      type: 'User',
      url: `${github.url}/users/octocat`,
      html_url: `${github.origin}/octocat`
    })
    const installation = await call('/user', {}, 'workflow')
    expect([installation.status, await readJson(installation)]).toEqual([
      403,
      {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
        status: '403'
      }
    ])
    expect((await call('/user', {}, 'nope')).status).toBe(401)
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
