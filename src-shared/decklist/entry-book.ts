// Adds up the cards of a list as lines come: the same code on two lines is one entry, and a
// second printing of the same card is its own entry but said to count together. A line that would
// take a pile past the deck limits (limits.ts) is refused, so that every list read can be saved,
// backed up and restored.
import type { DeckEntry, PileSpec } from '../game/module'
import { DECK_LIMITS } from './limits'
import { say, type LineMessage } from './line-messages'

interface Kept {
  entry: DeckEntry
  identity: string
  firstLine: number
}

export type Added = { notes: LineMessage[] } | { refused: LineMessage }

export class EntryBook {
  readonly entries: DeckEntry[] = []
  private readonly byCode = new Map<string, Kept>()
  /** The first printing kept of each card, so that finding another printing is one lookup. */
  private readonly byIdentity = new Map<string, Kept>()

  /** @param maxEntries how many different codes the pile holds (its PileSpec's maxEntries, else DECK_LIMITS.entries). */
  constructor(private readonly maxEntries: number = DECK_LIMITS.entries) {}

  /** Adds copies of a card (under `code`, as it should appear in the deck): notes for the line, or why not. */
  add(card: { identity: string }, code: string, count: number, line: number): Added {
    const max = DECK_LIMITS.copies
    const kept = this.byCode.get(code)
    if (kept) {
      const total = kept.entry.count + count
      if (total > max) return { refused: say('copiesLimitTotal', { count: total, code, line: kept.firstLine, max }) }
      kept.entry.count = total
      return { notes: [say('addsToLine', { line: kept.firstLine, count: total, code })] }
    }
    if (count > max) return { refused: say('copiesLimit', { count, code, max }) }
    if (this.entries.length >= this.maxEntries) return { refused: say('entriesLimit', { max: this.maxEntries }) }
    const notes: LineMessage[] = []
    const otherPrinting = this.byIdentity.get(card.identity)
    if (otherPrinting) notes.push(say('otherPrinting', { code, other: otherPrinting.entry.code, line: otherPrinting.firstLine }))
    const entry = { code, count }
    const record = { entry, identity: card.identity, firstLine: line }
    this.entries.push(entry)
    this.byCode.set(code, record)
    if (!otherPrinting) this.byIdentity.set(card.identity, record)
    return { notes }
  }
}

/** One book per pile of the game (its deck.piles, main first), each bounded by its pile's maxEntries. */
export function pileBooks(piles: readonly Pick<PileSpec, 'id' | 'maxEntries'>[]): Map<string, EntryBook> {
  if (!piles.length) throw new RangeError('a game declares at least one pile (its main deck)')
  return new Map(piles.map((pile) => [pile.id, new EntryBook(pile.maxEntries ?? DECK_LIMITS.entries)]))
}

/** The entries of each book, by pile id, in the game's order. */
export function pilesOf(books: ReadonlyMap<string, EntryBook>): Record<string, DeckEntry[]> {
  return Object.fromEntries([...books].map(([id, book]) => [id, book.entries]))
}
