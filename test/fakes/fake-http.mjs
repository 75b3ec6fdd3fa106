// Shared plumbing of the fake servers: listen on 127.0.0.1, record every request, inject faults.
// Handlers return a response object instead of writing to the socket, so that a fault rule with
// `afterHandling` can let the handler change state and still replace what the client sees.
import { createServer, STATUS_CODES } from 'node:http'

/**
 * @typedef {object} RecordedRequest
 * @property {string} method
 * @property {string} path raw path as sent (still percent-encoded, base path included), no query
 * @property {string} rawQuery the text after `?`, or ''
 * @property {Record<string, string>} query name -> last value
 * @property {import('node:http').IncomingHttpHeaders} headers lower-cased header names
 * @property {unknown} body parsed JSON when the content type says JSON (raw text if it does not
 *   parse), raw text otherwise, undefined when empty
 */

/**
 * @typedef {object} FakeResponse
 * @property {number} status
 * @property {Record<string, string>} [headers]
 * @property {string} [body]
 */

/**
 * @typedef {object} FaultRule
 * @property {string} [method] only requests with this method (any case)
 * @property {string} [pathIncludes] only requests whose raw path + `?query` contains this text
 * @property {number} [status] answer with this status; without it the request is handled normally
 *   (after `delayMs`), which is how a rule can only delay or only drop
 * @property {unknown} [body] a string is sent as is; anything else as JSON; default depends on the fake
 * @property {string} [contentType] defaults to text/plain for strings, application/json otherwise
 * @property {Record<string, string>} [headers] extra response headers, e.g. Retry-After
 * @property {number} [times] how many matching requests the rule applies to (default 1)
 * @property {number} [delayMs] wait this long before answering
 * @property {Promise<unknown>} [holdUntil] answer only once this settles (after `delayMs`): a
 *   test's gate, to see which requests a client sends before it has any answer
 * @property {boolean} [dropConnection] destroy the socket instead of answering
 * @property {boolean} [afterHandling] handle the request first (state changes apply), then answer
 *   with `status` or drop the connection
 * @property {boolean} [cutBody] send the answer (the handler's, or `status`/`body`) with its full
 *   Content-Length but only the first half of its body, then close the connection: an answer cut
 *   short on the way
 * @property {boolean} [endlessBody] answer `status` (default 200) as JSON whose body never ends,
 *   until the client hangs up
 */

/**
 * @typedef {object} HandlerContext
 * @property {string} method
 * @property {string} rawPath raw path with the base path removed
 * @property {string} rawQuery
 * @property {URLSearchParams} searchParams
 * @property {import('node:http').IncomingHttpHeaders} headers
 * @property {string} bodyText
 * @property {string} origin e.g. http://127.0.0.1:1234
 * @property {string} basePath e.g. '/api' or ''
 */

/**
 * @typedef {object} FakeServer
 * @property {string} url origin + base path
 * @property {string} origin
 * @property {RecordedRequest[]} requests
 * @property {() => void} clearRequests
 * @property {(listener: (request: RecordedRequest) => void) => () => void} onRequest test
 *   control: calls `listener` with each request as it arrives (before it is answered); returns
 *   the unsubscribe
 * @property {(rule: FaultRule) => void} failNext
 * @property {() => Promise<void>} close
 */

/**
 * @param {string | undefined} basePath
 * @returns {string} '' or '/segment' without trailing slash
 */
