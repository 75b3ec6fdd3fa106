// What a Travis CI failure tells the user to check, in the words of the action's inputs: the
// travis/ layer knows the failure, main.ts (which knows the inputs) hands it this wording.
import type { Advice } from './travis/failure-types.js'

export const INPUT_ADVICE: Advice = {
  token:
    "Create a token in Travis CI (Settings → API authentication) and pass it in 'travis-token' from a secret.",
  apiUrl: "Check 'api-url' (Enterprise: include its /api prefix).",
  unknownRoute: "Check 'api-url' (Enterprise: include its /api prefix) and 'repo'.",
  apiVersion: "Check that 'api-url' is a Travis CI API v3 server.",
  repo: "Check 'repo' (owner/name or id) and 'provider'.",
  timeout: "see 'timeout-seconds'"
}
