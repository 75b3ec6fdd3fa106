// Waits the workflow's cancel ends: at once when the signal has aborted already, too.
import { describe, expect, it } from 'vitest'
import { ABORTED, pause, untilAborted } from '../../../src/lib/abortable.js'

describe('pause', () => {
  it('ends at once for a signal aborted before it began', async () => {
    const controller = new AbortController()
    controller.abort('SIGINT')
    const ended = await Promise.race([
      pause(60_000, controller.signal).then(() => 'ended'),
      new Promise((resolve) => setImmediate(() => resolve('still waiting')))
    ])
    expect(ended).toBe('ended')
  })
})

describe('untilAborted', () => {
  it('is ABORTED at once for a signal aborted before, and drops the work’s failure', async () => {
    const controller = new AbortController()
    controller.abort('SIGTERM')
    const work = Promise.reject(new Error('given up'))
    expect(await untilAborted(work, controller.signal)).toBe(ABORTED)
  })

  it("is the work's value or failure while the signal has not aborted", async () => {
    const signal = new AbortController().signal
    expect(await untilAborted(Promise.resolve(7), signal)).toBe(7)
    await expect(untilAborted(Promise.reject(new Error('no')), signal)).rejects.toThrow('no')
  })
})
