// A caching front for the fake Travis server, for the 50,000-branch memory row only. The fake
// renders a page of 100 branches with their recent builds (2 MB of JSON) in about 100 ms, too
// slow for 500 pages in every run. The first run reaches the fake through this front, which
// keeps every successful GET answer byte for byte; the other runs get the same bytes again at
// once. Only the action's memory is measured there, not its speed.
import { createServer } from 'node:http'

/** Request headers the fake reads. */
const FORWARDED = ['authorization', 'travis-api-version', 'accept', 'user-agent']

/**
 * @param {string} target origin of the fake, e.g. http://127.0.0.1:1234
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startReplay(target) {
  /** @type {Map<string, { status: number, contentType: string, body: Buffer }>} */
  const answers = new Map()
  const server = createServer((req, res) => {
    const headers = Object.fromEntries(
      FORWARDED.flatMap((name) => {
        const value = req.headers[name]
        return typeof value === 'string' ? [[name, value]] : []
      })
    )
    const key = `${req.method} ${req.url} ${JSON.stringify(headers)}`
    const cached = answers.get(key)
    const answer = cached
      ? Promise.resolve(cached)
      : fetch(`${target}${req.url}`, { method: req.method, headers }).then(async (response) => ({
          status: response.status,
          contentType: response.headers.get('content-type') ?? 'application/json',
          body: Buffer.from(await response.arrayBuffer())
        }))
    answer.then(
      (found) => {
        if (!cached && req.method === 'GET' && found.status === 200) answers.set(key, found)
        res.writeHead(found.status, {
          'content-type': found.contentType,
          'content-length': String(found.body.length)
        })
        res.end(found.body)
      },
      (error) => {
        res.writeHead(502, { 'content-type': 'text/plain' })
        res.end(`bench replay: ${error}\n`)
      }
    )
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(() => resolve(undefined)))
    }
  }
}
