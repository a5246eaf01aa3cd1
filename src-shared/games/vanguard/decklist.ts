// Vanguard decklists (issue 13, item 2): `#RideDeck` / `#MainDeck` sections as in VanguardEngine's
// deck files (one card id per line, repeats for copies), and `4 Name` / `4x CODE` lines. The
// module splits the text at its own section words; each section goes through the shared tolerant
// parser, so every line is accounted for as in any game's list.
import { parseDecklist, splitLines, type CardResolver, type DecklistCard, type ParsedLine } from '../../decklist/parse'
import { lineError, say } from '../../decklist/line-messages'
import { nameKey, nameResolver } from '../../decklist/resolver'
import type { DeckEntry, DecklistVocabulary } from '../../game/module'
import type { VanguardCard } from './card'
import { entryKey } from './codes'
import { PILES } from './deck/deck'

/**
 * `site`: the deck-building sites' form, `4 Name (D-BT01/001)` under `Ride deck (4)` (or
 * `Starting vanguard (1)`) and `Main deck (46)`: names and codes, first so that Copy offers it first.
 */
export const WRITERS = ['site', 'codes', 'names', 'engine'] as const
export type WriterName = (typeof WRITERS)[number]
export type PileId = 'ride' | 'main'

/** Section words (spaces ignored, any case, after an optional `#`) and the pile each fills. */
export const SECTION_WORDS: Readonly<Record<string, PileId>> = {
  ridedeck: 'ride',
  ride: 'ride',
  startingvanguard: 'ride',
  firstvanguard: 'ride',
  maindeck: 'main',
  main: 'main',
  deck: 'main',
}
export const SECTIONS = Object.keys(SECTION_WORDS)

/**
 * The same headings as the shared parser reads them (the decklist.parse channel, and a line handed
 * alone), VanguardEngine's `#RideDeck` / `#MainDeck` included, and the formats' names.
 */
export const VANGUARD_DECKLIST: DecklistVocabulary = {
  sections: [
    { id: 'ride', kind: 'pile', words: ['ride deck', 'ridedeck', 'ride', 'starting vanguard', 'first vanguard'] },
    { id: 'main', kind: 'pile', words: ['main deck', 'maindeck', 'main', 'deck'] },
  ],
  pileOfSection: { ride: 'ride' },
  formatWords: { 'ride-deck': ['ride deck', 'ride-deck'], standard: ['standard'] },
}

