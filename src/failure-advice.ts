// What a Travis CI failure tells the user to check, in the words of the action's inputs: the
// travis/ layer knows the failure, main.ts (which knows the inputs) hands it this wording.
import { TravisApiError } from './travis/errors.js'
import type { Advice } from './travis/errors.js'

export const INPUT_ADVICE: Advice = {
  token:
    "Create a token in Travis CI (Settings → API authentication) and pass it in 'travis-token' from a secret.",
  apiUrl: "Check 'api-url' (Enterprise: include its /api prefix).",
  unknownRoute: "Check 'api-url' (Enterprise: include its /api prefix) and 'repo'.",
  apiVersion: "Check that 'api-url' is a Travis CI API v3 server.",
  repo: "Check 'repo' (owner/name or id) and 'provider'.",
  timeout: "see 'timeout-seconds'"
}

/**
 * What to check when a request never reached the server: the name of `api-url` did not resolve
 * (ENOTFOUND, EAI_AGAIN) or nothing took the connection (ECONNREFUSED). Both come from a wrong
 * 'api-url' or, on a self-hosted runner, from the proxy settings; '' for any other failure.
 */
export function unreachableAdvice(error: unknown, apiUrl: string): string {
  if (!(error instanceof TravisApiError) || error.status !== 0) return ''
  const reason = error.request.networkError ?? ''
  const where = `'api-url' (${apiUrl})`
  const proxies =
    'on a self-hosted runner behind a proxy, set HTTPS_PROXY (HTTP_PROXY for an http:// api-url) and check that NO_PROXY does not name the host'
  if (/\b(ENOTFOUND|EAI_AGAIN)\b/.test(reason)) {
    return `The host name did not resolve: check ${where} (https://api.travis-ci.com, or an Enterprise installation's URL with its /api); ${proxies}.`
  }
  if (/\bECONNREFUSED\b/.test(reason)) {
    return `Nothing accepted the connection: check ${where} (its host and port) and whether the server is up; ${proxies} (a refused proxy fails the same way).`
  }
  return ''
}
