// The action run from its sources for `npm run follow` (scripts/follow.mjs): src/index.ts through
// Vite's module runner (each file transformed as vitest does, stack traces in the .ts files), with
// two recorders installed first. Every read of an input (@actions/core's getInput reads
// process.env.INPUT_<NAME>) and every request sent (the Travis and GitHub clients call
// globalThis.fetch at each request) records the call stack; at the end the stacks go to the file
// FOLLOW_STACKS names, as JSON: [{ at: 'input' | 'request', what, frames: [file, …] }].
// A request's stack also holds the stacks at which the promises it descends from were made
// (async_hooks): V8's async frames show only functions that await, and a function that hands a
// promise on without awaiting it (a dispatch table's entry) is on the path all the same.
import { createHook, executionAsyncId } from 'node:async_hooks'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createServer, createServerModuleRunner } from 'vite'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const OUT = process.env.FOLLOW_STACKS
if (!OUT) throw new Error('follow-child.mjs: FOLLOW_STACKS names no file')

// Every frame, the async ones included (V8 follows `await` chains).
Error.stackTraceLimit = Infinity

/** @type {Array<{ at: 'input' | 'request', what: string, frames: string[] }>} */
const stacks = []

/** The files on the stack where `error` was made (here by default), innermost first. */
function framesHere(error = new Error()) {
  const frames = []
  for (const line of String(error.stack).split('\n').slice(1)) {
    const file = /\(?((?:file:\/\/)?\/[^():]+):\d+:\d+\)?$/.exec(line.trim())?.[1]
    if (file) frames.push(file.replace(/^file:\/\//, ''))
  }
  return frames
}

/** The stack at the creation of each promise, and the promise that caused it. */
const origins = new Map()
createHook({
  init(id, type, trigger) {
    // The stack is captured now and read (formatted) only if a request descends from it.
    if (type === 'PROMISE') origins.set(id, { trigger, error: new Error() })
  }
}).enable()

/** The frames of every promise the current one descends from. */
function causes() {
  const frames = []
  for (let id = executionAsyncId(), seen = 0; origins.has(id) && seen < 10000; seen++) {
    const origin = origins.get(id)
    frames.push(...framesHere(origin.error))
    id = origin.trigger
  }
  return frames
}

const environment = process.env
process.env = new Proxy(environment, {
  get(target, name, receiver) {
    if (typeof name === 'string' && name.startsWith('INPUT_')) {
      stacks.push({ at: 'input', what: name, frames: framesHere() })
    }
    return Reflect.get(target, name, receiver)
  }
})

const nodeFetch = globalThis.fetch
globalThis.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input)
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
  stacks.push({
    at: 'request',
    what: `${method} ${new URL(url).pathname}`,
    frames: [...framesHere(), ...causes()]
  })
  return nodeFetch(input, init)
}

const server = await createServer({
  configFile: false,
  root: ROOT,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null }
})
try {
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false })
  await runner.import('/src/index.ts')
} finally {
  writeFileSync(OUT, JSON.stringify(stacks))
  await server.close()
}
