// MTG Arena's own cards: the Alchemy rebalanced versions ("A-Omnath, Locus of Creation") and the
// digital-only printings (Astral cards, Alchemy sets). They exist on Arena only, so they are kept
// out of every paper format whatever the file says, and stay legal only in Arena's formats.
import type { Legality } from '../card'

/** Arena's formats, by their Scryfall legality keys. */
export const ARENA_FORMATS: ReadonlySet<string> = new Set(['alchemy', 'historic', 'historicbrawl', 'brawl', 'standardbrawl', 'timeless', 'gladiator', 'explorer'])

/** An Alchemy rebalanced card's name: "A-" before the name of the card it rebalances. */
export const isRebalancedName = (name: string): boolean => /^A-\S/.test(name)

/** Only the legalities of Arena's formats. */
export function arenaLegalities(legalities: Readonly<Record<string, Legality>>): Record<string, Legality> {
  return Object.fromEntries(Object.entries(legalities).filter(([format]) => ARENA_FORMATS.has(format)))
}

/**
 * Whether a card is Arena's own: a rebalanced card, or a digital printing of a card that no paper
 * format takes (the Astral cards). A digital printing alone does not say it: Scryfall marks MTGO's
 * Masters Edition printings of Chub Toad digital too, and that card is legal in paper Vintage.
 */
export function isArenaOnly(name: string, digitalPrinting: boolean, legalities: Readonly<Record<string, Legality>>): boolean {
  return isRebalancedName(name) || (digitalPrinting && Object.keys(legalities).every((format) => ARENA_FORMATS.has(format)))
}

/**
 * The query a catalog search runs: Arena's own cards are left out unless the query asks for them
 * (`is:arena`) or for one of Arena's formats (`f:historic`), so that a paper deck's search never
 * offers (nor Enter adds) A-Omnath before Omnath. A deck built for one of Arena's formats (`deckLegality`,
 * its format's legality key) asks for them by itself: its search offers them like any other card.
 */
export function arenaCardsUnlessAsked(query: string, deckLegality: string | null = null): { query: string; shift: number } {
  if (deckLegality !== null && ARENA_FORMATS.has(deckLegality)) return { query, shift: 0 }
  const formats = [...ARENA_FORMATS].join('|')
  const asks = new RegExp(`(^|[\\s(])-?(is:arena|(f|format|legal):(${formats}))\\b`, 'i')
  if (asks.test(query)) return { query, shift: 0 }
  if (query.trim() === '') return { query: '-is:arena', shift: 0 }
  // Bracketed when it holds an `or`, which binds looser than the added term; `shift` moves an error's position back.
  return /\bor\b/i.test(query) ? { query: `(${query}) -is:arena`, shift: 1 } : { query: `${query} -is:arena`, shift: 0 }
}