// `#RideDeck`, `## Main deck (46)`, `Ride deck: 4`
const HEADING = /^[#*=_\s]*([a-z][a-z ]*?)\s*(?:[([]\s*(\d+)\s*[)\]]|[:\-–—]\s*(\d+))?\s*:?[*=_\s]*$/i

export function sectionOfLine(text: string): { pile: PileId; expected: number | null } | null {
  const m = HEADING.exec(text.trim())
  if (!m) return null
  const pile = SECTION_WORDS[m[1]!.toLowerCase().replace(/\s+/g, '')]
  if (!pile) return null
  const count = m[2] ?? m[3]
  return { pile, expected: count === undefined ? null : Number(count) }
}

/**
 * Cards of one name are printings of one card (their identity is the name), except the player's
 * own: a card of their set is a card apart, so that its name leaves two cards to choose from and
 * `prefer` takes it, saying so (issue 29.7).
 */
const forParser = (card: VanguardCard): DecklistCard =>
  card.ownSet === undefined
    ? { code: card.code, name: card.name, identity: nameKey(card.name) }
    : { code: card.code, name: card.name, identity: `${OWN_IDENTITY}${nameKey(card.name)}`, ownSet: card.ownSet }
const OWN_IDENTITY = 'own:'
/** Issue 29.7: of an official card and the player's own of one name, the player's (they made it, and expect it). */
const preferOwn = (cards: readonly DecklistCard[]): DecklistCard | null => cards.find((card) => card.ownSet !== undefined) ?? null
const NAMED_CODE = /^(.*?)\s*\(\s*([^()]+?)\s*\)$/

/** Codes in any spelling (engine ids too), names, `Name (CODE)`, near names for a typo. */
export function vanguardResolver(cards: readonly VanguardCard[]): CardResolver<DecklistCard> {
  const parserCards = cards.map(forParser)
  const byCode = new Map(parserCards.map((card) => [entryKey(card.code), card]))
  const code = (text: string) => byCode.get(entryKey(text)) ?? null
  // The first printing of each name, in the order given.
  const distinct = (printings: readonly DecklistCard[]) => printings.filter((card, i) => printings.findIndex((c) => c.identity === card.identity) === i)
  const names = nameResolver(parserCards, code, distinct, VANGUARD_DECKLIST, PILES)
  return {
    ...names,
    prefer: preferOwn,
    // The shared parser knows FFTCG's codes only: a Vanguard code reaches it as a "name".
    byName: (text) => {
      const named = NAMED_CODE.exec(text)
      const card = (named && code(named[2]!)) ?? code(text)
      return card ? [card] : names.byName(text)
    },
  }
}

export interface VanguardParsedDecklist {
  name?: string
  piles: Record<PileId, DeckEntry[]>
  /** One per line of the text, in order; headings have status `section`. */
  lines: ParsedLine[]
  errors: ParsedLine[]
}

/** Every line accounted for: cards under a ride heading go to `ride`, the rest (and a list without headings) to `main`. */
export function parseVanguardDecklist(text: string, cards: readonly VanguardCard[]): VanguardParsedDecklist {
  const texts = splitLines(text)
  const resolver = vanguardResolver(cards) as unknown as CardResolver
  let pile: PileId = 'main'
  const headings = new Map<number, { pile: PileId; expected: number | null }>()
  const pileOf = texts.map((line, i) => {
    const heading = sectionOfLine(line)
    if (heading) {
      pile = heading.pile
      headings.set(i, heading)
    }
    return pile
  })
  // One parse per pile, of the whole text with the other lines blanked: line numbers stay true.
  const parse = (which: PileId) => parseDecklist(texts.map((line, i) => (pileOf[i] === which && !headings.has(i) ? line : '')).join('\n'), resolver)
  const parsed = { ride: parse('ride'), main: parse('main') }
  const lines: ParsedLine[] = texts.map((line, i) => {
    if (!headings.has(i)) return { ...parsed[pileOf[i]!].lines[i]!, text: line }
    return { line: i + 1, text: line, status: 'section', ...(pileOf[i] === 'main' ? { section: 'main' as const } : {}), expected: headings.get(i)!.expected }
  })
  checkHeadingCounts(lines, headings, pileOf)
  const result: VanguardParsedDecklist = { piles: { ride: parsed.ride.piles.main!, main: parsed.main.piles.main! }, lines, errors: lines.filter((l) => l.status === 'error') }
  const name = parsed.main.name ?? parsed.ride.name
  if (name) result.name = name
  return result
}

/** A heading that announces a count (`#MainDeck (46)`) must be followed by that many cards. */
function checkHeadingCounts(lines: ParsedLine[], headings: Map<number, { expected: number | null }>, pileOf: PileId[]) {
  for (const [index, { expected }] of headings) {
    if (expected === null) continue
    let counted = 0
    let last = index + 1
    for (let i = index + 1; i < lines.length && !headings.has(i) && pileOf[i] === pileOf[index]; i++) {
      if (lines[i]!.count !== undefined) {
        counted += lines[i]!.count!
        last = i + 1
      }
    }
    if (counted === expected) continue
    const line = lines[index]!
    const label = line.text.trim()
    line.status = 'error'
    line.error = lineError('section-count', [counted > 0 ? say('sectionCount', { label, expected, counted, first: index + 2, last }) : say('sectionCountNone', { label, expected })])
  }
}

/** The VanguardEngine id of a D-series code (`D-BT01/001` → `dbt01_001`), for the engine writer. */
export function engineIdOf(code: string): string | null {
  const m = /^D-([A-Z]+\d*)\/([A-Z]?\d+)$/.exec(entryKey(code))
  return m ? `d${m[1]!.toLowerCase()}_${m[2]!.toLowerCase()}` : null
}

export function writeVanguardDecklist(piles: Readonly<Partial<Record<PileId, readonly DeckEntry[]>>>, writer: WriterName, lookup: (code: string) => VanguardCard | null): string {
  const line = (entry: DeckEntry): string[] => {
    const card = lookup(entry.code)
    const code = card?.code ?? entry.code
    if (writer === 'engine') return Array.from({ length: entry.count }, () => engineIdOf(code) ?? code)
    if (writer === 'names' && card) return [`${entry.count} ${card.name}`]
    if (writer === 'site' && card) return [`${entry.count} ${card.name} (${code})`]
    return [`${entry.count}x ${code}`]
  }
  const section = (heading: string, entries: readonly DeckEntry[] = []) => (entries.length ? [heading, ...entries.flatMap(line)] : [])
  if (writer !== 'site') return joined([...section('#RideDeck', piles.ride), ...section('#MainDeck', piles.main)])
  // The sites mark the ride deck (or the starting vanguard) with a heading that says its count.
  const count = (entries: readonly DeckEntry[] = []) => entries.reduce((n, e) => n + e.count, 0)
  const ride = count(piles.ride) === 1 ? 'Starting vanguard' : 'Ride deck'
  return joined([...section(`${ride} (${count(piles.ride)})`, piles.ride), ...section(`Main deck (${count(piles.main)})`, piles.main)])
}

const joined = (lines: string[]) => (lines.length ? lines.join('\n') + '\n' : '')
