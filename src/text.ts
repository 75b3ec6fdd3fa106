// Text for log lines. Shortening text that may hold secrets: the runner masks each secret as a
// whole word (tokens hold no space), so text is only ever cut at a space, and a secret is either
// whole, and masked, or gone.

/** `text` if it fits in `max` characters; else its longest prefix ending at a space, plus " …". */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text
  const end = text.lastIndexOf(' ', max - 2)
  return end <= 0 ? '…' : `${text.slice(0, end).trimEnd()} …`
}

/**
 * 2000 → '2,000'. Not toLocaleString: its first call loads ICU data (~30 ms), which a listing
 * would pay just as its pages are to go out.
 */
export function grouped(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',')
}
