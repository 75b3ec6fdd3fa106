// A caching front for the fake Travis server, for the branch listing rows. The fake filters and
// sorts the whole collection for every page and renders it on the bench's one thread: 3 to 7 ms a
// page of 100 branches, 100 ms with their recent builds. A live server does that work on many
// workers side by side; here it queues, so 100 pages add 3 to 7 RT of the fake's own work to
// every client's 10,000-branch listing, and 500 pages with recent builds take almost a minute.
// A fill run (not measured) reaches the fake through this front, which keeps every successful
// GET answer byte for byte; the measured runs get the same bytes again after `delayMs`, the
// injected latency, so that a round trip costs what it costs on the fake, less the queue.
import { createServer } from 'node:http'

/** Request headers the fake reads. */
const FORWARDED = ['authorization', 'travis-api-version', 'accept', 'user-agent']

/**
 * @param {string} target origin of the fake, e.g. http://127.0.0.1:1234
 * @param {{ delayMs?: number }} [options] how late a kept answer is sent again
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startReplay(target, { delayMs = 0 } = {}) {
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
      ? new Promise((resolve) => setTimeout(() => resolve(cached), delayMs))
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
