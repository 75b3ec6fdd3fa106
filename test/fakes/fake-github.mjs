// A local fake of GitHub's REST deploy keys endpoints (list, create, get, delete), enough for the
// action's rotate-key-pair, of "Get a pull request", and of the issue comments and "Get the
// authenticated user" the plan comment uses (fake-github/). Plain JavaScript so that `node` runs it
// without a build step. Shapes follow GitHub's OpenAPI description (npm `@octokit/openapi`).
import { createHash } from 'node:crypto'
import { STATUS_CODES } from 'node:http'
import { jsonResponse, normaliseBasePath, startFakeServer } from './fake-http.mjs'
import { authenticatedUser } from './fake-github/authenticated-user.mjs'
import { issueComments } from './fake-github/issue-comments.mjs'

/** @typedef {import('./fake-http.mjs').FakeResponse} FakeResponse */
/** @typedef {import('./fake-http.mjs').HandlerContext} HandlerContext */
/** @typedef {import('./fake-http.mjs').RecordedRequest} RecordedRequest */
/** @typedef {import('./fake-http.mjs').FaultRule} FaultRule */

/**
 * @typedef {object} DeployKey stored in GitHub's wire field names, so tests can seed them as is
 * @property {number} id
 * @property {string} key `type base64`, without comment
 * @property {string} title
 * @property {boolean} verified
 * @property {string} created_at ISO 8601
 * @property {boolean} read_only
 * @property {string} added_by
 * @property {string | null} last_used
 * @property {boolean} enabled
 */

/**
 * @typedef {object} PullRequest stored in GitHub's wire field names (a subset of `pull-request`
 *   in `@octokit/openapi`), so tests can change them as is
 * @property {number} id
 * @property {number} number
 * @property {'open' | 'closed'} state
 * @property {string} title
 * @property {string | null} body
 * @property {string} created_at ISO 8601
 * @property {string} updated_at
 * @property {string | null} closed_at set for closed (and merged) pull requests
 * @property {string | null} merged_at set only for merged ones
 * @property {string | null} merge_commit_sha
 * @property {{ label: string, ref: string, sha: string }} head
 * @property {{ label: string, ref: string, sha: string }} base
 * @property {boolean} draft
 */

/**
 * @typedef {object} PullRequestSeed
 * @property {number} number
 * @property {'open' | 'closed'} [state] default 'open', or 'closed' when merged
 * @property {boolean} [merged] default false; a merged pull request is closed
 * @property {string} [headRef] default `feature-{number}`
 * @property {string} [baseRef] default 'master'
 * @property {string} [title] default `Pull request #{number}`
 */

/**
 * @typedef {object} GitHubToken
 * @property {string} [user] login shown as `added_by`, and the author of its comments; one that ends
 *   in `[bot]` makes it an installation token (the workflow's GITHUB_TOKEN, a GitHub App's), which
 *   `GET /user` refuses
 * @property {boolean} [admin] default true; false: the keys endpoints answer 404, as GitHub hides
 *   them; pull requests stay readable (they need only `pull-requests: read`)
 * @property {boolean} [forbidden] 403 "Resource not accessible by integration" on the keys endpoints
 * @property {boolean} [pullRequestsWrite] default true; false: a read-only workflow token (a fork's,
 *   Dependabot's, or one whose `permissions` leave out `pull-requests: write`): comments answer 403
 * @property {boolean} [pullRequests] default true; false: a workflow token whose `permissions`
 *   leave out `pull-requests`, to which `pulls/get` answers 403 "Resource not accessible by
 *   integration"
 */

/**
 * @typedef {object} FakeGitHubOptions
 * @property {number} [port] default 0 (random)
 * @property {string} [basePath] e.g. '/api/v3' to emulate GitHub Enterprise Server
 */

/**
 * @typedef {object} FakeGitHub
 * @property {string} url API base URL: origin + basePath
 * @property {string} origin
 * @property {RecordedRequest[]} requests
 * @property {() => void} clearRequests
 * @property {import('./fake-http.mjs').FakeServer['onRequest']} onRequest each request as it arrives
 * @property {Record<string, DeployKey[]>} keys full name (as given to addRepo) -> its deploy keys
 * @property {Record<string, GitHubToken>} tokens
 * @property {(fullName: string) => DeployKey[]} addRepo
 * @property {(fullName: string, key: Partial<DeployKey> & { key: string }) => DeployKey} addKey
 *   seeds a key (comment in `key` is dropped); id, created_at etc. default sensibly
 * @property {Record<string, PullRequest[]>} pulls full name (as given to addRepo) -> its pull requests
 * @property {(fullName: string, seed: PullRequestSeed) => PullRequest} addPullRequest seeds a
 *   pull request (creating the repository if needed) and returns the stored object; answered by
 *   `GET /repos/{owner}/{repo}/pulls/{pull_number}`
 * @property {Record<string, import('./fake-github/issue-comments.mjs').IssueComment[]>} comments
 *   full name -> the comments of its pull requests
 * @property {(fullName: string, issue: number, body: string, user?: string) => unknown} addComment
 * @property {(rule: FaultRule) => void} failNext
 * @property {() => Promise<void>} close
 */

