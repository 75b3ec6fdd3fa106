// The one HTTP client for Travis CI API v3: retries, the bound on requests in flight, the
// host-field dialect switch (model/host-field.ts), and @warnings. travis/resources/ call `get`,
// `send` (once or retried), `followLink` or `stream` with a whole path (`repositoryPath` and the
// resource, or one of paths.ts) and the shape of its answer; request.ts sends one attempt, and
// errors.ts turns failed answers into TravisApiError. Operations write through `write`
// (lib/retry.ts: read back before any resend) and ask the server's time of `serverNow` and
// `serverTimeAt`: the policy and the clock stay the client's.
import { ActionError } from '../lib/action-error.js'
import {
  INTERFACE_HOST_FIELD,
  LIVE_HOST_FIELD,
  isAboutInterfaceName,
  type HostField
} from '../model/host-field.js'
import type { Connection, RepoRef } from '../model/repository.js'
import type { Runner } from '../runtime/runner.js'
import { Slots } from '../lib/concurrency.js'
import {
  defaultRetryPolicy,
  withRetries,
  write,
  type RetryPolicy,
  type WriteSteps,
  type Writer
} from '../lib/retry.js'
import type { WriteOutcome } from '../lib/write-outcome.js'
import { TravisApiError, classifyTravisFailure, type Advice } from './errors.js'
import { queryString, repoPath, type Query } from './paths.js'
import { transportFor } from './proxy.js'
import {
  sendRequest,
  travisRequest,
  type Method,
  type OneRequest,
  type RequestContext
} from './request.js'
import { ServerClock, type MonotonicMs } from './server-clock.js'
import { ServerWarnings, warningsOf } from './warnings.js'
import type { Shape } from './shapes.js'

/**
 * The most requests in flight to Travis CI at any moment of a run, whatever sends them (pages,
 * group listings, deletes): a shared service (docs/guarantees.md "Politeness"). A request holds its
 * slot until its body is read; a retry's wait holds none.
 */
export const REQUESTS_IN_FLIGHT = 10

/** A query, or a function building one for the current spelling of the branch host field. */
export type QueryInput = Query | ((hostField: HostField) => Query)

export interface GetOptions {
  query?: QueryInput
  signal?: AbortSignal
}

/** One attempt only, numbered `once` in messages: for a write read back before any resend. */
export interface SentOnce {
  once: number
}

/** Retried as the policy says; `attempted` is told each attempt's number (an answer to a repeat). */
export interface SentRetried {
  retried: true
  attempted?: (attempt: number) => void
}

/** What a POST, PATCH or DELETE sends, and whether it may be sent again: each call says which. */
export type SendOptions = { body?: Record<string, unknown>; query?: Query } & (
  SentOnce | SentRetried
)

export interface ClientOptions {
  connection: Connection
  version: string
  runner: Runner
  /** What failure messages tell the user to check, in the words of the action's inputs. */
  advice?: Advice
  /** Transport; by default Node's fetch, or undici's through the environment's proxy (proxy.ts). */
  fetch?: typeof globalThis.fetch
  retryPolicy?: RetryPolicy
  /** The host field's spelling to start with; the interface document's by default. */
  hostField?: HostField
}

export class TravisClient {
  /** Starts with the interface document's name; switches once when the server ignores it. */
  private spelling: HostField
  /** The policy of every retry and write, frozen: for the run's other clients (main.ts) to share. */
  readonly retryPolicy: Readonly<RetryPolicy>
  /** The server's time as its answers' `Date` headers show it (request.ts tells it each one). */
  private readonly serverClock = new ServerClock()
  private readonly writer: Writer
  private readonly warnings: ServerWarnings
  /** What every attempt shares (request.ts). */
  private readonly shared: RequestContext
  private readonly slots = new Slots(REQUESTS_IN_FLIGHT)
  private attempts = 0
  /** `/repo/{provider}/{repo}` (paths.ts repoPath): its resources' paths start with it. */
  readonly repositoryPath: string
  /** The repository of 'repo', for what a global route (`/build/{id}`) may answer about another. */
  readonly repo: RepoRef
  /** The provider segment ('' for none), for the paths of other subjects (paths.ts ownerPath). */
  readonly provider: string

  constructor(private readonly options: ClientOptions) {
    this.spelling = options.hostField ?? INTERFACE_HOST_FIELD
    this.repositoryPath = repoPath(options.connection)
    this.repo = options.connection.repo
    this.provider = options.connection.provider
    // A 429's one-minute window is the server's (Rack::Attack counts on its clock), not the runner's.
    this.retryPolicy = Object.freeze({
      now: () => this.serverClock.time(),
      ...(options.retryPolicy ?? defaultRetryPolicy(options.connection.retries))
    })
    this.writer = travisWriter(this.retryPolicy, options.runner)
    this.warnings = new ServerWarnings(options.runner)
    let fetch = options.fetch ?? null
    if (fetch === null) {
      const transport = transportFor(options.connection.apiUrl)
      fetch = transport.fetch
      if (transport.proxyHost !== null) {
        options.runner.debug(`Travis CI requests go through the proxy ${transport.proxyHost}.`)
      }
    }
    const { connection, runner, version, advice } = options
    const octokit = travisRequest(connection, version)
    this.shared = { connection, runner, octokit, fetch, advice, serverClock: this.serverClock }
  }

