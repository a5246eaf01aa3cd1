// FFTCG's own parts of the renderer, as the generic screens ask for them (games/index.ts).
import type { Card } from '@shared/games/fftcg/card'
import { DECK_TYPES } from '@shared/games/fftcg/deck/stats'
import type { RendererGame } from '../index'
import CardDetail from './CardDetail.vue'
import DrawnCard from './DrawnCard.vue'
import ValueIcon from './ValueIcon.vue'
import DeckStatsPanel from './deck/DeckStatsPanel.vue'
import LabResults from './lab/LabResults.vue'

export const fftcgParts: RendererGame<Card> = {
  CardDetail,
  DrawnCard,
  ValueIcon,
  DeckStats: DeckStatsPanel,
  LabResults,
  deckGroups: {
    order: DECK_TYPES,
    of: (card) => ((DECK_TYPES as readonly string[]).includes(card.type) ? card.type : 'other'),
  },
}
