// The Travis client's transport on a runner behind a proxy. Node's fetch reads HTTPS_PROXY and
// friends only with NODE_USE_ENV_PROXY=1, which runners do not set; @actions/github's Octokit
// routes GitHub calls through @actions/http-client's proxy dispatcher instead, and so does this
// for api-url: HTTPS_PROXY or HTTP_PROXY by the URL's scheme (lower case first), NO_PROXY and
// loopback hosts bypassed, credentials in the proxy URL sent as Proxy-Authorization.
// Which proxy applies is @actions/http-client's own rule (its light `lib/proxy` module); the
// dispatcher and undici's fetch are loaded with the first request, and only when one applies.
import { getProxyUrl } from '@actions/http-client/lib/proxy'

type Fetch = typeof globalThis.fetch

export interface Transport {
  /** null: Node's own fetch, looked up at each call (tests replace it). */
  fetch: Fetch | null
  /** The proxy's host:port when requests go through one (never its credentials), else null. */
  proxyHost: string | null
}

/** How requests to `apiUrl` are sent: through the proxy the environment names, or directly. */
export function transportFor(apiUrl: string): Transport {
  const proxy = getProxyUrl(new URL(apiUrl))
  // An empty host is no proxy, as HttpClient.getAgentDispatcher decides. Without one, nothing of
  // this module is on a request's way.
  if (proxy === undefined || proxy.hostname === '') return { fetch: null, proxyHost: null }
  let proxied: Promise<Fetch> | undefined
  return {
    fetch: async (input, init) => (await (proxied ??= proxiedFetch(apiUrl)))(input, init),
    proxyHost: proxy.host
  }
}

/**
 * undici 6's fetch with the dispatcher @actions/http-client makes for `apiUrl`: they go together
 * (the same undici in the bundle), never with the runner's built-in fetch, whose undici is
 * another version.
 */
async function proxiedFetch(apiUrl: string): Promise<Fetch> {
  const [{ HttpClient }, { fetch: undiciFetch }] = await Promise.all([
    import('@actions/http-client'),
    import('undici')
  ])
  const dispatcher = new HttpClient().getAgentDispatcher(apiUrl)
  const fetch = (input: string | URL | Request, init?: RequestInit) =>
    undiciFetch(input as Parameters<typeof undiciFetch>[0], {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher
    })
  return fetch as unknown as Fetch
}
