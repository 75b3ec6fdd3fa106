// Preloaded into the bundled action (NODE_OPTIONS=--import) by e2e/guarantees/lazy-loading.test.ts: appends
// the path of every JavaScript file the process loads as a module to the file LOADED_FILES_LOG
// names, so a test can tell which chunks of dist/ a run needed.
import { appendFileSync } from 'node:fs'
import { registerHooks } from 'node:module'
import { fileURLToPath } from 'node:url'

const log = process.env.LOADED_FILES_LOG
if (log) {
  registerHooks({
    load(url, context, nextLoad) {
      if (url.startsWith('file:')) appendFileSync(log, `${fileURLToPath(url)}\n`)
      return nextLoad(url, context)
    }
  })
}
