// The input of export-settings: 'export-file', where the document is written besides the output.
// A path in the workspace (GITHUB_WORKSPACE, where actions/checkout puts the repository), as
// 'desired-settings-file' is read from: a file there can be committed; a path that leaves the
// workspace is refused, so a workflow cannot be made to write elsewhere on the runner.
import type { InputsFor } from './parsed.js'
import { PATH_LIMIT, PATH_LIMIT_REASON, workspacePathOf } from './files.js'
import { INVALID, quoted, type InputReader, type Read } from './reader.js'

export function readExportInputs(reader: InputReader): Read<InputsFor<'export-settings'>> {
  const given = reader.text('export-file', PATH_LIMIT, PATH_LIMIT_REASON)
  if (given === INVALID) return INVALID
  if (given === '') return { operation: 'export-settings', exportFile: null }
  const file = workspacePathOf(reader, 'export-file', given, {
    what: 'a file',
    example: '.travis-settings.yml'
  })
  if (file === INVALID) return INVALID
  let regularFile = true
  try {
    regularFile = reader.source.stat(file.path).regularFile
  } catch {
    // No such file yet: it is created.
  }
  if (!regularFile) {
    return reader.fail(
      `Input 'export-file' names something that is not a regular file: ${quoted(given)}; give the path of a file to write, e.g. .travis-settings.yml.`
    )
  }
  return { operation: 'export-settings', exportFile: file }
}
