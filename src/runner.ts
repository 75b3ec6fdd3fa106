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
  /** Registers a derived secret (e.g. a decrypted key) so the runner masks it. */
  mask(secret: string): void
}
