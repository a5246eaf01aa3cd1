// `npm run bench -- mtg`: the Magic goldfish engine's actions per second on one core (random legal
// games of a 60-card green-red deck with 24 basic lands, fixed seeds, replayed) beside a naive
// baseline that deep-copies the state before each action (structuredClone), measured in the same
// run. Rates are per second of CPU time; the target (issue 14: ≥ 300,000 actions/s) is printed,
// never asserted. The games play lands, tap mana, cast creatures and spells, attack into dummies.
import { apply, legalActions, newGame, type Action, type GameState } from '@shared/games/mtg/engine'
import { gruulDeck } from '../test/unit/mtg/mtg-cards'
import { both, fmt, replayRate, verdict } from './cpu-rate'
import { playRandomGames, seededRand } from './random-games'

const deck = gruulDeck()
const options = (seed: number) => ({ seed, onThePlay: seed % 2 === 0, format: 'standard' })
const GAMES = Number(process.env.BENCH_GAMES ?? 2000)
const TURNS = 16

const rand = seededRand()

/** A goldfish player: keeps, answers every question, and mostly plays rather than passes. */
function pick(state: GameState): Action {
  const legal = legalActions(state)
  if (state.question?.kind === 'mulligan') return legal[0]!
  if (state.question?.kind === 'attackers') return legal[legal.length - 1]!
  const busy = legal.filter((a) => a.type !== 'passPriority' && a.type !== 'nextTurn')
  if (busy.length && rand(5) > 0) return busy[rand(busy.length)]!
  // step by step mostly (combat happens), now and then straight to the next turn
  return legal.length > 1 && rand(10) === 0 ? legal[1]! : legal[0]!
}

const loopCpu0 = process.cpuUsage()
const { games: recorded, actions: loopActions, ms: loopMs } = playRandomGames<GameState, Action>({
  games: GAMES,
  newGame: (seed) => newGame(deck, options(seed)).state,
  apply,
  pick,
  goesOn: (state, played) => state.result === 'ongoing' && state.turn <= TURNS && played < 600,
  // the goldfish gets two blockers so that combat has something to do
  opening: [{ type: 'addDummy', power: 2, toughness: 2 }, { type: 'addDummy', power: 1, toughness: 3 }],
})
const loopCpu = process.cpuUsage(loopCpu0)
const loopCpuMs = (loopCpu.user + loopCpu.system) / 1000

const games = recorded.map((game) => ({ start: newGame(deck, options(game.seed)).state, actions: game.actions }))
replayRate(games, apply, false) // warm-up (twice: the JIT settles on the second pass)
replayRate(games, apply, false)
const shared = replayRate(games, apply, false)
const cloned = replayRate(games, apply, true)
const kinds = new Map<string, number>()
for (const g of recorded) for (const a of g.actions) kinds.set(a.type, (kinds.get(a.type) ?? 0) + 1)
// Steps entered per action of each kind: "to the next stop" passes several (issue 30: a mix with
// more of it is slower per action, each action doing more).
const steps = new Map<string, number>()
for (const game of games) {
  let state = game.start
  for (const action of game.actions) {
    const result = apply(state, action)
    if (!result.ok) throw new Error('replay diverged')
    const entered = result.events.filter((e) => e.kind === 'step').length
    if (entered) steps.set(action.type, (steps.get(action.type) ?? 0) + entered)
    state = result.state
  }
}
console.log(`Deck Lab Magic engine benchmark — 60-card G/R deck (24 basic lands), ${GAMES} random legal games of up to ${TURNS} turns (${fmt(loopActions)} actions), Node ${process.version}`)
console.log(`  actions: ${[...kinds].map(([k, n]) => `${k} ${fmt(n)}`).join(', ')}`)
console.log(`  steps entered per action: ${[...steps].map(([k, n]) => `${k} ${(n / kinds.get(k)!).toFixed(2)}`).join(', ')}`)
console.log('')
console.log(`engine apply (structural sharing)   ${both(shared)} actions   target ≥ 300,000: ${verdict(shared.cpu >= 300_000)}`)
console.log(`  baseline structuredClone          ${both(cloned)} actions   ratio ${(shared.cpu / cloned.cpu).toFixed(1)}×`)
console.log(`legalActions + apply (a random game's loop)  ${fmt((loopActions / loopCpuMs) * 1000)}/s CPU (${fmt((loopActions / loopMs) * 1000)}/s wall) actions`)
