// FFTCG's decklist writers: the same deck as each community format, and as Deck Lab's own file.
// Each text writer's output reads back through parseDecklist to the same entries.
import type { Card } from './card'
import type { CardLookup, DeckEntry, DeckFormat } from './deck/deck'
import { writeDeckFile, type DeckVersion } from '../../decklist/deck-file'

export const WRITERS = ['plain', 'sheet', 'untap', 'codes', 'json'] as const
export type WriterName = (typeof WRITERS)[number]

/** What a writer needs; only the JSON writer uses notes, tags and versions. */
export interface WritableDeck {
  name?: string
  format?: DeckFormat
  notes?: string
  tags?: string[]
  entries: DeckEntry[]
  limitBreak?: DeckEntry[]
  versions?: DeckVersion[]
  createdAt?: string
  updatedAt?: string
}

interface Row {
  entry: DeckEntry
  card: Card | null
  /** The printed code of the card found, else the code as the deck has it. */
  code: string
}

const SHEET_SECTIONS: { type: Card['type']; title: string }[] = [
  { type: 'forward', title: 'Forwards' },
  { type: 'backup', title: 'Backups' },
  { type: 'summon', title: 'Summons' },
  { type: 'monster', title: 'Monsters' },
]

export function writeDecklist(deck: WritableDeck, writer: WriterName, lookup: CardLookup): string {
  switch (writer) {
    case 'plain':
      return lines([...headers(deck), ...rows(deck.entries, lookup).map(plainLine), ...limitBreakLines(deck, lookup, plainLine)])
    case 'sheet':
      return writeSheet(deck, lookup)
    case 'untap':
      return lines([...rows(deck.entries, lookup).map(untapLine), ...limitBreakLines(deck, lookup, untapLine)])
    case 'codes':
      return lines([...rows(deck.entries, lookup).map(codeLine), ...limitBreakLines(deck, lookup, codeLine)])
    case 'json':
      return writeDeckFile({
        name: deck.name ?? '',
        notes: deck.notes ?? '',
        tags: deck.tags ?? [],
        format: deck.format ?? 'constructed',
        entries: deck.entries,
        limitBreak: deck.limitBreak ?? [],
        versions: deck.versions ?? [],
        ...(deck.createdAt ? { createdAt: deck.createdAt } : {}),
        ...(deck.updatedAt ? { updatedAt: deck.updatedAt } : {}),
      })
  }
}

/** `3 1-001H Auron` */
export function plainLine({ entry, card, code }: Row): string {
  return card?.name ? `${entry.count} ${code} ${card.name}` : `${entry.count} ${code}`
}

/** `3 Auron (1-001H)`: Untap and Materia Hunter. */
export function untapLine({ entry, card, code }: Row): string {
  return card?.name ? `${entry.count} ${card.name} (${code})` : `${entry.count} ${code}`
}

/** `3 1-001H` */
export function codeLine({ entry, code }: Row): string {
  return `${entry.count} ${code}`
}

function rows(entries: readonly DeckEntry[], lookup: CardLookup): Row[] {
  return entries.map((entry) => {
    const card = lookup(entry.code)
    return { entry, card, code: card?.code ?? entry.code.trim() }
  })
}

function total(rows: readonly Row[]): number {
  return rows.reduce((sum, row) => sum + row.entry.count, 0)
}

function headers(deck: WritableDeck): string[] {
  const out: string[] = []
  if (deck.name?.trim()) out.push(`Deck: ${oneLine(deck.name)}`)
  if (deck.format) out.push(`Format: ${deck.format === 'limited' ? 'Limited' : 'Constructed'}`)
  return out
}

function limitBreakLines(deck: WritableDeck, lookup: CardLookup, line: (row: Row) => string): string[] {
  const lb = rows(deck.limitBreak ?? [], lookup)
  return lb.length ? ['', `Limit Break (${total(lb)})`, ...lb.map(line)] : []
}

/** A tournament decklist: the four card types with their counts, then the total. */
function writeSheet(deck: WritableDeck, lookup: CardLookup): string {
  const all = rows(deck.entries, lookup)
  const out = headers(deck)
  for (const { type, title } of SHEET_SECTIONS) {
    const section = all.filter((row) => row.card?.type === type)
    if (out.length) out.push('')
    out.push(`${title} (${total(section)})`, ...section.map(plainLine))
  }
  // Cards the catalog does not know, and crystal tokens, still go on the sheet.
  const others = all.filter((row) => !SHEET_SECTIONS.some(({ type }) => row.card?.type === type))
  if (others.length) out.push('', `Other (${total(others)})`, ...others.map(plainLine))
  out.push('', `Total (${total(all)})`)
  out.push(...limitBreakLines(deck, lookup, plainLine))
  return lines(out)
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function lines(out: string[]): string {
  return out.length ? out.join('\n') + '\n' : ''
}
