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
