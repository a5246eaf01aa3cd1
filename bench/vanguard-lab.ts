// `npm run bench -- vanguard-lab`: the Vanguard lab's games per second on one core, for dsd01 (a
// real start deck) with its ride deck and without, beside a bare deal of the same 46 cards (seed
// and full Fisher–Yates, nothing else) measured in the same run. Rates are per second of this
// process's CPU time (the machine is shared); wall-time rates beside them. The target (issue 13:
// ≥ 50,000 games/s) is printed, never asserted.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { readVanguardBundle } from '@shared/games/vanguard/data/bundle'
import { entryKey } from '@shared/games/vanguard/codes'
import type { VanguardCard } from '@shared/games/vanguard/card'
import { compileLabDeck, gameSeed, parsePolicy, PRESET_NAMES, VanguardLabSim } from '@shared/games/vanguard/lab'
import { bareDealRate, both, fmt, labRate, verdict, type Rate } from './cpu-rate'

const root = resolve(import.meta.dirname, '..')
const { cards } = readVanguardBundle(JSON.parse(readFileSync(resolve(root, 'resources/vanguard-cards.json'), 'utf8')))
const byKey = new Map(cards.map((c) => [entryKey(c.code), c]))
const decks = JSON.parse(readFileSync(resolve(root, 'test/unit/vanguard/vanguardengine_decks.json'), 'utf8')) as {
  decks: Record<string, { rideDeck: string[]; mainDeck: { id: string; count: number }[] }>
}
const dsd01 = decks.decks.dsd01!
const ride = dsd01.rideDeck.map((id) => byKey.get(entryKey(id))!)
const deck: VanguardCard[] = [...ride, ...dsd01.mainDeck.flatMap((e) => Array.from({ length: e.count }, () => byKey.get(entryKey(e.id))!))]
const TURNS = 6

const labPerSecond = (format: string, policies: readonly string[], count: number): Rate =>
  labRate(new VanguardLabSim(compileLabDeck(deck, format), policies.map(parsePolicy), { turns: TURNS, onThePlay: true }), count)

const rideDeck = labPerSecond('ride-deck', ['keep-hand'], 300_000)
const standard = labPerSecond('standard', ['ride-line'], 300_000)
const deal = bareDealRate(deck.length - ride.length, 300_000, gameSeed)
const all = labPerSecond('ride-deck', PRESET_NAMES, 100_000)
console.log(`Deck Lab Vanguard lab benchmark — dsd01, ${TURNS} own turns on the play, Node ${process.version}`)
console.log('')
console.log(`lab, one core, ride deck, one policy            ${both(rideDeck)} games   target ≥ 50,000: ${verdict(rideDeck.cpu >= 50_000)}`)
console.log(`lab, one core, no ride deck, ride-line mulligan ${both(standard)} games   target ≥ 50,000: ${verdict(standard.cpu >= 50_000)}`)
console.log(`  baseline bare deal (seed + shuffle of 46)    ${both(deal)} games   ratio ${(deal.cpu / rideDeck.cpu).toFixed(2)}×`)
console.log(`lab, one core, ride deck, the ${PRESET_NAMES.length} presets       ${both(all)} deals (${fmt(all.cpu * PRESET_NAMES.length)} games/s CPU)`)
