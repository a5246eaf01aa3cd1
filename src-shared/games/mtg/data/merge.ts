// One record per oracle card from many printings and files: the rules (text, legalities,
// keywords) from the newest data, the printing (set, number, rarity, picture) from the newest
// printing. Fed one printing at a time, so a streaming import needs no more than the catalog.
import type { FrenchCard, MtgCard } from '../card'
import { nameId, type PrintedCard, type ReadOutcome, type SkippedCard } from './assemble'

interface Kept {
  rules: PrintedCard
  printing: PrintedCard
  /** The French of any printing that has it (MTGJSON gives it on some printings of a card only). */
  fr?: FrenchCard
}

/** Newer release first; on the same day the lower collector number (the set's own card before its variants). */
function newerPrinting(a: PrintedCard, b: PrintedCard): boolean {
  if (a.releasedAt !== b.releasedAt) return a.releasedAt > b.releasedAt
  const na = parseInt(a.card.collectorNumber, 10)
  const nb = parseInt(b.card.collectorNumber, 10)
  if (na !== nb && !Number.isNaN(na) && !Number.isNaN(nb)) return na < nb
  return a.card.collectorNumber < b.card.collectorNumber
}

/** Newer data first; on the same date the newer printing's rules. */
const newerData = (a: PrintedCard, b: PrintedCard) => (a.dataDate !== b.dataDate ? a.dataDate > b.dataDate : newerPrinting(a, b))

export class CardMerger {
  private readonly byId = new Map<string, Kept>()
  /** Folded name → id, so a card read without an oracle id joins the one read with it. */
  private readonly idByName = new Map<string, string>()
  readonly skipped: SkippedCard[] = []
  printings = 0

  add(outcome: ReadOutcome): void {
    if ('skipped' in outcome) {
      this.skipped.push(outcome.skipped)
      return
    }
    this.printings++
    const printed = outcome.card
    const id = this.idFor(printed.card)
    const kept = this.byId.get(id)
    const card = printed.card.id === id ? printed : { ...printed, card: { ...printed.card, id } }
    if (!kept) this.byId.set(id, { rules: card, printing: card, ...(card.card.fr ? { fr: card.card.fr } : {}) })
    else {
      if (!kept.fr && card.card.fr) kept.fr = card.card.fr
      if (newerData(card, kept.rules)) kept.rules = card
      if (newerPrinting(card, kept.printing)) kept.printing = card
    }
  }

  addAll(outcomes: Iterable<ReadOutcome>): this {
    for (const outcome of outcomes) this.add(outcome)
    return this
  }

  private idFor(card: MtgCard): string {
    const nameKey = card.name.toLowerCase()
    const known = this.idByName.get(nameKey)
    if (card.id === nameId(card.name)) {
      if (!known) this.idByName.set(nameKey, card.id)
      return known ?? card.id
    }
    // A card with an oracle id takes over the record made for its name alone.
    if (known === nameId(card.name) && known !== card.id) {
      this.byId.set(card.id, this.byId.get(known)!)
      this.byId.delete(known)
    }
    if (!known || known === nameId(card.name)) this.idByName.set(nameKey, card.id)
    return card.id
  }

  /** The cards by name (then id), each with its newest rules and newest printing. */
  cards(): MtgCard[] {
    return [...this.byId.entries()]
      .map(([id, { rules, printing, fr }]): MtgCard => {
        const { set, setName, collectorNumber, rarity } = printing.card
        // A printing without a known number (AtomicCards) does not hide a real one.
        const imageUrl = printing.card.imageUrl ?? rules.card.imageUrl
        const french = rules.card.fr ?? fr
        return { ...rules.card, id, set, setName, collectorNumber, rarity, imageUrl, ...(french ? { fr: french } : {}) }
      })
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1))
  }
}
