// Magic: The Gathering's own parts of the renderer, as the generic screens ask for them
// (games/index.ts). Its table parts are in ./table (written apart).
import type { MtgCatalogCard } from '@shared/games/mtg/catalog-card'
import type { RendererGame } from '../contract'
import MtgCardDetail from './MtgCardDetail.vue'
import MtgDrawnCard from './MtgDrawnCard.vue'
import MtgValueIcon from './MtgValueIcon.vue'
import MtgDeckStats from './deck/MtgDeckStats.vue'
import MtgLabResults from './lab/MtgLabResults.vue'
import { pictureCodeOf } from './picture'
import { MTG_DECK_GROUPS, MTG_LIST_COLUMNS, MTG_SEARCH_EXAMPLE, MTG_SORT_KEYS, mtgValueNameKey } from './cards-view'

// The catalog serves MtgCatalogCard (an MtgCard with its code and list columns); the parts read the MtgCard in it.
export const mtgRendererGame: RendererGame<MtgCatalogCard> = {
  CardDetail: MtgCardDetail,
  DrawnCard: MtgDrawnCard,
  pictureCode: (card) => pictureCodeOf(card),
  ValueIcon: MtgValueIcon,
  DeckStats: MtgDeckStats,
  LabResults: MtgLabResults,
  deckGroups: MTG_DECK_GROUPS,
  // a line: its colours, its mana value (the oracle id that keys it means nothing to a player)
  deckLine: { marks: 'colors', number: 'manaValue', code: false },
  valueNameKey: mtgValueNameKey,
  listColumns: MTG_LIST_COLUMNS,
  // the filter panel (FieldFilters) and the query help are the generic ones over the module's fields
  sortKeys: MTG_SORT_KEYS,
  searchExample: MTG_SEARCH_EXAMPLE,
}
