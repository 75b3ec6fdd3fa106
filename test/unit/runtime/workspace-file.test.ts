// runtime/workspace-file.ts WorkspaceFileWriter, the writer of a job's log into 'logs-dir': every
// secret of the run becomes *** in the file (it is made to be uploaded as an artifact, which the
// runner does not mask), also when the secret arrives in two pieces, a multi-byte character cut
// between pieces stays whole, and the last line without a line break is written on close.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { rememberSecret } from '../../../src/runtime/mask.js'
import { WorkspaceFileWriter } from '../../../src/runtime/workspace-file.js'

const SECRET = 'workspace-file-secret-7f3a'

function written(pieces: Buffer[]): string {
  const workspace = mkdtempSync(join(tmpdir(), 'workspace-file-'))
  const path = join(workspace, 'logs', 'job.log')
  const writer = new WorkspaceFileWriter(path, workspace)
  for (const piece of pieces) writer.write(piece)
  expect(writer.close()).toBeNull()
  return readFileSync(path, 'utf8')
}

describe('WorkspaceFileWriter', () => {
  rememberSecret(SECRET)

  it('writes a secret of the run as ***, even split across two pieces of the answer', () => {
    const log = Buffer.from(`$ curl -H "Authorization: token ${SECRET}"\nexit 2\n`)
    const cut = log.indexOf(SECRET) + 10
    expect(written([log.subarray(0, cut), log.subarray(cut)])).toBe(
      '$ curl -H "Authorization: token ***"\nexit 2\n'
    )
  })

  it('keeps a character whose bytes come in two pieces, and writes the last line on close', () => {
    const log = Buffer.from('naïve ✓\nno line break at the end')
    const inside = log.indexOf(Buffer.from('✓')) + 1
    expect(written([log.subarray(0, inside), log.subarray(inside)])).toBe(
      'naïve ✓\nno line break at the end'
    )
  })

  it('writes the bytes as they come when no path is given: nothing', () => {
    const writer = new WorkspaceFileWriter(null, tmpdir())
    writer.write(Buffer.from(`${SECRET}\n`))
    expect(writer.close()).toBeNull()
  })
})
