// Preloaded (`node --require`) into each process bench/cli-start.bench.ts spawns: at exit it writes
// the process's own CPU time (user + system, every thread) to file descriptor 3, so the bench reads
// the child's CPU and not the machine's. The same preload goes into the baseline, so it costs both alike.
const { writeSync } = require('node:fs')

process.on('exit', () => {
  const { user, system } = process.cpuUsage()
  try {
    writeSync(3, `${(user + system) / 1000}\n`)
  } catch {
    // run without the bench's pipe: nothing to report to
  }
})
