// Preloaded into each Node client's process by bench/measure.mjs: reports its peak memory on exit.
//
// The peak is VmHWM of /proc/self/status, the high-water mark of this program's own memory, which
// exec starts afresh. Not process.resourceUsage().maxRSS: on Linux getrusage keeps the largest of
// that and the high-water mark the process had *before* exec, and a child spawned by the bench is
// first a fork of the bench process, which counts the bench's whole resident memory (the fakes'
// data, the replay cache: about 1 GB with 50,000 branches). maxRSS then reports the bench, not
// the client. Elsewhere than Linux, maxRSS is what there is.
import { readFileSync } from 'node:fs'

function peakKb() {
  try {
    const hwm = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]
    if (hwm !== undefined) return Number(hwm)
  } catch {
    // No /proc: not Linux.
  }
  return process.resourceUsage().maxRSS
}

process.on('exit', () => {
  process.stderr.write(`\nBENCH maxRSS_KB=${peakKb()}\n`)
})
