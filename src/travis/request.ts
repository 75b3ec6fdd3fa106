// One attempt of one Travis CI request, as the client sends it: @octokit/request with the
// client's defaults (travisRequest; what they change and why: docs/decisions/0004), the timeout,
// the body read through the size limit (body.ts; an error answer's in lib/bounded-fetch.ts), and
// every way an answer can fail to be the resource asked for (failed-requests.ts), each a
// TravisApiError.
import { request } from '@octokit/request'
import { RequestError } from '@octokit/request-error'
import { ActionError } from '../lib/action-error.js'
import { BODY_LIMIT_TEXT, cappedErrorAnswer, countedStream } from '../lib/bounded-fetch.js'
import { MAX_JSON_DEPTH, nestedDeeperThan } from '../lib/json-depth.js'
import type { Connection } from '../model/repository.js'
import type { Runner } from '../runtime/runner.js'
import { CUT_SHORT, EMPTY, TOO_LARGE, discardBody, isStream, readBody } from './body.js'
import { NO_ADVICE, type Advice } from './errors.js'
import {
  answerOverLimit,
  failedRequestOf,
  lostAnswer,
  malformedAnswer,
  redirected,
  unexpectedAnswer
} from './failed-requests.js'
import type { ServerClock } from './server-clock.js'
import type { Shape } from './shapes.js'

const USER_AGENT_PRODUCT = 'travis-repo-action'

/** Limits of the client on a body, as its failure line says them. */
const LARGER_THAN_LIMIT = `larger than ${BODY_LIMIT_TEXT}`
const DEEPER_THAN_LIMIT = `nested deeper than ${MAX_JSON_DEPTH} levels`

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/** What every request of a client shares. */
export interface RequestContext {
  connection: Connection
  runner: Runner
  /** @octokit/request with the client's defaults (travisRequest). */
  octokit: typeof request
  /** null: Node's own fetch, looked up at each call (tests replace it). */
  fetch: typeof globalThis.fetch | null
  advice?: Advice
  /** Told every answer's `Date` header. */
  serverClock?: ServerClock
}

/** One attempt: what is sent, and the shape its answer must have (null: not checked). */
export interface OneRequest {
  method: Method
  path: string
  shape: Shape | null
  /** A write's JSON body; none for a GET or a body-less POST (a restart, a cancel). */
  body?: Record<string, unknown>
  attempt: number
  /** Ends the attempt early (the user cancelled the workflow); the timeout ends it in any case. */
  signal?: AbortSignal
  /**
   * Reads a success answer's body itself, as it arrives (a job's log, which may be megabytes),
   * instead of the body being parsed as JSON, told its Content-Length when the answer gives one;
   * its result is the attempt's. The body's bytes still
   * count towards the size limit. A stream that fails midway is an answer cut short.
   */
  consume?: (body: ReadableStream<Uint8Array>, length: number | null) => Promise<unknown>
}

/**
 * @octokit/request with what every Travis request of a client has (request.defaults): the API,
 * the token and version headers, and the answer handed over as it came (docs/decisions/0004).
 */
export function travisRequest(connection: Connection, version: string): typeof request {
  return request.defaults({
    baseUrl: connection.apiUrl,
    headers: {
      // No token (check-travis-yml's lint on a fork): anonymous, as travis-api allows there.
      ...(connection.token === '' ? {} : { authorization: `token ${connection.token}` }),
      'travis-api-version': '3',
      'service-api-version': '3',
      accept: 'application/json',
      'user-agent': `${USER_AGENT_PRODUCT}/${version}`
    },
    request: {
      // The body comes raw and body.ts parses it with JSON.parse (Octokit's parser is
      // BigInt-safe and several times slower on big pages). Error answers Octokit still reads.
      parseSuccessResponseBody: false,
      // Handed to fetch as is (@octokit/request fetch-wrapper): a 3xx comes back as an
      // answer, and nothing is sent to the place it names.
      redirect: 'manual',
      log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }
    }
  })
}

