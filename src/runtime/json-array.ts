// A JSON array built item by item in bounded memory, for listings too long to hold at once. The
// first items' JSON is kept, at least `keep` bytes of it (enough for any output to take a prefix
// from); once the array is larger than that, the whole of it goes to the result file as the
// items come (result-file.ts), or, for an array that needs no file, is only counted.
import { OUTPUTS_SOFT_LIMIT, createResultFile, type ResultFile } from './result-file.js'

/** What a JsonArrayWriter built: plain data. */
export interface JsonArray {
  /** Items in the array. */
  count: number
  /** UTF-8 bytes of the whole array as JSON text: `[`, the items joined by `,`, `]`. */
  bytes: number
  /** The first items as JSON texts: every one when `complete`, else at least `keep` bytes' worth. */
  head: string[]
  complete: boolean
  /** A file holding the whole array text, written when the array outgrew `keep`; else null. */
  file: string | null
}

export interface JsonArrayOptions {
  /** Bytes of JSON kept in memory; past them the array is written to the file (or counted). */
  keep?: number
  /** Where the whole array goes when it outgrows `keep`; null: nowhere, the array is counted. */
  openFile?: (() => ResultFile | null) | null
}

/** The array as JSON text, from items that are all in memory. */
export function jsonArrayText(array: Pick<JsonArray, 'head'>): string {
  return `[${array.head.join(',')}]`
}

export class JsonArrayWriter {
  private readonly keep: number
  private readonly openFile: (() => ResultFile | null) | null
  private readonly head: string[] = []
  private headBytes = 2
  private count = 0
  private bytes = 2
  /** The file being written; null before the array outgrows `keep`, or when it cannot be written. */
  private file: ResultFile | null = null
  private fileFailed = false

  constructor(options: JsonArrayOptions = {}) {
    this.keep = options.keep ?? OUTPUTS_SOFT_LIMIT
    this.openFile = options.openFile === undefined ? createResultFile : options.openFile
  }

  /** Adds items, each already JSON text: one page of a listing, one write. */
  add(items: readonly string[]): void {
    const rest: string[] = []
    for (const item of items) {
      const size = Buffer.byteLength(item, 'utf8') + (this.count > 0 ? 1 : 0)
      this.count += 1
      this.bytes += size
      if (this.headBytes < this.keep) {
        this.head.push(item)
        this.headBytes += size
      } else {
        rest.push(item)
      }
    }
    if (this.bytes > this.keep) this.spill(rest)
  }

  /** The array as built; a file being written is finished. */
  finish(): JsonArray {
    if (this.file !== null) this.writing(() => this.file?.write(']'))
    this.file?.close()
    const complete = this.head.length === this.count
    return {
      count: this.count,
      bytes: this.bytes,
      head: this.head,
      complete,
      file: this.file?.path ?? null
    }
  }

  /** Deletes a file being written (the listing failed). */
  discard(): void {
    this.file?.remove()
    this.file = null
  }

  /**
   * Writes what the file does not hold yet: everything so far when it is new (until then every
   * item is in the head or in this page's rest), else this page's items.
   */
  private spill(rest: string[]): void {
    if (this.openFile === null || this.fileFailed) return
    if (this.file === null) {
      this.file = this.openFile()
      if (this.file === null) this.fileFailed = true
      else this.writing(() => this.file?.write(`[${[...this.head, ...rest].join(',')}`))
    } else if (rest.length > 0) {
      this.writing(() => this.file?.write(`,${rest.join(',')}`))
    }
  }

  /** A write that fails (a full disk) leaves no half file: the array is then only counted. */
  private writing(write: () => void): void {
    try {
      write()
    } catch {
      this.discard()
      this.fileFailed = true
    }
  }
}
