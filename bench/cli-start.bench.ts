// Issue 30.1: the built command line from spawn to exit, for every game, beside `node -e ""` run
// in the same minutes, alternating (one of each per round), so that the ratio holds on a busy
// machine. Wall time from spawn to the exit event; CPU time as the child reports it at exit
// (bench/cpu-at-exit.cjs, preloaded into both). Target: the CLI ≤ 3× `node -e ""`.
// DECKLAB_BENCH_BASE=<another checkout> (its dist-cli/ built, node_modules present) adds that
// checkout's CLI to every round, so that a change is measured against its base in the same minutes.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { GAME_IDS } from '@shared/games'
import { verdict } from './cpu-rate'

const root = resolve(import.meta.dirname, '..')
const ROUNDS = Number(process.env.DECKLAB_BENCH_ROUNDS) || 9
const TARGET = 3
const preload = ['--require', join(root, 'bench', 'cpu-at-exit.cjs')]
// An empty user-data folder: the bundled cards, as on a first run.
const userData = mkdtempSync(join(tmpdir(), 'decklab-bench-cli-'))
const baseRoot = process.env.DECKLAB_BENCH_BASE ? resolve(process.env.DECKLAB_BENCH_BASE) : null

interface Run {
  wallMs: number
  cpuMs: number
}

/** One process from spawn to exit: its wall time, and the CPU time it reported. */
function timed(args: string[], cwd = root): Promise<Run> {
  return new Promise((done, fail) => {
    const started = performance.now()
    const child = spawn(process.execPath, [...preload, ...args], { cwd, env: { ...process.env, DECKLAB_USER_DATA: userData }, stdio: ['ignore', 'ignore', 'pipe', 'pipe'] })
    let cpu = ''
    let err = ''
    child.stdio[3]!.on('data', (chunk: Buffer) => (cpu += chunk.toString()))
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.on('error', fail)
    child.on('exit', (code) => {
      const wallMs = performance.now() - started
      // stdio may still hold the last bytes at 'exit': the CPU line comes on 'close'.
      child.on('close', () => (code === 0 ? done({ wallMs, cpuMs: Number(cpu.trim()) }) : fail(new Error(`${args.join(' ')} exited ${code}: ${err}`))))
    })
  })
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const ms = (n: number) => `${n.toFixed(0).padStart(5)} ms`
const load = () => loadavg().map((n) => n.toFixed(2)).join(', ')

// The launcher builds dist-cli/ when a source is newer: once here, so that no round pays for it.
await timed(['bin/deck-lab.mjs', '--help'])
if (baseRoot) await timed(['bin/deck-lab.mjs', '--help'], baseRoot)

const search = (game: string) => ['bin/deck-lab.mjs', '--game', game, 'cards', 'search', 'cloud']
const ratio = (xs: Run[], base: Run[], of: keyof Run) => median(xs.map((x, i) => x[of] / base[i]![of]))
const row = (name: string, runs: Run[], base: Run[]) => {
  const wallRatio = ratio(runs, base, 'wallMs')
  const cpuRatio = ratio(runs, base, 'cpuMs')
  return {
    cpuRatio,
    text: `${name.padEnd(16)} ${ms(median(runs.map((c) => c.wallMs)))} ${ms(median(runs.map((c) => c.cpuMs)))}  ${ms(median(base.map((c) => c.wallMs)))} ${ms(median(base.map((c) => c.cpuMs)))}   ${wallRatio.toFixed(2).padStart(6)}×    ${cpuRatio.toFixed(2).padStart(6)}×   ${verdict(wallRatio <= TARGET && cpuRatio <= TARGET)} (≤ ${TARGET}×)`,
  }
}

console.log(`deck-lab cards search cloud --game <id> (bin/deck-lab.mjs: stale check + built CLI) vs node -e "", ${ROUNDS} rounds each, alternating${baseRoot ? `, with the base ${baseRoot}` : ''}; load ${load()}`)
console.log('game             CLI wall   CLI CPU   node wall  node CPU   ratio wall  ratio CPU  (medians; ratio = median of per-round ratios)')
for (const game of GAME_IDS) {
  const cli: Run[] = []
  const base: Run[] = []
  const before: Run[] = []
  // Not measured: the first of each warms the file cache.
  await timed(['-e', ''])
  await timed(search(game))
  if (baseRoot) await timed(search(game), baseRoot)
  for (let round = 0; round < ROUNDS; round++) {
    // Each round in another order, so that none always follows another.
    const steps = [() => timed(['-e', '']).then((r) => base.push(r)), () => timed(search(game)).then((r) => cli.push(r))]
    if (baseRoot) steps.push(() => timed(search(game), baseRoot).then((r) => before.push(r)))
    for (let k = 0; k < steps.length; k++) await steps[(k + round) % steps.length]!()
  }
  const now = row(game, cli, base)
  console.log(now.text)
  if (baseRoot) {
    const was = row(`${game} (base)`, before, base)
    console.log(`${was.text}\n${''.padEnd(17)}this tree's CPU / the base's, per round: ${ratio(cli, before, 'cpuMs').toFixed(2)}×`)
  }
}
console.log(`load ${load()} (uptime's 1, 5 and 15 minutes)`)
