// A local fake of the Travis CI API v3 for the areas the action uses (key_pair, caches, settings,
// env vars, crons, branches, an owner's repositories), faithful to docs/travis-api.md. Plain
// JavaScript so that `node` runs it without a build step (end-to-end tests, the demo).
import {
  jsonResponse,
  isJsonContentType,
  plainFault,
  startFakeServer,
  textResponse
} from './fake-http.mjs'
import { TravisApiError, notFound } from './fake-travis/render.mjs'
import { PlainServerError } from './fake-travis/params.mjs'
import { createTravisState } from './fake-travis/state.mjs'
import {
  createKeyPair,
  deleteKeyPair,
  findGeneratedKey,
  findKeyPair,
  updateKeyPair
} from './fake-travis/key-pair.mjs'
import { deleteCaches, findCaches } from './fake-travis/caches.mjs'
import { findSetting, listSettings, updateSetting } from './fake-travis/settings.mjs'
import { findBranch, findBranches } from './fake-travis/branches.mjs'
import { findOwnerRepositories, findRepository } from './fake-travis/repositories.mjs'
import {
  createEnvVar,
  deleteEnvVar,
  findEnvVarService,
  listEnvVars,
  updateEnvVar
} from './fake-travis/env-vars.mjs'
import { createCron, deleteCron, listCrons } from './fake-travis/crons.mjs'
import {
  buildAction,
  createRequest,
  findBuildService,
  findBuilds,
  findRequest,
  findRequestMessages,
  findRequests
} from './fake-travis/builds.mjs'
import { findJobLog, findJobService, restartJob } from './fake-travis/jobs.mjs'
import { lint, previewRequestConfig } from './fake-travis/config-checks.mjs'

export { sshMd5Fingerprint } from './fake-travis/key-pair.mjs'
export { sharedGeneratedKey } from './fake-travis/state.mjs'

/** @typedef {import('./fake-http.mjs').FakeResponse} FakeResponse */
/** @typedef {import('./fake-http.mjs').HandlerContext} HandlerContext */
/** @typedef {import('./fake-http.mjs').RecordedRequest} RecordedRequest */
/** @typedef {import('./fake-http.mjs').FaultRule} FaultRule */
/** @typedef {import('./fake-travis/state.mjs').TravisState} TravisState */
/** @typedef {import('./fake-travis/state.mjs').TravisToken} TravisToken */
/** @typedef {import('./fake-travis/state.mjs').TravisRepo} TravisRepo */
/** @typedef {import('./fake-travis/state.mjs').RepoSpec} RepoSpec */
/** @typedef {import('./fake-travis/params.mjs').TravisContext} TravisContext */
/** @typedef {(ctx: TravisContext) => FakeResponse} Service */

/**
 * @typedef {object} FakeTravisOptions
 * @property {number} [port] default 0 (random)
 * @property {string} [basePath] e.g. '/api' to emulate Travis Enterprise; hrefs still omit it
 * @property {'live' | 'interface'} [dialect] default 'live' (Travis-API-Version, exists_on_github);
 *   'interface' uses Service-API-Version and exists_on_host
 * @property {boolean} [enterprise] key pairs also allowed on public repositories (default false)
 * @property {boolean} [seedDemo] create the demo repository at start (default false)
 * @property {boolean} [efficientPagination] emulate EFFICIENT_PAGINATION_ENABLED=true
 *   (`paginator.rb`): `offset` is an id cursor (rows with `id < offset`), `@pagination` is only
 *   `{limit, offset: <last id or null>, next}`; default false (offset/count pagination)
 * @property {boolean} [unstableTies] branches that compare equal under the requested sort come
 *   back in an order that depends on the requested window, as PostgreSQL may return them; default
 *   false (ties in insertion order, also a permitted outcome)
 */

