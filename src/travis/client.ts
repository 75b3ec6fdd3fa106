// The one HTTP client for Travis CI API v3: headers, timeout, retries, the exists_on_host
// dialect fallback, and @warnings. Operations call get/patch/delete/post with a resource path.
import { request } from '@octokit/request'
import { RequestError } from '@octokit/request-error'
import { ActionError } from '../action-error.js'
import type { Runner } from '../runner.js'
import { defaultRetryPolicy, retryAfterMs, withRetries, type RetryPolicy } from '../retry.js'
import type { Connection } from '../model/repository.js'
import { TravisApiError, type FailedRequest } from './errors.js'
import { queryString, repoPath, type Query } from './paths.js'

export const USER_AGENT_PRODUCT = 'travis-repo-action'

/** How the server spells the branch field: the interface document's name or the live server's. */
export type HostField = 'exists_on_host' | 'exists_on_github'

/** A query, or a function building one for the current spelling of the branch host field. */
export type QueryInput = Query | ((hostField: HostField) => Query)

export interface ClientOptions {
  connection: Connection
  version: string
  runner: Runner
  fetch?: typeof globalThis.fetch
  retryPolicy?: RetryPolicy
}

interface Warning {
  message?: string
  parameter?: string
  value?: string
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

export class TravisClient {
  /** Starts with the interface document's name; switches once when the server ignores it. */
  hostField: HostField = 'exists_on_host'
  readonly retryPolicy: RetryPolicy
  /** Server warnings already shown; pages of one listing repeat the same ones. */
  private readonly shownWarnings = new Set<string>()

  constructor(private readonly options: ClientOptions) {
    this.retryPolicy = options.retryPolicy ?? defaultRetryPolicy(options.connection.retries)
  }

  async get<T>(resource: string, query: QueryInput = {}): Promise<T> {
    const send = () =>
      this.withRetries<T>('GET', this.pathOf(resource, resolveQuery(query, this.hostField)))
    let data = await send()
    if (
      typeof query === 'function' &&
      this.hostField === 'exists_on_host' &&
      mentionsHostField(data)
    ) {
      this.options.runner.info(
        'The server ignored exists_on_host (it names the field exists_on_github); repeating the request with exists_on_github.'
      )
      this.hostField = 'exists_on_github'
      data = await send()
    }
    this.reportWarnings(data)
    return data
  }

  /**
   * GET a link the server gave (`@pagination.next`), relative to 'api-url' so that an Enterprise
   * `/api` prefix, which the server leaves out of its links, is kept. Only paths are followed:
   * a link to another host is refused.
   */
  async getLink<T>(href: string): Promise<T> {
    if (!href.startsWith('/') || href.startsWith('//')) {
      throw new ActionError(`The server gave a link that is not a path on the API: '${href}'.`)
    }
    const basePath = new URL(this.options.connection.apiUrl).pathname.replace(/\/+$/, '')
    const path =
      basePath !== '' && href.startsWith(`${basePath}/`) ? href.slice(basePath.length) : href
    return this.reported(await this.withRetries<T>('GET', path))
  }

  async delete<T>(resource: string, query: Query = {}): Promise<T> {
    return this.reported(await this.withRetries<T>('DELETE', this.pathOf(resource, query)))
  }

  async patch<T>(resource: string, body: Record<string, unknown>): Promise<T> {
    return this.reported(await this.withRetries<T>('PATCH', this.pathOf(resource, {}), body))
  }

  /**
   * One attempt only: a POST is never repeated blindly. The caller checks what happened and
   * passes the number of this attempt, for messages.
   */
  async post<T>(resource: string, body: Record<string, unknown>, attempt = 1): Promise<T> {
    return this.reported(await this.send<T>('POST', this.pathOf(resource, {}), body, attempt))
  }

  private pathOf(resource: string, query: Query): string {
    const { repo, provider } = this.options.connection
    return `${repoPath(repo, provider, resource)}${queryString(query)}`
  }

  private reported<T>(data: T): T {
    this.reportWarnings(data)
    return data
  }

  private withRetries<T>(method: Method, path: string, body?: Record<string, unknown>): Promise<T> {
    return withRetries(
      this.retryPolicy,
      (attempt) => this.send<T>(method, path, body, attempt),
      (error) =>
        error instanceof TravisApiError
          ? {
              status: error.status,
              retryAfterMs: error.retryAfterMs,
              label: `${method} ${error.request.path}`
            }
          : null,
      (message) => this.options.runner.info(message)
    )
  }

