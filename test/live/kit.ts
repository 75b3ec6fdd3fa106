// The real Travis CI API server of ../shared/travis-api-live (travis-api itself, with PostgreSQL,
// Redis and an S3 store), as the live tests reach it. `scripts/test-live.mjs` starts the kit (or
// finds it running) and hands its addresses over in TRAVIS_API_URL / TRAVIS_LIVE_CONTROL_URL.
import { spawnSync } from 'node:child_process'
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { connect } from 'node:net'
import { ADMIN_TOKEN, type SeedDocument, type SeedSummary } from './seed.js'

function required(name: string): string {
  const value = process.env[name]
  if (!value) {
    throw new Error(
      `${name} is not set: run the live tests with npm run test:live, which starts the kit`
    )
  }
  return value.replace(/\/+$/, '')
}

/** The real server's API and the kit's control server (seeding, rate-limit reset). */
export const KIT = {
  get api(): string {
    return required('TRAVIS_API_URL')
  },
  get control(): string {
    return required('TRAVIS_LIVE_CONTROL_URL')
  },
  get s3(): string {
    return required('TRAVIS_LIVE_S3_URL')
  },
  get redis(): string {
    return required('TRAVIS_LIVE_REDIS_URL')
  }
}

/**
 * One SQL statement against the kit's Postgres (`TRAVIS_LIVE_DATABASE_URL`), for the state the
 * seed format cannot express and only travis-api's background services write, such as a cron
 * its scheduler stopped (`crons.active`, models/cron.rb `deactivate`). Returns psql's output.
 */
export function sqlOnKit(statement: string): string {
  const url = required('TRAVIS_LIVE_DATABASE_URL')
  const psql = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAt', '-c', statement], {
    encoding: 'utf8'
  })
  if (psql.status !== 0) throw new Error(`psql: ${psql.stderr || psql.error?.message}`)
  return psql.stdout.trim()
}

const XML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'"
}

/**
 * The keys the S3 store holds for a repository (`{vcs_id}/{group}/{name}`, the kit gives
 * repository N the vcs_id 3000 + N), read from the store itself rather than through travis-api,
 * whose `branch` field shows only a branch's last segment.
 */
export async function storedCacheKeys(repositoryId = 1): Promise<string[]> {
  const prefix = `${3000 + repositoryId}/`
  const response = await fetch(
    `${KIT.s3}/travis-caches?prefix=${encodeURIComponent(prefix)}&max-keys=1000`
  )
  const xml = await response.text()
  if (response.status !== 200 || /<IsTruncated>true</.test(xml)) {
    throw new Error(`S3 listing: HTTP ${response.status} ${xml.slice(0, 200)}`)
  }
  return [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) =>
    (match[1] ?? '')
      .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? '')
      .slice(prefix.length)
  )
}

/** Replaces every row, Redis key and stored cache of the kit with `doc`. */
export async function seedKit(doc: SeedDocument): Promise<SeedSummary> {
  const response = await fetch(`${KIT.control}/seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(doc)
  })
  const summary = (await response.json()) as SeedSummary & { error?: string }
  if (response.status !== 200 || !summary.ok) {
    throw new Error(`the kit refused the seed (HTTP ${response.status}): ${summary.error ?? ''}`)
  }
  return summary
}

/** Empties Rack::Attack's counters (throttles and POST bans). */
export async function resetRateLimits(): Promise<void> {
  const response = await fetch(`${KIT.control}/reset-rate-limits`, { method: 'POST', body: '' })
  if (response.status !== 200) throw new Error(`rate-limit reset: HTTP ${response.status}`)
}

/**
 * Fills this minute's request count of a token to travis-api's limit (Rack::Attack throttle
 * `req_token_1min`, 2,000 a minute, lib/travis/api/attack.rb), so that its next request is the
 * 2,001st: the real throttle answers it 429. Rack::Attack counts in the kit's Redis under
 * `rack::attack:<minute number>:<throttle>:<token>` (rack-attack `Cache#key_and_expiry`); this
 * writes that counter over the Redis protocol instead of sending 2,000 requests. The next
 * minute's too: the windows are fixed, and a run that starts after the minute turns is limited
 * all the same (a seed clears both).
 */
export async function exhaustRateLimit(token: string): Promise<void> {
  const minute = Math.floor(Date.now() / 1000 / 60)
  for (const window of [minute, minute + 1]) {
    const key = `rack::attack:${window}:req_token_1min:${token}`
    await redisCommand(['SET', key, '2000', 'EX', '180'])
  }
}

/** One command over RESP to the kit's Redis; resolves with the reply line. */
function redisCommand(args: string[]): Promise<string> {
  const { hostname, port } = new URL(KIT.redis)
  const request = `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request))
    socket.once('data', (reply) => {
      socket.end()
      const line = reply.toString('utf8').trim()
      if (line.startsWith('-')) reject(new Error(`Redis: ${line}`))
      else resolve(line)
    })
    socket.once('error', reject)
  })
}

export interface ServerAnswer {
  status: number
  headers: Headers
  text: string
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown
}

/**
 * One request to the real server as a plain client sends it (Travis-API-Version: 3 and a
 * token), for reading back what the server holds after a run.
 */
export async function askServer(
  method: string,
  path: string,
  options: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {}
): Promise<ServerAnswer> {
  const token = options.token === undefined ? ADMIN_TOKEN : options.token
  const response = await fetch(`${KIT.api}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      'travis-api-version': '3',
      'user-agent': 'travis-repo-action-live-tests',
      ...(token === null ? {} : { authorization: `token ${token}` }),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) })
  })
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, headers: response.headers, text, json }
}