export async function sendRequest<T>(shared: RequestContext, one: OneRequest): Promise<T> {
  const { connection, runner } = shared
  const { method, path, shape, body, attempt } = one
  const advice = shared.advice ?? NO_ADVICE
  const sent = { method, path, attempt, timeoutMs: connection.timeoutMs }
  const started = Date.now()
  const timeout = AbortSignal.timeout(connection.timeoutMs)
  const signal = one.signal === undefined ? timeout : AbortSignal.any([timeout, one.signal])
  let tooLarge: { status: number; contentType: string } | undefined
  /** An answer past one of the client's limits: said so, never parsed (failed-requests.ts). */
  const beyond = (status: number, contentType: string, overLimit: string) =>
    answerOverLimit(sent, { status, contentType, overLimit }, advice)
  // Octokit reads an error answer's body whole: it is read here first, through the size limit.
  const fetch: typeof globalThis.fetch = async (input, init) =>
    cappedErrorAnswer(
      await (shared.fetch ?? globalThis.fetch)(input, init),
      (answer) => (tooLarge = answer)
    )
  let response
  try {
    response = await shared.octokit({
      method,
      url: path,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, data: body }),
      request: { fetch, signal }
    })
  } catch (error) {
    if (one.signal?.aborted === true) throw givenUp(one)
    // An error answer carries the server's time too (a 429's places its rate window).
    const headers = error instanceof RequestError ? error.response?.headers : undefined
    if (headers !== undefined) shared.serverClock?.heard(headers.date, headerText(headers.age))
    const failure = tooLarge
      ? beyond(tooLarge.status, tooLarge.contentType, LARGER_THAN_LIMIT)
      : failedRequestOf(error, sent, advice)
    runner.debug(
      `${method} ${path} → ${failure.status || 'no response'} (${Date.now() - started} ms)`
    )
    throw failure
  }
  shared.serverClock?.heard(response.headers.date, headerText(response.headers.age))
  const contentType = String(response.headers['content-type'] ?? '')
  if (one.consume !== undefined && response.status < 300 && isStream(response.data)) {
    let overLimit = false
    try {
      const length = Number(response.headers['content-length'] ?? NaN)
      const counted = countedStream(response.data, () => (overLimit = true))
      const consumed = await one.consume(counted, Number.isSafeInteger(length) ? length : null)
      runner.debug(`${method} ${path} → ${response.status} (${Date.now() - started} ms)`)
      return consumed as T
    } catch {
      if (one.signal?.aborted === true) throw givenUp(one)
      // Past the limit no attempt would do better: said so, not retried as a body cut short.
      if (overLimit) throw beyond(response.status, contentType, LARGER_THAN_LIMIT)
      throw lostAnswer(sent, { status: response.status, how: 'cut short' }, advice)
    }
  }
  // A redirect's body is never read: cancelled, its connection goes back to the pool.
  const data =
    response.status >= 300
      ? await discardBody(response.data)
      : await readBody(response.data, contentType)
  runner.debug(`${method} ${path} → ${response.status} (${Date.now() - started} ms)`)
  if (data === TOO_LARGE) throw beyond(response.status, contentType, LARGER_THAN_LIMIT)
  if (data === CUT_SHORT || data === EMPTY) {
    if (one.signal?.aborted === true) throw givenUp(one)
    if (signal.aborted) {
      throw unexpectedAnswer(
        sent,
        { status: response.status, body: '', contentType, aborted: true },
        advice
      )
    }
    const how = data === CUT_SHORT ? 'cut short' : 'empty'
    throw lostAnswer(sent, { status: response.status, how }, advice)
  }
  if (response.status >= 300) {
    // Never followed, never retried (docs/guarantees.md, "No redirects").
    const location = response.headers.location
    throw redirected(
      sent,
      {
        status: response.status,
        location: location === undefined ? undefined : String(location),
        url: `${connection.apiUrl}${path}`,
        contentType
      },
      advice
    )
  }
  if (nestedDeeperThan(data)) throw beyond(response.status, contentType, DEEPER_THAN_LIMIT)
  // Only 204 has no body; anything else must be a JSON object.
  if (response.status !== 204 && (typeof data !== 'object' || data === null)) {
    throw unexpectedAnswer(
      sent,
      { status: response.status, body: data, contentType, aborted: signal.aborted },
      advice
    )
  }
  const problem = shape?.problem(data) ?? null
  if (shape !== null && problem !== null) {
    throw malformedAnswer(sent, { status: response.status, contentType }, shape, problem, advice)
  }
  return data as T
}

/**
 * A read the workflow's cancel ended: no failed request (never retried, classifyTravisFailure
 * knows only TravisApiError), and never worded as a timeout.
 */
function givenUp(one: OneRequest): ActionError {
  return new ActionError(`${one.method} ${one.path}: given up, the workflow was cancelled.`)
}

function headerText(value: string | number | undefined): string | undefined {
  return value === undefined ? undefined : String(value)
}
