// A job's log as travis-build writes it (travis-ci/travis-build `lib/travis/build/bash/`:
// `travis_fold.bash`, `travis_time_start.bash`/`travis_time_finish.bash`, `travis_result.bash`,
// `travis_assert.bash`): fold and time markers that Travis CI's web page turns into folds and
// timers, each ending in `\r\e[0K`; ANSI colours; and a line per command that failed.

/**
 * `travis_fold:start:install\r\e[0K`, `travis_fold:end:install\r\e[0K`, `travis_time:start:1a2b\r\e[0K`,
 * `travis_time:end:1a2b:start=…,finish=…,duration=…,event=script\r\e[0K`: each marker ends with a
 * carriage return and an erase-line sequence, and text may follow it on the same line.
 */
// eslint-disable-next-line no-control-regex -- the escape character is what the markers end with
const MARKER = /travis_(?:fold|time):[^\r\n]*?\r\u001b\[0K/g

/** ANSI escape sequences: colours (`\e[31;1m`), erase-line (`\e[0K`), cursor moves. */
// eslint-disable-next-line no-control-regex -- the escape character starts every ANSI sequence
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]/g

/**
 * `The command "npm test" exited with 1.` (travis_result) and `The command "npm ci" failed and
 * exited with 1 during install.` (travis_assert, a step that stops the job).
 */
const FAILED_COMMAND = /The command "(.*)" (?:failed and )?exited with (\d+)(?: during [^.]*)?\./

/** A line without the fold and time markers (what the web page hides); colours kept. */
export function withoutMarkers(line: string): string {
  return line.includes('travis_') ? line.replace(MARKER, '') : line
}

/** A line as plain text: markers and ANSI sequences removed. */
export function plainText(line: string): string {
  return withoutMarkers(line).replace(ANSI, '')
}

/** A command that failed, as the log's line says it. */
export interface FailedCommand {
  command: string
  exitCode: number
}

/** The command a plain log line says failed (a non-zero exit), or null. */
export function failedCommandOf(plainLine: string): FailedCommand | null {
  if (!plainLine.includes('The command "')) return null
  const match = FAILED_COMMAND.exec(plainLine)
  if (match === null) return null
  const exitCode = Number(match[2])
  return exitCode === 0 ? null : { command: match[1] ?? '', exitCode }
}