export function normaliseBasePath(basePath) {
  const trimmed = (basePath ?? '').replace(/\/+$/, '')
  if (trimmed === '') return ''
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

/**
 * @param {number} status
 * @param {unknown} value
 * @param {Record<string, string>} [headers]
 * @returns {FakeResponse}
 */
export function jsonResponse(status, value, headers = {}) {
  return {
    status,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(value, null, 2)
  }
}

/**
 * @param {number} status
 * @param {string} text
 * @param {string} [contentType]
 * @returns {FakeResponse}
 */
export function textResponse(status, text, contentType = 'text/plain') {
  return { status, headers: { 'content-type': contentType }, body: text }
}

/**
 * @param {string | undefined} contentType
 * @returns {boolean}
 */
export function isJsonContentType(contentType) {
  const mediaType = (contentType ?? '').split(';')[0].trim().toLowerCase()
  return mediaType === 'application/json' || mediaType === 'text/json'
}

/**
 * @param {string} text
 * @param {string | undefined} contentType
 * @returns {unknown}
 */
function recordedBody(text, contentType) {
  if (text === '') return undefined
  if (!isJsonContentType(contentType)) return text
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<string>}
 */
function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/**
 * @param {FaultRule} rule
 * @param {(status: number) => FakeResponse} defaultFaultResponse
 * @returns {FakeResponse}
 */
function faultResponse(rule, defaultFaultResponse) {
  const status = /** @type {number} */ (rule.status)
  const extra = rule.headers ?? {}
  if (rule.body === undefined) {
    const base = defaultFaultResponse(status)
    return { ...base, headers: { ...base.headers, ...extra } }
  }
  const isText = typeof rule.body === 'string'
  const contentType = rule.contentType ?? (isText ? 'text/plain' : 'application/json')
  const body = isText ? /** @type {string} */ (rule.body) : JSON.stringify(rule.body, null, 2)
  return { status, headers: { 'content-type': contentType, ...extra }, body }
}

/**
 * Default body of an injected fault when the rule gives none.
 * @param {number} status
 * @returns {FakeResponse}
 */
export function plainFault(status) {
  return textResponse(status, `${STATUS_CODES[status] ?? 'Error'}\n`)
}

/**
 * @param {object} config
 * @param {number} [config.port]
 * @param {string} [config.basePath]
 * @param {(ctx: HandlerContext) => FakeResponse | Promise<FakeResponse>} config.handle
 * @param {(status: number) => FakeResponse} [config.defaultFaultResponse]
 * @param {() => number} [config.now] the server's clock (ms), for the `Date` header
 * @returns {Promise<FakeServer>}
 */
export async function startFakeServer(config) {
  const basePath = normaliseBasePath(config.basePath)
  const defaultFaultResponse = config.defaultFaultResponse ?? plainFault
  /** @type {RecordedRequest[]} */
  const requests = []
  /** @type {Set<(request: RecordedRequest) => void>} */
  const listeners = new Set()
  /** @type {(FaultRule & { remaining: number })[]} */
  const rules = []
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set()
  let origin = ''

  /** @param {number} ms */
  const sleep = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer)
        resolve(undefined)
      }, ms)
      timers.add(timer)
    })

  /**
   * @param {string} method
   * @param {string} target
   */
  const takeRule = (method, target) => {
    const index = rules.findIndex(
      (rule) =>
        (rule.method === undefined || rule.method.toUpperCase() === method) &&
        (rule.pathIncludes === undefined || target.includes(rule.pathIncludes))
    )
    if (index < 0) return undefined
    const rule = rules[index]
    rule.remaining -= 1
    if (rule.remaining <= 0) rules.splice(index, 1)
    return rule
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  /**
   * With the fake's own clock, its `Date` header (else Node's, from the machine's clock).
   * @param {FakeResponse} response
   * @returns {FakeResponse}
   */
  const dated = (response) =>
    config.now === undefined
      ? response
      : {
          ...response,
          headers: { date: new Date(config.now()).toUTCString(), ...response.headers }
        }

  const onRequest = async (req, res) => {
    const bodyText = await readBody(req)
    const url = req.url ?? '/'
    const queryStart = url.indexOf('?')
    const path = queryStart < 0 ? url : url.slice(0, queryStart)
    const rawQuery = queryStart < 0 ? '' : url.slice(queryStart + 1)
    const searchParams = new URLSearchParams(rawQuery)
    const method = req.method ?? 'GET'
    /** @type {RecordedRequest} */
    const recorded = {
      method,
      path,
      rawQuery,
      query: Object.fromEntries(searchParams),
      headers: req.headers,
      body: recordedBody(bodyText, req.headers['content-type'])
    }
    requests.push(recorded)
    for (const listener of listeners) listener(recorded)

    const inBase = basePath === '' || path === basePath || path.startsWith(`${basePath}/`)
    /** @type {HandlerContext} */
    const ctx = {
      method,
      // Outside the base path nothing matches: the handlers answer with their route miss.
      rawPath: inBase ? path.slice(basePath.length) || '/' : '',
      rawQuery,
      searchParams,
      headers: req.headers,
      bodyText,
      origin,
      basePath
    }

    const rule = takeRule(method, rawQuery === '' ? path : `${path}?${rawQuery}`)
    if (rule?.delayMs) await sleep(rule.delayMs)
    if (rule?.holdUntil) await rule.holdUntil
    // A fault replaces the answer; with afterHandling the request is still handled first.
    const replaced =
      rule !== undefined && (rule.status !== undefined || rule.dropConnection || rule.endlessBody)
    const response = !replaced || rule?.afterHandling ? await config.handle(ctx) : undefined
    if (rule?.dropConnection) {
      req.socket.destroy()
    } else if (rule?.endlessBody) {
      sendEndless(res, rule.status ?? 200)
    } else if (rule?.status !== undefined) {
      send(res, dated(faultResponse(rule, defaultFaultResponse)), rule.cutBody)
    } else if (response) {
      send(res, dated(response), rule?.cutBody)
    }
  }

  const server = createServer((req, res) => {
    onRequest(req, res).catch((error) => {
      // A bug in a fake must show up in the test output rather than as a hung request.
      console.error('fake server error:', error)
      send(res, textResponse(500, 'fake server crashed\n'))
    })
  })

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port ?? 0, '127.0.0.1', () => resolve(undefined))
  })
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  origin = `http://127.0.0.1:${address.port}`

  return {
    url: `${origin}${basePath}`,
    origin,
    requests,
    clearRequests: () => {
      requests.length = 0
    },
    onRequest: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    failNext: (rule) => {
      rules.push({ ...rule, remaining: rule.times ?? 1 })
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(() => resolve(undefined)))
    }
  }
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {FakeResponse} response
 * @param {boolean} [cut] send half the body, then close the connection
 */
function send(res, response, cut = false) {
  if (res.headersSent || res.destroyed) return
  const body = Buffer.from(response.body ?? '', 'utf8')
  res.writeHead(response.status, {
    ...response.headers,
    'content-length': String(body.length)
  })
  if (!cut) {
    res.end(body)
    return
  }
  res.write(body.subarray(0, Math.floor(body.length / 2)), () => res.socket?.destroy())
}

/**
 * A JSON answer that never ends: chunks of 64 KiB for as long as the client reads them.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 */
function sendEndless(res, status) {
  if (res.headersSent || res.destroyed) return
  res.writeHead(status, { 'content-type': 'application/json' })
  const chunk = Buffer.alloc(64 * 1024, 0x20)
  res.write('{"caches": [')
  const pump = () => {
    while (!res.destroyed && res.write(chunk));
    if (!res.destroyed) res.once('drain', pump)
  }
  res.on('close', () => res.removeAllListeners('drain'))
  pump()
}
