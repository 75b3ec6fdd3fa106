// One measured run: a child process (the action, a fetch script or a bash script) timed from
// spawn to exit, its peak RSS (Node children report it on exit, rss-reporter.mjs), and the round
// trips it took, read off the fake servers' clock in this process.
import { spawn } from 'node:child_process'
import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** @typedef {import('node:perf_hooks').EventLoopUtilization} EventLoopUtilization */

const REPORTER = fileURLToPath(new URL('./rss-reporter.mjs', import.meta.url))

/**
 * @typedef {object} ChildRun
 * @property {number} ms wall time from spawn to exit
 * @property {number | null} rssMiB peak resident memory of a Node child; null for bash
 * @property {string} stdout
 * @property {boolean} stopped the RSS ceiling stopped it; rssMiB is where
 */

/**
 * The span during which the fakes of this process served requests: from the first request's
 * arrival to the end of the last response (Node's HTTP server publishes both moments on
 * diagnostics channels, so the fakes need no hook of their own); and how long this process's
 * event loop was busy meanwhile, which is the fakes' own work (one thread for all requests).
 */
export function serverClock() {
  let requests = 0
  let first = Infinity
  let last = -Infinity
  /** @type {EventLoopUtilization | undefined} */
  let loopAtFirst
  /** @type {EventLoopUtilization | undefined} */
  let loopAtLast
  const onStart = () => {
    requests += 1
    if (requests > 1) return
    first = performance.now()
    loopAtFirst = performance.eventLoopUtilization()
  }
  const onFinish = () => {
    last = performance.now()
    loopAtLast = performance.eventLoopUtilization()
  }
  subscribe('http.server.request.start', onStart)
  subscribe('http.server.response.finish', onFinish)
  return {
    /** @returns {{ requests: number, spanMs: number, busyMs: number }} */
    stop() {
      unsubscribe('http.server.request.start', onStart)
      unsubscribe('http.server.response.finish', onFinish)
      if (!loopAtFirst || !loopAtLast) return { requests, spanMs: 0, busyMs: 0 }
      const busyMs = performance.eventLoopUtilization(loopAtLast, loopAtFirst).active
      return { requests, spanMs: last - first, busyMs }
    }
  }
}

/**
 * Runs a Node script (with the peak-RSS reporter preloaded) or a bash script; throws when it
 * fails, with its stderr. With `rssCeilingMiB` (Linux) a Node child whose peak RSS passes the
 * ceiling is stopped there: it has missed its memory goal, and finishing could take minutes.
 * @param {'node' | 'bash'} kind
 * @param {string} script
 * @param {Record<string, string>} env the child's whole environment
 * @param {{ rssCeilingMiB?: number }} [options]
 * @returns {Promise<ChildRun>}
 */
export function runChild(kind, script, env, options = {}) {
  const [command, args] =
    kind === 'node' ? [process.execPath, ['--import', REPORTER, script]] : ['bash', [script]]
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    /** @type {Buffer[]} */
    const out = []
    let err = ''
    let stoppedAtMiB = 0
    const ceiling = options.rssCeilingMiB
    const watch =
      ceiling === undefined
        ? undefined
        : setInterval(() => {
            const peak = peakRssMiB(child.pid)
            if (peak !== null && peak > ceiling && stoppedAtMiB === 0) {
              stoppedAtMiB = peak
              child.kill('SIGKILL')
            }
          }, 20)
    child.stdout.on('data', (chunk) => out.push(chunk))
    child.stderr.on('data', (chunk) => (err += chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      clearInterval(watch)
      const ms = performance.now() - started
      const stdout = Buffer.concat(out).toString('utf8')
      if (stoppedAtMiB > 0) {
        resolve({ ms, rssMiB: stoppedAtMiB, stdout, stopped: true })
        return
      }
      if (code !== 0) {
        reject(new Error(`${script} exited with ${code}: ${(stdout + err).slice(-2000)}`))
        return
      }
      const rssKb = /BENCH maxRSS_KB=(\d+)/.exec(err)?.[1]
      const rssMiB = rssKb === undefined ? null : Number(rssKb) / 1024
      resolve({ ms, rssMiB, stdout, stopped: false })
    })
  })
}

/**
 * The peak RSS so far of a process (VmHWM), or null where /proc does not tell.
 * @param {number | undefined} pid
 * @returns {number | null}
 */
function peakRssMiB(pid) {
  try {
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb === undefined ? null : Number(kb) / 1024
  } catch {
    return null
  }
}