const DOCS = 'https://docs.github.com/rest/deploy-keys/deploy-keys'
// `externalDocs.url` of operation `pulls/get` in `@octokit/openapi`.
const PULLS_DOCS = 'https://docs.github.com/rest/pulls/pulls#get-a-pull-request'
const KEY_TYPES = [
  'ssh-rsa',
  'ssh-ed25519',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'sk-ssh-ed25519@openssh.com',
  'sk-ecdsa-sha2-nistp256@openssh.com'
]
const DEFAULT_PER_PAGE = 30
const MAX_PER_PAGE = 100

/**
 * GitHub's error shape.
 * @param {number} status
 * @param {string} message
 * @param {Record<string, unknown>} [extra]
 * @param {string} [docs] `documentation_url`
 * @returns {FakeResponse}
 */
function githubError(status, message, extra = {}, docs = DOCS) {
  return githubJson(status, { message, ...extra, documentation_url: docs, status: String(status) })
}

/**
 * @param {number} status
 * @param {unknown} value
 * @param {Record<string, string>} [headers]
 * @returns {FakeResponse}
 */
function githubJson(status, value, headers = {}) {
  const response = jsonResponse(status, value, headers)
  return {
    ...response,
    headers: { ...response.headers, 'content-type': 'application/json; charset=utf-8' }
  }
}

/** @param {number} status */
function githubFault(status) {
  return githubError(status, STATUS_CODES[status] ?? 'Error')
}

/**
 * `type base64` without the comment, or undefined when this is no OpenSSH public key.
 * @param {unknown} text
 * @returns {string | undefined}
 */
export function normaliseSshPublicKey(text) {
  if (typeof text !== 'string') return undefined
  const [type, data] = text.trim().split(/\s+/)
  if (!KEY_TYPES.includes(type) || !data || !/^[A-Za-z0-9+/]+={0,2}$/.test(data)) return undefined
  const blob = Buffer.from(data, 'base64')
  // The blob starts with the key type as an SSH string; a mismatch means a damaged key.
  const blobType = blob.length < 4 ? '' : blob.toString('latin1', 4, 4 + blob.readUInt32BE(0))
  return blobType === type ? `${type} ${data}` : undefined
}