/**
 * @typedef {object} FakeTravis
 * @property {string} url base URL for the action: origin + basePath
 * @property {string} origin
 * @property {'live' | 'interface'} dialect
 * @property {RecordedRequest[]} requests every request received, in order
 * @property {() => void} clearRequests
 * @property {import('./fake-http.mjs').FakeServer['onRequest']} onRequest each request as it arrives
 * @property {TravisState} state repos, owners and the helpers addRepo, addOwner, seedOwner,
 *   addBranch, addCache, addEnvVar, addCron, seedDemo
 * @property {Record<string, TravisToken>} tokens token -> rights; missing rights default to true
 * @property {(spec: RepoSpec) => TravisRepo} addRepo same as state.addRepo
 * @property {(slug?: string) => TravisRepo} seedDemo same as state.seedDemo
 * @property {(rule: FaultRule) => void} failNext
 * @property {() => Promise<void>} close
 */

const NAME = Symbol('name segment')

/**
 * The content type of answers given before v3 picks one: `router.rb` sets it only after access
 * control and the route lookup, so a bad token, another Authorization scheme and a wrong method
 * keep Sinatra's default (docs/travis-api.md#err-content-types; the live tier's conformance test).
 */
const HTML = 'text/html;charset=utf-8'

/** @type {{ segments: (string | symbol)[], services: Record<string, Service> }[]} */
const RESOURCES = [
  // `resource :repository, route '/repo/({repository.id}|{repository.slug})', get :find`
  { segments: [], services: { GET: findRepository } },
  {
    segments: ['key_pair'],
    services: { GET: findKeyPair, POST: createKeyPair, PATCH: updateKeyPair, DELETE: deleteKeyPair }
  },
  { segments: ['key_pair', 'generated'], services: { GET: findGeneratedKey } },
  { segments: ['caches'], services: { GET: findCaches, DELETE: deleteCaches } },
  { segments: ['settings'], services: { GET: listSettings } },
  {
    segments: ['setting', NAME],
    services: { GET: findSetting, PATCH: updateSetting }
  },
  { segments: ['env_vars'], services: { GET: listEnvVars, POST: createEnvVar } },
  {
    segments: ['env_var', NAME],
    services: { GET: findEnvVarService, PATCH: updateEnvVar, DELETE: deleteEnvVar }
  },
  { segments: ['crons'], services: { GET: listCrons } },
  { segments: ['branches'], services: { GET: findBranches } },
  { segments: ['branch', NAME], services: { GET: findBranch } },
  { segments: ['branch', NAME, 'cron'], services: { POST: createCron } },
  { segments: ['requests'], services: { GET: findRequests, POST: createRequest } },
  // `post :preview` on `/request/config` (`routes.rb` L261-262), listed before `/request/{id}`;
  // a GET there is still `/request/{id}` with the id `config`.
  {
    segments: ['request', 'config'],
    services: { GET: (ctx) => findRequest({ ...ctx, name: 'config' }), POST: previewRequestConfig }
  },
  { segments: ['request', NAME], services: { GET: findRequest } },
  { segments: ['request', NAME, 'messages'], services: { GET: findRequestMessages } },
  { segments: ['builds'], services: { GET: findBuilds } }
]

/**
 * Travis' catch-all answers for injected faults: Rack::Attack and the error handler use text.
 * @param {number} status
 * @returns {FakeResponse}
 */
function travisFault(status) {
  if (status === 429) return textResponse(429, 'Retry later\n')
  if (status === 403) return textResponse(403, 'Forbidden\n')
  if (status >= 500) return textResponse(status, 'Sorry, we experienced an error.\n')
  return plainFault(status)
}

/**
 * @param {string} segment
 * @returns {boolean} a numeric id, or a slug with its slash encoded as %2F / %2f
 */
function isRepoRef(segment) {
  return /^\d+$/.test(segment) || /^[^/]+%2[fF][^/]+$/.test(segment)
}

/**
 * @param {string | undefined} provider
 * @param {string[]} segments the segments after /repo/ (and after the provider, if any)
 */
