// The server's clock as its `Date` headers show it: a lower bound of the server's time at any
// moment of the run, whatever the runner's own clock says.
import { describe, expect, it } from 'vitest'
import { ServerClock } from '../../../src/travis/server-clock.js'

describe('ServerClock', () => {
  it('knows nothing before an answer with a Date header, nor from one that does not parse', () => {
    const clock = new ServerClock(() => 0)
    expect(clock.earliestAt(0)).toBeNull()
    clock.heard(undefined)
    clock.heard('not a date')
    expect(clock.earliestAt(0)).toBeNull()
  })

  it("reads only the form servers send (IMF-fixdate), and no cache's copy of an old answer", () => {
    const clock = new ServerClock(() => 0)
    // What Date.parse would take for dates: a bare number (2001), asctime (the runner's time
    // zone), the obsolete RFC 850 form, an ISO time.
    for (const other of [
      '1',
      'Sat Nov 28 12:00:10 2026',
      'Saturday, 28-Nov-26 12:00:10 GMT',
      '2026-11-28T12:00:10Z'
    ]) {
      clock.heard(other)
    }
    // Kept by a cache for 30 s: the origin's date, not now.
    clock.heard('Sat, 28 Nov 2026 12:00:10 GMT', '30')
    expect(clock.earliestAt(0)).toBeNull()
    clock.heard('Sat, 28 Nov 2026 12:00:10 GMT', '0')
    expect(clock.earliestAt(0)?.toISOString()).toBe('2026-11-28T12:00:10.000Z')
  })

  it('places an earlier moment on the server clock, in whole seconds rounded down', () => {
    let monotonic = 10_500
    const clock = new ServerClock(() => monotonic)
    clock.heard('Sat, 28 Nov 2026 12:00:10 GMT')
    // 2.2 s before the answer arrived: 12:00:07.8 at the latest reading, so 12:00:07.
    expect(clock.earliestAt(8300)?.toISOString()).toBe('2026-11-28T12:00:07.000Z')
    monotonic = 99_999
    expect(clock.now()).toBe(99_999)
  })

  it('keeps the reading closest to the truth: the greatest (each one is a lower bound)', () => {
    let monotonic = 0
    const clock = new ServerClock(() => monotonic)
    // A slow answer: stamped 12:00:00, arrived 3 s later.
    monotonic = 3000
    clock.heard('Sat, 28 Nov 2026 12:00:00 GMT')
    // A quick one: stamped 12:00:05 and arrived at once (5 s on).
    monotonic = 5000
    clock.heard('Sat, 28 Nov 2026 12:00:05 GMT')
    monotonic = 9000
    clock.heard('Sat, 28 Nov 2026 12:00:06 GMT')
    expect(clock.earliestAt(0)?.toISOString()).toBe('2026-11-28T12:00:00.000Z')
    expect(clock.earliestAt(5000)?.toISOString()).toBe('2026-11-28T12:00:05.000Z')
  })
})
