// The shapes a failed Travis request is described in: the request and its answer, the v3 error
// body, and the advice worded by the layer that knows the inputs. Their own module, so that
// errors.ts (the error) and failure-sentence.ts (its sentence) both use them without importing
// each other.

/** What to tell the user to check, worded by the layer that knows the action's inputs. */
export interface Advice {
  /** Where a valid token comes from and where it goes. */
  token: string
  /** The API base URL is wrong (a web page answered). */
  apiUrl: string
  /** The route is unknown: the base URL or the repository reference is wrong. */
  unknownRoute: string
  /** The server is not an API v3 server. */
  apiVersion: string
  /** The repository reference is wrong. */
  repo: string
  /** How to allow more time per request. */
  timeout: string
}

export const NO_ADVICE: Advice = {
  token: '',
  apiUrl: '',
  unknownRoute: '',
  apiVersion: '',
  repo: '',
  timeout: ''
}

/** The v3 error body: `{"@type":"error","error_type":…,"error_message":…,…}`. */
export interface TravisErrorBody {
  '@type': 'error'
  error_type: string
  error_message?: string
  resource_type?: string
  permission?: string
  [payload: string]: unknown
}

export interface FailedRequest {
  method: string
  path: string
  /** HTTP status; 0 when no response arrived (network error or timeout). */
  status: number
  /** Parsed JSON, text, or '' for an empty body. */
  body: unknown
  contentType: string
  /** Why no response arrived, for status 0. */
  networkError?: string
  timedOut?: boolean
  /** A 3xx answer: the host its Location names ('' when it names none), never its path or query. */
  redirectHost?: string
  /** A 2xx answer without the fields of its resource: what was expected and what is wrong. */
  malformed?: string
  /**
   * An answer lost on the way although it began (status 0 then, as for no answer): how, e.g.
   * 'cut short' or 'empty', and the status it began with.
   */
  lost?: { how: string; status: number }
  /**
   * An answer whose body passed a limit of the client: how, e.g. 'larger than 64 MiB'
   * (bounded-fetch.ts) or 'nested deeper than 64 levels' (json-depth.ts).
   */
  overLimit?: string
  attempts: number
}
