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

/**
 * A file written piece by piece as data arrives (a job's log in 'logs-dir'), or none when `path`
 * is null: a problem opening or writing it ends the writing, not the caller's work, and is told
 * when it is closed.
 */
export class WorkspaceFileWriter {
  private fd: number | null = null
  private problem: string | null = null

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
    try {
      writeSync(this.fd, chunk)
    } catch (error) {
      this.problem = messageOf(error)
      this.close()
    }
  }

  /** Closes it; why it is not whole, or null. */
  close(): string | null {
    if (this.fd !== null) closeSync(this.fd)
    this.fd = null
    return this.problem
  }
}

/** `path` (absolute, inside `workspace`) as the repository names it: relative, with `/`. */
export function workspaceRelative(path: string, workspace: string): string {
  return relative(workspace, path).split(sep).join('/')
}
