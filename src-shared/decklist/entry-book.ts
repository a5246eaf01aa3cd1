// Adds up the cards of a list as lines come: the same code on two lines is one entry, and a
// second printing of the same card is its own entry but said to count together. A line that would
// take a pile past the deck limits (limits.ts) is refused, so that every list read can be saved,
// backed up and restored.
import type { Card } from '../games/fftcg/card'
import type { DeckEntry } from '../games/fftcg/deck/deck'
import { DECK_LIMITS } from './limits'

interface Kept {
  entry: DeckEntry
  identity: string
  firstLine: number
}

export type Added = { notes: string[] } | { refused: string }

export class EntryBook {
  readonly entries: DeckEntry[] = []
  private readonly byCode = new Map<string, Kept>()
  /** The first printing kept of each card, so that finding another printing is one lookup. */
  private readonly byIdentity = new Map<string, Kept>()

  /** @param maxEntries how many different codes the pile holds (main deck or Limit Break pile). */
  constructor(private readonly maxEntries: number = DECK_LIMITS.entries) {}

  /** Adds copies of a card (under `code`, as it should appear in the deck): notes for the line, or why not. */
  add(card: Card, code: string, count: number, line: number): Added {
    const kept = this.byCode.get(code)
    if (kept) {
      const total = kept.entry.count + count
      if (total > DECK_LIMITS.copies)
        return { refused: `${total} copies of ${code} in all (with line ${kept.firstLine}): a deck holds at most ${DECK_LIMITS.copies} copies of one code` }
      kept.entry.count = total
      return { notes: [`adds to line ${kept.firstLine}: ${total} copies of ${code} in all`] }
    }
    if (count > DECK_LIMITS.copies) return { refused: `${count} copies of ${code}: a deck holds at most ${DECK_LIMITS.copies} copies of one code` }
    if (this.entries.length >= this.maxEntries)
      return { refused: `more than ${this.maxEntries} different cards in one pile: a deck holds at most ${this.maxEntries}` }
    const notes: string[] = []
    const otherPrinting = this.byIdentity.get(card.identity)
    if (otherPrinting)
      notes.push(`${code} is another printing of ${otherPrinting.entry.code} (line ${otherPrinting.firstLine}): their copies count together`)
    const entry = { code, count }
    const record = { entry, identity: card.identity, firstLine: line }
    this.entries.push(entry)
    this.byCode.set(code, record)
    if (!otherPrinting) this.byIdentity.set(card.identity, record)
    return { notes }
  }
}