  private async send<T>(
    method: Method,
    path: string,
    body: Record<string, unknown> | undefined,
    attempt: number
  ): Promise<T> {
    const { connection, runner } = this.options
    const started = Date.now()
    const signal = AbortSignal.timeout(connection.timeoutMs)
    let response
    try {
      response = await request({
        method,
        url: path,
        baseUrl: connection.apiUrl,
        headers: {
          authorization: `token ${connection.token}`,
          'travis-api-version': '3',
          'service-api-version': '3',
          accept: 'application/json',
          'user-agent': `${USER_AGENT_PRODUCT}/${this.options.version}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' })
        },
        ...(body === undefined ? {} : { data: body }),
        request: {
          fetch: this.options.fetch ?? globalThis.fetch,
          signal,
          log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }
        }
      })
    } catch (error) {
      const failure = toFailedRequest(error, method, path, attempt, connection.timeoutMs)
      runner.debug(
        `${method} ${path} → ${failure.status || 'no response'} (${Date.now() - started} ms)`
      )
      const apiError = new TravisApiError(failure)
      apiError.retryAfterMs = retryAfterMs(headerOf(error, 'retry-after'))
      throw apiError
    }
    runner.debug(`${method} ${path} → ${response.status} (${Date.now() - started} ms)`)
    // Only 204 has no body. Anything else that is not a JSON object is no Travis answer: a web
    // page (an api-url without its /api prefix), or a body cut short by the timeout.
    if (response.status !== 204 && (typeof response.data !== 'object' || response.data === null)) {
      const contentType = String(response.headers['content-type'] ?? '')
      throw new TravisApiError(
        signal.aborted
          ? {
              method,
              path,
              status: 0,
              body: '',
              contentType,
              timedOut: true,
              attempts: attempt,
              networkError: `no complete answer within ${connection.timeoutMs / 1000} s, see 'timeout-seconds'`
            }
          : {
              method,
              path,
              status: response.status,
              body: response.data,
              contentType,
              attempts: attempt
            }
      )
    }
    return response.data as T
  }

  private reportWarnings(data: unknown): void {
    for (const warning of warningsOf(data)) {
      if (
        this.hostField === 'exists_on_github' &&
        JSON.stringify(warning).includes('exists_on_host')
      )
        continue
      const message = `Travis CI: ${warning.message ?? JSON.stringify(warning)}`
      if (this.shownWarnings.has(message)) continue
      this.shownWarnings.add(message)
      this.options.runner.warning(message)
    }
  }
}

function resolveQuery(query: QueryInput, hostField: HostField): Query {
  return typeof query === 'function' ? query(hostField) : query
}

function warningsOf(data: unknown): Warning[] {
  const warnings =
    typeof data === 'object' && data !== null
      ? (data as Record<string, unknown>)['@warnings']
      : undefined
  return Array.isArray(warnings) ? (warnings as Warning[]) : []
}

/** True when the server said it ignored the exists_on_host parameter or sort field. */
function mentionsHostField(data: unknown): boolean {
  return warningsOf(data).some((warning) => JSON.stringify(warning).includes('exists_on_host'))
}

function headerOf(error: unknown, name: string): string | undefined {
  return error instanceof RequestError ? error.response?.headers[name]?.toString() : undefined
}

function toFailedRequest(
  error: unknown,
  method: string,
  path: string,
  attempt: number,
  timeoutMs: number
): FailedRequest {
  if (error instanceof RequestError && error.response !== undefined) {
    return {
      method,
      path,
      status: error.status,
      body: error.response.data,
      contentType: String(error.response.headers['content-type'] ?? ''),
      attempts: attempt
    }
  }
  const cause = error instanceof Error ? (error.cause as Error | undefined) : undefined
  const timedOut = [error, cause].some((e) => e instanceof Error && e.name === 'TimeoutError')
  return {
    method,
    path,
    status: 0,
    body: '',
    contentType: '',
    networkError: timedOut
      ? `no response within ${timeoutMs / 1000} s, see 'timeout-seconds'`
      : networkReason(error),
    timedOut,
    attempts: attempt
  }
}

/** The most specific reason a request got no response: the deepest cause with a useful message. */
function networkReason(error: unknown): string {
  const chain: unknown[] = []
  for (
    let e: unknown = error;
    typeof e === 'object' && e !== null && chain.length < 4;
    e = (e as { cause?: unknown }).cause
  ) {
    chain.unshift(e)
  }
  for (const candidate of chain) {
    const { code, message } = candidate as { code?: unknown; message?: unknown }
    // 'fetch failed' (undici) and 'Unknown Error' (Octokit) say nothing; their causes do.
    if (
      typeof message === 'string' &&
      message !== '' &&
      !['fetch failed', 'Unknown Error'].includes(message)
    ) {
      return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message
    }
    if (typeof code === 'string') return code
  }
  return String(error)
}