/** @param {string} segment */
function safeDecode(segment) {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * @param {FakeGitHubOptions} [options]
 * @returns {Promise<FakeGitHub>}
 */
export async function startFakeGitHub(options = {}) {
  const basePath = normaliseBasePath(options.basePath)
  /** @type {Record<string, DeployKey[]>} */
  const keys = {}
  /** @type {Map<string, { fullName: string, id: number }>} lower-cased full name -> repo */
  const repos = new Map()
  /** @type {Record<string, PullRequest[]>} */
  const pulls = {}
  /** @type {Record<string, GitHubToken>} */
  const tokens = { 'fake-github-token': { user: 'octocat', admin: true } }
  let nextKeyId = 1001
  let nextRepoId = 500_001
  let nextPullId = 900_001
  let origin = ''
  const issues = issueComments({
    url: () => `${origin}${basePath}`,
    json: githubJson,
    error: githubError
  })
  const user = authenticatedUser({
    url: () => `${origin}${basePath}`,
    json: githubJson,
    error: githubError
  })

  /** @param {string} fullName */
  function addRepo(fullName) {
    const existing = repos.get(fullName.toLowerCase())
    if (existing) return keys[existing.fullName]
    repos.set(fullName.toLowerCase(), { fullName, id: nextRepoId++ })
    keys[fullName] = []
    pulls[fullName] = []
    return keys[fullName]
  }

  /**
   * @param {string} fullName
   * @param {PullRequestSeed} seed
   * @returns {PullRequest}
   */
  function addPullRequest(fullName, seed) {
    addRepo(fullName)
    const repo = /** @type {{ fullName: string }} */ (repos.get(fullName.toLowerCase()))
    const merged = seed.merged ?? false
    // GitHub closes a pull request when it merges it: `merged_at` implies state closed.
    if (merged && seed.state === 'open') {
      throw new Error(`fake github: pull request #${seed.number} cannot be merged and open`)
    }
    const state = seed.state ?? (merged ? 'closed' : 'open')
    const created = '2024-05-01T08:00:00Z'
    const done = state === 'closed' ? '2024-05-02T08:00:00Z' : null
    const [owner] = repo.fullName.split('/')
    const headRef = seed.headRef ?? `feature-${seed.number}`
    const baseRef = seed.baseRef ?? 'master'
    const sha = (/** @type {string} */ text) => createHash('sha1').update(text).digest('hex')
    /** @type {PullRequest} */
    const pull = {
      id: nextPullId++,
      number: seed.number,
      state,
      title: seed.title ?? `Pull request #${seed.number}`,
      body: null,
      created_at: created,
      updated_at: done ?? created,
      closed_at: done,
      merged_at: merged ? done : null,
      merge_commit_sha: sha(`merge ${repo.fullName} ${seed.number}`),
      head: { label: `${owner}:${headRef}`, ref: headRef, sha: sha(`head ${headRef}`) },
      base: { label: `${owner}:${baseRef}`, ref: baseRef, sha: sha(`base ${baseRef}`) },
      draft: false
    }
    const list = pulls[repo.fullName]
    const same = list.findIndex((candidate) => candidate.number === seed.number)
    if (same >= 0) list.splice(same, 1, pull)
    else list.push(pull)
    return pull
  }

  /**
   * The `pull-request` schema's fields in GitHub's order (a subset); `merged` is derived.
   * @param {{ fullName: string }} repo
   * @param {PullRequest} pull
   */
  function renderPull(repo, pull) {
    const api = `${origin}${basePath}/repos/${repo.fullName}`
    // The web host: github.com for api.github.com, the same host without /api/v3 on Enterprise.
    const web = `${origin}/${repo.fullName}`
    return {
      url: `${api}/pulls/${pull.number}`,
      id: pull.id,
      node_id: Buffer.from(`PullRequest${pull.id}`).toString('base64'),
      html_url: `${web}/pull/${pull.number}`,
      diff_url: `${web}/pull/${pull.number}.diff`,
      patch_url: `${web}/pull/${pull.number}.patch`,
      issue_url: `${api}/issues/${pull.number}`,
      number: pull.number,
      state: pull.state,
      locked: false,
      title: pull.title,
      body: pull.body,
      created_at: pull.created_at,
      updated_at: pull.updated_at,
      closed_at: pull.closed_at,
      merged_at: pull.merged_at,
      merge_commit_sha: pull.merge_commit_sha,
      head: pull.head,
      base: pull.base,
      draft: pull.draft,
      merged: pull.merged_at !== null
    }
  }

  /**
   * @param {string} fullName
   * @param {Partial<DeployKey> & { key: string }} seed
   * @returns {DeployKey}
   */
  function addKey(fullName, seed) {
    const normalised = normaliseSshPublicKey(seed.key)
    if (!normalised) throw new Error(`fake github: not an OpenSSH public key: ${seed.key}`)
    /** @type {DeployKey} */
    const key = {
      id: seed.id ?? nextKeyId++,
      key: normalised,
      title: seed.title ?? 'deploy key',
      verified: seed.verified ?? true,
      created_at: seed.created_at ?? new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      read_only: seed.read_only ?? true,
      added_by: seed.added_by ?? 'octocat',
      last_used: seed.last_used ?? null,
      enabled: seed.enabled ?? true
    }
    addRepo(fullName).push(key)
    return key
  }

  /**
   * @param {{ fullName: string }} repo
   * @param {DeployKey} key
   */
  function renderKey(repo, key) {
    // GitHub's field order.
    return {
      id: key.id,
      key: key.key,
      url: `${origin}${basePath}/repos/${repo.fullName}/keys/${key.id}`,
      title: key.title,
      verified: key.verified,
      created_at: key.created_at,
      read_only: key.read_only,
      added_by: key.added_by,
      last_used: key.last_used,
      enabled: key.enabled
    }
  }

  /**
   * `/repos/{owner}/{repo}/keys[/{id}]`, or `/repositories/{id}/keys` as used in Link headers;
   * `/repos/{owner}/{repo}/pulls/{pull_number}`.
   * @param {string} rawPath
   * @returns {{ repo: { fullName: string, id: number } | undefined, keyId?: string,
   *   pullNumber?: string } | undefined}
   */
  function matchRoute(rawPath) {
    const pull = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/([^/]+)\/?$/.exec(rawPath)
    if (pull) {
      const fullName = `${safeDecode(pull[1])}/${safeDecode(pull[2])}`
      return { repo: repos.get(fullName.toLowerCase()), pullNumber: pull[3] }
    }
    const byName = /^\/repos\/([^/]+)\/([^/]+)\/keys(?:\/([^/]+))?\/?$/.exec(rawPath)
    if (byName) {
      const fullName = `${safeDecode(byName[1])}/${safeDecode(byName[2])}`
      return { repo: repos.get(fullName.toLowerCase()), keyId: byName[3] }
    }
    const byId = /^\/repositories\/(\d+)\/keys(?:\/([^/]+))?\/?$/.exec(rawPath)
    if (byId) {
      const repo = [...repos.values()].find((candidate) => candidate.id === Number(byId[1]))
      return { repo, keyId: byId[2] }
    }
    return undefined
  }

  /**
   * @param {HandlerContext} http
   * @returns {GitHubToken | FakeResponse}
   */
  function authenticate(http) {
    const header = http.headers.authorization
    if (header === undefined) return githubError(401, 'Requires authentication')
    const match = /^(?:token|bearer)\s+(\S+)\s*$/i.exec(header)
    if (!match || !Object.hasOwn(tokens, match[1])) return githubError(401, 'Bad credentials')
    return tokens[match[1]]
  }

  /**
   * @param {HandlerContext} http
   * @returns {FakeResponse}
   */
  function handle(http) {
    const route = matchRoute(http.rawPath)
    // Anonymous reads are allowed, but GitHub hides private repositories (as the fake's are) from
    // anonymous callers with 404; `pulls/get` lists 404 and no 401 (`@octokit/openapi`).
    const anonymous = http.headers.authorization === undefined
    if (anonymous && route?.pullNumber !== undefined) return getPull(http, undefined, '')
    const caller = authenticate(http)
    if ('status' in caller) return caller
    const commented = issues.handle(
      http,
      (owner, name) => repos.get(`${safeDecode(owner)}/${safeDecode(name)}`.toLowerCase()),
      caller,
      (fullName, number) => pulls[fullName].some((pull) => pull.number === number)
    )
    if (commented !== undefined) return commented
    const self = user.handle(http, caller)
    if (self !== undefined) return self
    if (route?.pullNumber !== undefined) {
      // A GITHUB_TOKEN without "pull-requests: read" gets 403 "Resource not accessible by
      // integration" from the pulls endpoints (crs-k/stale-branches#1429, with `permissions:`
      // of issues and contents only; vsoch/pull-request-action#103). @octokit/openapi-types lists
      // no 403 for pulls/get: this is GitHub's answer to any installation token that lacks the
      // permission, which the description does not enumerate per endpoint.
      if (caller.pullRequests === false) {
        return githubError(403, 'Resource not accessible by integration', {}, PULLS_DOCS)
      }
      return getPull(http, route.repo, route.pullNumber)
    }
    if (!route?.repo) return githubError(404, 'Not Found')
    if (caller.forbidden) return githubError(403, 'Resource not accessible by integration')
    if (caller.admin === false) return githubError(404, 'Not Found')
    const list = keys[route.repo.fullName]
    if (route.keyId === undefined) {
      if (http.method === 'GET') return listKeys(http, route.repo, list)
      if (http.method === 'POST') return createKey(http, route.repo, caller)
      return githubError(404, 'Not Found')
    }
    const index = list.findIndex((key) => String(key.id) === route.keyId)
    if (index < 0) return githubError(404, 'Not Found')
    if (http.method === 'GET') return githubJson(200, renderKey(route.repo, list[index]))
    if (http.method === 'DELETE') {
      list.splice(index, 1)
      return { status: 204, headers: {}, body: '' }
    }
    return githubError(404, 'Not Found')
  }

  /**
   * `pulls/get`: 200 with the pull request, 404 (`basic-error`) for an unknown repository or
   * number. Needs only read access to pull requests (`pull-requests: read`, which the workflow's
   * GITHUB_TOKEN has), so neither `admin: false` nor `forbidden` (both about deploy keys) applies.
   * @param {HandlerContext} http
   * @param {{ fullName: string } | undefined} repo
   * @param {string} number
   * @returns {FakeResponse}
   */
  function getPull(http, repo, number) {
    const notFound = githubError(404, 'Not Found', {}, PULLS_DOCS)
    if (!repo || http.method !== 'GET' || !/^\d+$/.test(number)) return notFound
    const pull = pulls[repo.fullName].find((candidate) => candidate.number === Number(number))
    return pull ? githubJson(200, renderPull(repo, pull)) : notFound
  }

  /**
   * Oldest first, `per_page` (default 30, max 100) and `page`, with a Link header like GitHub's.
   * @param {HandlerContext} http
   * @param {{ fullName: string, id: number }} repo
   * @param {DeployKey[]} list
   */
  function listKeys(http, repo, list) {
    const asked = Number.parseInt(http.searchParams.get('per_page') ?? '', 10)
    const perPage = asked > 0 ? Math.min(asked, MAX_PER_PAGE) : DEFAULT_PER_PAGE
    const page = Math.max(Number.parseInt(http.searchParams.get('page') ?? '', 10) || 1, 1)
    const sorted = [...list].sort((a, b) => a.id - b.id)
    const lastPage = Math.max(Math.ceil(sorted.length / perPage), 1)
    const body = sorted
      .slice((page - 1) * perPage, page * perPage)
      .map((key) => renderKey(repo, key))
    const link = linkHeader(http, repo, page, lastPage)
    return githubJson(200, body, link ? { link } : {})
  }

  /**
   * GitHub's Link header points at /repositories/{id}/...; prev/first appear after page 1.
   * @param {HandlerContext} http
   * @param {{ id: number }} repo
   * @param {number} page
   * @param {number} lastPage
   */
  function linkHeader(http, repo, page, lastPage) {
    /** @param {number} target */
    const pageUrl = (target) => {
      const query = new URLSearchParams(http.searchParams)
      query.set('page', String(target))
      return `${origin}${basePath}/repositories/${repo.id}/keys?${query}`
    }
    /** @type {string[]} */
    const parts = []
    if (page > 1) parts.push(`<${pageUrl(page - 1)}>; rel="prev"`)
    if (page < lastPage) {
      parts.push(`<${pageUrl(page + 1)}>; rel="next"`, `<${pageUrl(lastPage)}>; rel="last"`)
    }
    if (page > 1) parts.push(`<${pageUrl(1)}>; rel="first"`)
    return parts.join(', ')
  }

  /**
   * @param {HandlerContext} http
   * @param {{ fullName: string }} repo
   * @param {GitHubToken} caller
   */
  function createKey(http, repo, caller) {
    let body
    try {
      body = http.bodyText === '' ? {} : JSON.parse(http.bodyText)
    } catch {
      return githubError(400, 'Problems parsing JSON')
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      return githubError(400, 'Problems parsing JSON')
    }
    if (body.key === undefined) {
      return githubError(422, 'Invalid request.\n\n"key" wasn\'t supplied.')
    }
    if (body.read_only !== undefined && typeof body.read_only !== 'boolean') {
      return githubError(
        422,
        `Invalid request.\n\nFor 'properties/read_only', ${JSON.stringify(body.read_only)} is not a boolean.`
      )
    }
    const normalised = normaliseSshPublicKey(body.key)
    if (!normalised) {
      return validationFailed('key is invalid. You must supply a key in OpenSSH public key format')
    }
    // GitHub refuses a key already used anywhere, not only on this repository.
    const inUse = Object.values(keys).some((repoKeys) =>
      repoKeys.some((key) => key.key === normalised)
    )
    if (inUse) return validationFailed('key is already in use')
    const key = addKey(repo.fullName, {
      key: normalised,
      title: typeof body.title === 'string' ? body.title : '',
      read_only: body.read_only ?? false,
      added_by: caller.user ?? 'octocat'
    })
    const rendered = renderKey(repo, key)
    return githubJson(201, rendered, { location: rendered.url })
  }

  /** @param {string} message */
  function validationFailed(message) {
    return githubError(422, 'Validation Failed', {
      errors: [{ resource: 'PublicKey', code: 'custom', field: 'key', message }]
    })
  }

  const server = await startFakeServer({
    port: options.port,
    basePath,
    handle,
    defaultFaultResponse: githubFault
  })
  origin = server.origin
  return {
    url: server.url,
    origin: server.origin,
    requests: server.requests,
    clearRequests: server.clearRequests,
    onRequest: server.onRequest,
    keys,
    pulls,
    comments: issues.comments,
    addComment: issues.addComment,
    tokens,
    addRepo,
    addKey,
    addPullRequest,
    failNext: server.failNext,
    close: server.close
  }
}
