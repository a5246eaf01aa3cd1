// Adds up the cards of a list as lines come: the same code on two lines is one entry, and a
// second printing of the same card is its own entry but said to count together.
import type { Card } from '../games/fftcg/card'
import type { DeckEntry } from '../games/fftcg/deck/deck'

interface Kept {
  entry: DeckEntry
  identity: string
  firstLine: number
}

export class EntryBook {
  readonly entries: DeckEntry[] = []
  private readonly byCode = new Map<string, Kept>()

  /** Adds copies of a card (under `code`, as it should appear in the deck); returns notes for the line. */
  add(card: Card, code: string, count: number, line: number): string[] {
    const notes: string[] = []
    const kept = this.byCode.get(code)
    if (kept) {
      kept.entry.count += count
      notes.push(`adds to line ${kept.firstLine}: ${kept.entry.count} copies of ${code} in all`)
      return notes
    }
    const otherPrinting = [...this.byCode.values()].find((k) => k.identity === card.identity)
    if (otherPrinting)
      notes.push(`${code} is another printing of ${otherPrinting.entry.code} (line ${otherPrinting.firstLine}): their copies count together`)
    const entry = { code, count }
    this.entries.push(entry)
    this.byCode.set(code, { entry, identity: card.identity, firstLine: line })
    return notes
  }
}
