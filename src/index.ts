import * as core from '@actions/core'
import { run } from './main.js'

// A safety net: run() catches its own errors, but a stray rejection must still fail the step.
process.on('unhandledRejection', (reason) => {
  core.setFailed(`Unhandled error: ${reason instanceof Error ? reason.message : String(reason)}`)
})

await run()
