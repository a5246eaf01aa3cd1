// `npm run bench -- vanguard`: the Vanguard engine's actions per second on one core (random legal
// games of dsd01, a real start deck, fixed seed, replayed) beside a naive baseline that deep-copies
// the state before each action (structuredClone), measured in the same run. Rates are per second
// of CPU time; the target (issue 13: ≥ 300,000 actions/s) is printed, never asserted. The games
// are goldfish turns: rides, calls, orders, attacks with drive checks and their triggers, and the
// goldfish's attacks on your vanguard with guardians, intercepts and damage checks.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { readVanguardBundle } from '@shared/games/vanguard/data/bundle'
import { entryKey } from '@shared/games/vanguard/codes'
import { apply, legalActions, MANUAL_ACTIONS, newGame, type Action } from '@shared/games/vanguard/engine'
import type { VanguardCard } from '@shared/games/vanguard/card'
import { both, fmt, replayRate, verdict } from './cpu-rate'
import { mostlyBusy, playRandomGames, seededRand } from './random-games'

const root = resolve(import.meta.dirname, '..')
const { cards } = readVanguardBundle(JSON.parse(readFileSync(resolve(root, 'resources/vanguard-cards.json'), 'utf8')))
const byKey = new Map(cards.map((c) => [entryKey(c.code), c]))
const decks = JSON.parse(readFileSync(resolve(root, 'test/unit/vanguard/vanguardengine_decks.json'), 'utf8')) as {
  decks: Record<string, { rideDeck: string[]; mainDeck: { id: string; count: number }[] }>
}
const dsd01 = decks.decks.dsd01!
const ride = dsd01.rideDeck.map((id) => byKey.get(entryKey(id))!)
const deck: VanguardCard[] = [...dsd01.mainDeck.flatMap((e) => Array.from({ length: e.count }, () => byKey.get(entryKey(e.id))!)), ...ride]
const options = (seed: number) => ({ seed, onThePlay: seed % 2 === 0, format: 'ride-deck' as const, ride: ride.map((c) => c.code) })
const GAMES = Number(process.env.BENCH_GAMES ?? 2000)
const TURNS = 12

const rand = seededRand()

const { games: recorded, actions: loopActions, ms: loopMs, cpuMs: loopCpuMs } = playRandomGames({
  games: GAMES,
  newGame: (seed) => newGame(deck, options(seed)).state,
  apply,
  pick: (state) => {
    // The rules' actions (abilities applied by hand are left out: a goldfish player's game).
    const legal = legalActions(state).filter((a) => !MANUAL_ACTIONS.has(a.type))
    // Ride, call, attack, play orders and guard rather than pass, as a goldfish player would.
    // The goldfish's attacks come as often as passing does (else its turns would never end).
    return mostlyBusy(legal, legal.filter((a) => a.type !== 'nextPhase' && a.type !== 'endTurn' && a.type !== 'opponentAttack'), rand)
  },
  goesOn: (state, played) => state.result === 'ongoing' && state.turn <= TURNS && played < 400,
})

const games = recorded.map((game) => ({ start: newGame(deck, options(game.seed)).state, actions: game.actions }))
replayRate(games, apply, false) // warm-up (twice: the JIT settles on the second pass)
replayRate(games, apply, false)
const shared = replayRate(games, apply, false)
const cloned = replayRate(games, apply, true)
console.log(`Deck Lab Vanguard benchmark — dsd01 (ride deck), ${GAMES} random legal games of ${TURNS} turns (${fmt(loopActions)} actions), Node ${process.version}`)
console.log('')
console.log(`engine apply (structural sharing)   ${both(shared)} actions   target ≥ 300,000: ${verdict(shared.cpu >= 300_000)}`)
console.log(`  baseline structuredClone          ${both(cloned)} actions   ratio ${(shared.cpu / cloned.cpu).toFixed(1)}×`)
// Issue 30: the loop at least half of Magic's (147,231 actions/s of CPU when it was last measured quietly).
const loop = { cpu: (loopActions / loopCpuMs) * 1000, wall: (loopActions / loopMs) * 1000 }
console.log(`legalActions + apply (a random game's loop)  ${both(loop)} actions   target ≥ 74,000 (half of Magic's 147,231): ${verdict(loop.cpu >= 74_000)}`)
