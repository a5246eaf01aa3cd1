// The golden runs: fixed decks, seeds and policies whose raw accumulators (every count and sum
// the lab keeps) are stored in fixtures/golden.json. Optimisations must leave them bit-identical.
// Regenerate only for a deliberate change of the pilot's behaviour:
//   npx tsx test/unit/lab/golden.ts --write
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { compileLabDeck } from '@shared/games/fftcg/lab/lab-deck'
import { parsePolicy, type PolicyInput } from '@shared/games/fftcg/lab/policy'
import { GoldfishSim } from '@shared/games/fftcg/lab/sim'
import { cardsOf, FIRE_WATER, ICE_WIND, type DeckList } from './fixtures'

export const GOLDEN_FILE = resolve(import.meta.dirname, 'fixtures', 'golden.json')

interface GoldenCase {
  name: string
  deck: DeckList
  policies: PolicyInput[]
  turns: number
  onThePlay: boolean
  damageLimit: number
  seed: number
  games: number
}

export const GOLDEN_CASES: GoldenCase[] = [
  { name: 'fire-water backup, play, 5 turns', deck: FIRE_WATER, policies: ['backup'], turns: 5, onThePlay: true, damageLimit: 7, seed: 20240601, games: 20_000 },
  {
    name: 'fire-water monsters+summons, lowest first, draw, 10 turns, limited',
    deck: FIRE_WATER,
    policies: [{ base: 'backup2-forward3', monsters: true, summons: true, forwardOrder: 'lowest-cost-first', discards: { perCard: 2, perTurn: 3 } }],
    turns: 10,
    onThePlay: false,
    damageLimit: 6,
    seed: 7,
    games: 10_000,
  },
  {
    name: 'ice-wind compare never / two-backups cap 3 / no discards, draw, 6 turns',
    deck: ICE_WIND,
    policies: ['never', { base: 'two-backups', maxBackups: 3, discards: { perCard: 3, perTurn: 10 } }, { base: 'never', discards: { perCard: 0, perTurn: 0 }, attack: false }],
    turns: 6,
    onThePlay: false,
    damageLimit: 7,
    seed: 99,
    games: 10_000,
  },
  { name: 'ice-wind opening hand only', deck: ICE_WIND, policies: ['backup2-forward3'], turns: 0, onThePlay: true, damageLimit: 7, seed: 3, games: 20_000 },
]

/** The raw accumulator of one golden case, as plain numbers. */
export function runGolden(c: GoldenCase): number[] {
  const policies = c.policies.map((p) => parsePolicy(p))
  const sim = new GoldfishSim(compileLabDeck(cardsOf(c.deck)), policies, { turns: c.turns, onThePlay: c.onThePlay, damageLimit: c.damageLimit })
  const acc = sim.newAccumulator()
  sim.runBlock(c.seed, 0, c.games, acc)
  return Array.from(acc)
}

if (process.argv.includes('--write')) {
  const out: Record<string, number[]> = {}
  for (const c of GOLDEN_CASES) out[c.name] = runGolden(c)
  writeFileSync(GOLDEN_FILE, JSON.stringify(out) + '\n')
  console.log(`wrote ${GOLDEN_FILE}`)
}
