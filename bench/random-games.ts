// The engine benches' random legal games: a goldfish player picks among the legal actions, each
// game is recorded (seed and actions) for replayRate, and the loop's own rate is measured.

/** The benches' fixed linear congruential generator: the same games on every run. */
export function seededRand(seed = 12345): (n: number) => number {
  let lcg = seed
  return (n) => (lcg = (Math.imul(lcg, 1103515245) + 12345) >>> 0) % n
}

/** Three times in four one of the busy actions (play, attack…), else any legal one, passing included. */
export function mostlyBusy<A>(legal: readonly A[], busy: readonly A[], rand: (n: number) => number): A {
  return busy.length && rand(4) > 0 ? busy[rand(busy.length)]! : legal[rand(legal.length)]!
}

type Applied<S> = { ok: true; state: S } | { ok: false; error: { reason: string } }

export interface RandomGames<S, A> {
  games: number
  newGame(seed: number): S
  apply(state: S, action: A): Applied<S>
  pick(state: S): A
  /** Whether the game goes on after `played` actions. */
  goesOn(state: S, played: number): boolean
  /** Actions every game opens with, recorded with it (Magic's goldfish blockers). */
  opening?: readonly A[]
}

export interface PlayedGames<A> {
  games: { seed: number; actions: A[] }[]
  /** Actions played in all, and the loop's time (newGame, legal actions, picks and apply): wall and this process's CPU. */
  actions: number
  ms: number
  cpuMs: number
}

/** Games of seeds 0 to `games − 1`, each played until `goesOn` says no. */
export function playRandomGames<S, A>(spec: RandomGames<S, A>): PlayedGames<A> {
  const games: PlayedGames<A>['games'] = []
  let played = 0
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  for (let seed = 0; seed < spec.games; seed++) {
    let state = spec.newGame(seed)
    const actions: A[] = []
    const play = (action: A) => {
      const result = spec.apply(state, action)
      if (!result.ok) throw new Error(`legal action refused: ${JSON.stringify(action)} ${result.error.reason}`)
      state = result.state
      actions.push(action)
    }
    for (const action of spec.opening ?? []) play(action)
    while (spec.goesOn(state, actions.length)) play(spec.pick(state))
    played += actions.length
    games.push({ seed, actions })
  }
  const ms = performance.now() - t0
  const cpu = process.cpuUsage(cpu0)
  return { games, actions: played, ms, cpuMs: (cpu.user + cpu.system) / 1000 }
}
