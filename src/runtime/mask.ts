// The secrets of a run (both tokens, the passphrase, the private key and each of its lines, a
// decrypted or generated key) and their replacement by *** in every text the action prints or
// writes. The action replaces them itself, before any cut: the runner masks only its log, and
// only what reaches it whole (docs/every-operation.md, "Secrets"). And the bidi controls, which
// would make text read in another order than it is written (issue 19, item 13).

const MASK = '***'

/** Registers a secret: whole, and each line of it (a multi-line key may show up line by line). */
export function maskSecret(mask: (secret: string) => void, secret: string): void {
  if (secret === '') return
  mask(secret)
  for (const line of secret.split(/\r?\n/)) {
    const trimmed = line.trim()
    // PEM armour lines are not secret and short lines would mask unrelated log text.
    if (trimmed.length >= 8 && trimmed !== secret && !trimmed.startsWith('-----')) mask(trimmed)
  }
}

/** Every form of a secret to replace, the longest first (a whole key before its lines). */
let forms: string[] = []
/** The secrets as given (a form may be another secret's JSON spelling, still to be masked). */
const given = new Set<string>()

/**
 * Remembers a secret of this run, as given and in the forms a server may echo it in; false when
 * it was remembered already. main.ts and inputs/ call it before core.setSecret, which they skip
 * for a secret already masked (one `::add-mask::` line each).
 */
export function rememberSecret(secret: string): boolean {
  if (secret === '' || given.has(secret)) return false
  given.add(secret)
  const added = [secret, ...echoedForms(secret)].filter((f) => !forms.includes(f))
  forms = [...forms, ...added].sort((a, b) => b.length - a.length)
  return true
}

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;'
}

/**
 * How an answer may spell a secret it echoes: inside a JSON string (a passphrase with a quote),
 * percent-encoded (a query or a form body), as HTML text (an error page), in base64 (its padding
 * left off, as it may run on). The runner's own mask knows these too, but only for its log.
 */
function echoedForms(secret: string): string[] {
  return [
    JSON.stringify(secret).slice(1, -1),
    encodeURIComponent(secret),
    secret.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character] ?? character),
    Buffer.from(secret, 'utf8').toString('base64').replace(/=+$/, '')
  ]
}

/** Whether `text` holds a secret remembered, in any of its forms. */
export function holdsSecret(text: string): boolean {
  return forms.some((form) => text.includes(form))
}

/** `text` with every secret remembered replaced by ***. */
export function redactSecrets(text: string): string {
  let redacted = text
  for (const form of forms) {
    if (redacted.includes(form)) redacted = redacted.split(form).join(MASK)
  }
  return redacted
}

/**
 * JSON text safe to print: every secret in a string or a key replaced by *** (in the values, so
 * the JSON stays valid), and the bidi controls written as JSON escapes (`\u202e`), which read
 * back as the same text. `replacer` runs first, as JSON.stringify's.
 */
export function safeJson(
  value: unknown,
  replacer: (key: string, value: unknown) => unknown = (_key, inner) => inner
): string {
  const text = JSON.stringify(value, (key, inner: unknown) => redactValue(replacer(key, inner)))
  return escapeBidi(text ?? 'null')
}

/** The embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). */
const BIDI = /[\u202a-\u202e\u2066-\u2069]/g

/**
 * `text` with each bidi control written out as `\u202e`: seen, not obeyed. In JSON text it is
 * the JSON escape of the same character (they occur only inside strings there).
 */
export function escapeBidi(text: string): string {
  return text.replace(BIDI, (c) => `\\u${c.charCodeAt(0).toString(16)}`)
}

function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redactSecrets(value)
  if (forms.length === 0 || typeof value !== 'object' || value === null || Array.isArray(value))
    return value
  const keys = Object.keys(value)
  // Objects are copied only in the rare case where a key holds a secret.
  if (keys.every((key) => redactSecrets(key) === key)) return value
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
      redactSecrets(key),
      inner
    ])
  )
}
