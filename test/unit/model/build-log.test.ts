// travis-build's log format as the kit's job logs show it (travis-api-live, generated from
// travis-build's bash functions): markers removed, colours kept or stripped, the failed command.
import { describe, expect, it } from 'vitest'
import { failedCommandOf, plainText, withoutMarkers } from '../../../src/model/build-log.js'

const ESC = '\u001b'

describe('a travis-build log line', () => {
  it('loses its fold and time markers, which may sit before text on the same line', () => {
    expect(
      withoutMarkers(
        `travis_fold:end:system_info\r${ESC}[0Ktravis_fold:start:git.checkout\r${ESC}[0Ktravis_time:start:a236c540\r${ESC}[0K$ git clone x`
      )
    ).toBe('$ git clone x')
    expect(
      withoutMarkers(
        `travis_time:end:0671a79d:start=1,finish=2,duration=1,event=script\r${ESC}[0K${ESC}[31;1mThe command "npm test" exited with 1.${ESC}[0m`
      )
    ).toBe(`${ESC}[31;1mThe command "npm test" exited with 1.${ESC}[0m`)
    // Text that only names a marker is text.
    expect(withoutMarkers('echo travis_fold:start:x')).toBe('echo travis_fold:start:x')
  })

  it('as plain text, without colours', () => {
    expect(plainText(`${ESC}[33;1mWorker information${ESC}[0m`)).toBe('Worker information')
  })

  it('names the command that failed, not one that passed', () => {
    expect(failedCommandOf('The command "npm test" exited with 1.')).toEqual({
      command: 'npm test',
      exitCode: 1
    })
    expect(
      failedCommandOf('The command "npm ci" failed and exited with 127 during install.')
    ).toEqual({
      command: 'npm ci',
      exitCode: 127
    })
    expect(failedCommandOf('The command "echo "quoted"" exited with 2.')).toEqual({
      command: 'echo "quoted"',
      exitCode: 2
    })
    expect(failedCommandOf('The command "npm test" exited with 0.')).toBeNull()
    expect(failedCommandOf('Done. Your build exited with 1.')).toBeNull()
  })
})
