// FFTCG's catalog index: the bit-set search, the code index and, built on first use, the facets
// and the decklist resolver, over one list of cards.
import type { Facets } from '@shared/games/fftcg/card-filters'
import type { Card } from '@shared/games/fftcg/card'
import { buildCodeIndex, type CodeIndex } from '@shared/games/fftcg/codes'
import type { CardResolver } from '@shared/decklist/parse'
import { createCardResolver } from '@shared/games/fftcg/card-resolver'
import type { CardIndex } from '../../../game/main-game'
import { fftcg } from '@shared/games/fftcg'
import { catalogCounts } from '../../../catalog/catalog-counts'
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
    // FFTCG's counts are those its module declares (stats fields, data figures), as for any game.
    stats: () => catalogCounts(cards, fftcg.cards.fields, fftcg.data?.figures),
  }
  return index
}