function matchResource(provider, segments) {
  const [ref, ...tail] = segments
  if (ref === undefined || !isRepoRef(ref)) return undefined
  const resource = RESOURCES.find(
    (candidate) =>
      candidate.segments.length === tail.length &&
      candidate.segments.every((part, i) => (part === NAME ? tail[i] !== '' : part === tail[i]))
  )
  if (!resource) return undefined
  const nameIndex = resource.segments.indexOf(NAME)
  const name = nameIndex < 0 ? undefined : decodeURIComponent(tail[nameIndex])
  return { resource, repoRef: { provider, ref }, ownerRef: undefined, name }
}

/** @type {Record<string, Service>} `resource :repositories, route '/repos', get :for_owner` */
const OWNER_REPOSITORIES = { GET: findOwnerRepositories }

/**
 * `/owner/(github_id/{github_id}|({provider}/)?{login})/repos` (`routes.rb`, resource :owner);
 * the `github_id/` branch is tried first, each capture is one non-empty segment, decoded.
 * @param {string[]} rest the segments after /owner/
 */
function matchOwnerRoute(rest) {
  if (rest.at(-1) !== 'repos' || rest.slice(0, -1).some((segment) => segment === '')) {
    return undefined
  }
  const captures = rest.slice(0, -1).map((segment) => decodeURIComponent(segment))
  /** @type {import('./fake-travis/params.mjs').OwnerRef | undefined} */
  let ownerRef
  if (captures.length === 2 && captures[0] === 'github_id') ownerRef = { githubId: captures[1] }
  else if (captures.length === 2) ownerRef = { provider: captures[0], login: captures[1] }
  else if (captures.length === 1) ownerRef = { provider: undefined, login: captures[0] }
  if (!ownerRef) return undefined
  return {
    resource: { segments: [], services: OWNER_REPOSITORIES },
    repoRef: { provider: undefined, ref: '' },
    ownerRef,
    name: undefined
  }
}

/** @type {Record<string, Service>} `resource :cron, route '/cron/{cron.id}'` (GET not used) */
const CRON = { DELETE: deleteCron }

/**
 * `/cron/{id}` (`routes.rb`, resource :cron, `capture id: :digit`): a cron job by its id alone,
 * outside any repository; anything but digits is a route miss (the live tier).
 * @param {string[]} rest the segments after /cron/
 */
function matchCronRoute(rest) {
  if (rest.length !== 1 || !/^\d+$/.test(rest[0])) return undefined
  return {
    resource: { segments: [], services: CRON },
    repoRef: { provider: undefined, ref: '' },
    ownerRef: undefined,
    name: rest[0]
  }
}

/** @type {Record<string, Record<string, Service>>} `resource :build` (`routes.rb`) */
const BUILD = {
  '': { GET: findBuildService },
  restart: { POST: buildAction('restart') },
  cancel: { POST: buildAction('cancel') }
}

/**
 * `/build/{id}` and `/build/{id}/restart|cancel` (`routes.rb`, `capture id: :digit`).
 * @param {string[]} rest the segments after /build/
 */
function matchBuildRoute(rest) {
  const [id, action = '', ...more] = rest
  if (id === undefined || !/^\d+$/.test(id) || more.length > 0 || !Object.hasOwn(BUILD, action)) {
    return undefined
  }
  return {
    resource: { segments: [], services: BUILD[action] },
    repoRef: { provider: undefined, ref: '' },
    ownerRef: undefined,
    name: id
  }
}

/**
 * Errors of `.txt` routes: the JSON error body as text/plain (`router.rb` L81-86 sets Accept to
 * text/plain, and the error renders as JSON all the same; docs/travis-api.md#job-logs).
 * @param {Service} service
 * @returns {Service}
 */
function textErrors(service) {
  return (ctx) => {
    try {
      return service(ctx)
    } catch (error) {
      if (error instanceof TravisApiError) return error.toResponse('text/plain')
      throw error
    }
  }
}

