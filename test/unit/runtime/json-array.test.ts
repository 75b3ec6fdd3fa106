// A JSON array built page by page in bounded memory (json-array.ts), and the result file it goes
// to once it outgrows what an output can hold (result-file.ts).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { JsonArrayWriter, jsonArrayText } from '../../../src/runtime/json-array.js'
import {
  createResultFile,
  writeResultFile,
  type ResultFile
} from '../../../src/runtime/result-file.js'

let temp = ''
beforeEach(() => {
  temp = mkdtempSync(join(tmpdir(), 'json-array-'))
  vi.stubEnv('RUNNER_TEMP', temp)
})
afterEach(() => rmSync(temp, { recursive: true, force: true }))

/** `count` items of about `width` bytes each, as JSON texts; some with a character of 3 bytes. */
function items(from: number, count: number, width = 40): string[] {
  return Array.from({ length: count }, (_, i) =>
    JSON.stringify({ n: from + i, text: ((from + i) % 7 === 0 ? '€' : 'e').padEnd(width, 'x') })
  )
}

/** Adds `pages` pages of `size` items; the items, all together, as the whole array would hold. */
function fill(writer: JsonArrayWriter, pages: number, size = 100): string[] {
  const all: string[] = []
  for (let page = 0; page < pages; page++) {
    const added = items(page * size, size)
    writer.add(added)
    all.push(...added)
  }
  return all
}

describe('a JSON array built page by page', () => {
  it('keeps every item while it is small, and writes no file', () => {
    const writer = new JsonArrayWriter({ keep: 100_000 })
    const all = fill(writer, 3)
    const array = writer.finish()
    expect(array).toMatchObject({ count: 300, complete: true, file: null })
    expect(jsonArrayText(array)).toBe(`[${all.join(',')}]`)
    expect(array.bytes).toBe(Buffer.byteLength(jsonArrayText(array)))
    expect(readdir(temp)).toEqual([])
  })

  it('past `keep` writes the whole array to the result file, in order, and keeps its first items', () => {
    const writer = new JsonArrayWriter({ keep: 10_000 })
    const all = fill(writer, 7)
    const array = writer.finish()
    const text = `[${all.join(',')}]`
    expect(array.count).toBe(700)
    expect(array.complete).toBe(false)
    expect(array.file?.startsWith(temp)).toBe(true)
    expect(readFileSync(array.file ?? '', 'utf8')).toBe(text)
    expect(array.bytes).toBe(Buffer.byteLength(text))
    // At least `keep` bytes of the first items, and no more than one item past them.
    expect(array.head).toEqual(all.slice(0, array.head.length))
    const headBytes = Buffer.byteLength(jsonArrayText(array))
    expect(headBytes).toBeGreaterThanOrEqual(10_000)
    expect(headBytes - Buffer.byteLength(array.head.at(-1) ?? '')).toBeLessThan(10_000)
  })

  it('an empty page after the file was started adds nothing to it', () => {
    const writer = new JsonArrayWriter({ keep: 1000 })
    const all = fill(writer, 2)
    writer.add([])
    const array = writer.finish()
    expect(readFileSync(array.file ?? '', 'utf8')).toBe(`[${all.join(',')}]`)
  })

  it('without a file to go to, an array past `keep` is only counted', () => {
    const writer = new JsonArrayWriter({ keep: 1000, openFile: null })
    const all = fill(writer, 2)
    const array = writer.finish()
    expect(array).toMatchObject({ count: 200, complete: false, file: null })
    expect(array.bytes).toBe(Buffer.byteLength(`[${all.join(',')}]`))
    expect(readdir(temp)).toEqual([])
  })

  it('when no file can be made, or a write fails, no file is named and none is left', () => {
    const none = new JsonArrayWriter({ keep: 1000, openFile: () => null })
    fill(none, 3)
    expect(none.finish()).toMatchObject({ count: 300, complete: false, file: null })

    const removed: string[] = []
    let writes = 0
    const failing = (): ResultFile => ({
      path: join(temp, 'full.json'),
      write: () => {
        if (++writes === 2) throw new Error('ENOSPC: no space left on device')
      },
      close: () => {},
      remove: () => removed.push('removed')
    })
    const full = new JsonArrayWriter({ keep: 1000, openFile: failing })
    fill(full, 4)
    expect(full.finish()).toMatchObject({ count: 400, complete: false, file: null })
    expect(writes).toBe(2)
    expect(removed).toEqual(['removed'])
  })

  it('discard deletes the file of a listing that failed half way', () => {
    const writer = new JsonArrayWriter({ keep: 1000 })
    fill(writer, 3)
    const [directory] = readdir(temp)
    expect(existsSync(join(temp, directory ?? '', 'result.json'))).toBe(true)
    writer.discard()
    expect(readdir(temp)).toEqual([])
    expect(writer.finish().file).toBeNull()
  })
})

describe('the result file', () => {
  it('is made in a directory of its own under RUNNER_TEMP', () => {
    const file = createResultFile()
    expect(dirname(dirname(file?.path ?? ''))).toBe(temp)
    file?.write('[1,"€"]')
    file?.close()
    file?.close()
    expect(readFileSync(file?.path ?? '', 'utf8')).toBe('[1,"€"]')
  })

  it('holds what is written to it whole, or is not left at all when a write fails', () => {
    const path = writeResultFile('[{"name":"€"}]')
    expect(readFileSync(path ?? '', 'utf8')).toBe('[{"name":"€"}]')
    const removed: string[] = []
    const full = (): ResultFile => ({
      path: join(temp, 'full.json'),
      write: () => {
        throw new Error('ENOSPC: no space left on device')
      },
      close: () => {},
      remove: () => removed.push('removed')
    })
    expect(writeResultFile('[]', full)).toBeNull()
    expect(removed).toEqual(['removed'])
    expect(writeResultFile('[]', () => null)).toBeNull()
  })

  it('goes to the temp directory when RUNNER_TEMP cannot be written; null when neither can', () => {
    // A directory cannot be made inside a regular file, whoever runs the test.
    const notADirectory = join(temp, 'a-file')
    writeFileSync(notADirectory, '')
    vi.stubEnv('RUNNER_TEMP', notADirectory)
    const other = join(temp, 'other')
    mkdirSync(other)
    vi.stubEnv('TMPDIR', other)
    const file = createResultFile()
    expect(file?.path.startsWith(other)).toBe(true)
    file?.remove()
    expect(readdirSync(other)).toEqual([])
    vi.stubEnv('TMPDIR', notADirectory)
    expect(createResultFile()).toBeNull()
  })
})

function readdir(path: string): string[] {
  return existsSync(path) ? readdirSync(path) : []
}
