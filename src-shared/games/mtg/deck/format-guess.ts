// A pasted list says no format (no `Format:` line): Deck Lab guesses it from its cards (issue 32),
// says so, and the player may change it. A commander pile means a commander format: Standard
// Brawl for 60 cards (CR 903.12d), else Commander, or MTG Arena's Brawl when Commander cannot take
// the list (an Arena card, a planeswalker commander: 903.12c). 40 to 59 cards in the main deck,
// limited; else the first constructed format, narrowest first, in which every card is legal (legal
// or restricted, as the card data gives it: legality.ts). A list holding an MTG Arena card (an
// Alchemy "A-" card) is tried in Arena's formats only.
import type { DeckEntry } from '../../../game/module'
import type { MtgCard } from '../card'
import { canBeCommander, canLeadBrawl } from './card-rules'
import { CONSTRUCTED_MIN, LIMITED_MIN, mtgFormat, type PileId } from './formats'
import { legalityIn } from './legality'

/** Paper's formats from the narrowest to the widest, then Pauper and Premodern, which take older or fewer cards. */
const PAPER_ORDER = ['standard', 'pioneer', 'modern', 'legacy', 'vintage', 'pauper', 'premodern'] as const
const ARENA_ORDER = ['alchemy', 'explorer', 'historic', 'timeless'] as const
/** CR 903.12d: a Brawl deck of 60 cards, its commander included (Standard Brawl on Arena). */
const STANDARD_BRAWL_SIZE = 60

const count = (entries: readonly DeckEntry[] = []) => entries.reduce((n, e) => n + e.count, 0)
const known = (entries: readonly DeckEntry[] = [], byId: (id: string) => MtgCard | null) => entries.map((e) => byId(e.code)).filter((c): c is MtgCard => c !== null)

/** Whether every card is legal (or restricted) in the format by the card data. */
const allLegalIn = (cards: readonly MtgCard[], format: string) =>
  cards.every((c) => {
    const legality = legalityIn(c, mtgFormat(format))
    return legality === 'legal' || legality === 'restricted'
  })

export function guessMtgFormat(piles: Partial<Record<PileId, readonly DeckEntry[]>>, byId: (id: string) => MtgCard | null): string | null {
  const commanders = known(piles.commander, byId)
  const cards = known([...(piles.main ?? []), ...(piles.sideboard ?? [])], byId)
  if ((piles.commander ?? []).length > 0) return guessCommanderFormat(count(piles.main) + count(piles.commander), commanders, cards)
  const size = count(piles.main)
  if (size >= LIMITED_MIN && size < CONSTRUCTED_MIN) return 'limited'
  if (cards.length === 0) return null
  const order = cards.some((c) => c.digital) ? ARENA_ORDER : PAPER_ORDER
  return order.find((format) => allLegalIn(cards, format)) ?? null
}

function guessCommanderFormat(size: number, commanders: readonly MtgCard[], cards: readonly MtgCard[]): string {
  if (size === STANDARD_BRAWL_SIZE) return 'standardbrawl'
  const all = [...commanders, ...cards]
  const commanderTakes = !all.some((c) => c.digital) && commanders.every(canBeCommander)
  if (commanderTakes) return 'commander'
  return commanders.every(canLeadBrawl) ? 'brawl' : 'commander'
}
