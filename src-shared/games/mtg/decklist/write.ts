// Writes a Magic deck in each format it is read in (read.ts reads every output back to the same
// piles). Cards are named as the programs write them (names.ts); the printing is the catalog's.
import type { DeckEntry } from '../../../game/module'
import type { MtgCard } from '../card'
import { hasCompanion } from '../deck/card-rules'
import type { PileId } from '../deck/formats'
import { writtenName } from './names'
import { escapeXml } from './xml'

export const WRITERS = ['arena', 'mtgo', 'dek', 'cod', 'moxfield', 'forge', 'xmage'] as const
export type WriterName = (typeof WRITERS)[number]
export const isWriter = (name: string): name is WriterName => (WRITERS as readonly string[]).includes(name)

export interface WritableDeck {
  name?: string
  piles: Readonly<Partial<Record<PileId, readonly DeckEntry[]>>>
}

interface Row {
  card: MtgCard
  count: number
}
type Piles = Record<PileId, Row[]>

const upper = (set: string) => set.toUpperCase()
const block = (heading: string[], rows: string[]) => (rows.length ? [...heading, ...rows] : [])
/** Blocks separated by one blank line, the file ending with a newline. */
const joined = (blocks: string[][]) => {
  const lines = blocks.filter((b) => b.length).flatMap((b, i) => (i ? ['', ...b] : b))
  return lines.length ? lines.join('\n') + '\n' : ''
}

const WRITE: Record<WriterName, (piles: Piles, name: string | undefined) => string> = {
  arena: (p, name) => {
    const line = (r: Row) => `${r.count} ${writtenName(r.card)} (${upper(r.card.set)}) ${r.card.collectorNumber}`
    const companions = p.sideboard.filter((r) => hasCompanion(r.card))
    return joined([name ? ['About', `Name ${name}`] : [], block(['Commander'], p.commander.map(line)), block(['Companion'], companions.map(line)), block(['Deck'], p.main.map(line)), block(['Sideboard'], p.sideboard.map(line))])
  },
  // The commander goes with the sideboard, as MTGO keeps it.
  mtgo: (p) => {
    const line = (r: Row) => `${r.count} ${writtenName(r.card)}`
    return joined([p.main.map(line), [...p.commander, ...p.sideboard].map(line)])
  },
  dek: (p) => {
    const line = (r: Row, side: boolean) => `  <Cards Quantity="${r.count}" Sideboard="${side}" Name="${escapeXml(writtenName(r.card))}" />`
    const cards = [...p.main.map((r) => line(r, false)), ...[...p.commander, ...p.sideboard].map((r) => line(r, true))]
    return ['<?xml version="1.0" encoding="utf-8"?>', '<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">', '  <NetDeckID>0</NetDeckID>', '  <PreconstructedDeckID>0</PreconstructedDeckID>', ...cards, '</Deck>', ''].join('\n')
  },
  cod: (p, name) => {
    const zone = (id: string, rows: Row[]) => [`  <zone name="${id}">`, ...rows.map((r) => `    <card number="${r.count}" name="${escapeXml(writtenName(r.card))}"/>`), '  </zone>']
    return ['<?xml version="1.0" encoding="UTF-8"?>', '<cockatrice_deck version="1">', `  <deckname>${escapeXml(name ?? '')}</deckname>`, '  <comments></comments>', ...zone('main', p.main), ...zone('side', [...p.commander, ...p.sideboard]), '</cockatrice_deck>', ''].join('\n')
  },
  // One list; the category tag says the pile (Archidekt's and Moxfield's `[Commander]`).
  moxfield: (p) => {
    const line = (r: Row, tag: string) => `${r.count}x ${writtenName(r.card)} (${r.card.set.toLowerCase()}) ${r.card.collectorNumber}${tag}`
    return joined([[...p.commander.map((r) => line(r, ' [Commander]')), ...p.main.map((r) => line(r, '')), ...p.sideboard.map((r) => line(r, ' [Sideboard]'))]])
  },
  forge: (p, name) => {
    const line = (r: Row) => `${r.count} ${writtenName(r.card)}|${upper(r.card.set)}`
    const lines = ['[metadata]', `Name=${name ?? ''}`, ...block(['[Commander]'], p.commander.map(line)), '[Main]', ...p.main.map(line), ...block(['[Sideboard]'], p.sideboard.map(line))]
    return lines.join('\n') + '\n'
  },
  // XMage, like MTGO, keeps the commander in the sideboard.
  xmage: (p, name) => {
    const line = (r: Row, side: boolean) => `${side ? 'SB: ' : ''}${r.count} [${upper(r.card.set)}:${r.card.collectorNumber}] ${writtenName(r.card)}`
    return [...(name ? [`NAME:${name}`] : []), ...p.main.map((r) => line(r, false)), ...[...p.commander, ...p.sideboard].map((r) => line(r, true))].join('\n') + '\n'
  },
}

/** The deck in `writer`'s format; a code the lookup does not know is an error naming it (it cannot be named in a list). */
export function writeMtgDecklist(deck: WritableDeck, writer: WriterName, lookup: (code: string) => MtgCard | null): string {
  const rows = (pile: PileId): Row[] =>
    (deck.piles[pile] ?? []).map((entry) => {
      const card = lookup(entry.code)
      if (!card) throw new RangeError(`No Magic card has the id ${entry.code} (${pile}): the deck cannot be written as a list`)
      return { card, count: entry.count }
    })
  return WRITE[writer]({ main: rows('main'), sideboard: rows('sideboard'), commander: rows('commander') }, deck.name)
}
