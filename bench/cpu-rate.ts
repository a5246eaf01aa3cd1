// Rates per second of this process's CPU time (the machine is shared, so wall time mostly
// measures the neighbours), with the wall-time rate beside them; for the game benches.
import { RngCursor } from '@shared/game/rng'
export const fmt = (n: number) => Math.round(n).toLocaleString('en-US')
export const verdict = (ok: boolean) => (ok ? 'OK' : 'UNDER TARGET')

export interface Rate {
  cpu: number
  wall: number
}

/** Runs `work` (which returns how many things it did) and gives its rate per CPU second and per wall second. */
export function rate(work: () => number): Rate {
  const cpu0 = process.cpuUsage()
  const wall0 = performance.now()
  const done = work()
  const wallMs = performance.now() - wall0
  const used = process.cpuUsage(cpu0)
  const cpuMs = (used.user + used.system) / 1000
  return { cpu: (done / cpuMs) * 1000, wall: (done / wallMs) * 1000 }
}
export const both = (r: Rate) => `${fmt(r.cpu)}/s CPU (${fmt(r.wall)}/s wall)`

export interface RecordedGame<S, A> {
  start: S
  actions: readonly A[]
}

/**
 * Actions per second replaying recorded games with `apply`; `copy` deep-copies the state before
 * each action (structuredClone), the naive baseline that structural sharing is measured against.
 */
export function replayRate<S, A>(games: readonly RecordedGame<S, A>[], apply: (state: S, action: A) => { ok: true; state: S } | { ok: false }, copy: boolean): Rate {
  return rate(() => {
    let applied = 0
    for (const game of games) {
      let state = game.start
      for (const action of game.actions) {
        const result = apply(copy ? structuredClone(state) : state, action)
        if (!result.ok) throw new Error('replay diverged')
        state = result.state
        applied++
      }
    }
    return applied
  })
}

/** A game's lab simulator as the benches drive it (its `lab/sim.ts`). */
export interface LabBlocks {
  newAccumulator(): Float64Array
  runBlock(seed: number, from: number, to: number, acc: Float64Array): void
}

/** A lab's games per second: a warm-up block (seed 1, at most 20,000 games), then `count` games from seed 2. */
export function labRate(sim: LabBlocks, count: number): Rate {
  const acc = sim.newAccumulator()
  sim.runBlock(1, 0, Math.min(count, 20_000), acc)
  return rate(() => {
    sim.runBlock(2, 0, count, acc)
    return count
  })
}

/** A lab's baseline: per game, a seed and a full Fisher–Yates shuffle of `cards` cards (nothing else), games per second. */
export function bareDealRate(cards: number, count: number, seedOf: (base: number, game: number) => number): Rate {
  const rng = new RngCursor([0, 0, 0, 0])
  const order = Int32Array.from({ length: cards }, (_, i) => i)
  let sink = 0
  const run = (base: number) => {
    for (let g = 0; g < count; g++) {
      rng.reseed(seedOf(base, g))
      for (let i = order.length - 1; i > 0; i--) {
        const j = rng.below(i + 1)
        const c = order[j]!
        order[j] = order[i]!
        order[i] = c
      }
      sink += order[0]!
    }
  }
  run(1)
  const result = rate(() => {
    run(2)
    return count
  })
  if (sink < 0) console.log(sink)
  return result
}
