// A private value so short or so common that masking it hides more than the secret: the runner
// and the action replace every occurrence of it by *** (runtime/mask.ts), so a private value
// `main` or `1` turns each branch name `main` or each count 1 of the log, the outputs and the
// summary into ***. The warning names the variable, never the value (nor its length).
import type { InputReader } from './reader.js'

/** At most this many characters: short enough to occur by chance in any text the action writes. */
const SHORT = 3

/** Words that occur in the action's own text (branches, booleans, settings) or in any log. */
const COMMON_WORDS = new Set([
  'main',
  'master',
  'develop',
  'development',
  'dev',
  'staging',
  'production',
  'prod',
  'release',
  'test',
  'true',
  'false',
  'yes',
  'no',
  'on',
  'off',
  'null',
  'none',
  'default',
  'daily',
  'weekly',
  'monthly',
  'public',
  'private',
  'secret',
  'password',
  'token',
  'changeme',
  'example'
])

/** Warns, naming the variable (`where`), when a private value is short or a common word. */
export function warnIfWeak(reader: InputReader, where: string, value: string): void {
  const trimmed = value.trim()
  if (trimmed === '' || ([...trimmed].length > SHORT && !COMMON_WORDS.has(trimmed.toLowerCase())))
    return
  reader.warn(
    `${where} has a private value that is very short or a common word: every occurrence of it ` +
      'in the log, the outputs and the job summary is replaced by *** (a branch, a setting or a number ' +
      'included), and it is easy to guess; use a long random value for a secret, or make the variable ' +
      'public (public: true) if it is no secret.'
  )
}
