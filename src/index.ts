import * as core from '@actions/core'
import { run } from './main.js'
import { ANNOTATION_LIMIT, logLine } from './runner.js'

// A safety net: run() catches its own errors, but a stray rejection must still fail the step,
// in one line like every other failure.
process.on('unhandledRejection', (reason) => {
  const cause = reason instanceof Error ? reason.message : String(reason)
  core.setFailed(logLine(`Unhandled error: ${cause}`, ANNOTATION_LIMIT))
})

await run()
