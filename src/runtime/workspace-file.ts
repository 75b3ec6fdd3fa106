// A file the action writes into the workspace ('export-file'): its directories made, never through
// a symbolic link that leads out of the workspace (a checked-out repository may hold one).
import {
  closeSync,
  constants,
  existsSync,
  mkdirSync,
  openSync,
  realpathSync,
  writeSync
} from 'node:fs'
import { dirname, relative, sep } from 'node:path'

/**
 * Writes `text` to `path` (absolute, inside `workspace`), replacing the file; throws an Error
 * whose message says what went wrong (the caller names the input).
 */
export function writeWorkspaceFile(path: string, workspace: string, text: string): void {
  const folder = dirname(path)
  // Checked before any folder is made: made first, `link/a/b.yml` would leave `a/` outside.
  const root = realpathSync(workspace)
  const inside = relative(root, realpathSync(deepestExisting(folder)))
  if (inside === '..' || inside.startsWith(`..${sep}`)) {
    throw new Error('its folder leads out of the workspace through a symbolic link')
  }
  mkdirSync(folder, { recursive: true })
  // O_NOFOLLOW: the file itself may not be a link to somewhere else either.
  const fd = openSync(
    path,
    constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW,
    0o644
  )
  try {
    writeSync(fd, text)
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