/** @type {Record<string, Record<string, Service>>} `resource :job` (`routes.rb` L78-98) */
const JOB = {
  '': { GET: findJobService },
  restart: { POST: restartJob },
  'log.txt': { GET: textErrors(findJobLog) }
}

/**
 * `/job/{id}`, `/job/{id}/restart` and `/job/{id}/log.txt` (`capture id: :digit`).
 * @param {string[]} rest the segments after /job/
 */
function matchJobRoute(rest) {
  const [id, action = '', ...more] = rest
  if (id === undefined || !/^\d+$/.test(id) || more.length > 0 || !Object.hasOwn(JOB, action)) {
    return undefined
  }
  return {
    resource: { segments: [], services: JOB[action] },
    repoRef: { provider: undefined, ref: '' },
    ownerRef: undefined,
    name: id
  }
}

/** @type {Record<string, Service>} `resource :lint, route '/lint', post :lint` (`routes.rb` L100-102) */
const LINT = { POST: lint }

/**
 * `/repo/({provider}/)?({id}|{slug})/...`; a literal slash in the slug is a route miss.
 * @param {string} rawPath
 */
function matchRoute(rawPath) {
  const [empty, first, ...rest] = rawPath.split('/')
  if (empty !== '' || !['repo', 'owner', 'cron', 'build', 'job', 'lint'].includes(first)) {
    return undefined
  }
  if (first === 'lint') {
    if (rest.length > 0) return undefined
    const resource = { segments: [], services: LINT }
    return {
      resource,
      repoRef: { provider: undefined, ref: '' },
      ownerRef: undefined,
      name: undefined
    }
  }
  try {
    if (first === 'owner') return matchOwnerRoute(rest)
    if (first === 'cron') return matchCronRoute(rest)
    if (first === 'build') return matchBuildRoute(rest)
    if (first === 'job') return matchJobRoute(rest)
    return matchResource(undefined, rest) ?? matchResource(rest[0], rest.slice(1))
  } catch {
    return undefined // malformed percent-encoding
  }
}

/**
 * @param {Record<string, TravisToken>} tokens
 * @param {string} token
 * @returns {Required<TravisToken> | undefined}
 */
function rightsOf(tokens, token) {
  if (!Object.hasOwn(tokens, token)) return undefined
  const rights = tokens[token]
  return {
    user: rights.user,
    settingsRead: rights.settingsRead ?? true,
    settingsWrite: rights.settingsWrite ?? true,
    keyPairWrite: rights.keyPairWrite ?? true,
    cacheView: rights.cacheView ?? true,
    cacheDelete: rights.cacheDelete ?? true,
    buildWrite: rights.buildWrite ?? true,
    owners: rights.owners ?? null,
    repositories: rights.repositories ?? null
  }
}

/**
 * @param {string} scheme `token` or `basic`
 * @param {string} credentials
 */
function tokenFrom(scheme, credentials) {
  const unquoted = credentials.trim().replace(/^"(.*)"$/, '$1')
  if (scheme.toLowerCase() !== 'basic') return unquoted
  return Buffer.from(unquoted, 'base64').toString('utf8').split(':')[0]
}

/**
 * Two layers, as on the real server: the legacy scope check (schemes `token`/`basic` in any case,
 * plus ?access_token= / ?token=) rejects unknown tokens with plain text; then v3 accepts only the
 * lower-case schemes and answers anything else with `wrong_credentials`.
 * @param {HandlerContext} http
 * @param {Record<string, TravisToken>} tokens
 * @returns {{ user: Required<TravisToken> | null } | { response: FakeResponse }}
 */