/** GET that must answer 200 with JSON: what the server holds. */
export async function held<T = Record<string, unknown>>(path: string): Promise<T> {
  const answer = await askServer('GET', path)
  if (answer.status !== 200) {
    throw new Error(`GET ${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`)
  }
  return answer.json as T
}

export interface RecordedLiveRequest {
  method: string
  /** Path and query as sent. */
  url: string
  headers: IncomingHttpHeaders
  body: string
  status: number
}

export interface InjectedAnswer {
  status: number
  /** Plain text, as a proxy or load balancer in front of travis-api sends it. */
  body: string
  forward: boolean
  /** Headers besides `content-type: text/plain` (a `retry-after`). */
  headers?: Record<string, string>
}

export interface Recorder {
  /** Base URL to give the action as `api-url`. */
  url: string
  requests: RecordedLiveRequest[]
  /** The most requests that were waiting for their answer at one moment. */
  maxInFlight: number
  /** The same for writes alone (every method but GET). */
  maxWritesInFlight: number
  /**
   * Called with each request before it is passed on (the server sees nothing of it until the
   * promise settles): a test does here what another writer would do meanwhile.
   */
  beforeForward: ((request: RecordedLiveRequest) => Promise<void> | void) | null
  /**
   * True for a request whose answer is lost: the server handles it and answers, and the
   * recorder drops the connection instead of passing the answer on.
   */
  losesAnswer: ((request: RecordedLiveRequest) => boolean) | null
  /**
   * An answer the recorder gives instead of the server's, for a request it picks: a refusal or a
   * failure the server never saw (`forward` false), or one it gives after the server handled the
   * request (`forward` true: the write landed, its answer did not).
   */
  answersInstead: ((request: RecordedLiveRequest) => InjectedAnswer | null) | null
  /** `METHOD /path?query` of each request, in the order they were sent. */
  lines(): string[]
  clear(): void
  close(): Promise<void>
}

/**
 * A transparent recorder in front of the real server: every request is passed on byte for byte
 * (method, path, headers, body) and every answer back (status, headers, body), so the action
 * still talks to travis-api, and the test sees what it sent and how many requests were in flight.
 */
export async function startRecorder(target = KIT.api): Promise<Recorder> {
  const upstream = new URL(target)
  const requests: RecordedLiveRequest[] = []
  let inFlight = 0
  let writesInFlight = 0
  const recorder: Recorder = {
    url: '',
    requests,
    maxInFlight: 0,
    maxWritesInFlight: 0,
    beforeForward: null,
    losesAnswer: null,
    answersInstead: null,
    lines: () => requests.map((r) => `${r.method} ${r.url}`),
    clear() {
      requests.splice(0)
      recorder.maxInFlight = 0
      recorder.maxWritesInFlight = 0
      recorder.beforeForward = null
      recorder.losesAnswer = null
      recorder.answersInstead = null
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', async () => {
      const body = Buffer.concat(chunks)
      const entry: RecordedLiveRequest = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        headers: incoming.headers,
        body: body.toString('utf8'),
        status: 0
      }
      requests.push(entry)
      const isWrite = entry.method !== 'GET'
      const settled = () => {
        inFlight -= 1
        if (isWrite) writesInFlight -= 1
      }
      inFlight += 1
      if (isWrite) writesInFlight += 1
      recorder.maxInFlight = Math.max(recorder.maxInFlight, inFlight)
      recorder.maxWritesInFlight = Math.max(recorder.maxWritesInFlight, writesInFlight)
      await recorder.beforeForward?.(entry)
      const injected = recorder.answersInstead?.(entry) ?? null
      const answerInstead = () => {
        entry.status = injected?.status ?? 0
        outgoing.writeHead(entry.status, { 'content-type': 'text/plain', ...injected?.headers })
        outgoing.end(injected?.body)
      }
      if (injected !== null && !injected.forward) {
        answerInstead()
        settled()
        return
      }
      const forward = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: incoming.method,
          path: incoming.url,
          headers: { ...incoming.headers, host: upstream.host }
        },
        (answer) => {
          entry.status = answer.statusCode ?? 0
          if (recorder.losesAnswer?.(entry)) {
            answer.resume()
            answer.on('end', () => outgoing.destroy())
          } else if (injected !== null) {
            answer.resume()
            answer.on('end', answerInstead)
          } else {
            outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
            answer.pipe(outgoing)
          }
          answer.on('end', settled)
        }
      )
      forward.on('error', () => {
        settled()
        outgoing.destroy()
      })
      forward.end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  recorder.url = `http://127.0.0.1:${port}`
  return recorder
}

/**
 * POST to the kit's control server (travis-api-live/README.md "The build pipeline"): the
 * stand-ins of travis-gatekeeper (`/gatekeeper`), the workers (`/builds/{id}`, `/jobs/{id}/log`)
 * and travis-hub (`/hub`); its JSON answer.
 */
export async function control<T = Record<string, unknown>>(
  path: string,
  body: unknown = {}
): Promise<T> {
  const response = await fetch(`${KIT.control}${path}`, {
    method: 'POST',
    body: JSON.stringify(body)
  })
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

export interface Processed {
  processed: Array<{
    request_id: number
    build_id?: number
    number?: string
    rejected?: string
    jobs?: number[]
  }>
}

/** Runs the gatekeeper until it has taken a request (one the action or a test sent). */
export async function gatekeeper(
  options: Record<string, unknown>
): Promise<Processed['processed'][0]> {
  for (let tries = 0; tries < 100; tries++) {
    const { processed } = await control<Processed>('/gatekeeper', options)
    if (processed[0]) return processed[0]
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('no build request reached the gatekeeper')
}
