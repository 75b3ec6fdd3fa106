// The values of step outputs, as each area's report gives them (areas/<area>.ts): text, or a JSON
// array too long to hold as one string (json-array.ts), which output-limits.ts makes text that
// fits. Secrets are replaced by *** here (mask.ts): in JSON, inside its strings, so it stays JSON.
import type { JsonArray } from '../runtime/json-array.js'
import { redactSecrets, safeJson } from '../runtime/mask.js'

export type Outputs = Record<string, string>

/** An output's value: text, or a JSON array too long to hold as one string. */
export type OutputValue = string | JsonArray

/** An output of text from the server or an input. */
export function text(value: string): string {
  return redactSecrets(value)
}

export function json(value: unknown): string {
  return safeJson(value)
}