function authenticate(http, tokens) {
  // Sinatra's default content type (docs/travis-api.md#err-content-types, and the live tier's conformance test).
  const denied = { response: textResponse(403, 'access denied', HTML) }
  const header = http.headers.authorization
  const legacy = header === undefined ? null : /^(token|basic)\s+(.+)$/i.exec(header)
  if (legacy && !rightsOf(tokens, tokenFrom(legacy[1], legacy[2]))) return denied
  for (const name of ['access_token', 'token']) {
    const value = http.searchParams.get(name)
    if (value !== null && !rightsOf(tokens, value)) return denied
  }
  if (header === undefined) return { user: null }
  const v3 = /^(token|basic) (.+)$/.exec(header)
  if (!v3) return { response: new TravisApiError(403, 'wrong_credentials').toResponse(HTML) }
  return { user: rightsOf(tokens, tokenFrom(v3[1], v3[2])) ?? null }
}

/**
 * Query parameters, then JSON body keys (only with a JSON content type); later keys win.
 * @param {HandlerContext} http
 * @returns {Map<string, unknown> | FakeResponse}
 */
function readParams(http) {
  /** @type {Map<string, unknown>} */
  const params = new Map(http.searchParams)
  const parsesBody = ['POST', 'PATCH', 'PUT'].includes(http.method)
  if (
    !parsesBody ||
    !isJsonContentType(http.headers['content-type']) ||
    http.bodyText.trim() === ''
  ) {
    return params
  }
  let body
  try {
    body = JSON.parse(http.bodyText)
  } catch {
    // Rack::JSONBodyParser answers before v3 is reached, in its own (compact) shape.
    return {
      status: 400,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ error: 'Failed to parse body as JSON' })
    }
  }
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) params.set(key, value)
  }
  return params
}

/**
 * @param {FakeTravisOptions} [options]
 * @returns {Promise<FakeTravis>}
 */
export async function startFakeTravis(options = {}) {
  const dialect = options.dialect ?? 'live'
  const versionHeader = dialect === 'live' ? 'Travis-API-Version' : 'Service-API-Version'
  const existsField = dialect === 'live' ? 'exists_on_github' : 'exists_on_host'
  const state = createTravisState()
  /** @type {Record<string, TravisToken>} */
  const tokens = { 'fake-travis-token': { user: 'octocat' } }
  if (options.seedDemo) state.seedDemo()

  /**
   * @param {HandlerContext} http
   * @returns {FakeResponse}
   */
  function handle(http) {
    if (http.headers[versionHeader.toLowerCase()] !== '3') {
      return jsonResponse(406, {
        '@type': 'error',
        error_type: 'wrong_params',
        error_message: `fake: missing ${versionHeader}: 3`
      })
    }
    const auth = authenticate(http, tokens)
    if ('response' in auth) return auth.response
    const route = matchRoute(http.rawPath)
    if (!route) return notFound().toResponse()
    const service = route.resource.services[http.method]
    if (!service) return new TravisApiError(405, 'method_not_allowed').toResponse(HTML)
    const params = readParams(http)
    if (!(params instanceof Map)) return params
    /** @type {TravisContext} */
    const ctx = {
      method: http.method,
      path: http.rawPath,
      rawQuery: http.rawQuery,
      params,
      repoRef: route.repoRef,
      ownerRef: route.ownerRef,
      name: route.name,
      user: auth.user,
      dialect,
      existsField,
      enterprise: options.enterprise ?? false,
      efficientPagination: options.efficientPagination ?? false,
      unstableTies: options.unstableTies ?? false,
      state,
      warnings: []
    }
    return runService(service, ctx)
  }

  const server = await startFakeServer({
    port: options.port,
    basePath: options.basePath,
    handle,
    defaultFaultResponse: travisFault,
    now: state.now
  })
  return {
    url: server.url,
    origin: server.origin,
    dialect,
    requests: server.requests,
    clearRequests: server.clearRequests,
    onRequest: server.onRequest,
    state,
    tokens,
    addRepo: state.addRepo,
    seedDemo: state.seedDemo,
    failNext: server.failNext,
    close: server.close
  }
}

/**
 * @param {Service} service
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
function runService(service, ctx) {
  try {
    return service(ctx)
  } catch (error) {
    if (error instanceof TravisApiError) return error.toResponse()
    if (error instanceof PlainServerError) return travisFault(500)
    throw error
  }
}
