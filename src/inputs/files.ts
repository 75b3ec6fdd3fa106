// Inputs that name a file ('private-key-path', 'desired-settings-file'): a path as the runner
// hands it over, relative to the step's working directory (the workspace, GITHUB_WORKSPACE, for
// a JavaScript action), read only when it is a regular file within its limit.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs'
import { isAbsolute, relative, resolve, sep } from 'node:path'
import type { WorkspacePath } from './parsed.js'
import type { InputName } from './table.js'
import { INVALID, quoted, type InputReader, type Read } from './reader.js'

/** PATH_MAX on Linux: the longest path a file can be opened by. */
export const PATH_LIMIT = 4096
export const PATH_LIMIT_REASON = 'the longest path Linux opens'

export interface FileLimit {
  /** The most bytes the file may hold. */
  bytes: number
  /** Why, as the problem shows it: "a settings file is a few lines". */
  reason: string
  /** The text is a secret (a private key): masked as soon as it is read. */
  secret?: boolean
  /** What to check when there is no such file (ENOENT). */
  missing?: string
  /** The input that takes the file's text itself ('private-key' for 'private-key-path'). */
  textInput: InputName
}

/**
 * The text of the file `path` names, looked at before it is opened (a device such as /dev/zero or
 * a pipe would never end, a large file is not read at all), then read through a bounded read.
 * Each failure is one problem naming the input and the path.
 */
export function readInputFile(
  reader: InputReader,
  input: InputName,
  path: string,
  limit: FileLimit
): Read<string> {
  // The text given where its path goes (a key pasted into private-key-path): never shown, as it
  // may be a secret, and masked when the file's text would be.
  if (/[\r\n]/.test(path) || path.includes('-----BEGIN')) {
    if (limit.secret === true) reader.mask(path)
    return reader.fail(
      `Input '${input}' must be the path of a file, and holds text instead (a line break or a key's -----BEGIN line; ` +
        `not shown, as it may be a secret): give the text itself in '${limit.textInput}'.`
    )
  }
  const cannotRead = (error: unknown): typeof INVALID => {
    const code = (error as NodeJS.ErrnoException).code
    const hint = code === 'ENOENT' && limit.missing !== undefined ? ` ${limit.missing}` : ''
    return reader.fail(
      `Input '${input}' names a file that cannot be read: ${quoted(path)} (${code ?? 'unreadable'}).${hint}`
    )
  }
  let facts
  try {
    facts = reader.source.stat(path)
  } catch (error) {
    return cannotRead(error)
  }
  if (!facts.regularFile || facts.size > limit.bytes) {
    const what = facts.regularFile ? `has ${facts.size} bytes` : 'is not a regular file'
    return reader.fail(
      `Input '${input}' must name a regular file of at most ${limit.bytes / 1024} KiB (${limit.reason}); ${quoted(path)} ${what}.`
    )
  }
  try {
    const text = reader.source.readFile(path, limit.bytes)
    if (limit.secret === true) reader.mask(text)
    return text
  } catch (error) {
    return cannotRead(error)
  }
}

/**
 * A path the action writes to ('export-file', 'logs-dir'), relative to the workspace
 * (GITHUB_WORKSPACE, where actions/checkout puts the repository), as files are read from it: one
 * that leaves the workspace is refused, so that a workflow cannot be made to write elsewhere on
 * the runner. `what` names the thing ('a file', 'a folder'), `example` an example of one.
 */
export function workspacePathOf(
  reader: InputReader,
  input: InputName,
  given: string,
  { what, example }: { what: string; example: string }
): Read<WorkspacePath> {
  const workspace = resolve(reader.source.environment('GITHUB_WORKSPACE') || '.')
  const path = resolve(workspace, given)
  const inside = relative(workspace, path)
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
    return reader.fail(
      `Input '${input}' must name ${what} inside the workspace (${workspace}), relative to it, e.g. ${example}; got ${quoted(given)}.`
    )
  }
  return { given, path, workspace }
}

/** An input naming a file inside the workspace ('file', 'travis-yml'), checked as 'export-file' is. */
export function workspaceFileInput(
  reader: InputReader,
  input: InputName,
  example: string
): Read<WorkspacePath> {
  const given = reader.text(input, PATH_LIMIT, PATH_LIMIT_REASON)
  if (given === INVALID) return INVALID
  return workspacePathOf(reader, input, given, { what: 'a file', example })
}

/**
 * A regular file's text, read through one descriptor that is checked again after opening (the
 * file may have been replaced since it was looked at): never more than `maxBytes` + 1 bytes are
 * read, and a pipe does not block the open.
 */
export function readBounded(path: string, maxBytes: number): string {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK)
  try {
    if (!fstatSync(fd).isFile())
      throw Object.assign(new Error('not a regular file'), { code: 'EINVAL' })
    const buffer = Buffer.alloc(maxBytes + 1)
    let length = 0
    while (length < buffer.length) {
      const read = readSync(fd, buffer, length, buffer.length - length, null)
      if (read === 0) break
      length += read
    }
    if (length > maxBytes) throw Object.assign(new Error('file too large'), { code: 'EFBIG' })
    return buffer.toString('utf8', 0, length)
  } finally {
    closeSync(fd)
  }
}
