// `npm run bench -- mtg-deck`: Magic decklists and deck rules (issue 14, item 3), on a catalog of
// 35,000 hand-made cards (the size of Scryfall's oracle cards). Figures, printed, never asserted:
// - the catalog's name index (built once per catalog: mtgDecklistIndex);
// - a 100-card Arena list read; a 20,000-line MTGO list read (four pile passes of the shared parser)
//   beside one pass of the shared parser alone over the same text, measured in the same run: the
//   ratio is the cost of the piles;
// - text and .dek files of half and all of the API's 1 MiB: twice the text should take about twice
//   as long (target ratio ≤ 2.5), as a linear reader does;
// - deck validations per second of a 100-card Commander deck.
// The long lists hold one card of each name: past 500 different cards in a pile, lines are refused
// (DECK_LIMITS, as in every game), which is the "errors" count printed.
import { parseDecklist } from '@shared/decklist/parse'
import { MAX_DECKLIST_TEXT } from '@shared/channels/decklist'
import { mtgDeckRules } from '@shared/games/mtg/deck/deck'
import { mtgDecklistIndex, parseMtgDecklist, writeMtgDecklist } from '@shared/games/mtg/decklist'
import type { MtgCard } from '@shared/games/mtg/card'
import { entry, FOREST, greenFiller, OMNATH } from '../test/unit/mtg/deck-fixtures'
import { both, fmt, rate } from './cpu-rate'

const CATALOG = 35_000
const cards: MtgCard[] = [FOREST, OMNATH, ...Array.from({ length: CATALOG - 2 }, (_, i) => greenFiller(i))]
const byId = new Map(cards.map((c) => [c.id, c]))
const lookup = (code: string) => byId.get(code) ?? null

/** The median CPU time of `run` in ms (the machine is shared: wall time mostly measures the neighbours). */
function median(run: () => void, times = 5): number {
  const ms: number[] = []
  for (let i = 0; i < times; i++) {
    const start = process.cpuUsage()
    run()
    const used = process.cpuUsage(start)
    ms.push((used.user + used.system) / 1000)
  }
  return ms.sort((a, b) => a - b)[Math.floor(times / 2)]!
}

const commander = { commander: [entry(OMNATH, 1)], main: [entry(FOREST, 40), ...cards.slice(2, 61).map((c) => entry(c, 1))] }
const arena = writeMtgDecklist({ piles: commander }, 'arena', lookup)
const index = mtgDecklistIndex(cards)
const built = median(() => mtgDecklistIndex(cards).resolver.byName('Forest'))
console.log(`Deck Lab Magic decklist and deck rules benchmark — catalog of ${fmt(CATALOG)} cards, Node ${process.version}, CPU times`)
console.log('')
console.log(`the catalog's name index, built once per catalog: ${built.toFixed(0)} ms`)
const arenaMs = median(() => parseMtgDecklist(arena, index), 21)
console.log(`Arena list of a 100-card Commander deck (${arena.split('\n').length} lines): ${arenaMs.toFixed(2)} ms`)
// The baseline: the shared parser alone, one pass over the same cards as an MTGO list (names only, one pile).
const mtgo = writeMtgDecklist({ piles: { main: cards.slice(2, 20_002).map((c) => entry(c, 1)) } }, 'mtgo', lookup)
parseMtgDecklist(mtgo, index)
const pilesMs = median(() => parseMtgDecklist(mtgo, index))
const onePassMs = median(() => parseDecklist(mtgo, index.resolver))
console.log(`MTGO list of 20,000 lines: ${pilesMs.toFixed(0)} ms read into piles; baseline one shared-parser pass ${onePassMs.toFixed(0)} ms (ratio ${(pilesMs / onePassMs).toFixed(2)}×)`)

/** A whole list of about `bytes` in `writer`'s shape, one card of each name (its line length measured on 100 cards). */
function listOf(bytes: number, writer: 'mtgo' | 'dek'): string {
  const write = (n: number) => writeMtgDecklist({ piles: { main: cards.slice(2, 2 + n).map((c) => entry(c, 1)) } }, writer, lookup)
  const perCard = (write(200).length - write(100).length) / 100
  return write(Math.floor((bytes - write(0).length) / perCard))
}
for (const writer of ['mtgo', 'dek'] as const) {
  const half = listOf(MAX_DECKLIST_TEXT / 2, writer)
  const full = listOf(MAX_DECKLIST_TEXT - 1024, writer)
  const halfMs = median(() => parseMtgDecklist(half, index), 3)
  const fullMs = median(() => parseMtgDecklist(full, index), 3)
  const ratio = fullMs / halfMs
  const errors = parseMtgDecklist(full, index).errors.length
  console.log(`${writer} ${(full.length / 1024).toFixed(0)} KiB (${errors} errors): ${fullMs.toFixed(0)} ms, half of it ${halfMs.toFixed(0)} ms: ×${ratio.toFixed(2)} for twice the text, target ≤ 2.5 ${ratio <= 2.5 ? 'OK' : 'OVER TARGET'}`)
}

const validations = rate(() => {
  let n = 0
  for (; n < 20_000; n++) mtgDeckRules.validate(commander, 'commander', lookup)
  return n
})
console.log(`validate a 100-card Commander deck: ${both(validations)}`)
