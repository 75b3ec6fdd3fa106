// Preloaded into the action's process by bench/run.mjs: reports its peak memory on exit.
process.on('exit', () => {
  process.stderr.write(`\nBENCH maxRSS_KB=${process.resourceUsage().maxRSS}\n`)
})
