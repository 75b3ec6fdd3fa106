// The server's clock as its answers show it (the `Date` header every origin server with a clock
// sends, RFC 9110 §6.6.1), so that "made after this moment" is judged on the server's clock, which
// stamps `created_at`, never on the runner's, which may be off by any amount.

/** A moment on this process's monotonic clock (performance.now()), immune to clock changes. */
export type MonotonicMs = number

export class ServerClock {
  /** The greatest (server time − monotonic time) any answer has shown; null before one. */
  private offsetMs: number | null = null

  constructor(private readonly monotonic: () => MonotonicMs = () => performance.now()) {}

  /** Now on the monotonic clock, for `earliestAt`. */
  now(): MonotonicMs {
    return this.monotonic()
  }

  /**
   * An answer's `Date` header, read when its headers arrived. The header is stamped before it
   * arrives and in whole seconds (rounded down), so each reading is a lower bound of the
   * server's time; the greatest is the closest.
   */
  heard(dateHeader: string | undefined): void {
    const stamped = Date.parse(dateHeader ?? '')
    if (Number.isNaN(stamped)) return
    const offset = stamped - this.monotonic()
    if (this.offsetMs === null || offset > this.offsetMs) this.offsetMs = offset
  }

  /**
   * The server's time at a monotonic moment, never later than it was (a lower bound, in whole
   * seconds as `created_at` is rendered); null when no answer carried a `Date`.
   */
  earliestAt(moment: MonotonicMs): Date | null {
    if (this.offsetMs === null) return null
    return new Date(Math.floor((moment + this.offsetMs) / 1000) * 1000)
  }
}