  /**
   * GET `path` (travis/paths.ts); its answer must have `shape` (null: not checked). A `query`
   * built for the host field's spelling is sent again, once, with the server's spelling when the
   * server warns that it ignored the interface document's. Once `signal` aborts, the attempt in
   * flight ends and no other is sent.
   */
  async get<T>(path: string, shape: Shape | null, options: GetOptions = {}): Promise<T> {
    const { query = {}, signal } = options
    const send = () => {
      const at = `${path}${queryString(resolveQuery(query, this.spelling))}`
      return this.withRetries<T>({ method: 'GET', path: at, shape, signal })
    }
    let data = await send()
    if (
      typeof query === 'function' &&
      this.spelling === INTERFACE_HOST_FIELD &&
      warningsOf(data).some(isAboutInterfaceName)
    ) {
      this.options.runner.debug(
        `The server ignored ${INTERFACE_HOST_FIELD} (it names the field ${LIVE_HOST_FIELD}); repeating the request with ${LIVE_HOST_FIELD}.`
      )
      this.spelling = LIVE_HOST_FIELD
      data = await send()
    }
    return this.reported(data)
  }

  /**
   * POST, PATCH or DELETE `path` (travis/paths.ts): sent once or retried, as `options` says (each
   * call says which: a create is never repeated blindly).
   */
  async send<T>(
    method: Exclude<Method, 'GET'>,
    path: string,
    shape: Shape | null,
    options: SendOptions
  ): Promise<T> {
    const { body, query = {} } = options
    const one = { method, path: `${path}${queryString(query)}`, shape, body }
    const data =
      'once' in options
        ? await this.attempt<T>({ ...one, attempt: options.once })
        : await this.withRetries<T>(one, options.attempted)
    return this.reported(data)
  }

  /**
   * GET a link the server gave (`@pagination.next`), relative to 'api-url' so that an Enterprise
   * `/api` prefix, which the server leaves out of its links, is kept. Only paths are followed:
   * a link to another host is refused.
   */
  async followLink<T>(href: string, shape: Shape | null): Promise<T> {
    if (!href.startsWith('/') || href.startsWith('//')) {
      throw new ActionError(`The server gave a link that is not a path on the API: '${href}'.`)
    }
    const basePath = new URL(this.options.connection.apiUrl).pathname.replace(/\/+$/, '')
    const path =
      basePath !== '' && href.startsWith(`${basePath}/`) ? href.slice(basePath.length) : href
    return this.reported(await this.withRetries<T>({ method: 'GET', path, shape }))
  }

  /**
   * GET a body that `consume` reads as it arrives (`/job/{id}/log.txt`), from its start each
   * attempt; retried as `get`.
   */
  stream<T>(path: string, consume: OneRequest['consume'], signal?: AbortSignal): Promise<T> {
    return this.withRetries<T>({ method: 'GET', path, shape: null, signal, consume })
  }

  private reported<T>(data: T): T {
    this.warnings.report(data, this.spelling)
    return data
  }

  /** `one`, retried as the policy says; `attempted` is told the number of each attempt. */
  private withRetries<T>(
    one: Omit<OneRequest, 'attempt'>,
    attempted: (attempt: number) => void = () => {}
  ): Promise<T> {
    return withRetries(
      this.retryPolicy,
      (attempt) => {
        attempted(attempt)
        return this.attempt<T>({ ...one, attempt })
      },
      classifyTravisFailure,
      (message) => this.options.runner.info(message),
      one.signal
    )
  }

  /**
   * One write whose answer may be lost, under the client's policy (lib/retry.ts write): `steps`
   * sends it once, and says what only its area knows (how to read it back and compare).
   */
  write<Done, Failure = unknown>(
    steps: WriteSteps<Done, Failure>
  ): Promise<WriteOutcome<Done, Failure>> {
    return write(this.writer, steps)
  }

  /**
   * The server's time now as its answers show it (a lower bound, in whole seconds), or the
   * runner's clock before any answer carried a `Date`: for durations shown.
   */
  serverNow(): number {
    return this.serverClock.time()
  }

  /** This moment, for `serverTimeAt` once later answers have shown the server's clock. */
  moment(): MonotonicMs {
    return this.serverClock.now()
  }

  /** The server's time at `moment`, never later than it was; null when no answer carried a `Date`. */
  serverTimeAt(moment: MonotonicMs): Date | null {
    return this.serverClock.earliestAt(moment)
  }

  /** The host field's spelling the client uses now (it switches once, on the server's warning). */
  get hostField(): HostField {
    return this.spelling
  }

  /** Attempts sent so far (or failing to be sent): what a failure's advice depends on. */
  get requestsSent(): number {
    return this.attempts
  }

  /** One attempt, once one of the client's REQUESTS_IN_FLIGHT slots is free. */
  private attempt<T>(one: OneRequest): Promise<T> {
    // A resource's path is whole (paths.ts): one relative to nothing is a bug, never sent.
    if (!one.path.startsWith('/')) throw new Error(`Not a path on the API: '${one.path}'.`)
    return this.slots.run(() => {
      this.attempts += 1
      return sendRequest<T>(this.shared, one)
    })
  }
}

/**
 * How a Travis write is sent again (the client's policy), which failures may have landed
 * (TravisApiError.mayHaveLanded), and where a retry's line goes.
 */
export function travisWriter(policy: RetryPolicy, runner: Runner): Writer {
  return {
    policy,
    classify: classifyTravisFailure,
    mayHaveLanded: (error) => error instanceof TravisApiError && error.mayHaveLanded,
    onRetry: (message) => runner.info(message)
  }
}

function resolveQuery(query: QueryInput, hostField: HostField): Query {
  return typeof query === 'function' ? query(hostField) : query
}
