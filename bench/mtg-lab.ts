// `npm run bench -- mtg-lab`: the Magic lab's games per second on one core, for a 60-card red-green
// deck from the bundled catalog (24 lands, spells of mana value 1–5), beside a bare deal of the same
// 60 cards (seed and full Fisher–Yates, nothing else) measured in the same run. Rates are per
// second of this process's CPU time (the machine is shared); wall-time rates beside them. The
// target (issue 14: ≥ 50,000 games/s) is printed, never asserted.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { MtgCard } from '@shared/games/mtg/card'
import { readMtgBundle } from '@shared/games/mtg/data/bundle'
import { isLand, producedColors } from '@shared/games/mtg/deck/stats'
import { compileLabDeck, gameSeed, MtgLabSim, parsePolicy, PRESET_NAMES } from '@shared/games/mtg/lab'
import { bareDealRate, both, fmt, labRate, verdict, type Rate } from './cpu-rate'

const root = resolve(import.meta.dirname, '..')
const { cards } = readMtgBundle(JSON.parse(readFileSync(resolve(root, 'resources/mtg-cards.json'), 'utf8')))
const byName = (name: string) => cards.find((c) => c.name === name)!
const redGreen = (c: MtgCard) => c.colors.length > 0 && c.colors.every((k) => k === 'R' || k === 'G')
const duals = cards.filter((c) => isLand(c) && !c.faces[0]!.supertypes.includes('Basic') && ['R', 'G'].every((k) => producedColors(c).includes(k as 'R'))).slice(0, 2)
const spells = cards
  .filter((c) => !isLand(c) && redGreen(c) && c.manaValue >= 1 && c.manaValue <= 5)
  .sort((a, b) => a.manaValue - b.manaValue || a.name.localeCompare(b.name))
  .slice(0, 9)
const deck: MtgCard[] = [
  ...duals.flatMap((d) => [d, d, d, d]),
  ...Array.from({ length: 12 - duals.length * 2 }, () => byName('Mountain')),
  ...Array.from({ length: 12 - duals.length * 2 }, () => byName('Forest')),
  ...spells.flatMap((s) => [s, s, s, s]),
]
const TURNS = 6

const labPerSecond = (policies: readonly string[], count: number): Rate => labRate(new MtgLabSim(compileLabDeck(deck), policies.map(parsePolicy), { turns: TURNS, onThePlay: true }), count)

const one = labPerSecond(['lands-2-5'], 300_000)
const deal = bareDealRate(deck.length, 300_000, gameSeed)
const all = labPerSecond(PRESET_NAMES, 100_000)
console.log(`Deck Lab Magic lab benchmark — ${deck.length} cards (${deck.filter(isLand).length} lands, ${duals.length} kinds of dual), ${TURNS} own turns on the play, Node ${process.version}`)
console.log('')
console.log(`lab, one core, lands-2-5 (London mulligan)   ${both(one)} games   target ≥ 50,000: ${verdict(one.cpu >= 50_000)}`)
console.log(`  baseline bare deal (seed + shuffle of 60)  ${both(deal)} games   ratio ${(deal.cpu / one.cpu).toFixed(2)}×`)
console.log(`lab, one core, the ${PRESET_NAMES.length} presets              ${both(all)} deals (${fmt(all.cpu * PRESET_NAMES.length)} games/s CPU)`)
