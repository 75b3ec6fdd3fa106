// A request to a fake server the way the live server is called (version header, token), and its
// answer with the body parsed when it is JSON. For tests of the fakes themselves.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are compared field by field
export type JsonBody = any

export interface Reply {
  status: number
  type: string | null
  text: string
  /** The parsed body when it is JSON (whatever the content type); else the text. */
  json: JsonBody
}

export const FAKE_TRAVIS_TOKEN = 'fake-travis-token'
const LIVE_HEADERS = { 'Travis-API-Version': '3', Authorization: `token ${FAKE_TRAVIS_TOKEN}` }

export async function send(
  baseUrl: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}
): Promise<Reply> {
  const headers: Record<string, string> = { ...LIVE_HEADERS, ...init.headers }
  let body: string | undefined
  if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(init.body)
  }
  const response = await fetch(`${baseUrl}${path}`, { method: init.method ?? 'GET', headers, body })
  const text = await response.text()
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text,
    json: parsedOrText(text)
  }
}

/**
 * The body as JSON whatever the content type says (travis-api sends some JSON errors as
 * text/html, docs/travis-api.md#err-content-types), else the text.
 */
function parsedOrText(text: string): JsonBody {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
