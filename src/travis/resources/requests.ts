// /repo/{repo}/requests and /repo/{repo}/request/{id} (travis-api `services/requests/create.rb`,
// `services/requests/find.rb`, `services/request/find.rb`, `renderer/request.rb`,
// docs/travis-api.md#build-requests): a build request as the server renders it, the create (one
// attempt, answered 202 `pending`), one request, and the newest requests.
import type { TravisClient } from '../client.js'
import { TravisApiError } from '../errors.js'
import {
  arrayOf,
  count,
  nullable,
  object,
  optional,
  shape,
  text,
  textOrNull,
  withId
} from '../shapes.js'

/** A request as the standard representation renders it, with what the action reads. */
export interface RequestRecord {
  id: number
  /** `pending` until travis-gatekeeper takes it, then `finished` (or `error`). */
  state: string
  /** `approved` or `rejected` once finished; null before. */
  result: string | null
  /** Why a request was rejected; null otherwise. */
  message: string | null
  /** null until the gatekeeper takes the request. */
  branch_name?: string | null
  /**
   * null until the gatekeeper takes the request (renderer/request.rb, commit minimal); `ref` is
   * `refs/heads/{branch}`, or `refs/pull/{number}/merge` for a pull request's.
   */
  commit?: { message?: string | null; sha?: string | null; ref?: string | null } | null
  builds: Array<{ id: number; number: string; state: string }>
  created_at?: string
  event_type?: string
}

/** The 202 of a create: the request's id and what is left of the hourly limit. */
export interface PendingRequest {
  request: { id: number }
  remaining_requests?: number
}

const REQUEST_FIELDS = {
  id: count,
  state: text,
  result: optional(textOrNull),
  message: optional(textOrNull),
  branch_name: optional(textOrNull),
  builds: arrayOf(object({ id: count, number: text, state: text })),
  created_at: optional(text),
  event_type: optional(text)
}

export const REQUEST = shape(
  'a build request',
  'id, state, result, message, builds',
  object(REQUEST_FIELDS)
)

const REQUESTS = shape(
  'a build request list',
  'requests: a list of {id, state, builds, …}',
  object({ requests: arrayOf(object(REQUEST_FIELDS)) })
)

const PENDING = shape(
  'an accepted build request',
  'request.id, remaining_requests',
  object({ request: object({ id: count }), remaining_requests: optional(nullable(count)) })
)

/** What a create sends: the dotted keys travis-api reads (`params "request", …`). */
export type RequestBody = {
  'request.branch'?: string
  'request.message'?: string
  'request.sha'?: string
  'request.config'?: Record<string, unknown>
  'request.merge_mode'?: string
}

/** The repository's requests. */
function requestsPath(client: TravisClient): string {
  return `${client.repositoryPath}/requests`
}

/** One request of the repository. */
function requestPath(client: TravisClient, id: number): string {
  return `${client.repositoryPath}/request/${id}`
}

/** One POST attempt (202 `pending`): the request is queued for travis-gatekeeper. */
export function requestRequestsPost(
  client: TravisClient,
  body: RequestBody,
  attempt: number
): Promise<PendingRequest> {
  return client.send<PendingRequest>('POST', requestsPath(client), PENDING, {
    body: { ...body },
    once: attempt
  })
}

/**
 * One request; `signal` ends the read and its retries. An answer about another request is
 * refused (shapes.ts withId): it is never taken for this one.
 */
export function requestRequestGet(
  client: TravisClient,
  id: number,
  signal?: AbortSignal
): Promise<RequestRecord> {
  return client.get<RequestRecord>(requestPath(client, id), withId(REQUEST, id), { signal })
}

/** The repository's newest requests, newest first (queries/requests.rb `order(id: :desc)`). */
export async function requestRequestsGet(
  client: TravisClient,
  limit: number,
  signal?: AbortSignal
): Promise<RequestRecord[]> {
  type Body = { requests: RequestRecord[] }
  const body = await client.get<Body>(requestsPath(client), REQUESTS, { query: { limit }, signal })
  return body.requests
}

/** The hourly limit of API build requests (429 `request_limit_reached`), or null. */
export function buildRequestLimitOf(
  error: unknown
): { maxRequests: number | null; perSeconds: number | null } | null {
  if (!(error instanceof TravisApiError) || error.errorType !== 'request_limit_reached') return null
  const figure = (name: string) => {
    const value = error.errorBody?.[name]
    return typeof value === 'number' ? value : null
  }
  return { maxRequests: figure('max_requests'), perSeconds: figure('per_seconds') }
}

/**
 * A message of a request: what travis-yml said of its configuration, as travis-gatekeeper stored
 * it (`renderer/message.rb`; `line` counts from 0, as travis-yml counts, null when none).
 */
export interface RequestMessage {
  level: string
  key: string | null
  code: string
  args: Record<string, unknown> | null
  src: string | null
  line: number | null
}

const MESSAGES = shape(
  'request messages',
  'messages: a list of {level, key, code, args, src, line}',
  object({
    messages: arrayOf(
      object({
        level: text,
        key: optional(textOrNull),
        code: text,
        src: optional(textOrNull),
        line: optional(nullable(count))
      })
    )
  })
)

/** The most messages read of a request: travis-yml gives a few; a page holds up to 100. */
const MESSAGES_READ = 100

/**
 * A request's messages, most severe first (`queries/messages.rb`: alert, error, warn, info), one
 * page of up to 100 (`services/messages/for_request.rb` paginates).
 */
export async function requestRequestMessagesGet(
  client: TravisClient,
  id: number
): Promise<RequestMessage[]> {
  type Body = { messages: Array<Partial<RequestMessage>> }
  const path = `${requestPath(client, id)}/messages`
  const body = await client.get<Body>(path, MESSAGES, { query: { limit: MESSAGES_READ } })
  return body.messages.map((message) => ({
    level: message.level ?? '',
    key: message.key ?? null,
    code: message.code ?? '',
    args:
      typeof message.args === 'object' && message.args !== null && !Array.isArray(message.args)
        ? message.args
        : null,
    src: message.src ?? null,
    line: message.line ?? null
  }))
}
