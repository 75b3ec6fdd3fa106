import { escapeBidi, redactSecrets } from './mask.js'
import { cutAtWord } from './text.js'

// The workflow runner as operations and clients see it: log lines, collapsible groups, and the
// secrets it must mask. main.ts backs it with @actions/core; tests record it.

export interface Runner {
  /** One line per request: method, path, status, milliseconds. Shown with step debug logging. */
  debug(message: string): void
  /** Progress. */
  info(message: string): void
  /** Something the user should know, e.g. caches left out because they belong to nested branches. */
  notice(message: string): void
  /** A recoverable problem. */
  warning(message: string): void
  /** Runs one phase of multi-step work inside a collapsible log group. */
  group<T>(title: string, work: () => Promise<T>): Promise<T>
  /**
   * Registers a derived secret (e.g. a decrypted key): the action replaces it by *** in what it
   * prints and writes (mask.ts), and the runner masks it too.
   */
  mask(secret: string): void
  /** An error, warning or notice on a line of a file of the repository (`.travis.yml`). */
  annotate(level: AnnotationLevel, message: string, where: { file: string; line: number }): void
  /**
   * Prints text a server sent, line by line (a job's log), in one collapsible group titled
   * `title`, as inert text: no line of it can run a workflow command, set an output, add a mask or
   * close the group, nor read as the log viewer's own markup; every secret replaced by ***.
   * Resolves once the runner has taken it all.
   */
  printUntrusted(title: string, lines: Iterable<string> | AsyncIterable<string>): Promise<void>
}

export type AnnotationLevel = 'error' | 'warning' | 'notice'

/**
 * A line of untrusted text as printed between `::stop-commands::` and its end token: every secret
 * replaced by ***, bidi controls written out, and a line starting with `##[` (the log viewer's
 * markup: `##[group]`, `##[error]`…) shifted by a space so it reads as text.
 */
export function untrustedLine(line: string): string {
  // After a carriage return too: the runner starts a new line there.
  return escapeBidi(redactSecrets(line)).replace(/(^|\r)([^\S\r]*)##\[/g, '$1$2 ##[')
}

/** Longest failure line, warning or notice (an annotation). */
export const ANNOTATION_LIMIT = 1000
/** Longest plain log line. */
export const LINE_LIMIT = 4000

// Line breaks (the runner splits at CR and LF alike), the other control characters (C0, DEL,
// C1) and the Unicode line separators; a tab stays.
const CONTROL = /(?!\t)\p{Cc}|[\u2028\u2029]/gu

/**
 * The one line a log message becomes, whatever text went into it (inputs, server answers): every
 * secret the action knows is replaced by *** (mask.ts), before anything else changes the text;
 * line breaks and other control characters are shown escaped (`\n`, `\r`, `\u001b`), so nothing
 * starts a new line, and so are the bidi controls (`\u202e`), so nothing reads reordered; a `::`
 * that would start a workflow command and the old `##[` marker are broken up (`: :`, `# #[`);
 * and a line longer than `limit` is cut at a word boundary, so that a secret the action does not
 * know (the runner masks each as a whole word; tokens hold no space) never leaves a fragment.
 */
export function logLine(text: string, limit = LINE_LIMIT): string {
  const line = escapeBidi(redactSecrets(text))
    .replace(CONTROL, escapeControl)
    .replace(/##\[/g, '# #[')
    .replace(/^(\s*)::/, '$1: :')
  return cutAtWord(line, limit)
}

function escapeControl(character: string): string {
  if (character === '\n') return '\\n'
  if (character === '\r') return '\\r'
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`
}
