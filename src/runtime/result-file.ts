// The 'result-file' rule (docs/guarantees.md, "Sizes are bounded"): GitHub keeps at most 1 MB of
// outputs per job, so when a step's outputs together would pass OUTPUTS_SOFT_LIMIT the full
// `result` JSON goes to a new file under RUNNER_TEMP, whose path the 'result-file' output names.
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

export const OUTPUTS_SOFT_LIMIT = 512 * 1024

/** A result file being written. */
export interface ResultFile {
  path: string
  write(text: string): void
  close(): void
  /** Closes and deletes it (a listing that failed half way). */
  remove(): void
}

/**
 * A new, empty result file in a directory of its own under RUNNER_TEMP (the OS temp directory
 * outside a runner, or when RUNNER_TEMP cannot be written); null when none could be made.
 */
export function createResultFile(): ResultFile | null {
  const bases = [process.env.RUNNER_TEMP, tmpdir()].filter(
    (base): base is string => base !== undefined && base !== ''
  )
  for (const base of bases) {
    try {
      const path = join(mkdtempSync(join(base, 'travis-repo-action-')), 'result.json')
      return fileAt(path, openSync(path, 'wx'))
    } catch {
      // Try the next place.
    }
  }
  return null
}

/** Writes `content` to a new result file; its path, or null when none could be written. */
export function writeResultFile(
  content: string,
  create: () => ResultFile | null = createResultFile
): string | null {
  const file = create()
  if (file === null) return null
  try {
    file.write(content)
    file.close()
    return file.path
  } catch {
    file.remove()
    return null
  }
}

function fileAt(path: string, fd: number): ResultFile {
  let open = true
  const close = () => {
    if (open) closeSync(fd)
    open = false
  }
  return {
    path,
    write: (text) => {
      // writeSync may write less than asked; go on until every byte is out.
      const bytes = Buffer.from(text, 'utf8')
      for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done)
    },
    close,
    remove: () => {
      close()
      rmSync(dirname(path), { recursive: true, force: true })
    }
  }
}
