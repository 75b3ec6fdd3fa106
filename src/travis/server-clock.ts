// The server's clock as its answers show it (the `Date` header every origin server with a clock
// sends, RFC 9110 §6.6.1), so that "made after this moment" is judged on the server's clock, which
// stamps `created_at`, never on the runner's, which may be off by any amount.

/** `Sun, 06 Nov 1994 08:49:37 GMT` (RFC 9110 §5.6.7). */
const IMF_FIXDATE =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/

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
   * An answer's `Date` and `Age` headers, read when its headers arrived. The date is stamped before
   * it arrives and in whole seconds (rounded down), so each reading is a lower bound of the
   * server's time; the greatest is the closest. Only the one form RFC 9110 lets servers send
   * (IMF-fixdate, in GMT) is read, and not from an answer a cache kept (`Age` above 0), whose date
   * is the origin's of long ago.
   */
  heard(dateHeader: string | undefined, ageHeader?: string): void {
    if (!IMF_FIXDATE.test(dateHeader ?? '') || Number(ageHeader ?? 0) !== 0) return
    const offset = Date.parse(dateHeader ?? '') - this.monotonic()
    if (this.offsetMs === null || offset > this.offsetMs) this.offsetMs = offset
  }

  /**
   * The server's time now as the answers show it (a lower bound, in whole seconds), or the
   * runner's own clock before any answer carried a `Date`: for durations shown, never for
   * deciding which request is whose (earliestAt).
   */
  time(): number {
    return this.earliestAt(this.monotonic())?.getTime() ?? Date.now()
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
