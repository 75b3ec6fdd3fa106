// A file the action writes into the workspace ('export-file', a log in 'logs-dir'): its directories
// made, never through a symbolic link that leads out of the workspace (a checked-out repository may
// hold one).
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readSync,
  realpathSync,
  writeSync
} from 'node:fs'
import { dirname, relative, sep } from 'node:path'
import { messageOf } from '../lib/action-error.js'
import { redactSecrets } from './mask.js'

/**
 * Writes `text` to `path` (absolute, inside `workspace`), replacing the file; throws an Error
 * whose message says what went wrong (the caller names the input).
 */
export function writeWorkspaceFile(
  path: string,
  workspace: string,
  text: string | Uint8Array
): void {
  const fd = openWorkspaceFile(path, workspace)
  try {
    if (typeof text === 'string') writeSync(fd, text)
    else writeSync(fd, text)
  } finally {
    closeSync(fd)
  }
}

/**
 * Opens `path` (absolute, inside `workspace`) for writing, emptied, its folders made: a file
 * descriptor the caller writes to and closes ('logs-dir', where a log is written as it arrives).
 */
export function openWorkspaceFile(path: string, workspace: string): number {
  const folder = dirname(path)
  // Checked before any folder is made: made first, `link/a/b.yml` would leave `a/` outside.
  const root = realpathSync(workspace)
  const inside = relative(root, realpathSync(deepestExisting(folder)))
  if (inside === '..' || inside.startsWith(`..${sep}`)) {
    throw new Error('its folder leads out of the workspace through a symbolic link')
  }
  mkdirSync(folder, { recursive: true })
  // O_NOFOLLOW: the file itself may not be a link to somewhere else either.
  return openSync(
    path,
    constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW,
    0o644
  )
}

/**
 * The bytes of `path` (absolute, inside `workspace`), at most `maxBytes`: never through a symbolic
 * link (a checked-out repository may hold one leading out of the workspace), never a file that is
 * not a regular one; throws an Error whose message says what went wrong (the caller names the input).
 */
export function readWorkspaceFile(path: string, workspace: string, maxBytes: number): Buffer {
  const root = realpathSync(workspace)
  const inside = relative(root, realpathSync(dirname(path)))
  if (inside === '..' || inside.startsWith(`..${sep}`)) {
    throw new Error('its folder leads out of the workspace through a symbolic link')
  }
  const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW)
  try {
    const facts = fstatSync(fd)
    if (!facts.isFile()) throw new Error('it is not a regular file')
    if (facts.size > maxBytes) throw new Error(`it has ${facts.size} bytes, more than ${maxBytes}`)
    const buffer = Buffer.alloc(facts.size)
    let read = 0
    while (read < facts.size) {
      const count = readSync(fd, buffer, read, facts.size - read, read)
      if (count === 0) break
      read += count
    }
    return buffer.subarray(0, read)
  } finally {
    closeSync(fd)
  }
}

/** `folder` itself, or its nearest ancestor that exists (a link counts when its target exists). */
function deepestExisting(folder: string): string {
  let existing = folder
  // Ends at the latest at the workspace, which exists.
  while (!existsSync(existing)) existing = dirname(existing)
  return existing
}

/** A line longer than this is written without waiting for its end (a log may have none). */
const LONGEST_HELD_BYTES = 1024 * 1024

/**
 * A file written piece by piece as data arrives (a job's log in 'logs-dir'), or none when `path`
 * is null: a problem opening or writing it ends the writing, not the caller's work, and is told
 * when it is closed. Each secret of the run is written as *** (mask.ts), as everywhere the action
 * writes: the folder is made to be uploaded as an artifact, which the runner does not mask. Whole
 * lines are replaced, so a secret that arrives in two pieces is still found.
 */
export class WorkspaceFileWriter {
  private fd: number | null = null
  private problem: string | null = null
  /** The bytes after the last line break, held until their line ends. */
  private held: Buffer = Buffer.alloc(0)

  constructor(path: string | null, workspace: string) {
    if (path === null) return
    try {
      this.fd = openWorkspaceFile(path, workspace)
    } catch (error) {
      this.problem = messageOf(error)
    }
  }

  write(chunk: Uint8Array): void {
    if (this.fd === null) return
    const bytes = Buffer.concat([this.held, chunk])
    // A line break never stands inside a UTF-8 sequence: the lines up to it decode whole.
    const end = bytes.length > LONGEST_HELD_BYTES ? bytes.length : bytes.lastIndexOf(0x0a) + 1
    this.held = bytes.subarray(end)
    this.put(bytes.subarray(0, end))
  }

  /** Closes it (the last line written first); why it is not whole, or null. */
  close(): string | null {
    this.put(this.held)
    this.held = Buffer.alloc(0)
    if (this.fd !== null) closeSync(this.fd)
    this.fd = null
    return this.problem
  }

  private put(bytes: Buffer): void {
    if (this.fd === null || bytes.length === 0) return
    try {
      writeSync(this.fd, redactSecrets(bytes.toString('utf8')))
    } catch (error) {
      this.problem = messageOf(error)
      if (this.fd !== null) closeSync(this.fd)
      this.fd = null
    }
  }
}

/** `path` (absolute, inside `workspace`) as the repository names it: relative, with `/`. */
export function workspaceRelative(path: string, workspace: string): string {
  return relative(workspace, path).split(sep).join('/')
}
