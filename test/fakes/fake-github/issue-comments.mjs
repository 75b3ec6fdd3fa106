// The fake GitHub's issue comments, enough for 'comment-on-pull-request': list a pull request's
// comments (issues/list-comments), create one (issues/create-comment, 201 with Location), edit one
// (issues/update-comment). Shapes and statuses from `@octokit/openapi-types` (`issue-comment`; the
// three operations' responses); a pull request's comments are its issue's comments on GitHub.

/** @typedef {import('../fake-http.mjs').HandlerContext} HandlerContext */
/** @typedef {import('../fake-http.mjs').FakeResponse} FakeResponse */

/**
 * @typedef {object} IssueComment stored in GitHub's wire field names (a subset of `issue-comment`)
 * @property {number} id
 * @property {number} issue number of the pull request
 * @property {string} body
 * @property {string} user login of the token that wrote it
 * @property {string} created_at
 * @property {string} updated_at
 */

// `externalDocs.url` of the operations in GitHub's OpenAPI description.
const DOCS = 'https://docs.github.com/rest/issues/comments'
const DEFAULT_PER_PAGE = 30
const MAX_PER_PAGE = 100

/**
 * @param {{ url: () => string, json: (status: number, value: unknown, headers?: Record<string, string>) => FakeResponse,
 *   error: (status: number, message: string, extra?: object, docs?: string) => FakeResponse }} tools
 */
export function issueComments(tools) {
  /** @type {Record<string, IssueComment[]>} full name -> its comments, oldest first */
  const comments = {}
  let nextId = 70_001
  let clock = Date.parse('2024-05-03T08:00:00Z')
  const now = () => new Date((clock += 1000)).toISOString().replace('.000Z', 'Z')

  /**
   * @param {{ fullName: string }} repo
   * @param {IssueComment} comment
   */
  function render(repo, comment) {
    const api = `${tools.url()}/repos/${repo.fullName}`
    return {
      id: comment.id,
      node_id: Buffer.from(`IssueComment${comment.id}`).toString('base64'),
      url: `${api}/issues/comments/${comment.id}`,
      body: comment.body,
      html_url: `${tools.url().replace(/\/api\/v3$/, '')}/${repo.fullName}/pull/${comment.issue}#issuecomment-${comment.id}`,
      user: { login: comment.user, type: comment.user.endsWith('[bot]') ? 'Bot' : 'User' },
      created_at: comment.created_at,
      updated_at: comment.updated_at,
      issue_url: `${api}/issues/${comment.issue}`,
      author_association: 'CONTRIBUTOR'
    }
  }

  /** @param {HandlerContext} http */
  function bodyOf(http) {
    try {
      const parsed = JSON.parse(http.bodyText)
      return typeof parsed?.body === 'string' ? parsed.body : null
    } catch {
      return null
    }
  }

  /**
   * `/repos/{o}/{r}/issues/{n}/comments` (GET, POST) and `/repos/{o}/{r}/issues/comments/{id}`
   * (PATCH); undefined for any other path.
   * @param {HandlerContext} http
   * @param {(owner: string, name: string) => { fullName: string } | undefined} repoOf
   * @param {{ user?: string, pullRequestsWrite?: boolean }} caller
   * @param {(fullName: string, number: number) => boolean} pullExists
   * @returns {FakeResponse | undefined}
   */
  function handle(http, repoOf, caller, pullExists) {
    const list = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments\/?$/.exec(http.rawPath)
    const one = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)\/?$/.exec(http.rawPath)
    const match = list ?? one
    if (!match) return undefined
    const repo = repoOf(match[1], match[2])
    if (!repo) return tools.error(404, 'Not Found', {}, DOCS)
    const stored = (comments[repo.fullName] ??= [])
    // A token without "pull-requests: write" (a fork's, Dependabot's, or `permissions:` without
    // it) is refused with 403 "Resource not accessible by integration" (issues/create-comment and
    // issues/update-comment list 403).
    const mayWrite = caller.pullRequestsWrite !== false
    if (list) {
      const number = Number(list[3])
      if (!pullExists(repo.fullName, number)) return tools.error(404, 'Not Found', {}, DOCS)
      if (http.method === 'GET') return page(http, repo, number, stored)
      if (http.method !== 'POST') return tools.error(404, 'Not Found', {}, DOCS)
      if (!mayWrite) return tools.error(403, 'Resource not accessible by integration', {}, DOCS)
      const body = bodyOf(http)
      if (body === null) return tools.error(422, 'Invalid request.\n\n"body" wasn\'t supplied.')
      const at = now()
      const comment = {
        id: nextId++,
        issue: number,
        body,
        user: caller.user ?? 'github-actions[bot]',
        created_at: at,
        updated_at: at
      }
      stored.push(comment)
      const rendered = render(repo, comment)
      return tools.json(201, rendered, { location: rendered.url })
    }
    const comment = stored.find((candidate) => candidate.id === Number(one?.[3]))
    if (!comment || http.method !== 'PATCH') return tools.error(404, 'Not Found', {}, DOCS)
    if (!mayWrite) return tools.error(403, 'Resource not accessible by integration', {}, DOCS)
    const body = bodyOf(http)
    if (body === null) return tools.error(422, 'Invalid request.\n\n"body" wasn\'t supplied.')
    comment.body = body
    comment.updated_at = now()
    return tools.json(200, render(repo, comment))
  }

  /**
   * Oldest first, `per_page` (default 30, max 100) and `page`, with GitHub's Link header.
   * @param {HandlerContext} http
   * @param {{ fullName: string }} repo
   * @param {number} number
   * @param {IssueComment[]} stored
   */
  function page(http, repo, number, stored) {
    const asked = Number.parseInt(http.searchParams.get('per_page') ?? '', 10)
    const perPage = asked > 0 ? Math.min(asked, MAX_PER_PAGE) : DEFAULT_PER_PAGE
    const current = Math.max(Number.parseInt(http.searchParams.get('page') ?? '', 10) || 1, 1)
    const ofIssue = stored.filter((comment) => comment.issue === number)
    const last = Math.max(Math.ceil(ofIssue.length / perPage), 1)
    const body = ofIssue
      .slice((current - 1) * perPage, current * perPage)
      .map((c) => render(repo, c))
    /** @param {number} target */
    const pageUrl = (target) => {
      const query = new URLSearchParams(http.searchParams)
      query.set('page', String(target))
      return `${tools.url()}/repos/${repo.fullName}/issues/${number}/comments?${query}`
    }
    const links = []
    if (current < last)
      links.push(`<${pageUrl(current + 1)}>; rel="next"`, `<${pageUrl(last)}>; rel="last"`)
    return tools.json(200, body, links.length > 0 ? { link: links.join(', ') } : {})
  }

  /**
   * Seeds a comment (another user's, or one left by an earlier run).
   * @param {string} fullName
   * @param {number} issue
   * @param {string} body
   * @param {string} [user]
   */
  function addComment(fullName, issue, body, user = 'someone') {
    const at = now()
    const comment = { id: nextId++, issue, body, user, created_at: at, updated_at: at }
    ;(comments[fullName] ??= []).push(comment)
    return comment
  }

  return { comments, handle, addComment }
}
