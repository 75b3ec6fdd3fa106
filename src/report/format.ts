// Small formatting helpers for outputs and the job summary.

/** Bytes as B, KiB, MiB or GiB with one decimal above bytes. */
export function humanSize(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** A deep copy without any `@`-key (Travis metadata such as @type, @href, @permissions). */
export function withoutMetadata(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutMetadata)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !key.startsWith('@'))
      .map(([key, inner]) => [key, withoutMetadata(inner)])
  )
}

export function sumSizes(items: Array<{ size: number }>): number {
  return items.reduce((total, item) => total + (Number.isFinite(item.size) ? item.size : 0), 0)
}
