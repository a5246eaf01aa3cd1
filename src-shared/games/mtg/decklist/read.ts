// Reads a Magic decklist in any of the formats Deck Lab knows (docs/games/mtg.md): XML files
// (MTGO .dek, Cockatrice .cod) by their root element, every other text line by line. Card lines
// go through the shared tolerant parser, one pass per pile with the other lines blanked (line
// numbers stay true), so that quantities, names, typos and errors read as in any game's list.
import { addNotes, lineError, say } from '../../../decklist/line-messages'
import { parseDecklist, splitLines, type ParsedLine } from '../../../decklist/parse'
import type { CardLookupOf, DeckEntry } from '../../../game/module'
import type { MtgCard } from '../card'
import { canBeCommander } from '../deck/card-rules'
import { COMMANDER_DECK_SIZE, MAX_COMMANDERS, type PileId } from '../deck/formats'
import { guessMtgFormat } from '../deck/format-guess'
import { codItems } from './cod'
import { dekItems } from './dek'
import type { Item } from './items'
import { mtgDecklistIndex, type MtgDecklistIndex } from './resolver'
import { textItems } from './text-lines'
import { BUCKETS, MTG_DECKLIST, type Bucket } from './vocabulary'
import { readXml, type XmlElement } from './xml'

export type DecklistSource = 'text' | 'dek' | 'cod'

/** A line (or an XML element) of the file and what was made of it; card lines say their pile. */
export type MtgParsedLine = Omit<ParsedLine, 'zone'> & { pile?: PileId }

export interface MtgParsedDecklist {
  source: DecklistSource
  name?: string
  /** A format id of the deck rules, from a `Format:` line, else guessed from the cards (deck/format-guess.ts). */
  format?: string
  /** The format was guessed from the cards, not read from the list (the app says so). */
  formatGuessed?: boolean
  piles: Record<PileId, DeckEntry[]>
  lines: MtgParsedLine[]
  errors: MtgParsedLine[]
}

/** `cards`: the catalog, or its index built once (mtgDecklistIndex) when lists are read often. */
export function parseMtgDecklist(text: string, cards: readonly MtgCard[] | MtgDecklistIndex): MtgParsedDecklist {
  const index = 'resolver' in cards ? cards : mtgDecklistIndex(cards)
  const body = text.replace(/^\uFEFF/, '')
  const lines = splitLines(body)
  if (!body.trimStart().startsWith('<')) return readItems(textItems(lines), index, 'text')
  const xml = readXml(body)
  const lineAt = (line: number) => lines[line - 1] ?? ''
  if ('error' in xml) return readItems([{ line: xml.error.line, text: lineAt(xml.error.line), kind: 'error', said: xml.error.said }], index, 'text')
  const root = xml.root
  const at = (element: XmlElement) => lineAt(element.line)
  if (root.name === 'Deck') return readItems(dekItems(root, at), index, 'dek')
  if (root.name === 'cockatrice_deck') return readItems(codItems(root, at), index, 'cod')
  return readItems([{ line: root.line, text: at(root), kind: 'error', said: say('xmlNotADeck', { root: root.name }) }], index, 'text')
}

export function readItems(items: readonly Item[], { resolver, byId }: MtgDecklistIndex, source: DecklistSource): MtgParsedDecklist {
  const parsed = Object.fromEntries(BUCKETS.map((b) => [b, parseDecklist(items.map((i) => (i.kind === 'card' && i.bucket === b ? i.card : '')).join('\n'), resolver)])) as Record<Bucket, ReturnType<typeof parseDecklist>>
  let name: string | undefined
  let format: string | undefined
  const lines = items.map((item, index): MtgParsedLine => {
    const base = { line: item.line, text: item.text }
    switch (item.kind) {
      case 'card': {
        const { zone: _zone, ...read } = parsed[item.bucket].lines[index]!
        return { ...read, ...base, ...(read.status === 'card' ? { pile: item.bucket === 'companion' ? 'sideboard' : item.bucket } : {}) }
      }
      case 'header': {
        if (item.name) name ??= item.name
        if (item.format === undefined) return { ...base, status: 'header' }
        const found = formatOf(item.format)
        if (found) format ??= found
        const unknown = say('mtgFormatUnknown', { format: item.format, formats: Object.keys(MTG_DECKLIST.formatWords).join(', ') })
        return found ? { ...base, status: 'header' } : { ...base, status: 'error', error: lineError('unreadable', [unknown]) }
      }
      case 'section':
        return { ...base, status: 'section', ...(item.section ? { section: item.section } : {}) }
      case 'skipped': {
        const line: MtgParsedLine = { ...base, status: 'comment' }
        addNotes(line as ParsedLine, [say('notInDeck')])
        return line
      }
      case 'error':
        return { ...base, status: 'error', error: lineError('unreadable', [item.said]) }
      default:
        return { ...base, status: item.kind }
    }
  })
  // Each bucket is read as a list of its own: its cards are that pass's main pile.
  const cardsOf = (bucket: Bucket) => parsed[bucket].piles.main ?? []
  const piles = commanderFromSideboard(
    { main: cardsOf('main'), sideboard: withCompanions(cardsOf('sideboard'), cardsOf('companion')), commander: cardsOf('commander') },
    byId,
  )
  const guessed = format ? null : guessMtgFormat(piles, byId)
  const said = format ? { format } : guessed ? { format: guessed, formatGuessed: true } : {}
  return { source, ...(name !== undefined ? { name } : {}), ...said, piles, lines, errors: lines.filter((l) => l.status === 'error') }
}

function formatOf(value: string): string | null {
  const word = value.toLowerCase().replace(/\s+/g, ' ').trim().replace(/ (?:format|deck)$/, '')
  return Object.entries(MTG_DECKLIST.formatWords).find(([, words]) => words.includes(word))?.[0] ?? null
}

/** MTG Arena lists a companion under `Companion` and again in its sideboard: it is one card. */
function withCompanions(sideboard: DeckEntry[], companions: readonly DeckEntry[]): DeckEntry[] {
  const merged = sideboard.map((e) => ({ ...e }))
  for (const companion of companions) {
    const same = merged.find((e) => e.code === companion.code)
    if (same) same.count = Math.max(same.count, companion.count)
    else merged.push({ ...companion })
  }
  return merged
}

/**
 * MTGO, XMage and Cockatrice keep a Commander deck's commander in the sideboard. A list without a
 * commander pile whose sideboard holds one or two cards that can lead, making 100 with the main
 * deck, is read as a Commander deck with them as its commanders.
 */
function commanderFromSideboard(piles: Record<PileId, DeckEntry[]>, byId: CardLookupOf<MtgCard>): Record<PileId, DeckEntry[]> {
  const count = (entries: readonly DeckEntry[]) => entries.reduce((n, e) => n + e.count, 0)
  const side = count(piles.sideboard)
  if (piles.commander.length || side < 1 || side > MAX_COMMANDERS || count(piles.main) + side !== COMMANDER_DECK_SIZE) return piles
  const leaders = piles.sideboard.every((e) => {
    const card = byId(e.code)
    return e.count === 1 && card !== null && canBeCommander(card)
  })
  return leaders ? { main: piles.main, sideboard: [], commander: piles.sideboard } : piles
}
