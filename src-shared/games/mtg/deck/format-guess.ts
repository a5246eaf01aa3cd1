// A pasted list says no format (no `Format:` line): Deck Lab guesses it from its cards (issue 32),
// says so, and the player may change it. A commander pile means Commander; 40 to 59 cards in the
// main deck, limited; else the first constructed format, narrowest first, in which every card is
// legal (legal or restricted, as the card data gives it). A list holding an MTG Arena card (an
// Alchemy "A-" card) is tried in Arena's formats only.
import type { DeckEntry } from '../../../game/module'
import type { MtgCard } from '../card'
import { CONSTRUCTED_MIN, LIMITED_MIN, type PileId } from './formats'

/** Paper's formats from the narrowest to the widest, then Pauper and Premodern, which take older or fewer cards. */
const PAPER_ORDER = ['standard', 'pioneer', 'modern', 'legacy', 'vintage', 'pauper', 'premodern'] as const
const ARENA_ORDER = ['explorer', 'historic', 'timeless'] as const

export function guessMtgFormat(piles: Partial<Record<PileId, readonly DeckEntry[]>>, byId: (id: string) => MtgCard | null): string | null {
  if ((piles.commander ?? []).length > 0) return 'commander'
  const main = piles.main ?? []
  const size = main.reduce((n, e) => n + e.count, 0)
  if (size >= LIMITED_MIN && size < CONSTRUCTED_MIN) return 'limited'
  const cards = [...main, ...(piles.sideboard ?? [])].map((e) => byId(e.code)).filter((c): c is MtgCard => c !== null)
  if (cards.length === 0) return null
  const order = cards.some((c) => c.digital) ? ARENA_ORDER : PAPER_ORDER
  const legalIn = (format: string) => cards.every((c) => c.legalities[format] === 'legal' || c.legalities[format] === 'restricted')
  return order.find(legalIn) ?? null
}
