// The fake GitHub's "Get the authenticated user" (users/get-authenticated, GET /user), which tells
// the plan comment whose comments are the token's own. A personal access token gets 200 with its
// user (`public-user` in `@octokit/openapi-types`, a subset of its fields, type "User"). An
// installation token (the workflow's GITHUB_TOKEN, a GitHub App's), whose user is the app's bot
// `<app>[bot]`, gets 403 "Resource not accessible by integration": the operation lists 403
// (`basic-error`), and this is GitHub's answer to both kinds of installation token
// (actions/create-github-app-token#258, anthropics/claude-code-action#538).

// `externalDocs.url` of users/get-authenticated, as GitHub's answers give it.
const DOCS = 'https://docs.github.com/rest/users/users#get-the-authenticated-user'

/**
 * @param {{ url: () => string, json: (status: number, value: unknown) => import('../fake-http.mjs').FakeResponse,
 *   error: (status: number, message: string, extra?: object, docs?: string) => import('../fake-http.mjs').FakeResponse }} tools
 */
export function authenticatedUser(tools) {
  /**
   * The answer to `GET /user`; undefined for any other request.
   * @param {import('../fake-http.mjs').HandlerContext} http
   * @param {{ user?: string }} caller
   */
  function handle(http, caller) {
    if (!/^\/user\/?$/.test(http.rawPath) || http.method !== 'GET') return undefined
    const login = caller.user ?? 'octocat'
    if (login.endsWith('[bot]')) {
      return tools.error(403, 'Resource not accessible by integration', {}, DOCS)
    }
    const web = tools.url().replace(/\/api\/v3$/, '')
    const id = idOf(login)
    return tools.json(200, {
      login,
      id,
      node_id: Buffer.from(`04:User${id}`).toString('base64'),
      avatar_url: `${web}/avatars/u/${id}`,
      url: `${tools.url()}/users/${login}`,
      html_url: `${web}/${login}`,
      type: 'User',
      site_admin: false,
      name: null,
      created_at: '2011-01-25T18:44:36Z',
      updated_at: '2024-05-01T08:00:00Z'
    })
  }

  return { handle }
}

/** A stable id per login. @param {string} login */
function idOf(login) {
  let id = 0
  for (const char of login) id = (id * 31 + char.charCodeAt(0)) % 9_000_000
  return 1_000_000 + id
}
