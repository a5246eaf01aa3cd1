// Adds up the cards of a list as lines come: the same code on two lines is one entry, and a
// second printing of the same card is its own entry but said to count together.
import type { Card } from '../games/fftcg/card'
import type { DeckEntry } from '../games/fftcg/deck/deck'
import { say, type LineMessage } from './line-messages'

interface Kept {
  entry: DeckEntry
  identity: string
  firstLine: number
}

export class EntryBook {
  readonly entries: DeckEntry[] = []
  private readonly byCode = new Map<string, Kept>()

  /** Adds copies of a card (under `code`, as it should appear in the deck); returns notes for the line. */
  add(card: Card, code: string, count: number, line: number): LineMessage[] {
    const notes: LineMessage[] = []
    const kept = this.byCode.get(code)
    if (kept) {
      kept.entry.count += count
      notes.push(say('addsToLine', { line: kept.firstLine, count: kept.entry.count, code }))
      return notes
    }
    const otherPrinting = [...this.byCode.values()].find((k) => k.identity === card.identity)
    if (otherPrinting)
      notes.push(say('otherPrinting', { code, other: otherPrinting.entry.code, line: otherPrinting.firstLine }))
    const entry = { code, count }
    this.entries.push(entry)
    this.byCode.set(code, { entry, identity: card.identity, firstLine: line })
    return notes
  }
}
