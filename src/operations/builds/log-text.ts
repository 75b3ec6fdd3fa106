// A job's log as received and as shown: its last 10 MiB kept while it arrives (and no more held),
// then read line by line for printing, without travis-build's fold and time markers (a line that
// held only markers is left out), and for the summary: the command travis-build says failed and
// the 'log-lines' lines before it (model/build-log.ts).
import {
  failedCommandOf,
  plainText,
  withoutMarkers,
  type FailedCommand
} from '../../model/build-log.js'
import { redactSecrets } from '../../runtime/mask.js'

const MIB = 1024 * 1024
/** The most of a log printed: its end, where a job fails. */
export const SHOWN_BYTES = 10 * MIB
/** The most of a log read (and written to 'logs-dir'); travis-worker stops a job's log at 4 MB. */
export const READ_BYTES = 64 * MIB
/** A line of the summary's log tail is cut here: a line, not a screenful. */
const TAIL_LINE_CHARACTERS = 500

/** What was received of a log: its last SHOWN_BYTES (and a chunk), and how much there was. */
export interface Received {
  /** Kept to print once read; none when it was printed as it arrived. */
  chunks: Buffer[]
  keptBytes: number
  totalBytes: number
  /** Past READ_BYTES: the rest was not read. */
  cut: boolean
  /** Printed as it arrived. */
  printed: boolean
  /** Why 'logs-dir' could not hold it; null when it does (or none was asked for). */
  fileProblem: string | null
  /** What the summary keeps of it. */
  tail: LogTail
}

/** Keeps `chunk`, dropping the oldest chunks that the last SHOWN_BYTES no longer need. */
export function keep(received: Received, chunk: Buffer): void {
  received.chunks.push(Buffer.from(chunk))
  received.keptBytes += chunk.length
  for (;;) {
    const oldest = received.chunks[0]
    if (oldest === undefined || received.keptBytes - oldest.length < SHOWN_BYTES) return
    received.chunks.shift()
    received.keptBytes -= oldest.length
  }
}

/**
 * The lines of a log kept whole (received.chunks): its last SHOWN_BYTES, from its first whole
 * line, each chunk let go once read, so that the log is never held twice.
 */
export function* printed(received: Received, tail: LogTail): Generator<string> {
  const chunks = received.chunks
  received.chunks = []
  let leftOut =
    received.totalBytes - received.keptBytes + dropFront(chunks, received.keptBytes - SHOWN_BYTES)
  if (leftOut > 0) {
    leftOut += dropPartialLine(chunks)
    yield `(the first ${sizeOf(leftOut)} of this ${sizeOf(received.totalBytes)} log are left out; its end follows)`
  }
  const lines = new LogLines(tail)
  for (let chunk = chunks.shift(); chunk !== undefined; chunk = chunks.shift()) {
    yield* lines.push(chunk)
  }
  yield* lines.end()
  if (received.cut) yield cutNote()
}

/** The line that ends a log longer than READ_BYTES. */
export function cutNote(): string {
  return `(the log is longer than ${sizeOf(READ_BYTES)}: the rest was not read)`
}

/**
 * A log's bytes, chunk by chunk, as the lines shown: decoded as UTF-8 across chunk boundaries,
 * without travis-build's fold and time markers (a line that held only markers is left out) and
 * their carriage returns at the end, each also handed to `tail`.
 */
export class LogLines {
  private readonly decoder = new TextDecoder()
  private carry = ''

  constructor(private readonly tail: LogTail) {}

  *push(chunk: Uint8Array): Generator<string> {
    const text = this.carry + this.decoder.decode(chunk, { stream: true })
    let at = 0
    for (let end = text.indexOf('\n', at); end >= 0; end = text.indexOf('\n', at)) {
      yield* this.shown(text.slice(at, end))
      at = end + 1
    }
    this.carry = text.slice(at)
  }

  *end(): Generator<string> {
    const rest = this.carry + this.decoder.decode()
    this.carry = ''
    if (rest !== '') yield* this.shown(rest)
  }

  private *shown(raw: string): Generator<string> {
    const line = withoutMarkers(raw.endsWith('\r') ? raw.slice(0, -1) : raw)
    if (line === '' && raw !== '' && raw !== '\r') return
    this.tail.add(line)
    yield line
  }
}

/** Drops `count` bytes from the front of `chunks`; how many were dropped. */
function dropFront(chunks: Buffer[], count: number): number {
  let left = Math.max(0, count)
  while (left > 0 && chunks[0] !== undefined) {
    const first = chunks[0]
    if (first.length <= left) {
      left -= first.length
      chunks.shift()
    } else {
      chunks[0] = first.subarray(left)
      left = 0
    }
  }
  return Math.max(0, count) - left
}

/** Drops the bytes up to and including the first line break: a line cut at its start. */
function dropPartialLine(chunks: Buffer[]): number {
  let dropped = 0
  for (let first = chunks[0]; first !== undefined; first = chunks[0]) {
    const newline = first.indexOf(10)
    if (newline >= 0) {
      chunks[0] = first.subarray(newline + 1)
      return dropped + newline + 1
    }
    dropped += first.length
    chunks.shift()
  }
  return dropped
}

/** The command a log says failed, and the lines before it: what the summary shows. */
export class LogTail {
  failedCommand: FailedCommand | null = null
  private lines: string[] = []
  private before: string[] | null = null

  constructor(private readonly size: number) {}

  add(line: string): void {
    if (this.before !== null) return
    const failed = line.includes('The command "') ? failedCommandOf(plainText(line)) : null
    if (failed !== null) {
      this.failedCommand = failed
      this.before = this.lines
      return
    }
    if (this.size === 0) return
    this.lines.push(line)
    if (this.lines.length > this.size) this.lines.shift()
  }

  /**
   * The lines before the failed command, or the log's last ones when it names none; each cut to
   * TAIL_LINE_CHARACTERS and copied (a line read is a slice of its chunk's text).
   */
  tail(): string[] {
    // Secrets replaced before the cut: no fragment of one survives it.
    const lines = (this.before ?? this.lines).map((line) => cutLine(redactSecrets(plainText(line))))
    while (lines.length > 0 && (lines.at(-1) ?? '').trim() === '') lines.pop()
    return lines
  }
}

/** `12.0 MiB`, `34 KiB`, `520 B` */
function sizeOf(bytes: number): string {
  if (bytes >= MIB) return `${(bytes / MIB).toFixed(1)} MiB`
  return bytes >= 1024 ? `${Math.round(bytes / 1024)} KiB` : `${bytes} B`
}

/** A line of at most TAIL_LINE_CHARACTERS characters, as a string of its own. */
function cutLine(line: string): string {
  const characters = [...line]
  const kept =
    characters.length > TAIL_LINE_CHARACTERS
      ? [...characters.slice(0, TAIL_LINE_CHARACTERS - 1), '…']
      : characters
  return kept.join('')
}
