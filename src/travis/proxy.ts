// The Travis client's transport on a runner behind a proxy. Node's fetch reads HTTPS_PROXY and
// friends only with NODE_USE_ENV_PROXY=1, which runners do not set; @actions/github's Octokit
// routes GitHub calls through @actions/http-client's proxy dispatcher instead, and so does this
// for api-url: HTTPS_PROXY or HTTP_PROXY by the URL's scheme (lower case first), NO_PROXY and
// loopback hosts bypassed, credentials in the proxy URL sent as Proxy-Authorization.
import { HttpClient, getProxyUrl } from '@actions/http-client'
import { fetch as undiciFetch } from 'undici'

export interface Transport {
  fetch: typeof globalThis.fetch
  /** The proxy's host:port when requests go through one (never its credentials), else null. */
  proxyHost: string | null
}

/** How requests to `apiUrl` are sent: through the proxy the environment names, or directly. */
export function transportFor(apiUrl: string): Transport {
  const dispatcher = new HttpClient().getAgentDispatcher(apiUrl)
  // Node's own fetch, looked up at each call (tests replace it).
  if (dispatcher === undefined) {
    return { fetch: (input, init) => globalThis.fetch(input, init), proxyHost: null }
  }
  // The dispatcher is undici 6's, as @actions/http-client makes it: it goes with undici 6's fetch
  // (the same module in the bundle), never with the runner's built-in fetch, whose undici is
  // another version.
  const proxied = (input: string | URL | Request, init?: RequestInit) =>
    undiciFetch(input as Parameters<typeof undiciFetch>[0], {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher
    })
  return {
    fetch: proxied as unknown as typeof globalThis.fetch,
    proxyHost: new URL(getProxyUrl(apiUrl)).host
  }
}
