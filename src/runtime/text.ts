// Text for log lines. Shortening text that may hold secrets: every secret the action knows is
// replaced by *** first (mask.ts), and text is only ever cut at a space, so that a secret it does
// not know (the runner masks it as a whole word; tokens hold no space) is either whole or gone.
import { redactSecrets } from './mask.js'

/**
 * `text`, its secrets replaced by ***, if it fits in `max` characters; else its longest prefix
 * ending at a space, plus " …".
 */
export function cutAtWord(text: string, max: number): string {
  return cutRedacted(redactSecrets(text), max)
}

/**
 * Server text as one line of at most `max` characters: its secrets replaced first, as folding
 * its white space would hide one that holds any (`a\tb` shows as `a b`), then folded, then cut
 * at a word.
 */
export function oneLineAtWord(text: string, max: number): string {
  return cutRedacted(redactSecrets(text).replace(/\s+/g, ' ').trim(), max)
}

function cutRedacted(redacted: string, max: number): string {
  if (redacted.length <= max) return redacted
  const end = redacted.lastIndexOf(' ', max - 2)
  return end <= 0 ? '…' : `${redacted.slice(0, end).trimEnd()} …`
}

/**
 * 2000 → '2,000'. Not toLocaleString: its first call loads ICU data (~30 ms), which a listing
 * would pay just as its pages are to go out.
 */
export function grouped(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',')
}
