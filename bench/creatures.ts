// `npm run bench -- creatures`: the creature game's speed. The engine's actions per second on one
// core (random legal games of the demo deck, fixed seed, replayed) beside a naive baseline that
// deep-copies the state before each action (structuredClone); the lab's games per second on one
// core beside a bare deal of the same 40 cards (seed, full Fisher–Yates, nothing else), measured
// in the same run. Rates are per second of this process's CPU time (the machine is shared, so
// wall time mostly measures the neighbours); wall-time rates are printed beside them. Targets
// are printed, never asserted.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { CreatureCard } from '@shared/games/creatures/card'
import { readCardSetFile } from '@shared/game/user-card-files'
import { creatures } from '@shared/games/creatures'
import { apply, legalActions, newGame, type Action } from '@shared/games/creatures/engine'
import { compileLabDeck, CreatureLabSim, gameSeed, parsePolicy } from '@shared/games/creatures/lab'
import { bareDealRate, both, fmt, labRate, replayRate, verdict, type Rate } from './cpu-rate'
import { mostlyBusy, playRandomGames, seededRand } from './random-games'

const set = readCardSetFile(creatures.userCards!, readFileSync(resolve(import.meta.dirname, '../resources/creatures-demo-set.json'), 'utf8'), { game: 'creatures', format: 'json' })
if (!set.ok) throw new Error('demo set rejected')
const byCode = new Map(set.cards.map((c) => [c.code, c]))
const DECK = [
  ['CR-001', 3], ['CR-003', 3], ['CR-004', 3], ['CR-006', 3], ['CR-008', 3], ['CR-009', 3], ['CR-012', 2],
  ['CR-013', 3], ['CR-014', 2], ['CR-016', 3], ['CR-020', 2], ['CR-021', 2], ['CR-023', 1], ['CR-024', 1],
  ['EF-002', 2], ['EF-004', 1], ['EQ-001', 2], ['TR-001', 1],
] as const
const deck: CreatureCard[] = DECK.flatMap(([code, n]) => Array.from({ length: n }, () => byCode.get(code)!))
const GAMES = Number(process.env.BENCH_GAMES ?? 2000)
const rand = seededRand()
const options = (seed: number) => ({ seed, onThePlay: seed % 2 === 0, format: 'standard' as const })

// --- engine: record random legal games, then replay them --------------------------------------
const { games, actions: loopActions, ms: loopMs } = playRandomGames({
  games: GAMES,
  newGame: (seed) => newGame(deck, options(seed)).state,
  apply,
  // Favour summoning and attacking over passing, as a goldfish player would.
  pick: (state) => {
    const legal = legalActions(state)
    return mostlyBusy(legal, legal.filter((a) => a.type === 'summon' || a.type === 'attack'), rand)
  },
  goesOn: (state, played) => state.result === 'ongoing' && played < 300,
})

function replayAll(copy: boolean): Rate {
  const recorded = games.map((game) => ({ start: newGame(deck, options(game.seed)).state, actions: game.actions }))
  return replayRate(recorded, apply, copy)
}

replayAll(false) // warm-up (twice: the JIT settles on the second pass)
replayAll(false)
const shared = replayAll(false)
const cloned = replayAll(true)
console.log(`Deck Lab creature game benchmark — 40-card demo deck, ${GAMES} random legal games (${fmt(loopActions)} actions), Node ${process.version}`)
console.log('')
console.log(`engine apply (structural sharing)   ${both(shared)} actions   target ≥ 300,000: ${verdict(shared.cpu >= 300_000)}`)
console.log(`  baseline structuredClone          ${both(cloned)} actions   ratio ${(shared.cpu / cloned.cpu).toFixed(1)}×`)
console.log(`legalActions + apply (a random game's loop)  ${fmt((loopActions / loopMs) * 1000)} actions/s`)

// --- lab: games per second on one core -------------------------------------------------------
const labDeck = compileLabDeck(deck)
const labPerSecond = (turns: number, policies: string[], count: number): Rate => labRate(new CreatureLabSim(labDeck, policies.map(parsePolicy), { turns, onThePlay: true }), count)

const lab6 = labPerSecond(6, ['keep'], 300_000)
const deal = bareDealRate(deck.length, 300_000, gameSeed)
const lab6all = labPerSecond(6, ['keep', 'bottom-magic', 'bottom-high', 'dig-level-0'], 100_000)
console.log('')
console.log(`lab, one core, to the end of turn 6, one policy   ${both(lab6)} games   target ≥ 50,000: ${verdict(lab6.cpu >= 50_000)}`)
console.log(`  baseline bare deal (seed + shuffle of 40)      ${both(deal)} games   ratio ${(deal.cpu / lab6.cpu).toFixed(2)}×`)
console.log(`lab, one core, turn 6, the 4 mulligan presets     ${both(lab6all)} deals (${fmt(lab6all.cpu * 4)} games/s CPU)`)
