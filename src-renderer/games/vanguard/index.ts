// Cardfight!! Vanguard's own parts of the renderer, as the generic screens ask for them
// (games/index.ts). Its table parts are in ./table, its lab results in ./lab (both written apart):
import type { VanguardCard } from '@shared/games/vanguard/card'
import type { RendererGame } from '../contract'
import VanguardCardDetail from './VanguardCardDetail.vue'
import VanguardDrawnCard from './VanguardDrawnCard.vue'
import VanguardValueIcon from './VanguardValueIcon.vue'
import VanguardLabResults from './lab/VanguardLabResults.vue'
import VanguardDeckStats from './deck/VanguardDeckStats.vue'
import { VANGUARD_DECK_GROUPS, VANGUARD_LIST_COLUMNS, VANGUARD_SEARCH_EXAMPLE, VANGUARD_SORT_KEYS, vanguardValueNameKey } from './cards-view'

export const vanguardRendererGame: RendererGame<VanguardCard> = {
  CardDetail: VanguardCardDetail,
  DrawnCard: VanguardDrawnCard,
  ValueIcon: VanguardValueIcon,
  DeckStats: VanguardDeckStats,
  LabResults: VanguardLabResults,
  // With a ride deck the Phase de Ride rides its next grade every turn: grade 3 on turn 3 whatever the deck.
  labFixedFigures: (report) => ('format' in report && report.format === 'ride-deck' ? ['curve'] : []),
  deckGroups: VANGUARD_DECK_GROUPS,
  valueNameKey: vanguardValueNameKey,
  listColumns: VANGUARD_LIST_COLUMNS,
  // the filter panel (FieldFilters) and the query help are the generic ones over the module's fields
  sortKeys: VANGUARD_SORT_KEYS,
  searchExample: VANGUARD_SEARCH_EXAMPLE,
}
