// FFTCG's catalog index: the bit-set search, the code index and, built on first use, the facets
// and the decklist resolver, over one list of cards.
import type { CatalogStats } from '@shared/api'
import type { Facets } from '@shared/games/fftcg/card-filters'
import type { Card } from '@shared/games/fftcg/card'
import { buildCodeIndex, type CodeIndex } from '@shared/games/fftcg/codes'
import type { CardResolver } from '@shared/decklist/parse'
import { createCardResolver } from '@shared/games/fftcg/card-resolver'
import type { CardIndex } from '../../../game/main-game'
import { buildSearchIndex, cardFacets, searchCards, type SearchIndex } from './search-index'

export function fftcgCardIndex(cards: Card[], search: SearchIndex = buildSearchIndex(cards), codes: CodeIndex = buildCodeIndex(cards)): CardIndex<Card> {
  let facets: Facets | undefined
  let resolver: CardResolver | undefined
  const index: CardIndex<Card> = {
    cards,
    search: (request) => searchCards(search, request),
    get: (code) => codes.resolve(code),
    // Built on first request: the filter panel needs them, start-up does not.
    facets: () => (facets ??= cardFacets(search)),
    // Built on first decklist read: codes through the code index, names through a folded-name map.
    resolver: () => (resolver ??= createCardResolver(cards, codes)),
    stats: () => countCards(cards, (facets ??= cardFacets(search)).sets),
  }
  return index
}

function countCards(cards: readonly Card[], sets: readonly string[]): Omit<CatalogStats, 'provenance'> {
  const bySet: Record<string, number> = {}
  const byType: Record<string, number> = {}
  const byElement: Record<string, number> = {}
  let multicardUnknown = 0
  // Sets in release order (the facets' order), so a few stray codes do not reorder them.
  for (const set of sets) bySet[set] = 0
  for (const card of cards) {
    bySet[card.set] = (bySet[card.set] ?? 0) + 1
    byType[card.type] = (byType[card.type] ?? 0) + 1
    for (const element of card.elements) byElement[element] = (byElement[element] ?? 0) + 1
    if (card.multicard === null) multicardUnknown++
  }
  return { total: cards.length, bySet, byType, byElement, multicardUnknown }
}
