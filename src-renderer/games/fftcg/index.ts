// FFTCG's own parts of the renderer, as the generic screens ask for them (games/index.ts).
import type { Card } from '@shared/games/fftcg/card'
import { DECK_TYPES } from '@shared/games/fftcg/deck/stats'
import { SORT_KEYS } from '@shared/search-sort'
import type { RendererGame } from '../contract'
import CardDetail from './CardDetail.vue'
import DrawnCard from './DrawnCard.vue'
import ValueIcon from './ValueIcon.vue'
import DeckStatsPanel from './deck/DeckStatsPanel.vue'
import LabResults from './lab/LabResults.vue'
import LabAdvisor from './lab/LabAdvisor.vue'
import { fftcgHeadlines } from './lab/advice'
import FftcgFilters from './FftcgFilters.vue'
import { FFTCG_LIST_COLUMNS, FFTCG_SYNTAX_ROWS } from './cards-view'

/** FFTCG's value names in the i18n files, by card field. */
const VALUE_NAME_PREFIX: Readonly<Record<string, string>> = { elements: 'element', type: 'type', rarity: 'rarity' }

export const fftcgParts: RendererGame<Card> = {
  CardDetail,
  DrawnCard,
  ValueIcon,
  DeckStats: DeckStatsPanel,
  LabResults,
  LabAdvisor,
  labHeadlines: fftcgHeadlines,
  deckGroups: {
    order: DECK_TYPES,
    of: (card) => ((DECK_TYPES as readonly string[]).includes(card.type) ? card.type : 'other'),
  },
  valueNameKey: (field, value) => (VALUE_NAME_PREFIX[field] ? `${VALUE_NAME_PREFIX[field]}.${value}` : null),
  listColumns: FFTCG_LIST_COLUMNS,
  Filters: FftcgFilters,
  sortKeys: SORT_KEYS,
  searchExample: 'e:fire t:backup cost<=2 ex',
  syntaxRows: FFTCG_SYNTAX_ROWS,
}
