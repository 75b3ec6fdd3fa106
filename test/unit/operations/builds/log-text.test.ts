// A job's log as received and shown: only its last 10 MiB kept while it arrives, printed from its
// first whole line with a note, markers removed; the summary's tail before the failed command.
import { describe, expect, it } from 'vitest'
import {
  LogTail,
  SHOWN_BYTES,
  keep,
  printed,
  type Received
} from '../../../../src/operations/builds/log-text.js'
import { rememberSecret } from '../../../../src/runtime/mask.js'

const ESC = '\u001b'

function received(text: string | Buffer, chunkSize = 64 * 1024): Received {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text
  const into: Received = {
    chunks: [],
    keptBytes: 0,
    totalBytes: 0,
    cut: false,
    printed: false,
    fileProblem: null,
    tail: new LogTail(0)
  }
  for (let at = 0; at < bytes.length; at += chunkSize) {
    const chunk = bytes.subarray(at, at + chunkSize)
    into.totalBytes += chunk.length
    keep(into, chunk)
  }
  return into
}

describe('printed', () => {
  it('every line, markers removed (a line of markers alone left out), carriage returns at the end dropped', () => {
    const tail = new LogTail(2)
    const lines = [
      ...printed(
        received(
          `travis_fold:start:install\r${ESC}[0Ktravis_time:start:1\r${ESC}[0K$ npm ci\r\nok\ntravis_time:end:1:x\r${ESC}[0K\n\n${ESC}[31;1mThe command "npm test" exited with 1.${ESC}[0m\nDone. Your build exited with 1.\n`
        ),
        tail
      )
    ]
    expect(lines).toEqual([
      '$ npm ci',
      'ok',
      '',
      `${ESC}[31;1mThe command "npm test" exited with 1.${ESC}[0m`,
      'Done. Your build exited with 1.'
    ])
    expect(tail.failedCommand).toEqual({ command: 'npm test', exitCode: 1 })
    // The lines before the command, plain, blank ones at the end dropped.
    expect(tail.tail()).toEqual(['ok'])
  })

  it('keeps only the last 10 MiB of a longer log, from its first whole line, and says so', () => {
    const line = `${'x'.repeat(99)}\n`
    const big = Buffer.from(line.repeat(Math.ceil((12 * 1024 * 1024) / line.length)))
    const got = received(big)
    // Held while it arrived: never much more than 10 MiB.
    expect(got.keptBytes).toBeLessThan(SHOWN_BYTES + 64 * 1024)
    const lines = [...printed(got, new LogTail(3))]
    expect(lines[0]).toMatch(
      /^\(the first 2\.0 MiB of this 12\.0 MiB log are left out; its end follows\)$/
    )
    expect(lines.slice(1).every((l) => l === 'x'.repeat(99))).toBe(true)
    expect((lines.length - 1) * line.length).toBeLessThanOrEqual(SHOWN_BYTES)
  })

  it('says when the rest of a log was not read', () => {
    const got = { ...received('a\nb\n'), cut: true }
    expect([...printed(got, new LogTail(0))].at(-1)).toBe(
      '(the log is longer than 64.0 MiB: the rest was not read)'
    )
  })
})

describe('LogTail', () => {
  it("without a failed command, the log's last lines; each line cut to one screen line", () => {
    const tail = new LogTail(2)
    for (const line of ['one', 'two', `${'z'.repeat(600)}`, '']) tail.add(line)
    expect(tail.failedCommand).toBeNull()
    // The last two lines were the long one and a blank one, which is dropped from the end.
    const [long, ...rest] = tail.tail()
    expect(rest).toEqual([])
    expect(long).toHaveLength(500)
    expect(long?.endsWith('…')).toBe(true)
  })

  it('replaces a secret before the cut: no fragment of it is left at the end of a long line', () => {
    const secret = 'log-tail-secret-7d2e91'
    rememberSecret(secret)
    const tail = new LogTail(1)
    tail.add(`${'z'.repeat(490)}${secret}${'z'.repeat(100)}`)
    const [line] = tail.tail()
    expect(line).toBe(`${'z'.repeat(490)}***${'z'.repeat(6)}…`)
  })

  it("keeps no line with 'log-lines: 0', but still the command", () => {
    const tail = new LogTail(0)
    for (const line of ['one', 'The command "make" exited with 2.']) tail.add(line)
    expect(tail.tail()).toEqual([])
    expect(tail.failedCommand).toEqual({ command: 'make', exitCode: 2 })
  })
})
